import { useMemo, useState, type ReactNode } from 'react';
import { MaterialReactTable, useMaterialReactTable, type MRT_ColumnDef, type MRT_TableInstance } from 'material-react-table';
import { Box, Button, CircularProgress } from '@mui/material';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import GridOn from '@mui/icons-material/GridOn';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { esIdioma, type Idioma } from '../../i18n/idiomas';
import { useFormato, leerFecha, type Formateador } from '../../lib/formato';
import { textoDe } from '../../lib/texto';
import type { ColumnaExportable, ColumnaTabla, TipoColumna } from './columnas';
import { LOCALIZACION_TABLA, idiomaPdf } from './localizacion';

/** Document 2 §9: 10 rows by default, options 5, 10, 20 and 50. */
export const TAMANO_PAGINA = 10;
export const OPCIONES_PAGINA = [5, 10, 20, 50];

interface Props<T extends Record<string, unknown>> {
  columnas: ColumnaTabla<T>[];
  datos: T[];
  cargando?: boolean;
  /** Translation key of the title printed on exports. */
  titulo: string;
  /** File name base of the exports (a timestamp is added). */
  nombreArchivo: string;
  accionesExtra?: ReactNode;
}

function mostrar(valor: unknown, tipo: TipoColumna, f: Formateador): string {
  if (valor === null || valor === undefined) return '';
  if (tipo === 'dinero') return f.dinero(valor as number | string);
  if (tipo === 'numero') return f.numero(valor as number | string);
  if (tipo === 'fecha') return f.fecha(valor as string | Date);
  if (tipo === 'fechaHora') return f.fechaHora(valor as string | Date);
  return textoDe(valor);
}

function valorOrdenable(valor: unknown, tipo: TipoColumna): unknown {
  if (tipo === 'dinero' || tipo === 'numero') return valor === null || valor === undefined || valor === '' ? null : Number(valor);
  if (tipo === 'fecha' || tipo === 'fechaHora') return leerFecha(valor as string | Date | null) ?? null;
  return valor ?? '';
}

/**
 * The one data table: paging (10; 5/10/20/50), multi-column sort (shift-click), 'No se encontro'
 * when empty, and PDF/Excel exports of the filtered and sorted rows, loaded only when used.
 */
export function TablaDatos<T extends Record<string, unknown>>({
  columnas,
  datos,
  cargando,
  titulo,
  nombreArchivo,
  accionesExtra,
}: Props<T>) {
  const { t, i18n } = useTranslation();
  const f = useFormato();
  const { enqueueSnackbar } = useSnackbar();
  const [exportando, setExportando] = useState<'pdf' | 'xlsx' | null>(null);
  const idioma: Idioma = esIdioma(i18n.language) ? i18n.language : 'es';

  const definiciones = useMemo<MRT_ColumnDef<T>[]>(
    () =>
      columnas.map((c) => {
        const tipo = c.tipo ?? 'texto';
        return {
          id: c.clave,
          ...(c.ancho ? { size: c.ancho, minSize: Math.min(60, c.ancho) } : {}),
          header: t(c.etiqueta),
          accessorFn: (fila: T) => valorOrdenable(fila[c.clave], tipo),
          sortingFn: tipo === 'texto' ? 'alphanumeric' : tipo === 'fecha' || tipo === 'fechaHora' ? 'datetime' : 'basic',
          Cell: ({ row }) => mostrar(row.original[c.clave], tipo, f),
          muiTableBodyCellProps: { align: tipo === 'numero' || tipo === 'dinero' ? 'right' : 'left' },
        } satisfies MRT_ColumnDef<T>;
      }),
    [columnas, t, f],
  );

  const exportar = async (tabla: MRT_TableInstance<T>, formato: 'pdf' | 'xlsx') => {
    setExportando(formato);
    try {
      const filas = tabla.getPrePaginationRowModel().rows.map((r) => r.original);
      const tituloExport = t(titulo);
      if (formato === 'pdf') {
        const tPdf = i18n.getFixedT(idiomaPdf(idioma));
        const cols: ColumnaExportable[] = columnas.map((c) => ({ titulo: tPdf(c.etiqueta), tipo: c.tipo ?? 'texto' }));
        const { exportarPdf } = await import('./exportar-pdf');
        exportarPdf({
          titulo: tPdf(titulo),
          subtitulo: tPdf('tabla.generado', { fecha: f.fechaHora(new Date()) }),
          columnas: cols,
          filas: filas.map((fila) => columnas.map((c) => mostrar(fila[c.clave], c.tipo ?? 'texto', f))),
          nombreArchivo,
        });
      } else {
        const cols: ColumnaExportable[] = columnas.map((c) => ({
          titulo: t(c.etiqueta),
          tipo: c.tipo ?? 'texto',
          anchoExcel: c.anchoExcel,
        }));
        const { exportarExcel } = await import('./exportar-excel');
        await exportarExcel({
          titulo: tituloExport,
          columnas: cols,
          filas: filas.map((fila) =>
            columnas.map((c) => (c.tipo === 'fecha' || c.tipo === 'fechaHora' ? leerFecha(fila[c.clave] as string) : fila[c.clave])),
          ),
          nombreArchivo,
        });
      }
    } catch (error) {
      console.error('export failed', error);
      enqueueSnackbar(t('tabla.errorExportar'), { variant: 'error' });
    } finally {
      setExportando(null);
    }
  };

  const tabla = useMaterialReactTable<T>({
    columns: definiciones,
    data: datos,
    state: { isLoading: cargando === true, showProgressBars: cargando === true },
    initialState: { pagination: { pageIndex: 0, pageSize: TAMANO_PAGINA }, density: 'compact' },
    enableMultiSort: true,
    enableColumnActions: false,
    enableDensityToggle: false,
    enableFullScreenToggle: false,
    enableColumnFilters: false,
    enableGlobalFilter: true,
    positionGlobalFilter: 'left',
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
        <Button
          size="small"
          variant="outlined"
          color="error"
          startIcon={exportando === 'pdf' ? <CircularProgress size={16} color="inherit" /> : <PictureAsPdf />}
          disabled={exportando !== null || datos.length === 0}
          onClick={() => void exportar(table, 'pdf')}
        >
          {t('tabla.exportarPdf')}
        </Button>
        <Button
          size="small"
          variant="outlined"
          color="success"
          startIcon={exportando === 'xlsx' ? <CircularProgress size={16} color="inherit" /> : <GridOn />}
          disabled={exportando !== null || datos.length === 0}
          onClick={() => void exportar(table, 'xlsx')}
        >
          {t('tabla.exportarExcel')}
        </Button>
        {accionesExtra}
      </Box>
    ),
  });

  return <MaterialReactTable table={tabla} />;
}
