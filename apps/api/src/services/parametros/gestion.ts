import { sql, type SQL } from 'drizzle-orm';
import { MENSAJES_CATALOGO } from '@eds/contracts/configuracion/catalogo';
import {
  MENSAJES_PARAMETRO as M,
  errorValorParametro,
  type CAMPOS_ORDEN_PARAMETRO,
  type GrupoParametro,
  type TParametroDefinicion,
  type TParametroDefinicionEdicion,
  type TParametroDefinicionGuardar,
  type TParametroValorClave,
  type TParametroValorEmpresa,
  type TParametroValorEquipo,
  type TParametroValorGuardar,
} from '@eds/contracts/configuracion/parametros';
import type { EstadoFiltro, OrdenCampo, TPaginacionQuery } from '@eds/contracts/paginacion';
import { fila, filas, type Conn } from '../../db/client';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { coincide } from '../../lib/busqueda';

/** Definitions and values of the parameters (SCREENS.md G10). Permission and scope are checked by the routes. */

type CampoOrden = (typeof CAMPOS_ORDEN_PARAMETRO)[number];

export interface FiltroDefiniciones extends TPaginacionQuery {
  buscar?: string;
  estado: EstadoFiltro;
  grupo?: GrupoParametro;
  orden?: OrdenCampo<CampoOrden>[];
}

const COLUMNA_ORDEN: Record<CampoOrden, SQL> = {
  codigo: sql`d.codigo`,
  descripcion: sql`d.descripcion`,
  tipo: sql`d.tipo`,
  grupo: sql`d.grupo`,
  estado: sql`d.estado`,
};

const COLUMNAS = sql`d.id, d.codigo, d.descripcion, d.tipo, d.minimo::float8 AS minimo, d.maximo::float8 AS maximo, d.opciones,
  d.defecto, d.niveles, d.grupo, d.estado, (SELECT count(*)::int FROM parametros_valores v WHERE v.definicion_id = d.id) AS valores`;

