/**
 * Plurals and selects (`{count, plural, =0 {No rows} one {# row} other {# rows}}`, `{who, select, …}`) over text
 * and placeholders: compiled and formatted by these few lines, in Lingui's compiled form (scripts/i18n-catalogues
 * .test.ts compares the two on every message), so such a message needs neither Lingui's compiler (~7 KB gzip) nor
 * a wait. Not in the first page: the components that ship plural English with them (the DataTable, the
 * Countdown) bring it, and a catalogue that loads a plural fetches it as a small chunk of its own
 * (`compileComplexMessages`). Given to the catalogues with `enablePlurals(plurals)` (./core.ts).
 */
import type { CompiledMessage } from '@lingui/message-utils/compileMessage';

type MapText = (text: string) => string;
type Token = CompiledMessage[number];
type Interpolate = (
  message: CompiledMessage,
  locale: string,
  values: Record<string, unknown>,
  hash?: string,
) => string;
type Branches = Record<string, CompiledMessage> & { offset?: number };

/** Where the parser is in the message. */
interface Cursor {
  text: string;
  at: number;
  mapText: MapText;
}

const identifier = /[A-Za-z_]\w*/y;
const branchKey = /=\d+|[\w-]+/y;

function skipSpace(cursor: Cursor): void {
  while (cursor.at < cursor.text.length && /\s/.test(cursor.text[cursor.at] as string)) cursor.at++;
}

function read(cursor: Cursor, pattern: RegExp): string | null {
  pattern.lastIndex = cursor.at;
  const match = pattern.exec(cursor.text);
  if (!match) return null;
  cursor.at += match[0].length;
  return match[0];
}

/**
 * A message up to the `}` that closes its branch (or the end). `hash`: `#` is the plural's count here ('count'),
 * plain text ('text'), or, in a select inside a plural, not for these few lines ('refuse').
 */
function parseMessage(cursor: Cursor, hash: 'count' | 'text' | 'refuse'): CompiledMessage | null {
  const out: CompiledMessage = [];
  let text = '';
  const flush = () => {
    if (text) out.push(cursor.mapText(text));
    text = '';
  };
  while (cursor.at < cursor.text.length) {
    const char = cursor.text[cursor.at] as string;
    if (char === '}') break;
    if (char === '{') {
      flush();
      const argument = parseArgument(cursor, hash);
      if (!argument) return null;
      out.push(argument);
    } else if (char === '#' && hash !== 'text') {
      if (hash === 'refuse') return null;
      flush();
      out.push('#');
      cursor.at++;
    } else {
      text += char;
      cursor.at++;
    }
  }
  flush();
  return out;
}

/** `{name}`, or `{name, plural|select, key {message} … other {message}}`; anything else: null. */
function parseArgument(cursor: Cursor, hash: 'count' | 'text' | 'refuse'): Token | null {
  cursor.at++;
  skipSpace(cursor);
  const name = read(cursor, identifier);
  if (!name) return null;
  skipSpace(cursor);
  if (cursor.text[cursor.at] === '}') {
    cursor.at++;
    return [name];
  }
  if (cursor.text[cursor.at] !== ',') return null;
  cursor.at++;
  skipSpace(cursor);
  const type = read(cursor, identifier);
  if (type !== 'plural' && type !== 'select') return null;
  skipSpace(cursor);
  if (cursor.text[cursor.at] !== ',') return null;
  cursor.at++;
  const branches: Record<string, CompiledMessage> = {};
  for (;;) {
    skipSpace(cursor);
    if (cursor.text[cursor.at] === '}') break;
    const key = read(cursor, branchKey);
    if (!key || key in branches) return null;
    skipSpace(cursor);
    if (cursor.text[cursor.at] !== '{') return null;
    cursor.at++;
    const branch = parseMessage(cursor, type === 'plural' ? 'count' : hash === 'text' ? 'text' : 'refuse');
    if (!branch || cursor.text[cursor.at] !== '}') return null;
    cursor.at++;
    branches[key.startsWith('=') ? key.slice(1) : key] = branch;
  }
  cursor.at++;
  if (!branches.other) return null;
  return [name, type, branches] as Token;
}

/**
 * A message with a plural or a select over text and placeholders: compiled, in Lingui's compiled form; anything
 * else (number/date/time arguments, selectordinal, `offset:`, a plural without `other`, ICU quoting): null.
 */
function compilePlural(message: string, mapText: MapText = (text) => text): CompiledMessage | null {
  if (/''|'[{}#|]/.test(message)) return null;
  const cursor: Cursor = { text: message, at: 0, mapText };
  const out = parseMessage(cursor, 'text');
  return out && cursor.at === message.length ? out : null;
}

const pluralRules = new Map<string, Intl.PluralRules>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function categoryOf(locale: string, ordinal: boolean, count: number): Intl.LDMLPluralRule {
  const key = `${locale}|${ordinal}`;
  let rules = pluralRules.get(key);
  if (!rules) {
    rules = new Intl.PluralRules(locale, { type: ordinal ? 'ordinal' : 'cardinal' });
    pluralRules.set(key, rules);
  }
  return rules.select(count);
}

/** `#` in a plural: the count in the locale's digits and grouping. */
function countText(locale: string, count: number): string {
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale);
    numberFormats.set(locale, format);
  }
  return format.format(count);
}

/** One plural, selectordinal or select token (`[name, type, branches]`) with its value; else null. */
function formatPlural(
  [, type, style]: [string, string?, unknown?],
  value: unknown,
  locale: string,
  values: Record<string, unknown>,
  hash: string | undefined,
  interpolate: Interpolate,
): string | null {
  const branches = style as Branches;
  if (type === 'plural' || type === 'selectordinal') {
    const count = Number(value);
    const offset = branches.offset ?? 0;
    const branch =
      branches[String(count)] ??
      branches[categoryOf(locale, type === 'selectordinal', count - offset)] ??
      branches.other ??
      [];
    return interpolate(branch, locale, values, countText(locale, count - offset));
  }
  if (type === 'select') {
    const key = String(value);
    const branch = (Object.hasOwn(branches, key) ? branches[key] : undefined) ?? branches.other;
    return interpolate(branch ?? [], locale, values, hash);
  }
  return null;
}

export const plurals = { compile: compilePlural, format: formatPlural };
export type Plurals = typeof plurals;
