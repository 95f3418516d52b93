import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES_VERSION_POS as M } from '@eds/contracts/versiones-pos';
import { fila } from '../src/db/client';
import { conToken, contar, crearApp, ingresar, type AppDePrueba } from './helper';
import { hacerOperadorPlataforma, idsDemo, usuarioConModulos } from './factories';
import { emitirToken } from './pos-fixtures';

/** SCREENS.md G05 "Versión POS": publish, rollout, devices per version, retire, and the POS's side (docs/decisions/055). */
let t: AppDePrueba;
let ids: Awaited<ReturnType<typeof idsDemo>>;
let admin: ReturnType<typeof conToken>;
let adminToken: string;
let estacion: ReturnType<typeof conToken>;
let plataforma: string;

const bytes = Buffer.from('paquete de prueba g05 versiones pos \u0000\u0001\u0002');
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const version = (extra: Record<string, unknown> = {}) => ({
  version: '7.1.0',
  codigo: 7100,
  plataforma,
  fecha: '2026-11-01',
  obligatoria: true,
  notas: 'Prueba',
  paquete: { nombre: 'pos-7.1.0.apk', contenido_base64: bytes.toString('base64') },
  ...extra,
});

/** A device of the station with a fresh token, and a POS client for it. */
async function dispositivo(empresaId: number) {
  const e = await fila<{ id: number }>(
    t.database.db,
    sql`SELECT id FROM equipos WHERE empresa_id = ${empresaId} AND tipo = 'POS' ORDER BY id LIMIT 1`,
  );
  const token = await emitirToken(t.app, adminToken, e!.id);
  return { id: e!.id, pos: conToken(t.app, token) };
}

beforeAll(async () => {
  t = await crearApp();
  ids = await idsDemo(t.database);
  // The business's administrator is also the platform operator here: it publishes versions (decision 059).
  await hacerOperadorPlataforma(t.database, 'SUPERADMIN');
  adminToken = (await ingresar(t.app, 'SUPERADMIN')).token;
  admin = conToken(t.app, adminToken);
  plataforma = (await fila<{ p: string }>(
    t.database.db,
    sql`SELECT atributos ->> 'plataforma' AS p FROM empresas WHERE id = ${ids.barranquilla}`,
  ))!.p;
  // Cartagena must share Barranquilla's platform for the sibling checks below.
  await t.database.db.execute(
    sql`UPDATE empresas SET atributos = atributos || ${JSON.stringify({ plataforma })}::jsonb WHERE id = ${ids.cartagena}`,
  );
  estacion = await usuarioConModulos(t, 'VERSIONESEDS', ids.barranquilla, ['VERSIONES POS'], 'RCUDEX', 5);
});
afterAll(async () => t.cerrar());

