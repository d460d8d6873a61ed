import { describe, expect, it } from 'vitest';
import { highlightParts } from './highlight';

describe('highlightParts', () => {
  it('marks every match, ignoring case, keeping the text as written', () => {
    expect(highlightParts('Roadmap review of the roadmap', 'ROADMAP')).toEqual([
      { text: 'Roadmap', match: true },
      { text: ' review of the ', match: false },
      { text: 'roadmap', match: true },
    ]);
  });

  it('trims the query and marks a match in the middle of a word', () => {
    expect(highlightParts('Reset the demo', '  demo ')).toEqual([
      { text: 'Reset the ', match: false },
      { text: 'demo', match: true },
    ]);
  });

  it('marks nothing for an empty query or no match', () => {
    expect(highlightParts('Mail', ' ')).toEqual([{ text: 'Mail', match: false }]);
    expect(highlightParts('Mail', 'zzz')).toEqual([{ text: 'Mail', match: false }]);
  });

  it('leaves a text unmarked when lower-casing changes its length', () => {
    expect(highlightParts('İstanbul', 'stan')).toEqual([{ text: 'İstanbul', match: false }]);
  });
});
