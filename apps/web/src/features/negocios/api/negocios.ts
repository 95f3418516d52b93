import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TEstadoRegistro } from '@eds/contracts/configuracion/catalogo';
import { envelope, envelopePaginado, type EnvelopePaginado } from '@eds/contracts/envelope';
import {
  ZDominioDetalle,
  ZDominioFila,
  ZNegocioFila,
  type TDominioGuardar,
  type TNegocioFila,
  type TNegocioGuardar,
} from '@eds/contracts/empresa/negocios';
import { ZIdRegistro, ZSinDatos } from '@eds/contracts/respuestas';
import { parametrosConsulta, type ConsultaLista } from '../../../components/lista/consulta-lista';
import { solicitar } from '../../../lib/api-client';

const claves = {
  todo: ['negocios'] as const,
  negocio: (id: number) => ['negocios', 'negocio', id] as const,
  lista: (id: number, consulta: ConsultaLista) => ['negocios', 'lista', id, consulta] as const,
  dominios: (id: number, consulta: ConsultaLista) => ['negocios', 'dominios', id, consulta] as const,
  dominio: (id: number) => ['negocios', 'dominio', id] as const,
};

/** GET /api/negocio/{id}: the user's own business. */
export function obtenerNegocio(id: number, signal?: AbortSignal) {
  return solicitar(`/api/negocio/${id}`, { esquema: envelope(ZNegocioFila), signal });
}

/**
 * The Negocio tab's list: the user's own business, its one row, searched and filtered on the client like any list
 * (there is never a second business to page through).
 */
export const negocioListaQueryOptions = (id: number, consulta: ConsultaLista) =>
  queryOptions({
    queryKey: claves.lista(id, consulta),
    queryFn: async ({ signal }): Promise<EnvelopePaginado<TNegocioFila>> => {
      const r = await obtenerNegocio(id, signal);
      const n = r.data;
      const buscar = consulta.buscar?.trim().toUpperCase();
      const coincide =
        (consulta.estado === 'T' || consulta.estado === n.estado) &&
        (!buscar || [n.nombre, n.nit, n.razon_social ?? ''].some((v) => v.toUpperCase().includes(buscar)));
      const filas = coincide && consulta.desde === 0 ? [n] : [];
      return { ...r, data: filas, paginacion: { total: coincide ? 1 : 0, limite: consulta.limite, desde: consulta.desde } };
    },
  });

/** GET /api/dominio/negocio/{id}: one page of the business's domains. */
export const dominiosQueryOptions = (negocioId: number, consulta: ConsultaLista) =>
  queryOptions({
    queryKey: claves.dominios(negocioId, consulta),
    queryFn: ({ signal }) =>
      solicitar(`/api/dominio/negocio/${negocioId}${parametrosConsulta({ ...consulta })}`, {
        esquema: envelopePaginado(ZDominioFila),
        signal,
      }),
  });

/** GET /api/dominio/{id}: one domain with its logo, for the edit form. */
export function useDominio(id: number | null) {
  return useQuery({
    queryKey: claves.dominio(id ?? 0),
    queryFn: ({ signal }) => solicitar(`/api/dominio/${id}`, { esquema: envelope(ZDominioDetalle), signal }).then((r) => r.data),
    enabled: id !== null,
    gcTime: 0,
  });
}

/** PUT /api/negocio/{id}. */
export function guardarNegocio({ id, datos }: { id: number; datos: TNegocioGuardar }) {
  return solicitar(`/api/negocio/${id}`, { metodo: 'PUT', cuerpo: datos, esquema: envelope(ZIdRegistro) });
}

/** POST /api/dominio (create) or PUT /api/dominio/{id} (edit). */
export function guardarDominio({ id, datos }: { id: number | null; datos: TDominioGuardar }) {
  return solicitar(id === null ? '/api/dominio' : `/api/dominio/${id}`, {
    metodo: id === null ? 'POST' : 'PUT',
    cuerpo: datos,
    esquema: envelope(ZIdRegistro),
  });
}

/** PUT /api/dominio/{id}/{A|I}. */
export function cambiarEstadoDominio({ id, estado }: { id: number; estado: TEstadoRegistro }) {
  return solicitar(`/api/dominio/${id}/${estado}`, { metodo: 'PUT', esquema: envelope(ZSinDatos) });
}

export function useGuardarNegocio() {
  const cliente = useQueryClient();
  return useMutation({ mutationFn: guardarNegocio, onSuccess: () => cliente.invalidateQueries({ queryKey: claves.todo }) });
}

export function useGuardarDominio() {
  const cliente = useQueryClient();
  return useMutation({ mutationFn: guardarDominio, onSuccess: () => cliente.invalidateQueries({ queryKey: claves.todo }) });
}

export function useCambiarEstadoDominio() {
  const cliente = useQueryClient();
  return useMutation({ mutationFn: cambiarEstadoDominio, onSuccess: () => cliente.invalidateQueries({ queryKey: claves.todo }) });
}
