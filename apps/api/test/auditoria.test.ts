import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES } from '@eds/contracts/mensajes';
import { MENSAJES_AUDITORIA as A } from '@eds/contracts/configuracion/auditoria';
import { fila } from '../src/db/client';
import { conToken, crearApp, ingresar, type AppDePrueba } from './helper';
import { idsDemo } from './factories';

/** SCREENS.md G27: the audit log read by date range, user, company, module, entity and action, with its diff. */
let t: AppDePrueba;
let admin: ReturnType<typeof conToken>;
let zonal: ReturnType<typeof conToken>;
let ids: Awaited<ReturnType<typeof idsDemo>>;
const hoy = () => new Date(Date.now() - 5 * 3_600_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await crearApp();
  admin = conToken(t.app, (await ingresar(t.app, 'SUPERADMIN')).token);
  zonal = conToken(t.app, (await ingresar(t.app, 'ZONAL')).token);
  ids = await idsDemo(t.database);
});
afterAll(async () => t.cerrar());

describe('auditoria', () => {
  it('refuses a range longer than 31 days and a reversed range', async () => {
    const largo = await admin('POST', '/api/auditoria/listar', { fecha_inicial: '2026-01-01', fecha_final: '2026-02-01' });
    expect(largo.statusCode).toBe(400);
    expect(largo.json().errores).toContainEqual({ campo: 'fecha_final', mensaje: A.rangoMaximo });
    const justo = await admin('POST', '/api/auditoria/listar', { fecha_inicial: '2026-01-01', fecha_final: '2026-01-31' });
    expect(justo.statusCode).toBe(200);
    const alReves = await admin('POST', '/api/auditoria/listar', { fecha_inicial: '2026-01-10', fecha_final: '2026-01-01' });
    expect(alReves.json().errores).toContainEqual({ campo: 'fecha_final', mensaje: MENSAJES.fechaInicialMayor });
  });

  it('finds a change by its filters and shows the changed fields before and after', async () => {
    const definicion = (await fila<{ id: number }>(
      t.database.db,
      sql`SELECT id FROM parametros_definiciones WHERE codigo = 'MINUTOS_DESCONEXION'`,
    ))!.id;
    await admin('PUT', '/api/parametro/valores', { definicion_id: definicion, nivel: 'ESTACION', empresa_id: ids.bogota, valor: '8' });
    await admin('PUT', '/api/parametro/valores', { definicion_id: definicion, nivel: 'ESTACION', empresa_id: ids.bogota, valor: '9' });
    const filtro = { fecha_inicial: hoy(), fecha_final: hoy(), entidad: 'parametros_valores', accion: 'UPDATE', usuario: 'superad' };
    const r = await admin('POST', '/api/auditoria/listar', filtro);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().paginacion).toEqual({ total: 1, limite: 10, desde: 0 });
    const fila0 = r.json().data[0];
    expect(fila0).toMatchObject({
      usuario: 'SUPERADMIN',
      nombre_usuario: 'ADMINISTRADOR GENERAL',
      empresa_id: ids.bogota,
      empresa: 'EDS BOGOTA NORTE',
      modulo: 'PARAMETROS',
      entidad: 'parametros_valores',
      accion: 'UPDATE',
    });
    const detalle = await admin('GET', `/api/auditoria/${fila0.id}`);
    expect(detalle.statusCode).toBe(200);
    const cambios = detalle.json().data.cambios as Array<{ campo: string; antes: unknown; despues: unknown }>;
    expect(cambios.find((c) => c.campo === 'valor')).toEqual({ campo: 'valor', antes: '8', despues: '9' });
    expect(cambios.map((c) => c.campo)).not.toContain('definicion_id');
    // By company and by module.
    const porEmpresa = await admin('POST', '/api/auditoria/listar', { ...filtro, accion: undefined, empresa_id: ids.bogota });
    expect(porEmpresa.json().paginacion.total).toBe(2);
    const porModulo = await admin('POST', '/api/auditoria/listar', { ...filtro, modulo_id: 158 });
    expect(porModulo.json().paginacion.total).toBe(0);
    // Pages in SQL: one row a page.
    const pagina = await admin('POST', '/api/auditoria/listar', { ...filtro, accion: undefined, limite: 1, desde: 1 });
    expect(pagina.json().data).toHaveLength(1);
    expect(pagina.json().data[0].accion).toBe('INSERT');
  });

  it('shows a user only the rows of their companies', async () => {
    const definicion = (await fila<{ id: number }>(
      t.database.db,
      sql`SELECT id FROM parametros_definiciones WHERE codigo = 'EXIGIR_PLACA'`,
    ))!.id;
    await admin('PUT', '/api/parametro/valores', { definicion_id: definicion, nivel: 'NEGOCIO', empresa_id: ids.raiz, valor: 'S' });
    await admin('PUT', '/api/parametro/valores', {
      definicion_id: definicion,
      nivel: 'ESTACION',
      empresa_id: ids.barranquilla,
      valor: 'S',
    });
    const todas = (
      await admin('POST', '/api/auditoria/listar', { fecha_inicial: hoy(), fecha_final: hoy(), entidad: 'parametros_valores', limite: 100 })
    ).json();
    const negocio = todas.data.find((f: { empresa_id: number }) => f.empresa_id === ids.raiz);
    const caribe = await zonal('POST', '/api/auditoria/listar', {
      fecha_inicial: hoy(),
      fecha_final: hoy(),
      entidad: 'parametros_valores',
      limite: 100,
    });
    expect(caribe.statusCode, caribe.body).toBe(200);
    const empresas = new Set(caribe.json().data.map((f: { empresa_id: number }) => f.empresa_id));
    expect(empresas.has(ids.barranquilla)).toBe(true);
    // A regional user (tipo 3) sees the stations of the business, not the business root's rows.
    expect(empresas.has(ids.raiz)).toBe(false);
    // Another company's row by id: as if it did not exist; its company as a filter: refused.
    expect((await zonal('GET', `/api/auditoria/${negocio.id}`)).statusCode).toBe(404);
    const ajena = await zonal('POST', '/api/auditoria/listar', { fecha_inicial: hoy(), fecha_final: hoy(), empresa_id: ids.raiz });
    expect(ajena.statusCode).toBe(403);
    expect(ajena.json().mensaje).toBe(MENSAJES.empresaFueraDeAlcance);
  });

  it('lists the audited entities', async () => {
    const r = await admin('GET', '/api/auditoria/entidades');
    expect(r.json().data).toEqual(expect.arrayContaining(['parametros_valores', 'perfiles', 'sesiones', 'unidades']));
  });
});
