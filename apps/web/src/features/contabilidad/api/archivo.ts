import { APLICACION_ID, VERSION_APP } from '@eds/contracts/constantes';
import { ApiError } from '../../../lib/api-client';
import { urlServicio } from '../../../lib/servicios';
import { leerToken, quitarToken } from '../../../lib/sesion-almacen';
import { notificarSesionCaducada } from '../../../lib/sesion-eventos';

export interface ArchivoDescargado {
  archivo: Blob;
  nombre: string;
  /** `x-enviados`: how many vouchers a send recorded ENVIADO. */
  enviados: number;
}

/**
 * A call that answers a file (the voucher export): the file, its name from content-disposition and the count of
 * vouchers sent. A refusal carries the JSON envelope the other calls answer; an expired session is handled as
 * the API client handles it.
 */
export async function pedirArchivo(ruta: string, cuerpo?: unknown): Promise<ArchivoDescargado> {
  const token = leerToken();
  const cabeceras: Record<string, string> = { versionapp: VERSION_APP, aplicacion: APLICACION_ID };
  if (token) cabeceras.Authorization = `Bearer ${token}`;
  if (cuerpo !== undefined) cabeceras['Content-Type'] = 'application/json';
  let respuesta: Response;
  try {
    respuesta = await fetch(urlServicio('sapIntegration', ruta), {
      method: cuerpo === undefined ? 'GET' : 'POST',
      headers: cabeceras,
      body: cuerpo === undefined ? undefined : JSON.stringify(cuerpo),
    });
  } catch {
    throw new ApiError(0, '');
  }
  if (respuesta.status === 205 || (respuesta.status === 401 && token)) {
    quitarToken();
    notificarSesionCaducada();
    throw new ApiError(respuesta.status, '');
  }
  if (!respuesta.ok) {
    const error = (await respuesta.json().catch(() => ({}))) as { mensaje?: string; errores?: { campo: string; mensaje: string }[] };
    throw new ApiError(respuesta.status, error.mensaje ?? '', Array.isArray(error.errores) ? error.errores : []);
  }
  const disposicion = respuesta.headers.get('content-disposition') ?? '';
  const nombre = /filename="([^"]+)"/.exec(disposicion)?.[1] ?? 'comprobantes';
  return { archivo: await respuesta.blob(), nombre, enviados: Number(respuesta.headers.get('x-enviados') ?? 0) };
}
