/**
 * The ICU argument formats number, date and time of compiled messages (plurals and selects are
 * ./interpolate.ts's). Loaded with the ICU compiler (./compile.ts): only a catalogue that has such a message
 * needs them.
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function formatter<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let found = formatters.get(key) as T | undefined;
  if (!found) {
    found = make();
    formatters.set(key, found);
  }
  return found;
}

const number = (locale: string, value: number, options: Intl.NumberFormatOptions = {}) =>
  formatter(`n|${locale}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options)).format(
    value,
  );

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
  return formatter(`d|${locale}|${time}|${size}`, () => new Intl.DateTimeFormat(locale, options)).format(
    date,
  );
}

/** One number, date or time argument: `token` is `[name, type, style]`. */
export function formatArgument(
  [, type, style]: [string, string?, unknown?],
  value: unknown,
  locale: string,
): string {
  if (type === 'number') return number(locale, Number(value), numberOptions(style));
  if (type === 'date' || type === 'time') return dateTime(locale, value, style, type === 'time');
  return value === undefined || value === null ? '' : String(value);
}
