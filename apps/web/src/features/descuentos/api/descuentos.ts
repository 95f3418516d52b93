import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TEstadoRegistro } from '@eds/contracts/configuracion/catalogo';
import { z } from 'zod';
import {
  ZDescuento,
  ZDescuentoManual,
  ZOpcionesDescuento,
  ZPerfilDescuentoManual,
  type TDescuentoGuardar,
} from '@eds/contracts/descuentos';
import { envelope, envelopePaginado } from '@eds/contracts/envelope';
import { ZIdRegistro, ZSinDatos } from '@eds/contracts/respuestas';
import { apiCatalogo } from '../../../components/catalogo/api-catalogo';
import { parametrosConsulta, type ConsultaLista } from '../../../components/lista/consulta-lista';
import { solicitar } from '../../../lib/api-client';

/** `destinatarios`: the screen's, comma-separated (every one when absent). */
export type ConsultaDescuentos = ConsultaLista & { destinatarios?: string; empresa_id?: number | null };

/** Query keys of the discount rules, from one factory: a write refreshes every list at once. */
export const clavesDescuentos = {
  todo: ['descuentos'] as const,
  lista: (consulta: ConsultaDescuentos) => ['descuentos', 'lista', consulta] as const,
  opciones: ['descuentos', 'opciones'] as const,
};

/** GET /api/descuento: one page of the rules reaching the user's stations, of the screen's destinatarios. */
export function listarDescuentos(consulta: ConsultaDescuentos, signal?: AbortSignal) {
  return solicitar(`/api/descuento${parametrosConsulta({ ...consulta })}`, { esquema: envelopePaginado(ZDescuento), signal });
}

export const descuentosQueryOptions = (consulta: ConsultaDescuentos) =>
  queryOptions({ queryKey: clavesDescuentos.lista(consulta), queryFn: ({ signal }) => listarDescuentos(consulta, signal) });

/** GET /api/descuento/opciones: customers, fleets, vehicles, vehicle types, products and payment methods. */
export function useOpcionesDescuento() {
  return useQuery({
    queryKey: clavesDescuentos.opciones,
    queryFn: ({ signal }) => solicitar('/api/descuento/opciones', { esquema: envelope(ZOpcionesDescuento), signal }).then((r) => r.data),
    staleTime: 5 * 60_000,
  });
}

/** POST /api/descuento: 'Registro creado correctamente'. */
export const crearDescuento = (d: TDescuentoGuardar) =>
  solicitar('/api/descuento', { metodo: 'POST', cuerpo: d, esquema: envelope(ZIdRegistro) });
/** PUT /api/descuento (id in the body): 'Registro editado correctamente'. */
export const editarDescuento = (d: TDescuentoGuardar & { id: number }) =>
  solicitar('/api/descuento', { metodo: 'PUT', cuerpo: d, esquema: envelope(ZSinDatos) });
/** PUT /api/descuento/{id}/{A|I}. */
export const cambiarEstadoDescuento = ({ id, estado }: { id: number; estado: TEstadoRegistro }) =>
  solicitar(`/api/descuento/${id}/${estado}`, { metodo: 'PUT', esquema: envelope(ZSinDatos) });
/** DELETE /api/descuento/{id}. */
export const eliminarDescuento = (id: number) => solicitar(`/api/descuento/${id}`, { metodo: 'DELETE', esquema: envelope(ZSinDatos) });

function useEscritura<A, R>(fn: (a: A) => Promise<R>) {
  const cliente = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => cliente.invalidateQueries({ queryKey: clavesDescuentos.todo }) });
}

export const useCrearDescuento = () => useEscritura(crearDescuento);
export const useEditarDescuento = () => useEscritura(editarDescuento);
export const useCambiarEstadoDescuento = () => useEscritura(cambiarEstadoDescuento);
export const useEliminarDescuento = () => useEscritura(eliminarDescuento);

/** Descuentos manuales: CRUD(descuento-manual) of the catalogue kit. */
export const apiDescuentosManuales = apiCatalogo('descuento-manual', ZDescuentoManual);

/** GET /api/descuento-manual/perfiles: the profiles a reason may list. */
export function usePerfilesDescuentoManual() {
  return useQuery({
    queryKey: ['descuento-manual', 'perfiles'],
    queryFn: ({ signal }) =>
      solicitar('/api/descuento-manual/perfiles', { esquema: envelope(z.array(ZPerfilDescuentoManual)), signal }).then((r) =>
        r.data.map((p) => ({ valor: p.id, texto: p.descripcion })),
      ),
    staleTime: 5 * 60_000,
  });
}
