import { useState } from 'react';
import type { z } from 'zod';
import {
  Button,
  CircularProgress,
  DialogActions,
  DialogContent,
  Divider,
  FormControlLabel,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { PIN_MAXIMO } from '@eds/contracts/constantes';
import { ZClaveForm } from '@eds/contracts/persona';
import { ApiError } from '../../../lib/api-client';
import { useUsuario } from '../../../lib/sesion';
import { useAviso } from '../../../components/dialogos/aviso-contexto';
import { Formulario } from '../../../components/formulario/formulario';
import { CampoClave } from '../../../components/formulario/campo-clave';
import { useFormulario } from '../../../components/formulario/use-formulario';
import { useCambiarClave } from '../api/cambiar-clave';
import { useCambiarPin } from '../api/cambiar-pin';

type ValoresClave = z.input<typeof ZClaveForm>;

/** Second slide: current, new and repeated password; below it, the 4-character pin. */
export function ClaveSlide({ onVolver }: { onVolver: () => void }) {
  const { t } = useTranslation();
  const avisar = useAviso();
  const { enqueueSnackbar } = useSnackbar();
  const usuario = useUsuario();
  const cambiarClave = useCambiarClave();
  const cambiarPin = useCambiarPin();
  const [ver, setVer] = useState(false);
  const [pin, setPin] = useState('');
  const [errorPin, setErrorPin] = useState('');
  // A new PIN is signed with the current password (docs/decisions/017-expired-passwords.md).
  const [clavePin, setClavePin] = useState('');
  const [errorClavePin, setErrorClavePin] = useState('');
  const form = useFormulario(ZClaveForm, { defaultValues: { actual: '', nueva: '', repetir: '' } });

  const fallo = async (error: unknown) => {
    if (error instanceof ApiError && error.sesionCaducada) return;
    const texto = error instanceof ApiError ? error.mensajeParaUsuario(t('mensajes.errorGenerico')) : t('mensajes.errorGenerico');
    await avisar({ tipo: 'error', titulo: t('comun.error'), texto });
  };

  const guardarClave = async (v: z.output<typeof ZClaveForm>) => {
    try {
      const mensaje = await cambiarClave.mutateAsync({
        personaId: usuario.p_id,
        actual: v.actual,
        nueva: v.nueva,
        dominio: usuario.dominio.id,
        empresaId: usuario.empresas_id,
        usuarioId: usuario.u_id,
      });
      form.reset();
      enqueueSnackbar(mensaje || t('mensajes.claveActualizada'), { variant: 'success' });
      onVolver();
    } catch (error) {
      await fallo(error);
    }
  };

  const actualizarPin = async () => {
    if (pin.trim() === '') return setErrorPin(t('mensajes.pinVacio'));
    if (pin.length > PIN_MAXIMO) return setErrorPin(t('mensajes.pinMaximo'));
    setErrorPin('');
    if (clavePin === '') return setErrorClavePin(t('mensajes.campoObligatorio'));
    setErrorClavePin('');
    try {
      const mensaje = await cambiarPin.mutateAsync({ personaId: usuario.p_id, pin, clave: clavePin });
      setPin('');
      setClavePin('');
      enqueueSnackbar(mensaje || t('mensajes.pinActualizado'), { variant: 'success' });
    } catch (error) {
      await fallo(error);
    }
  };

  const campo = (nombre: keyof ValoresClave, autoComplete: string) => (
    <CampoClave<ValoresClave> nombre={nombre} etiqueta={`clave.${nombre}`} autoComplete={autoComplete} visible={ver} />
  );

  return (
    <Formulario form={form} onEnviar={guardarClave}>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {t('clave.titulo')}
          </Typography>
          {campo('actual', 'current-password')}
          {campo('nueva', 'new-password')}
          {campo('repetir', 'new-password')}
          <FormControlLabel control={<Switch checked={ver} onChange={(e) => setVer(e.target.checked)} />} label={t('comun.mostrarClave')} />
          <Divider />
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {t('clave.pinTitulo')}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
            <TextField
              label={t('clave.pin')}
              name="pin"
              type={ver ? 'text' : 'password'}
              value={pin}
              onChange={(e) => setPin(e.target.value.slice(0, PIN_MAXIMO))}
              error={errorPin !== ''}
              helperText={errorPin || t('clave.pinAyuda', { maximo: PIN_MAXIMO })}
              slotProps={{ htmlInput: { maxLength: PIN_MAXIMO, autoComplete: 'off' } }}
            />
            <TextField
              label={t('clave.pinClave')}
              name="clave-pin"
              type={ver ? 'text' : 'password'}
              value={clavePin}
              onChange={(e) => setClavePin(e.target.value)}
              error={errorClavePin !== ''}
              helperText={errorClavePin || ' '}
              slotProps={{ htmlInput: { autoComplete: 'current-password' } }}
            />
            <Button
              variant="outlined"
              onClick={() => void actualizarPin()}
              disabled={cambiarPin.isPending}
              sx={{ flexShrink: 0, mt: 0.25 }}
            >
              {cambiarPin.isPending ? <CircularProgress size={18} color="inherit" /> : t('clave.actualizar')}
            </Button>
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onVolver} disabled={cambiarClave.isPending}>
          {t('perfil.cancelar')}
        </Button>
        <Button type="submit" variant="contained" disabled={cambiarClave.isPending}>
          {cambiarClave.isPending ? <CircularProgress size={18} color="inherit" /> : t('perfil.guardar')}
        </Button>
      </DialogActions>
    </Formulario>
  );
}
