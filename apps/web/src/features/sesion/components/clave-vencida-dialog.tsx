import { useState } from 'react';
import {
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  Stack,
  Switch,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { traducirMensaje } from '../../../i18n/mensajes';
import { Formulario } from '../../../components/formulario/formulario';
import { CampoClave } from '../../../components/formulario/campo-clave';
import { useFormulario } from '../../../components/formulario/use-formulario';
import { useRestablecerClave } from '../api/restablecer-clave';
import { ZNuevaClave, type TNuevaClave } from '../lib/nueva-clave';

/** What the sign-in answered for an expired (or administrator-assigned) password. */
export interface ClaveVencida {
  /** The one-time token that lets this person set a new password (`token_clave`). */
  tokenClave: string;
  mensaje: string;
}

interface Props {
  vencida: ClaveVencida | null;
  onCancelar: () => void;
  /** The new password was stored: sign in with it. */
  onGuardada: (clave: string) => Promise<void>;
}

/**
 * The expired_pass flow (docs/decisions/017-expired-passwords.md): the server's message and a new password typed
 * twice; saving stores it with the sign-in's token and then signs in with it. A refused password (too common, the
 * current one) is told under the field.
 */
export function ClaveVencidaDialog({ vencida, onCancelar, onGuardada }: Props) {
  const { t } = useTranslation();
  const restablecer = useRestablecerClave();
  const [ver, setVer] = useState(false);
  const form = useFormulario(ZNuevaClave, { defaultValues: { clave: '', repetir: '' } });
  const ocupado = form.formState.isSubmitting;

  const guardar = async ({ clave }: z.output<typeof ZNuevaClave>) => {
    if (!vencida) return;
    await restablecer.mutateAsync({ token: vencida.tokenClave, clave });
    form.reset();
    await onGuardada(clave);
  };

  const cancelar = () => {
    form.reset();
    onCancelar();
  };

  return (
    <Dialog open={vencida !== null} onClose={ocupado ? undefined : cancelar} maxWidth="xs" fullWidth aria-labelledby="clave-vencida-titulo">
      <Formulario form={form} onEnviar={guardar}>
        <DialogTitle id="clave-vencida-titulo">{t('login.claveVencidaTitulo')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>{traducirMensaje(t, vencida?.mensaje) || t('mensajes.claveVencida')}</DialogContentText>
            <CampoClave<TNuevaClave> nombre="clave" etiqueta="restablecer.nueva" autoComplete="new-password" visible={ver} autoFocus />
            <CampoClave<TNuevaClave> nombre="repetir" etiqueta="restablecer.repetir" autoComplete="new-password" visible={ver} />
            <FormControlLabel
              control={<Switch checked={ver} onChange={(e) => setVer(e.target.checked)} />}
              label={t('comun.mostrarClave')}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={cancelar} disabled={ocupado}>
            {t('comun.cancelar')}
          </Button>
          <Button type="submit" variant="contained" disabled={ocupado}>
            {ocupado ? <CircularProgress size={20} color="inherit" aria-label={t('login.entrando')} /> : t('login.claveVencidaGuardar')}
          </Button>
        </DialogActions>
      </Formulario>
    </Dialog>
  );
}
