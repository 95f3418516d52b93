import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MENSAJES } from '@eds/contracts/mensajes';
import { MENSAJES_OPERACION } from '@eds/contracts/mensajes-operacion';
import { MODULO } from '@eds/contracts/modulos';
import { fila } from '../src/db/client';
import { crearUsuario } from '../src/demo/sembrar';
import { hashClave } from '../src/lib/claves';
import { conToken, contar, crearApp, ingresar, type AppDePrueba } from './helper';

/**
 * The one authenticated scope (docs/decisions/012-api-layout-and-authenticated-scope.md): every API route the app
 * registers is walked, so a new route is covered without touching this file.
 */

/** Public calls: they answer without a session. Anything else under /api needs one. */
const PUBLICAS = new Set([
  'GET /api/health',
  'POST /api/v1/domain',
  'POST /api/v1/signin',
  // Sign-out resolves its own token, so a stale one still signs out (it answers 401 without any).
  'DELETE /api/v1',
  'PUT /api/persona/forgetPassword',
  'POST /api/persona/restablecer-clave',
]);
/** The OpenAPI document and its viewer. */
const DOCS = '/api/docs';
/** POS calls: the device's token, not a user session. */
const DE_EQUIPO = '/api/pos/v1/';

let t: AppDePrueba;
beforeAll(async () => {
  t = await crearApp();
});
afterAll(async () => {
  await t.cerrar();
});

/** The registered API routes, GET/POST/PUT/DELETE/PATCH (HEAD twins answer like their GET, without a body). */
function rutasApi() {
  return t.app.rutas.filter((r) => r.url.startsWith('/api/') && r.metodo !== 'HEAD' && r.metodo !== 'OPTIONS');
}

const esPublica = (r: { metodo: string; url: string }) => PUBLICAS.has(`${r.metodo} ${r.url.replace(/\/$/, '')}`) || r.url.startsWith(DOCS);

/** Path params filled with 1, wildcards with a file name. */
const concreta = (url: string) => url.replace(/:[A-Za-z_]+/g, '1').replace(/\*$/, 'x');

describe('the authenticated scope', () => {
  it('lists the public calls it expects, so the list stays true', () => {
    const registradas = new Set(rutasApi().map((r) => `${r.metodo} ${r.url.replace(/\/$/, '')}`));
    for (const p of PUBLICAS) expect(registradas.has(p), p).toBe(true);
  });

  it('answers 401 with the envelope to every other route called without a token, before reading the body', async () => {
    const protegidas = rutasApi().filter((r) => !esPublica(r));
    expect(protegidas.length).toBeGreaterThan(80);
    const fallos: string[] = [];
    for (const r of protegidas) {
      const metodo = r.metodo as 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
      // An empty object fails every body schema: a 400 here would mean validation ran before authentication.
      const conCuerpo = metodo === 'POST' || metodo === 'PUT' || metodo === 'PATCH';
      const res = await t.app.inject({ method: metodo, url: concreta(r.url), ...(conCuerpo ? { payload: {} } : {}) });
      const mensaje = r.url.startsWith(DE_EQUIPO) ? MENSAJES_OPERACION.tokenEquipoRequerido : MENSAJES.sesionRequerida;
      const esperado = { success: false, status: 401, mensaje };
      const cuerpo: unknown = res.headers['content-type']?.toString().includes('json') ? res.json() : res.body;
      if (res.statusCode !== 401 || JSON.stringify(cuerpo) !== JSON.stringify(esperado))
        fallos.push(`${metodo} ${r.url} → ${res.statusCode} ${res.body}`);
    }
    expect(fallos).toEqual([]);
  });

  it('answers 205 (session expired) to an unknown token on every authenticated route, before validation', async () => {
    const protegidas = rutasApi().filter((r) => !esPublica(r) && !r.url.startsWith(DE_EQUIPO));
    const req = conToken(t.app, 'x'.repeat(43));
    const fallos: string[] = [];
    for (const r of protegidas) {
      const metodo = r.metodo as 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
      const res = await req(metodo, concreta(r.url), metodo === 'GET' || metodo === 'DELETE' ? undefined : {});
      if (res.statusCode !== 205) fallos.push(`${metodo} ${r.url} → ${res.statusCode}`);
    }
    expect(fallos).toEqual([]);
  });

  it('documents every authenticated route with the bearer scheme and every POS route with the device scheme', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: `${DOCS}/json` })).json<{
      paths: Record<string, Record<string, { security?: unknown }>>;
    }>();
    const fallos: string[] = [];
    for (const r of rutasApi().filter((x) => !x.url.startsWith(DOCS))) {
      const ruta = r.url.replace(/:([A-Za-z_]+)/g, '{$1}');
      const op = (doc.paths[ruta] ?? doc.paths[ruta.replace(/\/$/, '')])?.[r.metodo.toLowerCase()];
      if (!op) {
        fallos.push(`${r.metodo} ${r.url}: not documented`);
        continue;
      }
      const esperado = r.url.startsWith(DE_EQUIPO)
        ? [{ equipo: [] }]
        : esPublica(r) && r.metodo !== 'DELETE'
          ? undefined
          : [{ bearer: [] }];
      if (JSON.stringify(op.security) !== JSON.stringify(esperado)) fallos.push(`${r.metodo} ${r.url}: ${JSON.stringify(op.security)}`);
    }
    expect(fallos).toEqual([]);
  });
});

