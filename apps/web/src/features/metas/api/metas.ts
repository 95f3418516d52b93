import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { TEstadoRegistro } from '@eds/contracts/configuracion/catalogo';
import { envelope, envelopePaginado } from '@eds/contracts/envelope';
import {
  ZDistribucion,
  ZMeta,
  ZOpcionesMeta,
  type TMetaEdicion,
  type TMetaGuardar,
  type ZDistribucionQuery,
} from '@eds/contracts/metas/metas';
import { ZIdRegistro, ZSinDatos } from '@eds/contracts/respuestas';
import { parametrosConsulta, type ConsultaLista } from '../../../components/lista/consulta-lista';
import { solicitar } from '../../../lib/api-client';

export type ConsultaMetas = ConsultaLista & { empresa_id?: number | null };

/** Query keys of the goals, from one factory: a write refreshes every list at once. */
export const clavesMetas = {
  todo: ['metas'] as const,
  lista: (consulta: ConsultaMetas) => ['metas', 'lista', consulta] as const,
  opciones: ['metas', 'opciones'] as const,
};

/** GET /api/meta: one page of the goals of the user's stations (or of `empresa_id`), with the total. */
export function listarMetas(consulta: ConsultaMetas, signal?: AbortSignal) {
  return solicitar(`/api/meta${parametrosConsulta({ ...consulta })}`, { esquema: envelopePaginado(ZMeta), signal });
}

export const metasQueryOptions = (consulta: ConsultaMetas) =>
  queryOptions({ queryKey: clavesMetas.lista(consulta), queryFn: ({ signal }) => listarMetas(consulta, signal) });

/** GET /api/meta/opciones: the fuels and shop categories a goal may be for. */
export function useOpcionesMeta() {
  return useQuery({
    queryKey: clavesMetas.opciones,
    queryFn: ({ signal }) => solicitar('/api/meta/opciones', { esquema: envelope(ZOpcionesMeta), signal }).then((r) => r.data),
    staleTime: 10 * 60_000,
  });
}

/** POST /api/meta/distribucion: the split a goal would get (the MANUAL editor starts from it). */
export const calcularDistribucion = (cuerpo: z.input<typeof ZDistribucionQuery>) =>
  solicitar('/api/meta/distribucion', { metodo: 'POST', cuerpo, esquema: envelope(ZDistribucion) }).then((r) => r.data.dias);

/** POST /api/meta: 'Registro creado correctamente'. */
export const crearMeta = (meta: TMetaGuardar) => solicitar('/api/meta', { metodo: 'POST', cuerpo: meta, esquema: envelope(ZIdRegistro) });
/** PUT /api/meta (id in the body): 'Registro editado correctamente'. */
export const editarMeta = (meta: TMetaEdicion) => solicitar('/api/meta', { metodo: 'PUT', cuerpo: meta, esquema: envelope(ZSinDatos) });
/** PUT /api/meta/{id}/{A|I}. */
export const cambiarEstadoMeta = ({ id, estado }: { id: number; estado: TEstadoRegistro }) =>
  solicitar(`/api/meta/${id}/${estado}`, { metodo: 'PUT', esquema: envelope(ZSinDatos) });
/** DELETE /api/meta/{id}. */
export const eliminarMeta = (id: number) => solicitar(`/api/meta/${id}`, { metodo: 'DELETE', esquema: envelope(ZSinDatos) });

function useEscritura<A, R>(fn: (a: A) => Promise<R>) {
  const cliente = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => cliente.invalidateQueries({ queryKey: clavesMetas.todo }) });
}

export const useCrearMeta = () => useEscritura(crearMeta);
export const useEditarMeta = () => useEscritura(editarMeta);
export const useCambiarEstadoMeta = () => useEscritura(cambiarEstadoMeta);
export const useEliminarMeta = () => useEscritura(eliminarMeta);
