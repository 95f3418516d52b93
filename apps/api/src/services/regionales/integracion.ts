import { sql } from 'drizzle-orm';
import { TIPO_EMPRESA } from '@eds/contracts/constantes';
import { NOMBRE_TIPO_NEGOCIO, TIPOS_NEGOCIO } from '@eds/contracts/operacion';
import type { TPaginacionQuery } from '@eds/contracts/paginacion';
import type { TEmpresaIntegracion, TOrganizacion, TValorEstatico } from '@eds/contracts/regionales/regionales';
import { fila, type Conn } from '../../db/client';
import { notFound } from '../../lib/errors';
import { paginar } from '../../lib/paginar';
import { ESTADOS_VINCULO } from './regionales';
import { MENSAJES } from '@eds/contracts/mensajes';

/**
 * The accounting-integration service's lookups (spec document 2 §7): static values, one company, the
 * organizations. The location catalogue (country, state, city) is served by services/configuracion/geografia.ts.
 */

const NOMBRE_TIPO_EMPRESA: Readonly<Record<number, string>> = {
  [TIPO_EMPRESA.NEGOCIO]: 'NEGOCIO',
  [TIPO_EMPRESA.REGIONAL]: 'REGIONAL',
  [TIPO_EMPRESA.EDS]: 'ESTACION DE SERVICIO',
  [TIPO_EMPRESA.CDL]: 'CENTRO DE LUBRICACION',
  [TIPO_EMPRESA.KIOSCO]: 'KIOSCO',
  [TIPO_EMPRESA.CANASTILLA]: 'CANASTILLA',
};

/** The fixed lists, each a handful of rows: one page of them. */
const VALORES_FIJOS: Readonly<Record<'businessType' | 'companyType' | 'status', readonly TValorEstatico[]>> = {
  businessType: TIPOS_NEGOCIO.map((t) => ({ id: t, codigo: t, descripcion: NOMBRE_TIPO_NEGOCIO[t] })),
  companyType: Object.entries(TIPO_EMPRESA).map(([codigo, id]) => ({ id, codigo, descripcion: NOMBRE_TIPO_EMPRESA[id] })),
  status: Object.entries(ESTADOS_VINCULO).map(([id, descripcion]) => ({
    id: Number(id),
    codigo: descripcion.slice(0, 1),
    descripcion,
  })),
};

export type ValorFijo = keyof typeof VALORES_FIJOS;

export function valoresFijos(tipo: ValorFijo, pagina: TPaginacionQuery): { filas: TValorEstatico[]; total: number } {
  const todos = VALORES_FIJOS[tipo];
  return { filas: todos.slice(pagina.desde, pagina.desde + pagina.limite), total: todos.length };
}

export async function tiposIdentificacion(conn: Conn, pagina: TPaginacionQuery) {
  return paginar<TValorEstatico>(
    conn,
    { columnas: sql`id, codigo, descripcion`, origen: sql`FROM tipos_identificacion`, orden: sql`id` },
    pagina,
  );
}

/** GET v1/company/{id}: a company of the business (the route has checked it is in the caller's scope). */
export async function empresaIntegracion(conn: Conn, negocioId: number, id: number): Promise<TEmpresaIntegracion> {
  const e = await fila<Omit<TEmpresaIntegracion, 'descripcion_tipo'>>(
    conn,
    sql`SELECT id AS id_empresa, empresas_id AS id_empresa_padre, negocio_id AS id_negocio, nombre, razon_social, alias, nit, codigo,
               tipo AS tipo_empresa, pais_id AS id_pais, departamento_id AS id_departamento, ciudad_id AS id_ciudad, estado
          FROM empresas WHERE id = ${id} AND negocio_id = ${negocioId}`,
  );
  if (!e) throw notFound(MENSAJES.recursoNoEncontrado);
  return { ...e, descripcion_tipo: NOMBRE_TIPO_EMPRESA[e.tipo_empresa] ?? String(e.tipo_empresa) };
}

/** GET v1/organization/organizationListing: the business's organizations, by name. */
export async function listarOrganizaciones(conn: Conn, negocioId: number, pagina: TPaginacionQuery) {
  return paginar<TOrganizacion>(
    conn,
    {
      columnas: sql`id AS id_organizacion, nombre AS nombre_organizacion, codigo AS codigo_organizacion, pais_id AS id_pais, estado`,
      origen: sql`FROM organizaciones WHERE negocio_id = ${negocioId}`,
      orden: sql`nombre, id`,
    },
    pagina,
  );
}
