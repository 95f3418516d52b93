import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TEstadoRegistro } from '@eds/contracts/configuracion/catalogo';
import { envelope, envelopePaginado } from '@eds/contracts/envelope';
import { ZBodega, ZIslaConfiguracion, type TIslaForm, type TSurtidorForm } from '@eds/contracts/estacion';
import { LIMITE_MAXIMO } from '@eds/contracts/paginacion';
import { ZIdRegistro, ZSinDatos } from '@eds/contracts/respuestas';
import { ZIslaFila, ZManguera, ZProtocoloSurtidor, type TMangueraForm } from '@eds/contracts/surtidores';
import { solicitar } from '../../../lib/api-client';

/** Query keys under 'islas': every write refreshes the station's tree. */
export const clavesIslas = {
  todo: ['islas'] as const,
  arbol: (empresaId: number) => ['islas', 'arbol', empresaId] as const,
};

/** GET /api/surtidor/configuracion-eds/{id}: the station's islands → pumps → hoses (all states). */
export function useConfiguracionEds(empresaId: number | null) {
  return useQuery({
    queryKey: clavesIslas.arbol(empresaId ?? 0),
    queryFn: ({ signal }) =>
      solicitar(`/api/surtidor/configuracion-eds/${empresaId}?limite=${LIMITE_MAXIMO}`, {
        esquema: envelopePaginado(ZIslaConfiguracion),
        signal,
      }).then((r) => r.data),
    enabled: empresaId !== null,
  });
}

/** GET /api/surtidor/protocolos: the pump protocols (entity 16). */
export function useProtocolos() {
  return useQuery({
    queryKey: ['islas', 'protocolos'],
    queryFn: ({ signal }) =>
      solicitar('/api/surtidor/protocolos', { esquema: envelopePaginado(ZProtocoloSurtidor), signal }).then((r) => r.data),
    staleTime: 60 * 60_000,
  });
}

/** GET /api/bodega/select/empresa/{id}: the station's active tanks, each with its fuel. */
export function useTanques(empresaId: number) {
  return useQuery({
    queryKey: ['islas', 'tanques', empresaId],
    queryFn: ({ signal }) =>
      solicitar(`/api/bodega/select/empresa/${empresaId}?limite=${LIMITE_MAXIMO}`, { esquema: envelopePaginado(ZBodega), signal }).then(
        (r) => r.data.filter((b) => b.tipo === 'TANQUE' && b.estado === 'A'),
      ),
  });
}

/** GET /api/manguera/{id}: one hose as its form edits it. */
export function useManguera(id: number | null) {
  return useQuery({
    queryKey: ['islas', 'manguera', id],
    queryFn: ({ signal }) => solicitar(`/api/manguera/${id}`, { esquema: envelope(ZManguera), signal }).then((r) => r.data),
    enabled: id !== null,
  });
}

const ZCreado = envelope(ZIdRegistro);
const ZSin = envelope(ZSinDatos);

function useEscritura<A>(fn: (a: A) => Promise<{ mensaje: string }>) {
  const cliente = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => cliente.invalidateQueries({ queryKey: clavesIslas.todo }) });
}

/** POST /api/isla and PUT /api/isla (with the id). */
export const useGuardarIsla = () =>
  useEscritura((isla: TIslaForm & { id?: number }) =>
    solicitar('/api/isla', { metodo: isla.id ? 'PUT' : 'POST', cuerpo: isla, esquema: ZCreado }),
  );

/** POST /api/surtidor and PUT /api/surtidor (with the id; hoses not listed stay as they are). */
export const useGuardarSurtidor = () =>
  useEscritura((surtidor: TSurtidorForm & { id?: number }) =>
    solicitar('/api/surtidor', { metodo: surtidor.id ? 'PUT' : 'POST', cuerpo: surtidor, esquema: ZCreado }),
  );

/** POST /api/manguera and PUT /api/manguera (with the id). */
export const useGuardarManguera = () =>
  useEscritura((manguera: TMangueraForm & { id?: number }) =>
    solicitar('/api/manguera', { metodo: manguera.id ? 'PUT' : 'POST', cuerpo: manguera, esquema: ZCreado }),
  );

/** PUT /api/{isla|surtidor|manguera}/{id}/{A|I}: 'REGISTRO ACTIVADO/INACTIVADO CORRECTAMENTE'. */
export const useCambiarEstado = () =>
  useEscritura(({ recurso, id, estado }: { recurso: 'isla' | 'surtidor' | 'manguera'; id: number; estado: TEstadoRegistro }) =>
    solicitar(`/api/${recurso}/${id}/${estado}`, { metodo: 'PUT', cuerpo: {}, esquema: ZSin }),
  );

/** DELETE /api/{isla|manguera}/{id}: a record never used; one in use is refused ('...Inactívelo.'). */
export const useEliminar = () =>
  useEscritura(({ recurso, id }: { recurso: 'isla' | 'manguera'; id: number }) =>
    solicitar(`/api/${recurso}/${id}`, { metodo: 'DELETE', esquema: ZSin }),
  );

/** GET /api/isla/empresa/{id}: the station's islands with whether a shift is open on each. */
export function useIslas(empresaId: number | null) {
  return useQuery({
    queryKey: ['islas', 'lista', empresaId],
    queryFn: ({ signal }) =>
      solicitar(`/api/isla/empresa/${empresaId}?limite=${LIMITE_MAXIMO}`, { esquema: envelopePaginado(ZIslaFila), signal }).then(
        (r) => r.data,
      ),
    enabled: empresaId !== null,
  });
}
