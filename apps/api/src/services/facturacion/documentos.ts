import { sql, type SQL } from 'drizzle-orm';
import type { OrdenCampo, TPaginacionQuery } from '@eds/contracts/paginacion';
import {
  MENSAJES_DOCUMENTOS_FE,
  type CAMPOS_ORDEN_FACTURA_FE,
  type TDetalleFacturaFe,
  type TDocumentoFe,
  type TFeAnulada,
  type TFacturaFe,
  type TNotaCreditoFe,
  type TTransicionFe,
} from '@eds/contracts/facturacion/documentos';
import { MENSAJES } from '@eds/contracts/mensajes';
import { fila, filas, type Conn } from '../../db/client';
import { AppError } from '../../lib/errors';
import { paginar, textoInstante } from '../../lib/paginar';
import { coincide } from '../../lib/busqueda';

/**
 * The actions screen's reads (`/app/acciones/facturacion-electronica`): the electronic invoices of the stations in
 * the caller's scope with their state, CUFE and DIAN's last answer; one invoice's documents, state changes and
 * credit note; and its signed XML. An invoice of a station outside the scope does not exist for the caller (404).
 */

type CampoOrden = (typeof CAMPOS_ORDEN_FACTURA_FE)[number];

export interface FiltroFacturasFe extends TPaginacionQuery {
  buscar?: string;
  orden?: OrdenCampo<CampoOrden>[];
  empresa_id?: number;
  estado_fe?: number;
  fecha_inicio?: string;
  fecha_fin?: string;
  /** OFICINA: only the Facturador's invoices (office, delivery-note and ticket invoices: those with a ventas_oficina row). */
  origen?: 'OFICINA';
}

