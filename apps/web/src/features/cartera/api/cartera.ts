import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { envelope, envelopePaginado } from '@eds/contracts/envelope';
import {
  ZBono,
  ZCarteraCliente,
  ZCarteraFila,
  ZPrepagoFila,
  ZRecarga,
  ZRecaudoCreado,
  type TBonoGenerarForm,
  type TRecargaForm,
  type TRecaudoForm,
} from '@eds/contracts/cartera';
import { ZMedioPagoOpcion } from '@eds/contracts/catalogos';
import { ZSinDatos } from '@eds/contracts/respuestas';
import { solicitar } from '../../../lib/api-client';
import { pedirArchivo } from '../../../lib/archivos';
import { parametrosConsulta, type ConsultaLista } from '../../../components/lista/consulta-lista';

/** Query keys of cartera, prepaid and vouchers: a write refreshes every list of its kind at once. */
export const clavesCartera = {
  todo: ['cartera'] as const,
  lista: (empresaId: number, consulta: ConsultaLista) => ['cartera', 'lista', empresaId, consulta] as const,
  cliente: (clienteId: number) => ['cartera', 'cliente', clienteId] as const,
  prepagos: (empresaId: number, consulta: ConsultaLista) => ['cartera', 'prepagos', empresaId, consulta] as const,
  recargas: (empresaId: number, clienteId: number) => ['cartera', 'recargas', empresaId, clienteId] as const,
  bonos: (empresaId: number, consulta: ConsultaLista) => ['cartera', 'bonos', empresaId, consulta] as const,
  medios: (empresaId: number) => ['cartera', 'medios', empresaId] as const,
};

/** GET /api/cartera/empresa/{id}: customers with balance and ageing. */
export const carteraQueryOptions = (empresaId: number, consulta: ConsultaLista) =>
  queryOptions({
    queryKey: clavesCartera.lista(empresaId, consulta),
    queryFn: ({ signal }) =>
      solicitar(`/api/cartera/empresa/${empresaId}${parametrosConsulta({ ...consulta })}`, {
        esquema: envelopePaginado(ZCarteraFila),
        signal,
      }),
  });

/** GET /api/cartera/cliente/{id}: one customer's balance, ageing, unpaid invoices and collections. */
export function useCarteraCliente(clienteId: number) {
  return useQuery({
    queryKey: clavesCartera.cliente(clienteId),
    queryFn: ({ signal }) => solicitar(`/api/cartera/cliente/${clienteId}`, { esquema: envelope(ZCarteraCliente), signal }),
    select: (r) => r.data,
  });
}

/** Active payment methods of the business a collection or a top-up may be paid with (not credit, prepaid or vouchers). */
export function useMediosRecaudo(empresaId: number) {
  return useQuery({
    queryKey: clavesCartera.medios(empresaId),
    queryFn: ({ signal }) => solicitar(`/api/medio-pago/select/${empresaId}`, { esquema: envelope(z.array(ZMedioPagoOpcion)), signal }),
    select: (r) => r.data.filter((m) => !['CREDITO', 'PREPAGO', 'CONSUMO INTERNO', 'BONO'].includes(m.tipo)),
  });
}

/** POST /api/cupos/getcliente-empresas/recaudos. */
export function useRegistrarRecaudo() {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: (r: TRecaudoForm) =>
      solicitar('/api/cupos/getcliente-empresas/recaudos', { metodo: 'POST', cuerpo: r, esquema: envelope(ZRecaudoCreado) }),
    onSuccess: () => cliente.invalidateQueries({ queryKey: clavesCartera.todo }),
  });
}

export const descargarRecibo = (id: number) => pedirArchivo(`/api/recaudo/${id}/pdf`, { respaldo: `recibo_${id}.pdf` });
export const descargarEstadoCuenta = (clienteId: number) =>
  pedirArchivo(`/api/cartera/cliente/${clienteId}/estado-cuenta`, { respaldo: 'estado_cuenta.pdf' });

/** GET /api/prepago/empresa/{id}: prepaid customers with top-ups, consumption and balance. */
export const prepagosQueryOptions = (empresaId: number, consulta: ConsultaLista) =>
  queryOptions({
    queryKey: clavesCartera.prepagos(empresaId, consulta),
    queryFn: ({ signal }) =>
      solicitar(`/api/prepago/empresa/${empresaId}${parametrosConsulta({ ...consulta })}`, {
        esquema: envelopePaginado(ZPrepagoFila),
        signal,
      }),
  });

/** POST /api/prepago/recarga. */
export function useRecargar() {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: (r: TRecargaForm) =>
      solicitar('/api/prepago/recarga', { metodo: 'POST', cuerpo: r, esquema: envelope(z.object({ id: z.number(), saldo: z.string() })) }),
    onSuccess: () => cliente.invalidateQueries({ queryKey: clavesCartera.todo }),
  });
}

/** POST /api/movimiento/historico-recargas: a customer's top-ups at the company. */
export function useHistoricoRecargas(empresaId: number, clienteId: number) {
  return useQuery({
    queryKey: clavesCartera.recargas(empresaId, clienteId),
    queryFn: ({ signal }) =>
      solicitar('/api/movimiento/historico-recargas', {
        metodo: 'POST',
        cuerpo: { empresa_id: empresaId, cliente_id: clienteId },
        esquema: envelopePaginado(ZRecarga),
        signal,
      }),
    select: (r) => r.data,
  });
}

export interface ConsultaBonos extends ConsultaLista {
  estado_bono?: string;
}

/** GET /api/bono/empresa/{id}: the business's vouchers. */
export const bonosQueryOptions = (empresaId: number, consulta: ConsultaBonos) =>
  queryOptions({
    queryKey: clavesCartera.bonos(empresaId, consulta),
    queryFn: ({ signal }) => {
      const { estado: _estado, ...resto } = consulta;
      return solicitar(
        `/api/bono/empresa/${empresaId}${parametrosConsulta({ ...resto, estado_bono: consulta.estado_bono || undefined })}`,
        {
          esquema: envelopePaginado(ZBono),
          signal,
        },
      );
    },
  });

/** POST /api/bono/generar. */
export function useGenerarBonos() {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: (g: TBonoGenerarForm) =>
      solicitar('/api/bono/generar', {
        metodo: 'POST',
        cuerpo: g,
        esquema: envelope(z.object({ serie: z.string(), cantidad: z.number() })),
      }),
    onSuccess: () => cliente.invalidateQueries({ queryKey: clavesCartera.todo }),
  });
}

/** PUT /api/bono/{id}/anular (letter N). */
export function useAnularBono() {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => solicitar(`/api/bono/${id}/anular`, { metodo: 'PUT', esquema: envelope(ZSinDatos) }),
    onSuccess: () => cliente.invalidateQueries({ queryKey: clavesCartera.todo }),
  });
}
