import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { envelope, envelopePaginado } from '@eds/contracts/envelope';
import {
  ZMotivoAnulacion,
  ZVentaAnulable,
  ZVentaAnulada,
  type TAnulacionForm,
  type TIPOS_NEGOCIO_ANULACION,
} from '@eds/contracts/facturacion/anulacion';
import { solicitar } from '../../../lib/api-client';
import { parametrosConsulta, type ConsultaLista } from '../../../components/lista/consulta-lista';

export const clavesAnulacion = {
  todo: ['anulacion-ventas'] as const,
  lista: (consulta: ConsultaVentasAnulables) => ['anulacion-ventas', 'lista', consulta] as const,
  motivos: (empresaId: number) => ['anulacion-ventas', 'motivos', empresaId] as const,
};

export type ConsultaVentasAnulables = ConsultaLista & {
  empresa_id: number;
  fecha: string;
  numero?: string | null;
  tipo_negocio?: (typeof TIPOS_NEGOCIO_ANULACION)[number] | null;
};

const ZLista = envelopePaginado(ZVentaAnulable);

/** GET /api/movimientos/ventas: the sales of one station and business day, found by number. */
export function listarVentasAnulables(consulta: ConsultaVentasAnulables, signal?: AbortSignal) {
  return solicitar(`/api/movimientos/ventas${parametrosConsulta({ ...consulta })}`, { esquema: ZLista, signal });
}

export const ventasAnulablesQueryOptions = (consulta: ConsultaVentasAnulables) =>
  queryOptions({ queryKey: clavesAnulacion.lista(consulta), queryFn: ({ signal }) => listarVentasAnulables(consulta, signal) });

const ZMotivos = envelope(z.array(ZMotivoAnulacion));

/** GET /api/movimientos/obtener-motivo-anulacion: the reasons of the station's business. */
export function useMotivosAnulacion(empresaId: number) {
  return useQuery({
    queryKey: clavesAnulacion.motivos(empresaId),
    queryFn: ({ signal }) =>
      solicitar(`/api/movimientos/obtener-motivo-anulacion?empresa_id=${empresaId}`, { esquema: ZMotivos, signal }).then((r) => r.data),
    staleTime: 10 * 60_000,
  });
}

const ZAnulada = envelope(ZVentaAnulada);

/** POST /api/movimientos/anular_venta {venta: {id, concepto, anulacion_web: true, observacion}}. */
export function anularVenta({ id, ...datos }: TAnulacionForm & { id: number }) {
  return solicitar('/api/movimientos/anular_venta', {
    metodo: 'POST',
    cuerpo: { venta: { id, concepto: Number(datos.concepto), anulacion_web: true, observacion: datos.observacion } },
    esquema: ZAnulada,
  });
}

export function useAnularVenta() {
  const cliente = useQueryClient();
  return useMutation({ mutationFn: anularVenta, onSuccess: () => cliente.invalidateQueries({ queryKey: clavesAnulacion.todo }) });
}
