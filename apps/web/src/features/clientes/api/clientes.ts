import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  ZCliente,
  ZClienteOpcion,
  ZFlota,
  ZFlotaOpcion,
  ZMedio,
  ZOrigenMedio,
  ZPrecioEspecialCliente,
  ZVehiculo,
} from '@eds/contracts/clientes/clientes';
import { envelope, envelopePaginado } from '@eds/contracts/envelope';
import { apiCatalogo } from '../../../components/catalogo/api-catalogo';
import { solicitar } from '../../../lib/api-client';

/** CRUD(`cliente`), CRUD(`flota`), CRUD(`vehiculo`) and CRUD(`medio-identificacion`) (SCREENS.md G19). */
export const apiClientes = apiCatalogo('cliente', ZCliente, ZClienteOpcion);
export const apiFlotas = apiCatalogo('flota', ZFlota, ZFlotaOpcion);
export const apiVehiculos = apiCatalogo('vehiculo', ZVehiculo);
export const apiMedios = apiCatalogo('medio-identificacion', ZMedio);

const ZFlotas = envelopePaginado(ZFlotaOpcion);
const ZFlotasCliente = envelopePaginado(ZFlota);
const ZVehiculosCliente = envelopePaginado(ZVehiculo);

/** The active fleets of a kind (`propia`: the business's own) for the vehicle form. */
export function useFlotasActivas(empresaId: number, propia: boolean) {
  return useQuery({
    queryKey: ['catalogo', 'flota', 'opciones', empresaId, propia],
    queryFn: ({ signal }) =>
      solicitar(`/api/flota/select/empresa/${empresaId}?limite=500&propia=${propia ? 'S' : 'N'}`, { esquema: ZFlotas, signal }).then(
        (r) => r.data,
      ),
  });
}

/** A customer's fleets and vehicles, for its tabs. */
export function useFlotasDeCliente(empresaId: number, clienteId: number) {
  return useQuery({
    queryKey: ['catalogo', 'flota', 'cliente', empresaId, clienteId],
    queryFn: ({ signal }) =>
      solicitar(`/api/flota/empresa/${empresaId}?limite=500&cliente=${clienteId}`, { esquema: ZFlotasCliente, signal }).then((r) => r.data),
  });
}

export function useVehiculosDeCliente(empresaId: number, clienteId: number) {
  return useQuery({
    queryKey: ['catalogo', 'vehiculo', 'cliente', empresaId, clienteId],
    queryFn: ({ signal }) =>
      solicitar(`/api/vehiculo/empresa/${empresaId}?limite=500&cliente=${clienteId}`, { esquema: ZVehiculosCliente, signal }).then(
        (r) => r.data,
      ),
  });
}

const ZPrecios = envelope(z.array(ZPrecioEspecialCliente));

/** The customer's special prices (written on the products screen). */
export function usePreciosEspeciales(clienteId: number) {
  return useQuery({
    queryKey: ['catalogo', 'cliente', 'precios-especiales', clienteId],
    queryFn: ({ signal }) => solicitar(`/api/cliente/${clienteId}/precios-especiales`, { esquema: ZPrecios, signal }).then((r) => r.data),
  });
}

const ZOrigenes = envelope(z.array(ZOrigenMedio));

/** GET medios-identificacion/select/origen/{id}: the records of an entity type (1 promotor, 2 vehículo, 3 flota). */
export function useOrigenes(tipoEntidad: number | null) {
  return useQuery({
    queryKey: ['catalogo', 'medio-identificacion', 'origen', tipoEntidad],
    enabled: tipoEntidad !== null,
    queryFn: ({ signal }) =>
      solicitar(`/api/medios-identificacion/select/origen/${tipoEntidad}`, { esquema: ZOrigenes, signal }).then((r) => r.data),
  });
}
