import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZDiaConciliado,
  ZEstacionConciliacion,
  envelopeResultPaginado,
  type EstadoComprobante,
  type TDiaConciliado,
} from '@eds/contracts/conciliacion/conciliacion';
import type { EnvelopePaginado } from '@eds/contracts/envelope';
import { envelope } from '@eds/contracts/envelope';
import { ZSinDatos } from '@eds/contracts/respuestas';
import { solicitar } from '../../../lib/api-client';
import { parametrosConsulta } from '../../../components/lista/consulta-lista';
import { clavesContabilidad } from './claves-contabilidad';

export interface ConsultaMonitor {
  limite: number;
  desde: number;
  empresaId?: number;
  fechaInicial?: string;
  fechaFinal?: string;
  estado?: EstadoComprobante;
}

const ZMonitor = envelopeResultPaginado(ZDiaConciliado);
/** The monitor polls every 60 s (SCREENS.md pattern M). */
export const INTERVALO_MONITOR = 60_000;

/**
 * The closing-day monitor: one station's reconciled days (GET SI:/api/v1/sap/clousingDay/all/{id}) when only a
 * station is chosen, else GET SI:/api/v1/sap/clousingDay with the filters. Answers carry `result`; the list kit
 * reads `data`.
 */
export async function listarMonitor(c: ConsultaMonitor, signal?: AbortSignal): Promise<EnvelopePaginado<TDiaConciliado>> {
  const pagina = { limite: c.limite, desde: c.desde };
  const soloEstacion = c.empresaId !== undefined && !c.fechaInicial && !c.fechaFinal && !c.estado;
  const ruta = soloEstacion
    ? `/api/v1/sap/clousingDay/all/${c.empresaId}${parametrosConsulta(pagina)}`
    : `/api/v1/sap/clousingDay${parametrosConsulta({ ...c })}`;
  const r = await solicitar(ruta, { servicio: 'sapIntegration', esquema: ZMonitor, signal });
  return { success: r.success, status: r.status, mensaje: r.mensaje, data: r.result, paginacion: r.paginacion };
}

export const monitorQueryOptions = (c: ConsultaMonitor) =>
  queryOptions({
    queryKey: [...clavesContabilidad.comprobantes, 'monitor', c],
    queryFn: ({ signal }) => listarMonitor(c, signal),
  });

const ZEstaciones = envelopeResultPaginado(ZEstacionConciliacion);

/** GET sap:/api/v1/consolidator/stations: the stations of the user's scope, for the monitor's filter. */
export const useEstacionesMonitor = () =>
  useQuery({
    queryKey: clavesContabilidad.estaciones,
    queryFn: ({ signal }) => solicitar('/api/v1/consolidator/stations', { servicio: 'sap', esquema: ZEstaciones, signal }),
    staleTime: 10 * 60_000,
    select: (r) => r.result,
  });

const ZSin = envelope(ZSinDatos);

/** PUT SI:/api/v1/sap/clousingDay/voucher/{id}/estado: the accountant confirms the import (CONCILIADO) or reports it failed (ERROR). */
export function useCambiarEstadoComprobante() {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: ({ id, estado, detalle }: { id: number; estado: 'CONCILIADO' | 'ERROR'; detalle?: string }) =>
      solicitar(`/api/v1/sap/clousingDay/voucher/${id}/estado`, {
        servicio: 'sapIntegration',
        metodo: 'PUT',
        cuerpo: { estado, detalle },
        esquema: ZSin,
      }),
    onSuccess: () => cliente.invalidateQueries({ queryKey: clavesContabilidad.comprobantes }),
  });
}
