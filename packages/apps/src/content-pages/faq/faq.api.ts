/** Typed call to the FAQ endpoint of the contract (public data), its query key, and the search's filter. */
import { type Faq, faqContracts } from '@chorus/mock-handlers/contracts';
import { call } from '../../lib/call';

export const faqKeys = { all: ['faq'] as const };

export const faqApi = {
  list: (signal?: AbortSignal) => call(faqContracts.faq, {}, signal),
};

/** The questions whose question or answer contains what was typed (ignoring case); all for a blank search. */
export function filterFaqs(faqs: readonly Faq[], search: string): readonly Faq[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return faqs;
  return faqs.filter(
    (faq) => faq.question.toLowerCase().includes(needle) || faq.answer.toLowerCase().includes(needle),
  );
}