describe('Versiones POS (G05)', () => {
  let id: number;

  it('publishes a version: bad format and a code that does not grow are refused with the screen texts, nothing written', async () => {
    const antes = await contar(t.database, 'versiones_pos');
    const malo = await admin('POST', '/api/version-pos', version({ version: '7.1' }));
    expect(malo.statusCode).toBe(400);
    expect(malo.json().errores).toEqual(expect.arrayContaining([{ campo: 'version', mensaje: M.formato }]));
    const sinPaquete = await admin('POST', '/api/version-pos', version({ paquete: undefined }));
    expect(sinPaquete.statusCode).toBe(400);
    const noValido = await admin('POST', '/api/version-pos', version({ paquete: { nombre: 'x.apk', contenido_base64: 'no es base64!' } }));
    expect(noValido.statusCode).toBe(400);
    expect(noValido.json().errores).toEqual([{ campo: 'paquete.contenido_base64', mensaje: M.paqueteNoValido }]);

    const creado = await admin('POST', '/api/version-pos', version());
    expect(creado.statusCode, creado.body).toBe(200);
    expect(creado.json().mensaje).toBe(M.creada);
    id = creado.json().data.id as number;
    const guardado = await fila<{ sha256: string; tamano: number; datos: Buffer | Uint8Array }>(
      t.database.db,
      sql`SELECT v.sha256, v.tamano, p.datos FROM versiones_pos v JOIN versiones_pos_paquetes p ON p.version_id = v.id WHERE v.id = ${id}`,
    );
    expect(guardado!.sha256).toBe(sha(bytes));
    expect(guardado!.tamano).toBe(bytes.length);
    expect(Buffer.from(guardado!.datos).equals(bytes)).toBe(true);

    const menor = await admin('POST', '/api/version-pos', version({ version: '7.0.9', codigo: 7100 }));
    expect(menor.statusCode).toBe(400);
    expect(menor.json().errores).toEqual([{ campo: 'codigo', mensaje: M.codigo }]);
    const repetida = await admin('POST', '/api/version-pos', version({ codigo: 7200 }));
    expect(repetida.statusCode).toBe(400);
    expect(repetida.json().errores).toEqual([{ campo: 'version', mensaje: M.repetida }]);
    expect(await contar(t.database, 'versiones_pos')).toBe(antes + 1);

    // Only a platform administrator publishes, whatever its letters.
    const ajeno = await estacion('POST', '/api/version-pos', version({ version: '7.2.0', codigo: 7300 }));
    expect(ajeno.statusCode).toBe(403);
    expect(ajeno.json().mensaje).toBe(M.soloPlataforma);
  });

  it('lists, searches, reads and edits a version; a new package replaces the SHA-256', async () => {
    const r = await estacion('GET', `/api/version-pos?buscar=7.1.0&plataforma=${encodeURIComponent(plataforma)}&estado=A`);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data.map((v: { id: number }) => v.id)).toContain(id);
    expect(r.json().data[0].sha256).toBe(sha(bytes));

    const nuevo = Buffer.from('otro paquete');
    const editado = await admin('PUT', '/api/version-pos', {
      ...version({ notas: 'Editada', paquete: { nombre: 'pos-7.1.0b.apk', contenido_base64: nuevo.toString('base64') } }),
      id,
    });
    expect(editado.statusCode, editado.body).toBe(200);
    expect(editado.json().mensaje).toBe(M.editada);
    const uno = await admin('GET', `/api/version-pos/${id}`);
    expect(uno.json().data).toMatchObject({
      notas: 'Editada',
      sha256: sha(nuevo),
      nombre_archivo: 'pos-7.1.0b.apk',
      lista_despliegues: [],
    });
    // Back to the first package for the download check.
    expect((await admin('PUT', '/api/version-pos', { ...version(), id })).statusCode).toBe(200);
    expect((await admin('GET', '/api/version-pos/999999')).statusCode).toBe(404);
  });

  it('a device learns and downloads only a version deployed to its station, with matching bytes', async () => {
    const propio = await dispositivo(ids.barranquilla);
    const hermano = await dispositivo(ids.cartagena);
    const antes = await propio.pos('GET', '/api/pos/v1/configuracion');
    expect(antes.statusCode).toBe(200);
    expect(antes.json().data.version).toBeNull();
    expect((await propio.pos('GET', `/api/pos/v1/versiones/${id}/paquete`)).statusCode).toBe(404);

    // A station administrator deploys to its own station only.
    const hoy = (await fila<{ d: string }>(t.database.db, sql`SELECT (now() AT TIME ZONE 'America/Bogota')::date::text AS d`))!.d;
    const ajena = await estacion('POST', `/api/version-pos/${id}/despliegue`, {
      alcance: 'ESTACIONES',
      estaciones: [ids.cartagena],
      desde: hoy,
    });
    expect(ajena.statusCode).toBe(403);
    const todas = await estacion('POST', `/api/version-pos/${id}/despliegue`, { alcance: 'TODAS', desde: hoy });
    expect(todas.statusCode).toBe(403);
    const vacia = await estacion('POST', `/api/version-pos/${id}/despliegue`, { alcance: 'ESTACIONES', estaciones: [], desde: hoy });
    expect(vacia.statusCode).toBe(400);
    expect(vacia.json().errores).toEqual([{ campo: 'estaciones', mensaje: M.sinEstaciones }]);
    const futura = await estacion('POST', `/api/version-pos/${id}/despliegue`, {
      alcance: 'ESTACIONES',
      estaciones: [ids.barranquilla],
      desde: '2099-01-01',
    });
    expect(futura.statusCode).toBe(200);
    expect((await propio.pos('GET', '/api/pos/v1/configuracion')).json().data.version).toBeNull();

    const desplegado = await estacion('POST', `/api/version-pos/${id}/despliegue`, {
      alcance: 'ESTACIONES',
      estaciones: [ids.barranquilla],
      desde: hoy,
    });
    expect(desplegado.statusCode, desplegado.body).toBe(200);
    expect(desplegado.json().mensaje).toBe(M.desplegada);

    const config = (await propio.pos('GET', '/api/pos/v1/configuracion')).json().data;
    expect(config.version).toEqual({
      id,
      version: '7.1.0',
      codigo: 7100,
      obligatoria: true,
      sha256: sha(bytes),
      tamano: bytes.length,
      url: `/api/pos/v1/versiones/${id}/paquete`,
    });
    expect(config.islas).toBeDefined();
    const paquete = await propio.pos('GET', config.version.url);
    expect(paquete.statusCode).toBe(200);
    expect(paquete.headers['x-sha256']).toBe(sha(bytes));
    expect(sha(paquete.rawPayload)).toBe(config.version.sha256);

    // The sibling station's device gets nothing.
    expect((await hermano.pos('GET', '/api/pos/v1/configuracion')).json().data.version).toBeNull();
    const negado = await hermano.pos('GET', `/api/pos/v1/versiones/${id}/paquete`);
    expect(negado.statusCode).toBe(404);
    expect(negado.json().mensaje).toBe(M.noDesplegada);
    const detalle = await estacion('GET', `/api/version-pos/${id}`);
    expect(detalle.json().data.lista_despliegues).toHaveLength(2);
  });

  it('devices per version come from heartbeats, in the caller scope only', async () => {
    const propio = await dispositivo(ids.barranquilla);
    const hermano = await dispositivo(ids.cartagena);
    expect((await propio.pos('POST', '/api/pos/v1/estado', { version_app: '7.1.0' })).statusCode).toBe(200);
    expect((await hermano.pos('POST', '/api/pos/v1/estado', { version_app: '7.1.0' })).statusCode).toBe(200);

    const suyos = await estacion('GET', `/api/version-pos/${id}/equipos`);
    expect(suyos.statusCode, suyos.body).toBe(200);
    const filas = suyos.json().data as { id: number; empresa_id: number; version_app: string }[];
    expect(filas.map((f) => f.id)).toContain(propio.id);
    expect(filas.every((f) => f.empresa_id === ids.barranquilla)).toBe(true);

    const todos = (await admin('GET', `/api/version-pos/${id}/equipos?limite=500`)).json().data as { id: number }[];
    expect(todos.map((f) => f.id)).toEqual(expect.arrayContaining([propio.id, hermano.id]));
  });

  it('retires a version (X): the POS is no longer told to run it nor may download it; a deployed version is not deleted', async () => {
    const lector = await usuarioConModulos(t, 'VERSIONESLEC', ids.barranquilla, ['VERSIONES POS'], 'R', 5);
    expect((await lector('PUT', `/api/version-pos/${id}/retirar`)).statusCode).toBe(403);
    const borrar = await admin('DELETE', `/api/version-pos/${id}`);
    expect(borrar.statusCode).toBe(400);
    expect(borrar.json().mensaje).toBe(M.desplegadaNoSeElimina);

    const r = await admin('PUT', `/api/version-pos/${id}/retirar`);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().mensaje).toBe(M.retirada);
    const propio = await dispositivo(ids.barranquilla);
    expect((await propio.pos('GET', '/api/pos/v1/configuracion')).json().data.version).toBeNull();
    expect((await propio.pos('GET', `/api/pos/v1/versiones/${id}/paquete`)).statusCode).toBe(404);
    const otra = await estacion('POST', `/api/version-pos/${id}/despliegue`, {
      alcance: 'ESTACIONES',
      estaciones: [ids.barranquilla],
      desde: '2026-01-01',
    });
    expect(otra.statusCode).toBe(400);
    expect(otra.json().mensaje).toBe(M.yaRetirada);
    const editarRetirada = await admin('PUT', '/api/version-pos', { ...version(), id });
    expect(editarRetirada.statusCode).toBe(400);
    expect(editarRetirada.json().mensaje).toBe(M.yaRetirada);
    const retiradas = (await admin('GET', '/api/version-pos?estado=I')).json().data as { id: number }[];
    expect(retiradas.map((v) => v.id)).toContain(id);

    // A version never deployed is deleted, with its package.
    const nueva = await admin('POST', '/api/version-pos', version({ version: '7.2.0', codigo: 7200 }));
    const nuevaId = nueva.json().data.id as number;
    const del = await admin('DELETE', `/api/version-pos/${nuevaId}`);
    expect(del.statusCode, del.body).toBe(200);
    expect((await fila(t.database.db, sql`SELECT 1 AS x FROM versiones_pos_paquetes WHERE version_id = ${nuevaId}`)) ?? null).toBeNull();
  });
});
