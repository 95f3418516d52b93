import { sql } from 'drizzle-orm';
import { ESTADO_FE, MENSAJES_FE } from '@eds/contracts/facturacion/electronica';
import { MENSAJES } from '@eds/contracts/mensajes';
import { fila, type Conn } from '../../db/client';
import { AppError } from '../../lib/errors';
import { cambiarEstado, encolar, TransicionNoPermitida } from './estados';

type AccionCola = 'GENERAR' | 'REENVIAR' | 'CONSULTAR' | 'NOTA_CREDITO';

/**
 * What a person does to one electronic invoice of a station in their scope (the spec's invoice actions):
 * regenerate (a new document, new CUFE, sent again), resend the last signed document, or reprocess (ask DIAN its
 * status). Each queues a job for the sender; an invoice of a station outside the scope does not exist for them.
 */

async function facturaEnAlcance(conn: Conn, facturaId: number, alcance: ReadonlySet<number>) {
  const f = await fila<{ id: number; empresa_id: number; estado: number; documentos: number }>(
    conn,
    sql`SELECT f.id, f.empresa_id, f.estado, (SELECT count(*)::int FROM fe_documentos d WHERE d.factura_id = f.id) AS documentos
          FROM facturas_electronicas f WHERE f.id = ${facturaId} FOR UPDATE OF f`,
  );
  if (!f || !alcance.has(f.empresa_id)) throw new AppError(404, MENSAJES.facturaNoExiste);
  return { ...f, estado: Number(f.estado), documentos: Number(f.documentos) };
}

const REGENERABLES: readonly number[] = [
  ESTADO_FE.NO_AUTORIZADA,
  ESTADO_FE.ERROR_ANTES_DE_ENVIO,
  ESTADO_FE.DEVUELTA_EN_RECEPCION,
  ESTADO_FE.DEVUELTA_POR_DOCUMENTO,
  ESTADO_FE.DOCUMENTO_NO_ENCONTRADO,
];

/** RegenerarFactura: a not authorised, returned, not found or failed invoice is built anew and queued (state 5). */
export async function regenerarFactura(conn: Conn, facturaId: number, alcance: ReadonlySet<number>, usuarioId: number | null) {
  const f = await facturaEnAlcance(conn, facturaId, alcance);
  if (!REGENERABLES.includes(f.estado)) throw new AppError(400, MENSAJES_FE.noRegenerable);
  await cambiarEstado(conn, facturaId, ESTADO_FE.ESPERANDO_AUTORIZACION, { origen: 'USUARIO', usuarioId, motivo: MENSAJES_FE.encolada });
  await encolar(conn, facturaId, f.empresa_id, 'GENERAR');
}

/**
 * ReenviarDatosDian: the last signed document goes to DIAN again (harmless for an authorised one). An invoice that
 * never had a document (stored awaiting DIAN, or queued before) gets one built and sent.
 */
export async function reenviarFactura(conn: Conn, facturaId: number, alcance: ReadonlySet<number>) {
  const f = await facturaEnAlcance(conn, facturaId, alcance);
  await encolar(conn, facturaId, f.empresa_id, f.documentos === 0 ? 'GENERAR' : 'REENVIAR');
}

/** ReprocesarDatosDian: asks DIAN the status of the last document (or, without one, builds and sends it). */
export async function reprocesarFactura(conn: Conn, facturaId: number, alcance: ReadonlySet<number>) {
  const f = await facturaEnAlcance(conn, facturaId, alcance);
  await encolar(conn, facturaId, f.empresa_id, f.documentos === 0 ? 'GENERAR' : 'CONSULTAR');
}

/** ActualizarEstadoFactura: a person moves an invoice through the state machine (e.g. authorised seen on DIAN's portal). */
export async function actualizarEstadoFactura(
  conn: Conn,
  facturaId: number,
  alcance: ReadonlySet<number>,
  usuarioId: number | null,
  estado: number,
  motivo: string | null,
) {
  await facturaEnAlcance(conn, facturaId, alcance);
  try {
    await cambiarEstado(conn, facturaId, estado, { origen: 'USUARIO', usuarioId, motivo });
  } catch (err) {
    if (err instanceof TransicionNoPermitida) throw new AppError(400, err.message);
    throw err;
  }
}

/** What an action answers: the invoice's state and what the sender will do next. */
export async function estadoAccion(conn: Conn, facturaId: number): Promise<{ id: number; estado: number; accion: AccionCola | null }> {
  const r = await fila<{ estado: number; accion: AccionCola | null }>(
    conn,
    sql`SELECT f.estado, CASE WHEN e.estado IN ('PENDIENTE', 'EN_CURSO') THEN e.accion END AS accion
          FROM facturas_electronicas f LEFT JOIN fe_envios e ON e.factura_id = f.id WHERE f.id = ${facturaId}`,
  );
  return { id: facturaId, estado: Number(r!.estado), accion: r!.accion ?? null };
}
