'use client';

import * as TabsPrimitive from '@radix-ui/react-tabs';
import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../internal/cx';
import * as styles from './Tabs.css';

export type TabsProps = ComponentPropsWithRef<typeof TabsPrimitive.Root>;

/**
 * Tabs on Radix: arrow keys move between tabs (mirrored in right-to-left), Home and End jump, the panel
 * follows. Controlled with `value` and `onValueChange`, or uncontrolled with `defaultValue`.
 */
export function Tabs({ className, ...props }: TabsProps) {
  return <TabsPrimitive.Root className={cx(styles.root, className)} {...props} />;
}

export type TabsListProps = ComponentPropsWithRef<typeof TabsPrimitive.List>;

/** The row of tabs. Give it an `aria-label` when the tabs have no visible heading. */
export function TabsList({ className, ...props }: TabsListProps) {
  return <TabsPrimitive.List className={cx(styles.list, className)} {...props} />;
}

export type TabsTriggerProps = ComponentPropsWithRef<typeof TabsPrimitive.Trigger>;

export function TabsTrigger({ className, ...props }: TabsTriggerProps) {
  return <TabsPrimitive.Trigger className={cx(styles.trigger, className)} {...props} />;
}

export type TabsContentProps = ComponentPropsWithRef<typeof TabsPrimitive.Content>;

export function TabsContent({ className, ...props }: TabsContentProps) {
  return <TabsPrimitive.Content className={cx(styles.content, className)} {...props} />;
}
