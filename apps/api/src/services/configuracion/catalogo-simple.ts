import { SQL, sql } from 'drizzle-orm';
import { MENSAJES_CATALOGO } from '@eds/contracts/configuracion/catalogo';
import { MENSAJES } from '@eds/contracts/mensajes';
import type { EstadoFiltro, OrdenCampo, TPaginacionQuery } from '@eds/contracts/paginacion';
import { fila, type Conn } from '../../db/client';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { paginar } from '../../lib/paginar';
import { coincide } from '../../lib/busqueda';

/**
 * One service for every simple catalogue of SCREENS.md G11 (a business's records with Código, Descripción and
 * Estado): list (paged, searched, sorted by whitelisted columns), selector options, read, create and edit with
 * the unique code, the A/I switch and delete while unused. A catalogue states its table, columns and rules; the
 * audit trigger of its table records every write in the request's transaction.
 */

export interface FiltroCatalogo<C extends string> extends TPaginacionQuery {
  buscar?: string;
  estado: EstadoFiltro;
  orden?: OrdenCampo<C>[];
}

interface FilaBase {
  id: number;
  codigo: string;
  estado: 'A' | 'I';
  en_uso: boolean;
  sistema?: boolean;
}

export interface DefinicionCatalogo<Fila extends FilaBase, Guardar extends object, C extends string, Q> {
  /** The table (a constant of the code, never input); its rows are read as `c`. */
  tabla: string;
  /** The row's own columns beyond id, codigo, descripcion and estado, over `c` and `joins`. */
  columnas?: SQL;
  /** Código as read; `c.codigo` unless given. */
  codigo?: SQL;
  /** The body's field holding the unique code, where its refusal lands; `codigo` unless given (a supplier's `nit`). */
  campoCodigo?: string;
  /** Descripción as read; `c.descripcion` unless given. */
  descripcion?: SQL;
  joins?: SQL;
  /** Other records use the row: it cannot be deleted, and the rules may freeze fields. */
  enUso: SQL;
  /** Rows the business sees; its own unless given (system rows of every business are read-only: `sistema`). */
  visibles?: (negocioId: number) => SQL;
  /** Rows nobody edits here. */
  sistema?: SQL;
  /** Sortable columns: the only text that reaches ORDER BY. */
  orden: Record<C, SQL>;
  /** Columns the search box looks in. */
  buscarEn: SQL[];
  /** Conditions of the list's own filters. */
  filtros?: (q: Q) => SQL[];
  /** The columns a save writes, by name, with their values (a value may be SQL). */
  valores: (d: Guardar) => Record<string, unknown>;
  /** Rules beyond the unique code, before a write; `actual` when editing. */
  validar?: (conn: Conn, negocioId: number, d: Guardar, actual?: Fila) => Promise<void>;
  /** Rules of the A/I switch. */
  validarEstado?: (conn: Conn, actual: Fila, estado: 'A' | 'I') => Promise<void>;
  /** Writes that follow a save in the same transaction (a concept's companies...). */
  despuesDeGuardar?: (conn: Conn, negocioId: number, id: number, d: Guardar) => Promise<void>;
  /** Selector columns and order (active rows only); `id, codigo, descripcion` by description unless given. */
  opcion?: { columnas: SQL; orden?: SQL };
  /** Rows shared by every business (geography): no negocio_id column; `visibles` says who sees them. */
  global?: boolean;
  /** The new row's id, for tables whose id is not a serial (taken under the table's lock). */
  nuevoId?: SQL;
  /** Where a code must be unique beyond the rows the business sees (a department's within its country). */
  ambitoCodigo?: (d: Guardar) => SQL;
}

