/** The trace of the host's moderation every member sees: "1 idea hidden by the host: off-topic". Props in. */
import type { ModerationTrace } from '@chorus/mock-handlers/contracts';
import { Icon } from '@chorus/ui';
import { plural } from '../../../lib/format';
import * as shared from '../../../lib/product/product.css';

export function ModerationNotice({ trace }: { trace: readonly ModerationTrace[] }) {
  if (trace.length === 0) return null;
  return (
    <ul className={shared.bareList} aria-label="Moderation" data-testid="moderation">
      {trace.map((entry) => (
        <li key={entry.reason} className={`${shared.muted} ${shared.metaItem}`}>
          <Icon name="eye-off" size="xs" /> {plural(entry.count, 'idea')} hidden by the host: {entry.reason}
        </li>
      ))}
    </ul>
  );
}
