import { useState, type FormEvent } from 'react';
import { Box, Button, CircularProgress, IconButton, InputAdornment, Link, TextField } from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useTranslation } from 'react-i18next';
import { TIEMPOS } from '@eds/contracts/constantes';
import { ApiError } from '../../../lib/api-client';
import { useDominio } from '../../../lib/dominio';
import { guardarUsuario } from '../../../lib/sesion-almacen';
import { useAviso } from '../../../components/dialogos/aviso-contexto';
import { useIngresar } from '../api/ingresar';

interface Props {
  onOlvideClave: () => void;
}

/** User and password, 'Entrar'; Enter in either field submits. */
export function LoginForm({ onOlvideClave }: Props) {
  const { t } = useTranslation();
  const avisar = useAviso();
  const dominio = useDominio();
  const ingreso = useIngresar();
  const [usuario, setUsuario] = useState('');
  const [clave, setClave] = useState('');
  const [verClave, setVerClave] = useState(false);
  const [entrando, setEntrando] = useState(false);

  const enviar = async (evento: FormEvent) => {
    evento.preventDefault();
    if (entrando) return;
    if (usuario.trim() === '') return avisar({ tipo: 'error', titulo: t('comun.error'), texto: t('mensajes.usuarioVacio') });
    if (clave === '') return avisar({ tipo: 'error', titulo: t('comun.error'), texto: t('mensajes.claveVacia') });

    setEntrando(true);
    try {
      const resultado = await ingreso.mutateAsync({ user: usuario, pass: clave, identificadorNegocio: dominio.negocio_id });
      if (resultado.tipo === 'sesion') {
        guardarUsuario(resultado.usuario);
        // The session is stored, then the page reloads into the application.
        window.setTimeout(() => window.location.reload(), TIEMPOS.recargaTrasLoginMs);
        return;
      }
      setClave('');
      setEntrando(false);
      await avisar({ tipo: 'info', titulo: t('login.claveRenovadaTitulo'), texto: resultado.mensaje || t('mensajes.claveVencida') });
    } catch (error) {
      setEntrando(false);
      await avisar(avisoDeError(error, t));
    }
  };

  return (
    <Box component="form" onSubmit={enviar} noValidate sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
      <TextField
        label={t('login.usuario')}
        name="usuario"
        autoComplete="username"
        autoFocus
        value={usuario}
        onChange={(e) => setUsuario(e.target.value.toUpperCase())}
        size="medium"
      />
      <TextField
        label={t('login.clave')}
        name="clave"
        type={verClave ? 'text' : 'password'}
        autoComplete="current-password"
        value={clave}
        onChange={(e) => setClave(e.target.value)}
        size="medium"
        slotProps={{
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  onClick={() => setVerClave((v) => !v)}
                  edge="end"
                  aria-label={verClave ? t('comun.ocultarClave') : t('comun.mostrarClave')}
                >
                  {verClave ? <VisibilityOff /> : <Visibility />}
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      <Button type="submit" variant="contained" size="large" disabled={entrando} sx={{ py: 1.25 }}>
        {entrando ? <CircularProgress size={24} color="inherit" aria-label={t('login.entrando')} /> : t('login.entrar')}
      </Button>
      <Link component="button" type="button" onClick={onOlvideClave} sx={{ alignSelf: 'center' }} underline="hover">
        {t('login.olvideClave')}
      </Link>
    </Box>
  );
}

type Traductor = (clave: string) => string;

/**
 * 401: the server's message (wrong credentials, temporary lock). A failed request or a server
 * fault: 'Advertencia' with the server's message or 'ERROR TECNICO'. Any other answer: the spec's
 * '¡CREDENCIALES INCORRECTAS!'.
 */
export function avisoDeError(error: unknown, t: Traductor) {
  if (error instanceof ApiError) {
    if (error.status === 401)
      return { tipo: 'error' as const, titulo: t('comun.error'), texto: error.mensaje || t('mensajes.credencialesIncorrectas') };
    if (error.sinRespuesta || error.status >= 500 || error.status === 429) {
      return { tipo: 'advertencia' as const, titulo: t('comun.advertencia'), texto: error.mensaje || t('mensajes.errorTecnico') };
    }
    return { tipo: 'error' as const, titulo: t('comun.error'), texto: t('mensajes.credencialesIncorrectas') };
  }
  return { tipo: 'advertencia' as const, titulo: t('comun.advertencia'), texto: t('mensajes.errorTecnico') };
}
