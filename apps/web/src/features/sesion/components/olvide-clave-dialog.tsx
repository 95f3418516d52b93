import { useState, type FormEvent } from 'react';
import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { useAviso } from '../../../components/dialogos/aviso-contexto';
import { useSolicitarRestablecimiento } from '../api/olvide-clave';

interface Props {
  abierto: boolean;
  onCerrar: () => void;
}

interface Errores {
  identificacion?: string;
  usuario?: string;
}

/** 'OLVIDE MI CONTRASEÑA': identification and user; the server mails a reset link. */
export function OlvideClaveDialog({ abierto, onCerrar }: Props) {
  const { t } = useTranslation();
  const avisar = useAviso();
  const solicitud = useSolicitarRestablecimiento();
  const [identificacion, setIdentificacion] = useState('');
  const [usuario, setUsuario] = useState('');
  const [errores, setErrores] = useState<Errores>({});

  const cerrar = () => {
    setIdentificacion('');
    setUsuario('');
    setErrores({});
    onCerrar();
  };

  const enviar = async (evento: FormEvent) => {
    evento.preventDefault();
    const nuevos: Errores = {};
    if (identificacion.trim() === '') nuevos.identificacion = t('mensajes.identificacionNecesaria');
    if (usuario.trim() === '') nuevos.usuario = t('mensajes.usuarioNoVacio');
    setErrores(nuevos);
    if (nuevos.identificacion || nuevos.usuario) return;
    try {
      const mensaje = await solicitud.mutateAsync({ identificacion, usuario });
      cerrar();
      await avisar({ tipo: 'exito', titulo: t('olvideClave.titulo'), texto: mensaje });
    } catch (error) {
      const texto = error instanceof ApiError ? error.mensajeParaUsuario(t('mensajes.errorTecnico')) : t('mensajes.errorTecnico');
      await avisar({ tipo: 'advertencia', titulo: t('comun.error'), texto });
    }
  };

  return (
    <Dialog open={abierto} onClose={cerrar} maxWidth="xs" fullWidth aria-labelledby="olvide-clave-titulo">
      <form onSubmit={enviar} noValidate>
        <DialogTitle id="olvide-clave-titulo">{t('olvideClave.titulo')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label={t('olvideClave.identificacion')}
              name="identificacion"
              value={identificacion}
              onChange={(e) => setIdentificacion(e.target.value)}
              error={Boolean(errores.identificacion)}
              helperText={errores.identificacion}
              autoFocus
            />
            <TextField
              label={t('olvideClave.usuario')}
              name="usuario-recuperar"
              value={usuario}
              onChange={(e) => setUsuario(e.target.value.toUpperCase())}
              error={Boolean(errores.usuario)}
              helperText={errores.usuario}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={cerrar}>{t('olvideClave.cancelar')}</Button>
          <Button type="submit" variant="contained" disabled={solicitud.isPending}>
            {solicitud.isPending ? <CircularProgress size={20} color="inherit" /> : t('olvideClave.enviar')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
