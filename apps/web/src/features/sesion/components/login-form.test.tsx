import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderConProveedores } from '../../../testing/render';
import { buildUsuario } from '../../../testing/fabricas';
import { CLAVES } from '../../../lib/almacen';
import { LoginForm } from './login-form';

const respuesta = (status: number, cuerpo: unknown) =>
  vi.fn<typeof fetch>().mockResolvedValue(new Response(JSON.stringify(cuerpo), { status }));

async function aviso() {
  const dialogo = await screen.findByRole('dialog');
  return {
    titulo: within(dialogo).getByRole('heading').textContent,
    texto: within(dialogo).queryByText(/./, { selector: 'p' })?.textContent,
  };
}

async function ingresar(usuario: string, clave: string) {
  const u = userEvent.setup();
  if (usuario) await u.type(screen.getByLabelText('Usuario'), usuario);
  if (clave) await u.type(screen.getByLabelText('Contraseña'), clave);
  await u.keyboard('{Enter}');
}

describe('LoginForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the user, then the password, with the spec texts', async () => {
    await renderConProveedores(<LoginForm onOlvideClave={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await aviso()).toEqual({ titulo: 'ERROR', texto: '!DEBE LLENAR EL CAMPO DE USUARIO!' });
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await ingresar('ana', '');
    expect(await aviso()).toEqual({ titulo: 'ERROR', texto: '!DEBE LLENAR EL CAMPO DE CLAVE!' });
  });

  it('sends the user name upper-cased and keeps the session', async () => {
    const usuario = buildUsuario();
    const f = respuesta(200, { success: true, status: 200, mensaje: 'Bienvenido', data: usuario });
    vi.stubGlobal('fetch', f);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await renderConProveedores(<LoginForm onOlvideClave={() => undefined} />);
    await ingresar('superadmin', 'demo2026');
    expect(screen.getByLabelText('Usuario')).toHaveValue('SUPERADMIN');
    await vi.waitFor(() => expect(sessionStorage.getItem(CLAVES.token)).toBe(usuario.token), { timeout: 5_000 });
    expect(JSON.parse(f.mock.calls[0][1]?.body as string)).toMatchObject({ user: 'SUPERADMIN', pass: 'demo2026', identificadorNegocio: 1 });
    vi.useRealTimers();
  });

  it('shows the server message on 401', async () => {
    vi.stubGlobal('fetch', respuesta(401, { success: false, status: 401, mensaje: 'Usuario o contraseña incorrectos' }));
    await renderConProveedores(<LoginForm onOlvideClave={() => undefined} />);
    await ingresar('ana', 'mala');
    expect(await aviso()).toEqual({ titulo: 'ERROR', texto: 'Usuario o contraseña incorrectos' });
  });

  it('says ¡CREDENCIALES INCORRECTAS! on any other refusal', async () => {
    vi.stubGlobal('fetch', respuesta(400, { success: false, status: 400, mensaje: 'Los datos enviados no son válidos' }));
    await renderConProveedores(<LoginForm onOlvideClave={() => undefined} />);
    await ingresar('ana', 'x');
    expect(await aviso()).toEqual({ titulo: 'ERROR', texto: '¡CREDENCIALES INCORRECTAS!' });
  });

  it('warns with ERROR TECNICO when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch')));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderConProveedores(<LoginForm onOlvideClave={() => undefined} />);
    await ingresar('ana', 'x');
    expect(await aviso()).toEqual({ titulo: 'Advertencia', texto: 'ERROR TECNICO' });
  });

  it('asks for a new password on expired_pass, stores it with the token and signs in with it', async () => {
    const mensaje = 'Su contraseña venció. Por seguridad, elija una nueva para ingresar.';
    const usuario = buildUsuario();
    const f = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(
        new Response(JSON.stringify({ success: true, status: 200, mensaje, data: { expired_pass: true, token_clave: 'T'.repeat(43) } }), {
          status: 200,
        }),
      )
      .mockResolvedValueOnce(
        new Response(JSON.stringify({ success: true, status: 200, mensaje: 'Su contraseña fue restablecida.', data: null }), {
          status: 200,
        }),
      )
      .mockResolvedValueOnce(
        new Response(JSON.stringify({ success: true, status: 200, mensaje: 'Bienvenido', data: usuario }), { status: 200 }),
      );
    vi.stubGlobal('fetch', f);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await renderConProveedores(<LoginForm onOlvideClave={() => undefined} />);
    await ingresar('ana', 'vieja-clave');

    const dialogo = await screen.findByRole('dialog', { name: 'Contraseña vencida' });
    expect(within(dialogo).getByText(mensaje)).toBeInTheDocument();
    expect(sessionStorage.getItem(CLAVES.token)).toBeNull();
    const u = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    await u.type(within(dialogo).getByLabelText('Nueva contraseña'), 'Elegida-2026');
    await u.type(within(dialogo).getByLabelText('Repetir contraseña'), 'Elegida-2026');
    await u.click(within(dialogo).getByRole('button', { name: 'Guardar e ingresar' }));

    await vi.waitFor(() => expect(sessionStorage.getItem(CLAVES.token)).toBe(usuario.token), { timeout: 5_000 });
    const cuerpos = f.mock.calls.map((c) => [
      c[0] instanceof Request ? c[0].url : c[0].toString(),
      JSON.parse(c[1]?.body as string) as unknown,
    ]);
    expect(cuerpos[1]).toEqual([
      expect.stringContaining('/api/persona/restablecer-clave'),
      { token: 'T'.repeat(43), clave: 'Elegida-2026' },
    ]);
    expect(cuerpos[2]).toEqual([expect.stringContaining('/api/v1/signin'), expect.objectContaining({ user: 'ANA', pass: 'Elegida-2026' })]);
    vi.useRealTimers();
  });
});
