import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { envelope, envelopePaginado } from '@eds/contracts/envelope';
import { ZCandidatoGrupo, ZGrupo, type TGrupoEdicion, type TGrupoGuardar, type TTipoGrupo } from '@eds/contracts/configuracion/grupos';
import { ZIdRegistro, ZSinDatos } from '@eds/contracts/respuestas';
import { solicitar } from '../../../lib/api-client';
import { parametrosConsulta, type ConsultaLista } from '../../../components/lista/consulta-lista';

/** Query keys of the groups, from one factory: a write refreshes every list. */
export const clavesGrupos = {
  todo: ['grupos'] as const,
  lista: (empresaId: number, consulta: ConsultaLista) => ['grupos', 'lista', empresaId, consulta] as const,
  candidatos: (tipo: TTipoGrupo, empresaId: number) => ['grupos', 'candidatos', tipo, empresaId] as const,
};

const ZVacio = envelope(ZSinDatos);

/** GET /api/grupo/empresa/{empresaId}: one page of the business's groups (optionally of one type). */
export const gruposQueryOptions = (empresaId: number, consulta: ConsultaLista & { tipo?: TTipoGrupo | null }) =>
  queryOptions({
    queryKey: clavesGrupos.lista(empresaId, consulta),
    queryFn: ({ signal }) =>
      solicitar(`/api/grupo/empresa/${empresaId}${parametrosConsulta({ ...consulta, tipo: consulta.tipo ?? undefined })}`, {
        esquema: envelopePaginado(ZGrupo),
        signal,
      }),
  });

/** GET /api/grupo/candidatos/{tipo}/empresa/{id}: the records a group of the type may hold. */
export function useCandidatos(tipo: TTipoGrupo | null | undefined, empresaId: number) {
  return useQuery({
    queryKey: clavesGrupos.candidatos(tipo ?? 'PRODUCTOS', empresaId),
    enabled: !!tipo,
    queryFn: ({ signal }) =>
      solicitar(`/api/grupo/candidatos/${tipo}/empresa/${empresaId}`, { esquema: envelope(z.array(ZCandidatoGrupo)), signal }).then((r) =>
        r.data.map((c) => ({ valor: c.id, texto: c.descripcion })),
      ),
  });
}

function useEscritura<A>(fn: (a: A) => Promise<{ mensaje: string }>) {
  const cliente = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => cliente.invalidateQueries({ queryKey: clavesGrupos.todo }) });
}

/** POST /api/grupo (create) or PUT /api/grupo (edit, id in the body). */
export const useGuardarGrupo = () =>
  useEscritura((g: TGrupoGuardar | TGrupoEdicion) =>
    'id' in g
      ? solicitar('/api/grupo', { metodo: 'PUT', cuerpo: g, esquema: ZVacio })
      : solicitar('/api/grupo', { metodo: 'POST', cuerpo: g, esquema: envelope(ZIdRegistro) }),
  );

export const useCambiarEstadoGrupo = () =>
  useEscritura(({ id, estado }: { id: number; estado: 'A' | 'I' }) =>
    solicitar(`/api/grupo/${id}/${estado}`, { metodo: 'PUT', esquema: ZVacio }),
  );

export const useEliminarGrupo = () => useEscritura((id: number) => solicitar(`/api/grupo/${id}`, { metodo: 'DELETE', esquema: ZVacio }));
