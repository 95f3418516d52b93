import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES_CATALOGO as C } from '@eds/contracts/configuracion/catalogo';
import { MENSAJES_GEOGRAFIA as G } from '@eds/contracts/configuracion/geografia';
import { MENSAJES_MODULO as MM } from '@eds/contracts/configuracion/modulos';
import { MENSAJES_PARAMETRO as MP } from '@eds/contracts/configuracion/parametros';
import { MENSAJES_PERFIL as MPF } from '@eds/contracts/perfiles/perfiles';
import { MENSAJES_EMPLEADO as ME } from '@eds/contracts/usuarios/empleados';
import { MENSAJES_VERSION_POS as MV } from '@eds/contracts/versiones-pos';
import { fila } from '../src/db/client';
import { contar, conToken, crearApp, ingresar, type AppDePrueba } from './helper';
import { crearOtroNegocio, idsDemo, type NegocioDePrueba } from './factories';
import { emitirToken } from './pos-fixtures';

/**
 * The platform operator (decision 059): a user marked at install, never a business's tipo 1. A second business's
 * administrator (tipo 1, every module with every letter) is refused on each write of what every business shares —
 * POS versions and their rollout beyond its business, GLOBAL parameters and definitions, the module tree, geography —
 * and its own rollout reaches no device of the first business; the demo's operator PLATAFORMA succeeds on each.
 */
let t: AppDePrueba;
let ids: Awaited<ReturnType<typeof idsDemo>>;
let otro: NegocioDePrueba;
let ajeno: ReturnType<typeof conToken>;
let operador: ReturnType<typeof conToken>;
let superadmin: ReturnType<typeof conToken>;
let superadminToken: string;
let plataforma: string;
let hoy: string;
const HOST = 'operador-plataforma.example.co';
const db = () => t.database.db;

const paquete = (texto: string) => ({ nombre: `${texto}.apk`, contenido_base64: Buffer.from(texto).toString('base64') });
const version = (extra: Record<string, unknown> = {}) => ({
  version: '8.1.0',
  codigo: 8100,
  plataforma,
  fecha: '2026-11-01',
  obligatoria: true,
  notas: 'Operador',
  paquete: paquete('paquete del operador'),
  ...extra,
});
const contarVersiones = async () => (await fila<{ n: number }>(db(), sql`SELECT count(*)::int AS n FROM versiones_pos`))!.n;

/** The version a first-business device of Barranquilla is told to run. */
async function versionDeBarranquilla(): Promise<unknown> {
  const equipo = await fila<{ id: number }>(
    db(),
    sql`SELECT id FROM equipos WHERE empresa_id = ${ids.barranquilla} AND tipo = 'POS' ORDER BY id LIMIT 1`,
  );
  const pos = conToken(t.app, await emitirToken(t.app, superadminToken, equipo!.id));
  const r = await pos('GET', '/api/pos/v1/configuracion');
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data.version;
}

beforeAll(async () => {
  t = await crearApp();
  ids = await idsDemo(t.database);
  otro = await crearOtroNegocio(t.database, { host: HOST });
  const ingreso = await t.app.inject({
    method: 'POST',
    url: '/api/v1/signin/',
    payload: { user: otro.usuario, pass: otro.clave },
    headers: { host: HOST },
  });
  expect(ingreso.statusCode, ingreso.body).toBe(200);
  expect(ingreso.json().data).toMatchObject({ tipo: 1, plataforma: false });
  ajeno = conToken(t.app, ingreso.json().data.token as string);
  const op = await ingresar(t.app, 'PLATAFORMA');
  expect(op.data.plataforma).toBe(true);
  operador = conToken(t.app, op.token);
  const sa = await ingresar(t.app, 'SUPERADMIN');
  expect(sa.data).toMatchObject({ tipo: 1, plataforma: false });
  superadminToken = sa.token;
  superadmin = conToken(t.app, superadminToken);
  plataforma = (await fila<{ p: string }>(db(), sql`SELECT atributos ->> 'plataforma' AS p FROM empresas WHERE id = ${ids.barranquilla}`))!
    .p;
  // The second business's station runs the same POS platform: only the rollout's scope keeps the businesses apart.
  await db().execute(
    sql`UPDATE empresas SET atributos = coalesce(atributos, '{}'::jsonb) || ${JSON.stringify({ plataforma })}::jsonb WHERE id = ${otro.estacionId}`,
  );
  hoy = (await fila<{ d: string }>(db(), sql`SELECT (now() AT TIME ZONE 'America/Bogota')::date::text AS d`))!.d;
});
afterAll(async () => t?.cerrar());

