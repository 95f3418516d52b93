import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES_CATALOGO as C } from '@eds/contracts/configuracion/catalogo';
import { MENSAJES_NEGOCIO as M } from '@eds/contracts/empresa/negocios';
import { MENSAJES } from '@eds/contracts/mensajes';
import { fila, filas } from '../src/db/client';
import { darDeAltaNegocio, type NegocioCreado } from '../src/services/empresa/alta-negocio';
import { conToken, crearApp, ingresar, type AppDePrueba } from './helper';
import { idsDemo, usuarioConModulos } from './factories';

/** SCREENS.md G01 Negocios (decision 054): the user's own business and its domains, never another tenant's. */
let t: AppDePrueba;
let ids: Awaited<ReturnType<typeof idsDemo>>;
let admin: ReturnType<typeof conToken>;
let negocioId: number;
let otro: NegocioCreado;
const HOST_OTRO = 'backoffice.otro-negocio.test';

const PNG = `data:image/png;base64,${Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]).toString('base64')}`;

const dominio = (extra: Record<string, unknown> = {}) => ({
  host: 'Portal.Andinos.test',
  alias: 'andinos portal',
  tipo: 'TERPEL',
  color1: '#00AA55',
  color2: '#112233',
  logo: null,
  copyright: 'Combustibles Andinos',
  formato_numero: 'us',
  ...extra,
});

async function crearDominio(cuerpo: Record<string, unknown>): Promise<number> {
  const r = await admin('POST', '/api/dominio', cuerpo);
  expect(r.statusCode, r.body).toBe(200);
  expect(r.json().mensaje).toBe(C.creado);
  return r.json().data.id as number;
}

beforeAll(async () => {
  t = await crearApp();
  ids = await idsDemo(t.database);
  const ingreso = await ingresar(t.app, 'SUPERADMIN');
  admin = conToken(t.app, ingreso.token);
  negocioId = (await fila<{ negocio_id: number }>(t.database.db, sql`SELECT negocio_id FROM empresas WHERE id = ${ids.raiz}`))!.negocio_id;
  otro = await t.database.db.transaction((tx) =>
    darDeAltaNegocio(
      tx,
      {
        negocio: 'ESTACIONES DEL NORTE S.A.S.',
        nit: '901234567',
        host: HOST_OTRO,
        alias: 'EDS DEL NORTE',
        usuario: 'ADMINNORTE',
        identificacion: '80123456',
        nombres: 'ANA',
        apellidos: 'GOMEZ',
        correo: 'ana@norte.test',
      },
      'x',
    ),
  );
});
afterAll(async () => t.cerrar());

