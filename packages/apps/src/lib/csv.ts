/**
 * CSV as spreadsheets read it (RFC 4180): fields separated by commas, quoted when they hold a comma, a quote or a
 * line break (quotes doubled), rows ended by CRLF, a UTF-8 byte order mark first so a spreadsheet reads accents
 * and Arabic as written. A text a spreadsheet would run as a formula (starting with =, +, -, @, a tab or a carriage
 * return) is kept as text with a leading apostrophe: an export never runs what someone wrote.
 */
export type CsvValue = string | number | null | undefined;

const FORMULA = /^[=+\-@\t\r]/;

export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const text = FORMULA.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(rows: readonly (readonly CsvValue[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}
