import { useMemo } from 'react';
import { RouterProvider } from 'react-router/dom';
import { SnackbarProvider } from 'notistack';
import { TIEMPOS } from '@eds/contracts/constantes';
import { crearRouter } from './router';

/**
 * The routed application (the shell, its screens, the reset page), with its toasts (top right): a chunk of its
 * own, not needed to sign in. The sign-in page shows its answers in notices, never in toasts.
 */
export function RutasApp({ base }: { base: string }) {
  const router = useMemo(() => crearRouter(base), [base]);
  return (
    <SnackbarProvider anchorOrigin={{ vertical: 'top', horizontal: 'right' }} autoHideDuration={TIEMPOS.toastMs} maxSnack={4}>
      <RouterProvider router={router} />
    </SnackbarProvider>
  );
}
