import { COLOR_COMBUSTIBLE, COMBUSTIBLE } from '@eds/contracts/operacion';

/** Tank fill in ten steps of percentage: 0–10, above 10–20 … above 90–100; empty is red, full is green. */
export const PASOS_TANQUE = [
  '#b71c1c',
  '#d84315',
  '#ef6c00',
  '#f9a825',
  '#fdd835',
  '#c0ca33',
  '#9ccc65',
  '#66bb6a',
  '#43a047',
  '#2e7d32',
] as const;

export function porcentajeTanque(saldo: number, capacidad: number): number {
  if (!(capacidad > 0)) return 0;
  return Math.min(100, Math.max(0, (saldo / capacidad) * 100));
}

/** 0–10 → step 0, above 10–20 → step 1, … above 90 → step 9. */
export function pasoTanque(porcentaje: number): number {
  if (porcentaje <= 10) return 0;
  return Math.min(9, Math.ceil(porcentaje / 10) - 1);
}

export function colorTanque(porcentaje: number): string {
  return PASOS_TANQUE[pasoTanque(porcentaje)];
}

/** Sales progress bar: red up to 25 %, yellow up to 50, blue up to 75, green above. */
export type ColorAvance = 'error' | 'warning' | 'info' | 'success';
export function colorAvance(porcentaje: number): ColorAvance {
  if (porcentaje <= 25) return 'error';
  if (porcentaje <= 50) return 'warning';
  if (porcentaje <= 75) return 'info';
  return 'success';
}

/** Line colours of the sales charts (spec): sales red, expected budget orange, executed budget blue. */
export const COLOR_SERIE = { ventas: '#d32f2f', esperado: '#f57c00', ejecutado: '#1976d2' } as const;

const NOMBRE_POR_ID: Record<number, string> = {
  [COMBUSTIBLE.CORRIENTE]: 'CORRIENTE',
  [COMBUSTIBLE.EXTRA]: 'EXTRA',
  [COMBUSTIBLE.DIESEL]: 'DIESEL',
  [COMBUSTIBLE.GNV]: 'GNV',
  [COMBUSTIBLE.GLP]: 'GLP',
};
const RESPALDO = ['#6d4c41', '#8e24aa', '#00897b', '#5c6bc0'];

/**
 * A fuel's colour: by the kind named in its description (GLP and ADBLUE share an id, so the name
 * decides), else by its fuel id, else a neutral colour that is none of the spec's.
 */
export function colorCombustible(descripcion: string, id?: number): string {
  const texto = descripcion.toUpperCase();
  const clave = Object.keys(COLOR_COMBUSTIBLE).find((k) => new RegExp(`\\b${k}\\b`).test(texto));
  if (clave) return COLOR_COMBUSTIBLE[clave];
  if (/DIESEL|ACPM|BIODIESEL/.test(texto)) return COLOR_COMBUSTIBLE.DIESEL;
  const porId = id !== undefined ? NOMBRE_POR_ID[id] : undefined;
  if (porId) return COLOR_COMBUSTIBLE[porId];
  return RESPALDO[Math.abs(id ?? texto.length) % RESPALDO.length];
}
