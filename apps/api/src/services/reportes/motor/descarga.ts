import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import type { FormatoReporte } from '@eds/contracts/reportes/motor';
import { MENSAJES_REPORTES as M } from '@eds/contracts/reportes/mensajes';
import { AppError } from '../../../lib/errors';

/** A download link lives this long: long enough to start it, short enough that a copied link goes stale. */
export const VIGENCIA_DESCARGA_MS = 10 * 60_000;

/** What a download link carries: the report, the body asked for (already validated) and the file's name. */
export interface PedidoDescarga {
  ruta: string;
  cuerpo: unknown;
  formato: FormatoReporte;
  archivo: string;
  sesionId: number;
  vence: number;
}

/**
 * Download links are stateless, so any instance serves them and nothing is stored: the request (compressed) and its
 * expiry, signed with HMAC-SHA256 under a key derived from the caller's own bearer token. The download call is
 * authenticated like any other, and the link only verifies with the token that asked for it: a link seen by someone
 * else (a log, a shared screen) is useless without that session, and it dies with the session or after ten minutes.
 */
const clave = (tokenSesion: string) => createHash('sha256').update(`eds-descarga-reporte:${tokenSesion}`).digest();

export function firmarDescarga(p: Omit<PedidoDescarga, 'vence'>, tokenSesion: string, ahora = Date.now()): string {
  const carga = deflateRawSync(Buffer.from(JSON.stringify({ ...p, vence: ahora + VIGENCIA_DESCARGA_MS }))).toString('base64url');
  const firma = createHmac('sha256', clave(tokenSesion)).update(carga).digest('base64url');
  return `${carga}.${firma}`;
}

/** The request of a download link, or 400 when it is not one this session signed, or it expired. */
export function leerDescarga(enlace: string, tokenSesion: string, sesionId: number, ahora = Date.now()): PedidoDescarga {
  const invalido = () => new AppError(400, M.descargaNoValida);
  const [carga, firma, ...resto] = enlace.split('.');
  if (!carga || !firma || resto.length > 0) throw invalido();
  const esperada = createHmac('sha256', clave(tokenSesion)).update(carga).digest();
  const recibida = Buffer.from(firma, 'base64url');
  if (recibida.length !== esperada.length || !timingSafeEqual(recibida, esperada)) throw invalido();
  let p: PedidoDescarga;
  try {
    p = JSON.parse(inflateRawSync(Buffer.from(carga, 'base64url'), { maxOutputLength: 1_000_000 }).toString('utf8')) as PedidoDescarga;
  } catch {
    throw invalido();
  }
  if (p.sesionId !== sesionId || !(p.vence > ahora)) throw invalido();
  return p;
}

/**
 * The report a link names, read before its signature is checked (which needs the report's module grant checked
 * first, so a user without it gets 403 whatever the link). Only used to choose the report; everything else waits
 * for `leerDescarga`.
 */
export function rutaDeDescarga(enlace: string): string {
  try {
    const p = JSON.parse(
      inflateRawSync(Buffer.from(enlace.split('.')[0], 'base64url'), { maxOutputLength: 1_000_000 }).toString('utf8'),
    ) as { ruta?: unknown };
    if (typeof p.ruta === 'string') return p.ruta;
  } catch {
    // Not a link of ours.
  }
  throw new AppError(400, M.descargaNoValida);
}
