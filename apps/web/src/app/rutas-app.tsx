import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router/dom';
import { SnackbarProvider, useSnackbar, type SnackbarKey } from 'notistack';
import { IconButton } from '@mui/material';
import Close from '@mui/icons-material/Close';
import { TIEMPOS } from '@eds/contracts/constantes';
import { crearRouter } from './router';

/** A toast's own close button: the only part of a toast that takes the pointer (see estilos-globales). */
function CerrarAviso({ id }: { id: SnackbarKey }) {
  const { t } = useTranslation();
  const { closeSnackbar } = useSnackbar();
  return (
    <IconButton size="small" color="inherit" aria-label={t('comun.cerrarAviso')} onClick={() => closeSnackbar(id)}>
      <Close fontSize="small" />
    </IconButton>
  );
}

/**
 * The routed application (the shell, its screens, the reset page), with its toasts (top right): a chunk of its
 * own, not needed to sign in. The sign-in page shows its answers in notices, never in toasts.
 * A toast never stands in the way: clicks pass through it to what it covers (a drawer's or a dialog's close button,
 * a row's actions), and its close button dismisses it before its time.
 */
export function RutasApp({ base }: { base: string }) {
  const router = useMemo(() => crearRouter(base), [base]);
  return (
    <SnackbarProvider
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      autoHideDuration={TIEMPOS.toastMs}
      maxSnack={4}
      action={(id) => <CerrarAviso id={id} />}
    >
      <RouterProvider router={router} />
    </SnackbarProvider>
  );
}
