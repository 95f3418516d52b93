import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZDocumentoFila, ZRemarcacionProductos } from '@eds/contracts/inventario-remarcacion';
import { envelope, envelopePaginado } from '@eds/contracts/envelope';
import { ZDocumentoCreado } from '@eds/contracts/respuestas';
import type { ConsultaLista } from '../../../components/lista/consulta-lista';
import { parametrosConsulta } from '../../../components/lista/consulta-lista';
import { solicitar } from '../../../lib/api-client';

const claves = {
  todo: ['remarcacion'] as const,
  lista: (empresaId: number, consulta: ConsultaLista) => ['remarcacion', 'lista', empresaId, consulta] as const,
  productos: (filtro: FiltroProductos) => ['remarcacion', 'productos', filtro] as const,
};

export interface FiltroProductos {
  empresa_id: number | null;
  tipo_negocio: 'S' | 'K' | null;
  proveedor_id: number | null;
}

/** GET movimiento/remarcacion/empresa/{id}: one page of the re-marking documents at the company's stations. */
export const remarcacionesQueryOptions = (empresaId: number, consulta: ConsultaLista) =>
  queryOptions({
    queryKey: claves.lista(empresaId, consulta),
    queryFn: ({ signal }) =>
      solicitar(`/api/movimiento/remarcacion/empresa/${empresaId}${parametrosConsulta({ ...consulta })}`, {
        esquema: envelopePaginado(ZDocumentoFila),
        signal,
      }),
  });

/** GET movimiento/remarcacion/productos: the grid, once the station and the business type are chosen. */
export function useProductosRemarcacion(filtro: FiltroProductos) {
  return useQuery({
    queryKey: claves.productos(filtro),
    enabled: filtro.empresa_id !== null && filtro.tipo_negocio !== null,
    queryFn: ({ signal }) =>
      solicitar(
        `/api/movimiento/remarcacion/productos${parametrosConsulta({
          empresa_id: filtro.empresa_id,
          tipo_negocio: filtro.tipo_negocio,
          ...(filtro.proveedor_id ? { proveedor_id: filtro.proveedor_id } : {}),
        })}`,
        { esquema: envelope(ZRemarcacionProductos), signal },
      ).then((r) => r.data),
  });
}

/** POST movimiento/remarcacion: posts the document; lists and grids are read again. */
export function useRegistrarRemarcacion() {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: (cuerpo: unknown) =>
      solicitar('/api/movimiento/remarcacion', { metodo: 'POST', cuerpo, esquema: envelope(ZDocumentoCreado) }),
    onSuccess: () => cliente.invalidateQueries({ queryKey: claves.todo }),
  });
}
