import { describe, expect, it } from 'vitest';
import en from '../i18n/en';
import { filterOperators, isFilterOperator, matchesFilter, toFilterRegExp } from './matchesFilter';

describe('filterOperators', () => {
  it('lists exactly the six operators of the spec, in widget order, named in English by the catalogue', () => {
    expect(filterOperators.map(({ id }) => [id, en[`filter.${id}`]])).toEqual([
      ['contains', 'Contains'],
      ['startsWith', 'Starts with'],
      ['endsWith', 'Ends with'],
      ['matches', 'Matches'],
      ['greaterThan', 'Greater than'],
      ['lessThan', 'Less than'],
    ]);
  });

  it('recognises only those ids as operators', () => {
    for (const { id } of filterOperators) expect(isFilterOperator(id)).toBe(true);
    expect(isFilterOperator('equals')).toBe(false);
    expect(isFilterOperator(undefined)).toBe(false);
    expect(isFilterOperator('Contains')).toBe(false);
  });
});

describe('matchesFilter: empty values and unknown operators', () => {
  const operators = [...filterOperators.map((operator) => operator.id), 'unknown'];

  it.each(operators)('lets a row with an empty value pass %s', (operator) => {
    for (const empty of [null, undefined, '', Number.NaN, new Date('not a date')]) {
      expect(matchesFilter(empty, operator, 'x')).toBe(true);
      expect(matchesFilter(empty, operator, '5')).toBe(true);
      expect(matchesFilter(empty, operator, '[')).toBe(true);
    }
  });

  it('does not treat zero, false or whitespace as empty', () => {
    expect(matchesFilter(0, 'contains', '1')).toBe(false);
    expect(matchesFilter(false, 'contains', 'x')).toBe(false);
    expect(matchesFilter(' ', 'contains', 'x')).toBe(false);
  });

  it.each(['equals', 'between', '', 'CONTAINS', 'toString', '__proto__'])(
    'lets everything pass the unknown operator %j',
    (operator) => {
      expect(matchesFilter('anything', operator, 'zzz')).toBe(true);
      expect(matchesFilter(42, operator, 1000)).toBe(true);
    },
  );

  it.each(operators)('lets everything pass %s while the query is empty', (operator) => {
    for (const query of [null, undefined, '']) {
      expect(matchesFilter('Chorus', operator, query)).toBe(true);
      expect(matchesFilter(3, operator, query)).toBe(true);
    }
  });
});

describe('matchesFilter: contains, startsWith, endsWith', () => {
  it('finds a query anywhere in the value, ignoring case', () => {
    expect(matchesFilter('Better virtual meetings', 'contains', 'VIRTUAL')).toBe(true);
    expect(matchesFilter('Better virtual meetings', 'contains', 'tual mee')).toBe(true);
    expect(matchesFilter('Better virtual meetings', 'contains', 'webinar')).toBe(false);
  });

  it('matches the start of the value, ignoring case', () => {
    expect(matchesFilter('Hear every voice', 'startsWith', 'hEAR')).toBe(true);
    expect(matchesFilter('Hear every voice', 'startsWith', 'every')).toBe(false);
  });

  it('matches the end of the value, ignoring case', () => {
    expect(matchesFilter('Hear every voice', 'endsWith', 'VOICE')).toBe(true);
    expect(matchesFilter('Hear every voice', 'endsWith', 'hear')).toBe(false);
  });

  it('treats regular-expression characters literally', () => {
    expect(matchesFilter('a.b', 'contains', '.')).toBe(true);
    expect(matchesFilter('ab', 'contains', '.')).toBe(false);
    expect(matchesFilter('(1+1)', 'startsWith', '(1+')).toBe(true);
    expect(matchesFilter('cost $5', 'endsWith', '$5')).toBe(true);
  });

  it('keeps whitespace in the query significant', () => {
    expect(matchesFilter('Ada Lovelace', 'contains', 'a l')).toBe(true);
    expect(matchesFilter('AdaLovelace', 'contains', 'a l')).toBe(false);
  });

  it('compares numbers, booleans and dates through their text', () => {
    expect(matchesFilter(12345, 'contains', '234')).toBe(true);
    expect(matchesFilter(12345, 'startsWith', 12)).toBe(true);
    expect(matchesFilter(12345, 'endsWith', '45')).toBe(true);
    expect(matchesFilter(true, 'contains', 'TRU')).toBe(true);
    expect(matchesFilter(new Date('2024-03-01T10:00:00Z'), 'startsWith', '2024-03')).toBe(true);
    expect(matchesFilter(new Date('2024-03-01T10:00:00Z'), 'contains', 't10:00')).toBe(true);
  });

  it('handles non-ASCII letters case-insensitively', () => {
    expect(matchesFilter('Ärzte Über', 'contains', 'über')).toBe(true);
    expect(matchesFilter('ÉCOLE', 'startsWith', 'éc')).toBe(true);
  });
});

