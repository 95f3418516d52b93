import { useRouteError } from 'react-router';
import { VistaError } from './vista-error';

/**
 * The error boundary of the routes: a screen whose code is gone after a new deploy reloads the page once; any
 * other failure, or the same one after that reload, shows the app's error page (see `VistaError`).
 */
export function ErrorRuta() {
  return <VistaError error={useRouteError()} />;
}
