import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZProveedorOpcion } from '@eds/contracts/catalogos';
import { envelope, envelopePaginado } from '@eds/contracts/envelope';
import { ZBodega } from '@eds/contracts/estacion';
import {
  ZFilaRechazada,
  ZOrdenCompraDetalle,
  ZOrdenCompraFila,
  ZRespuestaDocumentoDetalle,
  ZRespuestaInfoMovimiento,
  ZTrasladoPdvFila,
  type TAjusteExcelForm,
  type TDocumentoForm,
  type TTrasladoPdvForm,
  type TipoDocumentoRuta,
} from '@eds/contracts/inventario';
import { ZDocumentoFila } from '@eds/contracts/inventario-remarcacion';
import { ZProducto } from '@eds/contracts/productos';
import { ZDocumentoCreado, ZSinDatos } from '@eds/contracts/respuestas';
import { parametrosConsulta, type ConsultaLista } from '../../../components/lista/consulta-lista';
import { solicitar } from '../../../lib/api-client';
import { pedirArchivo } from '../../../lib/archivos';
import { z } from 'zod';

const claves = {
  todo: ['inventario-documentos'] as const,
  lista: (tipo: string, empresaId: number, consulta: ConsultaDocumentos) =>
    ['inventario-documentos', 'lista', tipo, empresaId, consulta] as const,
  detalle: (id: number) => ['inventario-documentos', 'detalle', id] as const,
  lineas: (id: number) => ['inventario-documentos', 'lineas', id] as const,
  bodegas: (empresaId: number | null) => ['inventario-documentos', 'bodegas', empresaId] as const,
  productos: (empresaId: number, negocio: string) => ['inventario-documentos', 'productos', empresaId, negocio] as const,
  proveedores: (empresaId: number) => ['inventario-documentos', 'proveedores', empresaId] as const,
  ordenes: (empresaId: number | null, proveedorId: number | null) => ['inventario-documentos', 'ordenes', empresaId, proveedorId] as const,
  orden: (id: number | null) => ['inventario-documentos', 'orden', id] as const,
  pdv: (empresaId: number | null, entrantes: boolean) => ['inventario-documentos', 'traslados-pdv', empresaId, entrantes] as const,
};

/** The list's query key, for the list screen's typing. */
export type ClaveListaDocumentos = ReturnType<typeof claves.lista>;

/** The list's own filters: station, warehouse, business type and business-day range. */
export type ConsultaDocumentos = ConsultaLista & {
  estacion_id?: number | null;
  bodega_id?: number | null;
  tipo_negocio?: string | null;
  fecha_inicial?: string | null;
  fecha_final?: string | null;
};

/** GET movimiento/{tipo}/empresa/{id}: one page of the documents of one kind at the company's stations. */
export const documentosQueryOptions = (tipo: TipoDocumentoRuta, empresaId: number, consulta: ConsultaDocumentos) =>
  queryOptions({
    queryKey: claves.lista(tipo, empresaId, consulta),
    queryFn: ({ signal }) =>
      solicitar(`/api/movimiento/${tipo}/empresa/${empresaId}${parametrosConsulta({ ...consulta })}`, {
        esquema: envelopePaginado(ZDocumentoFila),
        signal,
      }),
  });

/** GET movimiento/detalles/{id}: the document's header with its kardex lines. */
export function useDetalleDocumento(id: number | null) {
  return useQuery({
    queryKey: claves.detalle(id ?? 0),
    enabled: id !== null,
    queryFn: ({ signal }) =>
      solicitar(`/api/movimiento/detalles/${id}`, { esquema: ZRespuestaDocumentoDetalle, signal }).then((r) => r.data),
  });
}

