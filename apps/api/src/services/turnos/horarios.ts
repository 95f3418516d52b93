import { sql, type SQL } from 'drizzle-orm';
import { TIPO_EMPRESA } from '@eds/contracts/constantes';
import type { EstadoFiltro, OrdenCampo, TPaginacionQuery } from '@eds/contracts/paginacion';
import {
  MENSAJES_TURNO as M,
  cruceCon,
  turnosSeCruzan,
  type CAMPOS_ORDEN_TURNO,
  type TTurno,
  type TTurnoGuardar,
} from '@eds/contracts/turnos/horarios';
import { fila, filas, type Conn } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import { paginar } from '../../lib/paginar';
import { coincide } from '../../lib/busqueda';

/**
 * Shift schedules of a station (SCREENS.md G23, table `horarios`). Every read and write is bounded by the caller's
 * company scope: a schedule of a station outside it does not exist for the caller (404), and a station id out of
 * scope is refused by the route (403). Two active schedules of one station never share a minute of the day.
 */

type CampoOrden = (typeof CAMPOS_ORDEN_TURNO)[number];

export interface FiltroTurnos extends TPaginacionQuery {
  buscar?: string;
  estado: EstadoFiltro;
  orden?: OrdenCampo<CampoOrden>[];
  empresa_id?: number;
}

const enteros = (ids: Iterable<number>) => `{${[...ids].join(',')}}`;

const COLUMNA_ORDEN: Record<CampoOrden, SQL> = {
  estacion: sql`e.alias`,
  nombre: sql`h.nombre`,
  hora_inicio: sql`h.hora_inicio`,
  hora_fin: sql`h.hora_fin`,
  estado: sql`h.estado`,
};

const COLUMNAS = sql`h.id, h.empresa_id, e.alias AS estacion, h.nombre, to_char(h.hora_inicio, 'HH24:MI') AS hora_inicio,
  to_char(h.hora_fin, 'HH24:MI') AS hora_fin, (h.hora_fin < h.hora_inicio) AS cruza_medianoche,
  (CASE WHEN h.hora_fin > h.hora_inicio THEN extract(epoch FROM h.hora_fin - h.hora_inicio)
        ELSE 86400 - extract(epoch FROM h.hora_inicio - h.hora_fin) END / 60)::int AS duracion,
  h.estado, EXISTS (SELECT 1 FROM turnos t WHERE t.horario_id = h.id) AS en_uso`;

