import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { envelopePaginado } from '@eds/contracts/envelope';
import { ZProveedorOpcion } from '@eds/contracts/catalogos';
import { DATOS_REPORTE_DASHBOARD, REPORTES_DASHBOARD } from '@eds/contracts/dashboard';
import { envelopeResultado, ZCiudad } from '@eds/contracts/geografia';
import { LIMITE_MAXIMO } from '@eds/contracts/paginacion';
import { fila } from '../src/db/client';
import { conToken, crearApp, ingresar, type AppDePrueba } from './helper';
import { idsDemo } from './factories';

/**
 * Response contracts and bounded lists (docs/decisions/013-response-contracts-and-paging.md). The routes are walked
 * as the app registered them, so a new route without its answer schema fails here without touching this file.
 */

let t: AppDePrueba;
let admin: ReturnType<typeof conToken>;
let ids: Awaited<ReturnType<typeof idsDemo>>;

beforeAll(async () => {
  t = await crearApp();
  admin = conToken(t.app, (await ingresar(t.app, 'SUPERADMIN')).token);
  ids = await idsDemo(t.database);
});
afterAll(async () => {
  await t.cerrar();
});

/** The API routes a client calls (HEAD twins answer like their GET; the docs viewer serves its own files). */
const rutasApi = () =>
  t.app.rutas.filter((r) => r.url.startsWith('/api/') && r.metodo !== 'HEAD' && !r.oculta && !r.url.startsWith('/api/docs'));

describe('every route declares its answer', () => {
  it('has a response schema for its success status, and the error envelope for its 4xx', () => {
    const rutas = rutasApi();
    expect(rutas.length).toBeGreaterThan(80);
    const sinRespuesta = rutas.filter((r) => !r.respuestas.some((c) => c === '200' || c === '201')).map((r) => `${r.metodo} ${r.url}`);
    expect(sinRespuesta).toEqual([]);
    const sinErrores = rutas
      .filter((r) => !['400', '401', '403', '404'].every((c) => r.respuestas.includes(c)))
      .map((r) => `${r.metodo} ${r.url}`);
    expect(sinErrores).toEqual([]);
  });

  it('describes every answer in OpenAPI at /api/docs', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> }>>;
    }>();
    const sinDescribir: string[] = [];
    let operaciones = 0;
    for (const [ruta, metodos] of Object.entries(doc.paths)) {
      for (const [metodo, op] of Object.entries(metodos)) {
        if (metodo === 'head') continue;
        operaciones++;
        const exito = op.responses?.['200'] ?? op.responses?.['201'];
        if (!exito?.content?.['application/json']?.schema) sinDescribir.push(`${metodo.toUpperCase()} ${ruta}`);
      }
    }
    expect(operaciones).toBeGreaterThan(80);
    expect(sinDescribir).toEqual([]);
    // A file download is documented as the binary string it is, with what the file holds.
    expect(doc.paths['/api/movimiento/{id}/pdf'].get.responses?.['200'].content?.['application/json'].schema).toEqual({
      type: 'string',
      format: 'binary',
      description: 'El PDF, en binario',
    });
  });

  it('answers every GET of the demo business within its contract (a drift would be a 500)', async () => {
    const negocio = (await fila<{ negocio_id: number }>(
      t.database.db,
      sql`SELECT negocio_id FROM empresas WHERE id = ${ids.barranquilla}`,
    ))!.negocio_id;
    const valor: Record<string, string> = { direccion: '0', tipo: '0', negocios: 'C,S,K', negocioId: String(negocio) };
    const rotas: string[] = [];
    for (const r of rutasApi().filter((x) => x.metodo === 'GET')) {
      const url = r.url.replace(/:([A-Za-z_]+)/g, (_, p: string) => valor[p] ?? String(ids.barranquilla));
      const respuesta = await admin('GET', url);
      if (respuesta.statusCode >= 500) rotas.push(`${url} ${respuesta.statusCode}`);
    }
    expect(rotas).toEqual([]);
    for (const reporte of REPORTES_DASHBOARD) {
      const r = await admin('POST', `/api/reportes/dashboard-lite/${reporte}`, {});
      expect(r.statusCode, reporte).toBe(200);
      expect(DATOS_REPORTE_DASHBOARD[reporte].safeParse(r.json().data).success, reporte).toBe(true);
    }
  });

  it('keeps the 205 of an expired session without a body', async () => {
    const r = await conToken(t.app, 'x'.repeat(43))('GET', '/api/v1');
    expect(r.statusCode).toBe(205);
    expect(r.body).toBe('');
  });
});

