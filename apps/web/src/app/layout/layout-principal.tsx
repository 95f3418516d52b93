import { Suspense, useCallback, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Box, LinearProgress } from '@mui/material';
import { useUsuario } from '../../lib/sesion';
import { usePreferencias } from '../../lib/preferencias';
import { ofrecidaA } from '../pantallas';
import { useNavegacion } from '../../features/menu/components/use-navegacion';
import { MenuLateral } from '../../features/menu/components/menu-lateral';
import { MenuHorizontal } from '../../features/menu/components/menu-horizontal';
import { PerfilDialog } from '../../features/perfil/components/perfil-dialog';
import { Personalizador } from '../../features/personalizacion/components/personalizador';
import { TourGuiado, type ControlTour } from '../../features/tour/components/tour-guiado';
import { useSocketNotificaciones } from '../../features/notificaciones/components/use-socket-notificaciones';
import { useVencimientoSesion } from '../../features/sesion/api/vencimiento-sesion';
import { Cabecera } from './cabecera';
import { BarraNavegacion } from './barra-navegacion';
import { CajonMenu } from './cajon-menu';
import { TarjetaUsuario } from './tarjeta-usuario';
import { Migas } from './migas';
import { Pie } from './pie';

/** The application shell after sign-in: header, drawer, breadcrumb, the screen, footer. */
export function LayoutPrincipal() {
  const usuario = useUsuario();
  const { pathname } = useLocation();
  const { preferencias, actualizar } = usePreferencias();
  // Platform-only screens (decision 059) are offered to the platform operator alone.
  const plataforma = usuario.plataforma;
  const ofrecida = useCallback((link: string) => ofrecidaA(link, plataforma), [plataforma]);
  const navegacion = useNavegacion(ofrecida);
  const [menuAbierto, setMenuAbierto] = useState(false);
  const [perfilAbierto, setPerfilAbierto] = useState(false);
  const [personalizando, setPersonalizando] = useState(false);
  const tour = useRef<ControlTour>(null);
  useSocketNotificaciones(usuario.token, usuario.empresas_id);
  // The periodic session check (every 10 minutes and on focus); an expired session raises the notice.
  useVencimientoSesion();

  const estilo = preferencias.navegacion ?? 'vertical';
  const horizontal = <MenuHorizontal navegacion={navegacion} />;
  const cabecera = (
    <Cabecera
      onAbrirMenu={() => setMenuAbierto(true)}
      onPersonalizar={() => setPersonalizando(true)}
      onAyuda={() => tour.current?.iniciar()}
      mostrarReloj={pathname === '/dashboard' || pathname.startsWith('/dashboard/')}
      navegacion={estilo === 'dentro-cabecera' ? horizontal : undefined}
    />
  );

  return (
    <Box sx={{ minBlockSize: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }} data-navegacion={estilo}>
      {estilo === 'sobre-cabecera' ? <BarraNavegacion>{horizontal}</BarraNavegacion> : null}
      {cabecera}
      {estilo === 'bajo-cabecera' ? <BarraNavegacion>{horizontal}</BarraNavegacion> : null}
      <CajonMenu
        abierto={menuAbierto}
        onCerrar={() => setMenuAbierto(false)}
        cabecera={
          <TarjetaUsuario
            onVerPerfil={() => {
              setMenuAbierto(false);
              setPerfilAbierto(true);
            }}
          />
        }
      >
        <MenuLateral navegacion={navegacion} onNavegar={() => setMenuAbierto(false)} />
      </CajonMenu>
      <Box component="main" sx={{ flex: 1, p: { xs: 2, md: 3 }, inlineSize: '100%', maxInlineSize: 1600, mx: 'auto' }}>
        <Migas />
        <Suspense fallback={<LinearProgress />}>
          <Outlet />
        </Suspense>
      </Box>
      <Pie />
      <PerfilDialog abierto={perfilAbierto} onCerrar={() => setPerfilAbierto(false)} />
      <Personalizador abierto={personalizando} onCerrar={() => setPersonalizando(false)} />
      <TourGuiado ref={tour} automatico={preferencias.tourVisto !== true} onTerminar={() => actualizar({ tourVisto: true })} />
    </Box>
  );
}
