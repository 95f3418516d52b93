import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { Alert, Box, Button, CircularProgress, FormControlLabel, Link, Paper, Stack, Switch, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { CLAVE_MIN, VERSION_APP } from '@eds/contracts/constantes';
import { ApiError } from '../../../lib/api-client';
import { useDominio } from '../../../lib/dominio';
import { useAviso } from '../../../components/dialogos/aviso-contexto';
import { LogoMarca } from '../../../components/marca/logo-marca';
import { useRestablecerClave } from '../api/restablecer-clave';

interface Errores {
  clave?: string;
  repetir?: string;
}

/** The page of the mailed link: a new password, typed twice. */
export function RestablecerClaveScreen() {
  const { t } = useTranslation();
  const avisar = useAviso();
  const navegar = useNavigate();
  const dominio = useDominio();
  const [parametros] = useSearchParams();
  const token = parametros.get('token') ?? '';
  const restablecer = useRestablecerClave();
  const [clave, setClave] = useState('');
  const [repetir, setRepetir] = useState('');
  const [ver, setVer] = useState(false);
  const [errores, setErrores] = useState<Errores>({});

  const enviar = async (evento: FormEvent) => {
    evento.preventDefault();
    const nuevos: Errores = {};
    if (clave === '') nuevos.clave = t('mensajes.campoObligatorio');
    else if (clave.length < CLAVE_MIN) nuevos.clave = t('mensajes.claveDebil');
    if (repetir === '') nuevos.repetir = t('mensajes.campoObligatorio');
    else if (clave !== repetir) nuevos.repetir = t('mensajes.clavesNoCoinciden');
    setErrores(nuevos);
    if (nuevos.clave || nuevos.repetir) return;
    try {
      const mensaje = await restablecer.mutateAsync({ token, clave });
      await avisar({ tipo: 'exito', titulo: t('restablecer.titulo'), texto: mensaje || t('mensajes.claveRestablecida') });
      void navegar('/', { replace: true });
    } catch (error) {
      const texto = error instanceof ApiError ? error.mensajeParaUsuario(t('mensajes.errorTecnico')) : t('mensajes.errorTecnico');
      await avisar({ tipo: 'error', titulo: t('comun.error'), texto });
    }
  };

  return (
    <Box component="main" sx={{ minBlockSize: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default', p: 2 }}>
      <Paper sx={{ inlineSize: 440, maxInlineSize: '100%', p: { xs: 3, sm: 5 } }} elevation={2}>
        <Stack spacing={3}>
          <Box sx={{ color: 'primary.main' }}>
            <LogoMarca logo={dominio.parametros.logo} nombre={dominio.alias} alto={36} />
          </Box>
          <Box>
            <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
              {t('restablecer.titulo')}
            </Typography>
            <Typography color="text.secondary">{t('restablecer.instrucciones')}</Typography>
          </Box>
          {token === '' ? (
            <Alert severity="error">{t('mensajes.enlaceClaveInvalido')}</Alert>
          ) : (
            <Stack component="form" spacing={2} onSubmit={enviar} noValidate>
              <TextField
                label={t('restablecer.nueva')}
                name="clave-nueva"
                type={ver ? 'text' : 'password'}
                autoComplete="new-password"
                value={clave}
                onChange={(e) => setClave(e.target.value)}
                error={Boolean(errores.clave)}
                helperText={errores.clave}
              />
              <TextField
                label={t('restablecer.repetir')}
                name="clave-repetir"
                type={ver ? 'text' : 'password'}
                autoComplete="new-password"
                value={repetir}
                onChange={(e) => setRepetir(e.target.value)}
                error={Boolean(errores.repetir)}
                helperText={errores.repetir}
              />
              <FormControlLabel
                control={<Switch checked={ver} onChange={(e) => setVer(e.target.checked)} />}
                label={t('comun.mostrarClave')}
              />
              <Button type="submit" variant="contained" size="large" disabled={restablecer.isPending}>
                {restablecer.isPending ? <CircularProgress size={24} color="inherit" /> : t('restablecer.guardar')}
              </Button>
            </Stack>
          )}
          <Link component={RouterLink} to="/" sx={{ alignSelf: 'center' }}>
            {t('restablecer.volver')}
          </Link>
          <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'center' }}>
            {t('comun.version', { version: VERSION_APP })}
          </Typography>
        </Stack>
      </Paper>
    </Box>
  );
}
