/**
 * Catalogue messages are ICU MessageFormat source text. Lingui's runtime formats compiled messages, so each
 * catalogue is compiled once when it loads: plain text and simple `{name}` placeholders by the few lines below
 * (most messages; nothing more is downloaded), plurals and selects over them by ./plural.ts (once it is there:
 * with the components that ship plural English, or fetched as a small chunk), anything else (number, date and
 * time arguments, selectordinal, offsets, quoting) by Lingui's own compiler, fetched on first need as its own
 * chunk. All give the same compiled form (scripts/i18n-catalogues.test.ts compares them).
 */
import type { CompiledMessage } from '@lingui/message-utils/compileMessage';
import { setIcuFormats, setPluralFormat } from './interpolate';
import type { Plurals } from './plural';

export type { CompiledMessage };

type MapText = (text: string) => string;

let pluralCompiler: Plurals['compile'] | null = null;

/** From now on plurals and selects compile at once (./plural.ts): `enablePlurals` in ./core.ts calls it. */
export function setPlurals(plurals: Plurals): void {
  pluralCompiler = plurals.compile;
  setPluralFormat(plurals.format);
}

/**
 * Text, `{name}` placeholders and plain numbers (`{count, number}`, no style), no ICU quoting: compiled here;
 * otherwise null. (A plain number is common in counts beside a label, "Members ({count, number})": without it,
 * those catalogues fetched the ICU compiler on every page that showed one.)
 */
export function compileText(message: string, mapText: MapText = (text) => text): CompiledMessage | null {
  if (/''|'[{}#|]/.test(message)) return null;
  // split() with two groups: text, name, `number` or undefined, text, …
  const parts = message.split(/\{\s*([A-Za-z_][\w]*)\s*(?:,\s*(number)\s*)?\}/);
  const out: CompiledMessage = [];
  for (let index = 0; index < parts.length; index += 3) {
    const part = parts[index] as string;
    if (/[{}]/.test(part)) return null;
    if (part) out.push(mapText(part));
    const name = parts[index + 1];
    if (name !== undefined) out.push(parts[index + 2] ? [name, 'number'] : [name]);
  }
  return out;
}

/**
 * What compiles at once: text and placeholders, and plurals and selects once ./plural.ts is there; otherwise
 * null (for `compileComplexMessages`).
 */
export function compileSimple(message: string, mapText?: MapText): CompiledMessage | null {
  return compileText(message, mapText) ?? pluralCompiler?.(message, mapText) ?? null;
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

/** The plural compiler's chunk, fetched once on first need (or already there: `setPlurals`). */
let pluralChunk: Promise<void> | null = null;

/**
 * Compiles what the first pass left: plurals and selects with ./plural.ts (a small chunk, fetched once), then
 * anything else with Lingui's compiler (fetched only if something is left).
 */
export async function compileComplexMessages(
  messages: Record<string, string>,
  mapText?: MapText,
): Promise<Record<string, CompiledMessage>> {
  pluralChunk ??= pluralCompiler
    ? Promise.resolve()
    : import('./plural').then((module) => setPlurals(module.plurals));
  await pluralChunk;
  const out: Record<string, CompiledMessage> = {};
  const left: [string, string][] = [];
  for (const [key, message] of Object.entries(messages)) {
    const compiled = compileSimple(message, mapText);
    if (compiled) out[key] = compiled;
    else left.push([key, message]);
  }
  if (left.length === 0) return out;
  const compile = await loadFullCompiler();
  for (const [key, message] of left) {
    try {
      out[key] = compile(message, mapText);
    } catch (error) {
      console.error(`[i18n] message "${key}" is not valid ICU MessageFormat:`, error);
      out[key] = [message];
    }
  }
  return out;
}
