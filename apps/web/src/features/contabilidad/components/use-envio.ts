import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { avisarError } from '../../../components/formulario/avisar-error';
import { descargarArchivo } from '../../../components/tabla/columnas';
import { descargarComprobante, useEnviarComprobantes, type FormatoArchivo } from '../api/comprobantes';

/**
 * Sending (`Enviar a SAP`, `Reenviar`) and downloading a voucher: the file is saved by the browser and the toast
 * names it; sending records the voucher ENVIADO, downloading leaves its state as it is.
 */
export function useEnvioComprobantes(desde: 'apuntamientos' | 'monitor') {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const enviar = useEnviarComprobantes(desde);
  return {
    enviando: enviar.isPending,
    enviar: async (ids: number[], formato: FormatoArchivo) => {
      try {
        const r = await enviar.mutateAsync({ comprobantes: ids, formato });
        descargarArchivo(r.archivo, r.nombre);
        enqueueSnackbar(`${t('contabilidad.mensajes.enviado')}: ${r.nombre}`, { variant: 'success' });
      } catch (error) {
        avisarError(error, enqueueSnackbar, t);
      }
    },
    descargar: async (id: number, formato: FormatoArchivo) => {
      try {
        const r = await descargarComprobante(id, formato);
        descargarArchivo(r.archivo, r.nombre);
      } catch (error) {
        avisarError(error, enqueueSnackbar, t);
      }
    },
  };
}
