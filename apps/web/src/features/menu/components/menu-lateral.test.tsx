import { describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderConProveedores } from '../../../testing/render';
import { buildModulo, buildSeccion } from '../../../testing/fabricas';
import { construirMenu } from '../lib/construir-menu';
import type { Navegacion } from './use-navegacion';
import { MenuLateral } from './menu-lateral';

function navegacion(cambios: Partial<Navegacion> = {}): Navegacion {
  const modulos = [
    buildModulo({ id: 1, descripcion: 'DASHBOARD', link: '/dashboard' }),
    ...buildSeccion(2, 'EMPRESA', [[100, 'EDS EMPRESA', '/empresa/eds']]),
    ...buildSeccion(10, 'REPORTES', [[230, 'VENTAS EDS', '/reportes/ventas_eds']]),
  ];
  return {
    menu: construirMenu(modulos, () => true),
    favoritos: [],
    recientes: [],
    esFavorito: () => false,
    cambiarFavorito: vi.fn(),
    cambiandoFavorito: false,
    ...cambios,
  };
}

async function dibujar(n: Navegacion, onNavegar = vi.fn()) {
  await renderConProveedores(
    <MemoryRouter initialEntries={['/dashboard']}>
      <MenuLateral navegacion={n} onNavegar={onNavegar} />
    </MemoryRouter>,
  );
  return onNavegar;
}

describe('MenuLateral', () => {
  it('keeps only one section open at a time', async () => {
    await dibujar(navegacion());
    await userEvent.click(screen.getByRole('button', { name: 'EMPRESA' }));
    expect(screen.getByRole('link', { name: 'EDS EMPRESA' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'REPORTES' }));
    expect(screen.getByRole('link', { name: 'VENTAS EDS' })).toBeVisible();
    await vi.waitFor(() => expect(screen.queryByRole('link', { name: 'EDS EMPRESA' })).toBeNull());
  });

  it('offers favourites by right-click and by star, and tells the shell when the user navigates', async () => {
    const n = navegacion();
    const onNavegar = await dibujar(n);
    await userEvent.click(screen.getByRole('button', { name: 'REPORTES' }));
    await userEvent.pointer({ keys: '[MouseRight]', target: screen.getByRole('link', { name: 'VENTAS EDS' }) });
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Añadir a favoritos' }));
    expect(n.cambiarFavorito).toHaveBeenCalledWith('/reportes/ventas_eds', 'VENTAS EDS', true);
    await userEvent.click(screen.getByRole('button', { name: 'Añadir a favoritos: VENTAS EDS' }));
    expect(n.cambiarFavorito).toHaveBeenCalledTimes(2);
    await userEvent.click(screen.getByRole('link', { name: 'VENTAS EDS' }));
    expect(onNavegar).toHaveBeenCalled();
  });

  it('shows the favourites menu only when there are favourites, and recent modules', async () => {
    await dibujar(
      navegacion({
        favoritos: [{ link: '/empresa/eds', descripcion: 'EDS EMPRESA' }],
        recientes: [{ link: '/dashboard', descripcion: 'DASHBOARD' }],
      }),
    );
    expect(screen.getByRole('navigation', { name: 'Favoritos' })).toHaveTextContent('EDS EMPRESA');
    expect(screen.getByRole('navigation', { name: 'Recientes' })).toHaveTextContent('DASHBOARD');
  });
});
