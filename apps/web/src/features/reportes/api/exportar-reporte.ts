import { envelope } from '@eds/contracts/envelope';
import { ZArchivoReporte, type DefinicionReporte, type FormatoReporte } from '@eds/contracts/reportes/motor';
import { ApiError, solicitar } from '../../../lib/api-client';
import { urlServicio } from '../../../lib/servicios';
import { leerToken } from '../../../lib/sesion-almacen';
import type { TCuerpoPantalla } from '../lib/consulta-url';

const ZRespuesta = envelope(ZArchivoReporte);

/** Reports the bytes received while a file downloads. */
export type AvisoDescarga = (bytes: number) => void;

/**
 * An export: the report call with `formato` answers 201 with the file's link and name (the server checks the scope,
 * the module and the PDF's row limit first); the file is then built by the server while it downloads, with the same
 * session, and its bytes are counted as they arrive.
 */
export async function exportarReporte(
  d: DefinicionReporte,
  cuerpo: TCuerpoPantalla,
  formato: FormatoReporte,
  progreso: AvisoDescarga,
): Promise<{ archivo: Blob; nombre: string }> {
  const { data } = await solicitar(`/api/reportes/v1/${d.ruta}`, {
    metodo: 'POST',
    cuerpo: { ...cuerpo, pagina: undefined, tamano: undefined, formato },
    servicio: 'report',
    esquema: ZRespuesta,
  });
  const token = leerToken();
  const respuesta = await fetch(urlServicio('report', data.url), { headers: token ? { Authorization: `Bearer ${token}` } : {} });
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
  return { archivo: new Blob(partes as BlobPart[], { type: tipo }), nombre: data.filename };
}
