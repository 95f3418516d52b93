import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { DominioFijoProvider } from '../lib/dominio';
import { TemaProvider } from '../lib/tema-provider';
import { AvisoProvider } from '../components/dialogos/aviso-provider';
import { agregarTextosEs, iniciarI18n } from '../i18n/i18n';
import es from '../i18n/locales/es.json';
import { buildUsuario } from './fabricas';

/** Renders a component with the providers the shell gives every screen (Spanish, the demo domain). */
export async function renderConProveedores(ui: ReactElement, opciones: { container?: HTMLElement } = {}) {
  await iniciarI18n('es');
  // Every Spanish text, as the routed app has them (the app fetches the screens' texts after sign-in).
  agregarTextosEs(es);
  const cliente = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const Envoltura = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={cliente}>
      <DominioFijoProvider dominio={buildUsuario().dominio}>
        <TemaProvider opciones={{ variante: 'datagas', direccion: 'ltr' }}>
          <SnackbarProvider>
            <AvisoProvider>{children}</AvisoProvider>
          </SnackbarProvider>
        </TemaProvider>
      </DominioFijoProvider>
    </QueryClientProvider>
  );
  return render(ui, { wrapper: Envoltura, container: opciones.container });
}
