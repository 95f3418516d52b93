import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { CLAVES } from '../../lib/almacen';
import { navegador } from '../../components/errores/error-carga';
import { renderConProveedores } from '../../testing/render';
import { cargaSegura } from './carga-segura';
import { ErrorRuta } from './error-ruta';

/** A screen inside the shell, as the router builds it: lazily loaded, with the app's error boundary. */
function abrir(cargar: () => Promise<{ Component: () => never }>) {
  const router = createMemoryRouter(
    [
      {
        element: <Outlet />,
        errorElement: <ErrorRuta />,
        children: [
          {
            path: '/',
            element: (
              <main>
                <p>Menú de la aplicación</p>
                <Outlet />
              </main>
            ),
            children: [{ path: 'pantalla', errorElement: <ErrorRuta />, lazy: cargaSegura(cargar) }],
          },
        ],
      },
    ],
    { initialEntries: ['/pantalla'] },
  );
  return renderConProveedores(<RouterProvider router={router} />);
}

const chunkAusente = () =>
  Promise.reject(new TypeError('Failed to fetch dynamically imported module: https://eds.test/assets/unidades-screen-1a2b3c.js'));

describe('the error page of a screen', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reloads the page once when the screen chunk is gone after a deploy', async () => {
    const recargar = vi.spyOn(navegador, 'recargar').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await abrir(chunkAusente);
    await vi.waitFor(() => expect(recargar).toHaveBeenCalledOnce());
    expect(sessionStorage.getItem(CLAVES.recargaPorVersion)).toBe('1');
    expect(screen.queryByText('Unexpected Application Error!')).toBeNull();
  });

  it('shows the error page inside the shell, with Reintentar, when the chunk is still missing after that reload', async () => {
    sessionStorage.setItem(CLAVES.recargaPorVersion, '1');
    const recargar = vi.spyOn(navegador, 'recargar').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await abrir(chunkAusente);
    expect(await screen.findByRole('heading', { name: 'No pudimos mostrar esta pantalla' })).toBeVisible();
    expect(screen.getByText('Menú de la aplicación')).toBeVisible();
    expect(recargar).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(recargar).toHaveBeenCalledOnce();
  });

  it('shows the error page, without reloading, when a screen throws', async () => {
    const recargar = vi.spyOn(navegador, 'recargar').mockImplementation(() => undefined);
    const consola = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await abrir(async () => ({
      Component: () => {
        throw new Error('la pantalla falló al dibujarse');
      },
    }));
    expect(await screen.findByRole('heading', { name: 'No pudimos mostrar esta pantalla' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeVisible();
    expect(screen.getByText('Menú de la aplicación')).toBeVisible();
    expect(screen.queryByText('Unexpected Application Error!')).toBeNull();
    expect(recargar).not.toHaveBeenCalled();
    expect(consola).toHaveBeenCalledWith('screen failed', expect.objectContaining({ message: 'la pantalla falló al dibujarse' }));
  });
});
