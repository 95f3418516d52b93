import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { envelope, envelopePaginado } from '@eds/contracts/envelope';
import type { TEstadoRegistro } from '@eds/contracts/configuracion/catalogo';
import { ZEquipo } from '@eds/contracts/equipo';
import { ZRangoDian, ZResolucion, type TResolucionEdicion, type TResolucionGuardar } from '@eds/contracts/facturacion/resoluciones';
import { ZIdRegistro, ZSinDatos } from '@eds/contracts/respuestas';
import { solicitar } from '../../../lib/api-client';
import { parametrosConsulta, type ConsultaLista } from '../../../components/lista/consulta-lista';
import { clavesG17 } from './claves';

const ZLista = envelopePaginado(ZResolucion);

export type ConsultaResoluciones = ConsultaLista & { empresa_id?: number | null };

/** GET /api/resolucion/empresa/{id}: the resolutions of a station, or of every station under the user's company. */
export function listarResoluciones(empresaId: number, consulta: ConsultaLista, signal?: AbortSignal) {
  return solicitar(`/api/resolucion/empresa/${empresaId}${parametrosConsulta({ ...consulta })}`, { esquema: ZLista, signal });
}

export const resolucionesQueryOptions = (empresaBase: number, { empresa_id, ...consulta }: ConsultaResoluciones) => {
  const empresaId = empresa_id ?? empresaBase;
  return queryOptions({
    queryKey: clavesG17.resoluciones(empresaId, consulta),
    queryFn: ({ signal }) => listarResoluciones(empresaId, consulta, signal),
  });
};

/** POST /api/resolucion: an overlapping range is refused with 'El rango se cruza con la resolución {n}'. */
export const crearResolucion = (r: TResolucionGuardar) =>
  solicitar('/api/resolucion', { metodo: 'POST', cuerpo: r, esquema: envelope(ZIdRegistro) });

/** PUT /api/resolucion (id in the body); an empty technical key keeps the stored one. */
export const editarResolucion = (r: TResolucionEdicion) =>
  solicitar('/api/resolucion', { metodo: 'PUT', cuerpo: r, esquema: envelope(ZSinDatos) });

/** PUT /api/resolucion/{id}/{A|I}. */
export const cambiarEstadoResolucion = ({ id, estado }: { id: number; estado: TEstadoRegistro }) =>
  solicitar(`/api/resolucion/${id}/${estado}`, { metodo: 'PUT', esquema: envelope(ZSinDatos) });

/** POST /api/resolucion/consultar-dian: the numbering ranges DIAN authorised to the station's NIT. */
export const consultarDian = (empresaId: number) =>
  solicitar('/api/resolucion/consultar-dian', {
    metodo: 'POST',
    cuerpo: { empresa_id: empresaId },
    esquema: envelope(z.array(ZRangoDian)),
  });

function useEscritura<A, R>(fn: (a: A) => Promise<R>) {
  const cliente = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => cliente.invalidateQueries({ queryKey: clavesG17.todo }) });
}

export const useCrearResolucion = () => useEscritura(crearResolucion);
export const useEditarResolucion = () => useEscritura(editarResolucion);
export const useCambiarEstadoResolucion = () => useEscritura(cambiarEstadoResolucion);
export const useConsultarDian = () => useMutation({ mutationFn: consultarDian });

/** GET /api/equipo/select/empresa/{id}: the station's active devices, for the resolution's Equipos. */
export function useEquiposEstacion(empresaId: number | null) {
  return useQuery({
    queryKey: ['resoluciones', 'equipos', empresaId],
    enabled: empresaId !== null && empresaId > 0,
    queryFn: ({ signal }) =>
      solicitar(`/api/equipo/select/empresa/${empresaId}?limite=500`, { esquema: envelopePaginado(ZEquipo), signal }).then((r) =>
        r.data.map((e) => ({ valor: e.id, texto: `${e.alias} (${e.tipo})` })),
      ),
  });
}
