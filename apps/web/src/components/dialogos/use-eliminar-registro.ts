import { useCallback } from 'react';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { traducirMensaje } from '../../i18n/mensajes';
import { avisarError } from '../formulario/avisar-error';

/**
 * Deleting a row of a list, the same way on every screen: the question `lista.confirmarEliminar` (through the screen's
 * own `useConfirmacion`, whose dialog it already draws), then the call, then the server's message as a toast
 * (`Registro eliminado correctamente` when it sends none), or its refusal (`…el registro está en uso. Inactívelo.`).
 */
export function useEliminarRegistro(
  confirmar: (titulo: string) => Promise<boolean>,
  eliminar: (id: number) => Promise<{ mensaje?: string }>,
): (id: number) => Promise<void> {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  return useCallback(
    async (id: number) => {
      if (!(await confirmar(t('lista.confirmarEliminar')))) return;
      try {
        const r = await eliminar(id);
        enqueueSnackbar(traducirMensaje(t, r.mensaje) || t('mensajesCatalogo.eliminado'), { variant: 'success' });
      } catch (error) {
        avisarError(error, enqueueSnackbar, t);
      }
    },
    [confirmar, eliminar, enqueueSnackbar, t],
  );
}
