import { TIPO_EMPRESA } from '@eds/contracts/constantes';
import type { TUsuarioSesion } from '@eds/contracts/sesion';

/**
 * The business company (type 1) a new regional is linked to: the user's own company when it is the business,
 * else the business among its ancestors. Null when the user's scope does not reach it (the server would refuse).
 */
export function empresaNegocio(usuario: Pick<TUsuarioSesion, 'empresas_id' | 'tipo_empresa' | 'padres'>): number | null {
  if (usuario.tipo_empresa === TIPO_EMPRESA.NEGOCIO) return usuario.empresas_id;
  return usuario.padres.find((p) => p.tipo === TIPO_EMPRESA.NEGOCIO)?.id ?? null;
}
