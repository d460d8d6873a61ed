/**
 * The table filter rules of the product spec (§5), as one pure function.
 *
 * - Operators: `contains`, `startsWith`, `endsWith`, `matches` (a regular expression), `greaterThan`,
 *   `lessThan`. Comparison is case-insensitive.
 * - A row whose value is empty (`null`, `undefined`, `''`, `NaN` or an invalid `Date`) always passes.
 * - An unknown operator passes everything, and so does an empty query (`null`, `undefined`, `''`): the
 *   filter is simply not set yet.
 * - `matches`: the query is a regular expression, tested case-insensitively anywhere in the value
 *   (anchor it with `^` and `$` to match the whole value). **An invalid pattern never throws**: it is
 *   taken literally, so `matches "c++"` behaves like `contains "c++"`.
 * - `greaterThan` / `lessThan` are strict. Dates compare as dates when both sides are dates (`Date`
 *   objects or ISO 8601 strings such as `2024-03-01` or `2024-03-01T10:00:00Z`); otherwise numbers
 *   compare as numbers when both sides are numeric (`9 < 10`, also for numeric strings); otherwise the
 *   two sides compare as lower-cased text (by UTF-16 code units, so the result is locale-independent).
 * - Text operators see a `Date` as its ISO string, and any other value through `String()`.
 */

export type FilterOperator = 'contains' | 'startsWith' | 'endsWith' | 'matches' | 'greaterThan' | 'lessThan';

export interface FilterOperatorOption {
  id: FilterOperator;
}

/**
 * The operators of the filter widget, in the order it offers them. Their names are the kit's messages
 * `filter.<id>` ('Contains', 'Starts with', …), in the active language.
 */
export const filterOperators: ReadonlyArray<FilterOperatorOption> = [
  { id: 'contains' },
  { id: 'startsWith' },
  { id: 'endsWith' },
  { id: 'matches' },
  { id: 'greaterThan' },
  { id: 'lessThan' },
];

const operatorIds = new Set<string>(filterOperators.map((operator) => operator.id));

export function isFilterOperator(value: unknown): value is FilterOperator {
  return typeof value === 'string' && operatorIds.has(value);
}

/** A filter's value as the DataTable stores it per column. */
export interface ColumnFilterValue {
  operator: FilterOperator;
  query: string;
}

export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return true;
  if (typeof value === 'number') return Number.isNaN(value);
  if (value instanceof Date) return Number.isNaN(value.getTime());
  return false;
}

function isEmptyQuery(query: unknown): boolean {
  return query === null || query === undefined || query === '';
}

/** The text the text operators compare: a `Date` as its ISO string, anything else through `String()`. */
export function toText(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

// YYYY-MM, YYYY-MM-DD, optionally followed by a time and a zone.
const isoDate = /^\d{4}-\d{2}(-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?)?$/i;
const numeric = /^[-+]?(\d+(\.\d*)?|\.\d+)(e[-+]?\d+)?$/i;

function toTime(value: unknown): number | null {
  if (value instanceof Date) return value.getTime();
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (!isoDate.test(text)) return null;
  const time = Date.parse(text.replace(' ', 'T'));
  return Number.isNaN(time) ? null : time;
}

function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'bigint') return Number(value);
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return numeric.test(text) ? Number(text) : null;
}

/** Negative when a < b, positive when a > b, 0 when equal. */
function compare(value: unknown, query: unknown): number {
  const timeA = toTime(value);
  const timeB = timeA === null ? null : toTime(query);
  if (timeA !== null && timeB !== null) return timeA - timeB;
  const numberA = toNumber(value);
  const numberB = numberA === null ? null : toNumber(query);
  if (numberA !== null && numberB !== null) return numberA - numberB;
  const a = toText(value).toLowerCase();
  const b = toText(query).toLowerCase();
  return a < b ? -1 : a > b ? 1 : 0;
}

const patternCache = new Map<string, RegExp>();
const patternCacheSize = 64;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Compiles `pattern` case-insensitively; an invalid pattern is taken as literal text. */
export function toFilterRegExp(pattern: string): RegExp {
  const cached = patternCache.get(pattern);
  if (cached) return cached;
  let regExp: RegExp;
  try {
    regExp = new RegExp(pattern, 'i');
  } catch {
    regExp = new RegExp(escapeRegExp(pattern), 'i');
  }
  if (patternCache.size >= patternCacheSize) {
    const oldest = patternCache.keys().next().value;
    if (oldest !== undefined) patternCache.delete(oldest);
  }
  patternCache.set(pattern, regExp);
  return regExp;
}

/**
 * Whether a cell `value` passes the filter `operator` with `query`. See the module comment for the rules.
 * `operator` is typed as `string` on purpose: an unknown operator passes everything.
 */
export function matchesFilter(
  value: unknown,
  operator: FilterOperator | (string & {}),
  query: unknown,
): boolean {
  if (isEmptyValue(value) || isEmptyQuery(query) || !isFilterOperator(operator)) return true;
  switch (operator) {
    case 'contains':
      return toText(value).toLowerCase().includes(toText(query).toLowerCase());
    case 'startsWith':
      return toText(value).toLowerCase().startsWith(toText(query).toLowerCase());
    case 'endsWith':
      return toText(value).toLowerCase().endsWith(toText(query).toLowerCase());
    case 'matches':
      return toFilterRegExp(toText(query)).test(toText(value));
    case 'greaterThan':
      return compare(value, query) > 0;
    case 'lessThan':
      return compare(value, query) < 0;
  }
}