describe('lists are bounded', () => {
  const proveedores = () => `/api/proveedor/empresa/select/${ids.barranquilla}`;

  beforeAll(async () => {
    // More suppliers than one small page, in the demo business.
    const negocio = (await fila<{ negocio_id: number }>(
      t.database.db,
      sql`SELECT negocio_id FROM empresas WHERE id = ${ids.barranquilla}`,
    ))!.negocio_id;
    await t.database.db.execute(sql`
      INSERT INTO proveedores (negocio_id, nit, razon_social, tipo)
      SELECT ${negocio}, '900' || lpad(n::text, 6, '0'), 'PROVEEDOR DE PRUEBA ' || lpad(n::text, 3, '0'), 'CANASTILLA' FROM generate_series(1, 12) n`);
  });

  async function totalActivos(): Promise<number> {
    return (await fila<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM proveedores WHERE estado = 'A' AND negocio_id = (SELECT negocio_id FROM empresas WHERE id = ${ids.barranquilla})`,
    ))!.n;
  }

  it('answers one page and the true total when there are more rows than the limit', async () => {
    const r = await admin('GET', `${proveedores()}?limite=5`);
    expect(r.statusCode).toBe(200);
    const cuerpo = envelopePaginado(ZProveedorOpcion).parse(r.json());
    expect(cuerpo.data).toHaveLength(5);
    expect(cuerpo.paginacion).toEqual({ total: await totalActivos(), limite: 5, desde: 0 });
  });

  it('pages with desde, in a stable order, up to an empty page past the end that still says the total', async () => {
    const total = await totalActivos();
    const todos = envelopePaginado(ZProveedorOpcion).parse((await admin('GET', proveedores())).json());
    // Without paging parameters a selector still receives every row (the default limit is the maximum).
    expect(todos.data).toHaveLength(total);
    expect(todos.paginacion).toEqual({ total, limite: LIMITE_MAXIMO, desde: 0 });
    const segunda = envelopePaginado(ZProveedorOpcion).parse((await admin('GET', `${proveedores()}?limite=5&desde=5`)).json());
    expect(segunda.data.map((p) => p.id)).toEqual(todos.data.slice(5, 10).map((p) => p.id));
    const fuera = envelopePaginado(ZProveedorOpcion).parse((await admin('GET', `${proveedores()}?limite=5&desde=${total + 10}`)).json());
    expect(fuera.data).toEqual([]);
    expect(fuera.paginacion.total).toBe(total);
  });

  it('refuses a limit above the maximum, or a negative offset, with a Spanish message and field', async () => {
    const grande = await admin('GET', `${proveedores()}?limite=${LIMITE_MAXIMO + 1}`);
    expect(grande.statusCode).toBe(400);
    expect(grande.json()).toMatchObject({ success: false, status: 400, errores: [{ campo: 'limite' }] });
    expect(grande.json().mensaje).toMatch(/500/);
    expect(grande.json().mensaje).toMatch(/grande|mayor|menor|máximo/i);
    const negativo = await admin('GET', `${proveedores()}?desde=-1`);
    expect(negativo.statusCode).toBe(400);
    expect(negativo.json()).toMatchObject({ errores: [{ campo: 'desde' }] });
  });

  it('pages the location catalogue in its own `result` shape', async () => {
    const r = await admin('GET', '/api/v1/staticValue/city/5?limite=10&desde=10');
    const cuerpo = envelopeResultado(ZCiudad).parse(r.json());
    const total = (await fila<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n FROM ciudades WHERE departamentos_id = 5`))!.n;
    expect(total).toBeGreaterThan(20);
    expect(cuerpo.result).toHaveLength(10);
    expect(cuerpo.paginacion).toEqual({ total, limite: 10, desde: 10 });
  });

  it('pages the lists a POST answers through the query string, keeping the documented body', async () => {
    const r = await admin('POST', '/api/equipo/select/equipos-desconectados?limite=1', { minutos: 1 });
    expect(r.statusCode).toBe(200);
    const cuerpo = r.json<{ data: unknown[]; paginacion: { total: number; limite: number } }>();
    expect(cuerpo.data.length).toBeLessThanOrEqual(1);
    expect(cuerpo.paginacion.limite).toBe(1);
    expect(z.number().int().min(cuerpo.data.length).safeParse(cuerpo.paginacion.total).success).toBe(true);
  });
});
