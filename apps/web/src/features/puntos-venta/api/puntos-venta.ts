import { useQuery } from '@tanstack/react-query';
import { envelope } from '@eds/contracts/envelope';
import { ZOpcionesPuntoVenta, ZPuntoVentaFila } from '@eds/contracts/puntos-venta';
import { apiCatalogo } from '../../../components/catalogo/api-catalogo';
import { solicitar } from '../../../lib/api-client';

/**
 * The points of sale's calls, CRUD(punto-venta) of SCREENS.md G02: GET punto-venta/empresa/{id}, POST/PUT punto-venta,
 * PUT punto-venta/{id}/{A|I}. A point is never deleted.
 */
export const apiPuntosVenta = apiCatalogo('punto-venta', ZPuntoVentaFila);

/** GET /api/punto-venta/opciones/empresa/{id}: the station's warehouses, devices, resolutions and staff for the form. */
export function useOpcionesPuntoVenta(empresaId: number | null) {
  return useQuery({
    queryKey: ['catalogo', 'punto-venta', 'formulario', empresaId],
    queryFn: ({ signal }) =>
      solicitar(`/api/punto-venta/opciones/empresa/${empresaId}`, { esquema: envelope(ZOpcionesPuntoVenta), signal }).then((r) => r.data),
    enabled: empresaId !== null,
    staleTime: 60_000,
  });
}
