import { sql, type SQL } from 'drizzle-orm';
import { filasPreparadas, type Conn } from '../../../db/client';
import { aTexto } from '../../../lib/decimal';

/** A rollup table: its key columns and the columns it sums, with their SQL types. */
export interface DefinicionResumen {
  tabla: string;
  claves: Readonly<Record<string, string>>;
  sumas: Readonly<Record<string, string>>;
  /** Instants kept as the earliest (`min`) or latest (`max`) seen, never summed nor undone (timestamptz). */
  extremos?: Readonly<Record<string, 'min' | 'max'>>;
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

interface TextoUpsert {
  tabla: string;
  columnas: string;
  tipos: string;
  claves: string;
  actualizar: string;
}

/** The SQL pieces of a rollup's upsert depend only on its definition: built once per definition. */
const textosUpsert = new WeakMap<DefinicionResumen, TextoUpsert>();

function textoUpsert(def: DefinicionResumen): TextoUpsert {
  let t = textosUpsert.get(def);
  if (t) return t;
  const claves = Object.keys(def.claves).map(nombre);
  const sumas = Object.keys(def.sumas).map(nombre);
  const extremos = Object.entries(def.extremos ?? {}).map(([c, f]) => [nombre(c), f] as const);
  const tabla = nombre(def.tabla);
  const columnas = [...claves, ...sumas, ...extremos.map(([c]) => c)];
  t = {
    tabla,
    columnas: columnas.join(', '),
    tipos: columnas.map((c) => `${c} ${def.claves[c] ?? def.sumas[c] ?? 'timestamptz'}`).join(', '),
    claves: claves.join(', '),
    actualizar: [
      ...sumas.map((c) => `${c} = ${tabla}.${c} + EXCLUDED.${c}`),
      ...extremos.map(([c, f]) => `${c} = ${f === 'min' ? 'least' : 'greatest'}(${tabla}.${c}, EXCLUDED.${c})`),
    ].join(', '),
  };
  textosUpsert.set(def, t);
  return t;
}

/** The upsert of one rollup from one JSON parameter: INSERT … ON CONFLICT DO UPDATE (sum), rows in key order. */
function upsert(def: DefinicionResumen, json: string) {
  const t = textoUpsert(def);
  return sql`INSERT INTO ${sql.raw(t.tabla)} (${sql.raw(t.columnas)})
        SELECT ${sql.raw(t.columnas)} FROM jsonb_to_recordset(${json}::jsonb) AS x(${sql.raw(t.tipos)})
        ORDER BY ${sql.raw(t.claves)}
        ON CONFLICT (${sql.raw(t.claves)}) DO UPDATE SET ${sql.raw(t.actualizar)}`;
}

function ordenadas(def: DefinicionResumen, filas: FilaResumen[]): FilaResumen[] {
  const claves = Object.keys(def.claves);
  return [...filas].sort((a, b) => compararClaves(a, b, claves));
}

/**
 * Adds rows into a rollup with INSERT … ON CONFLICT DO UPDATE (sum). Rows are sent in key order, so two
 * transactions touching the same rollup rows lock them in the same order and cannot deadlock each other.
 * Rows with the same key must have been merged by the caller (see `sumarPorClave`).
 */
export async function acumular(conn: Conn, def: DefinicionResumen, filas: FilaResumen[]): Promise<void> {
  if (filas.length === 0) return;
  const lista = ordenadas(def, filas);
  for (let i = 0; i < lista.length; i += TROZO) {
    await filasPreparadas(conn, upsert(def, JSON.stringify(lista.slice(i, i + TROZO))));
  }
}

/**
 * Several rollups in one statement (one round trip): each upsert is a data-modifying WITH clause with its rows in
 * key order. Every caller passes the rollups in the same order, so concurrent statements of this shape meet the
 * tables in the same order too. A rollup with more rows than one statement carries is written on its own, as
 * `acumular` does.
 */
export async function acumularJuntos(conn: Conn, partes: readonly { def: DefinicionResumen; filas: FilaResumen[] }[]): Promise<void> {
  const conFilas = partes.filter((p) => p.filas.length > 0);
  const juntas = clausulasResumenes(conFilas);
  if (!juntas) {
    for (const p of conFilas) await acumular(conn, p.def, p.filas);
    return;
  }
  if (juntas.length === 0) return;
  const clausulas = juntas.map((c) => sql`${sql.raw(c.nombre)} AS (${c.sql})`);
  await filasPreparadas(conn, sql`WITH ${sql.join(clausulas, sql`, `)} SELECT 1`);
}

/**
 * The upserts of several rollups as data-modifying WITH clauses (named r0, r1, … in the order given), for a
 * statement that carries them; null when one of them has more rows than one statement carries.
 */
export function clausulasResumenes(
  partes: readonly { def: DefinicionResumen; filas: FilaResumen[] }[],
): { nombre: string; sql: SQL }[] | null {
  const conFilas = partes.filter((p) => p.filas.length > 0);
  if (conFilas.some((p) => p.filas.length > TROZO)) return null;
  return conFilas.map((p, i) => ({ nombre: `r${i}`, sql: upsert(p.def, JSON.stringify(ordenadas(p.def, p.filas))) }));
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
  private readonly filas = new Map<
    string,
    { clave: FilaResumen; sumas: Record<string, number>; extremos: Record<string, string>; instantes: Record<string, number> }
  >();
  private readonly columnasClave: readonly string[];
  private readonly columnasSuma: readonly string[];

  constructor(
    readonly def: DefinicionResumen,
    private readonly escalas: Readonly<Record<string, 0 | 2 | 3>>,
  ) {
    this.columnasClave = Object.keys(def.claves);
    this.columnasSuma = Object.keys(def.sumas);
  }

  /** Adds `valores`; `instantes` (instants as text) widen the `extremos` columns. */
  sumar(clave: FilaResumen, valores: Record<string, number>, instantes?: Record<string, string>): void {
    let k = '';
    for (const c of this.columnasClave) k += `${clave[c]}|`;
    let f = this.filas.get(k);
    if (!f) {
      const sumas: Record<string, number> = {};
      for (const c of this.columnasSuma) sumas[c] = 0;
      f = { clave, sumas, extremos: {}, instantes: {} };
      this.filas.set(k, f);
    }
    for (const c in valores) f.sumas[c] += valores[c];
    if (!instantes) return;
    for (const c in instantes) {
      const v = instantes[c];
      const ms = Date.parse(v);
      const actual = f.instantes[c];
      const menor = this.def.extremos?.[c] === 'min';
      if (actual === undefined || (menor ? ms < actual : ms > actual)) {
        f.extremos[c] = v;
        f.instantes[c] = ms;
      }
    }
  }

  get vacio(): boolean {
    return this.filas.size === 0;
  }

  resultado(): FilaResumen[] {
    return [...this.filas.values()].map(({ clave, sumas, extremos }) => {
      const fila: FilaResumen = { ...clave, ...extremos };
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
