import { useEffect } from 'react';
import { Box } from '@mui/material';
import { useSnackbar } from 'notistack';
import { TIEMPOS } from '@eds/contracts/constantes';
import { urlSocket } from '../../../lib/servicios';
import { solicitar } from '../../../lib/api-client';
import { difundirEventoSocket } from '../../../lib/eventos-socket';
import { leerMensajeSocket, varianteDeMensaje } from '../lib/mensaje-socket';

/** The server closes a socket whose session ended with this code. */
const CIERRE_SESION = 4001;
const ESPERA_MAXIMA_MS = 30_000;

/**
 * Listens to the equipment service's socket and shows each 'message' event for the user's company
 * as a toast for 8 seconds. Reconnects with growing waits; a socket closed for an ended session
 * makes the shell check the session, which shows the expiry notice.
 */
export function useSocketNotificaciones(token: string, empresaUsuario: number) {
  const { enqueueSnackbar } = useSnackbar();

  useEffect(() => {
    let socket: WebSocket | null = null;
    let espera = 1_000;
    let temporizador: number | undefined;
    let activo = true;

    const conectar = () => {
      socket = new WebSocket(urlSocket('equipment', `/ws?token=${encodeURIComponent(token)}`));
      socket.onopen = () => {
        espera = 1_000;
      };
      socket.onmessage = (evento: MessageEvent) => {
        // Data events of live screens (the closing-day monitor...) go to the screens listening for them.
        if (difundirEventoSocket(evento.data)) return;
        const mensaje = leerMensajeSocket(evento.data);
        const variante = mensaje ? varianteDeMensaje(mensaje, empresaUsuario) : null;
        if (!mensaje || !variante) return;
        enqueueSnackbar(
          <Box>
            <Box component="strong" sx={{ display: 'block' }}>
              {mensaje.titulo}
            </Box>
            {mensaje.texto}
          </Box>,
          { variant: variante, autoHideDuration: TIEMPOS.toastMs },
        );
      };
      socket.onclose = (evento: CloseEvent) => {
        if (!activo) return;
        if (evento.code === CIERRE_SESION) {
          // The answer (205) raises the expiry notice through the API client.
          void solicitar('/api/v1/').catch(() => undefined);
          return;
        }
        temporizador = window.setTimeout(conectar, espera);
        espera = Math.min(espera * 2, ESPERA_MAXIMA_MS);
      };
    };

    conectar();
    return () => {
      activo = false;
      window.clearTimeout(temporizador);
      socket?.close();
    };
  }, [token, empresaUsuario, enqueueSnackbar]);
}
