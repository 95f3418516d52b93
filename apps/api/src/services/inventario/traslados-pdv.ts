import { sql } from 'drizzle-orm';
import { diaOperativo, instanteBogota } from '@eds/contracts/dia-operativo';
import { MENSAJES } from '@eds/contracts/mensajes';
import { MENSAJES_INVENTARIO as M, type TDocumentoForm, type TTrasladoPdvFila } from '@eds/contracts/inventario';
import { fila, filas, type Conn } from '../../db/client';
import { aEntero, volumen } from '../../lib/decimal';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { textoInstante } from '../../lib/paginar';
import { inicioCicloDe } from '../empresa/ciclo';
import { registrarDocumento } from './documentos';
import { permiteNegativo } from './negativo';

const campo = (c: string, mensaje: string) => badRequest(mensaje, [{ campo: c, mensaje }]);
const enteros = (ids: Iterable<number>) => `{${[...ids].join(',')}}`;

/** The concept of the exit that posts what a receiving station did not get. */
export const CONCEPTO_FALTANTE = 'SALIDA POR FALTANTE EN TRASLADO';

/**
 * The station's virtual EN TRÁNSITO warehouse, created the first time it sends a transfer. It is inactive, so no
 * selector offers it; only transfers between stations move stock through it.
 */
async function bodegaTransito(conn: Conn, empresaId: number): Promise<number> {
  await conn.execute(sql`
    INSERT INTO bodegas (empresa_id, codigo, descripcion, tipo, estado)
    VALUES (${empresaId}, 'EN-TRANSITO', 'EN TRÁNSITO', 'GENERAL', 'I')
    ON CONFLICT (empresa_id, codigo) DO NOTHING`);
  return (await fila<{ id: number }>(conn, sql`SELECT id FROM bodegas WHERE empresa_id = ${empresaId} AND codigo = 'EN-TRANSITO'`))!.id;
}

async function fechas(conn: Conn, empresaId: number, ahora: Date) {
  return { fecha: ahora.toISOString(), fechaNegocio: diaOperativo(ahora, await inicioCicloDe(conn, empresaId)) };
}

/**
 * Sends goods to another station of the business (ENVIADO): the origin's stock moves into its EN TRÁNSITO warehouse
 * at the average cost; the destination station and warehouse wait in the document until it is received.
 */