describe('POS versions: the platform operator only', () => {
  let id: number;

  it('refuses publishing to a business administrator (tipo 1), the operator publishes', async () => {
    const antes = await contarVersiones();
    for (const cliente of [ajeno, superadmin]) {
      const r = await cliente('POST', '/api/version-pos', version());
      expect(r.statusCode).toBe(403);
      expect(r.json().mensaje).toBe(MV.soloPlataforma);
    }
    expect(await contarVersiones()).toBe(antes);
    const r = await operador('POST', '/api/version-pos', version());
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().mensaje).toBe(MV.creada);
    id = r.json().data.id as number;
  });

  it('refuses editing, replacing the package of, retiring and deleting a version to a business administrator', async () => {
    const antes = await fila(
      db(),
      sql`SELECT v.version, v.sha256, v.estado, p.datos FROM versiones_pos v JOIN versiones_pos_paquetes p ON p.version_id = v.id WHERE v.id = ${id}`,
    );
    const llamadas = [
      ['PUT', '/api/version-pos', { ...version({ notas: 'Ajena' }), id, paquete: undefined }],
      ['PUT', '/api/version-pos', { ...version(), id, paquete: paquete('binario ajeno') }],
      ['PUT', `/api/version-pos/${id}/retirar`, undefined],
      ['DELETE', `/api/version-pos/${id}`, undefined],
    ] as const;
    for (const [metodo, ruta, cuerpo] of llamadas) {
      const r = await ajeno(metodo, ruta, cuerpo);
      expect(r.statusCode, `${metodo} ${ruta}`).toBe(403);
      expect(r.json().mensaje).toBe(MV.soloPlataforma);
    }
    expect(
      await fila(
        db(),
        sql`SELECT v.version, v.sha256, v.estado, p.datos FROM versiones_pos v JOIN versiones_pos_paquetes p ON p.version_id = v.id WHERE v.id = ${id}`,
      ),
    ).toEqual(antes);
  });

  it('confines a business administrator to its own business: no TODAS, no other business, no foreign station', async () => {
    const despliegues = async () =>
      (await fila<{ n: number }>(db(), sql`SELECT count(*)::int AS n FROM versiones_pos_despliegues WHERE version_id = ${id}`))!.n;
    const todas = await ajeno('POST', `/api/version-pos/${id}/despliegue`, { alcance: 'TODAS', desde: hoy });
    expect(todas.statusCode).toBe(403);
    expect(todas.json().mensaje).toBe(MV.soloTodas);
    const primerNegocio = (await fila<{ negocio_id: number }>(db(), sql`SELECT negocio_id FROM empresas WHERE id = ${ids.raiz}`))!
      .negocio_id;
    const negocio = await ajeno('POST', `/api/version-pos/${id}/despliegue`, { alcance: 'NEGOCIO', negocio_id: primerNegocio, desde: hoy });
    expect(negocio.statusCode).toBe(403);
    expect(negocio.json().mensaje).toBe(MV.negocioAjeno);
    const estacion = await ajeno('POST', `/api/version-pos/${id}/despliegue`, {
      alcance: 'ESTACIONES',
      estaciones: [ids.barranquilla],
      desde: hoy,
    });
    expect(estacion.statusCode).toBe(403);
    expect(estacion.json().mensaje).toBe(MV.negocioAjeno);
    expect(await despliegues()).toBe(0);

    // Its own business and its own station: allowed, and no device of the first business is told to run the version.
    const propio = await ajeno('POST', `/api/version-pos/${id}/despliegue`, { alcance: 'NEGOCIO', desde: hoy });
    expect(propio.statusCode, propio.body).toBe(200);
    const suya = await ajeno('POST', `/api/version-pos/${id}/despliegue`, {
      alcance: 'ESTACIONES',
      estaciones: [otro.estacionId],
      desde: hoy,
    });
    expect(suya.statusCode, suya.body).toBe(200);
    expect(
      await fila(db(), sql`SELECT alcance, negocio_id FROM versiones_pos_despliegues WHERE version_id = ${id} AND alcance = 'NEGOCIO'`),
    ).toEqual({
      alcance: 'NEGOCIO',
      negocio_id: otro.negocioId,
    });
    expect(await versionDeBarranquilla()).toBeNull();
  });

  it('lets the operator roll out to every station, edit, replace the package, retire and delete', async () => {
    const todas = await operador('POST', `/api/version-pos/${id}/despliegue`, { alcance: 'TODAS', desde: hoy });
    expect(todas.statusCode, todas.body).toBe(200);
    expect(await versionDeBarranquilla()).toMatchObject({ id, version: '8.1.0', codigo: 8100 });
    const negocio = await operador('POST', `/api/version-pos/${id}/despliegue`, {
      alcance: 'NEGOCIO',
      negocio_id: otro.negocioId,
      desde: hoy,
    });
    expect(negocio.statusCode, negocio.body).toBe(200);

    const editado = await operador('PUT', '/api/version-pos', {
      ...version({ notas: 'Nuevo binario' }),
      id,
      paquete: paquete('binario nuevo'),
    });
    expect(editado.statusCode, editado.body).toBe(200);
    expect(editado.json().mensaje).toBe(MV.editada);
    const retirada = await operador('PUT', `/api/version-pos/${id}/retirar`);
    expect(retirada.statusCode, retirada.body).toBe(200);
    expect(await versionDeBarranquilla()).toBeNull();

    const nueva = await operador('POST', '/api/version-pos', version({ version: '8.2.0', codigo: 8200 }));
    expect(nueva.statusCode, nueva.body).toBe(200);
    const borrada = await operador('DELETE', `/api/version-pos/${nueva.json().data.id as number}`);
    expect(borrada.statusCode, borrada.body).toBe(200);
  });
});

