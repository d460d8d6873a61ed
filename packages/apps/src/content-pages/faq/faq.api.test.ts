import { describe, expect, it } from 'vitest';
import { filterFaqs } from './faq.api';

const faqs = [
  { id: '1', question: 'What is Chorus?', answer: 'Better virtual meetings.' },
  { id: '2', question: 'Who can host?', answer: 'Hosts create initiatives.' },
];

describe('filterFaqs', () => {
  it('keeps the questions whose question or answer contains the search, ignoring case and spaces', () => {
    expect(filterFaqs(faqs, ' CHORUS ').map((faq) => faq.id)).toEqual(['1']);
    expect(filterFaqs(faqs, 'initiatives').map((faq) => faq.id)).toEqual(['2']);
  });

  it('keeps every question for a blank search and none when nothing matches', () => {
    expect(filterFaqs(faqs, '  ')).toHaveLength(2);
    expect(filterFaqs(faqs, 'zzz')).toEqual([]);
  });
});
