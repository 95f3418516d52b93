import { Outlet } from 'react-router';
import { AvisoSesionCaducada } from '../features/sesion/components/aviso-sesion-caducada';

/** The top of the route tree: every page, plus the expired-session notice that can appear on any. */
export function RaizApp() {
  return (
    <>
      <Outlet />
      <AvisoSesionCaducada />
    </>
  );
}
