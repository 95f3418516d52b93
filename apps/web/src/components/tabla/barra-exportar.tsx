import { useState } from 'react';
import { Button, CircularProgress } from '@mui/material';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import GridOn from '@mui/icons-material/GridOn';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { esIdioma, type Idioma } from '../../i18n/idiomas';
import { useFormato } from '../../lib/formato';
import type { ColumnaExportable, ColumnaTabla } from './columnas';
import { idiomaPdf } from './localizacion';
import { mostrar, valorDe, valorExcel } from './valores';

/** Reports how many rows have been fetched so far, while an export gathers them. */
export type AvisoProgreso = (cargadas: number, total: number) => void;

interface Props<T> {
  /** The columns exported: those shown on screen. */
  columnas: ColumnaTabla<T>[];
  /** Translation key of the title printed on exports. */
  titulo: string;
  /** File name base of the exports (a timestamp is added). */
  nombreArchivo: string;
  /** Every row to export: the filtered rows, not the page. */
  obtenerFilas: (progreso: AvisoProgreso) => Promise<T[]>;
  deshabilitado?: boolean;
}

/** 'Exportar PDF' and 'Exportar Excel': the libraries load when used; progress shows while rows are gathered. */
export function BarraExportar<T>({ columnas, titulo, nombreArchivo, obtenerFilas, deshabilitado }: Props<T>) {
  const { t, i18n } = useTranslation();
  const f = useFormato();
  const { enqueueSnackbar } = useSnackbar();
  const [exportando, setExportando] = useState<'pdf' | 'xlsx' | null>(null);
  const [porcentaje, setPorcentaje] = useState<number | null>(null);
  const idioma: Idioma = esIdioma(i18n.language) ? i18n.language : 'es';

  const exportar = async (formato: 'pdf' | 'xlsx') => {
    setExportando(formato);
    setPorcentaje(null);
    try {
      const filas = await obtenerFilas((cargadas, total) =>
        setPorcentaje(total > 0 ? Math.min(100, Math.round((cargadas / total) * 100)) : 100),
      );
      if (formato === 'pdf') {
        const tPdf = i18n.getFixedT(idiomaPdf(idioma));
        const cols: ColumnaExportable[] = columnas.map((c) => ({
          titulo: tPdf(c.etiqueta),
          tipo: c.tipo ?? 'texto',
          decimales: c.decimales,
        }));
        const { exportarPdf } = await import('./exportar-pdf');
        exportarPdf({
          titulo: tPdf(titulo),
          subtitulo: tPdf('tabla.generado', { fecha: f.fechaHora(new Date()) }),
          columnas: cols,
          filas: filas.map((fila) => columnas.map((c) => mostrar(valorDe(fila, c), c.tipo ?? 'texto', f, c.decimales))),
          nombreArchivo,
        });
      } else {
        const cols: ColumnaExportable[] = columnas.map((c) => ({
          titulo: t(c.etiqueta),
          tipo: c.tipo ?? 'texto',
          decimales: c.decimales,
          anchoExcel: c.anchoExcel,
        }));
        const { exportarExcel } = await import('./exportar-excel');
        await exportarExcel({
          titulo: t(titulo),
          columnas: cols,
          filas: filas.map((fila) => columnas.map((c) => valorExcel(valorDe(fila, c), c.tipo ?? 'texto'))),
          nombreArchivo,
        });
      }
    } catch (error) {
      console.error('export failed', error);
      enqueueSnackbar(t('tabla.errorExportar'), { variant: 'error' });
    } finally {
      setExportando(null);
      setPorcentaje(null);
    }
  };

  const progreso = (formato: 'pdf' | 'xlsx') =>
    exportando === formato ? (
      <CircularProgress
        size={16}
        color="inherit"
        variant={porcentaje === null ? 'indeterminate' : 'determinate'}
        value={porcentaje ?? undefined}
        aria-label={t('tabla.exportando', { porcentaje: porcentaje ?? 0 })}
      />
    ) : null;
  const texto = (formato: 'pdf' | 'xlsx', normal: string) =>
    exportando === formato && porcentaje !== null ? t('tabla.exportando', { porcentaje }) : normal;

  return (
    <>
      <Button
        size="small"
        variant="outlined"
        color="error"
        startIcon={progreso('pdf') ?? <PictureAsPdf />}
        disabled={exportando !== null || deshabilitado}
        onClick={() => void exportar('pdf')}
      >
        {texto('pdf', t('tabla.exportarPdf'))}
      </Button>
      <Button
        size="small"
        variant="outlined"
        color="success"
        startIcon={progreso('xlsx') ?? <GridOn />}
        disabled={exportando !== null || deshabilitado}
        onClick={() => void exportar('xlsx')}
      >
        {texto('xlsx', t('tabla.exportarExcel'))}
      </Button>
    </>
  );
}