describe('matchesFilter: matches (regular expressions)', () => {
  it('tests the pattern anywhere in the value, ignoring case', () => {
    expect(matchesFilter('Meeting 42', 'matches', '\\d+')).toBe(true);
    expect(matchesFilter('Meeting', 'matches', '\\d+')).toBe(false);
    expect(matchesFilter('Meeting 42', 'matches', 'MEETING')).toBe(true);
  });

  it('honours anchors', () => {
    expect(matchesFilter('chorus', 'matches', '^cho')).toBe(true);
    expect(matchesFilter('the chorus', 'matches', '^cho')).toBe(false);
    expect(matchesFilter('chorus', 'matches', '^chorus$')).toBe(true);
    expect(matchesFilter('chorus!', 'matches', '^chorus$')).toBe(false);
  });

  it('supports alternation and classes', () => {
    expect(matchesFilter('Mail', 'matches', '^(mail|todo)$')).toBe(true);
    expect(matchesFilter('Notes', 'matches', '^(mail|todo)$')).toBe(false);
    expect(matchesFilter('A-17', 'matches', '^[a-z]-\\d{2}$')).toBe(true);
  });

  it.each(['[', '(', 'c++', '*', 'a{2', '(?<', '\\'])('never throws on the invalid pattern %j', (pattern) => {
    expect(() => matchesFilter('anything', 'matches', pattern)).not.toThrow();
  });

  it('takes an invalid pattern literally', () => {
    expect(matchesFilter('I like C++ a lot', 'matches', 'c++')).toBe(true);
    expect(matchesFilter('I like C a lot', 'matches', 'c++')).toBe(false);
    expect(matchesFilter('array[0', 'matches', '[0')).toBe(true);
    expect(matchesFilter('array', 'matches', '[0')).toBe(false);
  });

  it('gives the same answer on repeated calls (no global-flag state)', () => {
    for (let index = 0; index < 3; index += 1) expect(matchesFilter('abc', 'matches', 'b')).toBe(true);
  });

  it('tests numbers and dates through their text', () => {
    expect(matchesFilter(2024, 'matches', '^20\\d\\d$')).toBe(true);
    expect(matchesFilter(new Date('2024-03-01T00:00:00Z'), 'matches', '^2024-03')).toBe(true);
  });

  it('compiles each pattern once and stays bounded', () => {
    expect(toFilterRegExp('x+')).toBe(toFilterRegExp('x+'));
    for (let index = 0; index < 200; index += 1) toFilterRegExp(`p${index}`);
    expect(toFilterRegExp('p199').test('P199')).toBe(true);
  });
});

