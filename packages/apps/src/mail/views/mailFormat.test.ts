import { describe, expect, test } from 'vitest';
import { splitAddresses } from './mailFormat';

describe('splitAddresses', () => {
  test('splits at commas and semicolons and drops empty parts', () => {
    expect(splitAddresses(' ana@example.com, bo@example.com;;  cy@example.com ,')).toEqual([
      'ana@example.com',
      'bo@example.com',
      'cy@example.com',
    ]);
    expect(splitAddresses('   ')).toEqual([]);
  });
});
