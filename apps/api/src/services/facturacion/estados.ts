import { sql } from 'drizzle-orm';
import { MENSAJES_FE, puedeCambiarFe } from '@eds/contracts/facturacion/electronica';
import { fila, type Conn } from '../../db/client';

export type OrigenTransicion = 'USUARIO' | 'ENVIO' | 'POS' | 'CONTINGENCIA';

export class TransicionNoPermitida extends Error {}

/**
 * Moves an invoice to a state through the state machine of the contracts, on the caller's transaction: the row
 * is locked, the change checked, stored with its message (and CUFE when given), and recorded in fe_transiciones.
 * Staying in the same state only updates the message (and records nothing).
 */
export async function cambiarEstado(
  conn: Conn,
  facturaId: number,
  hacia: number,
  o: { origen: OrigenTransicion; motivo?: string | null; usuarioId?: number | null; cufe?: string | null },
): Promise<{ desde: number }> {
  const f = await fila<{ estado: number }>(conn, sql`SELECT estado FROM facturas_electronicas WHERE id = ${facturaId} FOR UPDATE`);
  if (!f) throw new TransicionNoPermitida(`La factura ${facturaId} no existe`);
  const desde = Number(f.estado);
  if (desde !== hacia && !puedeCambiarFe(desde, hacia)) throw new TransicionNoPermitida(MENSAJES_FE.transicionNoPermitida(desde, hacia));
  await conn.execute(
    sql`UPDATE facturas_electronicas SET estado = ${hacia}, mensaje = ${o.motivo ?? null}, cufe = coalesce(${o.cufe ?? null}, cufe),
               actualizado_en = now() WHERE id = ${facturaId}`,
  );
  if (desde !== hacia) {
    await conn.execute(
      sql`INSERT INTO fe_transiciones (factura_id, desde, hacia, motivo, usuario_id, origen)
          VALUES (${facturaId}, ${desde}, ${hacia}, ${o.motivo ?? null}, ${o.usuarioId ?? null}, ${o.origen})`,
    );
  }
  return { desde };
}

/** Queues a job for an invoice (one per invoice: a new action replaces a finished or pending one, except a pending credit note). */
export async function encolar(
  conn: Conn,
  facturaId: number,
  empresaId: number,
  accion: 'GENERAR' | 'REENVIAR' | 'CONSULTAR',
): Promise<void> {
  await conn.execute(
    sql`INSERT INTO fe_envios (factura_id, empresa_id, accion) VALUES (${facturaId}, ${empresaId}, ${accion})
        ON CONFLICT (factura_id) DO UPDATE SET accion = CASE WHEN fe_envios.accion = 'NOTA_CREDITO' AND fe_envios.estado = 'PENDIENTE' THEN fe_envios.accion ELSE EXCLUDED.accion END, estado = 'PENDIENTE', intentos = 0, proximo_en = now(),
               ultimo_error = NULL, tomado_en = NULL, tomado_por = NULL, actualizado_en = now()
         WHERE fe_envios.estado <> 'EN_CURSO'`,
  );
}
