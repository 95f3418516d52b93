import { useState } from 'react';
import {
  keepPreviousData,
  useQuery,
  useQueryClient,
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import type { MRT_PaginationState, MRT_SortingState, MRT_Updater } from 'material-react-table';
import type { EnvelopePaginado } from '@eds/contracts/envelope';
import { pedirTodas } from '../../../components/lista/exportar-todo';
import type { ConsultaLista } from '../../../components/lista/consulta-lista';
import type { ModoServidor } from '../../../components/tabla/tabla-datos';
import { TAMANO_PAGINA } from '../../../components/tabla/tabla-datos';

/**
 * A list paged by the server with the screen's own filters (no Estado A/I nor Buscar, which the voucher calls do not
 * take): the page query, the table's server mode and the exports of every matching row.
 */
export function useListaServidor<T, F extends object, K extends QueryKey = QueryKey>(
  filtros: F,
  opciones: (q: F & { limite: number; desde: number }) => UseQueryOptions<EnvelopePaginado<T>, Error, EnvelopePaginado<T>, K>,
  refetchInterval?: number,
): { consulta: UseQueryResult<EnvelopePaginado<T>>; servidor: ModoServidor<T>; reiniciar: () => void } {
  const cliente = useQueryClient();
  const [paginacion, setPaginacion] = useState<MRT_PaginationState>({ pageIndex: 0, pageSize: TAMANO_PAGINA });
  const [orden, setOrden] = useState<MRT_SortingState>([]);
  const q = (p: MRT_PaginationState) => ({ ...filtros, limite: p.pageSize, desde: p.pageIndex * p.pageSize });
  const consulta = useQuery({ ...opciones(q(paginacion)), placeholderData: keepPreviousData, refetchInterval });
  const paginar = (cambio: MRT_Updater<MRT_PaginationState>) =>
    setPaginacion((actual) => {
      const nueva = cambio instanceof Function ? cambio(actual) : cambio;
      return nueva.pageSize === actual.pageSize ? nueva : { ...nueva, pageIndex: 0 };
    });
  return {
    consulta,
    reiniciar: () => setPaginacion((p) => ({ ...p, pageIndex: 0 })),
    servidor: {
      total: consulta.data?.paginacion.total ?? 0,
      paginacion,
      onPaginacion: paginar,
      orden,
      onOrden: (c) => setOrden((a) => (c instanceof Function ? c(a) : c)),
      todas: (progreso) =>
        pedirTodas<T, ConsultaLista>(
          { ...q(paginacion), estado: 'T' },
          (x) => cliente.fetchQuery({ ...opciones({ ...filtros, limite: x.limite, desde: x.desde }), staleTime: 0 }),
          progreso,
        ),
      refrescando: consulta.isPlaceholderData,
    },
  };
}
