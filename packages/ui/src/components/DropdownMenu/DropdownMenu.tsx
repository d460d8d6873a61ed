'use client';

import * as Menu from '@radix-ui/react-dropdown-menu';
import { Check } from 'lucide-react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../../internal/cx';
import * as styles from './DropdownMenu.css';

/** The menu's root: holds open state (controlled with `open`/`onOpenChange`, or uncontrolled). */
export const DropdownMenu = Menu.Root;
/** Groups items for assistive technology. */
export const DropdownMenuGroup = Menu.Group;
export const DropdownMenuRadioGroup = Menu.RadioGroup;

/** The element that opens the menu; pass your own button with `asChild` (default). */
export function DropdownMenuTrigger({
  asChild = true,
  ...props
}: ComponentPropsWithRef<typeof Menu.Trigger>) {
  return <Menu.Trigger asChild={asChild} {...props} />;
}

export type DropdownMenuContentProps = ComponentPropsWithRef<typeof Menu.Content>;

/** The floating list, portalled and themed (the theme class on <html> reaches it). */
export function DropdownMenuContent({
  className,
  sideOffset = 4,
  align = 'start',
  ...props
}: DropdownMenuContentProps) {
  return (
    <Menu.Portal>
      <Menu.Content
        sideOffset={sideOffset}
        align={align}
        collisionPadding={8}
        className={cx(styles.content, className)}
        {...props}
      />
    </Menu.Portal>
  );
}

export interface DropdownMenuItemProps extends ComponentPropsWithRef<typeof Menu.Item> {
  /** `critical` for destructive actions (Delete, Leave meeting). */
  tone?: 'neutral' | 'critical';
  /** An icon before the label. */
  icon?: ReactNode;
  /** A keyboard shortcut hint shown at the end, e.g. `⌘K`. */
  shortcut?: string;
}

export function DropdownMenuItem({
  className,
  tone = 'neutral',
  icon,
  shortcut,
  children,
  ...props
}: DropdownMenuItemProps) {
  return (
    <Menu.Item className={cx(styles.item({ tone }), className)} {...props}>
      {icon && (
        <span className={styles.itemIcon} aria-hidden="true">
          {icon}
        </span>
      )}
      {children}
      {shortcut && (
        <span className={styles.shortcut} aria-hidden="true">
          {shortcut}
        </span>
      )}
    </Menu.Item>
  );
}

export function DropdownMenuCheckboxItem({
  className,
  children,
  ...props
}: ComponentPropsWithRef<typeof Menu.CheckboxItem>) {
  return (
    <Menu.CheckboxItem className={cx(styles.item(), styles.inset, className)} {...props}>
      <Menu.ItemIndicator className={styles.indicator}>
        <Check size={16} aria-hidden="true" />
      </Menu.ItemIndicator>
      {children}
    </Menu.CheckboxItem>
  );
}

export function DropdownMenuRadioItem({
  className,
  children,
  ...props
}: ComponentPropsWithRef<typeof Menu.RadioItem>) {
  return (
    <Menu.RadioItem className={cx(styles.item(), styles.inset, className)} {...props}>
      <Menu.ItemIndicator className={styles.indicator}>
        <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
          <circle cx="8" cy="8" r="3.5" fill="currentColor" />
        </svg>
      </Menu.ItemIndicator>
      {children}
    </Menu.RadioItem>
  );
}

export function DropdownMenuLabel({ className, ...props }: ComponentPropsWithRef<typeof Menu.Label>) {
  return <Menu.Label className={cx(styles.label, className)} {...props} />;
}

export function DropdownMenuSeparator({ className, ...props }: ComponentPropsWithRef<typeof Menu.Separator>) {
  return <Menu.Separator className={cx(styles.separator, className)} {...props} />;
}
