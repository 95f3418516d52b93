import { Component, useEffect, useState, type ReactNode } from 'react';
import { Box, CircularProgress } from '@mui/material';
import { PaginaError } from '../../components/errores/pagina-error';
import { esChunkAusente, recargarUnaVez, yaSeRecargo } from '../../components/errores/error-carga';

/**
 * What a failure shows: a screen whose code is gone after a new deploy (its chunk, or a chunk or stylesheet it
 * preloads) reloads the page once, at the screen's address, and the new build has it; any other failure, or the
 * same one after that reload, shows the app's error page instead of a raw message.
 */
export function VistaError({ error }: { error: unknown }) {
  // Decided on the first render only: the reload itself sets the flag.
  const [recargar] = useState(() => esChunkAusente(error) && !yaSeRecargo());

  useEffect(() => {
    if (recargar) recargarUnaVez();
    else console.error('screen failed', error);
  }, [recargar, error]);

  // The page reloads in a moment: a spinner meanwhile (the sign-in page's own, so the first chunk has no other).
  if (recargar)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
        <CircularProgress />
      </Box>
    );
  return <PaginaError />;
}

/**
 * The same page outside the router (which has its own boundaries, `ErrorRuta`): the sign-in page of a visitor
 * without a session, and the router's own chunk.
 */
export class LimiteError extends Component<{ children: ReactNode }, { fallo: { error: unknown } | null }> {
  override state: { fallo: { error: unknown } | null } = { fallo: null };

  static getDerivedStateFromError(error: unknown) {
    return { fallo: { error } };
  }

  override render() {
    return this.state.fallo ? <VistaError error={this.state.fallo.error} /> : this.props.children;
  }
}
