/**
 * The FAQ's questions in the kit's Accordion, each question and answer with the search's matches marked
 * (pure: the filtered questions and the search in, nothing out).
 */
import type { Faq } from '@chorus/mock-handlers/contracts';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger, Highlight } from '@chorus/ui';
import * as css from './FaqList.css';

export function FaqList({ faqs, search }: { faqs: readonly Faq[]; search: string }) {
  return (
    <Accordion type="multiple">
      {faqs.map((faq) => (
        <AccordionItem key={faq.id} value={faq.id}>
          <AccordionTrigger headingLevel={2}>
            <Highlight text={faq.question} query={search} />
          </AccordionTrigger>
          <AccordionContent>
            <p className={css.answer}>
              <Highlight text={faq.answer} query={search} />
            </p>
          </AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