/** GET movimiento/get-info-movimientos-detalles/{id}: each line with its warehouses and the stock it left (kardex effect). */
export function useLineasDocumento(id: number | null) {
  return useQuery({
    queryKey: claves.lineas(id ?? 0),
    enabled: id !== null,
    queryFn: ({ signal }) =>
      solicitar(`/api/movimiento/get-info-movimientos-detalles/${id}`, { esquema: ZRespuestaInfoMovimiento, signal }).then((r) => r.data),
  });
}

/** GET bodega/select/empresa/{id}: the station's active goods warehouses (tanks left out). */
export function useBodegasEstacion(empresaId: number | null) {
  return useQuery({
    queryKey: claves.bodegas(empresaId),
    enabled: empresaId !== null,
    staleTime: 60_000,
    queryFn: ({ signal }) =>
      solicitar(`/api/bodega/select/empresa/${empresaId}?limite=500`, { esquema: envelopePaginado(ZBodega), signal }).then((r) =>
        r.data.filter((b) => b.tipo !== 'TANQUE'),
      ),
  });
}

/** GET producto/empresa/{id}/tipo/0/{S|K}: the business's products of the business types the document moves. */
export function useProductosDocumento(empresaId: number, negocio: string) {
  return useQuery({
    queryKey: claves.productos(empresaId, negocio),
    staleTime: 60_000,
    queryFn: ({ signal }) =>
      solicitar(`/api/producto/empresa/${empresaId}/tipo/0/${negocio}?limite=500`, { esquema: envelopePaginado(ZProducto), signal }).then(
        (r) => r.data,
      ),
  });
}

/** GET proveedor/empresa/select/{id}: the business's active suppliers. */
export function useProveedoresDocumento(empresaId: number) {
  return useQuery({
    queryKey: claves.proveedores(empresaId),
    staleTime: 60_000,
    queryFn: ({ signal }) =>
      solicitar(`/api/proveedor/empresa/select/${empresaId}?limite=500`, { esquema: envelopePaginado(ZProveedorOpcion), signal }).then(
        (r) => r.data,
      ),
  });
}

/** GET orden-compra: the supplier's orders at the station still to receive (APROBADA, RECIBIDA PARCIAL). */
export function useOrdenesPendientes(empresaId: number | null, proveedorId: number | null) {
  return useQuery({
    queryKey: claves.ordenes(empresaId, proveedorId),
    enabled: empresaId !== null && proveedorId !== null,
    queryFn: async ({ signal }) => {
      const pedir = (estado: string) =>
        solicitar(`/api/orden-compra${parametrosConsulta({ empresa_id: empresaId, proveedor_id: proveedorId, estado, limite: 500 })}`, {
          esquema: envelopePaginado(ZOrdenCompraFila),
          signal,
        }).then((r) => r.data);
      const [aprobadas, parciales] = await Promise.all([pedir('APROBADA'), pedir('RECIBIDA PARCIAL')]);
      return [...aprobadas, ...parciales].sort((a, b) => a.consecutivo - b.consecutivo);
    },
  });
}

/** GET orden-compra/{id}: the order with its pending quantities. */
export function useOrdenCompra(id: number | null) {
  return useQuery({
    queryKey: claves.orden(id),
    enabled: id !== null,
    queryFn: ({ signal }) => solicitar(`/api/orden-compra/${id}`, { esquema: envelope(ZOrdenCompraDetalle), signal }).then((r) => r.data),
  });
}

/** A write that reads the lists, details and orders again. */
function useEscritura<A, R>(llamada: (a: A) => Promise<R>) {
  const cliente = useQueryClient();
  return useMutation({ mutationFn: llamada, onSuccess: () => cliente.invalidateQueries({ queryKey: claves.todo }) });
}

/** POST movimiento/{tipo} with the form's idempotency key. */
export const useRegistrarDocumento = (tipo: TipoDocumentoRuta) =>
  useEscritura((cuerpo: TDocumentoForm) =>
    solicitar(`/api/movimiento/${tipo}`, { metodo: 'POST', cuerpo, esquema: envelope(ZDocumentoCreado) }),
  );

