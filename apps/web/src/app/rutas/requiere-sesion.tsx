import { lazy, Suspense } from 'react';
import { useSesion } from '../../lib/sesion';
import { cargarLayoutPrincipal } from '../carga-shell';

const LoginScreen = lazy(() => import('../../features/sesion/screens/login-screen').then((m) => ({ default: m.LoginScreen })));
const LayoutPrincipal = lazy(() => cargarLayoutPrincipal().then((m) => ({ default: m.LayoutPrincipal })));

/** An unauthenticated visitor sees the login screen instead of the application, at any address. */
export function RequiereSesion() {
  const { estado } = useSesion();
  if (estado === 'verificando') return null;
  return <Suspense fallback={null}>{estado === 'autenticado' ? <LayoutPrincipal /> : <LoginScreen />}</Suspense>;
}
