import type { z } from 'zod';
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

/** A call that names its answer's contract: the answer is typed from it and, in development, checked against it. */
export interface OpcionesConEsquema<S extends z.ZodType> extends OpcionesSolicitud {
  /**
   * The answer's zod schema from packages/contracts (the whole envelope). Answer schemas do not transform. A call
   * made from the sign-in page's first chunk gives a loader instead (`() => import(…)`), fetched only where answers
   * are checked, so production carries no zod there (docs/decisions/020a-sign-in-first-paint.md).
   */
  esquema: S | (() => Promise<S>);
}

/** The answer broke its contract: the client and the server disagree. Thrown only in tests. */
export class ErrorContrato extends Error {
  constructor(ruta: string, detalle: string) {
    super(`The answer of ${ruta} does not match its contract:\n${detalle}`);
    this.name = 'ErrorContrato';
  }
}

/**
 * In development every answer with a schema is checked, so a server that drifts from the contract is
 * seen at once: loudly in the console, and as a failure in tests. Production builds skip the check
 * (the answer is used as it came), so both behave the same when the contract holds.
 */
async function verificarContrato(ruta: string, contrato: z.ZodType | (() => Promise<z.ZodType>), cuerpo: unknown): Promise<void> {
  if (!import.meta.env.DEV) return;
  const esquema = typeof contrato === 'function' ? await contrato() : contrato;
  const r = esquema.safeParse(cuerpo);
  if (r.success) return;
  const detalle = r.error.issues.map((i) => `  ${i.path.join('.') || '(raíz)'}: ${i.message}`).join('\n');
  const error = new ErrorContrato(ruta, detalle);
  console.error(error.message, cuerpo);
  if (import.meta.env.MODE === 'test') throw error;
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
 * spec into the expiry notice: 205 always, 401 when the call carried a token. Given the answer's
 * schema (`esquema`), the answer is typed from it and checked in development.
 */
export async function solicitar<S extends z.ZodType>(ruta: string, opciones: OpcionesConEsquema<S>): Promise<z.infer<S>>;
/** A call without a contract yet: the caller names the answer's type. */
export async function solicitar<T>(ruta: string, opciones?: OpcionesSolicitud): Promise<T>;
export async function solicitar(
  ruta: string,
  opciones: OpcionesSolicitud & { esquema?: z.ZodType | (() => Promise<z.ZodType>) } = {},
): Promise<unknown> {
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
  if (opciones.esquema) await verificarContrato(ruta, opciones.esquema, cuerpo);
  return cuerpo;
}
