import { sql, type SQL } from 'drizzle-orm';
import { MENSAJES_CATALOGO } from '@eds/contracts/configuracion/catalogo';
import {
  MENSAJES_PLANILLA as M,
  type CAMPOS_ORDEN_PLANILLA,
  type TPlanilla,
  type TPlanillaGuardar,
  type TOpcionesPlanilla,
  type TPlanillaQuery,
} from '@eds/contracts/configuracion/planilla-promotores';
import type { EstadoFiltro, OrdenCampo } from '@eds/contracts/paginacion';
import { fila, filas, type Conn } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import { coincide } from '../../lib/busqueda';

/**
 * The promoters' roster of a station (SCREENS.md G08 "Planilla de promotores"): rows of `planilla_promotores`, each a
 * promoter of the station planned on one of its shift templates on a business day, optionally on one of its islands.
 * eds/planillaturnos reads the active ones. A withdrawn row (I) stays for the record.
 */

type CampoOrden = (typeof CAMPOS_ORDEN_PLANILLA)[number];

export interface FiltroPlanilla {
  limite: number;
  desde: number;
  buscar?: string;
  estado: EstadoFiltro;
  orden?: OrdenCampo<CampoOrden>[];
  desde_fecha?: string;
  hasta_fecha?: string;
}

const COLUMNA_ORDEN: Record<CampoOrden, SQL> = {
  fecha: sql`p.fecha`,
  promotor: sql`promotor`,
  horario: sql`h.nombre`,
  isla: sql`i.descripcion`,
  estado: sql`p.estado`,
};

const COLUMNAS = sql`p.id, p.empresa_id, to_char(p.fecha, 'YYYY-MM-DD') AS fecha, p.promotor_id,
  trim(pe.nombres || ' ' || pe.apellidos) AS promotor, pr.codigo AS codigo_promotor, p.horario_id, h.nombre AS horario,
  to_char(h.hora_inicio, 'HH24:MI') AS hora_inicio, to_char(h.hora_fin, 'HH24:MI') AS hora_fin, p.isla_id, i.descripcion AS isla, p.estado`;

const DESDE = sql`FROM planilla_promotores p
  JOIN promotores pr ON pr.id = p.promotor_id JOIN personas pe ON pe.id = pr.persona_id
  JOIN horarios h ON h.id = p.horario_id LEFT JOIN islas i ON i.id = p.isla_id`;