export async function enviarTrasladoPdv(
  conn: Conn,
  d: TDocumentoForm & { empresa_destino_id?: number | undefined },
  ctx: { negocioId: number; usuarioId: number; ahora?: Date },
): Promise<{ id: number; consecutivo: number; repetido: boolean }> {
  const uuid = d.uuid?.toLowerCase() ?? null;
  if (uuid !== null) {
    await conn.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`movimientos_inventario|uuid|${d.empresa_id}|${uuid}`}))`);
    const previo = await fila<{ id: number; consecutivo: number }>(
      conn,
      sql`SELECT id, consecutivo FROM movimientos_inventario WHERE empresa_id = ${d.empresa_id} AND uuid = ${uuid}::uuid AND tipo = 'TRASLADO_PDV'`,
    );
    if (previo) return { id: Number(previo.id), consecutivo: Number(previo.consecutivo), repetido: true };
  }
  const ahora = ctx.ahora ?? new Date();
  const instante = d.fecha ? instanteBogota(d.fecha) : ahora;
  if (instante.getTime() > ahora.getTime() + 60_000) throw campo('fecha', M.fechaFutura);
  if (!d.empresa_destino_id || d.empresa_destino_id === d.empresa_id) throw campo('empresa_destino_id', M.estacionDestinoIgual);
  if (!d.bodega_destino_id) throw campo('bodega_destino_id', MENSAJES.campoObligatorioCorto);
  const ok = await fila<{ origen: boolean; destino: boolean; estacion: boolean; ajenos: number }>(
    conn,
    sql`SELECT EXISTS (SELECT 1 FROM bodegas WHERE id = ${d.bodega_id} AND empresa_id = ${d.empresa_id} AND estado = 'A') AS origen,
               EXISTS (SELECT 1 FROM bodegas WHERE id = ${d.bodega_destino_id} AND empresa_id = ${d.empresa_destino_id} AND estado = 'A') AS destino,
               EXISTS (SELECT 1 FROM empresas WHERE id = ${d.empresa_destino_id} AND negocio_id = ${ctx.negocioId} AND tipo = 3) AS estacion,
               (SELECT count(*)::int FROM unnest(${enteros(d.lineas.map((l) => l.producto_id))}::int[]) x
                 WHERE NOT EXISTS (SELECT 1 FROM productos WHERE id = x AND negocio_id = ${ctx.negocioId})) AS ajenos`,
  );
  if (!ok!.origen) throw campo('bodega_id', M.bodegaOtraEstacion);
  if (!ok!.estacion) throw campo('empresa_destino_id', M.estacionDestinoOtroNegocio);
  if (!ok!.destino) throw campo('bodega_destino_id', M.bodegaOtraEstacion);
  if (ok!.ajenos > 0) throw campo('lineas', M.productoNoExiste);
  const cero = d.lineas.findIndex((l) => l.cantidad <= 0);
  if (cero >= 0) throw campo(`lineas.${cero}.cantidad`, MENSAJES.valorNoValido);
  const transito = await bodegaTransito(conn, d.empresa_id);
  const nuevo = await registrarDocumento(conn, {
    empresaId: d.empresa_id,
    uuid,
    tipo: 'TRASLADO_PDV',
    fecha: instante.toISOString(),
    fechaNegocio: diaOperativo(instante, await inicioCicloDe(conn, d.empresa_id)),
    tipoNegocio: d.tipo_negocio,
    bodegaId: d.bodega_id,
    bodegaDestinoId: transito,
    concepto: d.concepto?.toUpperCase() ?? null,
    observaciones: d.observaciones ?? null,
    datos: { empresa_destino_id: d.empresa_destino_id, bodega_final_id: d.bodega_destino_id },
    usuarioId: ctx.usuarioId,
    permitirNegativo: await permiteNegativo(conn, d.empresa_id),
    lineas: d.lineas.map((l) => ({ productoId: l.producto_id, cantidad: aEntero(l.cantidad, 3) })),
  });
  await conn.execute(sql`UPDATE movimientos_inventario SET estado = 'ENVIADO' WHERE id = ${nuevo.id}`);
  return { ...nuevo, repetido: false };
}

interface Envio {
  empresa_id: number;
  estado: string;
  consecutivo: number;
  tipo_negocio: 'S' | 'K' | 'C';
  bodega_id: number;
  bodega_destino_id: number;
  empresa_destino_id: number;
  bodega_final_id: number;
  usuario_id: number | null;
}

/** Locks a transfer between stations; 404 when it is not one. */
export async function envioBloqueado(conn: Conn, id: number): Promise<Envio> {
  const e = await fila<Envio>(
    conn,
    sql`SELECT empresa_id, estado, consecutivo, tipo_negocio, bodega_id, bodega_destino_id, (datos->>'empresa_destino_id')::int AS empresa_destino_id,
               (datos->>'bodega_final_id')::int AS bodega_final_id, usuario_id
          FROM movimientos_inventario WHERE id = ${id} AND tipo = 'TRASLADO_PDV' AND datos ? 'empresa_destino_id' FOR UPDATE`,
  );
  if (!e) throw notFound(M.documentoNoExiste);
  return e;
}

/**
 * The destination station receives a transfer (letter A): the received quantities (≤ sent) move from the origin's
 * EN TRÁNSITO warehouse into the destination warehouse, as a document of the destination; what did not arrive leaves
 * the transit warehouse as `SALIDA POR FALTANTE EN TRASLADO` at the origin. The transfer is locked first, so two
 * users receiving it at once move the stock once (the second finds it RECIBIDO).
 */
export async function recibirTrasladoPdv(
  conn: Conn,
  id: number,
  lineas: readonly { producto_id: number; cantidad: number }[],
  ctx: { alcance: ReadonlySet<number>; usuarioId: number; ahora?: Date },
): Promise<{ id: number; consecutivo: number }> {
  const e = await envioBloqueado(conn, id);
  if (!ctx.alcance.has(e.empresa_destino_id)) throw new AppError(403, MENSAJES.empresaFueraDeAlcance);
  if (e.estado !== 'ENVIADO') throw badRequest(M.trasladoNoEnviado);
  const enviadas = await filas<{ producto_id: number; cantidad: string }>(
    conn,
    sql`SELECT producto_id, sum(cantidad)::text AS cantidad FROM movimientos_inventario_detalles WHERE movimiento_id = ${id} GROUP BY producto_id ORDER BY producto_id`,
  );
  const recibido = new Map<number, number>();
  for (const l of lineas) recibido.set(l.producto_id, (recibido.get(l.producto_id) ?? 0) + aEntero(l.cantidad, 3));
  const enviado = new Map(enviadas.map((x) => [x.producto_id, volumen(x.cantidad)]));
  for (const [i, l] of lineas.entries())
    if (!enviado.has(l.producto_id) || recibido.get(l.producto_id)! > enviado.get(l.producto_id)!)
      throw campo(`lineas.${i}.cantidad`, M.recibidoSuperaEnviado);
  const ahora = ctx.ahora ?? new Date();
  const llegan = [...recibido].filter(([, c]) => c > 0).map(([productoId, cantidad]) => ({ productoId, cantidad }));
  const faltan = [...enviado]
    .map(([productoId, c]) => ({ productoId, cantidad: c - (recibido.get(productoId) ?? 0) }))
    .filter((x) => x.cantidad > 0);
  let recepcion: { id: number; consecutivo: number } | null = null;
  if (llegan.length > 0)
    recepcion = await registrarDocumento(conn, {
      empresaId: e.empresa_destino_id,
      tipo: 'TRASLADO_PDV',
      ...(await fechas(conn, e.empresa_destino_id, ahora)),
      tipoNegocio: e.tipo_negocio,
      bodegaId: e.bodega_destino_id,
      bodegaDestinoId: e.bodega_final_id,
      concepto: `RECIBO TRASLADO ${e.consecutivo}`,
      datos: { traslado_id: id },
      usuarioId: ctx.usuarioId,
      permitirNegativo: true,
      lineas: llegan,
    });
  let faltante: { id: number } | null = null;
  if (faltan.length > 0)
    faltante = await registrarDocumento(conn, {
      empresaId: e.empresa_id,
      tipo: 'SALIDA',
      ...(await fechas(conn, e.empresa_id, ahora)),
      tipoNegocio: e.tipo_negocio,
      bodegaId: e.bodega_destino_id,
      concepto: CONCEPTO_FALTANTE,
      datos: { traslado_id: id },
      usuarioId: ctx.usuarioId,
      permitirNegativo: true,
      lineas: faltan,
    });
  await conn.execute(sql`
    UPDATE movimientos_inventario SET estado = 'RECIBIDO',
           datos = datos || jsonb_build_object('recepcion_id', ${recepcion?.id ?? null}::bigint, 'faltante_id', ${faltante?.id ?? null}::bigint,
                                                'recibido_por', ${ctx.usuarioId}::int)
     WHERE id = ${id}`);
  return recepcion ?? { id, consecutivo: Number(e.consecutivo) };
}

/** Transfers between stations that concern a station: what it sent and what is coming to it (`entrantes`). */
export async function listarTrasladosPdv(
  conn: Conn,
  alcance: ReadonlySet<number>,
  q: { empresa_id: number; entrantes?: boolean | undefined; estado?: string | undefined },
): Promise<TTrasladoPdvFila[]> {
  const lado = q.entrantes ? sql`(m.datos->>'empresa_destino_id')::int = ${q.empresa_id}` : sql`m.empresa_id = ${q.empresa_id}`;
  return filas<TTrasladoPdvFila>(
    conn,
    sql`SELECT m.id::int AS id, m.empresa_id, eo.alias AS estacion_origen, (m.datos->>'empresa_destino_id')::int AS empresa_destino_id,
               ed.alias AS estacion_destino, m.consecutivo, ${textoInstante(sql`m.fecha`)} AS fecha, m.estado, m.tipo_negocio, bo.descripcion AS bodega_origen,
               bf.descripcion AS bodega_destino, m.total::float8 AS total
          FROM movimientos_inventario m JOIN empresas eo ON eo.id = m.empresa_id JOIN bodegas bo ON bo.id = m.bodega_id
          JOIN empresas ed ON ed.id = (m.datos->>'empresa_destino_id')::int JOIN bodegas bf ON bf.id = (m.datos->>'bodega_final_id')::int
         WHERE m.tipo = 'TRASLADO_PDV' AND m.datos ? 'empresa_destino_id' AND ${lado}
           AND (m.empresa_id = ANY(${enteros(alcance)}::int[]) OR (m.datos->>'empresa_destino_id')::int = ANY(${enteros(alcance)}::int[]))
           ${q.estado ? sql`AND m.estado = ${q.estado}` : sql``}
         ORDER BY m.fecha DESC, m.id DESC LIMIT 500`,
  );
}
