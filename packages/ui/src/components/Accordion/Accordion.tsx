import * as AccordionPrimitive from '@radix-ui/react-accordion';
import { ChevronDown } from 'lucide-react';
import { type ComponentPropsWithRef, forwardRef } from 'react';
import * as styles from './Accordion.css';

const cx = (...names: Array<string | undefined>) => names.filter(Boolean).join(' ');

export type AccordionProps = ComponentPropsWithRef<typeof AccordionPrimitive.Root>;

/**
 * Sections that expand and collapse, on Radix. `type="single"` (optionally `collapsible`) or
 * `type="multiple"`; controlled with `value`/`onValueChange` or uncontrolled with `defaultValue`.
 * Arrow keys, Home and End move between headers.
 */
export const Accordion = /* @__PURE__ */ forwardRef<HTMLDivElement, AccordionProps>(function Accordion(
  { className, ...props },
  ref,
) {
  return <AccordionPrimitive.Root ref={ref} className={cx(styles.root, className)} {...props} />;
});

export type AccordionItemProps = ComponentPropsWithRef<typeof AccordionPrimitive.Item>;

export const AccordionItem = /* @__PURE__ */ forwardRef<HTMLDivElement, AccordionItemProps>(
  function AccordionItem({ className, ...props }, ref) {
    return <AccordionPrimitive.Item ref={ref} className={cx(styles.item, className)} {...props} />;
  },
);

export interface AccordionTriggerProps extends ComponentPropsWithRef<typeof AccordionPrimitive.Trigger> {
  /** The heading level wrapping the trigger, to fit the page outline. Default 3. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
}

/** The header button of an item, inside a heading. */
export const AccordionTrigger = /* @__PURE__ */ forwardRef<HTMLButtonElement, AccordionTriggerProps>(
  function AccordionTrigger({ className, children, headingLevel = 3, ...props }, ref) {
    const Heading = `h${headingLevel}` as const;
    return (
      <AccordionPrimitive.Header asChild className={styles.header}>
        <Heading>
          <AccordionPrimitive.Trigger ref={ref} className={cx(styles.trigger, className)} {...props}>
            {children}
            <ChevronDown size={18} aria-hidden className={styles.chevron} />
          </AccordionPrimitive.Trigger>
        </Heading>
      </AccordionPrimitive.Header>
    );
  },
);

export type AccordionContentProps = ComponentPropsWithRef<typeof AccordionPrimitive.Content>;

export const AccordionContent = /* @__PURE__ */ forwardRef<HTMLDivElement, AccordionContentProps>(
  function AccordionContent({ className, children, ...props }, ref) {
    return (
      <AccordionPrimitive.Content ref={ref} className={cx(styles.content, className)} {...props}>
        <div className={styles.contentInner}>{children}</div>
      </AccordionPrimitive.Content>
    );
  },
);
