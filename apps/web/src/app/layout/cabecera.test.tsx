import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { renderConProveedores } from '../../testing/render';
import { Cabecera } from './cabecera';

const nada = () => undefined;

describe("the header's controls are named by the words they show (WCAG 2.5.3, label in name)", () => {
  it('the logo link and the language button each begin their name with their visible text', async () => {
    await renderConProveedores(
      <MemoryRouter>
        <Cabecera onAbrirMenu={nada} onPersonalizar={nada} onAyuda={nada} mostrarReloj={false} />
      </MemoryRouter>,
    );
    const logo = screen.getByRole('link', { name: /ir al inicio$/ });
    const visible = logo.textContent?.trim() ?? '';
    expect(visible).not.toBe('');
    expect(logo).toHaveAccessibleName(`${visible}: ir al inicio`);
    const idioma = screen.getByRole('button', { name: /seleccionar idioma$/ });
    expect(idioma).toHaveTextContent('Español');
    expect(idioma).toHaveAccessibleName('Español: seleccionar idioma');
  });
});
