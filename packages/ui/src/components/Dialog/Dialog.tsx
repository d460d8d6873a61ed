'use client';

import * as DialogPrimitive from '@radix-ui/react-dialog';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { X } from 'lucide-react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useT } from '../../i18n';
import { cx } from '../../internal/cx';
import { visuallyHidden } from '../../internal/visuallyHidden.css';
import { IconButton } from '../IconButton/IconButton';
import * as styles from './Dialog.css';

/** The dialog's root: open state, controlled (`open`/`onOpenChange`) or uncontrolled (`defaultOpen`). */
export const Dialog = DialogPrimitive.Root;

/** The element that opens the dialog; pass your own button (`asChild` is the default). */
export function DialogTrigger({
  asChild = true,
  ...props
}: ComponentPropsWithRef<typeof DialogPrimitive.Trigger>) {
  return <DialogPrimitive.Trigger asChild={asChild} {...props} />;
}

/** Closes the dialog; wrap your own button (`asChild` is the default). */
export function DialogClose({
  asChild = true,
  ...props
}: ComponentPropsWithRef<typeof DialogPrimitive.Close>) {
  return <DialogPrimitive.Close asChild={asChild} {...props} />;
}

export type DialogSize = 'sm' | 'md' | 'lg' | 'xl';

export interface DialogContentProps
  extends Omit<ComponentPropsWithRef<typeof DialogPrimitive.Content>, 'title'> {
  /** Required: names the dialog (aria-labelledby). Use `hideTitle` to keep it for screen readers only. */
  title: ReactNode;
  /** Required: describes the dialog (aria-describedby); pass `null` only when the content itself is short. */
  description: ReactNode | null;
  hideTitle?: boolean;
  /** Preset widths: sm 380, md 520 (default), lg 720, xl 960; always at most 90% of the viewport. */
  size?: DialogSize;
  /** An exact width (any CSS length), overriding `size`. */
  width?: string | number;
  /** Show the close (×) button; its accessible name is `closeLabel`. */
  showClose?: boolean;
  closeLabel?: string;
}

/**
 * The modal window: portalled, focus trapped inside and restored to the trigger on close, Escape and a
 * click outside close it, the page behind is inert. Title and description are wired for screen readers.
 */
export function DialogContent({
  title,
  description,
  hideTitle = false,
  size = 'md',
  width,
  showClose = true,
  closeLabel,
  className,
  style,
  children,
  ...rest
}: DialogContentProps) {
  const t = useT();
  const inline =
    width === undefined
      ? {}
      : assignInlineVars({ [styles.widthVar]: typeof width === 'number' ? `${width}px` : width });
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={styles.overlay} />
      <DialogPrimitive.Content
        className={cx(styles.content({ size }), className)}
        style={{ ...inline, ...style }}
        {...(description === null ? { 'aria-describedby': undefined } : {})}
        {...rest}
      >
        <div className={styles.header}>
          <DialogPrimitive.Title className={cx(styles.title, hideTitle && visuallyHidden)}>
            {title}
          </DialogPrimitive.Title>
          {description !== null && (
            <DialogPrimitive.Description className={styles.description}>
              {description}
            </DialogPrimitive.Description>
          )}
        </div>
        {children}
        {showClose && (
          <DialogPrimitive.Close asChild>
            <IconButton
              className={styles.close}
              size="sm"
              label={closeLabel ?? t('close')}
              icon={<X size={18} aria-hidden />}
            />
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/** The actions row at the bottom, end-aligned (mirrors in RTL). */
export function DialogFooter({ className, ...props }: ComponentPropsWithRef<'div'>) {
  return <div className={cx(styles.footer, className)} {...props} />;
}
