import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { OrdenCampo, TPaginacionQuery } from '@eds/contracts/paginacion';
import {
  MENSAJES_SOBRE as M,
  estadoVerificado,
  type CAMPOS_ORDEN_SOBRE,
  type TEstadoSobre,
  type TSobre,
  type TSobreGuardar,
  type TSobreVerificacion,
  type TTurnoSobre,
} from '@eds/contracts/turnos/sobres';
import { fila, filas, type Conn } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import { paginar } from '../../lib/paginar';
import { coincide } from '../../lib/busqueda';

/**
 * Sobres (SCREENS.md G23, table `sobres`): the cash envelopes of the shifts, as the POS posts them or registered by
 * hand, verified by counting. Every read and write is bounded by the caller's company scope (an envelope of a station
 * outside it does not exist for the caller: 404). A shift's `num_sobres` / `total_sobres` are recomputed in the same
 * transaction as any change of its envelopes, each envelope at its counted value once counted, so the closing reports'
 * cash variance (`total_sobres + efectivo_entregado − esperado`) follows the verification. A change on a reconciled
 * day is refused by the database (`El día se encuentra conciliado, no se permiten movimientos`).
 */

type CampoOrden = (typeof CAMPOS_ORDEN_SOBRE)[number];

export interface FiltroSobres extends TPaginacionQuery {
  buscar?: string;
  orden?: OrdenCampo<CampoOrden>[];
  empresa_id?: number;
  turno_id?: number;
  promotor_id?: number;
  verificacion?: TEstadoSobre;
  fecha_inicio?: string;
  fecha_fin?: string;
}

const enteros = (ids: Iterable<number>) => `{${[...ids].join(',')}}`;

const COLUMNA_ORDEN: Record<CampoOrden, SQL> = {
  estacion: sql`e.alias`,
  fecha: sql`s.fecha`,
  numero: sql`s.numero`,
  promotor: sql`trim(pe.nombres || ' ' || pe.apellidos)`,
  valor_declarado: sql`s.valor_declarado`,
  valor_contado: sql`s.valor_contado`,
  diferencia: sql`(s.valor_contado - s.valor_declarado)`,
  estado: sql`s.estado`,
};

/** The shift as a person names it: its schedule or island, and when it opened (Bogotá time). */
const TEXTO_TURNO = sql`coalesce(h.nombre, i.descripcion) || ' · ' || to_char(t.fecha_inicio AT TIME ZONE 'America/Bogota', 'YYYY-MM-DD HH24:MI')`;

const COLUMNAS = sql`s.id, s.empresa_id, e.alias AS estacion, s.turno_id, ${TEXTO_TURNO} AS turno, s.fecha_negocio::text AS fecha_negocio,
  to_char(s.fecha AT TIME ZONE 'America/Bogota', 'YYYY-MM-DD HH24:MI:SS') AS fecha, s.promotor_id,
  trim(pe.nombres || ' ' || pe.apellidos) AS promotor, s.numero, s.valor_declarado::float8 AS valor_declarado,
  s.valor_contado::float8 AS valor_contado, (s.valor_contado - s.valor_declarado)::float8 AS diferencia, s.estado, s.observacion`;

const ORIGEN = sql`FROM sobres s JOIN empresas e ON e.id = s.empresa_id JOIN turnos t ON t.id = s.turno_id
  JOIN islas i ON i.id = t.isla_id LEFT JOIN horarios h ON h.id = t.horario_id
  JOIN promotores p ON p.id = s.promotor_id JOIN personas pe ON pe.id = p.persona_id`;

