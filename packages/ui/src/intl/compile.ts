/**
 * Catalogue messages are ICU MessageFormat source text. Lingui's runtime formats compiled messages, so each
 * catalogue is compiled once when it loads: plain text and simple `{name}` placeholders by the few lines
 * below (most messages; nothing more is downloaded), anything else (plural, select, number, date, quoting)
 * by Lingui's own compiler, fetched on first need as its own chunk.
 */
import type { CompiledMessage } from '@lingui/message-utils/compileMessage';
import { setIcuFormats } from './interpolate';

export type { CompiledMessage };

type MapText = (text: string) => string;

/** Text and `{name}` placeholders only, no ICU quoting: compiled here; otherwise null. */
export function compileSimple(message: string, mapText: MapText = (text) => text): CompiledMessage | null {
  if (/''|'[{}#|]/.test(message)) return null;
  const parts = message.split(/\{\s*([A-Za-z_][\w]*)\s*\}/);
  const out: CompiledMessage = [];
  for (let index = 0; index < parts.length; index++) {
    const part = parts[index] as string;
    if (index % 2 === 1) out.push([part]);
    else if (/[{}]/.test(part)) return null;
    else if (part) out.push(mapText(part));
  }
  return out;
}

type FullCompiler = (message: string, mapText?: MapText) => CompiledMessage;
let fullCompiler: Promise<FullCompiler> | null = null;

/** Lingui's ICU compiler (plural, select, selectordinal, number, date, time), loaded once on first need. */
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

/** Compiles plural/select/number/date messages with Lingui's compiler (fetched on first need). */
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