describe('matchesFilter: greaterThan and lessThan with numbers', () => {
  it('compares numbers as numbers, not as text', () => {
    expect(matchesFilter(10, 'greaterThan', '9')).toBe(true);
    expect(matchesFilter(9, 'lessThan', '10')).toBe(true);
    expect(matchesFilter(9, 'greaterThan', 10)).toBe(false);
  });

  it('is strict', () => {
    expect(matchesFilter(5, 'greaterThan', '5')).toBe(false);
    expect(matchesFilter(5, 'lessThan', '5')).toBe(false);
  });

  it('handles negative, decimal and exponent values', () => {
    expect(matchesFilter(-1, 'lessThan', '0')).toBe(true);
    expect(matchesFilter(-1, 'greaterThan', '-2.5')).toBe(true);
    expect(matchesFilter(0.5, 'greaterThan', '.25')).toBe(true);
    expect(matchesFilter(1500, 'greaterThan', '1e3')).toBe(true);
  });

  it('trims spaces around a numeric query', () => {
    expect(matchesFilter(10, 'greaterThan', ' 9 ')).toBe(true);
  });

  it('compares numeric strings as numbers', () => {
    expect(matchesFilter('10', 'greaterThan', '9')).toBe(true);
    expect(matchesFilter('100', 'lessThan', '20')).toBe(false);
  });

  it('compares zero like any number', () => {
    expect(matchesFilter(0, 'lessThan', '1')).toBe(true);
    expect(matchesFilter(0, 'greaterThan', '-1')).toBe(true);
  });

  it('falls back to text when the query is not a number', () => {
    expect(matchesFilter(10, 'lessThan', 'abc')).toBe(true);
    expect(matchesFilter(10, 'greaterThan', 'abc')).toBe(false);
  });
});

describe('matchesFilter: greaterThan and lessThan with dates', () => {
  const march = new Date('2024-03-15T12:00:00Z');

  it('compares Date objects with ISO date strings', () => {
    expect(matchesFilter(march, 'greaterThan', '2024-03-01')).toBe(true);
    expect(matchesFilter(march, 'lessThan', '2024-03-01')).toBe(false);
    expect(matchesFilter(march, 'lessThan', '2024-04-01T00:00:00Z')).toBe(true);
  });

  it('compares Date objects with Date objects', () => {
    expect(matchesFilter(march, 'greaterThan', new Date('2023-12-31T00:00:00Z'))).toBe(true);
    expect(matchesFilter(march, 'lessThan', new Date('2023-12-31T00:00:00Z'))).toBe(false);
    expect(matchesFilter(march, 'greaterThan', new Date(march))).toBe(false);
  });

  it('compares ISO date strings as dates', () => {
    expect(matchesFilter('2024-03-15', 'greaterThan', '2024-03-01')).toBe(true);
    expect(matchesFilter('2024-03-15T08:00:00Z', 'lessThan', '2024-03-15T09:00:00Z')).toBe(true);
    expect(matchesFilter('2024-03-15T08:00:00+02:00', 'lessThan', '2024-03-15T07:00:00Z')).toBe(true);
  });

  it('accepts year-month queries', () => {
    expect(matchesFilter(march, 'greaterThan', '2024-02')).toBe(true);
    expect(matchesFilter(march, 'lessThan', '2024-02')).toBe(false);
  });

  it('is strict on equal instants', () => {
    expect(matchesFilter('2024-03-15', 'greaterThan', '2024-03-15')).toBe(false);
    expect(matchesFilter('2024-03-15', 'lessThan', '2024-03-15')).toBe(false);
  });

  it('falls back to text when the query is not a date', () => {
    expect(matchesFilter(march, 'greaterThan', '2023')).toBe(true);
    expect(matchesFilter(march, 'lessThan', 'next week')).toBe(true);
  });
});

describe('matchesFilter: greaterThan and lessThan with text', () => {
  it('compares text ignoring case', () => {
    expect(matchesFilter('banana', 'greaterThan', 'APPLE')).toBe(true);
    expect(matchesFilter('Banana', 'lessThan', 'cherry')).toBe(true);
    expect(matchesFilter('Apple', 'greaterThan', 'apple')).toBe(false);
    expect(matchesFilter('Apple', 'lessThan', 'apple')).toBe(false);
  });
});
