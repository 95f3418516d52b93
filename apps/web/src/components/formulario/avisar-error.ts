import type { ProviderContext } from 'notistack';
import { traducirMensaje } from '../../i18n/mensajes';
import { ApiError } from '../../lib/api-client';

type Traductor = (clave: string) => string;

/**
 * A failed action outside a form (a switch, a delete): the server's message as an error toast, or
 * '¡Ha ocurrido un error, por favor intentelo mas tarde!'. An expired session already has its notice.
 */
export function avisarError(error: unknown, enqueueSnackbar: ProviderContext['enqueueSnackbar'], t: Traductor): void {
  if (error instanceof ApiError && error.sesionCaducada) return;
  const mensaje = error instanceof ApiError ? error.mensajeParaUsuario('') : '';
  enqueueSnackbar(mensaje ? traducirMensaje(t, mensaje) : t('mensajes.errorGenerico'), { variant: 'error' });
}
