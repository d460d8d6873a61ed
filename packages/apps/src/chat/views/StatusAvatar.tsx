/** An avatar with a status dot; the status is also said in words for assistive technology. */
import type { ChatStatus } from '@chorus/mock-handlers/contracts';
import { Avatar, visuallyHidden } from '@chorus/ui';
import { statusKey } from '../chat.api';
import { useT } from '../i18n';
import * as css from './chat.css';

export function StatusAvatar({
  name,
  src,
  status,
  size = 'md',
  announce = true,
}: {
  name: string;
  src: string;
  status: ChatStatus;
  size?: 'sm' | 'md' | 'lg';
  /** Say the status here (off when the caller says it after the name). */
  announce?: boolean;
}) {
  const t = useT();
  return (
    <span className={css.avatarWrap}>
      <Avatar src={src} name={name} size={size} decorative />
      <span className={[css.statusDot, css.statusColors[status]].join(' ')} aria-hidden="true" />
      {announce ? (
        <span className={visuallyHidden}>{t('status.said', { status: t(statusKey(status)) })}</span>
      ) : null}
    </span>
  );
}
