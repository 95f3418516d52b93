import { useMemo, type ReactNode } from 'react';
import {
  MaterialReactTable,
  useMaterialReactTable,
  type MRT_ColumnDef,
  type MRT_PaginationState,
  type MRT_SortingState,
  type MRT_TableInstance,
  type MRT_Updater,
} from 'material-react-table';
import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { esIdioma, type Idioma } from '../../i18n/idiomas';
import { useFormato } from '../../lib/formato';
import type { ColumnaTabla } from './columnas';
import { BarraExportar, type AvisoProgreso } from './barra-exportar';
import { LOCALIZACION_TABLA } from './localizacion';
import { mostrar, valorDe, valorOrdenable } from './valores';

/** Document 2 §9: 10 rows by default, options 5, 10, 20 and 50. */
export const TAMANO_PAGINA = 10;
export const OPCIONES_PAGINA = [5, 10, 20, 50];
/** The server sorts on up to three fields (`orden=a:asc,b:desc,c:asc`). */
const MAXIMO_ORDEN = 3;

/**
 * A list paged, sorted and searched by the server: the table shows one page and asks for another
 * through these callbacks; exports fetch every matching row.
 */
export interface ModoServidor<T> {
  /** How many rows match the filters (`paginacion.total` of the answer). */
  total: number;
  paginacion: MRT_PaginationState;
  onPaginacion: (cambio: MRT_Updater<MRT_PaginationState>) => void;
  orden: MRT_SortingState;
  onOrden: (cambio: MRT_Updater<MRT_SortingState>) => void;
  /** Every row matching the filters, for the exports. */
  todas: (progreso: AvisoProgreso) => Promise<T[]>;
  /** A new page is on its way (the current one stays shown meanwhile). */
  refrescando?: boolean;
}

interface Props<T extends Record<string, unknown>> {
  columnas: ColumnaTabla<T>[];
  /** The rows: every row (paged in the browser), or the page the server sent (with `servidor`). */
  datos: T[];
  cargando?: boolean;
  /** Translation key of the title printed on exports. */
  titulo: string;
  /** File name base of the exports (a timestamp is added). */
  nombreArchivo: string;
  /** PDF and Excel buttons; lists that hold the letter E only. */
  exportable?: boolean;
  accionesExtra?: ReactNode;
  /** Buttons of each row (edit, delete...), in a last 'Acciones' column. */
  accionesFila?: (fila: T) => ReactNode;
  /** Paging, sorting and searching by the server; without it the table does them in the browser. */
  servidor?: ModoServidor<T>;
  /** A stable id per row, so a row keeps its state across pages and refreshes. */
  idFila?: (fila: T) => string;
}

/**
 * The one data table: paging (10; 5/10/20/50), multi-column sort (shift-click), a column chooser,
 * 'No se encontro' when empty, and PDF/Excel exports of every filtered row. Client-side by default
 * (dashboard alerts); with `servidor` the list is paged, sorted and searched by the API.
 */
export function TablaDatos<T extends Record<string, unknown>>({
  columnas,
  datos,
  cargando,
  titulo,
  nombreArchivo,
  exportable = true,
  accionesExtra,
  accionesFila,
  servidor,
  idFila,
}: Props<T>) {
  const { t, i18n } = useTranslation();
  const f = useFormato();
  const idioma: Idioma = esIdioma(i18n.language) ? i18n.language : 'es';
  const enServidor = servidor !== undefined;

  const definiciones = useMemo<MRT_ColumnDef<T>[]>(
    () =>
      columnas.map((c) => {
        const tipo = c.tipo ?? 'texto';
        return {
          id: c.clave,
          ...(c.ancho ? { size: c.ancho, minSize: Math.min(60, c.ancho) } : {}),
          header: t(c.etiqueta),
          accessorFn: (fila: T) => valorOrdenable(valorDe(fila, c), tipo),
          enableSorting: enServidor ? c.ordenable === true : true,
          sortingFn: tipo === 'texto' ? 'alphanumeric' : tipo === 'fecha' || tipo === 'fechaHora' ? 'datetime' : 'basic',
          Cell: ({ row }) => (c.celda ? c.celda(row.original) : mostrar(valorDe(row.original, c), tipo, f, c.decimales)),
          muiTableBodyCellProps: { align: tipo === 'numero' || tipo === 'dinero' ? 'right' : 'left' },
        } satisfies MRT_ColumnDef<T>;
      }),
    [columnas, t, f, enServidor],
  );

  /** The columns exported: those the user left visible, in the table's order. */
  const visibles = (tabla: MRT_TableInstance<T>) => {
    const visibilidad = tabla.getState().columnVisibility;
    return columnas.filter((c) => visibilidad[c.clave] !== false);
  };
  const todasEnNavegador = (tabla: MRT_TableInstance<T>) => async () => tabla.getPrePaginationRowModel().rows.map((r) => r.original);

  const tabla = useMaterialReactTable<T>({
    columns: definiciones,
    data: datos,
    getRowId: idFila,
    state: {
      isLoading: cargando === true,
      showProgressBars: cargando === true || servidor?.refrescando === true,
      ...(servidor ? { pagination: servidor.paginacion, sorting: servidor.orden } : {}),
    },
    initialState: { pagination: { pageIndex: 0, pageSize: TAMANO_PAGINA }, density: 'compact' },
    ...(servidor
      ? {
          manualPagination: true,
          manualSorting: true,
          manualFiltering: true,
          rowCount: servidor.total,
          onPaginationChange: servidor.onPaginacion,
          onSortingChange: servidor.onOrden,
          // The list screen's own 'Buscar' filter searches on the server.
          enableGlobalFilter: false,
        }
      : { enableGlobalFilter: true, positionGlobalFilter: 'left' as const }),
    enableMultiSort: true,
    maxMultiSortColCount: servidor ? MAXIMO_ORDEN : undefined,
    enableColumnActions: false,
    enableDensityToggle: false,
    enableFullScreenToggle: false,
    enableColumnFilters: false,
    enableHiding: true,
    enableRowActions: accionesFila !== undefined,
    positionActionsColumn: 'last',
    renderRowActions: accionesFila ? ({ row }) => <Box sx={{ display: 'flex', gap: 0.5 }}>{accionesFila(row.original)}</Box> : undefined,
    localization: {
      ...LOCALIZACION_TABLA[idioma],
      noRecordsToDisplay: t('mensajes.noSeEncontro'),
      noResultsFound: t('mensajes.noSeEncontro'),
    },
    muiPaginationProps: { rowsPerPageOptions: OPCIONES_PAGINA, showRowsPerPage: true },
    paginationDisplayMode: 'default',
    muiTablePaperProps: { elevation: 0, variant: 'outlined' },
    // The multi-sort order badge sits on the sort icon; clicks must reach the icon beneath it.
    muiTableHeadCellProps: { sx: { '& .MuiBadge-badge': { pointerEvents: 'none' } } },
    renderTopToolbarCustomActions: ({ table }) => (
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {exportable ? (
          <BarraExportar
            columnas={visibles(table)}
            titulo={titulo}
            nombreArchivo={nombreArchivo}
            obtenerFilas={servidor ? servidor.todas : todasEnNavegador(table)}
            deshabilitado={servidor ? servidor.total === 0 : datos.length === 0}
          />
        ) : null}
        {accionesExtra}
      </Box>
    ),
  });

  return <MaterialReactTable table={tabla} />;
}
