import { useMemo } from 'react';
import { RouterProvider } from 'react-router/dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { GlobalStyles } from '@mui/material';
import { TIEMPOS } from '@eds/contracts/constantes';
import { DominioProvider } from '../lib/dominio';
import { SesionProvider } from '../lib/sesion';
import { PreferenciasProvider } from '../lib/preferencias';
import { AvisoProvider } from '../components/dialogos/aviso-provider';
import { queryClient } from './query-client';
import { crearRouter } from './router';
import { DominioNoEncontrado } from './dominio-no-encontrado';
import { TemaAplicacion, TemaBase } from './tema-aplicacion';
import { TituloDocumento } from './titulo-documento';

const estilosGlobales = <GlobalStyles styles={{ 'html[dir="rtl"]': { '--eds-flip': -1 }, body: { minBlockSize: '100vh' } }} />;

/**
 * Providers from the outside in. Exactly one theme is mounted at a time: the default dark indigo
 * while the domain is unknown or unresolved, the brand theme once it is known.
 */
export function App({ base }: { base: string }) {
  const router = useMemo(() => crearRouter(base), [base]);
  return (
    <QueryClientProvider client={queryClient}>
      <DominioProvider
        cargando={<TemaBase>{estilosGlobales}</TemaBase>}
        noEncontrado={
          <TemaBase>
            {estilosGlobales}
            <DominioNoEncontrado />
          </TemaBase>
        }
      >
        <TituloDocumento />
        <SesionProvider>
          <PreferenciasProvider>
            <TemaAplicacion>
              {estilosGlobales}
              <SnackbarProvider anchorOrigin={{ vertical: 'top', horizontal: 'right' }} autoHideDuration={TIEMPOS.toastMs} maxSnack={4}>
                <AvisoProvider>
                  <RouterProvider router={router} />
                </AvisoProvider>
              </SnackbarProvider>
            </TemaAplicacion>
          </PreferenciasProvider>
        </SesionProvider>
      </DominioProvider>
    </QueryClientProvider>
  );
}
