import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { envelope } from '@eds/contracts/envelope';
import { ApiError, ErrorContrato, solicitar } from './api-client';
import { alCaducarSesion, reiniciarEventosSesion } from './sesion-eventos';
import { CLAVES } from './almacen';

const responder = (status: number, cuerpo?: unknown) =>
  vi.fn<typeof fetch>().mockResolvedValue(new Response(cuerpo === undefined ? null : JSON.stringify(cuerpo), { status }));

describe('API client', () => {
  beforeEach(() => reiniciarEventosSesion());
  afterEach(() => vi.unstubAllGlobals());

  it('sends the bearer token and JSON', async () => {
    sessionStorage.setItem(CLAVES.token, 'abc');
    const f = responder(200, { success: true, status: 200, mensaje: 'OK', data: 1 });
    vi.stubGlobal('fetch', f);
    await solicitar('/api/x', { metodo: 'POST', cuerpo: { a: 1 } });
    const [url, init] = f.mock.calls[0];
    expect(url).toBe('/api/x');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer abc');
    expect(init?.body).toBe('{"a":1}');
  });

  it('turns 205 into the expiry notice and removes the token', async () => {
    sessionStorage.setItem(CLAVES.token, 'abc');
    vi.stubGlobal('fetch', responder(205));
    const caducada = vi.fn();
    alCaducarSesion(caducada);
    await expect(solicitar('/api/x')).rejects.toBeInstanceOf(ApiError);
    expect(caducada).toHaveBeenCalledOnce();
    expect(sessionStorage.getItem(CLAVES.token)).toBeNull();
  });

  it('treats 401 as an expiry only when the call carried a token', async () => {
    const caducada = vi.fn();
    alCaducarSesion(caducada);
    vi.stubGlobal('fetch', responder(401, { success: false, status: 401, mensaje: 'Usuario o contraseña incorrectos' }));
    const error = await solicitar('/api/v1/signin/', { metodo: 'POST', publica: true }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401, mensaje: 'Usuario o contraseña incorrectos' });
    expect(caducada).not.toHaveBeenCalled();
  });

  it('keeps the server message and field errors of a failure, and marks network failures', async () => {
    vi.stubGlobal(
      'fetch',
      responder(400, {
        success: false,
        status: 400,
        mensaje: 'Datos',
        errores: [{ campo: 'correo', mensaje: 'Ingrese una direccion de correo valida' }],
      }),
    );
    const error = (await solicitar('/api/x').catch((e: unknown) => e)) as ApiError;
    expect(error.mensajeParaUsuario('x')).toBe('Ingrese una direccion de correo valida');
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch')));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const red = (await solicitar('/api/x').catch((e: unknown) => e)) as ApiError;
    expect(red.sinRespuesta).toBe(true);
  });

  it('types an answer from its contract and fails loudly when the server breaks it', async () => {
    const esquema = envelope(z.object({ id: z.number().int() }));
    vi.stubGlobal('fetch', responder(200, { success: true, status: 200, mensaje: 'Registro creado correctamente', data: { id: 7 } }));
    const r = await solicitar('/api/unidad', { metodo: 'POST', cuerpo: {}, esquema });
    expect(r.data.id).toBe(7);

    vi.stubGlobal('fetch', responder(200, { success: true, status: 200, mensaje: 'OK', data: { id: '7' } }));
    const consola = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = await solicitar('/api/unidad', { metodo: 'POST', cuerpo: {}, esquema }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ErrorContrato);
    expect((error as Error).message).toContain('/api/unidad');
    expect((error as Error).message).toContain('data.id');
    expect(consola).toHaveBeenCalled();
  });
});
