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
    await userEvent.click(screen.getByRole('button', { name: 'Empresa' }));
    expect(screen.getByRole('link', { name: 'Estaciones de la empresa' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Reportes' }));
    expect(screen.getByRole('link', { name: 'Ventas por estación' })).toBeVisible();
    await vi.waitFor(() => expect(screen.queryByRole('link', { name: 'Estaciones de la empresa' })).toBeNull());
  });

  it('offers favourites by right-click and by star, and tells the shell when the user navigates', async () => {
    const n = navegacion();
    const onNavegar = await dibujar(n);
    await userEvent.click(screen.getByRole('button', { name: 'Reportes' }));
    await userEvent.pointer({ keys: '[MouseRight]', target: screen.getByRole('link', { name: 'Ventas por estación' }) });
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Añadir a favoritos' }));
    expect(n.cambiarFavorito).toHaveBeenCalledWith('/reportes/ventas_eds', 'VENTAS EDS', true);
    await userEvent.click(screen.getByRole('button', { name: 'Añadir a favoritos: Ventas por estación' }));
    expect(n.cambiarFavorito).toHaveBeenCalledTimes(2);
    await userEvent.click(screen.getByRole('link', { name: 'Ventas por estación' }));
    expect(onNavegar).toHaveBeenCalled();
  });

  it('shows the favourites menu only when there are favourites, and recent modules', async () => {
    await dibujar(
      navegacion({
        favoritos: [{ link: '/empresa/eds', descripcion: 'EDS EMPRESA' }],
        recientes: [{ link: '/dashboard', descripcion: 'DASHBOARD' }],
      }),
    );
    expect(screen.getByRole('navigation', { name: 'Favoritos' })).toHaveTextContent('Estaciones de la empresa');
    expect(screen.getByRole('navigation', { name: 'Recientes' })).toHaveTextContent('Dashboard');
  });

  it('finds entries by their label, accents and case ignored, shows their group and opens the first on Enter', async () => {
    const onNavegar = await dibujar(navegacion());
    const caja = screen.getByRole('searchbox', { name: 'Buscar en el menú' });
    await userEvent.type(caja, 'ESTACION');
    const resultados = screen.getByRole('navigation', { name: 'Buscar en el menú' });
    expect(resultados).toHaveTextContent('Estaciones de la empresa');
    expect(resultados).toHaveTextContent('Empresa');
    expect(resultados).toHaveTextContent('Ventas por estación');
    await userEvent.clear(caja);
    await userEvent.type(caja, 'ventas estacion{Enter}');
    expect(onNavegar).toHaveBeenCalled();
    expect(caja).toHaveValue('');
    await userEvent.type(caja, 'zzz');
    expect(screen.getByText('Ninguna pantalla coincide')).toBeVisible();
  });
});
