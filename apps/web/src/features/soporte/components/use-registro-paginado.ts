import { useState, type FormEvent } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MRT_PaginationState, MRT_Updater } from 'material-react-table';
import type { z } from 'zod';
import { sumarDias, textoBogota } from '@eds/contracts/dia-operativo';
import type { EnvelopePaginado } from '@eds/contracts/envelope';
import type { ConsultaLista } from '../../../components/lista/consulta-lista';
import { pedirTodas } from '../../../components/lista/exportar-todo';
import type { ModoServidor } from '../../../components/tabla/tabla-datos';
import { TAMANO_PAGINA } from '../../../components/tabla/tabla-datos';

/** A Bogotá calendar day as the date field takes it, `dias` before today (whatever the browser's clock zone). */
export const diaBogota = (dias = 0) => sumarDias(textoBogota(new Date()).slice(0, 10), -dias);

interface Opciones<F extends Record<string, string>, T> {
  inicial: F;
  esquema: z.ZodType;
  clave: (consulta: F & { limite: number; desde: number }) => readonly unknown[];
  listar: (consulta: F & { limite: number; desde: number }, signal?: AbortSignal) => Promise<EnvelopePaginado<T>>;
}

/**
 * A log read page by page from the server behind a filter form (the Auditoría pattern): the draft filters, the
 * applied ones (checked by the call's own schema before searching), the page, and every row for the exports.
 */
export function useRegistroPaginado<F extends Record<string, string>, T>({ inicial, esquema, clave, listar }: Opciones<F, T>) {
  const cliente = useQueryClient();
  const [borrador, setBorrador] = useState<F>(inicial);
  const [aplicados, setAplicados] = useState<F>(inicial);
  const [error, setError] = useState<string | null>(null);
  const [paginacion, setPaginacion] = useState<MRT_PaginationState>({ pageIndex: 0, pageSize: TAMANO_PAGINA });
  const consulta = { ...aplicados, limite: paginacion.pageSize, desde: paginacion.pageIndex * paginacion.pageSize };
  const lista = useQuery({
    queryKey: clave(consulta),
    queryFn: ({ signal }) => listar(consulta, signal),
    placeholderData: keepPreviousData,
  });

  const cambiar = (c: Partial<F>) => setBorrador((b) => ({ ...b, ...c }));
  const buscar = (e: FormEvent) => {
    e.preventDefault();
    const r = esquema.safeParse(borrador);
    if (!r.success) {
      setError(r.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    setAplicados(borrador);
    setPaginacion((p) => ({ ...p, pageIndex: 0 }));
  };

  const servidor: ModoServidor<T> = {
    total: lista.data?.paginacion.total ?? 0,
    paginacion,
    onPaginacion: (c: MRT_Updater<MRT_PaginationState>) =>
      setPaginacion((actual) => {
        const nueva = c instanceof Function ? c(actual) : c;
        return nueva.pageSize === actual.pageSize ? nueva : { ...nueva, pageIndex: 0 };
      }),
    orden: [],
    onOrden: () => undefined,
    todas: (progreso) =>
      // The logs' own `estado` filter is not the lists' A/I/T state: the page query goes as the filters are.
      pedirTodas<T, ConsultaLista>(
        { ...aplicados, limite: 500, desde: 0 } as unknown as ConsultaLista,
        (q) => {
          const consulta = q as unknown as F & { limite: number; desde: number };
          return cliente.fetchQuery({ queryKey: clave(consulta), queryFn: () => listar(consulta), staleTime: 0 });
        },
        progreso,
      ),
    refrescando: lista.isPlaceholderData,
  };

  return { borrador, cambiar, buscar, error, lista, servidor };
}
