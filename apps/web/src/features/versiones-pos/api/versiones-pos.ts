import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { envelope, envelopePaginado } from '@eds/contracts/envelope';
import { LIMITE_MAXIMO } from '@eds/contracts/paginacion';
import { ZIdRegistro, ZSinDatos } from '@eds/contracts/respuestas';
import {
  ZEquipoVersion,
  ZVersionPos,
  ZVersionPosDetalle,
  type TDespliegueBody,
  type TVersionPosEdicion,
  type TVersionPosForm,
} from '@eds/contracts/versiones-pos';
import { parametrosConsulta, type ConsultaLista } from '../../../components/lista/consulta-lista';
import { solicitar } from '../../../lib/api-client';

/** Query keys under 'versiones-pos': every write refreshes the lists and the open details. */
export const clavesVersionesPos = {
  todo: ['versiones-pos'] as const,
  lista: (consulta: object) => ['versiones-pos', 'lista', consulta] as const,
  detalle: (id: number) => ['versiones-pos', 'detalle', id] as const,
  equipos: (id: number) => ['versiones-pos', 'equipos', id] as const,
};

/** The screen's own filter beside Estado and Buscar. */
export interface FiltrosVersionesPos {
  plataforma: string | null;
}

/** GET /api/version-pos: one page of the published versions (the product's, shared by every business). */
export const versionesPosQueryOptions = (consulta: ConsultaLista & FiltrosVersionesPos) =>
  queryOptions({
    queryKey: clavesVersionesPos.lista(consulta),
    queryFn: ({ signal }) =>
      solicitar(`/api/version-pos${parametrosConsulta({ ...consulta })}`, { esquema: envelopePaginado(ZVersionPos), signal }),
  });

/** GET /api/version-pos/{id}: the version with its rollouts. */
export function useDetalleVersion(id: number | null) {
  return useQuery({
    queryKey: clavesVersionesPos.detalle(id ?? 0),
    queryFn: ({ signal }) => solicitar(`/api/version-pos/${id}`, { esquema: envelope(ZVersionPosDetalle), signal }).then((r) => r.data),
    enabled: id !== null,
  });
}

/** GET /api/version-pos/{id}/equipos: the devices of the user's stations whose last heartbeat reported the version. */
export function useEquiposVersion(id: number | null) {
  return useQuery({
    queryKey: clavesVersionesPos.equipos(id ?? 0),
    queryFn: ({ signal }) =>
      solicitar(`/api/version-pos/${id}/equipos?limite=${LIMITE_MAXIMO}`, { esquema: envelopePaginado(ZEquipoVersion), signal }),
    enabled: id !== null,
  });
}

function useEscritura<A, R>(llamada: (a: A) => Promise<R>) {
  const cliente = useQueryClient();
  return useMutation({ mutationFn: llamada, onSuccess: () => cliente.invalidateQueries({ queryKey: clavesVersionesPos.todo }) });
}

/** POST /api/version-pos (with the package) or PUT /api/version-pos (the package only when replaced). */
export function useGuardarVersion() {
  return useEscritura(({ id, datos }: { id: number | null; datos: TVersionPosForm | Omit<TVersionPosEdicion, 'id'> }) =>
    solicitar('/api/version-pos', {
      metodo: id === null ? 'POST' : 'PUT',
      cuerpo: id === null ? datos : { ...datos, id },
      esquema: envelope(id === null ? ZIdRegistro : ZSinDatos),
    }),
  );
}

/** POST /api/version-pos/{id}/despliegue (letter X). */
export function useDesplegarVersion() {
  return useEscritura(({ id, datos }: { id: number; datos: TDespliegueBody }) =>
    solicitar(`/api/version-pos/${id}/despliegue`, { metodo: 'POST', cuerpo: datos, esquema: envelope(ZIdRegistro) }),
  );
}

/** PUT /api/version-pos/{id}/retirar (letter X): devices are no longer told to run it. */
export function useRetirarVersion() {
  return useEscritura((id: number) => solicitar(`/api/version-pos/${id}/retirar`, { metodo: 'PUT', esquema: envelope(ZSinDatos) }));
}

/** DELETE /api/version-pos/{id} (letter D): only a version never deployed. */
export function useEliminarVersion() {
  return useEscritura((id: number) => solicitar(`/api/version-pos/${id}`, { metodo: 'DELETE', esquema: envelope(ZSinDatos) }));
}
