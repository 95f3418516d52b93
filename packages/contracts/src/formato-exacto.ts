import type { FormatoNumero } from './formato';

/**
 * Truncation and grouping that work on the number's shortest decimal form, the one a user typed
 * or the database stored. formato.ts truncates on `toFixed(12)`, which exposes binary float drift:
 * 1234567.89 is stored as 1234567.88999999989… and comes out as 1234567.88, and formatearDinero
 * truncates twice. Money must never lose a cent that way, so the web formats with these.
 */
const LOCALES: Record<FormatoNumero, string> = { COP: 'de-DE', mx: 'es-MX', us: 'en-US' };

export function truncarExacto(valor: number | string, decimales = 2): number {
  const n = typeof valor === 'string' ? Number(valor) : valor;
  if (!Number.isFinite(n)) return 0;
  const texto = String(n);
  if (/e/i.test(texto)) {
    const factor = 10 ** decimales;
    return Math.trunc(n * factor) / factor;
  }
  const [entero, frac = ''] = texto.split('.');
  return Number(frac ? `${entero}.${frac.slice(0, decimales)}` : entero);
}

export function formatearNumeroExacto(valor: number | string, formato: FormatoNumero = 'COP', decimales = 2): string {
  return new Intl.NumberFormat(LOCALES[formato] ?? LOCALES.COP, {
    minimumFractionDigits: decimales,
    maximumFractionDigits: decimales,
    roundingMode: 'trunc',
  }).format(truncarExacto(valor, decimales));
}

/** $ and the domain's grouping, truncated (never rounded) to 2 decimals. */
export function formatearDineroExacto(valor: number | string, formato: FormatoNumero = 'COP'): string {
  const n = truncarExacto(valor, 2);
  return `${n < 0 ? '-' : ''}$${formatearNumeroExacto(Math.abs(n), formato, 2)}`;
}
