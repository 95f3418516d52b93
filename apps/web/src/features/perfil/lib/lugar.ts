/** One option of a location list, whatever the level (country, department, city). */
export interface Lugar {
  id: number;
  nombre: string;
}

/** Answers of the accounting-integration service come in `result`. */
export interface RespuestaResult<T> {
  result: T[];
}

// The location catalogue belongs to the accounting-integration service, as the spec places it.
export const SERVICIO_UBICACION = 'sapIntegration' as const;

export const UN_DIA_MS = 24 * 3_600_000;
