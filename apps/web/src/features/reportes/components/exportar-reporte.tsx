import { useEffect, useRef, useState } from 'react';
import { Button, CircularProgress } from '@mui/material';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import GridOn from '@mui/icons-material/GridOn';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import type { DefinicionReporte, FormatoReporte } from '@eds/contracts/reportes/motor';
import { avisarError } from '../../../components/formulario/avisar-error';
import { descargarArchivo } from '../../../components/tabla/columnas';
import { useFormato } from '../../../lib/formato';
import { descargarExportacion, estadoTrabajo, pedirExportacion } from '../api/exportar-reporte';
import type { TCuerpoPantalla } from '../lib/consulta-url';

interface Props {
  definicion: DefinicionReporte;
  cuerpo: TCuerpoPantalla;
  deshabilitado: boolean;
}

/** How often a job's progress is asked for. */
const INTERVALO_MS = 1000;

/**
 * `PDF` and `EXCEL` (REPORTS.md §0 "Export"): the server builds the file over every matching row. A file ready within
 * the server's threshold downloads at once (the button counts the bytes as they arrive); a longer build answers with
 * its job: the button shows the rows written so far and, when it is ready, a toast offers the download (REPORTS.md:
 * a build that takes longer than 30 s runs as a job, and a toast says when it is ready). A PDF of more than 10.000 rows
 * is refused with the server's text.
 */
export function ExportarReporte({ definicion, cuerpo, deshabilitado }: Props) {
  const { t } = useTranslation();
  const f = useFormato();
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  const [exportando, setExportando] = useState<FormatoReporte | null>(null);
  const [bytes, setBytes] = useState(0);
  const [filas, setFilas] = useState<number | null>(null);
  const montado = useRef(true);
  useEffect(
    () => () => {
      montado.current = false;
    },
    [],
  );

  const descargar = async (url: string, nombre: string) => {
    const { archivo } = await descargarExportacion(url, nombre, (b) => montado.current && setBytes(b));
    descargarArchivo(archivo, nombre);
  };

  const exportar = async (formato: FormatoReporte) => {
    setExportando(formato);
    setBytes(0);
    setFilas(null);
    try {
      const r = await pedirExportacion(definicion, cuerpo, formato);
      if ('url' in r && !('trabajo' in r)) {
        await descargar(r.url, r.filename);
        return;
      }
      enqueueSnackbar(t('reportesTrabajos.enProceso', { archivo: r.filename }), { variant: 'info' });
      let estado = r;
      setFilas(estado.filas);
      while (estado.estado === 'EN_PROCESO') {
        await new Promise((resolve) => setTimeout(resolve, INTERVALO_MS));
        estado = await estadoTrabajo(estado.trabajo);
        if (montado.current) setFilas(estado.filas);
      }
      if (estado.estado === 'ERROR' || !estado.url) {
        enqueueSnackbar(t('reportesTrabajos.mensajes.fallo'), { variant: 'error' });
        return;
      }
      const url = estado.url;
      enqueueSnackbar(t('reportesTrabajos.listo', { archivo: estado.filename }), {
        variant: 'success',
        persist: true,
        action: (clave) => (
          <Button
            color="inherit"
            size="small"
            onClick={() => {
              closeSnackbar(clave);
              void descargar(url, estado.filename).catch((error: unknown) => avisarError(error, enqueueSnackbar, t));
            }}
          >
            {t('reportesTrabajos.descargar')}
          </Button>
        ),
      });
    } catch (error) {
      avisarError(error, enqueueSnackbar, t);
    } finally {
      if (montado.current) {
        setExportando(null);
        setFilas(null);
      }
    }
  };

  const progreso = () =>
    filas !== null
      ? t('reportesTrabajos.generandoFilas', { filas: f.numero(filas, 0) })
      : t('reportes.exportar.generando', { tamano: `${f.numero(bytes / 1024, 0)} KB` });

  const boton = (formato: FormatoReporte, etiqueta: string, icono: React.ReactNode, color: 'error' | 'success') => (
    <Button
      size="small"
      variant="outlined"
      color={color}
      startIcon={exportando === formato ? <CircularProgress size={16} color="inherit" /> : icono}
      disabled={exportando !== null || deshabilitado}
      onClick={() => void exportar(formato)}
    >
      {exportando === formato ? progreso() : t(etiqueta)}
    </Button>
  );

  return (
    <>
      {boton('pdf', 'reportes.exportar.pdf', <PictureAsPdf />, 'error')}
      {boton('xlsx', 'reportes.exportar.excel', <GridOn />, 'success')}
    </>
  );
}
