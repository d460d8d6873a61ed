'use client';

import { CircleAlert, CircleCheck, Info, type LucideIcon, TriangleAlert, X } from 'lucide-react';
import {
  type ComponentPropsWithRef,
  type ReactNode,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useT } from '../../i18n';
import { cx } from '../../internal/cx';
import * as styles from './Snackbar.css';

/** The spec's auto-hide delay (§9). */
export const SNACKBAR_AUTO_HIDE_MS = 6000;

export type SnackbarVariant = NonNullable<styles.SnackbarVariants['variant']>;

export interface SnackbarProps extends Omit<ComponentPropsWithRef<'div'>, 'title' | 'children'> {
  /** Controlled visibility; pair with `onOpenChange`. */
  open?: boolean;
  /** Initial visibility when uncontrolled. Default true. */
  defaultOpen?: boolean;
  /** Called with `false` when the snackbar closes itself (timer, close button, Escape). */
  onOpenChange?: (open: boolean) => void;
  variant?: SnackbarVariant;
  message: ReactNode;
  title?: ReactNode;
  /** An action button, e.g. "Undo". */
  action?: ReactNode;
  /** Milliseconds before it hides itself; `null` keeps it open. Default 6000 (§9). Paused while hovered or focused. */
  autoHideDuration?: number | null;
  closeLabel?: string;
  /** `top-center` (fixed, the default) or `inline` (in the flow, for previews). */
  position?: 'top-center' | 'inline';
}

const icons: Record<SnackbarVariant, LucideIcon | null> = {
  success: CircleCheck,
  warning: TriangleAlert,
  error: CircleAlert,
  info: Info,
  default: null,
};

/**
 * A short message about an action's result, shown at the top centre and hidden after 6000 ms.
 * Errors and warnings are `role="alert"` (read out at once); the others `role="status"`.
 */
export function Snackbar({
  open,
  defaultOpen = true,
  onOpenChange,
  variant = 'default',
  message,
  title,
  action,
  autoHideDuration = SNACKBAR_AUTO_HIDE_MS,
  closeLabel,
  position = 'top-center',
  className,
  onMouseEnter,
  onMouseLeave,
  onFocus,
  onBlur,
  ref,
  ...rest
}: SnackbarProps) {
  const t = useT();
  const [internalOpen, setInternalOpen] = useState(defaultOpen);
  const isOpen = open ?? internalOpen;
  const [paused, setPaused] = useState(false);
  const onOpenChangeRef = useRef(onOpenChange);
  onOpenChangeRef.current = onOpenChange;

  const close = useCallback(() => {
    if (open === undefined) setInternalOpen(false);
    onOpenChangeRef.current?.(false);
  }, [open]);

  // Auto-hide; the timer restarts when the snackbar reopens, its message changes, or the pause ends.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new message restarts the timer
  useEffect(() => {
    if (!isOpen || paused || autoHideDuration === null || autoHideDuration === undefined) return;
    const timer = setTimeout(close, autoHideDuration);
    return () => clearTimeout(timer);
  }, [isOpen, paused, autoHideDuration, close, message]);

  // Escape closes it from anywhere, from the moment it shows (a layout effect: a passive one may run after a
  // key pressed on a busy machine).
  useLayoutEffect(() => {
    if (!isOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) close();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isOpen, close]);

  if (!isOpen) return null;
  const Icon = icons[variant];
  const urgent = variant === 'error' || variant === 'warning';

  return (
    <div className={styles.viewport({ position })} data-position={position}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: hover and focus only pause the auto-hide timer */}
      <div
        ref={ref}
        role={urgent ? 'alert' : 'status'}
        aria-live={urgent ? 'assertive' : 'polite'}
        aria-atomic="true"
        data-variant={variant}
        className={cx(styles.root({ variant, position }), className)}
        onMouseEnter={(event) => {
          setPaused(true);
          onMouseEnter?.(event);
        }}
        onMouseLeave={(event) => {
          setPaused(false);
          onMouseLeave?.(event);
        }}
        onFocus={(event) => {
          setPaused(true);
          onFocus?.(event);
        }}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setPaused(false);
          onBlur?.(event);
        }}
        {...rest}
      >
        {Icon ? <Icon size={20} aria-hidden className={styles.icon} /> : null}
        <div className={styles.message}>
          {title ? <div className={styles.title}>{title}</div> : null}
          <div>{message}</div>
        </div>
        {action ? <div className={styles.action}>{action}</div> : null}
        <button type="button" className={styles.close} aria-label={closeLabel ?? t('close')} onClick={close}>
          <X size={18} aria-hidden />
        </button>
      </div>
    </div>
  );
}

export type SnackbarActionProps = ComponentPropsWithRef<'button'>;

/** A button for the snackbar's `action` slot, in the snackbar's own colours (e.g. "Undo"). */
export function SnackbarAction({ className, type = 'button', ...rest }: SnackbarActionProps) {
  return <button type={type} className={cx(styles.actionButton, className)} {...rest} />;
}
