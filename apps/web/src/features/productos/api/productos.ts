import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ZCategoriaOpcion } from '@eds/contracts/configuracion/categorias';
import { ZConsecutivoProducto, ZHistoricoPrecio, ZProductoGestion, ZProductoOpcion } from '@eds/contracts/configuracion/productos';
import { ZUnidadOpcion } from '@eds/contracts/configuracion/unidades';
import { ZImpuestoOpcion } from '@eds/contracts/catalogos';
import { envelope, envelopePaginado } from '@eds/contracts/envelope';
import { ZPrecioEspecial } from '@eds/contracts/comercial';
import { ZSinDatos } from '@eds/contracts/respuestas';
import { apiCatalogo } from '../../../components/catalogo/api-catalogo';
import { solicitar } from '../../../lib/api-client';

const claves = {
  consecutivo: (empresaId: number) => ['producto', 'consecutivo', empresaId] as const,
  historial: (id: number, empresaId: number, desde: number) => ['producto', 'historial', id, empresaId, desde] as const,
  opcion: (recurso: string, empresaId: number) => ['producto', 'opciones', recurso, empresaId] as const,
};

/**
 * Products (SCREENS.md G13): CRUD(producto) on the catalogue kit, GET producto/{id}/{A|I} for the switch; a write
 * also refreshes the proposed code and the price history.
 */
export const apiProductos = apiCatalogo('producto', ZProductoGestion, ZProductoOpcion, { invalida: [['producto']] });

/** GET producto/posible-consecutivo/{id}: the code the create form proposes. */
export function useConsecutivoProducto(empresaId: number) {
  return useQuery({
    queryKey: claves.consecutivo(empresaId),
    queryFn: ({ signal }) =>
      solicitar(`/api/producto/posible-consecutivo/${empresaId}`, { esquema: envelope(ZConsecutivoProducto), signal }).then(
        (r) => r.data.codigo,
      ),
  });
}

export const LIMITE_HISTORIAL = 10;

/** GET producto/historico-precios/{id}/empresa/{e}: one page of the product's price periods. */
export function useHistorialPrecios(id: number, empresaId: number, desde: number) {
  return useQuery({
    queryKey: claves.historial(id, empresaId, desde),
    queryFn: ({ signal }) =>
      solicitar(`/api/producto/historico-precios/${id}/empresa/${empresaId}?limite=${LIMITE_HISTORIAL}&desde=${desde}`, {
        esquema: envelopePaginado(ZHistoricoPrecio),
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Active records of a catalogue for the form's selectors (every page the call allows at once). */
function useOpciones<T extends z.ZodType>(recurso: string, ruta: (empresaId: number) => string, fila: T, empresaId: number) {
  return useQuery({
    queryKey: claves.opcion(recurso, empresaId),
    queryFn: ({ signal }) =>
      solicitar(`/api/${ruta(empresaId)}?limite=500`, { esquema: envelopePaginado(fila), signal }).then((r) => r.data),
  });
}

export const useCategoriasProducto = (empresaId: number) =>
  useOpciones('categoria', (e) => `categoria/select/empresa/${e}`, ZCategoriaOpcion, empresaId);
export const useUnidadesProducto = (empresaId: number) =>
  useOpciones('unidad', (e) => `unidad/select/empresa/${e}`, ZUnidadOpcion, empresaId);
export const useImpuestosProducto = (empresaId: number) =>
  useOpciones('impuesto', (e) => `impuesto/select/empresa/${e}/0`, ZImpuestoOpcion, empresaId);
export const useIngredientesProducto = (empresaId: number) =>
  useOpciones('producto', (e) => `producto/select/empresa/${e}`, ZProductoOpcion, empresaId);

/** GET producto/{id}/precios-especiales: the product's special prices the user reaches. */
export function usePreciosEspeciales(id: number) {
  return useQuery({
    queryKey: ['producto', 'precios-especiales', id],
    queryFn: ({ signal }) =>
      solicitar(`/api/producto/${id}/precios-especiales`, { esquema: envelope(z.array(ZPrecioEspecial)), signal }).then((r) => r.data),
  });
}

/** The documented calls: PUT producto/activar-inactivar-precio-especial/{id}/estado/{A|I} and PUT producto/eliminar/precio-especial/{id}. */
export function useAccionPrecioEspecial() {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: ({ id, accion }: { id: number; accion: 'A' | 'I' | 'eliminar' }) =>
      solicitar(
        accion === 'eliminar'
          ? `/api/producto/eliminar/precio-especial/${id}`
          : `/api/producto/activar-inactivar-precio-especial/${id}/estado/${accion}`,
        { metodo: 'PUT', esquema: envelope(ZSinDatos) },
      ),
    onSuccess: () => cliente.invalidateQueries({ queryKey: ['producto', 'precios-especiales'] }),
  });
}
