import type { FormatoNumero } from '@eds/contracts/formato';

const LOCALES: Record<FormatoNumero, string> = { COP: 'es-CO', mx: 'es-MX', us: 'en-US' };

/** Short axis labels (1,2 M; 350 k) in the grouping of the domain's number flag. */
export function formatoCompacto(formato: FormatoNumero): (valor: number, prefijo?: string) => string {
  const f = new Intl.NumberFormat(LOCALES[formato] ?? LOCALES.COP, { notation: 'compact', maximumFractionDigits: 1 });
  // Isolated left to right: a right-to-left page would otherwise draw '$1,2 M' as 'M $1,2' on the canvas.
  return (valor, prefijo = '') => `\u2066${prefijo}${f.format(valor)}\u2069`;
}

/** 'YYYY-MM-DD' → 'DD/MM'; 'YYYY-MM' → 'MM/YYYY': the category labels of the time charts. */
export function etiquetaFecha(valor: string): string {
  const dia = /^(\d{4})-(\d{2})-(\d{2})$/.exec(valor);
  if (dia) return `${dia[3]}/${dia[2]}`;
  const mes = /^(\d{4})-(\d{2})$/.exec(valor);
  if (mes) return `${mes[2]}/${mes[1]}`;
  return valor;
}
