import { useState } from 'react';
import { Alert, Box, CircularProgress, Dialog, DialogContent, DialogTitle, Slide } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { useUsuario } from '../../../lib/sesion';
import { usePersona } from '../api/obtener-persona';
import { DatosPerfil } from './datos-perfil';
import { ClaveSlide } from './clave-slide';

interface Props {
  abierto: boolean;
  onCerrar: () => void;
}

/** 'Información del Perfil' (650 wide): the user's own data, and a second slide for the password and pin. */
export function PerfilDialog({ abierto, onCerrar }: Props) {
  const { t } = useTranslation();
  const tema = useTheme();
  const usuario = useUsuario();
  const persona = usePersona(usuario.p_id, abierto);
  const [slide, setSlide] = useState<'datos' | 'clave'>('datos');
  // The second slide comes in from the end side, whatever the writing direction.
  const desde = tema.direction === 'rtl' ? 'right' : 'left';

  const cerrar = () => {
    setSlide('datos');
    onCerrar();
  };

  return (
    <Dialog
      open={abierto}
      onClose={cerrar}
      maxWidth={false}
      aria-labelledby="perfil-titulo"
      slotProps={{ paper: { sx: { inlineSize: 650, maxInlineSize: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle id="perfil-titulo">{t('perfil.titulo')}</DialogTitle>
      {persona.isPending ? (
        <DialogContent sx={{ display: 'grid', placeItems: 'center', minBlockSize: 240 }}>
          <CircularProgress aria-label={t('comun.cargando')} />
        </DialogContent>
      ) : persona.isError ? (
        <DialogContent>
          <Alert severity="error">{t('mensajes.errorGenerico')}</Alert>
        </DialogContent>
      ) : (
        <Box sx={{ overflow: 'hidden' }}>
          {slide === 'datos' ? (
            <DatosPerfil persona={persona.data} onEditarClave={() => setSlide('clave')} onCerrar={cerrar} />
          ) : (
            <Slide direction={desde} in appear>
              <div>
                <ClaveSlide onVolver={() => setSlide('datos')} />
              </div>
            </Slide>
          )}
        </Box>
      )}
    </Dialog>
  );
}
