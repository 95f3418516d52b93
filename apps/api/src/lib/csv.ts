/**
 * CSV cells the way every CSV file of the API writes them (decision 061): RFC 4180 quoting, and text that a
 * spreadsheet would read as a formula neutralised. A text cell beginning with `=`, `+`, `-`, `@`, a tab or a carriage
 * return gets a leading single quote (OWASP's advice against CSV injection), the rest kept as it is. Numbers are
 * written as numbers — never quoted, never prefixed — so a genuine negative amount stays a negative number.
 */

/** Text starting like a formula (or with a character some spreadsheets skip before one). */
const COMIENZO_FORMULA = /^[=+\-@\t\r]/;

/** One cell: text neutralised and quoted when needed; a number with `decimales` places; null empty. */
export function celdaCsv(v: string | number | null | undefined, decimales = 2): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'number') return v.toFixed(decimales);
  const texto = COMIENZO_FORMULA.test(v) ? `'${v}` : v;
  return /[",\n\r;]/.test(texto) ? `"${texto.replace(/"/g, '""')}"` : texto;
}

/** A CSV text with CRLF line ends (the header row first), comma-separated. */
export function textoCsv(cabecera: readonly string[], filas: readonly (readonly (string | number | null | undefined)[])[]): string {
  return [cabecera.map((c) => celdaCsv(c)).join(','), ...filas.map((f) => f.map((c) => celdaCsv(c)).join(','))].join('\r\n') + '\r\n';
}
