import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { envelope, envelopePaginado } from '@eds/contracts/envelope';
import type { TEstadoRegistro } from '@eds/contracts/configuracion/catalogo';
import {
  ZFormato,
  ZMensajesPos,
  type TFormatoEdicion,
  type TFormatoGuardar,
  type TMensajesPosBody,
} from '@eds/contracts/facturacion/formatos';
import { ZIdRegistro, ZSinDatos } from '@eds/contracts/respuestas';
import { solicitar } from '../../../lib/api-client';
import { parametrosConsulta, type ConsultaLista } from '../../../components/lista/consulta-lista';
import { clavesG17 } from './claves';

const ZLista = envelopePaginado(ZFormato);

/** GET /api/parametrizacion/getFormatos: the business's invoice formats with their stations. */
export function listarFormatos(consulta: ConsultaLista, signal?: AbortSignal) {
  return solicitar(`/api/parametrizacion/getFormatos${parametrosConsulta({ ...consulta })}`, { esquema: ZLista, signal });
}

export const formatosQueryOptions = (consulta: ConsultaLista) =>
  queryOptions({ queryKey: clavesG17.formatos(consulta), queryFn: ({ signal }) => listarFormatos(consulta, signal) });

/** POST /api/parametrizacion/formatos: the listed stations move to the new format. */
export const crearFormato = (f: TFormatoGuardar) =>
  solicitar('/api/parametrizacion/formatos', { metodo: 'POST', cuerpo: f, esquema: envelope(ZIdRegistro) });

/** PUT /api/parametrizacion/formatos (id in the body). */
export const editarFormato = (f: TFormatoEdicion) =>
  solicitar('/api/parametrizacion/formatos', { metodo: 'PUT', cuerpo: f, esquema: envelope(ZSinDatos) });

/** PUT /api/parametrizacion/formatos/{id}/{A|I}. */
export const cambiarEstadoFormato = ({ id, estado }: { id: number; estado: TEstadoRegistro }) =>
  solicitar(`/api/parametrizacion/formatos/${id}/${estado}`, { metodo: 'PUT', esquema: envelope(ZSinDatos) });

/** GET /api/parametrizacion/mensajes-pos. */
export const leerMensajesPos = (signal?: AbortSignal) =>
  solicitar('/api/parametrizacion/mensajes-pos', { esquema: envelope(ZMensajesPos), signal });

/** POST /api/parametrizacion/mensajes-pos. */
export const guardarMensajesPos = (m: TMensajesPosBody) =>
  solicitar('/api/parametrizacion/mensajes-pos', { metodo: 'POST', cuerpo: m, esquema: envelope(ZMensajesPos) });

function useEscritura<A, R>(fn: (a: A) => Promise<R>) {
  const cliente = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => cliente.invalidateQueries({ queryKey: clavesG17.todo }) });
}

export const useCrearFormato = () => useEscritura(crearFormato);
export const useEditarFormato = () => useEscritura(editarFormato);
export const useCambiarEstadoFormato = () => useEscritura(cambiarEstadoFormato);
export const useGuardarMensajesPos = () => useEscritura(guardarMensajesPos);
export const useMensajesPos = (activo: boolean) =>
  useQuery({ queryKey: clavesG17.mensajesPos, queryFn: ({ signal }) => leerMensajesPos(signal).then((r) => r.data), enabled: activo });
