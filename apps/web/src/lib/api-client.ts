import type { TErrorCampo } from '@eds/contracts/envelope';
import { APLICACION_ID, VERSION_APP } from '@eds/contracts/constantes';
import { urlServicio, type Servicio } from './servicios';
import { leerToken, quitarToken } from './sesion-almacen';
import { notificarSesionCaducada } from './sesion-eventos';

/** Every failed call ends in this one error type: the status, the server's mensaje and field errors. */
export class ApiError extends Error {
  readonly status: number;
  readonly mensaje: string;
  readonly errores: TErrorCampo[];

  constructor(status: number, mensaje: string, errores: TErrorCampo[] = []) {
    super(mensaje || `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.mensaje = mensaje;
    this.errores = errores;
  }

  /** The request never got an answer (network down, server unreachable). */
  get sinRespuesta(): boolean {
    return this.status === 0;
  }

  /** The session expired while the call was made; the shell already shows the notice. */
  get sesionCaducada(): boolean {
    return this.status === 205 || this.status === 401;
  }

  /** The message a user should read: the first field message, else the server's message. */
  mensajeParaUsuario(respaldo: string): string {
    return this.errores[0]?.mensaje || this.mensaje || respaldo;
  }
}

export type Metodo = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface OpcionesSolicitud {
  metodo?: Metodo;
  cuerpo?: unknown;
  cabeceras?: Record<string, string>;
  servicio?: Servicio;
  /** Calls made without a session (sign-in, domain, password reset): a 401 there is an answer, not an expiry. */
  publica?: boolean;
  signal?: AbortSignal;
}

async function leerCuerpo(respuesta: Response): Promise<unknown> {
  const texto = await respuesta.text();
  if (!texto) return undefined;
  try {
    return JSON.parse(texto) as unknown;
  } catch {
    return undefined;
  }
}

function comoError(status: number, cuerpo: unknown): ApiError {
  const c = (cuerpo ?? {}) as { mensaje?: unknown; mensajeError?: unknown; errores?: unknown; errors?: unknown };
  const mensaje = typeof c.mensaje === 'string' ? c.mensaje : typeof c.mensajeError === 'string' ? c.mensajeError : '';
  const lista = Array.isArray(c.errores) ? c.errores : Array.isArray(c.errors) ? c.errors : [];
  const errores = lista.filter((e): e is TErrorCampo => typeof e === 'object' && e !== null && 'mensaje' in e);
  return new ApiError(status, mensaje, errores);
}

/**
 * The one API client. Adds the bearer token, sends JSON, and turns the session statuses of the
 * spec into the expiry notice: 205 always, 401 when the call carried a token.
 */
export async function solicitar<T>(ruta: string, opciones: OpcionesSolicitud = {}): Promise<T> {
  const token = opciones.publica ? null : leerToken();
  const cabeceras: Record<string, string> = { versionapp: VERSION_APP, aplicacion: APLICACION_ID, ...opciones.cabeceras };
  if (token) cabeceras.Authorization = `Bearer ${token}`;
  if (opciones.cuerpo !== undefined) cabeceras['Content-Type'] = 'application/json';

  let respuesta: Response;
  try {
    respuesta = await fetch(urlServicio(opciones.servicio ?? 'century', ruta), {
      method: opciones.metodo ?? 'GET',
      headers: cabeceras,
      body: opciones.cuerpo === undefined ? undefined : JSON.stringify(opciones.cuerpo),
      signal: opciones.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    console.error('request failed', ruta, error);
    throw new ApiError(0, '');
  }

  if (respuesta.status === 205 || (respuesta.status === 401 && token)) {
    quitarToken();
    notificarSesionCaducada();
    throw new ApiError(respuesta.status, '');
  }
  const cuerpo = await leerCuerpo(respuesta);
  if (!respuesta.ok) throw comoError(respuesta.status, cuerpo);
  return cuerpo as T;
}
