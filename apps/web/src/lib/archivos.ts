import { APLICACION_ID, VERSION_APP } from '@eds/contracts/constantes';
import { ApiError } from './api-client';
import { urlServicio, type Servicio } from './servicios';
import { leerToken, quitarToken } from './sesion-almacen';
import { notificarSesionCaducada } from './sesion-eventos';

/** A file a call answered: its bytes, its name (from content-disposition, else the caller's default) and the headers. */
export interface ArchivoRecibido {
  archivo: Blob;
  nombre: string;
  cabeceras: Headers;
}

/** The file name of a content-disposition header: `attachment; filename="entrada_5.pdf"` → entrada_5.pdf. */
export function nombreDeDisposicion(disposicion: string | null, respaldo: string): string {
  return /filename="([^"]+)"/.exec(disposicion ?? '')?.[1] ?? respaldo;
}

/**
 * A call that answers a file (a document's PDF, an import template, a signed XML, a voucher export): a GET, or a POST
 * of `cuerpo` as JSON. A refusal carries the JSON envelope the other calls answer (its mensaje and field errors reach
 * the ApiError); an expired session is handled as the API client handles it.
 */
export async function pedirArchivo(
  ruta: string,
  { respaldo = 'archivo', servicio = 'century', cuerpo }: { respaldo?: string; servicio?: Servicio; cuerpo?: unknown } = {},
): Promise<ArchivoRecibido> {
  const token = leerToken();
  const cabeceras: Record<string, string> = { versionapp: VERSION_APP, aplicacion: APLICACION_ID };
  if (token) cabeceras.Authorization = `Bearer ${token}`;
  if (cuerpo !== undefined) cabeceras['Content-Type'] = 'application/json';
  let respuesta: Response;
  try {
    respuesta = await fetch(urlServicio(servicio, ruta), {
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
  return {
    archivo: await respuesta.blob(),
    nombre: nombreDeDisposicion(respuesta.headers.get('content-disposition'), respaldo),
    cabeceras: respuesta.headers,
  };
}
