import { useState } from 'react';
import { Chip, Switch } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import type { TEstadoRegistro } from '@eds/contracts/configuracion/catalogo';
import { traducirMensaje } from '../../i18n/mensajes';
import '../../i18n/mensajes-catalogo';
import { usePermisos } from '../../lib/permisos';
import { useConfirmacion } from '../dialogos/use-confirmacion';
import { avisarError } from '../formulario/avisar-error';

interface Props {
  estado: TEstadoRegistro;
  /** Sends `PUT {recurso}/{id}/{A|I}` and resolves with the server's message. */
  onCambiar: (nuevo: TEstadoRegistro) => Promise<string>;
  /** Names the record for screen readers: 'Estado de KG'. */
  etiqueta: string;
  /** Records nobody may change (system records): the state as text, never a switch. */
  soloLectura?: boolean;
}

/**
 * The A/I switch of SCREENS.md: asks '¿Está seguro de activar|inactivar este registro?', sends the PUT and
 * toasts the server's message. Without letter U (or on a read-only record) the state shows as text.
 */
export function InterruptorEstado({ estado, onCambiar, etiqueta, soloLectura }: Props) {
  const { t } = useTranslation();
  const { tiene } = usePermisos();
  const { enqueueSnackbar } = useSnackbar();
  const { confirmar, dialogo } = useConfirmacion();
  const [enviando, setEnviando] = useState(false);
  const activo = estado === 'A';

  if (soloLectura || !tiene('U')) {
    return (
      <Chip size="small" variant="outlined" color={activo ? 'success' : 'default'} label={t(activo ? 'lista.activo' : 'lista.inactivo')} />
    );
  }

  const cambiar = async () => {
    const nuevo: TEstadoRegistro = activo ? 'I' : 'A';
    const aceptada = await confirmar(t(nuevo === 'A' ? 'mensajesCatalogo.confirmarActivar' : 'mensajesCatalogo.confirmarInactivar'));
    if (!aceptada) return;
    setEnviando(true);
    try {
      const mensaje = await onCambiar(nuevo);
      enqueueSnackbar(traducirMensaje(t, mensaje) || t(nuevo === 'A' ? 'mensajesCatalogo.activado' : 'mensajesCatalogo.inactivado'), {
        variant: 'success',
      });
    } catch (error) {
      avisarError(error, enqueueSnackbar, t);
    } finally {
      setEnviando(false);
    }
  };

  return (
    <>
      <Switch
        checked={activo}
        disabled={enviando}
        onChange={() => void cambiar()}
        slotProps={{ input: { 'aria-label': etiqueta } }}
        size="small"
      />
      {dialogo}
    </>
  );
}