function patron(buscar: string): string {
  return `%${buscar.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export const codigoRepetido = (campo = 'codigo') =>
  badRequest(MENSAJES_CATALOGO.codigoRepetido, [{ campo, mensaje: MENSAJES_CATALOGO.codigoRepetido }]);

/** A field's refusal: the message in the answer and on the field. */
export const errorCampo = (campo: string, mensaje: string) => badRequest(mensaje, [{ campo, mensaje }]);

/** The unique index on (business, code) decides between two concurrent creations of the same code. */
export async function conCodigoUnico<T>(fn: () => Promise<T>, campo = 'codigo'): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    const codigo = (err as { code?: string }).code ?? (err as { cause?: { code?: string } }).cause?.code;
    if (codigo === '23505') throw codigoRepetido(campo);
    throw err;
  }
}

const valorSql = (v: unknown): SQL => (v instanceof SQL ? v : sql`${v ?? null}`);

export function catalogoSimple<Fila extends FilaBase, Guardar extends object, C extends string, Q = unknown>(
  def: DefinicionCatalogo<Fila, Guardar, C, Q>,
) {
  const tabla = sql.identifier(def.tabla);
  const visibles = def.visibles ?? ((negocioId: number) => sql`c.negocio_id = ${negocioId}`);
  const sistema = def.sistema ?? sql`false`;
  const codigo = def.codigo ?? sql`c.codigo`;
  const campoCodigo = def.campoCodigo ?? 'codigo';
  const codigoDe = (d: Guardar) => (d as Record<string, unknown>)[campoCodigo] as string;
  const columnas = sql`c.id, ${codigo} AS codigo, ${def.descripcion ?? sql`c.descripcion`} AS descripcion, c.estado,
    (${def.enUso}) AS en_uso, (${sistema}) AS sistema${def.columnas ? sql`, ${def.columnas}` : sql``}`;
  const desde = sql`FROM ${tabla} c ${def.joins ?? sql``}`;

  async function listar(conn: Conn, negocioId: number, f: FiltroCatalogo<C> & Q): Promise<{ filas: Fila[]; total: number }> {
    const condiciones = [visibles(negocioId), ...(def.filtros?.(f) ?? [])];
    if (f.estado !== 'T') condiciones.push(sql`c.estado = ${f.estado}`);
    if (f.buscar) {
      const p = patron(f.buscar);
      condiciones.push(
        sql`(${sql.join(
          [codigo, def.descripcion ?? sql`c.descripcion`, ...def.buscarEn].map((col) => coincide(col, p)),
          sql` OR `,
        )})`,
      );
    }
    const orden = (f.orden?.length ? f.orden : [{ campo: 'codigo' as C, direccion: 'asc' as const }]).map(
      (o) => sql`${def.orden[o.campo]} ${o.direccion === 'desc' ? sql`DESC` : sql`ASC`}`,
    );
    // The id breaks ties, so pages never repeat or skip a row.
    orden.push(sql`c.id`);
    return paginar<Fila>(
      conn,
      { columnas, origen: sql`${desde} WHERE ${sql.join(condiciones, sql` AND `)}`, orden: sql.join(orden, sql`, `) },
      f,
    );
  }

  async function opciones<O>(conn: Conn, negocioId: number, p: TPaginacionQuery) {
    return paginar<O>(
      conn,
      {
        columnas: def.opcion?.columnas ?? sql`c.id, ${codigo} AS codigo, ${def.descripcion ?? sql`c.descripcion`} AS descripcion`,
        origen: sql`${desde} WHERE ${visibles(negocioId)} AND c.estado = 'A'`,
        orden: def.opcion?.orden ?? sql`3, c.id`,
      },
      p,
    );
  }

  async function obtener(conn: Conn, negocioId: number, id: number): Promise<Fila> {
    const r = await fila<Fila>(conn, sql`SELECT ${columnas} ${desde} WHERE c.id = ${id} AND ${visibles(negocioId)}`);
    if (!r) throw notFound(MENSAJES_CATALOGO.noExiste);
    return r;
  }

  /** The business's own row, locked for the write; system rows and other businesses' are refused. */
  async function propia(conn: Conn, negocioId: number, id: number): Promise<Fila> {
    await conn.execute(sql`SELECT 1 FROM ${tabla} WHERE id = ${id} ${def.global ? sql`` : sql`AND negocio_id = ${negocioId}`} FOR UPDATE`);
    const r = await obtener(conn, negocioId, id);
    if (r.sistema) throw new AppError(403, MENSAJES_CATALOGO.deSistema);
    return r;
  }

  /** UNQ: no other row the business sees (within the code's scope) has the code. */
  async function exigirCodigoLibre(conn: Conn, negocioId: number, d: Guardar, salvoId = 0): Promise<void> {
    const ambito = def.ambitoCodigo ? sql` AND ${def.ambitoCodigo(d)}` : sql``;
    const otra = await fila<{ id: number }>(
      conn,
      sql`SELECT c.id FROM ${tabla} c WHERE ${visibles(negocioId)}${ambito} AND ${codigo} = ${codigoDe(d)} AND c.id <> ${salvoId} LIMIT 1`,
    );
    if (otra) throw codigoRepetido(campoCodigo);
  }

  async function crear(conn: Conn, negocioId: number, d: Guardar): Promise<number> {
    // A table without a unique index on the code, or with ids taken from its rows, is locked: two creations queue.
    if (def.global) await conn.execute(sql`LOCK TABLE ${tabla} IN SHARE ROW EXCLUSIVE MODE`);
    await exigirCodigoLibre(conn, negocioId, d);
    await def.validar?.(conn, negocioId, d);
    const v: Record<string, unknown> = {
      ...(def.nuevoId ? { id: def.nuevoId } : {}),
      ...(def.global ? {} : { negocio_id: negocioId }),
      ...def.valores(d),
    };
    const nombres = Object.keys(v);
    const r = await conCodigoUnico(
      () =>
        fila<{ id: number }>(
          conn,
          sql`INSERT INTO ${tabla} (${sql.join(
            nombres.map((n) => sql.identifier(n)),
            sql`, `,
          )}) VALUES (${sql.join(
            nombres.map((n) => valorSql(v[n])),
            sql`, `,
          )}) RETURNING id`,
        ),
      campoCodigo,
    );
    await def.despuesDeGuardar?.(conn, negocioId, r!.id, d);
    return r!.id;
  }

  async function editar(conn: Conn, negocioId: number, d: Guardar & { id: number }): Promise<void> {
    const actual = await propia(conn, negocioId, d.id);
    await exigirCodigoLibre(conn, negocioId, d, d.id);
    await def.validar?.(conn, negocioId, d, actual);
    const v = def.valores(d);
    await conCodigoUnico(
      () =>
        conn.execute(
          sql`UPDATE ${tabla} SET ${sql.join(
            Object.keys(v).map((n) => sql`${sql.identifier(n)} = ${valorSql(v[n])}`),
            sql`, `,
          )} WHERE id = ${d.id}`,
        ),
      campoCodigo,
    );
    await def.despuesDeGuardar?.(conn, negocioId, d.id, d);
  }

  async function cambiarEstado(conn: Conn, negocioId: number, id: number, estado: 'A' | 'I'): Promise<void> {
    const actual = await propia(conn, negocioId, id);
    await def.validarEstado?.(conn, actual, estado);
    await conn.execute(sql`UPDATE ${tabla} SET estado = ${estado} WHERE id = ${id}`);
  }

  async function eliminar(conn: Conn, negocioId: number, id: number): Promise<void> {
    const actual = await propia(conn, negocioId, id);
    if (actual.en_uso) throw badRequest(MENSAJES_CATALOGO.enUso);
    try {
      await conn.execute(sql`DELETE FROM ${tabla} WHERE id = ${id}`);
    } catch (err) {
      // A row another table still names (one `enUso` does not list: a purchase order's supplier) is in use too.
      const e = err as { code?: unknown; cause?: { code?: unknown } };
      if ((e.code ?? e.cause?.code) === '23503') throw badRequest(MENSAJES_CATALOGO.enUso);
      throw err;
    }
  }

  return { listar, opciones, obtener, propia, crear, editar, cambiarEstado, eliminar };
}

export type ServicioCatalogo<Fila extends FilaBase, Guardar extends object, C extends string, Q = unknown> = ReturnType<
  typeof catalogoSimple<Fila, Guardar, C, Q>
>;

/** The connection the services take, for the routes that describe them. */
export type { Conn as ConexionCatalogo } from '../../db/client';

/** Refuses (on the field) a list of companies that are not all of the business. */
export async function exigirEmpresasDelNegocio(
  conn: Conn,
  negocioId: number,
  empresas: readonly number[],
  campo = 'empresas',
): Promise<void> {
  if (empresas.length === 0) return;
  const r = await fila<{ n: number }>(
    conn,
    sql`SELECT count(*)::int AS n FROM empresas WHERE negocio_id = ${negocioId} AND id = ANY(${`{${empresas.join(',')}}`}::int[])`,
  );
  if (r!.n !== new Set(empresas).size) throw errorCampo(campo, MENSAJES.empresaFueraDeAlcance);
}

/** Replaces a record's companies in its link table (`tabla` (`columna`, empresa_id)), a constant of the code. */
export async function guardarEmpresas(conn: Conn, tabla: string, columna: string, id: number, empresas: readonly number[]): Promise<void> {
  const lista = `{${[...new Set(empresas)].join(',')}}`;
  const t = sql.identifier(tabla);
  const c = sql.identifier(columna);
  await conn.execute(sql`DELETE FROM ${t} WHERE ${c} = ${id} AND NOT (empresa_id = ANY(${lista}::int[]))`);
  await conn.execute(sql`INSERT INTO ${t} (${c}, empresa_id) SELECT ${id}, unnest(${lista}::int[]) ON CONFLICT DO NOTHING`);
}

/** A record's companies, as a column of its list: `tabla` (`columna`, empresa_id) for row `c`. */
export const empresasDe = (tabla: string, columna: string) =>
  sql`coalesce((SELECT array_agg(e.empresa_id ORDER BY e.empresa_id) FROM ${sql.identifier(tabla)} e WHERE e.${sql.identifier(columna)} = c.id), '{}') AS empresas`;
