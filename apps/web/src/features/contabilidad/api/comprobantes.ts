import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZComprobanteResumen, type TComprobantesQuery } from '@eds/contracts/conciliacion/comprobantes';
import { ZComprobante } from '@eds/contracts/conciliacion/contabilidad';
import { envelope, envelopePaginado } from '@eds/contracts/envelope';
import { solicitar } from '../../../lib/api-client';
import { parametrosConsulta } from '../../../components/lista/consulta-lista';
import { pedirComprobantes } from './archivo';
import { clavesContabilidad } from './claves-contabilidad';

export type FormatoArchivo = 'csv' | 'xlsx';
export type ConsultaComprobantes = Pick<TComprobantesQuery, 'limite' | 'desde' | 'fechaInicial' | 'fechaFinal' | 'estado'>;

const ZLista = envelopePaginado(ZComprobanteResumen);
const ZDetalle = envelope(ZComprobante);

/** GET SI:/api/v1/posting/voucher: the day vouchers of the user's stations with their balance check. */
export const comprobantesQueryOptions = (consulta: ConsultaComprobantes) =>
  queryOptions({
    queryKey: [...clavesContabilidad.comprobantes, 'lista', consulta],
    queryFn: ({ signal }) =>
      solicitar(`/api/v1/posting/voucher${parametrosConsulta({ ...consulta })}`, { servicio: 'sapIntegration', esquema: ZLista, signal }),
  });

/** GET SI:/api/v1/posting/voucher/{id}: a voucher with its lines and its state history. */
export const useComprobante = (id: number | null) =>
  useQuery({
    queryKey: [...clavesContabilidad.comprobantes, 'detalle', id],
    queryFn: ({ signal }) => solicitar(`/api/v1/posting/voucher/${id}`, { servicio: 'sapIntegration', esquema: ZDetalle, signal }),
    enabled: id !== null,
    select: (r) => r.data,
  });

/** GET SI:/api/v1/posting/voucher/{id}/file: the voucher's file; its state does not change. */
export const descargarComprobante = (id: number, formato: FormatoArchivo) =>
  pedirComprobantes(`/api/v1/posting/voucher/${id}/file?formato=${formato}`);

/**
 * `Enviar a SAP` (POST SI:/api/v1/posting/send) or the monitor's `Reenviar` (POST SI:/api/v1/sap/clousingDay/send):
 * the vouchers exported as one file, each recorded ENVIADO. Nothing remote is called.
 */
export function useEnviarComprobantes(desde: 'apuntamientos' | 'monitor') {
  const cliente = useQueryClient();
  const ruta = desde === 'apuntamientos' ? '/api/v1/posting/send' : '/api/v1/sap/clousingDay/send';
  return useMutation({
    mutationFn: ({ comprobantes, formato }: { comprobantes: number[]; formato: FormatoArchivo }) =>
      pedirComprobantes(ruta, { comprobantes, formato }),
    onSuccess: () => cliente.invalidateQueries({ queryKey: clavesContabilidad.comprobantes }),
  });
}
