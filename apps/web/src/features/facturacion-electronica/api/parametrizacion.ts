import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { envelope } from '@eds/contracts/envelope';
import {
  ZEstadoFacturacion,
  ZMotivoAnulacionParam,
  ZNotaFacturacion,
  ZObligacionesFiscales,
  ZObligatoriedadFe,
  ZParametrosEstacion,
  ZPdfDownload,
  ZResultadoParametrosEstacion,
  ZTiempoReenvio,
  ZTipoReferencia,
  type TMotivoAnulacionGuardar,
  type TNotaFacturacionGuardar,
  type TObligatoriedadFeBody,
  type TParametrosFe,
  type TParametrosRemision,
  type TipoParametrosEstacion,
  type TTipoReferenciaGuardar,
} from '@eds/contracts/facturacion/parametrizacion';
import type { TFacturaFe } from '@eds/contracts/facturacion/documentos';
import { ZMensajesPos, type TMensajesPosBody } from '@eds/contracts/facturacion/formatos';
import { ZIdRegistro } from '@eds/contracts/respuestas';
import { solicitar } from '../../../lib/api-client';
import { pedirArchivo } from '../../../lib/archivos';

/** Query keys of the parameter tabs, from one factory: a save refreshes what the tab shows. */
export const clavesParametrizacion = {
  todo: ['fe-parametrizacion'] as const,
  estados: ['fe-parametrizacion', 'estados'] as const,
  motivos: ['fe-parametrizacion', 'motivos'] as const,
  tipos: ['fe-parametrizacion', 'tipos-referencia'] as const,
  notas: ['fe-parametrizacion', 'notas'] as const,
  obligaciones: (id: number) => ['fe-parametrizacion', 'obligaciones', id] as const,
  tiempo: (ruta: RutaTiempo, id: number) => ['fe-parametrizacion', 'tiempo', ruta, id] as const,
  obligatoriedad: (ids: readonly number[]) => ['fe-parametrizacion', 'obligatoriedad', ids.join(',')] as const,
  parametros: (id: number) => ['fe-parametrizacion', 'parametros', id] as const,
};

export type RutaTiempo = 'tiempo-reenvio-nota-credito' | 'tiempo-reenvio-facturas-espera';

const datos = <S extends z.ZodType>(ruta: string, esquema: S, signal?: AbortSignal): Promise<z.infer<S>> =>
  solicitar(ruta, { esquema: envelope(esquema), signal }).then((r) => (r as { data: z.infer<S> }).data);

/** GET /api/parametrizacion/getEstadosFacturacion. */
export const useEstadosFacturacion = () =>
  useQuery({
    queryKey: clavesParametrizacion.estados,
    queryFn: ({ signal }) => datos('/api/parametrizacion/getEstadosFacturacion', z.array(ZEstadoFacturacion), signal),
  });

/** GET /api/parametrizacion/motivos-anulacion. */
export const useMotivosAnulacion = () =>
  useQuery({
    queryKey: clavesParametrizacion.motivos,
    queryFn: ({ signal }) => datos('/api/parametrizacion/motivos-anulacion', z.array(ZMotivoAnulacionParam), signal),
  });

/** GET /api/parametrizacion/tipos-referencia. */
export const useTiposReferencia = () =>
  useQuery({
    queryKey: clavesParametrizacion.tipos,
    queryFn: ({ signal }) => datos('/api/parametrizacion/tipos-referencia', z.array(ZTipoReferencia), signal),
  });

/** GET /api/parametrizacion/notas/facturacion. */
export const useNotasFacturacion = () =>
  useQuery({
    queryKey: clavesParametrizacion.notas,
    queryFn: ({ signal }) => datos('/api/parametrizacion/notas/facturacion', z.array(ZNotaFacturacion), signal),
  });

/** GET /api/parametrizacion/{id}/obligaciones-fiscales. */
export const useObligacionesFiscales = (id: number | null) =>
  useQuery({
    queryKey: clavesParametrizacion.obligaciones(id ?? 0),
    queryFn: ({ signal }) => datos(`/api/parametrizacion/${id}/obligaciones-fiscales`, ZObligacionesFiscales, signal),
    enabled: id !== null,
  });

/** GET /api/parametrizacion/{tiempo-reenvio-…}?empresa_id=. */
export const useTiempoReenvio = (ruta: RutaTiempo, id: number | null) =>
  useQuery({
    queryKey: clavesParametrizacion.tiempo(ruta, id ?? 0),
    queryFn: ({ signal }) => datos(`/api/parametrizacion/${ruta}?empresa_id=${id}`, ZTiempoReenvio, signal),
    enabled: id !== null,
  });