/** PUT movimiento/{id}/anular (letter N, reason). */
export const useAnularDocumento = () =>
  useEscritura(({ id, motivo }: { id: number; motivo: string }) =>
    solicitar(`/api/movimiento/${id}/anular`, { metodo: 'PUT', cuerpo: { motivo }, esquema: envelope(ZSinDatos) }),
  );

/** GET movimiento/{id}/pdf: the printable document. */
export const descargarPdfDocumento = (id: number) => pedirArchivo(`/api/movimiento/${id}/pdf`, { respaldo: 'documento.pdf' });

/** GET movimiento/ajuste-inicial/plantilla: the Excel template (CODIGO, CANTIDAD, COSTO). */
export const descargarPlantillaAjuste = () =>
  pedirArchivo('/api/movimiento/ajuste-inicial/plantilla', { respaldo: 'plantilla_ajuste_inicial.xlsx' });

/** The import's outcome: the posted document, or each refused row with its reason (206, nothing posted). */
export type ResultadoImportacion =
  | { tipo: 'registrado'; consecutivo: number; mensaje: string }
  | { tipo: 'rechazado'; filas: z.infer<typeof ZFilaRechazada>[]; mensaje: string };

const ZRespuestaImportacion = z.union([
  envelope(ZDocumentoCreado),
  z.object({ success: z.literal(false), status: z.literal(206), mensaje: z.string(), data: z.array(ZFilaRechazada) }),
]);

/** POST movimiento/ajuste-inicial/importar. */
export const useImportarAjuste = () =>
  useEscritura(async (cuerpo: TAjusteExcelForm): Promise<ResultadoImportacion> => {
    const r = await solicitar('/api/movimiento/ajuste-inicial/importar', { metodo: 'POST', cuerpo, esquema: ZRespuestaImportacion });
    if (Array.isArray(r.data)) return { tipo: 'rechazado', filas: r.data, mensaje: r.mensaje };
    return { tipo: 'registrado', consecutivo: r.data.consecutivo, mensaje: r.mensaje };
  });

/** GET movimiento/traslado-pdv/empresa/{id}: what a station sent, or (entrantes) what is coming to it. */
export function useTrasladosPdv(empresaId: number | null, entrantes: boolean) {
  return useQuery({
    queryKey: claves.pdv(empresaId, entrantes),
    enabled: empresaId !== null,
    queryFn: ({ signal }) =>
      solicitar(`/api/movimiento/traslado-pdv/empresa/${empresaId}${entrantes ? '?entrantes=S' : ''}`, {
        esquema: envelope(z.array(ZTrasladoPdvFila)),
        signal,
      }).then((r) => r.data),
  });
}

/** POST movimiento/traslado-pdv: sends (ENVIADO). */
export const useEnviarTrasladoPdv = () =>
  useEscritura((cuerpo: TTrasladoPdvForm) =>
    solicitar('/api/movimiento/traslado-pdv', { metodo: 'POST', cuerpo, esquema: envelope(ZDocumentoCreado) }),
  );

/** PUT movimiento/traslado-pdv/{id}/recibir: the quantities that arrived. */
export const useRecibirTrasladoPdv = () =>
  useEscritura(({ id, lineas }: { id: number; lineas: { producto_id: number; cantidad: number }[] }) =>
    solicitar(`/api/movimiento/traslado-pdv/${id}/recibir`, { metodo: 'PUT', cuerpo: { lineas }, esquema: envelope(ZDocumentoCreado) }),
  );

/** PUT movimiento/traslado-pdv/{id}/rechazar: back to the origin. */
export const useRechazarTrasladoPdv = () =>
  useEscritura(({ id, motivo }: { id: number; motivo: string }) =>
    solicitar(`/api/movimiento/traslado-pdv/${id}/rechazar`, { metodo: 'PUT', cuerpo: { motivo }, esquema: envelope(ZSinDatos) }),
  );
