/** The trace of the host's moderation every member sees: "1 idea hidden by the host: off-topic". Props in. */
import type { ModerationTrace } from '@chorus/mock-handlers/contracts';
import { Icon } from '@chorus/ui';
import * as shared from '../../../lib/product/product.css';
import { useT } from '../i18n';

export function ModerationNotice({ trace }: { trace: readonly ModerationTrace[] }) {
  const t = useT();
  if (trace.length === 0) return null;
  return (
    <ul className={shared.bareList} aria-label={t('moderation.label')} data-testid="moderation">
      {trace.map((entry) => (
        <li key={entry.reason} className={`${shared.muted} ${shared.metaItem}`}>
          <Icon name="eye-off" size="xs" />{' '}
          {t('moderation.entry', { count: entry.count, reason: entry.reason })}
        </li>
      ))}
    </ul>
  );
}
