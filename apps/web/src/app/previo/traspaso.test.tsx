import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderConProveedores } from '../../testing/render';
import { buildUsuario } from '../../testing/fabricas';
import { CLAVES } from '../../lib/almacen';
import { PREVIO, vigilarPrevio } from '../../lib/previo';
import { LoginScreen } from '../../features/sesion/screens/login-screen';
import { LoginForm } from '../../features/sesion/components/login-form';
import { renderizarIngreso } from './previo-ingreso';

/** A field of the app's own form (the pre-rendered one, marked as taken, may still be on the page in a test). */
const propio = (nombre: string) => document.querySelector<HTMLInputElement>(`form:not([${PREVIO.tomado}]) input[name="${nombre}"]`);

/** index.html as the build writes it: the pre-rendered sign-in page beside the app's empty root. */
async function paginaPrevia() {
  const { html } = await renderizarIngreso();
  const previo = document.createElement('div');
  previo.id = PREVIO.contenedor;
  previo.innerHTML = html;
  const estilos = document.createElement('style');
  estilos.id = PREVIO.estilos;
  document.head.append(estilos);
  const raiz = document.createElement('div');
  raiz.id = 'root';
  document.body.append(previo, raiz);
  const campo = (nombre: string) => previo.querySelector<HTMLInputElement>(`input[name="${nombre}"]`)!;
  return { previo, raiz, campo, form: previo.querySelector('form')! };
}

describe('the app takes over the pre-rendered sign-in page', () => {
  afterEach(() => {
    document.getElementById(PREVIO.contenedor)?.remove();
    document.getElementById(PREVIO.estilos)?.remove();
    document.getElementById('root')?.remove();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('keeps what was typed and the field being typed in, and sends an Enter pressed before the app ran', async () => {
    const { campo, form } = await paginaPrevia();
    // What the script before the first paint leaves on the page when the user typed and pressed Enter.
    campo('usuario').value = 'CONSULTA';
    campo('clave').value = 'demo2026';
    form.setAttribute(PREVIO.campoActivo, 'clave');
    form.setAttribute(PREVIO.enviado, '');
    const usuario = buildUsuario();
    const f = vi
      .fn<typeof fetch>()
      .mockResolvedValue(new Response(JSON.stringify({ success: true, status: 200, mensaje: 'Bienvenido', data: usuario })));
    vi.stubGlobal('fetch', f);
    vi.useFakeTimers({ shouldAdvanceTime: true });

    await renderConProveedores(<LoginForm onOlvideClave={() => undefined} />);
    expect(propio('usuario')).toHaveValue('CONSULTA');
    expect(propio('clave')).toHaveValue('demo2026');
    expect(propio('clave')).toHaveFocus();
    await vi.waitFor(() => expect(sessionStorage.getItem(CLAVES.token)).toBe(usuario.token), { timeout: 5_000 });
    expect(JSON.parse(f.mock.calls[0][1]?.body as string)).toMatchObject({ user: 'CONSULTA', pass: 'demo2026' });
  });

  it('writes the user name in capitals even when it was typed before the script that does it ran', async () => {
    const { campo } = await paginaPrevia();
    campo('usuario').value = 'consulta';
    await renderConProveedores(<LoginForm onOlvideClave={() => undefined} />);
    expect(propio('usuario')).toHaveValue('CONSULTA');
  });

  it('removes the pre-rendered page as the app draws its own, and presses again a button pressed meanwhile', async () => {
    const { previo, raiz } = await paginaPrevia();
    previo.querySelector(`button[aria-label="Español: seleccionar idioma"]`)!.setAttribute(PREVIO.pulsado, '');
    vigilarPrevio(raiz);
    await renderConProveedores(<LoginScreen />, { container: raiz });
    expect(document.getElementById(PREVIO.contenedor)).toBeNull();
    expect(document.getElementById(PREVIO.estilos)).toBeNull();
    // The language button was pressed before the app ran: its menu opens now.
    expect(await screen.findByRole('menuitem', { name: 'English' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
  });
});
