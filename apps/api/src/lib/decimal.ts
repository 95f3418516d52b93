/**
 * Fixed-point arithmetic for money (2 decimals, counted in cents) and volumes (3 decimals, counted in
 * thousandths). Values travel as decimal strings to and from PostgreSQL `numeric`; adding floats would drift.
 * Integers stay far below 2^53 for every column (numeric(16,2) is at most 10^16 cents... in practice sums of a
 * batch or a day), and products of two scaled values go through BigInt.
 */
export type Escala = 2 | 3;

const POTENCIA: Record<number, bigint> = { 0: 1n, 1: 10n, 2: 100n, 3: 1000n, 4: 10000n, 5: 100000n };

/** Parses a decimal (number or string) into an integer of `escala` decimals, rounding half away from zero. */
export function aEntero(valor: number | string, escala: Escala): number {
  const texto = typeof valor === 'number' ? valor.toFixed(escala + 3) : valor.trim();
  const m = /^(-)?(\d+)(?:\.(\d+))?$/.exec(texto);
  if (!m) throw new RangeError(`Número no válido: ${valor}`);
  const frac = (m[3] ?? '').padEnd(escala + 1, '0');
  let n = BigInt(m[2]) * POTENCIA[escala] + BigInt(frac.slice(0, escala) || '0');
  if (Number(frac[escala]) >= 5) n += 1n;
  return Number(m[1] ? -n : n);
}

/** Formats an integer of `escala` decimals as a decimal string. */
export function aTexto(entero: number, escala: Escala): string {
  const negativo = entero < 0;
  const abs = String(Math.abs(Math.round(entero))).padStart(escala + 1, '0');
  return `${negativo ? '-' : ''}${abs.slice(0, -escala)}.${abs.slice(-escala)}`;
}

/** cantidad (thousandths) × precio (cents) → cents, rounded half away from zero. */
export function multiplicar(cantidadMilesimas: number, precioCentavos: number): number {
  const producto = BigInt(cantidadMilesimas) * BigInt(precioCentavos);
  const negativo = producto < 0n;
  const abs = negativo ? -producto : producto;
  const redondeado = (abs + 500n) / 1000n;
  return Number(negativo ? -redondeado : redondeado);
}

/** An amount (cents) × a percentage with up to 4 decimals → cents. */
export function porcentaje(centavos: number, pct: number | string): number {
  const pctDiezMilesimas = aEnteroEscala(pct, 4);
  const producto = BigInt(centavos) * BigInt(pctDiezMilesimas);
  return Number((producto + 500000n) / 1000000n);
}

/** The tax included in a price: base = valor / (1 + pct/100); tax = valor − base, in cents. */
export function impuestoIncluido(centavos: number, pct: number | string): number {
  const p = aEnteroEscala(pct, 4);
  const base = (BigInt(centavos) * 1000000n + BigInt(1000000 + p) / 2n) / BigInt(1000000 + p);
  return centavos - Number(base);
}

function aEnteroEscala(valor: number | string, escala: number): number {
  const texto = typeof valor === 'number' ? valor.toFixed(escala) : valor.trim();
  const m = /^(-)?(\d+)(?:\.(\d+))?$/.exec(texto);
  if (!m) throw new RangeError(`Número no válido: ${valor}`);
  const frac = (m[3] ?? '').padEnd(escala, '0').slice(0, escala);
  const n = Number(m[2]) * 10 ** escala + Number(frac || '0');
  return m[1] ? -n : n;
}

export const dinero = (valor: number | string) => aEntero(valor, 2);
export const volumen = (valor: number | string) => aEntero(valor, 3);
export const textoDinero = (centavos: number) => aTexto(centavos, 2);
export const textoVolumen = (milesimas: number) => aTexto(milesimas, 3);
