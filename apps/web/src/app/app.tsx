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

export function App({ base }: { base: string }) {
  const router = useMemo(() => crearRouter(base), [base]);
  return (
    <QueryClientProvider client={queryClient}>
      <TemaBase>
        {estilosGlobales}
        <DominioProvider noEncontrado={<DominioNoEncontrado />}>
          <TituloDocumento />
          <SesionProvider>
            <PreferenciasProvider>
              <TemaAplicacion>
                <SnackbarProvider anchorOrigin={{ vertical: 'top', horizontal: 'right' }} autoHideDuration={TIEMPOS.toastMs} maxSnack={4}>
                  <AvisoProvider>
                    <RouterProvider router={router} />
                  </AvisoProvider>
                </SnackbarProvider>
              </TemaAplicacion>
            </PreferenciasProvider>
          </SesionProvider>
        </DominioProvider>
      </TemaBase>
    </QueryClientProvider>
  );
}
