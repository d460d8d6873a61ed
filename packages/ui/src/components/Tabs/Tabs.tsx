import * as TabsPrimitive from '@radix-ui/react-tabs';
import { type ComponentPropsWithRef, forwardRef } from 'react';
import * as styles from './Tabs.css';

const cx = (...names: Array<string | undefined>) => names.filter(Boolean).join(' ');

export type TabsProps = ComponentPropsWithRef<typeof TabsPrimitive.Root>;

/**
 * Tabs on Radix: arrow keys move between tabs (mirrored in right-to-left), Home and End jump, the panel
 * follows. Controlled with `value` and `onValueChange`, or uncontrolled with `defaultValue`.
 */
export const Tabs = /* @__PURE__ */ forwardRef<HTMLDivElement, TabsProps>(function Tabs(
  { className, ...props },
  ref,
) {
  return <TabsPrimitive.Root ref={ref} className={cx(styles.root, className)} {...props} />;
});

export type TabsListProps = ComponentPropsWithRef<typeof TabsPrimitive.List>;

/** The row of tabs. Give it an `aria-label` when the tabs have no visible heading. */
export const TabsList = /* @__PURE__ */ forwardRef<HTMLDivElement, TabsListProps>(function TabsList(
  { className, ...props },
  ref,
) {
  return <TabsPrimitive.List ref={ref} className={cx(styles.list, className)} {...props} />;
});

export type TabsTriggerProps = ComponentPropsWithRef<typeof TabsPrimitive.Trigger>;

export const TabsTrigger = /* @__PURE__ */ forwardRef<HTMLButtonElement, TabsTriggerProps>(
  function TabsTrigger({ className, ...props }, ref) {
    return <TabsPrimitive.Trigger ref={ref} className={cx(styles.trigger, className)} {...props} />;
  },
);

export type TabsContentProps = ComponentPropsWithRef<typeof TabsPrimitive.Content>;

export const TabsContent = /* @__PURE__ */ forwardRef<HTMLDivElement, TabsContentProps>(function TabsContent(
  { className, ...props },
  ref,
) {
  return <TabsPrimitive.Content ref={ref} className={cx(styles.content, className)} {...props} />;
});
