import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MENSAJES } from '@eds/contracts/mensajes';
import { fila, filas } from '../src/db/client';
import { contar, conToken, crearApp, ingresar, type AppDePrueba } from './helper';
import { crearOtroNegocio, idsDemo } from './factories';

let t: AppDePrueba;
beforeAll(async () => {
  t = await crearApp();
});
afterAll(async () => t.cerrar());

const formulario = {
  nombres: '  laura marcela ',
  apellidos: 'pérez gómez',
  genero: 'FEMENINO',
  direccion: 'n/a',
  telefono: '3012345678',
  correo: ' Laura.Perez@Ejemplo.CO ',
  tipo_sangre: 'O+',
  pais: 170,
  provincia: 5,
  ciudad: 5001,
};

describe('GET /api/persona/{id}', () => {
  it('answers the own person with contacts and location labels', async () => {
    const { token, data } = await ingresar(t.app, 'ADMINEDS');
    const r = await conToken(t.app, token)('GET', `/api/persona/${data.p_id}`);
    expect(r.statusCode).toBe(200);
    const p = r.json().data;
    expect(p).toMatchObject({ id: data.p_id, identificacion: '1000000002', nombres: 'LAURA MARCELA', estado: 'A' });
    expect(p.empresas_id.label).toBe('EDS BARRANQUILLA CENTRO');
    expect(p.atributos.pais).toEqual({ value: 170, label: 'COLOMBIA' });
    expect(p.atributos.ciudad).toEqual({ value: 8001, label: 'BARRANQUILLA' });
    expect(p.atributos.contactos.map((c: { descripcion: string }) => c.descripcion)).toEqual(['TELEFONO', 'CORREO']);
    expect(p.perfiles[0].descripcion).toBe('ADMINISTRADOR DE ESTACION');
  });

  it("refuses a person of a sibling station's or of another business", async () => {
    const ids = await idsDemo(t.database);
    const otro = await crearOtroNegocio(t.database);
    const { token } = await ingresar(t.app, 'ADMINEDS');
    const req = conToken(t.app, token);
    expect((await req('GET', `/api/persona/${ids.personaSuperadmin}`)).statusCode).toBe(403);
    expect((await req('GET', `/api/persona/${ids.personaConsulta}`)).statusCode).toBe(403);
    expect((await req('GET', `/api/persona/${otro.personaId}`)).statusCode).toBe(403);
    expect((await req('GET', '/api/persona/999999')).statusCode).toBe(404);
    expect((await req('GET', '/api/persona/1%20OR%201=1')).statusCode).toBe(400);
  });

  it('lets an administrator with the employees grant read people of their companies only', async () => {
    const ids = await idsDemo(t.database);
    const otro = await crearOtroNegocio(t.database);
    const { token } = await ingresar(t.app, 'SUPERADMIN');
    const req = conToken(t.app, token);
    expect((await req('GET', `/api/persona/${ids.personaAdminEds}`)).statusCode).toBe(200);
    expect((await req('GET', `/api/persona/${otro.personaId}`)).statusCode).toBe(403);
  });
});