describe('GLOBAL parameters and definitions: the platform operator only', () => {
  it('refuses a business administrator every GLOBAL value and definition write; the operator makes them', async () => {
    const d = await fila<{ id: number; codigo: string }>(
      db(),
      sql`SELECT id, codigo FROM parametros_definiciones WHERE 'GLOBAL' = ANY(niveles) ORDER BY id LIMIT 1`,
    );
    const valores = async () => fila(db(), sql`SELECT count(*)::int AS n, max(valor) AS v FROM parametros_valores WHERE nivel = 'GLOBAL'`);
    const definiciones = async () =>
      fila(db(), sql`SELECT count(*)::int AS n, string_agg(descripcion || estado, ',' ORDER BY id) AS d FROM parametros_definiciones`);
    const antesValores = await valores();
    const antesDefiniciones = await definiciones();
    const definicion = {
      codigo: 'OPERADOR_PRUEBA',
      descripcion: 'prueba del operador',
      tipo: 'NUMERO',
      minimo: 1,
      maximo: 10,
      defecto: '5',
      niveles: ['GLOBAL'],
    };
    const llamadas = [
      ['PUT', '/api/parametro/valores', { definicion_id: d!.id, nivel: 'GLOBAL', valor: '1' }],
      ['DELETE', `/api/parametro/valores?definicion_id=${d!.id}&nivel=GLOBAL`, undefined],
      ['POST', '/api/parametro/definicion', definicion],
      ['PUT', '/api/parametro/definicion', { ...definicion, id: d!.id, codigo: d!.codigo }],
      ['PUT', `/api/parametro/definicion/${d!.id}/I`, undefined],
      ['DELETE', `/api/parametro/definicion/${d!.id}`, undefined],
    ] as const;
    for (const [metodo, ruta, cuerpo] of llamadas) {
      for (const cliente of [ajeno, superadmin]) {
        const r = await cliente(metodo, ruta, cuerpo);
        expect(r.statusCode, `${metodo} ${ruta}`).toBe(403);
        expect(r.json().mensaje).toBe(MP.soloPlataforma);
      }
    }
    expect(await valores()).toEqual(antesValores);
    expect(await definiciones()).toEqual(antesDefiniciones);

    const creada = await operador('POST', '/api/parametro/definicion', definicion);
    expect(creada.statusCode, creada.body).toBe(200);
    const nueva = creada.json().data.id as number;
    const valor = await operador('PUT', '/api/parametro/valores', { definicion_id: nueva, nivel: 'GLOBAL', valor: '7' });
    expect(valor.statusCode, valor.body).toBe(200);
    expect(valor.json().mensaje).toBe(MP.valorGuardado);
    expect(await fila(db(), sql`SELECT valor FROM parametros_valores WHERE definicion_id = ${nueva} AND nivel = 'GLOBAL'`)).toEqual({
      valor: '7',
    });
    const editada = await operador('PUT', '/api/parametro/definicion', { ...definicion, id: nueva, descripcion: 'editada' });
    expect(editada.statusCode, editada.body).toBe(200);
    expect((await operador('DELETE', `/api/parametro/valores?definicion_id=${nueva}&nivel=GLOBAL`)).statusCode).toBe(200);
    expect((await operador('PUT', `/api/parametro/definicion/${nueva}/I`)).json().mensaje).toBe(C.inactivado);
    expect((await operador('DELETE', `/api/parametro/definicion/${nueva}`)).json().mensaje).toBe(C.eliminado);
  });
});

