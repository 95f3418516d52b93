import { sql } from 'drizzle-orm';
import type { Conn } from '../../../db/client';
import { aTexto } from '../../../lib/decimal';

/** A rollup table: its key columns and the columns it sums, with their SQL types. */
export interface DefinicionResumen {
  tabla: string;
  claves: Readonly<Record<string, string>>;
  sumas: Readonly<Record<string, string>>;
}

export type FilaResumen = Record<string, string | number | null>;

const IDENTIFICADOR = /^[a-z_][a-z0-9_]*$/;

function nombre(id: string): string {
  // Identifiers come from the definitions in code, never from a request; checked anyway.
  if (!IDENTIFICADOR.test(id)) throw new Error(`Identificador no válido: ${id}`);
  return id;
}

/** Largest number of rows sent in one statement. */
const TROZO = 5000;

/**
 * Adds rows into a rollup with INSERT … ON CONFLICT DO UPDATE (sum). Rows are sent in key order, so two
 * transactions touching the same rollup rows lock them in the same order and cannot deadlock each other.
 * Rows with the same key must have been merged by the caller (see `sumarPorClave`).
 */
export async function acumular(conn: Conn, def: DefinicionResumen, filas: FilaResumen[]): Promise<void> {
  if (filas.length === 0) return;
  const claves = Object.keys(def.claves).map(nombre);
  const sumas = Object.keys(def.sumas).map(nombre);
  const tabla = nombre(def.tabla);
  const columnas = [...claves, ...sumas];
  const tipos = columnas.map((c) => `${c} ${def.claves[c] ?? def.sumas[c]}`).join(', ');
  const actualizar = sumas.map((c) => `${c} = ${tabla}.${c} + EXCLUDED.${c}`).join(', ');
  const texto = (json: string) =>
    sql`INSERT INTO ${sql.raw(tabla)} (${sql.raw(columnas.join(', '))})
        SELECT ${sql.raw(columnas.join(', '))} FROM jsonb_to_recordset(${json}::jsonb) AS x(${sql.raw(tipos)})
        ORDER BY ${sql.raw(claves.join(', '))}
        ON CONFLICT (${sql.raw(claves.join(', '))}) DO UPDATE SET ${sql.raw(actualizar)}`;
  const ordenadas = [...filas].sort((a, b) => compararClaves(a, b, claves));
  for (let i = 0; i < ordenadas.length; i += TROZO) {
    await conn.execute(texto(JSON.stringify(ordenadas.slice(i, i + TROZO))));
  }
}

function compararClaves(a: FilaResumen, b: FilaResumen, claves: string[]): number {
  for (const c of claves) {
    const x = a[c];
    const y = b[c];
    if (x === y) continue;
    if (x === null) return -1;
    if (y === null) return 1;
    return x < y ? -1 : 1;
  }
  return 0;
}

/**
 * Merges rows that share a key, adding their numeric columns. Values of `sumas` are integers in the
 * column's fixed-point scale (cents, thousandths) or counts; `escalas` says how to print each back.
 */
export class Acumulador {
  private readonly filas = new Map<string, { clave: FilaResumen; sumas: Record<string, number> }>();

  constructor(
    readonly def: DefinicionResumen,
    private readonly escalas: Readonly<Record<string, 0 | 2 | 3>>,
  ) {}

  sumar(clave: FilaResumen, valores: Record<string, number>): void {
    const k = Object.keys(this.def.claves)
      .map((c) => String(clave[c]))
      .join('|');
    let f = this.filas.get(k);
    if (!f) {
      f = { clave, sumas: Object.fromEntries(Object.keys(this.def.sumas).map((c) => [c, 0])) };
      this.filas.set(k, f);
    }
    for (const [c, v] of Object.entries(valores)) f.sumas[c] += v;
  }

  get vacio(): boolean {
    return this.filas.size === 0;
  }

  resultado(): FilaResumen[] {
    return [...this.filas.values()].map(({ clave, sumas }) => {
      const fila: FilaResumen = { ...clave };
      for (const [c, v] of Object.entries(sumas)) fila[c] = escalar(v, this.escalas[c] ?? 0);
      return fila;
    });
  }

  async guardar(conn: Conn): Promise<void> {
    await acumular(conn, this.def, this.resultado());
  }
}

function escalar(v: number, escala: 0 | 2 | 3): string | number {
  return escala === 0 ? v : aTexto(v, escala);
}
