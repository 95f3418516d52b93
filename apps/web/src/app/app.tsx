import { lazy, Suspense } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { DominioProvider } from '../lib/dominio';
import { SesionProvider } from '../lib/sesion';
import { PreferenciasProvider } from '../lib/preferencias';
import { AvisoProvider } from '../components/dialogos/aviso-provider';
import { olvidarRecarga } from '../components/errores/error-carga';
import { cargarTextosApp } from '../i18n/i18n';
import { queryClient } from './query-client';
import { TemaAplicacion, TemaBase } from './tema-aplicacion';
import { TituloDocumento } from './titulo-documento';
import { estilosGlobales } from './estilos-globales';
import { LimiteError } from './rutas/vista-error';

/** The sign-in screen's chunk: one loader, so starting it early (main.tsx) and rendering it fetch the file once. */
export const cargarPantallaIngreso = () => import('../features/sesion/screens/login-screen');

const PantallaIngreso = lazy(() =>
  cargarPantallaIngreso().then((m) => {
    // The sign-in code loaded: a reload done for a missing chunk worked.
    olvidarRecarga();
    return { default: m.LoginScreen };
  }),
);
// Only a host with no configuration shows it.
const DominioNoEncontrado = lazy(() => import('./dominio-no-encontrado').then((m) => ({ default: m.DominioNoEncontrado })));
// The routed app with the Spanish texts of its screens (the sign-in page carries only its own).
const RutasApp = lazy(() => Promise.all([import('./rutas-app'), cargarTextosApp()]).then(([m]) => ({ default: m.RutasApp })));

interface Props {
  base: string;
  /** This load opens on the sign-in page (no stored session, not the reset link): no router, no shell. */
  ingreso: boolean;
}

/**
 * Providers from the outside in. Exactly one theme is mounted at a time: the default dark indigo
 * while the domain is unknown or unresolved, the brand theme once it is known.
 */
export function App({ base, ingreso }: Props) {
  return (
    <QueryClientProvider client={queryClient}>
      <DominioProvider
        cargando={<TemaBase>{estilosGlobales}</TemaBase>}
        noEncontrado={
          <TemaBase>
            {estilosGlobales}
            <Suspense fallback={null}>
              <DominioNoEncontrado />
            </Suspense>
          </TemaBase>
        }
      >
        <TituloDocumento />
        <SesionProvider>
          <PreferenciasProvider>
            <TemaAplicacion>
              {estilosGlobales}
              <AvisoProvider>
                <LimiteError>
                  <Suspense fallback={null}>{ingreso ? <PantallaIngreso /> : <RutasApp base={base} />}</Suspense>
                </LimiteError>
              </AvisoProvider>
            </TemaAplicacion>
          </PreferenciasProvider>
        </SesionProvider>
      </DominioProvider>
    </QueryClientProvider>
  );
}
