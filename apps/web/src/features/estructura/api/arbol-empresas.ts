import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { envelope } from '@eds/contracts/envelope';
import { ZRespuestaHijos, type TEmpresaNodo } from '@eds/contracts/empresa';
import { ZEmpresa } from '@eds/contracts/empresa/empresas';
import type { TMoverEmpresa } from '@eds/contracts/empresa/operacion';
import type { TEstadoRegistro } from '@eds/contracts/configuracion/catalogo';
import { LIMITE_MAXIMO } from '@eds/contracts/paginacion';
import { ZSinDatos } from '@eds/contracts/respuestas';
import { solicitar } from '../../../lib/api-client';

/** Query keys under 'empresa', so a write of the stations screens refreshes the tree too. */
export const clavesEstructura = {
  todo: ['empresa'] as const,
  arbol: (empresaId: number) => ['empresa', 'arbol', empresaId] as const,
};

const ZRaiz = envelope(ZEmpresa);

/**
 * The company tree under the user's company: the company itself (GET /api/empresa/{id}) and every descendant in
 * its scope, active or not (GET /api/empresa/obtener-hijo/dominio_id/{id}, page by page).
 */
export async function arbolEmpresas(empresaId: number, signal?: AbortSignal): Promise<TEmpresaNodo[]> {
  const raiz = await solicitar(`/api/empresa/${empresaId}`, { esquema: ZRaiz, signal }).then((r) => r.data);
  const hijos: TEmpresaNodo[] = [];
  for (let desde = 0; ; desde += LIMITE_MAXIMO) {
    const r = await solicitar(`/api/empresa/obtener-hijo/dominio_id/${empresaId}?limite=${LIMITE_MAXIMO}&desde=${desde}`, {
      esquema: ZRespuestaHijos,
      signal,
    });
    hijos.push(...r.hijos);
    if (hijos.length >= r.paginacion.total || r.hijos.length === 0) break;
  }
  const { id, alias, nombre, razon_social, tipo, empresas_id, estado, ciudad, departamento, pais } = raiz;
  return [{ id, alias, nombre, razon_social, tipo, empresas_id, estado, ciudad, departamento, pais }, ...hijos];
}

export const arbolQueryOptions = (empresaId: number) =>
  queryOptions({ queryKey: clavesEstructura.arbol(empresaId), queryFn: ({ signal }) => arbolEmpresas(empresaId, signal) });

export function useArbolEmpresas(empresaId: number) {
  return useQuery(arbolQueryOptions(empresaId));
}

/** PUT /api/empresa/mover: refused under the company itself or a descendant ('Una empresa no puede depender...'). */
export function moverEmpresa(cuerpo: TMoverEmpresa) {
  return solicitar('/api/empresa/mover', { metodo: 'PUT', cuerpo, esquema: envelope(ZSinDatos) });
}

export function useMoverEmpresa() {
  const cliente = useQueryClient();
  return useMutation({ mutationFn: moverEmpresa, onSettled: () => cliente.invalidateQueries({ queryKey: clavesEstructura.todo }) });
}

/** PUT /api/empresa/{id}/{A|I}: 'REGISTRO ACTIVADO/INACTIVADO CORRECTAMENTE'. */
export function cambiarEstadoEmpresa({ id, estado }: { id: number; estado: TEstadoRegistro }) {
  return solicitar(`/api/empresa/${id}/${estado}`, { metodo: 'PUT', cuerpo: {}, esquema: envelope(ZSinDatos) });
}

export function useCambiarEstadoEmpresa() {
  const cliente = useQueryClient();
  return useMutation({ mutationFn: cambiarEstadoEmpresa, onSuccess: () => cliente.invalidateQueries({ queryKey: clavesEstructura.todo }) });
}