const patron = (buscar: string) => `%${buscar.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listarPlanilla(conn: Conn, empresaId: number, f: FiltroPlanilla): Promise<{ filas: TPlanilla[]; total: number }> {
  const condiciones = [sql`p.empresa_id = ${empresaId}`];
  if (f.estado !== 'T') condiciones.push(sql`p.estado = ${f.estado}`);
  if (f.desde_fecha) condiciones.push(sql`p.fecha >= ${f.desde_fecha}::date`);
  if (f.hasta_fecha) condiciones.push(sql`p.fecha <= ${f.hasta_fecha}::date`);
  if (f.buscar) {
    const p = patron(f.buscar);
    condiciones.push(
      sql`(${coincide(sql`(pe.nombres || ' ' || pe.apellidos)`, p)} OR ${coincide(sql`pr.codigo`, p)} OR ${coincide(sql`h.nombre`, p)} OR ${coincide(sql`coalesce(i.descripcion, '')`, p)})`,
    );
  }
  const orden = (f.orden?.length ? f.orden : [{ campo: 'fecha' as const, direccion: 'desc' as const }]).map(
    (o) => sql`${COLUMNA_ORDEN[o.campo]} ${o.direccion === 'desc' ? sql`DESC` : sql`ASC`}`,
  );
  orden.push(sql`p.id`);
  const r = await filas<TPlanilla & { total: number }>(
    conn,
    sql`SELECT ${COLUMNAS}, count(*) OVER ()::int AS total ${DESDE}
         WHERE ${sql.join(condiciones, sql` AND `)}
         ORDER BY ${sql.join(orden, sql`, `)} LIMIT ${f.limite} OFFSET ${f.desde}`,
  );
  if (r.length === 0 && f.desde > 0) {
    const c = await fila<{ total: number }>(conn, sql`SELECT count(*)::int AS total ${DESDE} WHERE ${sql.join(condiciones, sql` AND `)}`);
    return { filas: [], total: c?.total ?? 0 };
  }
  return { filas: r.map(({ total: _t, ...x }) => x), total: r[0]?.total ?? 0 };
}

async function obtener(conn: Conn, id: number): Promise<TPlanilla> {
  const p = await fila<TPlanilla>(conn, sql`SELECT ${COLUMNAS} ${DESDE} WHERE p.id = ${id}`);
  if (!p) throw notFound(MENSAJES_CATALOGO.noExiste);
  return p;
}

const error = (campo: string, mensaje: string) => badRequest(mensaje, [{ campo, mensaje }]);

/** The promoter, the template and the island must be the station's (and the first two active). */
async function revisar(conn: Conn, empresaId: number, p: TPlanillaGuardar): Promise<void> {
  const r = await fila<{ promotor: boolean; horario: boolean; isla: boolean }>(
    conn,
    sql`SELECT EXISTS (SELECT 1 FROM promotores WHERE id = ${p.promotor_id} AND empresa_id = ${empresaId} AND estado = 'A') AS promotor,
               EXISTS (SELECT 1 FROM horarios WHERE id = ${p.horario_id} AND empresa_id = ${empresaId} AND estado = 'A') AS horario,
               (${p.isla_id ?? null}::int IS NULL OR EXISTS (SELECT 1 FROM islas WHERE id = ${p.isla_id ?? null}::int AND empresa_id = ${empresaId})) AS isla`,
  );
  if (!r!.promotor) throw error('promotor_id', M.promotorNoValido);
  if (!r!.horario) throw error('horario_id', M.horarioNoValido);
  if (!r!.isla) throw error('isla_id', M.islaNoValida);
}

/** The unique index (promotor, fecha, horario) decides between concurrent writes of the same shift. */
async function sinRepetir<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    const codigo = (err as { code?: string }).code ?? (err as { cause?: { code?: string } }).cause?.code;
    if (codigo === '23505') throw error('horario_id', M.turnoRepetido);
    throw err;
  }
}

/** `PUT promotor/empresa/{id}`: plans a shift (no id) or edits one of the station's; answers the row's id. */
export async function guardarPlanilla(conn: Conn, empresaId: number, usuarioId: number, p: TPlanillaGuardar): Promise<number> {
  await revisar(conn, empresaId, p);
  const repetido = await fila(
    conn,
    sql`SELECT 1 FROM planilla_promotores WHERE promotor_id = ${p.promotor_id} AND fecha = ${p.fecha}::date AND horario_id = ${p.horario_id}
           AND id <> ${p.id ?? 0}`,
  );
  if (repetido) throw error('horario_id', M.turnoRepetido);
  if (p.id === undefined) {
    const r = await sinRepetir(() =>
      fila<{ id: number }>(
        conn,
        sql`INSERT INTO planilla_promotores (empresa_id, promotor_id, horario_id, isla_id, fecha, usuario_id)
            VALUES (${empresaId}, ${p.promotor_id}, ${p.horario_id}, ${p.isla_id ?? null}, ${p.fecha}::date, ${usuarioId}) RETURNING id`,
      ),
    );
    return r!.id;
  }
  const actual = await obtener(conn, p.id);
  if (actual.empresa_id !== empresaId) throw notFound(MENSAJES_CATALOGO.noExiste);
  await sinRepetir(() =>
    conn.execute(
      sql`UPDATE planilla_promotores SET promotor_id = ${p.promotor_id}, horario_id = ${p.horario_id}, isla_id = ${p.isla_id ?? null},
            fecha = ${p.fecha}::date, usuario_id = ${usuarioId} WHERE id = ${p.id}`,
    ),
  );
  return p.id;
}

/** The row's station (for the scope check), or 404. */
export async function empresaDePlanilla(conn: Conn, id: number): Promise<number> {
  return (await obtener(conn, id)).empresa_id;
}

export async function cambiarEstadoPlanilla(conn: Conn, id: number, estado: 'A' | 'I'): Promise<void> {
  await conn.execute(sql`UPDATE planilla_promotores SET estado = ${estado} WHERE id = ${id}`);
}

/** The station's active promoters and templates, and its islands, for the form's selectors (bounded by the station). */
export async function opcionesPlanilla(conn: Conn, empresaId: number): Promise<TOpcionesPlanilla> {
  const [promotores, horarios, islas] = await Promise.all([
    filas<{ id: number; texto: string }>(
      conn,
      sql`SELECT p.id, p.codigo || ' · ' || trim(pe.nombres || ' ' || pe.apellidos) AS texto FROM promotores p JOIN personas pe ON pe.id = p.persona_id
           WHERE p.empresa_id = ${empresaId} AND p.estado = 'A' ORDER BY pe.nombres, pe.apellidos, p.id`,
    ),
    filas<{ id: number; texto: string }>(
      conn,
      sql`SELECT id, nombre || ' ' || to_char(hora_inicio, 'HH24:MI') || '–' || to_char(hora_fin, 'HH24:MI') AS texto FROM horarios
           WHERE empresa_id = ${empresaId} AND estado = 'A' ORDER BY hora_inicio, id`,
    ),
    filas<{ id: number; texto: string }>(
      conn,
      sql`SELECT id, descripcion AS texto FROM islas WHERE empresa_id = ${empresaId} ORDER BY descripcion, id`,
    ),
  ]);
  return { promotores, horarios, islas };
}

export type { TPlanillaQuery };
