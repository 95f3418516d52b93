import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ZCambioPrecio, ZCambiosCreados, ZEstacionCambio } from '@eds/contracts/configuracion/cambios-precio';
import { envelope, envelopePaginado } from '@eds/contracts/envelope';
import { ZProducto } from '@eds/contracts/productos';
import { ZSinDatos } from '@eds/contracts/respuestas';
import type { ConsultaLista } from '../../../components/lista/consulta-lista';
import { parametrosConsulta } from '../../../components/lista/consulta-lista';
import { solicitar } from '../../../lib/api-client';

const claves = {
  todo: ['cambio-precio'] as const,
  lista: (empresaId: number, consulta: ConsultaLista) => ['cambio-precio', 'lista', empresaId, consulta] as const,
  estaciones: (empresaId: number, productoId: number | null) => ['cambio-precio', 'estaciones', empresaId, productoId] as const,
  combustibles: (empresaId: number) => ['cambio-precio', 'combustibles', empresaId] as const,
};

/** GET cambio-precio/empresa/{id}: one page of the price changes at the company's stations. */
export const cambiosPrecioQueryOptions = (empresaId: number, consulta: ConsultaLista) =>
  queryOptions({
    queryKey: claves.lista(empresaId, consulta),
    queryFn: ({ signal }) =>
      solicitar(`/api/cambio-precio/empresa/${empresaId}${parametrosConsulta({ ...consulta })}`, {
        esquema: envelopePaginado(ZCambioPrecio),
        signal,
      }),
  });

/** The stations a change may be scheduled at; with a fuel, its price in force at each (shown beside the new price). */
export function useEstacionesCambio(empresaId: number, productoId: number | null = null) {
  return useQuery({
    queryKey: claves.estaciones(empresaId, productoId),
    queryFn: ({ signal }) =>
      solicitar(`/api/cambio-precio/estaciones/empresa/${empresaId}${productoId ? `?producto_id=${productoId}` : ''}`, {
        esquema: envelope(z.array(ZEstacionCambio)),
        signal,
      }).then((r) => r.data),
    placeholderData: (previo) => previo,
  });
}

/** The business's fuels (producto/empresa/{c}/tipo/21/C). */
export function useCombustiblesCambio(empresaId: number) {
  return useQuery({
    queryKey: claves.combustibles(empresaId),
    queryFn: ({ signal }) =>
      solicitar(`/api/producto/empresa/${empresaId}/tipo/21/C?limite=500`, { esquema: envelopePaginado(ZProducto), signal }).then(
        (r) => r.data,
      ),
  });
}

function useEscritura<A>(llamada: (a: A) => Promise<{ mensaje: string }>) {
  const cliente = useQueryClient();
  return useMutation({ mutationFn: llamada, onSuccess: () => cliente.invalidateQueries({ queryKey: claves.todo }) });
}

export const useCrearCambioPrecio = () =>
  useEscritura((cuerpo: unknown) => solicitar('/api/cambio-precio', { metodo: 'POST', cuerpo, esquema: envelope(ZCambiosCreados) }));

export const useAnularCambioPrecio = () =>
  useEscritura((id: number) => solicitar(`/api/cambio-precio/${id}/I`, { metodo: 'PUT', esquema: envelope(ZSinDatos) }));
