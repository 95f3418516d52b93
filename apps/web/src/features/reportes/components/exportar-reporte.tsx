import { useState } from 'react';
import { Button, CircularProgress } from '@mui/material';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import GridOn from '@mui/icons-material/GridOn';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import type { DefinicionReporte, FormatoReporte } from '@eds/contracts/reportes/motor';
import { avisarError } from '../../../components/formulario/avisar-error';
import { descargarArchivo } from '../../../components/tabla/columnas';
import { useFormato } from '../../../lib/formato';
import { exportarReporte } from '../api/exportar-reporte';
import type { TCuerpoPantalla } from '../lib/consulta-url';

interface Props {
  definicion: DefinicionReporte;
  cuerpo: TCuerpoPantalla;
  deshabilitado: boolean;
}

/**
 * `PDF` and `EXCEL` (REPORTS.md §0 "Export"): the server builds the file over every matching row; while it builds and
 * downloads, the button says how much has arrived. A PDF of more than 10.000 rows is refused with the server's text.
 */
export function ExportarReporte({ definicion, cuerpo, deshabilitado }: Props) {
  const { t } = useTranslation();
  const f = useFormato();
  const { enqueueSnackbar } = useSnackbar();
  const [exportando, setExportando] = useState<FormatoReporte | null>(null);
  const [bytes, setBytes] = useState(0);

  const exportar = async (formato: FormatoReporte) => {
    setExportando(formato);
    setBytes(0);
    try {
      const { archivo, nombre } = await exportarReporte(definicion, cuerpo, formato, setBytes);
      descargarArchivo(archivo, nombre);
    } catch (error) {
      avisarError(error, enqueueSnackbar, t);
    } finally {
      setExportando(null);
    }
  };

  const boton = (formato: FormatoReporte, etiqueta: string, icono: React.ReactNode, color: 'error' | 'success') => (
    <Button
      size="small"
      variant="outlined"
      color={color}
      startIcon={exportando === formato ? <CircularProgress size={16} color="inherit" /> : icono}
      disabled={exportando !== null || deshabilitado}
      onClick={() => void exportar(formato)}
    >
      {exportando === formato ? t('reportes.exportar.generando', { tamano: `${f.numero(bytes / 1024, 0)} KB` }) : t(etiqueta)}
    </Button>
  );

  return (
    <>
      {boton('pdf', 'reportes.exportar.pdf', <PictureAsPdf />, 'error')}
      {boton('xlsx', 'reportes.exportar.excel', <GridOn />, 'success')}
    </>
  );
}
