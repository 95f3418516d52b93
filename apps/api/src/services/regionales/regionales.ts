import { sql, type SQL } from 'drizzle-orm';
import { TIPO_EMPRESA } from '@eds/contracts/constantes';
import type { TErrorCampo } from '@eds/contracts/envelope';
import type { OrdenCampo, TPaginacionQuery } from '@eds/contracts/paginacion';
import {
  MENSAJES_REGIONAL as M,
  claveRegional,
  type CAMPOS_ORDEN_REGIONAL,
  type TRegional,
  type TRegionalFila,
  type TRegionalGuardar,
  type TVinculoRegional,
  type TVinculoRegionalFila,
} from '@eds/contracts/regionales/regionales';
import { fila, type Conn } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import { paginar } from '../../lib/paginar';
import { coincide } from '../../lib/busqueda';

/**
 * Regionales (spec document 2): groupings of businesses owned by the business that creates them. Name and code are
 * unique in the business whatever their case or spacing (the form's shared custom check); the unique indexes
 * decide between two saves that race.
 */

type CampoOrden = (typeof CAMPOS_ORDEN_REGIONAL)[number];

export interface FiltroRegionales extends TPaginacionQuery {
  buscar?: string;
  orden?: OrdenCampo<CampoOrden>[];
}

const COLUMNA_ORDEN: Record<CampoOrden, SQL> = { nombre_regional: sql`r.nombre`, codigo_regional: sql`r.codigo` };

/** The status names of a regional–business link (`v1/staticValue/status`). */
export const ESTADOS_VINCULO: Readonly<Record<number, string>> = { 1: 'ACTIVO', 2: 'INACTIVO' };