function patron(buscar: string): string {
  return `%${buscar.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export async function listarTurnos(conn: Conn, alcance: ReadonlySet<number>, f: FiltroTurnos) {
  const condiciones = [sql`h.empresa_id = ANY(${enteros(alcance)}::int[])`];
  if (f.empresa_id) condiciones.push(sql`h.empresa_id = ${f.empresa_id}`);
  if (f.estado !== 'T') condiciones.push(sql`h.estado = ${f.estado}`);
  if (f.buscar) {
    const p = patron(f.buscar);
    condiciones.push(sql`(${coincide(sql`h.nombre`, p)} OR ${coincide(sql`e.alias`, p)})`);
  }
  const orden = (
    f.orden?.length
      ? f.orden
      : [
          { campo: 'estacion' as const, direccion: 'asc' as const },
          { campo: 'hora_inicio' as const, direccion: 'asc' as const },
        ]
  ).map((o) => sql`${COLUMNA_ORDEN[o.campo]} ${o.direccion === 'desc' ? sql`DESC` : sql`ASC`}`);
  orden.push(sql`h.id`);
  return paginar<TTurno>(
    conn,
    {
      columnas: COLUMNAS,
      origen: sql`FROM horarios h JOIN empresas e ON e.id = h.empresa_id WHERE ${sql.join(condiciones, sql` AND `)}`,
      orden: sql.join(orden, sql`, `),
    },
    f,
  );
}

export async function obtenerTurno(conn: Conn, alcance: ReadonlySet<number>, id: number, bloquear = false): Promise<TTurno> {
  if (bloquear) await conn.execute(sql`SELECT 1 FROM horarios WHERE id = ${id} FOR UPDATE`);
  const t = await fila<TTurno>(
    conn,
    sql`SELECT ${COLUMNAS} FROM horarios h JOIN empresas e ON e.id = h.empresa_id
         WHERE h.id = ${id} AND h.empresa_id = ANY(${enteros(alcance)}::int[])`,
  );
  if (!t) throw notFound(M.noExiste);
  return t;
}

async function exigirEstacion(conn: Conn, empresaId: number): Promise<void> {
  const e = await fila<{ tipo: number }>(conn, sql`SELECT tipo FROM empresas WHERE id = ${empresaId}`);
  if (e?.tipo !== TIPO_EMPRESA.EDS) throw badRequest(M.noEsEstacion, [{ campo: 'empresa_id', mensaje: M.noEsEstacion }]);
}

/**
 * The rule of the screen: no repeated name and no overlap with another active schedule of the station. The station's
 * schedules are locked first, so two saves at once cannot both pass the check.
 */
async function exigirSinCruce(conn: Conn, t: TTurnoGuardar, salvoId = 0, activo = true): Promise<void> {
  await conn.execute(sql`SELECT pg_advisory_xact_lock(hashtext('horarios'), ${t.empresa_id})`);
  const otros = await filas<{ id: number; nombre: string; hora_inicio: string; hora_fin: string; estado: string }>(
    conn,
    sql`SELECT id, nombre, to_char(hora_inicio, 'HH24:MI') AS hora_inicio, to_char(hora_fin, 'HH24:MI') AS hora_fin, estado
          FROM horarios WHERE empresa_id = ${t.empresa_id} AND id <> ${salvoId} ORDER BY hora_inicio, id`,
  );
  if (otros.some((o) => o.nombre === t.nombre)) throw badRequest(M.nombreRepetido, [{ campo: 'nombre', mensaje: M.nombreRepetido }]);
  const cruce = activo ? otros.find((o) => o.estado === 'A' && turnosSeCruzan(o, t)) : undefined;
  if (cruce) {
    const mensaje = cruceCon(cruce.nombre);
    throw badRequest(mensaje, [
      { campo: 'hora_inicio', mensaje },
      { campo: 'hora_fin', mensaje },
    ]);
  }
}

export async function crearTurno(conn: Conn, t: TTurnoGuardar): Promise<number> {
  await exigirEstacion(conn, t.empresa_id);
  await exigirSinCruce(conn, t);
  const r = await fila<{ id: number }>(
    conn,
    sql`INSERT INTO horarios (empresa_id, nombre, hora_inicio, hora_fin) VALUES (${t.empresa_id}, ${t.nombre}, ${t.hora_inicio}, ${t.hora_fin})
        RETURNING id`,
  );
  return r!.id;
}

export async function editarTurno(conn: Conn, alcance: ReadonlySet<number>, id: number, t: TTurnoGuardar): Promise<void> {
  const actual = await obtenerTurno(conn, alcance, id, true);
  await exigirEstacion(conn, t.empresa_id);
  // An inactive schedule may be edited into any hours; it is checked again when activated.
  await exigirSinCruce(conn, t, id, actual.estado === 'A');
  await conn.execute(
    sql`UPDATE horarios SET empresa_id = ${t.empresa_id}, nombre = ${t.nombre}, hora_inicio = ${t.hora_inicio}, hora_fin = ${t.hora_fin}
         WHERE id = ${id}`,
  );
}

export async function cambiarEstadoTurno(conn: Conn, alcance: ReadonlySet<number>, id: number, estado: 'A' | 'I'): Promise<void> {
  const actual = await obtenerTurno(conn, alcance, id, true);
  if (estado === 'A' && actual.estado !== 'A') {
    await exigirSinCruce(
      conn,
      { empresa_id: actual.empresa_id, nombre: actual.nombre, hora_inicio: actual.hora_inicio, hora_fin: actual.hora_fin },
      id,
    );
  }
  await conn.execute(sql`UPDATE horarios SET estado = ${estado} WHERE id = ${id}`);
}

export async function eliminarTurno(conn: Conn, alcance: ReadonlySet<number>, id: number): Promise<void> {
  const t = await obtenerTurno(conn, alcance, id, true);
  if (t.en_uso) throw badRequest(M.enUso);
  await conn.execute(sql`DELETE FROM horarios WHERE id = ${id}`);
}
