import { useMutation } from '@tanstack/react-query';
import { solicitar } from '../../../lib/api-client';
import { direccionAbsoluta } from '../../../lib/ruta-base';

/**
 * Logout: the server is told (DELETE /api/v1/), session storage is cleared and the page reloads at
 * the start of the application. A server that cannot be reached does not keep the user signed in.
 */
export async function cerrarSesion(): Promise<void> {
  try {
    await solicitar('/api/v1/', { metodo: 'DELETE' });
  } catch (error) {
    console.warn('logout not confirmed by the server', error);
  }
  sessionStorage.clear();
  window.location.assign(direccionAbsoluta('/'));
}

export function useCerrarSesion() {
  return useMutation({ mutationFn: cerrarSesion });
}
