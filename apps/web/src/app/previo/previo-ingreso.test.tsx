import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { VERSION_APP } from '@eds/contracts/constantes';
import es from '../../i18n/locales/es.json';
import { renderConProveedores } from '../../testing/render';
import { LoginScreen } from '../../features/sesion/screens/login-screen';
import { renderizarIngreso } from './previo-ingreso';

/** What a person reads and acts on: headings, field labels, buttons, the version. */
function textos(raiz: HTMLElement) {
  const r = within(raiz);
  return {
    titulo: r.getByRole('heading', { level: 1 }).textContent,
    campos: r.getAllByRole('textbox').map((c) => c.getAttribute('name')),
    etiquetas: Array.from(raiz.querySelectorAll('label')).map((l) => l.textContent),
    botones: r.getAllByRole('button').map((b) => b.getAttribute('aria-label') ?? b.textContent),
    version: r.getByTestId('version').textContent,
  };
}

describe('the sign-in page pre-rendered into index.html', () => {
  it("says what the locale's sign-in page says, with the same fields and buttons as the app's", async () => {
    const { html } = await renderizarIngreso();
    const previo = document.createElement('div');
    previo.innerHTML = html;
    document.body.append(previo);

    const esperado = {
      titulo: es.login.titulo,
      // The password field is not a textbox; it is found by its label.
      campos: ['usuario'],
      etiquetas: [es.login.usuario, es.login.clave],
      botones: [es.idioma.seleccionarActual.replace('{{idioma}}', 'Español'), es.comun.mostrarClave, es.login.entrar, es.login.olvideClave],
      version: es.comun.version.replace('{{version}}', VERSION_APP),
    };
    expect(textos(previo)).toEqual(esperado);
    expect(previo.querySelector('input[name="clave"]')).toHaveAttribute('type', 'password');
    expect(previo.querySelector('input[name="usuario"]')).toHaveAttribute('autofocus');
    // Before the app runs, the browser itself never sends the form (a GET would put the password in the address).
    expect(previo.querySelector('form')).toHaveAttribute('method', 'dialog');
    expect(within(previo).getByText(es.login.subtitulo)).toBeTruthy();

    // The app's own screen, once it runs, reads the same.
    const { container } = await renderConProveedores(<LoginScreen />);
    expect(textos(container)).toEqual(esperado);
    previo.remove();
    expect(screen.getByRole('button', { name: es.login.entrar })).toBeVisible();
  });
});
