import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { buildUsuario } from '../testing/fabricas';
import { CLAVES } from './almacen';
import { DominioFijoProvider } from './dominio';
import { SesionProvider } from './sesion';
import { PreferenciasProvider, usePreferencias, type Preferencias } from './preferencias';

const json = (cuerpo: unknown) => new Response(JSON.stringify(cuerpo), { status: 200 });
const sobre = (data: unknown) => ({ success: true, status: 200, mensaje: 'OK', data });

function Sonda({ onListo }: { onListo: (a: (c: Preferencias) => void) => void }) {
  const { preferencias, actualizar } = usePreferencias();
  onListo(actualizar);
  return <p data-testid="navegacion">{preferencias.navegacion ?? ''}</p>;
}

describe('PreferenciasProvider', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('saves changes in order and never shows an older answer over a newer change', async () => {
    const usuario = buildUsuario();
    sessionStorage.setItem(CLAVES.token, usuario.token);
    const cuerpos: unknown[] = [];
    let soltarPrimero: () => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (url, init) => {
        if (url === '/api/v1/session') return json(sobre(usuario));
        if (init?.method !== 'PUT') return json(sobre({ navegacion: 'bajo-cabecera' }));
        const cuerpo = JSON.parse(init.body as string) as { preferencias: Preferencias };
        cuerpos.push(cuerpo.preferencias);
        // The first save answers late; the second is not sent before it.
        if (cuerpos.length === 1) await new Promise<void>((r) => (soltarPrimero = r));
        return json(sobre(cuerpo.preferencias));
      }),
    );
    let actualizar: (c: Preferencias) => void = () => undefined;
    render(
      <QueryClientProvider client={new QueryClient()}>
        <DominioFijoProvider dominio={usuario.dominio}>
          <SesionProvider>
            <PreferenciasProvider>
              <Sonda onListo={(a) => (actualizar = a)} />
            </PreferenciasProvider>
          </SesionProvider>
        </DominioFijoProvider>
      </QueryClientProvider>,
    );
    // The user's stored preferences arrive once the session is confirmed.
    await vi.waitFor(() => expect(screen.getByTestId('navegacion')).toHaveTextContent('bajo-cabecera'));

    act(() => actualizar({ navegacion: 'sobre-cabecera' }));
    act(() => actualizar({ navegacion: 'vertical' }));
    await vi.waitFor(() => expect(screen.getByTestId('navegacion')).toHaveTextContent('vertical'));
    expect(cuerpos).toEqual([{ navegacion: 'sobre-cabecera' }]);

    await act(async () => soltarPrimero());
    await vi.waitFor(() => expect(cuerpos).toEqual([{ navegacion: 'sobre-cabecera' }, { navegacion: 'vertical' }]));
    // Let every answer land, then check the newer change is still the one shown.
    await act(async () => new Promise((r) => setTimeout(r, 50)));
    expect(screen.getByTestId('navegacion')).toHaveTextContent('vertical');
  });
});
