import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contar, conToken, crearApp, ingresar, type AppDePrueba } from './helper';
import { idsDemo } from './factories';

let t: AppDePrueba;
beforeAll(async () => {
  t = await crearApp();
});
afterAll(async () => t.cerrar());

describe('POST /api/propiedad/acceso-directo', () => {
  it('adds, lists across sign-ins and removes favourites', async () => {
    const primero = await ingresar(t.app, 'SUPERADMIN');
    const req = conToken(t.app, primero.token);
    const p = primero.data.p_id;
    expect(
      (await req('POST', '/api/propiedad/acceso-directo', { link: '', identificadorPersona: p, descripcion: '', extra: 'G' })).json().data,
    ).toEqual([]);
    const alta = await req('POST', '/api/propiedad/acceso-directo', {
      link: '/configuracion/regionales',
      identificadorPersona: p,
      descripcion: 'REGIONALES',
      extra: 'I',
    });
    expect(alta.statusCode).toBe(200);
    expect(alta.json().data).toEqual([{ _id: expect.any(Number), link: '/configuracion/regionales', descripcion: 'REGIONALES' }]);
    // Adding twice keeps one.
    await req('POST', '/api/propiedad/acceso-directo', {
      link: '/configuracion/regionales',
      identificadorPersona: p,
      descripcion: 'REGIONALES',
      extra: 'I',
    });
    await req('POST', '/api/propiedad/acceso-directo', { link: '/empresa/eds', identificadorPersona: p, descripcion: 'EDS', extra: 'I' });

    const segundo = await ingresar(t.app, 'SUPERADMIN');
    const lista = await conToken(t.app, segundo.token)('POST', '/api/propiedad/acceso-directo', { identificadorPersona: p, extra: 'G' });
    expect(lista.json().data.map((f: { link: string }) => f.link)).toEqual(['/configuracion/regionales', '/empresa/eds']);

    const baja = await req('POST', '/api/propiedad/acceso-directo', {
      link: '/configuracion/regionales',
      identificadorPersona: p,
      descripcion: '',
      extra: 'D',
    });
    expect(baja.json().data.map((f: { link: string }) => f.link)).toEqual(['/empresa/eds']);
  });

  it("refuses a module the user does not hold and another person's favourites", async () => {
    const ids = await idsDemo(t.database);
    const { token, data } = await ingresar(t.app, 'CONSULTA');
    const req = conToken(t.app, token);
    const antes = await contar(t.database, 'accesos_directos');
    const ajeno = await req('POST', '/api/propiedad/acceso-directo', {
      link: '/configuracion/regionales',
      identificadorPersona: data.p_id,
      descripcion: 'X',
      extra: 'I',
    });
    expect(ajeno.statusCode).toBe(403);
    const otraPersona = await req('POST', '/api/propiedad/acceso-directo', { identificadorPersona: ids.personaSuperadmin, extra: 'G' });
    expect(otraPersona.statusCode).toBe(403);
    const malo = await req('POST', '/api/propiedad/acceso-directo', {
      link: 'javascript:alert(1)',
      identificadorPersona: data.p_id,
      extra: 'I',
    });
    expect(malo.statusCode).toBe(400);
    const extra = await req('POST', '/api/propiedad/acceso-directo', {
      link: '/reportes/ventas_eds',
      identificadorPersona: data.p_id,
      extra: 'X',
    });
    expect(extra.statusCode).toBe(400);
    expect(await contar(t.database, 'accesos_directos')).toBe(antes);
    const propio = await req('POST', '/api/propiedad/acceso-directo', {
      link: '/reportes/ventas_eds',
      identificadorPersona: data.p_id,
      extra: 'I',
    });
    expect(propio.statusCode).toBe(200);
  });
});

describe('PUT /api/propiedad/preferencias', () => {
  it('merges and keeps preferences per user', async () => {
    const a = await ingresar(t.app, 'ZONAL');
    const req = conToken(t.app, a.token);
    await req('PUT', '/api/propiedad/preferencias', { preferencias: { idioma: 'ar', tema: { oscuro: true } } });
    const r = await req('PUT', '/api/propiedad/preferencias', { preferencias: { tourVisto: true } });
    expect(r.json().data).toEqual({ idioma: 'ar', tema: { oscuro: true }, tourVisto: true });
    const b = await ingresar(t.app, 'ADMINEDS');
    expect((await conToken(t.app, b.token)('GET', '/api/propiedad/preferencias')).json().data).toEqual({});
    const grande = await req('PUT', '/api/propiedad/preferencias', { preferencias: { x: 'y'.repeat(9000) } });
    expect(grande.statusCode).toBe(400);
  });
});
