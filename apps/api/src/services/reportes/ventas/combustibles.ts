import { COLOR_COMBUSTIBLE, COMBUSTIBLE } from '@eds/contracts/operacion';

/** The fuel names by kind id (33 is GLP, which ADBLUE shares). */
const NOMBRE_COMBUSTIBLE = new Map<number, string>(
  Object.entries(COMBUSTIBLE)
    .reverse()
    .map(([nombre, id]) => [id, nombre]),
);

/** The spec's colour of a fuel kind (CORRIENTE red, EXTRA blue...), null for goods. */
export function colorDeCombustible(combustibleId: number | null | undefined): string | null {
  if (combustibleId === null || combustibleId === undefined) return null;
  return COLOR_COMBUSTIBLE[NOMBRE_COMBUSTIBLE.get(combustibleId) ?? ''] ?? null;
}

export function nombreDeCombustible(combustibleId: number | null | undefined): string | null {
  return combustibleId === null || combustibleId === undefined ? null : (NOMBRE_COMBUSTIBLE.get(combustibleId) ?? null);
}
