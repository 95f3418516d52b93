import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZProveedorOpcion } from '@eds/contracts/catalogos';
import { envelope, envelopePaginado } from '@eds/contracts/envelope';
import { ZBodega } from '@eds/contracts/estacion';
import { ZOrdenCompraDetalle, ZOrdenCompraFila, ZSugerenciaOrden, type TOrdenCompraForm, type TMotivo } from '@eds/contracts/inventario';
import { BODEGA_DE_NEGOCIO, type TipoNegocio } from '@eds/contracts/operacion';
import { ZProducto } from '@eds/contracts/productos';
import { ZDocumentoCreado, ZSinDatos } from '@eds/contracts/respuestas';
import { parametrosConsulta, type ConsultaLista } from '../../../components/lista/consulta-lista';
import { solicitar } from '../../../lib/api-client';

/** The business types an order is for: the store (S) and the kiosk (K). */
export type NegocioOrden = Extract<TipoNegocio, 'S' | 'K'>;

const claves = {
  todo: ['ordenes-compra'] as const,
  lista: (consulta: ConsultaOrdenes) => ['ordenes-compra', 'lista', consulta] as const,
  detalle: (id: number | null) => ['ordenes-compra', 'detalle', id] as const,
};

/** The list's own filters; `estado_orden` travels as the call's `estado` (the kit's A/I/T filter is not sent). */
export interface FiltrosOrdenes {
  tipo_negocio: NegocioOrden | null;
  empresa_id: number | null;
  proveedor_id: number | null;
  estado_orden: string | null;
  fecha_inicial: string | null;
  fecha_final: string | null;
}
export type ConsultaOrdenes = ConsultaLista & FiltrosOrdenes;
/** The list call's query key, which the list screen is typed with. */
export type ClaveListaOrdenes = ReturnType<typeof claves.lista>;

/** GET /api/orden-compra: one page of the orders of the stations in scope. */
export const ordenesQueryOptions = (consulta: ConsultaOrdenes) =>
  queryOptions({
    queryKey: claves.lista(consulta),
    queryFn: ({ signal }) => {
      const { estado_orden, estado: _estado, orden: _orden, ...resto } = consulta;
      return solicitar(`/api/orden-compra${parametrosConsulta({ ...resto, estado: estado_orden })}`, {
        esquema: envelopePaginado(ZOrdenCompraFila),
        signal,
      });
    },
  });

/** GET /api/orden-compra/{id}: the order with its lines, received and pending. */
export function useOrden(id: number | null) {
  return useQuery({
    queryKey: claves.detalle(id),
    queryFn: ({ signal }) => solicitar(`/api/orden-compra/${id}`, { esquema: envelope(ZOrdenCompraDetalle), signal }).then((r) => r.data),
    enabled: id !== null,
  });
}

/** GET /api/bodega/select/empresa/{id}: the station's active warehouses of the business type (and general ones). */
export function useBodegasOrden(empresaId: number | null, negocio: NegocioOrden | null) {
  return useQuery({
    queryKey: ['ordenes-compra', 'bodegas', empresaId, negocio],
    queryFn: ({ signal }) =>
      solicitar(`/api/bodega/select/empresa/${empresaId}?limite=500`, { esquema: envelopePaginado(ZBodega), signal }).then((r) =>
        r.data
          .filter((b) => b.tipo === 'GENERAL' || (negocio !== null && b.tipo === BODEGA_DE_NEGOCIO[negocio]))
          .map((b) => ({ valor: b.id, texto: `${b.codigo} ${b.descripcion}` })),
      ),
    enabled: empresaId !== null && negocio !== null,
    staleTime: 60_000,
  });
}

/** GET /api/proveedor/empresa/select/{id}: the business's active suppliers. */
export function useProveedoresOrden(empresaId: number) {
  return useQuery({
    queryKey: ['ordenes-compra', 'proveedores', empresaId],
    queryFn: ({ signal }) =>
      solicitar(`/api/proveedor/empresa/select/${empresaId}?limite=500`, { esquema: envelopePaginado(ZProveedorOpcion), signal }).then(
        (r) => r.data.map((p) => ({ valor: p.id, texto: p.razon_social })),
      ),
    staleTime: 60_000,
  });
}

/** GET /api/producto/empresa/{id}/tipo/0/{S|K}: the business's products of the order's business type. */
export function useProductosOrden(empresaId: number, negocio: NegocioOrden | null) {
  return useQuery({
    queryKey: ['ordenes-compra', 'productos', empresaId, negocio],
    queryFn: ({ signal }) =>
      solicitar(`/api/producto/empresa/${empresaId}/tipo/0/${negocio}?limite=500`, { esquema: envelopePaginado(ZProducto), signal }).then(
        (r) => r.data.map((p) => ({ valor: p.id, texto: `${p.codigo} ${p.descripcion}` })),
      ),
    enabled: negocio !== null,
    staleTime: 60_000,
  });
}

/** GET /api/orden-compra/sugerir: what fills the warehouse up to each product's maximum. */
export function useSugerir() {
  return useMutation({
    mutationFn: (q: { empresa_id: number; bodega_id: number; tipo_negocio: NegocioOrden; proveedor_id: number | null }) =>
      solicitar(`/api/orden-compra/sugerir${parametrosConsulta(q)}`, { esquema: envelope(ZSugerenciaOrden.array()) }).then((r) => r.data),
  });
}

/** A write that refreshes the orders (list and detail). */
function useEscritura<A, R>(llamada: (a: A) => Promise<R>) {
  const cliente = useQueryClient();
  return useMutation({ mutationFn: llamada, onSuccess: () => cliente.invalidateQueries({ queryKey: claves.todo }) });
}

/** POST /api/orden-compra (C), or PUT /api/orden-compra/{id} (U, BORRADOR). */
export const useGuardarOrden = () =>
  useEscritura(({ id, cuerpo }: { id: number | null; cuerpo: TOrdenCompraForm }) =>
    solicitar(id === null ? '/api/orden-compra' : `/api/orden-compra/${id}`, {
      metodo: id === null ? 'POST' : 'PUT',
      cuerpo,
      esquema: envelope(ZDocumentoCreado),
    }),
  );

/** DELETE /api/orden-compra/{id} (D, BORRADOR). */
export const useEliminarOrden = () =>
  useEscritura((id: number) => solicitar(`/api/orden-compra/${id}`, { metodo: 'DELETE', esquema: envelope(ZSinDatos) }));

/** PUT /api/orden-compra/{id}/aprobar (A). */
export const useAprobarOrden = () =>
  useEscritura((id: number) => solicitar(`/api/orden-compra/${id}/aprobar`, { metodo: 'PUT', esquema: envelope(ZSinDatos) }));

/** PUT /api/orden-compra/{id}/{cerrar|anular} with the reason (A to close, N to annul). */
export const useCerrarOAnularOrden = () =>
  useEscritura(({ id, accion, cuerpo }: { id: number; accion: 'cerrar' | 'anular'; cuerpo: TMotivo }) =>
    solicitar(`/api/orden-compra/${id}/${accion}`, { metodo: 'PUT', cuerpo, esquema: envelope(ZSinDatos) }),
  );

/** POST /api/orden-compra/{id}/enviar-correo (A): the order to the supplier's mail through the outbox. */
export const useEnviarCorreoOrden = () =>
  useEscritura((id: number) => solicitar(`/api/orden-compra/${id}/enviar-correo`, { metodo: 'POST', esquema: envelope(ZSinDatos) }));
