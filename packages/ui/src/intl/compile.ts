/**
 * Catalogue messages are ICU MessageFormat source text. Lingui's runtime formats compiled messages, so each
 * catalogue is compiled once when it loads: plain text, `{name}` placeholders, and plurals and selects over them
 * (`{count, plural, one {# row} other {# rows}}`) by the few lines below, at once (most messages; nothing more is
 * downloaded, and a catalogue given to `provide` is ready synchronously: a server render never waits), anything
 * else (number, date and time arguments, selectordinal, offsets, quoting) by Lingui's own compiler, fetched on
 * first need as its own chunk. Both give the same compiled form (scripts/i18n-catalogues.test.ts compares them).
 */
import type { CompiledMessage } from '@lingui/message-utils/compileMessage';
import { setIcuFormats } from './interpolate';

export type { CompiledMessage };

type MapText = (text: string) => string;
type Token = CompiledMessage[number];

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
 * Text, `{name}` placeholders, and plural/select over them: compiled here, in Lingui's compiled form; anything
 * else (number/date/time arguments, selectordinal, `offset:`, ICU quoting): null, for Lingui's compiler.
 */
export function compileSimple(message: string, mapText: MapText = (text) => text): CompiledMessage | null {
  if (/''|'[{}#|]/.test(message)) return null;
  const cursor: Cursor = { text: message, at: 0, mapText };
  const out = parseMessage(cursor, 'text');
  return out && cursor.at === message.length ? out : null;
}

type FullCompiler = (message: string, mapText?: MapText) => CompiledMessage;
let fullCompiler: Promise<FullCompiler> | null = null;

/** Lingui's ICU compiler (and the number, date and time formats), loaded once on first need. */
export function loadFullCompiler(): Promise<FullCompiler> {
  fullCompiler ??= Promise.all([import('@lingui/message-utils/compileMessage'), import('./icuFormat')]).then(
    ([compiler, formats]) => {
      setIcuFormats(formats.formatArgument);
      return compiler.compileMessageOrThrow;
    },
  );
  return fullCompiler;
}

/** Compiles every message of a catalogue, fetching the full compiler only if one message needs it. */
export async function compileCatalogue(
  messages: Record<string, string>,
  mapText?: MapText,
): Promise<Record<string, CompiledMessage>> {
  const { compiled, complex } = compileSimpleMessages(messages, mapText);
  if (Object.keys(complex).length) Object.assign(compiled, await compileComplexMessages(complex, mapText));
  return compiled;
}

/** The messages compiled here at once, and the ones (`complex`) that need the ICU compiler. */
export function compileSimpleMessages(messages: Record<string, string>, mapText?: MapText) {
  const compiled: Record<string, CompiledMessage> = {};
  const complex: Record<string, string> = {};
  for (const [key, message] of Object.entries(messages)) {
    const simple = compileSimple(message, mapText);
    if (simple) compiled[key] = simple;
    else complex[key] = message;
  }
  return { compiled, complex };
}

/** Compiles number/date/time/selectordinal messages with Lingui's compiler (fetched on first need). */
export async function compileComplexMessages(
  messages: Record<string, string>,
  mapText?: MapText,
): Promise<Record<string, CompiledMessage>> {
  const compile = await loadFullCompiler();
  const out: Record<string, CompiledMessage> = {};
  for (const [key, message] of Object.entries(messages)) {
    try {
      out[key] = compile(message, mapText);
    } catch (error) {
      console.error(`[i18n] message "${key}" is not valid ICU MessageFormat:`, error);
      out[key] = [message];
    }
  }
  return out;
}
