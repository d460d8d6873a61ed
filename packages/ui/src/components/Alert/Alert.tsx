'use client';

import { CircleAlert, CircleCheck, Info, type LucideIcon, TriangleAlert, X } from 'lucide-react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useT } from '../../i18n';
import { cx } from '../../internal/cx';
import * as styles from './Alert.css';

export type AlertTone = NonNullable<styles.AlertVariants['tone']>;

export interface AlertProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  tone?: AlertTone;
  title?: ReactNode;
  /** An action such as a Button or a link, at the end. */
  action?: ReactNode;
  /** Shows a dismiss button. */
  onDismiss?: () => void;
  dismissLabel?: string;
  /** Replace the tone's icon, or `null` for none. */
  icon?: ReactNode | null;
}

const icons: Record<AlertTone, LucideIcon> = {
  info: Info,
  positive: CircleCheck,
  warning: TriangleAlert,
  critical: CircleAlert,
  neutral: Info,
};

/**
 * An inline message about a page or a section. Critical alerts use `role="alert"` (read out at once);
 * the others `role="status"`. Pass `role` to change that, e.g. `role="none"` for a static notice.
 */
export function Alert({
  tone = 'info',
  title,
  action,
  onDismiss,
  dismissLabel,
  icon,
  className,
  children,
  ref,
  ...rest
}: AlertProps) {
  const ToneIcon = icons[tone];
  return (
    <div
      ref={ref}
      role={tone === 'critical' ? 'alert' : 'status'}
      data-tone={tone}
      className={cx(styles.root({ tone }), className)}
      {...rest}
    >
      {icon === null ? null : (
        <span className={styles.icon} aria-hidden="true">
          {icon ?? <ToneIcon size={18} />}
        </span>
      )}
      <div className={styles.body}>
        {title ? <div className={styles.title}>{title}</div> : null}
        {children ? <div>{children}</div> : null}
      </div>
      {action ? <div className={styles.action}>{action}</div> : null}
      {onDismiss ? <DismissButton label={dismissLabel} onClick={onDismiss} /> : null}
    </div>
  );
}

/** The × of a dismissible alert, named "Dismiss" unless the caller names it. */
function DismissButton({ label, onClick }: { label: string | undefined; onClick: () => void }) {
  const t = useT();
  return (
    <button type="button" className={styles.dismiss} aria-label={label ?? t('dismiss')} onClick={onClick}>
      <X size={16} aria-hidden />
    </button>
  );
}
