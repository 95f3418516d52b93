import { useState, type ReactNode } from 'react';
import { keepPreviousData, useQuery, useQueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { MRT_PaginationState, MRT_SortingState, MRT_Updater } from 'material-react-table';
import { Box, Button, Stack, Typography } from '@mui/material';
import Add from '@mui/icons-material/Add';
import { useTranslation } from 'react-i18next';
import type { EnvelopePaginado } from '@eds/contracts/envelope';
import type { EstadoFiltro } from '@eds/contracts/paginacion';
import { usePermisos } from '../../lib/permisos';
import { ConLetra } from '../acciones/con-letra';
import { EstadoError } from '../estados/estado-error';
import type { ColumnaTabla } from '../tabla/columnas';
import { TablaDatos, TAMANO_PAGINA } from '../tabla/tabla-datos';
import { textoOrden, type ConsultaLista } from './consulta-lista';
import { pedirTodas } from './exportar-todo';
import { FiltrosLista, type FiltrosBase } from './filtros-lista';

function aplicar<V>(cambio: MRT_Updater<V>, actual: V): V {
  return cambio instanceof Function ? cambio(actual) : cambio;
}

export interface PropsPantallaLista<T extends Record<string, unknown>, F extends object, K extends QueryKey> {
  /** Translation key of the screen's title (also the exports' title). */
  titulo: string;
  /** The title's heading level: h1 for a screen of its own, h2 for a list that is a section of a screen with its own h1. */
  nivelTitulo?: 'h1' | 'h2';
  /** Translation key of the record's name: 'Crear {entidad}'. */
  entidad: string;
  /** File name base of the exports. */
  nombreArchivo: string;
  columnas: ColumnaTabla<T>[];
  /** The list call's query options for a query (its api file's `xQueryOptions`). */
  opciones: (consulta: ConsultaLista & F) => UseQueryOptions<EnvelopePaginado<T>, Error, EnvelopePaginado<T>, K>;
  /** The screen's own filters and their starting values. */
  filtros?: { iniciales: F; render: (valores: FiltrosBase & F, cambiar: (cambios: Partial<F>) => void) => ReactNode };
  /** Estado shown first; Todos unless given. */
  estadoInicial?: EstadoFiltro;
  /** Records without an A/I state (readings, documents): the Estado filter is not shown. */
  sinEstado?: boolean;
  /** Opens the create form; the button shows only with letter C. */
  onCrear?: () => void;
  /** Other buttons beside Crear (an import); each one decides on its own letter. */
  accionesCabecera?: ReactNode;
  /** Row buttons (each one decides on its own letter). */
  accionesFila?: (fila: T) => ReactNode;
  idFila: (fila: T) => string;
}

/**
 * The list screen of SCREENS.md pattern L: title, 'Crear {entidad}' (letter C), the filters (Estado, Buscar,
 * the screen's own, BUSCAR), and the data table paged, sorted and searched by the server: 10 rows a page
 * (5/10/20/50), 'No se encontro' when empty, an error with a retry, PDF and Excel of every matching row (letter E).
 */
export function PantallaLista<T extends Record<string, unknown>, F extends object = Record<never, never>, K extends QueryKey = QueryKey>({
  titulo,
  nivelTitulo = 'h1',
  entidad,
  nombreArchivo,
  columnas,
  opciones,
  filtros,
  estadoInicial = 'T',
  sinEstado,
  onCrear,
  accionesCabecera,
  accionesFila,
  idFila,
}: PropsPantallaLista<T, F, K>) {
  const { t } = useTranslation();
  const { tiene } = usePermisos();
  const cliente = useQueryClient();
  const [aplicados, setAplicados] = useState<FiltrosBase & F>(() => ({ estado: estadoInicial, buscar: '', ...(filtros?.iniciales as F) }));
  const [paginacion, setPaginacion] = useState<MRT_PaginationState>({ pageIndex: 0, pageSize: TAMANO_PAGINA });
  const [orden, setOrden] = useState<MRT_SortingState>([]);

  const consultaDe = (p: MRT_PaginationState): ConsultaLista & F => ({
    ...aplicados,
    buscar: aplicados.buscar || undefined,
    orden: textoOrden(orden),
    limite: p.pageSize,
    desde: p.pageIndex * p.pageSize,
  });
  const consulta = useQuery({ ...opciones(consultaDe(paginacion)), placeholderData: keepPreviousData });

  const filtrar = (valores: FiltrosBase & F) => {
    setAplicados(valores);
    setPaginacion((p) => ({ ...p, pageIndex: 0 }));
  };
  const ordenar = (cambio: MRT_Updater<MRT_SortingState>) => {
    setOrden((actual) => aplicar(cambio, actual));
    setPaginacion((p) => ({ ...p, pageIndex: 0 }));
  };
  const paginar = (cambio: MRT_Updater<MRT_PaginationState>) =>
    setPaginacion((actual) => {
      const nueva = aplicar(cambio, actual);
      // A new page size starts again at the first page.
      return nueva.pageSize === actual.pageSize ? nueva : { ...nueva, pageIndex: 0 };
    });

  const todas = (progreso: (cargadas: number, total: number) => void) =>
    pedirTodas<T, ConsultaLista & F>(consultaDe(paginacion), (q) => cliente.fetchQuery({ ...opciones(q), staleTime: 0 }), progreso);

  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant={nivelTitulo === 'h1' ? 'h5' : 'h6'} component={nivelTitulo} sx={{ flex: 1, fontWeight: 700 }}>
          {t(titulo)}
        </Typography>
        {onCrear ? (
          <ConLetra letra="C">
            <Button variant="contained" startIcon={<Add />} onClick={onCrear}>
              {t('lista.crear', { entidad: t(entidad) })}
            </Button>
          </ConLetra>
        ) : null}
        {accionesCabecera}
      </Box>
      <FiltrosLista valores={aplicados} onAplicar={filtrar} extra={filtros?.render} sinEstado={sinEstado} />
      {consulta.isError ? (
        <EstadoError onReintentar={() => void consulta.refetch()} />
      ) : (
        <TablaDatos<T>
          columnas={columnas}
          datos={consulta.data?.data ?? []}
          cargando={consulta.isPending}
          titulo={titulo}
          nombreArchivo={nombreArchivo}
          exportable={tiene('E')}
          accionesFila={accionesFila}
          idFila={idFila}
          servidor={{
            total: consulta.data?.paginacion.total ?? 0,
            paginacion,
            onPaginacion: paginar,
            orden,
            onOrden: ordenar,
            todas,
            refrescando: consulta.isPlaceholderData,
          }}
        />
      )}
    </Stack>
  );
}
