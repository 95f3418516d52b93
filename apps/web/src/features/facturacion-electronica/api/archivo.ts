import { APLICACION_ID, VERSION_APP } from '@eds/contracts/constantes';
import { ApiError } from '../../../lib/api-client';
import { urlServicio } from '../../../lib/servicios';
import { leerToken, quitarToken } from '../../../lib/sesion-almacen';
import { notificarSesionCaducada } from '../../../lib/sesion-eventos';

/**
 * A lazo-lite call that answers a file (a signed XML): the file and its name from content-disposition. A refusal
 * carries the JSON envelope the other calls answer; an expired session is handled as the API client handles it.
 */
export async function pedirArchivo(ruta: string): Promise<{ archivo: Blob; nombre: string }> {
  const token = leerToken();
  const cabeceras: Record<string, string> = { versionapp: VERSION_APP, aplicacion: APLICACION_ID };
  if (token) cabeceras.Authorization = `Bearer ${token}`;
  let respuesta: Response;
  try {
    respuesta = await fetch(urlServicio('lazoLite', ruta), { headers: cabeceras });
  } catch {
    throw new ApiError(0, '');
  }
  if (respuesta.status === 205 || (respuesta.status === 401 && token)) {
    quitarToken();
    notificarSesionCaducada();
    throw new ApiError(respuesta.status, '');
  }
  if (!respuesta.ok) {
    const error = (await respuesta.json().catch(() => ({}))) as { mensaje?: string };
    throw new ApiError(respuesta.status, error.mensaje ?? '', []);
  }
  const nombre = /filename="([^"]+)"/.exec(respuesta.headers.get('content-disposition') ?? '')?.[1] ?? 'documento.xml';
  return { archivo: await respuesta.blob(), nombre };
}
