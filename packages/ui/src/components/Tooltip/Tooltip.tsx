'use client';

import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import type { ReactElement, ReactNode, Ref } from 'react';
import { cx } from '../../internal/cx';
import * as styles from './Tooltip.css';

export interface TooltipProps {
  /** The tooltip text (short, supplementary: never the only way to get information). */
  content: ReactNode;
  /** The trigger: one focusable element (it receives the events through `asChild`). */
  children: ReactElement;
  side?: 'top' | 'right' | 'bottom' | 'left';
  align?: 'start' | 'center' | 'end';
  /** Delay before showing on hover, in ms (default 400). Keyboard focus shows it at once. */
  delayDuration?: number;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

/** The app-wide delay and skip-delay behaviour; optional (each Tooltip brings its own). */
export const TooltipProvider = TooltipPrimitive.Provider;

/** A small label shown on hover and keyboard focus. */
export function Tooltip({
  content,
  children,
  side = 'top',
  align = 'center',
  delayDuration = 400,
  open,
  defaultOpen,
  onOpenChange,
  className,
  ref,
}: TooltipProps) {
  return (
    <TooltipPrimitive.Provider delayDuration={delayDuration}>
      <TooltipPrimitive.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
        <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal>
          <TooltipPrimitive.Content
            ref={ref}
            side={side}
            align={align}
            sideOffset={6}
            collisionPadding={8}
            className={cx(styles.content, className)}
          >
            {content}
            <TooltipPrimitive.Arrow className={styles.arrow} width={10} height={5} />
          </TooltipPrimitive.Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  );
}