function patron(buscar: string): string {
  return `%${buscar.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export async function listarSobres(conn: Conn, alcance: ReadonlySet<number>, f: FiltroSobres) {
  const condiciones = [sql`s.empresa_id = ANY(${enteros(alcance)}::int[])`];
  if (f.empresa_id) condiciones.push(sql`s.empresa_id = ${f.empresa_id}`);
  if (f.turno_id) condiciones.push(sql`s.turno_id = ${f.turno_id}`);
  if (f.promotor_id) condiciones.push(sql`s.promotor_id = ${f.promotor_id}`);
  if (f.verificacion) condiciones.push(sql`s.estado = ${f.verificacion}`);
  if (f.fecha_inicio) condiciones.push(sql`s.fecha_negocio >= ${f.fecha_inicio}::date`);
  if (f.fecha_fin) condiciones.push(sql`s.fecha_negocio <= ${f.fecha_fin}::date`);
  if (f.buscar) {
    const p = patron(f.buscar);
    condiciones.push(
      sql`(${coincide(sql`s.numero::text`, p)} OR ${coincide(sql`trim(pe.nombres || ' ' || pe.apellidos)`, p)} OR ${coincide(sql`e.alias`, p)})`,
    );
  }
  const orden = (f.orden?.length ? f.orden : [{ campo: 'fecha' as const, direccion: 'desc' as const }]).map(
    (o) => sql`${COLUMNA_ORDEN[o.campo]} ${o.direccion === 'desc' ? sql`DESC NULLS LAST` : sql`ASC NULLS FIRST`}`,
  );
  orden.push(sql`s.id`);
  return paginar<TSobre>(
    conn,
    { columnas: COLUMNAS, origen: sql`${ORIGEN} WHERE ${sql.join(condiciones, sql` AND `)}`, orden: sql.join(orden, sql`, `) },
    f,
  );
}

export async function obtenerSobre(conn: Conn, alcance: ReadonlySet<number>, id: number, bloquear = false): Promise<TSobre> {
  if (bloquear) await conn.execute(sql`SELECT 1 FROM sobres WHERE id = ${id} FOR UPDATE`);
  const s = await fila<TSobre>(
    conn,
    sql`SELECT ${COLUMNAS} ${ORIGEN} WHERE s.id = ${id} AND s.empresa_id = ANY(${enteros(alcance)}::int[])`,
  );
  if (!s) throw notFound(M.noExiste);
  return s;
}

/** The shifts of a station an envelope may be registered on, newest first (the form's selector). */
export async function turnosDeEstacion(conn: Conn, empresaId: number): Promise<TTurnoSobre[]> {
  return filas<TTurnoSobre>(
    conn,
    sql`SELECT t.id, ${TEXTO_TURNO} AS texto, trim(pe.nombres || ' ' || pe.apellidos) AS promotor, t.fecha_negocio::text AS fecha_negocio
          FROM turnos t JOIN islas i ON i.id = t.isla_id LEFT JOIN horarios h ON h.id = t.horario_id
          JOIN promotores p ON p.id = t.promotor_id JOIN personas pe ON pe.id = p.persona_id
         WHERE t.empresa_id = ${empresaId} ORDER BY t.fecha_inicio DESC, t.id DESC LIMIT 200`,
  );
}

/**
 * Recomputes the shift's envelope counters from its envelopes: each at its counted value once counted, else at the
 * declared value. The shift row is locked first (the POS adds to the same counters under the same lock).
 */
async function recalcularTurno(conn: Conn, turnoId: number): Promise<void> {
  await conn.execute(sql`SELECT id FROM turnos WHERE id = ${turnoId} FOR UPDATE`);
  await conn.execute(sql`
    UPDATE turnos t SET num_sobres = x.n, total_sobres = x.valor
      FROM (SELECT count(*)::int AS n, coalesce(sum(coalesce(valor_contado, valor_declarado)), 0) AS valor FROM sobres WHERE turno_id = ${turnoId}) x
     WHERE t.id = ${turnoId} AND (t.num_sobres, t.total_sobres) IS DISTINCT FROM (x.n, x.valor)`);
}

async function turnoDe(conn: Conn, s: TSobreGuardar): Promise<{ id: number; promotor_id: number; fecha_negocio: string }> {
  const t = await fila<{ id: number; promotor_id: number; fecha_negocio: string }>(
    conn,
    sql`SELECT id, promotor_id, fecha_negocio::text AS fecha_negocio FROM turnos WHERE id = ${s.turno_id} AND empresa_id = ${s.empresa_id}`,
  );
  if (!t) throw badRequest(M.turnoNoExiste, [{ campo: 'turno_id', mensaje: M.turnoNoExiste }]);
  return t;
}

async function exigirNumeroLibre(conn: Conn, turnoId: number, numero: number, salvoId = 0): Promise<void> {
  const otro = await fila(conn, sql`SELECT 1 FROM sobres WHERE turno_id = ${turnoId} AND numero = ${numero} AND id <> ${salvoId}`);
  if (otro) throw badRequest(M.numeroRepetido, [{ campo: 'numero', mensaje: M.numeroRepetido }]);
}

/** A hand-registered envelope: REGISTRADO, of the shift's promoter, dated now within the shift's business day. */
export async function crearSobre(conn: Conn, s: TSobreGuardar): Promise<number> {
  const turno = await turnoDe(conn, s);
  await conn.execute(sql`SELECT id FROM turnos WHERE id = ${turno.id} FOR UPDATE`);
  await exigirNumeroLibre(conn, turno.id, s.numero);
  const r = await fila<{ id: number }>(
    conn,
    sql`INSERT INTO sobres (empresa_id, uuid, turno_id, promotor_id, numero, fecha, fecha_negocio, valor_declarado, observacion)
        VALUES (${s.empresa_id}, ${randomUUID()}::uuid, ${turno.id}, ${turno.promotor_id}, ${s.numero}, now(), ${turno.fecha_negocio}::date,
                ${s.valor_declarado}, ${s.observacion})
        RETURNING id`,
  );
  await recalcularTurno(conn, turno.id);
  return r!.id;
}

/** Edits an envelope not yet counted: its shift, number, declared value and observation. */
export async function editarSobre(conn: Conn, alcance: ReadonlySet<number>, id: number, s: TSobreGuardar): Promise<void> {
  const actual = await obtenerSobre(conn, alcance, id, true);
  if (actual.estado !== 'REGISTRADO') throw badRequest(M.yaVerificado);
  const turno = await turnoDe(conn, s);
  await exigirNumeroLibre(conn, turno.id, s.numero, id);
  await conn.execute(
    sql`UPDATE sobres SET empresa_id = ${s.empresa_id}, turno_id = ${turno.id}, promotor_id = ${turno.promotor_id}, numero = ${s.numero},
               fecha_negocio = ${turno.fecha_negocio}::date, valor_declarado = ${s.valor_declarado}, observacion = ${s.observacion}
         WHERE id = ${id}`,
  );
  await recalcularTurno(conn, actual.turno_id);
  if (turno.id !== actual.turno_id) await recalcularTurno(conn, turno.id);
}

/**
 * `Verificar`: the counted value (and an observation, required when it differs) → VERIFICADO or CON DIFERENCIA.
 * Counting again replaces the previous count; the shift's envelope total follows.
 */
export async function verificarSobre(conn: Conn, alcance: ReadonlySet<number>, id: number, v: TSobreVerificacion): Promise<TEstadoSobre> {
  const actual = await obtenerSobre(conn, alcance, id, true);
  const estado = estadoVerificado(actual.valor_declarado, Number(v.valor_contado));
  if (estado === 'CON DIFERENCIA' && !v.observacion) {
    throw badRequest(M.observacionObligatoria, [{ campo: 'observacion', mensaje: M.observacionObligatoria }]);
  }
  await conn.execute(
    sql`UPDATE sobres SET valor_contado = ${v.valor_contado}, estado = ${estado}, observacion = ${v.observacion} WHERE id = ${id}`,
  );
  await recalcularTurno(conn, actual.turno_id);
  return estado;
}

/** Deletes an envelope not yet counted (a counted one is evidence of the cash handed over). */
export async function eliminarSobre(conn: Conn, alcance: ReadonlySet<number>, id: number): Promise<void> {
  const actual = await obtenerSobre(conn, alcance, id, true);
  if (actual.estado !== 'REGISTRADO') throw badRequest(M.yaVerificado);
  await conn.execute(sql`DELETE FROM sobres WHERE id = ${id}`);
  await recalcularTurno(conn, actual.turno_id);
}