describe('PUT /api/persona (profile save)', () => {
  it('trims and upper-cases texts, sends N/A as empty, stores contacts and audits the change', async () => {
    const { token, data } = await ingresar(t.app, 'ADMINEDS');
    const r = await conToken(t.app, token)('PUT', '/api/persona', { id: data.p_id, persona: formulario });
    expect(r.statusCode).toBe(200);
    expect(r.json().mensaje).toBe(MENSAJES.empleadoGuardado);
    const p = await fila<{ nombres: string; apellidos: string; atributos: Record<string, unknown> }>(
      t.database.db,
      sql`SELECT nombres, apellidos, atributos FROM personas WHERE id = ${data.p_id}`,
    );
    expect(p).toMatchObject({ nombres: 'LAURA MARCELA', apellidos: 'PÉREZ GÓMEZ' });
    expect(p!.atributos).toMatchObject({ genero: 'FEMENINO', tipo_sangre: 'O+', pais: 170, provincia: 5, ciudad: 5001 });
    const contactos = await filas<{ descripcion: string; contacto: string }>(
      t.database.db,
      sql`SELECT descripcion, contacto FROM contactos WHERE personas_id = ${data.p_id} ORDER BY tipo`,
    );
    expect(contactos).toEqual([
      { descripcion: 'TELEFONO', contacto: '3012345678' },
      { descripcion: 'CORREO', contacto: 'laura.perez@ejemplo.co' },
    ]);
    const audit = await fila<{ usuarios_id: number; antes: { nombres: string }; despues: { apellidos: string } }>(
      t.database.db,
      sql`SELECT usuarios_id, antes, despues FROM auditoria WHERE tabla = 'personas' AND registro_id = ${String(data.p_id)} ORDER BY id DESC LIMIT 1`,
    );
    expect(audit).toMatchObject({ usuarios_id: data.u_id, antes: { nombres: 'LAURA MARCELA' }, despues: { apellidos: 'PÉREZ GÓMEZ' } });
  });

  it('stores a real address and answers each validation message of the spec without writing', async () => {
    const { token, data } = await ingresar(t.app, 'ZONAL');
    const req = conToken(t.app, token);
    const casos: [Partial<typeof formulario> & Record<string, unknown>, string][] = [
      [{ nombres: '' }, MENSAJES.nombreObligatorio],
      [{ apellidos: '   ' }, MENSAJES.apellidoObligatorio],
      [{ nombres: 'Juan 3' }, MENSAJES.soloTexto],
      [{ direccion: 'ab' }, MENSAJES.direccionMinimo],
      [{ telefono: '' }, MENSAJES.campoObligatorio],
      [{ telefono: '301abc4' }, MENSAJES.soloNumeros],
      [{ telefono: '12345' }, MENSAJES.telefonoMinimo],
      [{ telefono: '12345678901' }, MENSAJES.telefonoMaximo],
      [{ correo: '' }, MENSAJES.campoObligatorio],
      [{ correo: 'no-es-correo' }, MENSAJES.correoInvalido],
      [{ provincia: 0 }, MENSAJES.seleccioneDepartamento],
      [{ ciudad: 0 }, MENSAJES.seleccioneCiudad],
      [{ tipo_sangre: 'Z+' }, ''],
    ];
    const auditoria = await contar(t.database, 'auditoria');
    for (const [cambio, mensaje] of casos) {
      const r = await req('PUT', '/api/persona', { id: data.p_id, persona: { ...formulario, ...cambio } });
      expect(r.statusCode, JSON.stringify(cambio)).toBe(400);
      if (mensaje) expect(r.json().mensaje).toBe(mensaje);
    }
    const cadenaRota = await req('PUT', '/api/persona', { id: data.p_id, persona: { ...formulario, provincia: 8 } });
    expect(cadenaRota.statusCode).toBe(400);
    expect(await contar(t.database, 'auditoria')).toBe(auditoria);

    const bien = await req('PUT', '/api/persona', {
      id: data.p_id,
      persona: { ...formulario, nombres: 'carlos andrés', direccion: ' calle 10 # 5-20 ' },
    });
    expect(bien.statusCode).toBe(200);
    const dir = await fila<{ contacto: string }>(
      t.database.db,
      sql`SELECT contacto FROM contactos WHERE personas_id = ${data.p_id} AND tipo = 3`,
    );
    expect(dir!.contacto).toBe('CALLE 10 # 5-20');
  });

  it("refuses to save a person outside the user's reach", async () => {
    const ids = await idsDemo(t.database);
    const { token } = await ingresar(t.app, 'CONSULTA');
    const r = await conToken(t.app, token)('PUT', '/api/persona', { id: ids.personaAdminEds, persona: formulario });
    expect(r.statusCode).toBe(403);
    const p = await fila<{ nombres: string }>(t.database.db, sql`SELECT nombres FROM personas WHERE id = ${ids.personaAdminEds}`);
    expect(p!.nombres).not.toBe('CARLOS ANDRÉS');
  });
});