describe('negocio', () => {
  it('reads the own business, with its type and country', async () => {
    const r = await admin('GET', `/api/negocio/${negocioId}`);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toEqual({
      id: negocioId,
      nombre: 'COMBUSTIBLES ANDINOS S.A.S.',
      nit: '900456789',
      razon_social: 'COMBUSTIBLES ANDINOS S.A.S.',
      tipo: 'C',
      pais_id: 170,
      pais: 'COLOMBIA',
      estado: 'A',
    });
  });

  it('edits it after refusing bad input, and keeps the NIT unique among businesses', async () => {
    const malo = await admin('PUT', `/api/negocio/${negocioId}`, {
      nombre: 'X'.repeat(31),
      nit: '900456789-1',
      razon_social: ' ',
      tipo: 'Z',
      pais_id: null,
    });
    expect(malo.statusCode).toBe(400);
    expect(malo.json().errores).toEqual(
      expect.arrayContaining([
        { campo: 'nombre', mensaje: MENSAJES.valorNoValido },
        { campo: 'nit', mensaje: 'El dígito de verificación no corresponde' },
        { campo: 'razon_social', mensaje: MENSAJES.campoObligatorio },
        { campo: 'tipo', mensaje: MENSAJES.campoObligatorioCorto },
        { campo: 'pais_id', mensaje: MENSAJES.campoObligatorioCorto },
      ]),
    );
    const repetido = await admin('PUT', `/api/negocio/${negocioId}`, {
      nombre: 'andinos',
      nit: '901234567',
      razon_social: 'andinos sas',
      tipo: 'S',
      pais_id: 170,
    });
    expect(repetido.json().errores).toEqual([{ campo: 'nit', mensaje: M.nitRepetido }]);

    const bien = await admin('PUT', `/api/negocio/${negocioId}`, {
      nombre: 'combustibles andinos',
      nit: '900456789',
      razon_social: 'combustibles andinos s.a.s.',
      tipo: 'K',
      pais_id: 170,
    });
    expect(bien.json()).toMatchObject({ status: 200, mensaje: C.editado });
    expect(await fila(t.database.db, sql`SELECT nombre, nit, razon_social, tipo, pais_id FROM negocios WHERE id = ${negocioId}`)).toEqual({
      nombre: 'COMBUSTIBLES ANDINOS',
      nit: '900456789',
      razon_social: 'COMBUSTIBLES ANDINOS S.A.S.',
      tipo: 'K',
      pais_id: 170,
    });
    await t.database.db.execute(sql`UPDATE negocios SET nombre = 'COMBUSTIBLES ANDINOS S.A.S.', tipo = 'C' WHERE id = ${negocioId}`);
  });

  it('never reaches another tenant: its ids answer 404 and nothing changes', async () => {
    const dominioOtro = await fila<{ id: number }>(t.database.db, sql`SELECT id FROM dominios WHERE negocio_id = ${otro.negocioId}`);
    const cuerpoNegocio = { nombre: 'mio', nit: '901234567', razon_social: 'mio', tipo: 'C', pais_id: 170 };
    for (const [metodo, url, cuerpo, mensaje] of [
      ['GET', `/api/negocio/${otro.negocioId}`, undefined, M.negocioNoExiste],
      ['PUT', `/api/negocio/${otro.negocioId}`, cuerpoNegocio, M.negocioNoExiste],
      ['GET', `/api/dominio/negocio/${otro.negocioId}`, undefined, M.negocioNoExiste],
      ['GET', `/api/dominio/${dominioOtro!.id}`, undefined, M.dominioNoExiste],
      ['PUT', `/api/dominio/${dominioOtro!.id}`, dominio({ host: 'robado.test' }), M.dominioNoExiste],
      ['PUT', `/api/dominio/${dominioOtro!.id}/I`, undefined, M.dominioNoExiste],
    ] as const) {
      const r = await admin(metodo, url, cuerpo);
      expect(r.statusCode, url).toBe(404);
      expect(r.json().mensaje).toBe(mensaje);
    }
    expect(await fila(t.database.db, sql`SELECT nombre, nit FROM negocios WHERE id = ${otro.negocioId}`)).toEqual({
      nombre: 'ESTACIONES DEL NORTE S.A.S.',
      nit: '901234567',
    });
    expect(await fila(t.database.db, sql`SELECT host, estado FROM dominios WHERE id = ${dominioOtro!.id}`)).toEqual({
      host: HOST_OTRO,
      estado: 'A',
    });
  });

  it('refuses other user tipos with its own text and leaves the module out of their menu', async () => {
    const estacion = await usuarioConModulos(t, 'NEGEDS', ids.barranquilla, ['EMPRESA', 'NEGOCIOS'], 'RCUE', 5);
    const zonal = await usuarioConModulos(t, 'NEGZONAL', ids.caribe, ['EMPRESA', 'NEGOCIOS'], 'RCUE', 3);
    for (const cliente of [estacion, zonal]) {
      for (const [metodo, url, cuerpo] of [
        ['GET', `/api/negocio/${negocioId}`, undefined],
        ['GET', `/api/dominio/negocio/${negocioId}`, undefined],
        ['POST', '/api/dominio', dominio({ host: 'intruso.test' })],
      ] as const) {
        const r = await cliente(metodo, url, cuerpo);
        expect(r.statusCode, url).toBe(403);
        expect(r.json().mensaje).toBe(M.soloTipoNegocio);
      }
    }
    expect(await fila(t.database.db, sql`SELECT 1 FROM dominios WHERE host = 'intruso.test'`)).toBeUndefined();
    const menu = (await ingresar(t.app, 'NEGZONAL')).data.modulos.map((m) => m.descripcion);
    expect(menu).toContain('EMPRESA');
    expect(menu).not.toContain('NEGOCIOS');
    expect((await ingresar(t.app, 'SUPERADMIN')).data.modulos.map((m) => m.descripcion)).toContain('NEGOCIOS');
  });
});

