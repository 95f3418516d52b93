import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TEstadoRegistro } from '@eds/contracts/configuracion/catalogo';
import { envelope, envelopePaginado } from '@eds/contracts/envelope';
import { ZEquipo, ZOpcionesEquipo, ZTokenEquipo, type TEquipoForm } from '@eds/contracts/equipo';
import { LIMITE_MAXIMO } from '@eds/contracts/paginacion';
import { ZIdRegistro, ZSinDatos } from '@eds/contracts/respuestas';
import { ZIslaFila } from '@eds/contracts/surtidores';
import { parametrosConsulta, type ConsultaLista } from '../../../components/lista/consulta-lista';
import { solicitar } from '../../../lib/api-client';

/** Query keys under 'equipos': every write refreshes the lists. */
export const clavesEquipos = {
  todo: ['equipos'] as const,
  lista: (empresaId: number, consulta: object) => ['equipos', 'lista', empresaId, consulta] as const,
};

/** The screen's own filters beside Estado and Buscar. */
export interface FiltrosEquipos {
  estacion_id: number | null;
  tipo: string | null;
}

/** GET /api/equipo/empresa/{id}: one page of the devices of the stations under the company, in the user's scope. */
export const equiposQueryOptions = (empresaId: number, consulta: ConsultaLista & FiltrosEquipos) =>
  queryOptions({
    queryKey: clavesEquipos.lista(empresaId, consulta),
    queryFn: ({ signal }) =>
      solicitar(`/api/equipo/empresa/${empresaId}${parametrosConsulta({ ...consulta })}`, { esquema: envelopePaginado(ZEquipo), signal }),
  });

/** GET /api/isla/empresa/{id}: the station's active islands, for the device's Isla. */
export function useIslasEquipo(empresaId: number | null) {
  return useQuery({
    queryKey: ['equipos', 'islas', empresaId],
    queryFn: ({ signal }) =>
      solicitar(`/api/isla/empresa/${empresaId}?estado=A&limite=${LIMITE_MAXIMO}`, { esquema: envelopePaginado(ZIslaFila), signal }).then(
        (r) => r.data,
      ),
    enabled: empresaId !== null,
  });
}

/** GET /api/equipo/opciones/estacion/{id}: the station's resolutions and printers a device may name. */
export function useOpcionesEquipo(empresaId: number | null) {
  return useQuery({
    queryKey: ['equipos', 'opciones', empresaId],
    queryFn: ({ signal }) =>
      solicitar(`/api/equipo/opciones/estacion/${empresaId}`, { esquema: envelope(ZOpcionesEquipo), signal }).then((r) => r.data),
    enabled: empresaId !== null,
  });
}

/** A write that refreshes every device list. */
function useEscritura<A, R>(llamada: (a: A) => Promise<R>) {
  const cliente = useQueryClient();
  return useMutation({ mutationFn: llamada, onSuccess: () => cliente.invalidateQueries({ queryKey: clavesEquipos.todo }) });
}

/** POST /api/equipo ('DISPOSITIVOS GUARDADOS CORRECTAMENTE') or PUT /api/equipo ('DISPOSITIVOS EDITADOS CORRECTAMENTE'). */
export function useGuardarEquipo() {
  return useEscritura(({ id, datos }: { id: number | null; datos: TEquipoForm }) =>
    solicitar('/api/equipo', {
      metodo: id === null ? 'POST' : 'PUT',
      cuerpo: id === null ? datos : { ...datos, id },
      esquema: envelope(ZIdRegistro),
    }),
  );
}

/** PUT /api/equipo/{id}/{A|I}: 'DISPOSITIVO HABILITADO/DESHABILITADO CORRECTAMENTE'. */
export function useCambiarEstadoEquipo() {
  return useEscritura(({ id, estado }: { id: number; estado: TEstadoRegistro }) =>
    solicitar(`/api/equipo/${id}/${estado}`, { metodo: 'PUT', esquema: envelope(ZSinDatos) }),
  );
}

/** POST /api/equipo/{id}/token: the new token, shown once (it replaces the previous one). */
export function useEmitirToken() {
  return useEscritura((id: number) => solicitar(`/api/equipo/${id}/token`, { metodo: 'POST', esquema: envelope(ZTokenEquipo) }));
}

/** DELETE /api/equipo/{id}/token (letter X): the device's calls are refused from now on. */
export function useRevocarToken() {
  return useEscritura((id: number) => solicitar(`/api/equipo/${id}/token`, { metodo: 'DELETE', esquema: envelope(ZSinDatos) }));
}
