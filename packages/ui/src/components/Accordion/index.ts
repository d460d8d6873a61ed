export { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from './Accordion';
export type {
  AccordionContentProps,
  AccordionItemProps,
  AccordionProps,
  AccordionTriggerProps,
} from './Accordion';