const enteros = (ids: Iterable<number>) => `{${[...ids].join(',')}}`;
const patron = (buscar: string) => `%${buscar.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const CLIENTE = sql`coalesce(c.nombre, 'Consumidor final')`;

const COLUMNA_ORDEN: Record<CampoOrden, SQL> = {
  estacion: sql`e.alias`,
  factura: sql`f.prefijo, f.consecutivo`,
  fecha: sql`f.fecha`,
  estado: sql`f.estado`,
  cliente: CLIENTE,
  total: sql`v.total`,
};

const COLUMNAS = sql`f.id, f.empresa_id, e.alias AS estacion, f.venta_id, f.prefijo || f.consecutivo AS factura,
  ${textoInstante(sql`f.fecha`)} AS fecha, f.fecha_negocio::text AS fecha_negocio, f.estado::int AS estado, ${CLIENTE} AS cliente,
  v.total::float8 AS total, f.cufe, f.mensaje,
  (SELECT d.codigo_respuesta FROM fe_documentos d WHERE d.factura_id = f.id AND d.tipo = 'FACTURA' ORDER BY d.id DESC LIMIT 1) AS codigo_respuesta,
  f.contingencia, right(v.estado_movimiento, 3) = '002' AS anulada,
  CASE WHEN q.estado IN ('PENDIENTE', 'EN_CURSO') THEN q.accion END AS accion`;

const ORIGEN = sql`FROM facturas_electronicas f JOIN ventas v ON v.id = f.venta_id JOIN empresas e ON e.id = f.empresa_id
  LEFT JOIN clientes c ON c.id = v.cliente_id LEFT JOIN fe_envios q ON q.factura_id = f.id`;

export async function listarFacturasFe(conn: Conn, alcance: ReadonlySet<number>, q: FiltroFacturasFe) {
  const condiciones = [sql`f.empresa_id = ANY(${enteros(alcance)}::int[])`];
  if (q.empresa_id) condiciones.push(sql`f.empresa_id = ${q.empresa_id}`);
  if (q.estado_fe !== undefined) condiciones.push(sql`f.estado = ${q.estado_fe}`);
  if (q.origen) condiciones.push(sql`EXISTS (SELECT 1 FROM ventas_oficina o WHERE o.venta_id = v.id)`);
  if (q.fecha_inicio) condiciones.push(sql`f.fecha_negocio >= ${q.fecha_inicio}::date`);
  if (q.fecha_fin) condiciones.push(sql`f.fecha_negocio <= ${q.fecha_fin}::date`);
  if (q.buscar) {
    const p = patron(q.buscar);
    condiciones.push(
      sql`(${coincide(sql`(f.prefijo || f.consecutivo)`, p)} OR ${coincide(sql`f.cufe`, p)} OR ${coincide(sql`${CLIENTE}`, p)} OR ${coincide(sql`e.alias`, p)})`,
    );
  }
  const orden = (q.orden?.length ? q.orden : [{ campo: 'fecha' as const, direccion: 'desc' as const }]).map(
    (o) => sql`${COLUMNA_ORDEN[o.campo]} ${o.direccion === 'desc' ? sql`DESC NULLS LAST` : sql`ASC NULLS FIRST`}`,
  );
  orden.push(sql`f.id DESC`);
  return paginar<TFacturaFe>(
    conn,
    { columnas: COLUMNAS, origen: sql`${ORIGEN} WHERE ${sql.join(condiciones, sql` AND `)}`, orden: sql.join(orden, sql`, `) },
    q,
  );
}

const limpiar = (f: TFacturaFe): TFacturaFe => ({ ...f, id: Number(f.id), venta_id: Number(f.venta_id), total: Number(f.total) });

export async function detalleFacturaFe(conn: Conn, alcance: ReadonlySet<number>, id: number): Promise<TDetalleFacturaFe> {
  const f = await fila<TFacturaFe>(
    conn,
    sql`SELECT ${COLUMNAS} ${ORIGEN} WHERE f.id = ${id} AND f.empresa_id = ANY(${enteros(alcance)}::int[])`,
  );
  if (!f) throw new AppError(404, MENSAJES.facturaNoExiste);
  const documentos = await filas<TDocumentoFe>(
    conn,
    sql`SELECT d.id::int AS id, d.tipo, d.numero, d.codigo, d.codigo_respuesta, d.descripcion_respuesta, coalesce(d.reglas, '{}') AS reglas,
               ${textoInstante(sql`d.creado_en`)} AS creado_en, ${textoInstante(sql`d.respondido_en`)} AS respondido_en
          FROM fe_documentos d WHERE d.factura_id = ${id} ORDER BY d.id DESC`,
  );
  const transiciones = await filas<TTransicionFe>(
    conn,
    sql`SELECT t.id::int AS id, t.desde::int AS desde, t.hacia::int AS hacia, t.motivo, t.origen, u.usuario, ${textoInstante(sql`t.en`)} AS en
          FROM fe_transiciones t LEFT JOIN usuarios u ON u.id = t.usuario_id WHERE t.factura_id = ${id} ORDER BY t.id DESC`,
  );
  const nota = await fila<TNotaCreditoFe>(
    conn,
    sql`SELECT n.id::int AS id, n.prefijo || n.consecutivo AS numero, n.cude, n.estado::int AS estado, n.mensaje, m.descripcion AS motivo,
               a.observacion, ${textoInstante(sql`n.creado_en`)} AS creado_en
          FROM fe_notas_credito n JOIN ventas_anulaciones a ON a.id = n.anulacion_id JOIN motivos_anulacion m ON m.id = a.motivo_id
         WHERE n.factura_id = ${id}`,
  );
  return { factura: limpiar(f), documentos, transiciones, nota_credito: nota ?? null };
}

/** The last signed document of a type (FACTURA or NOTA_CREDITO) of an invoice in scope: its number and XML. */
export async function xmlFacturaFe(
  conn: Conn,
  alcance: ReadonlySet<number>,
  id: number,
  tipo: 'FACTURA' | 'NOTA_CREDITO',
): Promise<{ numero: string; xml: string }> {
  const f = await fila<{ id: number }>(
    conn,
    sql`SELECT id FROM facturas_electronicas WHERE id = ${id} AND empresa_id = ANY(${enteros(alcance)}::int[])`,
  );
  if (!f) throw new AppError(404, MENSAJES.facturaNoExiste);
  const d = await fila<{ numero: string; xml: string }>(
    conn,
    sql`SELECT numero, xml_firmado AS xml FROM fe_documentos WHERE factura_id = ${id} AND tipo = ${tipo} ORDER BY id DESC LIMIT 1`,
  );
  if (!d) throw new AppError(404, MENSAJES_DOCUMENTOS_FE.sinDocumento);
  return d;
}

/** movimiento/fe-anuladas: the annulled sales with an electronic invoice, their credit note and who annulled them. */
export async function facturasAnuladas(
  conn: Conn,
  estaciones: readonly number[],
  q: { fecha_inicial: string; fecha_final: string } & TPaginacionQuery,
) {
  return paginar<TFeAnulada>(
    conn,
    {
      columnas: sql`f.id::int AS factura_id, v.id::int AS venta_id, e.alias AS estacion, f.prefijo || f.consecutivo AS factura,
        ${textoInstante(sql`f.fecha`)} AS fecha, v.total::float8 AS total, f.cufe, n.prefijo || n.consecutivo AS nota_credito, n.cude,
        n.estado::int AS estado_nota, m.descripcion AS motivo, a.observacion, u.usuario, ${textoInstante(sql`a.en`)} AS anulada_en`,
      origen: sql`FROM ventas_anulaciones a JOIN ventas v ON v.id = a.venta_id JOIN facturas_electronicas f ON f.venta_id = v.id
        JOIN empresas e ON e.id = v.empresa_id JOIN motivos_anulacion m ON m.id = a.motivo_id
        LEFT JOIN fe_notas_credito n ON n.factura_id = f.id LEFT JOIN usuarios u ON u.id = a.usuario_id
       WHERE a.empresa_id = ANY(${enteros(estaciones)}::int[]) AND v.fecha_negocio BETWEEN ${q.fecha_inicial}::date AND ${q.fecha_final}::date`,
      orden: sql`a.en DESC, a.id DESC`,
    },
    q,
  );
}
