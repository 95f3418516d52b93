import { sql } from 'drizzle-orm';
import type { TLoteContingencia, TVentaManual } from '@eds/contracts/dashboard';
import { instanteBogota, textoBogota } from '@eds/contracts/dia-operativo';
import { fila, filas, type Conn, type Db } from '../../../db/client';
import { enTransaccion, type Actor } from '../../../db/context';
import { AppError } from '../../../lib/errors';
import { listaEnteros, num } from './fuentes';

/** Sales typed by hand at the POS while it could not invoice electronically (origen MANUAL), with their lines. */
export async function ventasManuales(conn: Conn, estaciones: number[], desde: string, hasta: string): Promise<TVentaManual[]> {
  if (estaciones.length === 0) return [];
  const r = await filas<{ id: number; alias: string; prefijo: string | null; consecutivo: number | null; fecha: Date | string; responsable: string | null; detalles: { descripcion: string; precio: string; cantidad: string }[] }>(
    conn,
    sql`SELECT v.id, e.alias, v.prefijo, v.consecutivo, v.fecha,
               (SELECT trim(pe.nombres || ' ' || pe.apellidos) FROM promotores pr JOIN personas pe ON pe.id = pr.persona_id WHERE pr.id = v.promotor_id) AS responsable,
               (SELECT json_agg(json_build_object('descripcion', p.descripcion, 'precio', d.precio, 'cantidad', d.cantidad) ORDER BY d.id)
                  FROM ventas_detalles d JOIN productos p ON p.id = d.producto_id WHERE d.venta_id = v.id) AS detalles
          FROM ventas v JOIN empresas e ON e.id = v.empresa_id
         WHERE v.origen = 'MANUAL' AND v.empresa_id = ANY(${listaEnteros(estaciones)}::int[])
           AND v.fecha >= ${instanteBogota(desde).toISOString()}::timestamptz AND v.fecha < ${instanteBogota(hasta).toISOString()}::timestamptz
         ORDER BY v.fecha DESC LIMIT 1000`,
  );
  return r.map((v) => ({
    id: v.id,
    alias: v.alias,
    consecutivo_prefijo: v.prefijo ?? '',
    consecutivo: num(v.consecutivo),
    fecha: textoBogota(new Date(v.fecha)),
    responsable_nombre: v.responsable ?? '',
    detalles: (v.detalles ?? []).map((d) => ({ descripcion: d.descripcion, precio: num(d.precio), cantidad: num(d.cantidad) })),
  }));
}

/** The station's contingency batch: invoices issued while offline and not yet sent, and the devices that issued them. */
export async function loteContingencia(conn: Conn, empresaId: number): Promise<TLoteContingencia> {
  const [facturas, equipos, ultimo] = await Promise.all([
    filas<{ id: number; prefijo: string; consecutivo: number }>(
      conn,
      sql`SELECT id, prefijo, consecutivo FROM facturas_electronicas
           WHERE empresa_id = ${empresaId} AND contingencia AND enviada_en IS NULL ORDER BY consecutivo`,
    ),
    filas<{ alias: string; isla: string | null }>(
      conn,
      sql`SELECT DISTINCT q.alias, i.descripcion AS isla
            FROM facturas_electronicas f JOIN ventas v ON v.id = f.venta_id JOIN equipos q ON q.id = v.equipo_id
            LEFT JOIN islas i ON i.id = q.isla_id
           WHERE f.empresa_id = ${empresaId} AND f.contingencia AND f.enviada_en IS NULL ORDER BY q.alias`,
    ),
    fila<{ fecha: Date | string | null }>(conn, sql`SELECT max(enviada_en) AS fecha FROM facturas_electronicas WHERE empresa_id = ${empresaId} AND contingencia`),
  ]);
  return {
    mensaje:
      facturas.length > 0
        ? `La estación tiene ${facturas.length} factura${facturas.length === 1 ? '' : 's'} de contingencia por enviar.`
        : 'No hay facturas de contingencia por enviar.',
    fechaProceso: ultimo?.fecha ? textoBogota(new Date(ultimo.fecha)) : null,
    facturas: facturas.map((f) => ({ ...f, consecutivo: num(f.consecutivo) })),
    equipos: equipos.map((e) => ({ alias: e.alias, isla: e.isla ?? '' })),
  };
}

/**
 * Sends one contingency invoice: it leaves the batch and enters the electronic-invoice queue awaiting
 * authorisation (state 5), where the DIAN sender picks it up. An invoice whose resolution is no longer valid
 * for its date, or whose sale was annulled, cannot be sent: the failure is kept on the invoice.
 */
export async function enviarFacturaContingencia(db: Db, actor: Actor, facturaId: number, alcance: ReadonlySet<number>): Promise<void> {
  await enTransaccion(db, actor, async (tx) => {
    const f = await fila<{ id: number; empresa_id: number; enviada_en: string | null; contingencia: boolean; estado_venta: string; resolucion_vigente: boolean | null }>(
      tx,
      sql`SELECT f.id, f.empresa_id, f.enviada_en, f.contingencia, v.estado_movimiento AS estado_venta,
                 (r.id IS NOT NULL AND f.fecha_negocio BETWEEN r.fecha_inicio AND r.fecha_fin AND r.estado = 'A') AS resolucion_vigente
            FROM facturas_electronicas f JOIN ventas v ON v.id = f.venta_id LEFT JOIN resoluciones r ON r.id = f.resolucion_id
           WHERE f.id = ${facturaId} FOR UPDATE OF f`,
    );
    if (!f || !alcance.has(f.empresa_id)) throw new AppError(404, 'La factura no existe');
    if (!f.contingencia || f.enviada_en) throw new AppError(400, 'La factura ya fue enviada');
    let error: string | null = null;
    if (f.estado_venta.endsWith('002')) error = 'La venta de la factura fue anulada';
    else if (!f.resolucion_vigente) error = 'La resolución de facturación no está vigente para la fecha de la factura';
    if (error) {
      await tx.execute(sql`UPDATE facturas_electronicas SET mensaje = ${error}, intentos = intentos + 1, actualizado_en = now() WHERE id = ${facturaId}`);
      return;
    }
    await tx.execute(
      sql`UPDATE facturas_electronicas SET enviada_en = now(), estado = 5, mensaje = NULL, intentos = intentos + 1, actualizado_en = now() WHERE id = ${facturaId}`,
    );
  });
  const r = await fila<{ enviada_en: string | null; mensaje: string | null }>(db, sql`SELECT enviada_en, mensaje FROM facturas_electronicas WHERE id = ${facturaId}`);
  if (!r?.enviada_en) throw new AppError(400, r?.mensaje ?? 'La factura no pudo ser enviada');
}
