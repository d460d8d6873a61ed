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
  const out: Record<string, CompiledMessage> = {};
  const complex: string[] = [];
  for (const [key, message] of Object.entries(messages)) {
    const simple = compileSimple(message, mapText);
    if (simple) out[key] = simple;
    else complex.push(key);
  }
  if (complex.length) {
    const compile = await loadFullCompiler();
    for (const key of complex) {
      try {
        out[key] = compile(messages[key] as string, mapText);
      } catch (error) {
        console.error(`[i18n] message "${key}" is not valid ICU MessageFormat:`, error);
        out[key] = [messages[key] as string];
      }
    }
  }
  return out;
}
