/**
 * Formats a compiled message (the token form Lingui's compiler produces: text, `[name]`,
 * `[name, 'plural' | 'selectordinal' | 'select', branches]`, `[name, 'number' | 'date' | 'time', style]`)
 * with values, in a locale, through `Intl`. A few lines instead of a runtime library: the login page pays
 * for no formatting code it does not run.
 */
import type { CompiledMessage } from './compile';

type Token = CompiledMessage[number];
type Branches = Record<string, CompiledMessage> & { offset?: number };

const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>();
function formatter<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>(
  key: string,
  make: () => T,
): T {
  let found = formatters.get(key) as T | undefined;
  if (!found) {
    found = make();
    formatters.set(key, found);
  }
  return found;
}

const number = (locale: string, value: number, options: Intl.NumberFormatOptions = {}) =>
  formatter(`n|${locale}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options)).format(value);

/** ICU number styles: `{n, number}`, `percent`, `integer`, `::currency/EUR`, `::compact-short`. */
function numberOptions(style: unknown): Intl.NumberFormatOptions {
  if (style === 'percent') return { style: 'percent' };
  if (style === 'integer') return { maximumFractionDigits: 0 };
  if (typeof style === 'string') {
    const currency = /currency\/([A-Z]{3})/.exec(style);
    if (currency) return { style: 'currency', currency: currency[1] };
    if (style.includes('compact-short')) return { notation: 'compact' };
  }
  return {};
}

const dateStyles = new Set(['short', 'medium', 'long', 'full']);

function dateTime(locale: string, value: unknown, style: unknown, time: boolean): string {
  const date = value instanceof Date ? value : new Date(value as string | number);
  if (Number.isNaN(date.getTime())) return '';
  const size = typeof style === 'string' && dateStyles.has(style) ? style : 'medium';
  const options = (time ? { timeStyle: size } : { dateStyle: size }) as Intl.DateTimeFormatOptions;
  return formatter(`d|${locale}|${time}|${size}`, () => new Intl.DateTimeFormat(locale, options)).format(date);
}

export function interpolate(
  message: CompiledMessage,
  locale: string,
  values: Record<string, unknown> = {},
  hash?: string,
): string {
  let out = '';
  for (const token of message as Token[]) {
    if (typeof token === 'string') {
      out += token === '#' && hash !== undefined ? hash : token;
      continue;
    }
    const [name, type, style] = token;
    const value = Object.prototype.hasOwnProperty.call(values, name) ? values[name] : undefined;
    if (type === 'plural' || type === 'selectordinal') {
      const branches = style as Branches;
      const count = Number(value);
      const offset = branches.offset ?? 0;
      const rules = formatter(`p|${locale}|${type}`, () =>
        new Intl.PluralRules(locale, { type: type === 'plural' ? 'cardinal' : 'ordinal' }),
      );
      const branch = branches[String(count)] ?? branches[rules.select(count - offset)] ?? branches.other ?? [];
      out += interpolate(branch, locale, values, number(locale, count - offset));
    } else if (type === 'select') {
      const branches = style as Branches;
      const key = String(value);
      const branch = (Object.prototype.hasOwnProperty.call(branches, key) ? branches[key] : undefined) ?? branches.other;
      out += interpolate(branch ?? [], locale, values, hash);
    } else if (type === 'number') {
      out += number(locale, Number(value), numberOptions(style));
    } else if (type === 'date' || type === 'time') {
      out += dateTime(locale, value, style, type === 'time');
    } else if (value !== undefined && value !== null) {
      out += typeof value === 'number' ? number(locale, value) : String(value);
    }
  }
  return out;
}