/** GET /api/parametrizacion/obligatoriedad-fe/{ids}. */
export const useObligatoriedadFe = (ids: readonly number[]) =>
  useQuery({
    queryKey: clavesParametrizacion.obligatoriedad(ids),
    queryFn: ({ signal }) => datos(`/api/parametrizacion/obligatoriedad-fe/${ids.join(',')}`, z.array(ZObligatoriedadFe), signal),
    enabled: ids.length > 0,
  });

/** GET /api/parametrizacion/parametros-estacion/{id}: the station's effective FE and REMISION values. */
export const useParametrosEstacion = (id: number | null) =>
  useQuery({
    queryKey: clavesParametrizacion.parametros(id ?? 0),
    queryFn: ({ signal }) => datos(`/api/parametrizacion/parametros-estacion/${id}`, ZParametrosEstacion, signal),
    enabled: id !== null,
  });

/** GET /api/parametrizacion/mensajes-pos. */
export const useMensajesPos = () =>
  useQuery({
    queryKey: ['fe-parametrizacion', 'mensajes-pos'],
    queryFn: ({ signal }) => datos('/api/parametrizacion/mensajes-pos', ZMensajesPos, signal),
  });

/** POST /api/parametrizacion/mensajes-pos. */
export const guardarMensajesPos = (m: TMensajesPosBody) =>
  solicitar('/api/parametrizacion/mensajes-pos', { metodo: 'POST', cuerpo: m, esquema: envelope(ZMensajesPos) });

const ZId = envelope(ZIdRegistro);

export const guardarMotivo = (m: TMotivoAnulacionGuardar) =>
  solicitar('/api/parametrizacion/motivos-anulacion', { metodo: 'POST', cuerpo: m, esquema: ZId });

export const guardarTipoReferencia = (x: TTipoReferenciaGuardar) =>
  solicitar('/api/parametrizacion/tipos-referencia', { metodo: 'POST', cuerpo: x, esquema: ZId });

/** POST /api/parametrizacion/notas/facturacion (create) or …/{id} (edit). */
export const guardarNota = ({ id, ...x }: TNotaFacturacionGuardar & { id?: number }) =>
  solicitar(`/api/parametrizacion/notas/facturacion${id ? `/${id}` : ''}`, { metodo: 'POST', cuerpo: x, esquema: ZId });

export const guardarObligaciones = ({ id, obligaciones }: { id: number; obligaciones: string[] }) =>
  solicitar(`/api/parametrizacion/${id}/obligaciones-fiscales`, {
    metodo: 'POST',
    cuerpo: { obligaciones },
    esquema: envelope(ZObligacionesFiscales),
  });

export const guardarTiempo = ({ ruta, empresa_id, minutos }: { ruta: RutaTiempo; empresa_id: number; minutos: number }) =>
  solicitar(`/api/parametrizacion/${ruta}`, { metodo: 'POST', cuerpo: { empresa_id, minutos }, esquema: envelope(ZTiempoReenvio) });

export const guardarObligatoriedad = (b: TObligatoriedadFeBody) =>
  solicitar('/api/parametrizacion/obligatoriedad-fe', { metodo: 'POST', cuerpo: b, esquema: envelope(z.array(ZObligatoriedadFe)) });

/** POST /api/parametrizacion/save/parametros/{FE|REMISION} for ONE station (the screen calls once per station). */
export const guardarParametrosEstacion = ({
  tipo,
  estacion,
  parametros,
}: {
  tipo: TipoParametrosEstacion;
  estacion: number;
  parametros: TParametrosFe | TParametrosRemision;
}) =>
  solicitar(`/api/parametrizacion/save/parametros/${tipo}`, {
    metodo: 'POST',
    cuerpo: { estaciones: [estacion], parametros },
    esquema: envelope(ZResultadoParametrosEstacion),
  });

/** A write that refreshes every tab's reads. */
export function useEscrituraParametros<A, R>(fn: (a: A) => Promise<R>) {
  const cliente = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => cliente.invalidateQueries({ queryKey: clavesParametrizacion.todo }) });
}

/**
 * 'Descargar PDF': POST /api/pdf/download (template, filename, movement, station) answers the url of the invoice's
 * graphical representation, fetched with the session.
 */
export async function descargarPdfMovimiento(f: TFacturaFe): Promise<{ archivo: Blob; nombre: string }> {
  const r = await solicitar('/api/pdf/download', {
    metodo: 'POST',
    cuerpo: { template: 'FACTURA_ELECTRONICA', filename: f.factura, movimiento: { id: f.venta_id }, empresas_id: f.empresa_id },
    esquema: envelope(ZPdfDownload),
  });
  const { archivo } = await pedirArchivo(r.data.url, { servicio: 'lazoLite' });
  return { archivo, nombre: r.data.filename };
}