describe('dominios', () => {
  it('creates one after refusing bad colours and host, lower-cases the host and lists it', async () => {
    const malo = await admin('POST', '/api/dominio', dominio({ host: 'no valido', color1: 'rojo', color2: '#12345', tipo: 'OTRO' }));
    expect(malo.statusCode).toBe(400);
    expect(malo.json().errores).toEqual(
      expect.arrayContaining([
        { campo: 'host', mensaje: M.hostNoValido },
        { campo: 'color1', mensaje: M.colorNoValido },
        { campo: 'color2', mensaje: M.colorNoValido },
        { campo: 'tipo', mensaje: MENSAJES.campoObligatorioCorto },
      ]),
    );
    const id = await crearDominio(dominio({ logo: PNG }));
    const lista = await admin('GET', `/api/dominio/negocio/${negocioId}?buscar=portal`);
    expect(lista.json().data).toEqual([
      {
        id,
        host: 'portal.andinos.test',
        alias: 'ANDINOS PORTAL',
        tipo: 'TERPEL',
        color1: '#00aa55',
        color2: '#112233',
        copyright: 'Combustibles Andinos',
        formato_numero: 'us',
        con_logo: true,
        estado: 'A',
      },
    ]);
    expect((await admin('GET', `/api/dominio/${id}`)).json().data.logo).toBe(PNG);
    // The sign-in page of that host reads the new theme through the public domain call.
    const publico = await t.app.inject({ method: 'POST', url: '/api/v1/domain', payload: { dominio: 'PORTAL.andinos.test' } });
    expect(publico.json().data).toMatchObject({
      id,
      negocio_id: negocioId,
      alias: 'ANDINOS PORTAL',
      tipo: 'TERPEL',
      parametros: { color1: '#00aa55', color2: '#112233', formato_numero: 'us', logo: PNG, nombre_empresa: 'Combustibles Andinos' },
    });
  });

  it('keeps a host unique across every tenant, whatever its case', async () => {
    const ajeno = await admin('POST', '/api/dominio', dominio({ host: HOST_OTRO.toUpperCase() }));
    expect(ajeno.statusCode).toBe(400);
    expect(ajeno.json().errores).toEqual([{ campo: 'host', mensaje: M.hostRepetido }]);
    const propio = await admin('POST', '/api/dominio', dominio({ host: 'LOCALHOST' }));
    expect(propio.json().errores).toEqual([{ campo: 'host', mensaje: M.hostRepetido }]);
  });

  it('refuses a logo that is not an image or weighs over 1 MB', async () => {
    const texto = await admin(
      'POST',
      '/api/dominio',
      dominio({ host: 'logo.andinos.test', logo: `data:image/png;base64,${Buffer.from('hola').toString('base64')}` }),
    );
    expect(texto.json().errores).toEqual([{ campo: 'logo', mensaje: M.logoFormato }]);
    const grande = Buffer.alloc(1024 * 1024 + 10);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(grande);
    const pesado = await admin(
      'POST',
      '/api/dominio',
      dominio({ host: 'logo.andinos.test', logo: `data:image/png;base64,${grande.toString('base64')}` }),
    );
    expect(pesado.statusCode).toBe(400);
    expect(pesado.json().errores[0].mensaje).toBe(M.logoGrande);
    expect(await fila(t.database.db, sql`SELECT 1 FROM dominios WHERE host = 'logo.andinos.test'`)).toBeUndefined();
  });

  it('edits it keeping other parameters, switches it A/I and keeps the last active domain', async () => {
    const id = await crearDominio(dominio({ host: 'editar.andinos.test' }));
    await t.database.db.execute(sql`UPDATE dominios SET parametros = parametros || '{"extra": 1}'::jsonb WHERE id = ${id}`);
    const editado = await admin('PUT', `/api/dominio/${id}`, dominio({ host: 'Editado.andinos.test', color1: '#ABCDEF', tipo: 'FUELLY' }));
    expect(editado.json()).toMatchObject({ status: 200, mensaje: C.editado });
    const guardado = await fila<{ host: string; tipo: string; parametros: Record<string, unknown> }>(
      t.database.db,
      sql`SELECT host, tipo, parametros FROM dominios WHERE id = ${id}`,
    );
    expect(guardado).toMatchObject({ host: 'editado.andinos.test', tipo: 'FUELLY', parametros: { color1: '#abcdef', extra: 1 } });
    const cruzado = await admin('PUT', `/api/dominio/${id}`, dominio({ host: 'portal.andinos.test' }));
    expect(cruzado.json().errores).toEqual([{ campo: 'host', mensaje: M.hostRepetido }]);

    expect((await admin('PUT', `/api/dominio/${id}/I`)).json().mensaje).toBe(C.inactivado);
    const inactivos = await admin('GET', `/api/dominio/negocio/${negocioId}?estado=I`);
    expect(inactivos.json().data.map((d: { host: string }) => d.host)).toEqual(['editado.andinos.test']);
    expect((await admin('PUT', `/api/dominio/${id}/A`)).json().mensaje).toBe(C.activado);

    // Every other domain of the business inactive: the last one stays.
    const activos = await filas<{ id: number }>(
      t.database.db,
      sql`UPDATE dominios SET estado = 'I' WHERE negocio_id = ${negocioId} AND estado = 'A' AND id <> ${id} RETURNING id`,
    );
    try {
      const ultimo = await admin('PUT', `/api/dominio/${id}/I`);
      expect(ultimo.statusCode).toBe(400);
      expect(ultimo.json().mensaje).toBe(M.ultimoDominio);
      expect(await fila(t.database.db, sql`SELECT estado FROM dominios WHERE id = ${id}`)).toEqual({ estado: 'A' });
    } finally {
      const reactivar = activos.map((r) => r.id);
      await t.database.db.execute(sql`UPDATE dominios SET estado = 'A' WHERE id = ANY(${`{${reactivar.join(',')}}`}::int[])`);
    }
  });
});
