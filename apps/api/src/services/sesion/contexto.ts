import type { TUsuarioSesion } from '@eds/contracts/sesion';

/** A company of the caller's scope, with its place in the tree. */
export interface EmpresaDeAlcance {
  id: number;
  alias: string;
  nombre: string;
  tipo: number;
  empresas_id: number | null;
  estado: string;
  negocio_id: number;
}

/** The session answer (sign-in, GET /api/v1/session) without the token and the expiry, which each request adds. */
export type UsuarioSesionBase = Omit<TUsuarioSesion, 'token' | 'fechavencimiento' | 'expired_pass'>;

/**
 * What a session may do and who it is: resolved at sign-in and again after every change of grants, user or company
 * tree (the session row's version says when), and held in memory by each instance (docs/decisions/015-session-cache.md).
 */
export interface AccesoSesion {
  usuarioId: number;
  personaId: number;
  empresaId: number;
  negocioId: number;
  tipo: number;
  /**
   * The platform operator (decision 059): writes what every business shares (POS versions and their rollout to any
   * business, GLOBAL parameters and definitions, the module tree, geography). Grants nothing on any business's data.
   */
  plataforma: boolean;
  usuario: string;
  /** Companies the user may read and write. */
  empresas: ReadonlySet<number>;
  /** The same companies with their place in the tree (the dashboard picks its stations from here, without a query). */
  alcance: ReadonlyMap<number, EmpresaDeAlcance>;
  /** Granted modules by id and by description, with their permission letters. */
  modulos: ReadonlyMap<number, ModuloConcedido>;
  modulosPorNombre: ReadonlyMap<string, ModuloConcedido>;
  usuarioSesion: UsuarioSesionBase;
}

/** The signed-in caller, attached to the request by the `autenticar` guard. */
export interface SesionActiva extends AccesoSesion {
  sesionId: number;
  /** The session row's version this access was resolved at. */
  version: number;
  expiraEn: Date;
}

export interface ModuloConcedido {
  id: number;
  descripcion: string;
  link: string | null;
  asignaciones: string;
}

export function tieneLetra(modulo: ModuloConcedido | undefined, letra: string): boolean {
  return modulo !== undefined && modulo.asignaciones.includes(letra);
}

/** The caller's grant of a module, by name or id. */
export function moduloConcedido(sesion: SesionActiva, modulo: string | number): ModuloConcedido | undefined {
  return typeof modulo === 'number' ? sesion.modulos.get(modulo) : sesion.modulosPorNombre.get(modulo);
}

/**
 * A business-level user: one whose own company is the business itself (the root of its company tree), so whose
 * scope is the whole business. What concerns every station at once (the mail outbox, prices for all stations)
 * is theirs only.
 */
export function esUsuarioDeNegocio(sesion: AccesoSesion): boolean {
  const propia = sesion.alcance.get(sesion.empresaId);
  return propia !== undefined && propia.empresas_id === null;
}
