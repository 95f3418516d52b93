/**
 * Number, money and date formatting. Numbers are truncated (never rounded) to 2 decimals,
 * and grouped by the domain's number-format flag: COP German style, mx Mexican Spanish, us English.
 */
export type FormatoNumero = 'COP' | 'mx' | 'us';

const LOCALES: Record<FormatoNumero, string> = { COP: 'de-DE', mx: 'es-MX', us: 'en-US' };

/**
 * Truncates toward zero to `decimales` places on the number's shortest decimal form (what the user typed or the
 * database stored), so binary float drift never costs a cent: 1234567.89 stays 1234567.89.
 */
export function truncar(valor: number | string, decimales = 2): number {
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

export function formatearNumero(valor: number | string, formato: FormatoNumero = 'COP', decimales = 2): string {
  return new Intl.NumberFormat(LOCALES[formato] ?? LOCALES.COP, {
    minimumFractionDigits: decimales,
    maximumFractionDigits: decimales,
    roundingMode: 'trunc',
  }).format(truncar(valor, decimales));
}

/** $ and the domain's grouping, truncated (never rounded) to 2 decimals. */
export function formatearDinero(valor: number | string, formato: FormatoNumero = 'COP'): string {
  const n = truncar(valor, 2);
  return `${n < 0 ? '-' : ''}$${formatearNumero(Math.abs(n), formato, 2)}`;
}

const dos = (n: number) => String(n).padStart(2, '0');

/** DD/MM/YYYY */
export function formatearFecha(fecha: Date): string {
  return `${dos(fecha.getDate())}/${dos(fecha.getMonth() + 1)}/${fecha.getFullYear()}`;
}

/** DD/MM/YYYY hh:mm a */
export function formatearFechaHora(fecha: Date): string {
  const h = fecha.getHours();
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `${formatearFecha(fecha)} ${dos(h12)}:${dos(fecha.getMinutes())} ${h < 12 ? 'am' : 'pm'}`;
}

/** YYYY-MM-DD HH:mm:ss, as the server exchanges dates. */
export function fechaServidor(fecha: Date): string {
  return `${fecha.getFullYear()}-${dos(fecha.getMonth() + 1)}-${dos(fecha.getDate())} ${dos(fecha.getHours())}:${dos(fecha.getMinutes())}:${dos(fecha.getSeconds())}`;
}
