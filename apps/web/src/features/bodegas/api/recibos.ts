import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZProveedorOpcion } from '@eds/contracts/catalogos';
import { ZReciboCreado, ZReciboFila, type TRecibo } from '@eds/contracts/combustible/recibos';
import { envelope, envelopePaginado } from '@eds/contracts/envelope';
import { ZSinDatos } from '@eds/contracts/respuestas';
import { parametrosConsulta, type ConsultaLista } from '../../../components/lista/consulta-lista';
import { solicitar } from '../../../lib/api-client';

const claves = {
  todo: ['recibos-combustible'] as const,
  lista: (empresaId: number, consulta: ConsultaRecibos) => ['recibos-combustible', 'lista', empresaId, consulta] as const,
  proveedores: (empresaId: number | null) => ['recibos-combustible', 'proveedores', empresaId] as const,
};

export type ConsultaRecibos = ConsultaLista & {
  estacion_id?: number | null;
  estado_recibo?: string | null;
  fecha_inicio?: string | null;
  fecha_fin?: string | null;
};

/** GET /api/recibo-combustible/empresa/{id}: one page of the deliveries of the company's stations. */
export const recibosQueryOptions = (empresaId: number, consulta: ConsultaRecibos) =>
  queryOptions({
    queryKey: claves.lista(empresaId, consulta),
    queryFn: ({ signal }) =>
      solicitar(`/api/recibo-combustible/empresa/${empresaId}${parametrosConsulta({ ...consulta })}`, {
        esquema: envelopePaginado(ZReciboFila),
        signal,
      }),
  });

/** GET /api/proveedor/empresa/select/{id}: the active suppliers of the station's business. */
export function useProveedoresRecibo(empresaId: number | null) {
  return useQuery({
    queryKey: claves.proveedores(empresaId),
    queryFn: ({ signal }) =>
      solicitar(`/api/proveedor/empresa/select/${empresaId}`, { esquema: envelopePaginado(ZProveedorOpcion), signal }).then((r) => r.data),
    enabled: empresaId !== null,
    staleTime: 60_000,
  });
}

/** A write that refreshes the deliveries, the dips and the tanks' latest state. */
function useEscritura<A, R>(llamada: (a: A) => Promise<R>) {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: llamada,
    onSuccess: () =>
      Promise.all([claves.todo, ['mediciones-tanque'], ['bodegas', 'tanques']].map((queryKey) => cliente.invalidateQueries({ queryKey }))),
  });
}

/** POST /api/recibo-combustible. */
export const useRegistrarRecibo = () =>
  useEscritura((cuerpo: TRecibo) => solicitar('/api/recibo-combustible', { metodo: 'POST', cuerpo, esquema: envelope(ZReciboCreado) }));

/** PUT /api/recibo-combustible/{id}/anular (letter N). */
export const useAnularRecibo = () =>
  useEscritura((id: number) => solicitar(`/api/recibo-combustible/${id}/anular`, { metodo: 'PUT', esquema: envelope(ZSinDatos) }));
