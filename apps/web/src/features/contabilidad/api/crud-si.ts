import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { TEstadoRegistro } from '@eds/contracts/configuracion/catalogo';
import { envelope, envelopePaginado } from '@eds/contracts/envelope';
import { ZIdRegistro, ZSinDatos } from '@eds/contracts/respuestas';
import { solicitar } from '../../../lib/api-client';
import { parametrosConsulta, type ConsultaLista } from '../../../components/lista/consulta-lista';

/**
 * CRUD(x) of SCREENS.md §0 on the SAP integration service (`SI:`): the list screen's query (GET x/empresa/{id}),
 * POST x, PUT x, PUT x/{id}/{A|I}; each write refreshes the resource's lists.
 */
export function crudSi<F extends z.ZodType<{ id: number }>>(recurso: string, fila: F, clave: readonly string[]) {
  const ZLista = envelopePaginado(fila);
  const ZCreado = envelope(ZIdRegistro);
  const ZSin = envelope(ZSinDatos);

  const listaQueryOptions = <Q extends ConsultaLista>(empresaId: number, consulta: Q) =>
    queryOptions({
      queryKey: [...clave, 'lista', empresaId, consulta],
      queryFn: ({ signal }) =>
        solicitar(
          `/api/${recurso}/empresa/${empresaId}${parametrosConsulta({ ...(consulta as unknown as Record<string, string | number | undefined>) })}`,
          {
            servicio: 'sapIntegration',
            esquema: ZLista,
            signal,
          },
        ),
    });

  const escritura = <A>(llamada: (a: A) => Promise<{ mensaje: string }>) =>
    function useEscritura() {
      const cliente = useQueryClient();
      return useMutation({ mutationFn: llamada, onSuccess: () => cliente.invalidateQueries({ queryKey: clave }) });
    };

  return {
    listaQueryOptions,
    useCrear: escritura((cuerpo: unknown) =>
      solicitar(`/api/${recurso}`, { servicio: 'sapIntegration', metodo: 'POST', cuerpo, esquema: ZCreado }),
    ),
    useEditar: escritura((cuerpo: unknown) =>
      solicitar(`/api/${recurso}`, { servicio: 'sapIntegration', metodo: 'PUT', cuerpo, esquema: ZSin }),
    ),
    useCambiarEstado: escritura(({ id, estado }: { id: number; estado: TEstadoRegistro }) =>
      solicitar(`/api/${recurso}/${id}/${estado}`, { servicio: 'sapIntegration', metodo: 'PUT', esquema: ZSin }),
    ),
    useEliminar: escritura((id: number) =>
      solicitar(`/api/${recurso}/${id}`, { servicio: 'sapIntegration', metodo: 'DELETE', esquema: ZSin }),
    ),
  };
}