const patron = (buscar: string) => `%${buscar.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listarDefiniciones(conn: Conn, f: FiltroDefiniciones): Promise<{ filas: TParametroDefinicion[]; total: number }> {
  const condiciones: SQL[] = [sql`true`];
  if (f.estado !== 'T') condiciones.push(sql`d.estado = ${f.estado}`);
  if (f.grupo) condiciones.push(sql`d.grupo = ${f.grupo}`);
  if (f.buscar) condiciones.push(sql`(${coincide(sql`d.codigo`, patron(f.buscar))} OR ${coincide(sql`d.descripcion`, patron(f.buscar))})`);
  const orden = (f.orden?.length ? f.orden : [{ campo: 'codigo' as const, direccion: 'asc' as const }]).map(
    (o) => sql`${COLUMNA_ORDEN[o.campo]} ${o.direccion === 'desc' ? sql`DESC` : sql`ASC`}`,
  );
  orden.push(sql`d.id`);
  const donde = sql.join(condiciones, sql` AND `);
  const r = await filas<TParametroDefinicion>(
    conn,
    sql`SELECT ${COLUMNAS} FROM parametros_definiciones d WHERE ${donde}
         ORDER BY ${sql.join(orden, sql`, `)} LIMIT ${f.limite} OFFSET ${f.desde}`,
  );
  const c = await fila<{ total: number }>(conn, sql`SELECT count(*)::int AS total FROM parametros_definiciones d WHERE ${donde}`);
  return { filas: r, total: c?.total ?? 0 };
}

export async function obtenerDefinicion(conn: Conn, id: number): Promise<TParametroDefinicion> {
  const d = await fila<TParametroDefinicion>(conn, sql`SELECT ${COLUMNAS} FROM parametros_definiciones d WHERE d.id = ${id}`);
  if (!d) throw notFound(MENSAJES_CATALOGO.noExiste);
  return d;
}

const codigoRepetido = () => badRequest(M.codigoRepetido, [{ campo: 'codigo', mensaje: M.codigoRepetido }]);

async function exigirCodigoLibre(conn: Conn, codigo: string, salvoId?: number): Promise<void> {
  const otra = await fila<{ id: number }>(
    conn,
    sql`SELECT id FROM parametros_definiciones WHERE upper(codigo) = upper(${codigo}) ${salvoId ? sql`AND id <> ${salvoId}` : sql``}`,
  );
  if (otra) throw codigoRepetido();
}

/** Bounds only mean something for numbers; choices only for lists. */
function normalizar(d: TParametroDefinicionGuardar) {
  const numerico = d.tipo === 'NUMERO';
  return {
    minimo: numerico ? d.minimo : null,
    maximo: numerico ? d.maximo : null,
    opciones: JSON.stringify(d.tipo === 'LISTA' ? d.opciones : []),
    niveles: `{${[...new Set(d.niveles)].join(',')}}`,
  };
}

export async function crearDefinicion(conn: Conn, d: TParametroDefinicionGuardar): Promise<number> {
  await exigirCodigoLibre(conn, d.codigo);
  const n = normalizar(d);
  try {
    const r = await fila<{ id: number }>(
      conn,
      sql`INSERT INTO parametros_definiciones (codigo, descripcion, tipo, minimo, maximo, opciones, defecto, niveles, grupo)
          VALUES (${d.codigo}, ${d.descripcion}, ${d.tipo}, ${n.minimo}, ${n.maximo}, ${n.opciones}::jsonb, ${d.defecto.trim()},
                  ${n.niveles}::text[], ${d.grupo}) RETURNING id`,
    );
    return r!.id;
  } catch (err) {
    if ((err as { code?: string }).code === '23505') throw codigoRepetido();
    throw err;
  }
}

/**
 * Edits a definition. The stored values that the new rules refuse (a narrower range, another type) are listed in the
 * refusal, so a definition never stands with values it does not admit.
 */
export async function editarDefinicion(conn: Conn, d: TParametroDefinicionEdicion): Promise<void> {
  await conn.execute(sql`SELECT 1 FROM parametros_definiciones WHERE id = ${d.id} FOR UPDATE`);
  await obtenerDefinicion(conn, d.id);
  await exigirCodigoLibre(conn, d.codigo, d.id);
  const n = normalizar(d);
  const valores = await filas<{ nivel: string; valor: string }>(
    conn,
    sql`SELECT nivel, valor FROM parametros_valores WHERE definicion_id = ${d.id} ORDER BY id`,
  );
  const regla = { tipo: d.tipo, minimo: n.minimo, maximo: n.maximo, opciones: d.tipo === 'LISTA' ? d.opciones : [] };
  for (const v of valores) {
    const error = errorValorParametro(regla, v.valor);
    if (error) throw badRequest(`Un valor guardado (${v.nivel}: ${v.valor}) no cumple la nueva definición. ${error}`);
    if (!d.niveles.includes(v.nivel as never)) throw badRequest(M.nivelNoPermitido(v.nivel));
  }
  await conn.execute(
    sql`UPDATE parametros_definiciones SET codigo = ${d.codigo}, descripcion = ${d.descripcion}, tipo = ${d.tipo}, minimo = ${n.minimo},
               maximo = ${n.maximo}, opciones = ${n.opciones}::jsonb, defecto = ${d.defecto.trim()}, niveles = ${n.niveles}::text[],
               grupo = ${d.grupo}
         WHERE id = ${d.id}`,
  );
}

export async function cambiarEstadoDefinicion(conn: Conn, id: number, estado: 'A' | 'I'): Promise<void> {
  await obtenerDefinicion(conn, id);
  await conn.execute(sql`UPDATE parametros_definiciones SET estado = ${estado} WHERE id = ${id}`);
}

/** Only a definition without stored values is deleted; otherwise it is inactivated. */
export async function eliminarDefinicion(conn: Conn, id: number): Promise<void> {
  const d = await obtenerDefinicion(conn, id);
  if (d.valores > 0) throw badRequest(MENSAJES_CATALOGO.enUso);
  await conn.execute(sql`DELETE FROM parametros_definiciones WHERE id = ${id}`);
}

/** Every definition (active) with the global, business, own and effective values for a company. */
export async function valoresEmpresa(
  conn: Conn,
  empresaId: number,
  filtro: { grupo?: GrupoParametro; buscar?: string },
): Promise<TParametroValorEmpresa[]> {
  return filas<TParametroValorEmpresa>(
    conn,
    sql`SELECT d.id AS definicion_id, d.codigo, d.descripcion, d.tipo, d.minimo::float8 AS minimo, d.maximo::float8 AS maximo,
               d.opciones, d.defecto, d.niveles, d.grupo,
               glo.valor AS valor_global, neg.valor AS valor_negocio, est.valor AS valor_estacion,
               COALESCE(est.valor, neg.valor, glo.valor, d.defecto) AS valor_efectivo,
               CASE WHEN est.valor IS NOT NULL THEN 'ESTACION' WHEN neg.valor IS NOT NULL THEN 'NEGOCIO'
                    WHEN glo.valor IS NOT NULL THEN 'GLOBAL' ELSE 'DEFECTO' END AS origen
          FROM parametros_definiciones d
          JOIN empresas e ON e.id = ${empresaId}
          LEFT JOIN parametros_valores glo ON glo.definicion_id = d.id AND glo.nivel = 'GLOBAL'
          LEFT JOIN parametros_valores neg ON neg.definicion_id = d.id AND neg.nivel = 'NEGOCIO' AND neg.negocio_id = e.negocio_id
          LEFT JOIN parametros_valores est ON est.definicion_id = d.id AND est.nivel = 'ESTACION' AND est.empresa_id = e.id
         WHERE d.estado = 'A'
           ${filtro.grupo ? sql`AND d.grupo = ${filtro.grupo}` : sql``}
           ${filtro.buscar ? sql`AND (${coincide(sql`d.codigo`, patron(filtro.buscar))} OR ${coincide(sql`d.descripcion`, patron(filtro.buscar))})` : sql``}
         ORDER BY d.codigo`,
  );
}

/** The station of a device, or null when it does not exist. */
export async function estacionDeEquipo(conn: Conn, equipoId: number): Promise<number | null> {
  const r = await fila<{ empresa_id: number }>(conn, sql`SELECT empresa_id FROM equipos WHERE id = ${equipoId}`);
  return r?.empresa_id ?? null;
}

/**
 * Every active definition with the values that reach one device: global, its business's, its station's, its own
 * (EQUIPO) and the effective one with its origin. `soloEquipo` keeps the definitions that admit a device's value.
 */
export async function valoresEquipo(conn: Conn, equipoId: number, soloEquipo: boolean): Promise<TParametroValorEquipo[]> {
  return filas<TParametroValorEquipo>(
    conn,
    sql`SELECT d.id AS definicion_id, d.codigo, d.descripcion, d.tipo, d.minimo::float8 AS minimo, d.maximo::float8 AS maximo,
               d.opciones, d.defecto, d.niveles, d.grupo, q.id AS equipo_id, q.empresa_id,
               glo.valor AS valor_global, neg.valor AS valor_negocio, est.valor AS valor_estacion, eqv.valor AS valor_equipo,
               COALESCE(eqv.valor, est.valor, neg.valor, glo.valor, d.defecto) AS valor_efectivo,
               CASE WHEN eqv.valor IS NOT NULL THEN 'EQUIPO' WHEN est.valor IS NOT NULL THEN 'ESTACION'
                    WHEN neg.valor IS NOT NULL THEN 'NEGOCIO' WHEN glo.valor IS NOT NULL THEN 'GLOBAL' ELSE 'DEFECTO' END AS origen
          FROM parametros_definiciones d
          JOIN equipos q ON q.id = ${equipoId}
          JOIN empresas e ON e.id = q.empresa_id
          LEFT JOIN parametros_valores glo ON glo.definicion_id = d.id AND glo.nivel = 'GLOBAL'
          LEFT JOIN parametros_valores neg ON neg.definicion_id = d.id AND neg.nivel = 'NEGOCIO' AND neg.negocio_id = e.negocio_id
          LEFT JOIN parametros_valores est ON est.definicion_id = d.id AND est.nivel = 'ESTACION' AND est.empresa_id = e.id
          LEFT JOIN parametros_valores eqv ON eqv.definicion_id = d.id AND eqv.nivel = 'EQUIPO' AND eqv.equipo_id = q.id
         WHERE d.estado = 'A' ${soloEquipo ? sql`AND 'EQUIPO' = ANY(d.niveles)` : sql``}
         ORDER BY d.codigo`,
  );
}

interface EmpresaValor {
  id: number;
  negocio_id: number;
  empresas_id: number | null;
  tipo: number;
}

/** Resolves where a value is stored (company, business, device) after the route has checked the scope. */
export async function destinoValor(conn: Conn, k: TParametroValorClave): Promise<{ empresa: EmpresaValor | null }> {
  if (k.nivel === 'GLOBAL') return { empresa: null };
  if (k.empresa_id === null) throw badRequest(MENSAJES_CATALOGO.noExiste, [{ campo: 'empresa_id', mensaje: 'Campo obligatorio' }]);
  const e = await fila<EmpresaValor>(conn, sql`SELECT id, negocio_id, empresas_id, tipo FROM empresas WHERE id = ${k.empresa_id}`);
  if (!e) throw notFound(MENSAJES_CATALOGO.noExiste);
  if (k.nivel === 'NEGOCIO' && e.empresas_id !== null) throw badRequest(M.empresaNoNegocio);
  if ((k.nivel === 'ESTACION' || k.nivel === 'EQUIPO') && e.empresas_id === null) throw badRequest(M.empresaNoEstacion);
  if (k.nivel === 'EQUIPO') {
    const eq = await fila<{ id: number }>(conn, sql`SELECT id FROM equipos WHERE id = ${k.equipo_id ?? 0} AND empresa_id = ${e.id}`);
    if (!eq) throw notFound(MENSAJES_CATALOGO.noExiste);
  }
  return { empresa: e };
}

const definicionDeValor = async (conn: Conn, id: number) => {
  const d = await obtenerDefinicion(conn, id);
  if (d.estado !== 'A') throw badRequest(M.definicionInactiva);
  return d;
};

/** Stores (insert or replace) a value at one level, checked by the definition's type, bounds and levels. */
export async function guardarValor(conn: Conn, v: TParametroValorGuardar, usuarioId: number): Promise<TParametroDefinicion> {
  const d = await definicionDeValor(conn, v.definicion_id);
  if (!d.niveles.includes(v.nivel)) throw badRequest(M.nivelNoPermitido(v.nivel));
  const error = errorValorParametro(d, v.valor);
  if (error) throw badRequest(error, [{ campo: 'valor', mensaje: error }]);
  const { empresa } = await destinoValor(conn, v);
  const equipo = v.nivel === 'EQUIPO' ? v.equipo_id : null;
  await conn.execute(
    sql`INSERT INTO parametros_valores (definicion_id, nivel, negocio_id, empresa_id, equipo_id, valor, actualizado_por)
        VALUES (${d.id}, ${v.nivel}, ${empresa?.negocio_id ?? null}, ${empresa?.id ?? null}, ${equipo}, ${v.valor.trim()}, ${usuarioId})
        ON CONFLICT ON CONSTRAINT parametros_valores_uq
        DO UPDATE SET valor = EXCLUDED.valor, actualizado_en = now(), actualizado_por = EXCLUDED.actualizado_por
        WHERE parametros_valores.valor IS DISTINCT FROM EXCLUDED.valor`,
  );
  return d;
}

/** Removes a level's value (`Restablecer`): the level inherits again. */
export async function eliminarValor(conn: Conn, k: TParametroValorClave): Promise<TParametroDefinicion> {
  const d = await obtenerDefinicion(conn, k.definicion_id);
  const { empresa } = await destinoValor(conn, k);
  const equipo = k.nivel === 'EQUIPO' ? k.equipo_id : null;
  const r = await filas<{ id: number }>(
    conn,
    sql`DELETE FROM parametros_valores WHERE definicion_id = ${d.id} AND nivel = ${k.nivel}
          AND empresa_id IS NOT DISTINCT FROM ${empresa?.id ?? null}::integer AND equipo_id IS NOT DISTINCT FROM ${equipo}::integer
        RETURNING id`,
  );
  if (r.length === 0) throw new AppError(404, M.sinValorPropio);
  return d;
}

/** The id of a definition by its code, or 404. */
export async function idDefinicion(conn: Conn, codigo: string): Promise<number> {
  const d = await fila<{ id: number }>(conn, sql`SELECT id FROM parametros_definiciones WHERE upper(codigo) = upper(${codigo})`);
  if (!d) throw notFound(MENSAJES_CATALOGO.noExiste);
  return d.id;
}
