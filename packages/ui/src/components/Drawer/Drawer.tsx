'use client';

import * as DialogPrimitive from '@radix-ui/react-dialog';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { X } from 'lucide-react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useT } from '../../i18n';
import { cx } from '../../internal/cx';
import { visuallyHidden } from '../../internal/visuallyHidden.css';
import * as dialogStyles from '../Dialog/Dialog.css';
import { IconButton } from '../IconButton/IconButton';
import * as styles from './Drawer.css';

/** A side sheet on Radix Dialog: same state API as Dialog. */
export const Drawer = DialogPrimitive.Root;

export function DrawerTrigger({
  asChild = true,
  ...props
}: ComponentPropsWithRef<typeof DialogPrimitive.Trigger>) {
  return <DialogPrimitive.Trigger asChild={asChild} {...props} />;
}

export function DrawerClose({
  asChild = true,
  ...props
}: ComponentPropsWithRef<typeof DialogPrimitive.Close>) {
  return <DialogPrimitive.Close asChild={asChild} {...props} />;
}

export interface DrawerContentProps
  extends Omit<ComponentPropsWithRef<typeof DialogPrimitive.Content>, 'title'> {
  title: ReactNode;
  description: ReactNode | null;
  hideTitle?: boolean;
  /** The edge it slides from: `start` (left in LTR, right in RTL) or `end` (default). */
  side?: 'start' | 'end';
  /** Width as any CSS length or pixels (default 320); at most 90% of the viewport. */
  width?: string | number;
  showClose?: boolean;
  closeLabel?: string;
}

/** The sheet: modal, focus trapped and restored, Escape and the backdrop close it. */
export function DrawerContent({
  title,
  description,
  hideTitle = false,
  side = 'end',
  width,
  showClose = true,
  closeLabel,
  className,
  style,
  children,
  ...rest
}: DrawerContentProps) {
  const t = useT();
  const inline =
    width === undefined
      ? {}
      : assignInlineVars({ [styles.widthVar]: typeof width === 'number' ? `${width}px` : width });
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={dialogStyles.overlay} />
      <DialogPrimitive.Content
        data-side={side}
        className={cx(styles.content({ side }), className)}
        style={{ ...inline, ...style }}
        {...(description === null ? { 'aria-describedby': undefined } : {})}
        {...rest}
      >
        <div className={dialogStyles.header}>
          <DialogPrimitive.Title className={cx(dialogStyles.title, hideTitle && visuallyHidden)}>
            {title}
          </DialogPrimitive.Title>
          {description !== null && (
            <DialogPrimitive.Description className={dialogStyles.description}>
              {description}
            </DialogPrimitive.Description>
          )}
        </div>
        <div className={styles.body}>{children}</div>
        {showClose && (
          <DialogPrimitive.Close asChild>
            <IconButton
              className={dialogStyles.close}
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
