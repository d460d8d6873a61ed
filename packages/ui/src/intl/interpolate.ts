/**
 * Formats a compiled message (the token form Lingui's compiler produces: text, `[name]`,
 * `[name, 'plural' | 'selectordinal' | 'select', branches]`, `[name, 'number' | 'date' | 'time', style]`)
 * with values, in a locale, through `Intl`. Text, placeholders and plain numbers are handled here; plurals and selects by
 * ./plural.ts and the number, date and time formats by ./icuFormat.ts, each there once a message needed it
 * (only a message compiled by them can contain such a token).
 */
import type { CompiledMessage } from '@lingui/message-utils/compileMessage';

type FormatArgument = typeof import('./icuFormat').formatArgument;
let formatArgument: FormatArgument | null = null;

/** Called by the compiler's loader: the ICU formats are there from now on. */
export function setIcuFormats(format: FormatArgument): void {
  formatArgument = format;
}

type FormatPlural = typeof import('./plural').plurals.format;
let formatPlural: FormatPlural | null = null;

/** Called when ./plural.ts is there: plurals and selects are formatted from now on. */
export function setPluralFormat(format: FormatPlural): void {
  formatPlural = format;
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/** `{count, number}` without a style (compiled here, ./compile.ts): the locale's digits and grouping. */
function plainNumber(locale: string, value: unknown): string {
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale);
    numberFormats.set(locale, format);
  }
  return format.format(Number(value));
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
    const plural = formatPlural?.(token, value, locale, values, hash, interpolate);
    if (typeof plural === 'string') out += plural;
    else if (type === 'number' && token.length === 2) out += plainNumber(locale, value);
    else if (type && formatArgument) out += formatArgument(token, value, locale);
    else if (value !== undefined && value !== null) out += String(value);
  }
  return out;
}
