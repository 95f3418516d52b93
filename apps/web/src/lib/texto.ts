/** A cell or field value as text: numbers and dates readable, objects as JSON, nothing as ''. */
export function textoDe(valor: unknown): string {
  if (valor === null || valor === undefined) return '';
  if (typeof valor === 'string') return valor;
  if (typeof valor === 'number' || typeof valor === 'boolean' || typeof valor === 'bigint') return String(valor);
  if (valor instanceof Date) return valor.toISOString();
  return JSON.stringify(valor);
}
