import { useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { Alert, Box, Button, CircularProgress, FormControlLabel, Link, Paper, Stack, Switch, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { VERSION_APP } from '@eds/contracts/constantes';
import { ApiError } from '../../../lib/api-client';
import { useDominio } from '../../../lib/dominio';
import { useAviso } from '../../../components/dialogos/aviso-contexto';
import { LogoMarca } from '../../../components/marca/logo-marca';
import { Formulario } from '../../../components/formulario/formulario';
import { CampoClave } from '../../../components/formulario/campo-clave';
import { useFormulario } from '../../../components/formulario/use-formulario';
import { useRestablecerClave } from '../api/restablecer-clave';
import { ZNuevaClave as ZRestablecer, type TNuevaClave as TRestablecer } from '../lib/nueva-clave';

/** The page of the mailed link: a new password, typed twice. */
export function RestablecerClaveScreen() {
  const { t } = useTranslation();
  const avisar = useAviso();
  const navegar = useNavigate();
  const dominio = useDominio();
  const [parametros] = useSearchParams();
  const token = parametros.get('token') ?? '';
  const restablecer = useRestablecerClave();
  const [ver, setVer] = useState(false);
  const form = useFormulario(ZRestablecer, { defaultValues: { clave: '', repetir: '' } });

  const enviar = async ({ clave }: z.output<typeof ZRestablecer>) => {
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
            <Formulario form={form} onEnviar={enviar}>
              <Stack spacing={2}>
                <CampoClave<TRestablecer> nombre="clave" etiqueta="restablecer.nueva" autoComplete="new-password" visible={ver} />
                <CampoClave<TRestablecer> nombre="repetir" etiqueta="restablecer.repetir" autoComplete="new-password" visible={ver} />
                <FormControlLabel
                  control={<Switch checked={ver} onChange={(e) => setVer(e.target.checked)} />}
                  label={t('comun.mostrarClave')}
                />
                <Button type="submit" variant="contained" size="large" disabled={restablecer.isPending}>
                  {restablecer.isPending ? <CircularProgress size={24} color="inherit" /> : t('restablecer.guardar')}
                </Button>
              </Stack>
            </Formulario>
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
