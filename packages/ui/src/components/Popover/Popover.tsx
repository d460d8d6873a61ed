'use client';

import * as PopoverPrimitive from '@radix-ui/react-popover';
import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../internal/cx';
import * as styles from './Popover.css';

/** Non-modal floating content anchored to a trigger. Controlled or uncontrolled. */
export const Popover = PopoverPrimitive.Root;
export const PopoverAnchor = PopoverPrimitive.Anchor;

export function PopoverTrigger({
  asChild = true,
  ...props
}: ComponentPropsWithRef<typeof PopoverPrimitive.Trigger>) {
  return <PopoverPrimitive.Trigger asChild={asChild} {...props} />;
}

export function PopoverClose({
  asChild = true,
  ...props
}: ComponentPropsWithRef<typeof PopoverPrimitive.Close>) {
  return <PopoverPrimitive.Close asChild={asChild} {...props} />;
}

export interface PopoverContentProps extends ComponentPropsWithRef<typeof PopoverPrimitive.Content> {
  /** Names the popover's dialog role for screen readers. */
  'aria-label'?: string;
  showArrow?: boolean;
}

/** Portalled content; focus moves in on open and back to the trigger on close; Escape closes. */
export function PopoverContent({
  className,
  sideOffset = 6,
  showArrow = false,
  children,
  ...props
}: PopoverContentProps) {
  return (
    <PopoverPrimitive.Portal>
      <PopoverPrimitive.Content
        sideOffset={sideOffset}
        collisionPadding={8}
        className={cx(styles.content, className)}
        {...props}
      >
        {children}
        {showArrow && <PopoverPrimitive.Arrow className={styles.arrow} width={12} height={6} />}
      </PopoverPrimitive.Content>
    </PopoverPrimitive.Portal>
  );
}