describe('permission letters are checked before the body', () => {
  let soloLectura: ReturnType<typeof conToken>;

  beforeAll(async () => {
    // A user holding GESTION BODEGA with the read letter only.
    await t.database.db.transaction(async (tx) => {
      const raiz = await fila<{ id: number; negocio_id: number }>(
        tx,
        sql`SELECT id, negocio_id FROM empresas WHERE alias = 'COMBUSTIBLES ANDINOS'`,
      );
      const perfil = await fila<{ id: number }>(
        tx,
        sql`INSERT INTO perfiles (negocio_id, descripcion, tipo) VALUES (${raiz!.negocio_id}, 'SOLO LECTURA BODEGAS', 2) RETURNING id`,
      );
      await tx.execute(sql`
        INSERT INTO perfiles_modulos (perfiles_id, modulos_id, asignaciones)
        SELECT ${perfil!.id}, id, 'R' FROM modulos WHERE descripcion = ${MODULO.GESTION_BODEGA}`);
      await crearUsuario(tx, {
        negocioId: raiz!.negocio_id,
        empresaId: raiz!.id,
        usuario: 'LECTORBODEGAS',
        tipo: 2,
        perfil: perfil!.id,
        clave: await hashClave('lector-2026'),
        identificacion: '1000000077',
        nombres: 'LUIS',
        apellidos: 'LECTOR',
        correo: 'lector@combustiblesandinos.com.co',
        telefono: '3000000077',
        ciudad: 8001,
        departamento: 8,
      });
    });
    soloLectura = conToken(t.app, (await ingresar(t.app, 'LECTORBODEGAS', 'lector-2026')).token);
  });

  it('answers 403 to a user without the letter even when the body is invalid, and writes nothing', async () => {
    const antes = await contar(t.database, 'bodegas');
    const sinLetra = await soloLectura('POST', '/api/bodega', { descripcion: '' });
    expect(sinLetra.statusCode).toBe(403);
    expect(sinLetra.json()).toEqual({ success: false, status: 403, mensaje: MENSAJES.sinPermisoAccion });
    const sinModulo = await conToken(t.app, (await ingresar(t.app, 'CONSULTA')).token)('POST', '/api/bodega', { descripcion: '' });
    expect(sinModulo.statusCode).toBe(403);
    expect(sinModulo.json().mensaje).toBe(MENSAJES.sinPermisoModulo);
    expect(await contar(t.database, 'bodegas')).toBe(antes);
  });

  it('lets the body validation answer once the letter is held', async () => {
    const admin = conToken(t.app, (await ingresar(t.app, 'SUPERADMIN')).token);
    const r = await admin('POST', '/api/bodega', { descripcion: '' });
    expect(r.statusCode).toBe(400);
    expect(r.json().errores.length).toBeGreaterThan(0);
  });

  it('checks the letter of an inventory document by its kind before the body', async () => {
    const r = await soloLectura('POST', '/api/movimiento/entrada', {});
    expect(r.statusCode).toBe(403);
    const tipoMalo = await conToken(t.app, (await ingresar(t.app, 'SUPERADMIN')).token)('POST', '/api/movimiento/otro', {});
    expect(tipoMalo.statusCode).toBe(400);
    expect(tipoMalo.json().mensaje).toBe(MENSAJES.tipoDocumentoNoValido);
  });
});
