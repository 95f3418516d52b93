import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { envelope, envelopePaginado } from '@eds/contracts/envelope';
import { ZBodega } from '@eds/contracts/estacion';
import { ZExistenciaBodega, ZTomaFisica } from '@eds/contracts/inventario';
import { ZDocumentoCreado, ZSinDatos } from '@eds/contracts/respuestas';
import { solicitar } from '../../../lib/api-client';

const claves = {
  todo: ['existencias'] as const,
  bodegas: (empresaId: number | null) => ['existencias', 'bodegas', empresaId] as const,
  stock: (bodegaId: number | null) => ['existencias', 'stock', bodegaId] as const,
  abierta: (bodegaId: number | null) => ['existencias', 'toma-abierta', bodegaId] as const,
  toma: (id: number | null) => ['existencias', 'toma', id] as const,
};

/** The business type whose stock a goods warehouse holds: the store's (S) unless it is the kiosk's (K). */
export type NegocioBodega = 'S' | 'K';

/** GET /api/bodega/select/empresa/{id}: the station's active goods warehouses (tanks left out). */
export function useBodegasExistencias(empresaId: number | null) {
  return useQuery({
    queryKey: claves.bodegas(empresaId),
    queryFn: ({ signal }) =>
      solicitar(`/api/bodega/select/empresa/${empresaId}?limite=500`, { esquema: envelopePaginado(ZBodega), signal }).then((r) =>
        r.data
          .filter((b) => b.tipo !== 'TANQUE')
          .map((b): { valor: number; texto: string; negocio: NegocioBodega } => ({
            valor: b.id,
            texto: `${b.codigo} ${b.descripcion}`,
            negocio: b.tipo === 'KIOSCO' ? 'K' : 'S',
          })),
      ),
    enabled: empresaId !== null,
    staleTime: 60_000,
  });
}

/** GET /api/inventario/bodega/{id}: each product's stock in the warehouse with its alert. */
export function useExistencias(bodegaId: number | null) {
  return useQuery({
    queryKey: claves.stock(bodegaId),
    queryFn: ({ signal }) =>
      solicitar(`/api/inventario/bodega/${bodegaId}`, { esquema: envelope(ZExistenciaBodega.array()), signal }).then((r) => r.data),
    enabled: bodegaId !== null,
  });
}

/** GET /api/inventario/bodega/{id}/toma-abierta: the warehouse's open count, resumed by the screen. */
export function useTomaAbierta(bodegaId: number | null) {
  return useQuery({
    queryKey: claves.abierta(bodegaId),
    queryFn: ({ signal }) =>
      solicitar(`/api/inventario/bodega/${bodegaId}/toma-abierta`, {
        esquema: envelope(z.object({ id: z.number() }).nullable()),
        signal,
      }).then((r) => r.data?.id ?? null),
    enabled: bodegaId !== null,
  });
}

/** GET /api/inventario/toma-fisica/{id}: the count with its snapshot, counted quantities and differences. */
export function useToma(id: number | null) {
  return useQuery({
    queryKey: claves.toma(id),
    queryFn: ({ signal }) => solicitar(`/api/inventario/toma-fisica/${id}`, { esquema: envelope(ZTomaFisica), signal }).then((r) => r.data),
    enabled: id !== null,
  });
}

function useEscritura<A, R>(llamada: (a: A) => Promise<R>) {
  const cliente = useQueryClient();
  return useMutation({ mutationFn: llamada, onSuccess: () => cliente.invalidateQueries({ queryKey: claves.todo }) });
}

/** POST /api/inventario/toma-fisica (C): snapshots the warehouse's stock. */
export const useIniciarToma = () =>
  useEscritura((cuerpo: { bodega_id: number; tipo_negocio: NegocioBodega }) =>
    solicitar('/api/inventario/toma-fisica', { metodo: 'POST', cuerpo, esquema: envelope(z.object({ id: z.number() })) }),
  );

/** A counted line: a product's quantity typed, or a scanned barcode adding one (`sumar`). */
export type LineaConteo = { producto_id: number; cantidad: number } | { codigo_barras: string; cantidad: number; sumar: true };

/** PUT /api/inventario/toma-fisica/{id}/conteo (C). */
export const useRegistrarConteo = () =>
  useEscritura(({ id, lineas }: { id: number; lineas: LineaConteo[] }) =>
    solicitar(`/api/inventario/toma-fisica/${id}/conteo`, { metodo: 'PUT', cuerpo: { lineas }, esquema: envelope(ZSinDatos) }),
  );

/** POST /api/inventario/toma-fisica/{id}/ajuste (A): posts the differences as one adjustment and closes the count. */
export const useGenerarAjuste = () =>
  useEscritura((id: number) =>
    solicitar(`/api/inventario/toma-fisica/${id}/ajuste`, { metodo: 'POST', esquema: envelope(ZDocumentoCreado.nullable()) }),
  );
