import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { TEstadoRegistro } from '@eds/contracts/configuracion/catalogo';
import { envelope, envelopePaginado } from '@eds/contracts/envelope';
import { ZIdRegistro, ZSinDatos } from '@eds/contracts/respuestas';
import { solicitar } from '../../lib/api-client';
import { parametrosConsulta, type ConsultaLista } from '../lista/consulta-lista';

/**
 * Where a catalogue whose calls the specification names (concepto/*) lists, creates and edits, instead of CRUD(x).
 * The A/I switch and deletion keep x/{id}/{A|I} and x/{id}.
 */
export interface RutasCatalogo {
  /** The list as a GET of this path with the query (records every business shares: no company in it). */
  listar?: string;
  /** The list as a POST with the company and the query in the body. */
  listarPost?: string;
  crear?: string;
  /** The edition's path from the record's id; the id stays out of the body. */
  editar?: (id: number) => string;
  /** Other queries a write makes stale (selectors the records feed elsewhere). */
  invalida?: readonly (readonly unknown[])[];
}

/**
 * The calls of a G11 catalogue, CRUD(x) of SCREENS.md §0, from its resource name and row schema:
 * GET x/empresa/{id} (the list screen's query), GET x/select/empresa/{id}, POST x, PUT x, PUT x/{id}/{A|I}, DELETE x/{id}
 * (or the paths `rutas` gives). Query keys come from one factory per catalogue, so a write refreshes its lists and
 * selectors at once.
 */
export function apiCatalogo<F extends z.ZodType<{ id: number }>, O extends z.ZodType = F>(
  recurso: string,
  fila: F,
  opcion?: O,
  rutas: RutasCatalogo = {},
) {
  const ZLista = envelopePaginado(fila);
  const ZOpciones = envelopePaginado(opcion ?? fila);
  const ZCreado = envelope(ZIdRegistro);
  const ZSin = envelope(ZSinDatos);
  const claves = {
    todo: ['catalogo', recurso] as const,
    lista: (empresaId: number, consulta: ConsultaLista) => ['catalogo', recurso, 'lista', empresaId, consulta] as const,
    opciones: (empresaId: number) => ['catalogo', recurso, 'opciones', empresaId] as const,
  };

  const listaQueryOptions = (empresaId: number, consulta: ConsultaLista) =>
    queryOptions({
      queryKey: claves.lista(empresaId, consulta),
      queryFn: ({ signal }) =>
        rutas.listar
          ? solicitar(`/api/${rutas.listar}${parametrosConsulta({ ...consulta })}`, { esquema: ZLista, signal })
          : rutas.listarPost
            ? solicitar(`/api/${rutas.listarPost}`, {
                metodo: 'POST',
                cuerpo: { ...consulta, empresa_id: empresaId },
                esquema: ZLista,
                signal,
              })
            : solicitar(`/api/${recurso}/empresa/${empresaId}${parametrosConsulta({ ...consulta })}`, { esquema: ZLista, signal }),
    });

  const useOpciones = (empresaId: number) =>
    useQuery({
      queryKey: claves.opciones(empresaId),
      queryFn: ({ signal }) =>
        solicitar(`/api/${recurso}/select/empresa/${empresaId}?limite=500`, { esquema: ZOpciones, signal }).then((r) => r.data),
    });

  /** A write that refreshes every list and selector of the catalogue. */
  const escritura = <A>(llamada: (a: A) => Promise<{ mensaje: string }>) =>
    function useEscritura() {
      const cliente = useQueryClient();
      return useMutation({
        mutationFn: llamada,
        onSuccess: () => Promise.all([claves.todo, ...(rutas.invalida ?? [])].map((queryKey) => cliente.invalidateQueries({ queryKey }))),
      });
    };

  return {
    claves,
    listaQueryOptions,
    useOpciones,
    useCrear: escritura((cuerpo: unknown) => solicitar(`/api/${rutas.crear ?? recurso}`, { metodo: 'POST', cuerpo, esquema: ZCreado })),
    useEditar: escritura((cuerpo: { id: number }) => {
      if (!rutas.editar) return solicitar(`/api/${recurso}`, { metodo: 'PUT', cuerpo, esquema: ZSin });
      const { id, ...resto } = cuerpo;
      return solicitar(`/api/${rutas.editar(id)}`, { metodo: 'PUT', cuerpo: resto, esquema: ZSin });
    }),
    useCambiarEstado: escritura(({ id, estado }: { id: number; estado: TEstadoRegistro }) =>
      solicitar(`/api/${recurso}/${id}/${estado}`, { metodo: 'PUT', esquema: ZSin }),
    ),
    useEliminar: escritura((id: number) => solicitar(`/api/${recurso}/${id}`, { metodo: 'DELETE', esquema: ZSin })),
  };
}

/** Any catalogue's calls, as the screen builder takes them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ApiCatalogo = ReturnType<typeof apiCatalogo<any, any>>;
