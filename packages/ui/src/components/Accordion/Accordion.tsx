'use client';

import * as AccordionPrimitive from '@radix-ui/react-accordion';
import { ChevronDown } from 'lucide-react';
import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../internal/cx';
import * as styles from './Accordion.css';

export type AccordionProps = ComponentPropsWithRef<typeof AccordionPrimitive.Root>;

/**
 * Sections that expand and collapse, on Radix. `type="single"` (optionally `collapsible`) or
 * `type="multiple"`; controlled with `value`/`onValueChange` or uncontrolled with `defaultValue`.
 * Arrow keys, Home and End move between headers.
 */
export function Accordion({ className, ...props }: AccordionProps) {
  return <AccordionPrimitive.Root className={cx(styles.root, className)} {...props} />;
}

export type AccordionItemProps = ComponentPropsWithRef<typeof AccordionPrimitive.Item>;

export function AccordionItem({ className, ...props }: AccordionItemProps) {
  return <AccordionPrimitive.Item className={cx(styles.item, className)} {...props} />;
}

export interface AccordionTriggerProps extends ComponentPropsWithRef<typeof AccordionPrimitive.Trigger> {
  /** The heading level wrapping the trigger, to fit the page outline. Default 3. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
}

/** The header button of an item, inside a heading. */
export function AccordionTrigger({ className, children, headingLevel = 3, ...props }: AccordionTriggerProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <AccordionPrimitive.Header asChild className={styles.header}>
      <Heading>
        <AccordionPrimitive.Trigger className={cx(styles.trigger, className)} {...props}>
          {children}
          <ChevronDown size={18} aria-hidden className={styles.chevron} />
        </AccordionPrimitive.Trigger>
      </Heading>
    </AccordionPrimitive.Header>
  );
}

export type AccordionContentProps = ComponentPropsWithRef<typeof AccordionPrimitive.Content>;

export function AccordionContent({ className, children, ...props }: AccordionContentProps) {
  return (
    <AccordionPrimitive.Content className={cx(styles.content, className)} {...props}>
      <div className={styles.contentInner}>{children}</div>
    </AccordionPrimitive.Content>
  );
}
