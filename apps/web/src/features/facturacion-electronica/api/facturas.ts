import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { envelope, envelopePaginado } from '@eds/contracts/envelope';
import { ZAccionFacturaFe } from '@eds/contracts/facturacion/electronica';
import { ZDetalleFacturaFe, ZFacturaFe } from '@eds/contracts/facturacion/documentos';
import { solicitar } from '../../../lib/api-client';
import { parametrosConsulta, type ConsultaLista } from '../../../components/lista/consulta-lista';
import { pedirArchivo } from '../../../lib/archivos';

/** Query keys of the electronic invoices, from one factory: an action refreshes the list and the open detail. */
export const clavesFacturasFe = {
  todo: ['facturas-fe'] as const,
  lista: (consulta: ConsultaFacturasFe) => ['facturas-fe', 'lista', consulta] as const,
  detalle: (id: number) => ['facturas-fe', 'detalle', id] as const,
};

export type ConsultaFacturasFe = ConsultaLista & {
  empresa_id?: number | null;
  estado_fe?: number | null;
  fecha_inicio?: string | null;
  fecha_fin?: string | null;
};

const ZLista = envelopePaginado(ZFacturaFe);

/** GET /api/guru.facturacion/facturas: one page of the electronic invoices of the user's stations. */
export function listarFacturasFe(consulta: ConsultaFacturasFe, signal?: AbortSignal) {
  return solicitar(`/api/guru.facturacion/facturas${parametrosConsulta({ ...consulta })}`, { esquema: ZLista, signal });
}

export const facturasFeQueryOptions = (consulta: ConsultaFacturasFe) =>
  queryOptions({ queryKey: clavesFacturasFe.lista(consulta), queryFn: ({ signal }) => listarFacturasFe(consulta, signal) });

const ZDetalle = envelope(ZDetalleFacturaFe);

/** GET /api/guru.facturacion/facturas/{id}: documents, state changes and credit note of one invoice. */
export function useDetalleFacturaFe(id: number) {
  return useQuery({
    queryKey: clavesFacturasFe.detalle(id),
    queryFn: ({ signal }) => solicitar(`/api/guru.facturacion/facturas/${id}`, { esquema: ZDetalle, signal }).then((r) => r.data),
  });
}

const ZAccion = envelope(ZAccionFacturaFe);

export type AccionFe = 'reenviar' | 'regenerar' | 'reprocesar';

/** The spec's invoice actions: ReenviarDatosDian (GET), RegenerarFactura (POST), ReprocesarDatosDian (GET). */
export function ejecutarAccionFe({ id, accion }: { id: number; accion: AccionFe }) {
  if (accion === 'regenerar') return solicitar(`/api/guru.facturacion/RegenerarFactura/${id}`, { metodo: 'POST', esquema: ZAccion });
  const ruta = accion === 'reenviar' ? 'ReenviarDatosDian' : 'ReprocesarDatosDian';
  return solicitar(`/api/guru.facturacion/${ruta}/${id}`, { esquema: ZAccion });
}

/** POST /api/guru.facturacion/ActualizarEstadoFactura/{id}: moves the invoice through the state machine. */
export function actualizarEstadoFe({ id, estado, motivo }: { id: number; estado: number; motivo?: string }) {
  return solicitar(`/api/guru.facturacion/ActualizarEstadoFactura/${id}`, {
    metodo: 'POST',
    cuerpo: { estado, motivo: motivo || undefined },
    esquema: ZAccion,
  });
}

function useEscritura<A, R>(fn: (a: A) => Promise<R>) {
  const cliente = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => cliente.invalidateQueries({ queryKey: clavesFacturasFe.todo }) });
}

export const useAccionFe = () => useEscritura(ejecutarAccionFe);
export const useActualizarEstadoFe = () => useEscritura(actualizarEstadoFe);

/** GET /api/guru.facturacion/facturas/{id}/xml: the signed document (invoice or credit note) as a file. */
export const descargarXmlFe = (id: number, tipo: 'FACTURA' | 'NOTA_CREDITO') =>
  pedirArchivo(`/api/guru.facturacion/facturas/${id}/xml?tipo=${tipo}`, { servicio: 'lazoLite', respaldo: 'documento.xml' });