function patron(buscar: string): string {
  return `%${buscar.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export async function listarRegionales(conn: Conn, negocioId: number, f: FiltroRegionales) {
  const condiciones = [sql`r.negocio_id = ${negocioId}`];
  if (f.buscar) {
    const p = patron(f.buscar);
    condiciones.push(sql`(${coincide(sql`r.nombre`, p)} OR ${coincide(sql`r.codigo`, p)})`);
  }
  const orden = (f.orden?.length ? f.orden : [{ campo: 'nombre_regional' as const, direccion: 'asc' as const }]).map(
    (o) => sql`${COLUMNA_ORDEN[o.campo]} ${o.direccion === 'desc' ? sql`DESC` : sql`ASC`}`,
  );
  orden.push(sql`r.id`);
  return paginar<TRegionalFila>(
    conn,
    {
      columnas: sql`r.id AS id_regional, r.nombre AS nombre_regional, r.codigo AS codigo_regional, r.pais_id AS id_pais,
        p.nombre AS nombre_pais,
        (SELECT count(*)::int FROM regionales_negocios rn WHERE rn.regional_id = r.id AND rn.estado_id = 1) AS negocios`,
      origen: sql`FROM regionales r JOIN paises p ON p.id = r.pais_id WHERE ${sql.join(condiciones, sql` AND `)}`,
      orden: sql.join(orden, sql`, `),
    },
    f,
  );
}

/** One regional of the business, or 404 (another business's regional does not exist for this one). */
export async function obtenerRegional(conn: Conn, negocioId: number, id: number, bloquear = false): Promise<TRegional> {
  const r = await fila<TRegional>(
    conn,
    sql`SELECT id AS id_regional, nombre AS nombre_regional, codigo AS codigo_regional, pais_id AS id_pais
          FROM regionales WHERE id = ${id} AND negocio_id = ${negocioId} ${bloquear ? sql`FOR UPDATE` : sql``}`,
  );
  if (!r) throw notFound(M.noExiste);
  return r;
}

/** The shared custom check on the server: neither the name nor the code repeated in the business. */
async function exigirUnica(conn: Conn, negocioId: number, r: TRegionalGuardar, salvoId = 0): Promise<void> {
  const otras = await fila<{ nombre: boolean; codigo: boolean }>(
    conn,
    sql`SELECT coalesce(bool_or(upper(nombre) = ${claveRegional(r.nombre_regional)}), false) AS nombre,
               coalesce(bool_or(upper(codigo) = ${claveRegional(r.codigo_regional)}), false) AS codigo
          FROM regionales WHERE negocio_id = ${negocioId} AND id <> ${salvoId}`,
  );
  const errores: TErrorCampo[] = [];
  if (otras?.nombre) errores.push({ campo: 'nombre_regional', mensaje: M.nombreRepetido });
  if (otras?.codigo) errores.push({ campo: 'codigo_regional', mensaje: M.codigoRepetido });
  if (errores.length) throw badRequest(errores[0].mensaje, errores);
}

async function exigirPais(conn: Conn, paisId: number): Promise<void> {
  const p = await fila(conn, sql`SELECT 1 FROM paises WHERE id = ${paisId}`);
  if (!p) throw badRequest(M.paisNoExiste, [{ campo: 'id_pais', mensaje: M.paisNoExiste }]);
}

/** A unique index lost a race: the same refusal the check gives, on its field. */
async function conUnicidad<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    const e = err as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
    const codigo = e.code ?? e.cause?.code;
    const restriccion = e.constraint ?? e.cause?.constraint ?? '';
    if (codigo === '23505') {
      const campo = restriccion.includes('codigo') ? 'codigo_regional' : 'nombre_regional';
      const mensaje = campo === 'codigo_regional' ? M.codigoRepetido : M.nombreRepetido;
      throw badRequest(mensaje, [{ campo, mensaje }]);
    }
    throw err;
  }
}

export async function crearRegional(conn: Conn, negocioId: number, r: TRegionalGuardar): Promise<number> {
  await exigirPais(conn, r.id_pais);
  await exigirUnica(conn, negocioId, r);
  const creada = await conUnicidad(() =>
    fila<{ id: number }>(
      conn,
      sql`INSERT INTO regionales (negocio_id, nombre, codigo, pais_id)
          VALUES (${negocioId}, ${r.nombre_regional}, ${r.codigo_regional}, ${r.id_pais}) RETURNING id`,
    ),
  );
  return creada!.id;
}

export async function editarRegional(conn: Conn, negocioId: number, id: number, r: TRegionalGuardar): Promise<void> {
  await obtenerRegional(conn, negocioId, id, true);
  await exigirPais(conn, r.id_pais);
  await exigirUnica(conn, negocioId, r, id);
  await conUnicidad(() =>
    conn.execute(
      sql`UPDATE regionales SET nombre = ${r.nombre_regional}, codigo = ${r.codigo_regional}, pais_id = ${r.id_pais}, editado_en = now()
           WHERE id = ${id} AND negocio_id = ${negocioId}`,
    ),
  );
}

/**
 * POST v1/regionalBusiness/: links a business company (type 1, in the caller's scope, checked by the route) to a
 * regional of the business. Sent again, it keeps one link and takes the status sent.
 */
export async function vincularNegocio(conn: Conn, negocioId: number, v: TVinculoRegional): Promise<number> {
  await obtenerRegional(conn, negocioId, v.id_regional);
  if (!ESTADOS_VINCULO[v.id_estado]) throw badRequest(M.estadoNoValido, [{ campo: 'id_estado', mensaje: M.estadoNoValido }]);
  const empresa = await fila<{ tipo: number }>(
    conn,
    sql`SELECT tipo FROM empresas WHERE id = ${v.id_negocio_empresa} AND negocio_id = ${negocioId}`,
  );
  if (!empresa || empresa.tipo !== TIPO_EMPRESA.NEGOCIO) {
    throw badRequest(M.empresaNoNegocio, [{ campo: 'id_negocio_empresa', mensaje: M.empresaNoNegocio }]);
  }
  const r = await fila<{ id: number }>(
    conn,
    sql`INSERT INTO regionales_negocios (regional_id, empresa_id, estado_id)
        VALUES (${v.id_regional}, ${v.id_negocio_empresa}, ${v.id_estado})
        ON CONFLICT (regional_id, empresa_id) DO UPDATE SET estado_id = EXCLUDED.estado_id
        RETURNING id`,
  );
  return r!.id;
}

/** GET v1/regionalBusiness/regionalGroup/{id}: the businesses the regional groups, by name. */
export async function grupoRegional(conn: Conn, negocioId: number, regionalId: number, pagina: TPaginacionQuery) {
  await obtenerRegional(conn, negocioId, regionalId);
  return paginar<TVinculoRegionalFila>(
    conn,
    {
      columnas: sql`rn.id AS id_regional_negocio, rn.regional_id AS id_regional, rn.empresa_id AS id_negocio_empresa,
        e.alias AS nombre_negocio, rn.estado_id::int AS id_estado,
        CASE rn.estado_id WHEN 1 THEN 'ACTIVO' ELSE 'INACTIVO' END AS estado`,
      origen: sql`FROM regionales_negocios rn JOIN empresas e ON e.id = rn.empresa_id
        WHERE rn.regional_id = ${regionalId} AND e.negocio_id = ${negocioId}`,
      orden: sql`e.alias, rn.id`,
    },
    pagina,
  );
}
