import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ZGrupoPromocion, ZProductoPromocion, ZPromocion, type TPromocionesQuery, type TPromocionForm } from '@eds/contracts/comercial';
import type { TEstadoRegistro } from '@eds/contracts/configuracion/catalogo';
import { envelope, envelopePaginado } from '@eds/contracts/envelope';
import type { TipoNegocio } from '@eds/contracts/operacion';
import { ZIdRegistro, ZSinDatos } from '@eds/contracts/respuestas';
import { parametrosConsulta, type ConsultaLista } from '../../../components/lista/consulta-lista';
import { solicitar } from '../../../lib/api-client';

export type ConsultaPromociones = ConsultaLista & Pick<TPromocionesQuery, 'negocio'> & { empresa_id?: number | null };

/** Query keys of the promotions, from one factory: a write refreshes every list at once. */
export const clavesPromociones = {
  todo: ['promociones'] as const,
  lista: (consulta: ConsultaPromociones) => ['promociones', 'lista', consulta] as const,
  productos: (negocio: TipoNegocio) => ['promociones', 'productos', negocio] as const,
  grupos: ['promociones', 'grupos'] as const,
};

/** GET /api/promocion: one page of the business's promotions reaching the user's stations, of one business type. */
export function listarPromociones(consulta: ConsultaPromociones, signal?: AbortSignal) {
  return solicitar(`/api/promocion${parametrosConsulta({ ...consulta })}`, { esquema: envelopePaginado(ZPromocion), signal });
}

export const promocionesQueryOptions = (consulta: ConsultaPromociones) =>
  queryOptions({ queryKey: clavesPromociones.lista(consulta), queryFn: ({ signal }) => listarPromociones(consulta, signal) });

/** GET /api/promocion/productos/{negocio}: the active products a promotion of the business type may hold. */
export function useProductosPromocion(negocio: TipoNegocio) {
  return useQuery({
    queryKey: clavesPromociones.productos(negocio),
    queryFn: ({ signal }) =>
      solicitar(`/api/promocion/productos/${negocio}`, { esquema: envelope(z.array(ZProductoPromocion)), signal }).then((r) => r.data),
    staleTime: 5 * 60_000,
  });
}

/** GET /api/promocion/grupos: the business's active product groups a promotion may reach (Productos or grupo). */
export function useGruposPromocion() {
  return useQuery({
    queryKey: clavesPromociones.grupos,
    queryFn: ({ signal }) =>
      solicitar('/api/promocion/grupos', { esquema: envelope(z.array(ZGrupoPromocion)), signal }).then((r) => r.data),
    staleTime: 5 * 60_000,
  });
}

/** POST /api/promocion/crear-promocion: 'Promoción creada correctamente'. */
export const crearPromocion = (p: TPromocionForm) =>
  solicitar('/api/promocion/crear-promocion', { metodo: 'POST', cuerpo: p, esquema: envelope(ZIdRegistro) });
/** PUT /api/promocion/editar-promocion (id in the body): 'Promoción editada correctamente'. */
export const editarPromocion = (p: TPromocionForm & { id: number }) =>
  solicitar('/api/promocion/editar-promocion', { metodo: 'PUT', cuerpo: p, esquema: envelope(ZIdRegistro) });
/** PUT /api/promocion/{id}/{A|I}. */
export const cambiarEstadoPromocion = ({ id, estado }: { id: number; estado: TEstadoRegistro }) =>
  solicitar(`/api/promocion/${id}/${estado}`, { metodo: 'PUT', esquema: envelope(ZSinDatos) });

function useEscritura<A, R>(fn: (a: A) => Promise<R>) {
  const cliente = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => cliente.invalidateQueries({ queryKey: clavesPromociones.todo }) });
}

export const useCrearPromocion = () => useEscritura(crearPromocion);
export const useEditarPromocion = () => useEscritura(editarPromocion);
export const useCambiarEstadoPromocion = () => useEscritura(cambiarEstadoPromocion);