describe('the module tree: the platform operator only', () => {
  it('refuses a business administrator every module write; the operator relabels a module', async () => {
    const m = (await fila<{ id: number; modulos_id: number; etiqueta: string | null; orden: number; estado: string }>(
      db(),
      sql`SELECT id, modulos_id, etiqueta, orden, estado FROM modulos WHERE descripcion = 'REMARCACION'`,
    ))!;
    const hermanos = (await fila<{ ids: number[] }>(
      db(),
      sql`SELECT array_agg(id ORDER BY orden, id) AS ids FROM modulos WHERE modulos_id = ${m.modulos_id}`,
    ))!.ids;
    const llamadas = [
      ['PUT', '/api/modulo', { id: m.id, etiqueta: 'Ajena', orden: 1 }],
      ['PUT', `/api/modulo/${m.id}/I`, undefined],
      ['PUT', '/api/modulo/orden', { modulos_id: m.modulos_id, ids: [...hermanos].reverse() }],
    ] as const;
    for (const [metodo, ruta, cuerpo] of llamadas) {
      for (const cliente of [ajeno, superadmin]) {
        const r = await cliente(metodo, ruta, cuerpo);
        expect(r.statusCode, `${metodo} ${ruta}`).toBe(403);
        expect(r.json().mensaje).toBe(MM.soloPlataforma);
      }
    }
    expect(await fila(db(), sql`SELECT id, modulos_id, etiqueta, orden, estado FROM modulos WHERE id = ${m.id}`)).toEqual(m);

    const r = await operador('PUT', '/api/modulo', { id: m.id, etiqueta: 'Precios de tienda', orden: m.orden });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().mensaje).toBe(C.editado);
    expect((await operador('PUT', '/api/modulo', { id: m.id, etiqueta: '', orden: m.orden })).statusCode).toBe(200);
  });
});

