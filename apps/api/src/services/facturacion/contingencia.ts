import { sql } from 'drizzle-orm';
import type { TLoteContingencia } from '@eds/contracts/dashboard';
import { textoBogota } from '@eds/contracts/dia-operativo';
import { ESTADO_FE, MENSAJES_FE } from '@eds/contracts/facturacion/electronica';
import { MENSAJES } from '@eds/contracts/mensajes';
import type { TPaginacionQuery } from '@eds/contracts/paginacion';
import { fila, filas, type Conn } from '../../db/client';
import { paginar } from '../../lib/paginar';
import { AppError } from '../../lib/errors';
import { num } from '../dashboard/fuentes';
import { cambiarEstado, encolar } from './estados';

/** The station's contingency batch: invoices issued while offline and not yet sent, and the devices that issued them. */
export async function loteContingencia(
  conn: Conn,
  empresaId: number,
  pagina: TPaginacionQuery,
): Promise<{ lote: TLoteContingencia; total: number }> {
  const [facturas, equipos, ultimo] = await Promise.all([
    paginar<{ id: number; prefijo: string; consecutivo: number }>(
      conn,
      {
        columnas: sql`id, prefijo, consecutivo`,
        origen: sql`FROM facturas_electronicas WHERE empresa_id = ${empresaId} AND contingencia AND enviada_en IS NULL`,
        orden: sql`consecutivo, id`,
      },
      pagina,
    ),
    filas<{ alias: string; isla: string | null }>(
      conn,
      sql`SELECT DISTINCT q.alias, i.descripcion AS isla
            FROM facturas_electronicas f JOIN ventas v ON v.id = f.venta_id JOIN equipos q ON q.id = v.equipo_id
            LEFT JOIN islas i ON i.id = q.isla_id
           WHERE f.empresa_id = ${empresaId} AND f.contingencia AND f.enviada_en IS NULL ORDER BY q.alias`,
    ),
    fila<{ fecha: Date | string | null }>(
      conn,
      sql`SELECT max(enviada_en) AS fecha FROM facturas_electronicas WHERE empresa_id = ${empresaId} AND contingencia`,
    ),
  ]);
  return {
    total: facturas.total,
    lote: {
      mensaje: facturas.total > 0 ? MENSAJES.facturasContingenciaPendientes(facturas.total) : MENSAJES.sinFacturasContingencia,
      fechaProceso: ultimo?.fecha ? textoBogota(new Date(ultimo.fecha)) : null,
      facturas: facturas.filas.map((f) => ({ ...f, consecutivo: num(f.consecutivo) })),
      equipos: equipos.map((e) => ({ alias: e.alias, isla: e.isla ?? '' })),
    },
  };
}

/**
 * Sends one contingency invoice: it leaves the batch and enters the electronic-invoice queue awaiting
 * authorisation (state 5, the change recorded), where the sender transcribes it as a contingency invoice
 * (type 03 with its CUDE), signs it and sends it to DIAN. An invoice whose resolution is no longer valid for its
 * date, or whose sale was annulled, cannot be sent: the failure is kept on the invoice (the caller commits it)
 * and answered, so the caller refuses the call after committing.
 */
export async function enviarFacturaContingencia(
  conn: Conn,
  facturaId: number,
  alcance: ReadonlySet<number>,
  usuarioId: number | null = null,
): Promise<{ error: string | null }> {
  const f = await fila<{
    id: number;
    empresa_id: number;
    enviada_en: string | null;
    contingencia: boolean;
    estado_venta: string;
    resolucion_vigente: boolean | null;
  }>(
    conn,
    sql`SELECT f.id, f.empresa_id, f.enviada_en, f.contingencia, v.estado_movimiento AS estado_venta,
               (r.id IS NOT NULL AND f.fecha_negocio BETWEEN r.fecha_inicio AND r.fecha_fin AND r.estado = 'A') AS resolucion_vigente
          FROM facturas_electronicas f JOIN ventas v ON v.id = f.venta_id LEFT JOIN resoluciones r ON r.id = f.resolucion_id
         WHERE f.id = ${facturaId} FOR UPDATE OF f`,
  );
  if (!f || !alcance.has(f.empresa_id)) throw new AppError(404, MENSAJES.facturaNoExiste);
  if (!f.contingencia || f.enviada_en) throw new AppError(400, MENSAJES.facturaYaEnviada);
  let error: string | null = null;
  if (f.estado_venta.endsWith('002')) error = MENSAJES.facturaVentaAnulada;
  else if (!f.resolucion_vigente) error = MENSAJES.facturaResolucionNoVigente;
  if (error) {
    await conn.execute(
      sql`UPDATE facturas_electronicas SET mensaje = ${error}, intentos = intentos + 1, actualizado_en = now() WHERE id = ${facturaId}`,
    );
    return { error };
  }
  await cambiarEstado(conn, facturaId, ESTADO_FE.ESPERANDO_AUTORIZACION, {
    origen: 'CONTINGENCIA',
    usuarioId,
    motivo: MENSAJES_FE.encolada,
  });
  await conn.execute(sql`UPDATE facturas_electronicas SET enviada_en = now(), intentos = intentos + 1 WHERE id = ${facturaId}`);
  await encolar(conn, facturaId, f.empresa_id, 'GENERAR');
  return { error: null };
}
