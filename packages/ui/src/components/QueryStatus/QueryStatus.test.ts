import { describe, expect, it } from 'vitest';
import { queryStatusOf } from './queryStatusOf';

const query = (over: Partial<{ isPending: boolean; isError: boolean }> = {}) => ({
  isPending: false,
  isError: false,
  ...over,
});

describe('queryStatusOf', () => {
  it('is loading while the query is pending, even when it also reports an error or emptiness', () => {
    expect(queryStatusOf(query({ isPending: true }))).toBe('loading');
    expect(queryStatusOf(query({ isPending: true, isError: true }), true)).toBe('loading');
  });

  it('is an error when the query failed, whether or not the data would be empty', () => {
    expect(queryStatusOf(query({ isError: true }))).toBe('error');
    expect(queryStatusOf(query({ isError: true }), true)).toBe('error');
  });

  it('is empty when the data arrived with nothing to show', () => {
    expect(queryStatusOf(query(), true)).toBe('empty');
  });

  it('is ready when the data arrived and is not empty, and by default', () => {
    expect(queryStatusOf(query(), false)).toBe('ready');
    expect(queryStatusOf(query())).toBe('ready');
  });
});
