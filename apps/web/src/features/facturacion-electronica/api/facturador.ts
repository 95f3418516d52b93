import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { envelope, envelopePaginado } from '@eds/contracts/envelope';
import { ZFacturaFe } from '@eds/contracts/facturacion/documentos';
import {
  ZCatalogoFacturador,
  ZFacturaEmitida,
  ZRefacturada,
  ZRemisionesPendientes,
  ZTicketsFacturables,
  type TFacturarBody,
  type TFacturarRemisionesBody,
  type TRefacturarBody,
  type TRemisionesPendientesBody,
  type TTicketAFacturaBody,
} from '@eds/contracts/facturacion/facturador';
import { solicitar } from '../../../lib/api-client';
import { parametrosConsulta } from '../../../components/lista/consulta-lista';
import { clavesAnulacion } from './anulacion';
import { clavesFacturasFe, type ConsultaFacturasFe } from './facturas';

export const clavesFacturador = {
  todo: ['facturador'] as const,
  lista: (consulta: ConsultaFacturasFe) => ['facturador', 'lista', consulta] as const,
  catalogo: (empresaId: number) => ['facturador', 'catalogo', empresaId] as const,
  remisiones: (consulta: TRemisionesPendientesBody | null) => ['facturador', 'remisiones', consulta] as const,
  tickets: (empresaId: number) => ['facturador', 'tickets', empresaId] as const,
};

const ZLista = envelopePaginado(ZFacturaFe);

/** GET /api/facturador/facturas: one page of the office invoices of the user's stations, with their DIAN state. */
export const facturasOficinaQueryOptions = (consulta: ConsultaFacturasFe) =>
  queryOptions({
    queryKey: clavesFacturador.lista(consulta),
    queryFn: ({ signal }) => solicitar(`/api/facturador/facturas${parametrosConsulta({ ...consulta })}`, { esquema: ZLista, signal }),
  });

const ZCatalogo = envelope(ZCatalogoFacturador);

/** GET /api/facturador/catalogo/{empresa}: products with the station's price, payment methods, customers, numbering. */
export function useCatalogoFacturador(empresaId: number | null) {
  return useQuery({
    queryKey: clavesFacturador.catalogo(empresaId ?? 0),
    enabled: empresaId !== null && empresaId > 0,
    queryFn: ({ signal }) => solicitar(`/api/facturador/catalogo/${empresaId}`, { esquema: ZCatalogo, signal }).then((r) => r.data),
  });
}

/** POST /api/facturador/facturar: the manual invoice. */
export function useFacturar() {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: (cuerpo: TFacturarBody) =>
      solicitar('/api/facturador/facturar', { metodo: 'POST', cuerpo, esquema: envelope(ZFacturaEmitida) }),
    onSuccess: async () => {
      await cliente.invalidateQueries({ queryKey: clavesFacturador.todo });
      await cliente.invalidateQueries({ queryKey: clavesFacturasFe.todo });
    },
  });
}

/** POST /api/facturador/refacturar: annul the invoiced sale and invoice it to another customer. */
export function useRefacturar() {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: (cuerpo: TRefacturarBody) =>
      solicitar('/api/facturador/refacturar', { metodo: 'POST', cuerpo, esquema: envelope(ZRefacturada) }),
    onSuccess: async () => {
      await cliente.invalidateQueries({ queryKey: clavesAnulacion.todo });
      await cliente.invalidateQueries({ queryKey: clavesFacturador.todo });
      await cliente.invalidateQueries({ queryKey: clavesFacturasFe.todo });
    },
  });
}

/** POST /api/facturador/remisiones-pendientes: a customer's notes not invoiced yet (asked once the filters are complete). */
export function useRemisionesPendientes(consulta: TRemisionesPendientesBody | null) {
  return useQuery({
    queryKey: clavesFacturador.remisiones(consulta),
    enabled: consulta !== null,
    queryFn: ({ signal }) =>
      solicitar('/api/facturador/remisiones-pendientes', {
        metodo: 'POST',
        cuerpo: consulta,
        esquema: envelope(ZRemisionesPendientes),
        signal,
      }).then((r) => r.data),
  });
}

/** POST /api/facturador/facturar-remisiones: one invoice covering the chosen notes. */
export function useFacturarRemisiones() {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: (cuerpo: TFacturarRemisionesBody) =>
      solicitar('/api/facturador/facturar-remisiones', { metodo: 'POST', cuerpo, esquema: envelope(ZFacturaEmitida) }),
    onSuccess: async () => {
      await cliente.invalidateQueries({ queryKey: clavesFacturador.todo });
      await cliente.invalidateQueries({ queryKey: clavesFacturasFe.todo });
    },
  });
}

/** GET /api/facturador/tickets/{empresa}: the station's tickets that may still become an invoice. */
export function useTicketsFacturables(empresaId: number | null) {
  return useQuery({
    queryKey: clavesFacturador.tickets(empresaId ?? 0),
    enabled: empresaId !== null && empresaId > 0,
    queryFn: ({ signal }) =>
      solicitar(`/api/facturador/tickets/${empresaId}`, { esquema: envelope(ZTicketsFacturables), signal }).then((r) => r.data),
  });
}

/** POST /api/facturador/ticket-a-factura: the ticket becomes the customer's electronic invoice. */
export function useTicketAFactura() {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: (cuerpo: TTicketAFacturaBody) =>
      solicitar('/api/facturador/ticket-a-factura', { metodo: 'POST', cuerpo, esquema: envelope(ZFacturaEmitida) }),
    onSuccess: async () => {
      await cliente.invalidateQueries({ queryKey: clavesFacturador.todo });
      await cliente.invalidateQueries({ queryKey: clavesFacturasFe.todo });
    },
  });
}
