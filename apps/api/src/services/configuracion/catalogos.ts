import { sql } from 'drizzle-orm';
import type { TPaginacionQuery } from '@eds/contracts/paginacion';
import type {
  TFinancieraOpcion,
  TFlotaOpcion,
  TImpuestoOpcion,
  TMedioPagoOpcion,
  TProveedorOpcion,
  TTallerOpcion,
  TVerificadoraOpcion,
} from '@eds/contracts/catalogos';
import { filas, type Conn } from '../../db/client';
import { paginar } from '../../lib/paginar';
import { HOY_BOGOTA } from '../../lib/tiempo';

/** A catalogue selector: one page of the active records of a business, and how many there are. */
export type ConsultaDeNegocio<T = unknown> = (
  conn: Conn,
  negocioId: number,
  pagina: TPaginacionQuery,
) => Promise<{ filas: T[]; total: number }>;

const COLUMNAS_MEDIO_PAGO = sql`id, codigo, descripcion, tipo, codigo_dian, categoria_conciliacion, requiere_datafono, requiere_cliente, da_cambio, estado`;

export async function mediosPagoDeNegocio(conn: Conn, negocioId: number, pagina: TPaginacionQuery) {
  return paginar<TMedioPagoOpcion>(
    conn,
    {
      columnas: COLUMNAS_MEDIO_PAGO,
      origen: sql`FROM medios_pago WHERE negocio_id = ${negocioId} AND estado = 'A'`,
      orden: sql`descripcion, id`,
    },
    pagina,
  );
}

/** Every active payment method of a business (a POS device's configuration: bounded by the business's catalogue). */
export async function todosLosMediosPago(conn: Conn, negocioId: number) {
  return filas<TMedioPagoOpcion>(
    conn,
    sql`SELECT ${COLUMNAS_MEDIO_PAGO} FROM medios_pago WHERE negocio_id = ${negocioId} AND estado = 'A' ORDER BY descripcion, id`,
  );
}

/** Active taxes of the business, the version in force of each code. */
export async function impuestosDeNegocio(conn: Conn, negocioId: number, pagina: TPaginacionQuery) {
  return paginar<TImpuestoOpcion>(
    conn,
    {
      columnas: sql`i.id, i.codigo, i.descripcion, i.codigo_dian, i.porcentaje_valor, i.impuesto_valor, i.incluido_precio, i.vigente_desde, i.estado`,
      origen: sql`FROM (SELECT DISTINCT ON (codigo) id, codigo, descripcion, codigo_dian, porcentaje_valor, impuesto_valor::float8 AS impuesto_valor,
                               incluido_precio, vigente_desde::text AS vigente_desde, estado
                          FROM impuestos WHERE negocio_id = ${negocioId} AND estado = 'A' AND vigente_desde <= ${HOY_BOGOTA}
                         ORDER BY codigo, vigente_desde DESC, id DESC) i`,
      orden: sql`i.codigo`,
    },
    pagina,
  );
}

export async function proveedoresDeNegocios(conn: Conn, negocios: readonly number[], pagina: TPaginacionQuery) {
  return paginar<TProveedorOpcion>(
    conn,
    {
      columnas: sql`id, negocio_id, tipo_persona, nit, razon_social, nombre_comercial, correo, telefono, plazo_pago, tipo, estado`,
      origen: sql`FROM proveedores WHERE negocio_id = ANY(${`{${negocios.join(',')}}`}::int[]) AND estado = 'A'`,
      orden: sql`razon_social, id`,
    },
    pagina,
  );
}

export async function flotasDeNegocio(conn: Conn, negocioId: number, pagina: TPaginacionQuery) {
  return paginar<TFlotaOpcion>(
    conn,
    {
      columnas: sql`f.id, f.codigo, f.nombre, f.centro_costo, f.propia, f.cliente_id, c.nombre AS cliente, f.estado,
               (SELECT count(*)::int FROM vehiculos v WHERE v.flota_id = f.id AND v.estado = 'A') AS vehiculos`,
      origen: sql`FROM flotas f LEFT JOIN clientes c ON c.id = f.cliente_id WHERE f.negocio_id = ${negocioId} AND f.estado = 'A'`,
      orden: sql`f.nombre, f.id`,
    },
    pagina,
  );
}

export async function financierasDeNegocio(conn: Conn, negocioId: number, pagina: TPaginacionQuery) {
  return paginar<TFinancieraOpcion>(
    conn,
    {
      columnas: sql`id, codigo, nit, razon_social, tipo, estado`,
      origen: sql`FROM financieras WHERE negocio_id = ${negocioId} AND estado = 'A'`,
      orden: sql`razon_social, id`,
    },
    pagina,
  );
}

/** Workshops whose authorisation has not expired (expired ones cannot be chosen). */
export async function talleresDeNegocio(conn: Conn, negocioId: number, pagina: TPaginacionQuery) {
  return paginar<TTallerOpcion>(
    conn,
    {
      columnas: sql`id, codigo, nit, razon_social, tipo, habilitacion, vigente_hasta::text AS vigente_hasta, estado`,
      origen: sql`FROM talleres WHERE negocio_id = ${negocioId} AND estado = 'A' AND (vigente_hasta IS NULL OR vigente_hasta >= ${HOY_BOGOTA})`,
      orden: sql`razon_social, id`,
    },
    pagina,
  );
}

export async function verificadorasDeNegocio(conn: Conn, negocioId: number, pagina: TPaginacionQuery) {
  return paginar<TVerificadoraOpcion>(
    conn,
    {
      columnas: sql`id, codigo, nit, razon_social, acreditacion_onac, vigente_hasta::text AS vigente_hasta, estado`,
      origen: sql`FROM verificadoras WHERE negocio_id = ${negocioId} AND estado = 'A' AND (vigente_hasta IS NULL OR vigente_hasta >= ${HOY_BOGOTA})`,
      orden: sql`razon_social, id`,
    },
    pagina,
  );
}
