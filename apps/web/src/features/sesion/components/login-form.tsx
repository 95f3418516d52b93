import { lazy, Suspense, useState } from 'react';
import { Button, CircularProgress, Link, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { TIEMPOS } from '@eds/contracts/constantes';
import { ApiError } from '../../../lib/api-client';
import { useDominio } from '../../../lib/dominio';
import { guardarUsuario } from '../../../lib/sesion-almacen';
import { traducirMensaje } from '../../../i18n/mensajes';
import { useAviso } from '../../../components/dialogos/aviso-contexto';
import { Formulario } from '../../../components/formulario/formulario';
import { CampoTexto } from '../../../components/formulario/campo-texto';
import { CampoClave } from '../../../components/formulario/campo-clave';
import { useFormularioDiferido } from '../../../components/formulario/use-formulario-diferido';
import { useIngresar } from '../api/ingresar';
import type { TIngreso, TIngresoValido } from '../lib/esquema-ingreso';
import { useIngresoPrevio } from '../lib/use-ingreso-previo';
import type { ClaveVencida } from './clave-vencida-dialog';

/** The new-password step of an expired password: loaded only when the server asks for it (not in the first chunk). */
const ClaveVencidaDialog = lazy(() => import('./clave-vencida-dialog').then((m) => ({ default: m.ClaveVencidaDialog })));

interface Props {
  onOlvideClave: () => void;
}

/** The schema (and zod) load after the page paints: the form shows and takes typing without them. */
const cargarEsquema = () => import('../lib/esquema-ingreso').then((m) => m.ZIngreso);

/** User and password, 'Entrar'; Enter in either field submits. A missing field is told in a notice, as the spec's login does. */
export function LoginForm({ onOlvideClave }: Props) {
  const { t } = useTranslation();
  const avisar = useAviso();
  const dominio = useDominio();
  const ingreso = useIngresar();
  // After a successful sign-in the page reloads: the button stays busy until it does.
  const [recargando, setRecargando] = useState(false);
  // expired_pass: who signed in and the token to choose a new password with.
  const [vencida, setVencida] = useState<(ClaveVencida & { usuario: string }) | null>(null);
  const form = useFormularioDiferido(cargarEsquema, { defaultValues: { usuario: '', clave: '' }, reValidateMode: 'onSubmit' });
  // What was typed into the page painted before the app ran (index.html) carries over.
  useIngresoPrevio(form);
  const entrando = form.formState.isSubmitting || recargando;

  const enviar = async ({ usuario, clave }: TIngresoValido) => {
    try {
      const resultado = await ingreso.mutateAsync({ user: usuario, pass: clave, identificadorNegocio: dominio.negocio_id });
      if (resultado.tipo === 'sesion') {
        guardarUsuario(resultado.usuario);
        setRecargando(true);
        // The session is stored, then the page reloads into the application.
        window.setTimeout(() => window.location.reload(), TIEMPOS.recargaTrasLoginMs);
        return;
      }
      form.setValue('clave', '');
      setVencida({ usuario, tokenClave: resultado.tokenClave, mensaje: resultado.mensaje });
    } catch (error) {
      await avisar(avisoDeError(error, t));
    }
  };

  // The first missing field (user, then password) in the spec's notice, not under the field.
  const invalido = (errores: Partial<Record<keyof TIngreso, { message?: string }>>) => {
    const mensaje = errores.usuario?.message ?? errores.clave?.message;
    form.clearErrors();
    void avisar({ tipo: 'error', titulo: t('comun.error'), texto: traducirMensaje(t, mensaje) });
  };

  // The new password is stored: sign in with it, as after any sign-in.
  const conClaveNueva = async (clave: string) => {
    const usuario = vencida?.usuario ?? '';
    setVencida(null);
    await enviar({ usuario, clave });
  };

  return (
    <>
      <Formulario form={form} onEnviar={enviar} onInvalido={invalido}>
        <Stack spacing={2.5}>
          <CampoTexto<TIngreso> nombre="usuario" etiqueta="login.usuario" autoComplete="username" autoFocus mayusculas />
          <CampoClave<TIngreso> nombre="clave" etiqueta="login.clave" autoComplete="current-password" />
          <Button type="submit" variant="contained" size="large" disabled={entrando} sx={{ py: 1.25 }}>
            {entrando ? <CircularProgress size={24} color="inherit" aria-label={t('login.entrando')} /> : t('login.entrar')}
          </Button>
          <Link component="button" type="button" onClick={onOlvideClave} sx={{ alignSelf: 'center' }} underline="hover">
            {t('login.olvideClave')}
          </Link>
        </Stack>
      </Formulario>
      {vencida && (
        <Suspense fallback={null}>
          <ClaveVencidaDialog vencida={vencida} onCancelar={() => setVencida(null)} onGuardada={conClaveNueva} />
        </Suspense>
      )}
    </>
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
