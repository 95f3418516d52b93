import { z } from 'zod';
import { envelope } from '@eds/contracts/envelope';
import {
  ZArchivoReporte,
  ZTrabajoReporte,
  type DefinicionReporte,
  type FormatoReporte,
  type TTrabajoReporte,
} from '@eds/contracts/reportes/motor';
import { ApiError, solicitar } from '../../../lib/api-client';
import { urlServicio } from '../../../lib/servicios';
import { leerToken } from '../../../lib/sesion-almacen';
import type { TCuerpoPantalla } from '../lib/consulta-url';

/** 201: the file is ready at `url`; 202: it builds as a job (the engine's threshold is 30 s). */
const ZRespuesta = envelope(z.union([ZArchivoReporte, ZTrabajoReporte]));
const ZEstado = envelope(ZTrabajoReporte);

/** Reports the bytes received while a file downloads. */
export type AvisoDescarga = (bytes: number) => void;

/**
 * An export: the report call with `formato` makes the server check the scope, the module and the PDF's row limit and
 * build the file. Answers the file's link when it was ready within the threshold, else the job that goes on building.
 */
export async function pedirExportacion(
  d: DefinicionReporte,
  cuerpo: TCuerpoPantalla,
  formato: FormatoReporte,
): Promise<{ url: string; filename: string } | TTrabajoReporte> {
  const { data } = await solicitar(`/api/reportes/v1/${d.ruta}`, {
    metodo: 'POST',
    cuerpo: { ...cuerpo, pagina: undefined, tamano: undefined, formato },
    servicio: 'report',
    esquema: ZRespuesta,
  });
  return data;
}

/** How far a job got (rows written, bytes) and, once ready, its file's link. */
export async function estadoTrabajo(id: string): Promise<TTrabajoReporte> {
  const { data } = await solicitar(`/api/reportes/v1/trabajos/${id}`, { servicio: 'report', esquema: ZEstado });
  return data;
}

/** Downloads a finished file with the session's token, counting its bytes as they arrive. */
export async function descargarExportacion(
  url: string,
  nombre: string,
  progreso: AvisoDescarga,
): Promise<{ archivo: Blob; nombre: string }> {
  const token = leerToken();
  const respuesta = await fetch(urlServicio('report', url), { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!respuesta.ok || !respuesta.body) {
    const cuerpoError = (await respuesta.json().catch(() => ({}))) as { mensaje?: string };
    throw new ApiError(respuesta.status, cuerpoError.mensaje ?? '');
  }
  const lector = respuesta.body.getReader();
  const partes: Uint8Array[] = [];
  let bytes = 0;
  for (;;) {
    const { done, value } = await lector.read();
    if (done) break;
    partes.push(value);
    bytes += value.byteLength;
    progreso(bytes);
  }
  const tipo = respuesta.headers.get('content-type') ?? 'application/octet-stream';
  return { archivo: new Blob(partes as BlobPart[], { type: tipo }), nombre };
}
