import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { envelope, envelopePaginado } from '@eds/contracts/envelope';
import { ZIdRegistro, ZSinDatos } from '@eds/contracts/respuestas';
import type { TEstadoRegistro } from '@eds/contracts/configuracion/catalogo';
import {
  ZPerfil,
  ZPermisosPerfil,
  type TPerfilEdicion,
  type TPerfilGuardar,
  type TPermisosGuardar,
} from '@eds/contracts/perfiles/perfiles';
import { solicitar } from '../../../lib/api-client';
import { parametrosConsulta, type ConsultaLista } from '../../../components/lista/consulta-lista';

/** Query keys of the profiles, from one factory: a write refreshes every list and tree at once. */
export const clavesPerfiles = {
  todo: ['perfiles'] as const,
  lista: (empresaId: number, consulta: ConsultaLista) => ['perfiles', 'lista', empresaId, consulta] as const,
  permisos: (id: number) => ['perfiles', 'permisos', id] as const,
};

const ZLista = envelopePaginado(ZPerfil);
const ZCreado = envelope(ZIdRegistro);
const ZVacio = envelope(ZSinDatos);
const ZPermisos = envelope(ZPermisosPerfil);

/** GET /api/perfil/empresa/{empresaId}: one page of the business's profiles, with the total. */
export const perfilesQueryOptions = (empresaId: number, consulta: ConsultaLista) =>
  queryOptions({
    queryKey: clavesPerfiles.lista(empresaId, consulta),
    queryFn: ({ signal }) =>
      solicitar(`/api/perfil/empresa/${empresaId}${parametrosConsulta({ ...consulta })}`, { esquema: ZLista, signal }),
  });

/** GET /api/perfil/{id}/modulos: the module tree with the profile's letters and those the user may grant. */
export function usePermisosPerfil(id: number) {
  return useQuery({
    queryKey: clavesPerfiles.permisos(id),
    queryFn: ({ signal }) => solicitar(`/api/perfil/${id}/modulos`, { esquema: ZPermisos, signal }).then((r) => r.data),
  });
}

function useEscritura<A>(fn: (a: A) => Promise<{ mensaje: string }>) {
  const cliente = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => cliente.invalidateQueries({ queryKey: clavesPerfiles.todo }) });
}

/** POST /api/perfil and PUT /api/perfil (id in the body). */
export const useCrearPerfil = () =>
  useEscritura((p: TPerfilGuardar) => solicitar('/api/perfil', { metodo: 'POST', cuerpo: p, esquema: ZCreado }));
export const useEditarPerfil = () =>
  useEscritura((p: TPerfilEdicion) => solicitar('/api/perfil', { metodo: 'PUT', cuerpo: p, esquema: ZVacio }));

/** PUT /api/perfil/{id}/{A|I}. */
export const useCambiarEstadoPerfil = () =>
  useEscritura(({ id, estado }: { id: number; estado: TEstadoRegistro }) =>
    solicitar(`/api/perfil/${id}/${estado}`, { metodo: 'PUT', esquema: ZVacio }),
  );

/** PUT /api/perfil/{id}/modulos: the whole grant list. */
export const useGuardarPermisos = () =>
  useEscritura(({ id, permisos }: { id: number; permisos: TPermisosGuardar }) =>
    solicitar(`/api/perfil/${id}/modulos`, { metodo: 'PUT', cuerpo: permisos, esquema: ZVacio }),
  );
