import { Avatar, Box, Button, Stack, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import AccountCircle from '@mui/icons-material/AccountCircle';
import Logout from '@mui/icons-material/Logout';
import { useTranslation } from 'react-i18next';
import { useUsuario } from '../../lib/sesion';
import { leerFechaBogota, useFormato } from '../../lib/formato';
import { aislar } from '../../lib/texto';
import { useCerrarSesion } from '../../features/sesion/api/cerrar-sesion';
import { useVencimientoSesion } from '../../features/sesion/api/vencimiento-sesion';

const iniciales = (nombres: string, apellidos: string) => `${nombres.trim()[0] ?? ''}${apellidos.trim()[0] ?? ''}`.toUpperCase();

/** The drawer header: who is signed in, when the session ends, 'Ver Perfil' and 'Cerrar sesión'. */
export function TarjetaUsuario({ onVerPerfil }: { onVerPerfil: () => void }) {
  const { t } = useTranslation();
  const usuario = useUsuario();
  const f = useFormato();
  const tema = useTheme();
  const vencimiento = useVencimientoSesion();
  const salir = useCerrarSesion();
  return (
    <Box sx={{ p: 2.5, bgcolor: (tema) => tema.marco.fondoMenuCabecera, color: '#fff' }} data-testid="tarjeta-usuario">
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <Avatar sx={{ bgcolor: 'rgba(255,255,255,0.2)', color: '#fff', fontWeight: 700 }}>
          {iniciales(usuario.nombres, usuario.apellidos)}
        </Avatar>
        <Box sx={{ minInlineSize: 0 }}>
          <Typography sx={{ fontWeight: 700, lineHeight: 1.25 }}>
            {usuario.nombres} {usuario.apellidos}
          </Typography>
          <Typography variant="body2" sx={{ opacity: 0.85, lineHeight: 1.3 }}>
            {usuario.perfiles[0]?.descripcion ?? usuario.usuario}
          </Typography>
          <Typography variant="caption" sx={{ opacity: 0.8 }} component="p">
            {usuario.usuario} · {usuario.empresa.alias}
          </Typography>
        </Box>
      </Stack>
      {vencimiento.data ? (
        <Typography variant="caption" component="p" sx={{ mt: 1.5, opacity: 0.85 }}>
          {t('usuario.sesionVence', { fecha: aislar(f.fechaHora(leerFechaBogota(vencimiento.data)), tema.direction) })}
        </Typography>
      ) : null}
      <Stack direction="row" spacing={1} sx={{ mt: 1.5 }}>
        <Button
          size="small"
          variant="contained"
          color="inherit"
          startIcon={<AccountCircle />}
          onClick={onVerPerfil}
          sx={{ color: 'text.primary', bgcolor: '#fff' }}
        >
          {t('usuario.verPerfil')}
        </Button>
        <Button
          size="small"
          variant="outlined"
          color="inherit"
          startIcon={<Logout />}
          onClick={() => salir.mutate()}
          disabled={salir.isPending}
        >
          {t('usuario.cerrarSesion')}
        </Button>
      </Stack>
    </Box>
  );
}