describe('geography: the platform operator only', () => {
  it('refuses a business administrator every geography write; the operator creates, renames and deletes', async () => {
    const barranquilla = (await fila<{ id: number; departamentos_id: number }>(
      db(),
      sql`SELECT id, departamentos_id FROM ciudades WHERE codigo = '08001'`,
    ))!;
    const antes = await fila(db(), sql`SELECT nombre, estado FROM ciudades WHERE id = ${barranquilla.id}`);
    const llamadas = [
      ['POST', '/api/geografia/ciudad', { departamento_id: barranquilla.departamentos_id, codigo: '08996', descripcion: 'ajena' }],
      [
        'PUT',
        '/api/geografia/ciudad',
        { id: barranquilla.id, departamento_id: barranquilla.departamentos_id, codigo: '08001', descripcion: 'ajena' },
      ],
      ['PUT', `/api/geografia/ciudad/${barranquilla.id}/I`, undefined],
      ['DELETE', `/api/geografia/ciudad/${barranquilla.id}`, undefined],
      ['POST', '/api/geografia/pais', { codigo: 'XW', descripcion: 'tierra ajena' }],
    ] as const;
    for (const [metodo, ruta, cuerpo] of llamadas) {
      for (const cliente of [ajeno, superadmin]) {
        const r = await cliente(metodo, ruta, cuerpo);
        expect(r.statusCode, `${metodo} ${ruta}`).toBe(403);
        expect(r.json().mensaje).toBe(G.soloPlataforma);
      }
    }
    expect(await fila(db(), sql`SELECT nombre, estado FROM ciudades WHERE id = ${barranquilla.id}`)).toEqual(antes);
    expect(await fila(db(), sql`SELECT id FROM paises WHERE iso2 = 'XW'`)).toBeUndefined();

    const pais = await operador('POST', '/api/geografia/pais', { codigo: 'xw', descripcion: 'tierra del operador' });
    expect(pais.statusCode, pais.body).toBe(200);
    const paisId = pais.json().data.id as number;
    const renombrado = await operador('PUT', '/api/geografia/pais', { id: paisId, codigo: 'XW', descripcion: 'tierra renombrada' });
    expect(renombrado.statusCode, renombrado.body).toBe(200);
    expect((await operador('DELETE', `/api/geografia/pais/${paisId}`)).json().mensaje).toBe(C.eliminado);
  });
});

describe('the mark', () => {
  it('is carried by the session answer, and no user or profile call of a business sets it', async () => {
    expect((await operador('GET', '/api/v1/session')).json().data.plataforma).toBe(true);
    expect((await ajeno('GET', '/api/v1/session')).json().data.plataforma).toBe(false);
    // No request body of the API names the mark: the OpenAPI document, generated from the contracts, is the list.
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: unknown }> } }>>;
    }>();
    const conMarca: string[] = [];
    for (const [ruta, metodos] of Object.entries(doc.paths)) {
      if (!/persona|usuario|perfil|sesion|session|signin/i.test(ruta)) continue;
      for (const [metodo, op] of Object.entries(metodos)) {
        if (JSON.stringify(op.requestBody ?? {}).includes('"plataforma"')) conMarca.push(`${metodo} ${ruta}`);
      }
    }
    expect(conMarca).toEqual([]);
    expect(await fila(db(), sql`SELECT array_agg(usuario ORDER BY usuario) AS u FROM usuarios WHERE plataforma`)).toEqual({
      u: ['PLATAFORMA'],
    });
  });
});

describe("the operator out of a tenant administrator's reach", () => {
  it('refuses the business administrator a temporary password, a state change or a profile edit of the operator', async () => {
    const op = (await fila<{ persona: number; perfil: number; estado: string }>(
      db(),
      sql`SELECT u.personas_id AS persona, up.perfiles_id AS perfil, u.estado
          FROM usuarios u JOIN usuarios_perfiles up ON up.usuarios_id = u.id WHERE u.usuario = 'PLATAFORMA' LIMIT 1`,
    ))!;
    const correos = await contar(t.database, 'correos_salida');
    const temporal = await superadmin('POST', `/api/persona/${op.persona}/clave-temporal`);
    expect(temporal.statusCode).toBe(403);
    expect(temporal.json().mensaje).toBe(ME.usuarioSuperior);
    const estado = await superadmin('PUT', `/api/persona/${op.persona}/I`);
    expect(estado.statusCode).toBe(403);
    expect(estado.json().mensaje).toBe(ME.usuarioSuperior);
    const perfil = await superadmin('PUT', `/api/perfil/${op.perfil}/modulos`, { modulos: [] });
    expect(perfil.statusCode).toBe(403);
    expect(perfil.json().mensaje).toBe(MPF.usuarioSuperior);
    expect(await contar(t.database, 'correos_salida')).toBe(correos);
    expect(await fila(db(), sql`SELECT estado FROM usuarios WHERE usuario = 'PLATAFORMA'`)).toEqual({ estado: op.estado });
    expect(
      (await fila<{ n: number }>(db(), sql`SELECT count(*)::int AS n FROM perfiles_modulos WHERE perfiles_id = ${op.perfil}`))!.n,
    ).toBeGreaterThan(0);
  });
});
