/**
 * Wraps a value inserted into a sentence (a date, a company name) in Unicode isolates, so its own
 * direction does not scramble a right-to-left sentence around it. Left-to-right pages need none.
 */
export function aislar(texto: string, direccion: 'ltr' | 'rtl'): string {
  return texto && direccion === 'rtl' ? `\u2068${texto}\u2069` : texto;
}

/** A cell or field value as text: numbers and dates readable, objects as JSON, nothing as ''. */
export function textoDe(valor: unknown): string {
  if (valor === null || valor === undefined) return '';
  if (typeof valor === 'string') return valor;
  if (typeof valor === 'number' || typeof valor === 'boolean' || typeof valor === 'bigint') return String(valor);
  if (valor instanceof Date) return valor.toISOString();
  return JSON.stringify(valor);
}

/** Text folded for a search: accents and case ignored ('NÚÑEZ' and 'nunez' fold alike). */
export function plegar(texto: string): string {
  return texto.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('es');
}
