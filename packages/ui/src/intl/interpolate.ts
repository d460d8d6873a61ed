/**
 * Formats a compiled message (the token form Lingui's compiler produces: text, `[name]`,
 * `[name, 'plural' | 'selectordinal' | 'select', branches]`, `[name, 'number' | 'date' | 'time', style]`)
 * with values, in a locale, through `Intl`. Text, placeholders, plurals and selects are handled here (what
 * ./compile.ts compiles at once); the number, date and time formats (./icuFormat.ts) arrive with the ICU
 * compiler, since only a message compiled by it can contain them.
 */
import type { CompiledMessage } from './compile';

type FormatArgument = typeof import('./icuFormat').formatArgument;
let formatArgument: FormatArgument | null = null;

/** Called by the compiler's loader: the ICU formats are there from now on. */
export function setIcuFormats(format: FormatArgument): void {
  formatArgument = format;
}

type Branches = Record<string, CompiledMessage> & { offset?: number };

const pluralRules = new Map<string, Intl.PluralRules>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function pluralOf(locale: string, ordinal: boolean, count: number): Intl.LDMLPluralRule {
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
    const [name, type, style] = token;
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    if (type === 'plural' || type === 'selectordinal') {
      const branches = style as Branches;
      const count = Number(value);
      const offset = branches.offset ?? 0;
      const branch =
        branches[String(count)] ??
        branches[pluralOf(locale, type === 'selectordinal', count - offset)] ??
        branches.other ??
        [];
      out += interpolate(branch, locale, values, countText(locale, count - offset));
    } else if (type === 'select') {
      const branches = style as Branches;
      const key = String(value);
      const branch = (Object.hasOwn(branches, key) ? branches[key] : undefined) ?? branches.other;
      out += interpolate(branch ?? [], locale, values, hash);
    } else if (type && formatArgument) out += formatArgument(token, value, locale);
    else if (value !== undefined && value !== null) out += String(value);
  }
  return out;
}
