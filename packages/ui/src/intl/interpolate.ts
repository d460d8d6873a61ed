/**
 * Formats a compiled message (the token form Lingui's compiler produces: text, `[name]`,
 * `[name, 'plural' | 'selectordinal' | 'select', branches]`, `[name, 'number' | 'date' | 'time', style]`)
 * with values, in a locale, through `Intl`. Text and plain placeholders are handled here; the ICU formats
 * (./icuFormat.ts) arrive with the compiler, since only a message compiled by it can contain them.
 */
import type { CompiledMessage } from './compile';

type FormatArgument = typeof import('./icuFormat').formatArgument;
let formatArgument: FormatArgument | null = null;

/** Called by the compiler's loader: the ICU formats are there from now on. */
export function setIcuFormats(format: FormatArgument): void {
  formatArgument = format;
}

export function interpolate(
  message: CompiledMessage,
  locale: string,
  values: Record<string, unknown> = {},
  hash?: string,
): string {
  let out = '';
  for (const token of message) {
    if (typeof token === 'string') {
      out += token === '#' && hash !== undefined ? hash : token;
      continue;
    }
    const [name, type] = token;
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    if (type && formatArgument) out += formatArgument(token, value, locale, values, hash, interpolate);
    else if (value !== undefined && value !== null) out += String(value);
  }
  return out;
}
