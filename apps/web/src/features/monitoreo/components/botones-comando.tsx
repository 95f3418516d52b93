import { Button, Stack } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import type { TIPOS_COMANDO } from '@eds/contracts/comandos';
import { ConLetra } from '../../../components/acciones/con-letra';
import { useConfirmacion } from '../../../components/dialogos/use-confirmacion';
import { avisarError } from '../../../components/formulario/avisar-error';
import { traducirMensaje } from '../../../i18n/mensajes';
import { useEnviarComandos } from '../api/monitoreo';
import '../lib/mensajes-monitoreo';

/** The commands a Centro de control sends (SCREENS.md G06); DEPURAR stays with Gestión de equipos. */
export const COMANDOS_CENTRO: ReadonlyArray<(typeof TIPOS_COMANDO)[number]> = [
  'FORZAR_SINCRONIZACION',
  'REINICIAR_APLICACION',
  'SOLICITAR_LOGS',
  'ACTUALIZAR_PARAMETROS',
  'ACTUALIZAR_PRECIOS',
];

/**
 * One button per command (letter X): after a confirmation naming the target, the command is queued for every device
 * `equipos()` answers (`POST comandos`); the devices then fetch it and its state follows live.
 */
export function BotonesComando({
  destino,
  equipos,
  deshabilitado,
  onEnviado,
}: {
  /** What the confirmation names: a station, a device, n stations. */
  destino: string;
  equipos: () => Promise<number[]>;
  deshabilitado?: boolean;
  onEnviado?: () => void;
}) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const { confirmar, dialogo } = useConfirmacion();
  const enviar = useEnviarComandos();

  const alPulsar = async (tipo: (typeof COMANDOS_CENTRO)[number]) => {
    if (!(await confirmar(t(`monitoreo.comandos.${tipo}`), t('monitoreo.confirmarComando', { destino })))) return;
    try {
      const ids = await equipos();
      if (ids.length === 0) {
        enqueueSnackbar(t('monitoreo.sinEquipos'), { variant: 'warning' });
        return;
      }
      const r = await enviar.mutateAsync({ equipos: ids, tipo });
      enqueueSnackbar(traducirMensaje(t, r.mensaje), { variant: 'success' });
      onEnviado?.();
    } catch (error) {
      avisarError(error, enqueueSnackbar, t);
    }
  };

  return (
    <ConLetra letra="X">
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {COMANDOS_CENTRO.map((tipo) => (
          <Button
            key={tipo}
            variant="outlined"
            size="small"
            disabled={deshabilitado || enviar.isPending}
            onClick={() => void alPulsar(tipo)}
          >
            {t(`monitoreo.comandos.${tipo}`)}
          </Button>
        ))}
      </Stack>
      {dialogo}
    </ConLetra>
  );
}
