import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES } from '@eds/contracts/mensajes';
import { MENSAJES_META as M } from '@eds/contracts/metas/metas';
import { fila, filas } from '../src/db/client';
import { conToken, contar, crearApp, ingresar, type AppDePrueba } from './helper';
import { idsDemo } from './factories';
import { reporte } from './reportes-fixtures';

/**
 * Metas de venta (SCREENS.md G23): CRUD(`meta`) with the stored daily split (UNIFORME, POR DÍA DE SEMANA from the
 * same weekdays of last year's sales, MANUAL summing to the goal), unique per period, kept to the caller's scope, and
 * read by the budget reports and the dashboard as general goals only. The test months (2031) have no demo goal.
 */
let t: AppDePrueba;
let admin: ReturnType<typeof conToken>;
let eds: ReturnType<typeof conToken>;
let adminToken: string;
let raiz: number;
let barranquilla: number;
let bogota: number;
let combustible: number;
let categoriaTienda: number;

const meta = (empresa_id: number | string | null, extra: Record<string, unknown> = {}) => ({
  empresa_id,
  anio: 2031,
  mes: 2,
  tipo: 'COMBUSTIBLE',
  unidad: 'VALOR',
  meta: 2_800_000,
  distribucion: 'UNIFORME',
  ...extra,
});

const diasGuardados = async (id: number) =>
  (
    await filas<{ dia: number; valor: string }>(
      t.database.db,
      sql`SELECT dia, valor FROM metas_venta_dias WHERE meta_id = ${id} ORDER BY dia`,
    )
  ).map((d) => Number(d.valor));

beforeAll(async () => {
  t = await crearApp();
  ({ raiz, barranquilla, bogota } = await idsDemo(t.database));
  await t.database.db.execute(sql`
    INSERT INTO perfiles_modulos (perfiles_id, modulos_id, asignaciones)
    SELECT up.perfiles_id, m.id, 'RCUD' FROM usuarios u JOIN usuarios_perfiles up ON up.usuarios_id = u.id, modulos m
     WHERE u.usuario = 'ADMINEDS' AND m.descripcion IN ('CONFIGURACION', 'GESTION METAS')
    ON CONFLICT DO NOTHING`);
  combustible = (await fila<{ id: number }>(t.database.db, sql`SELECT id FROM productos WHERE codigo = 'COMB-001' LIMIT 1`))!.id;
  categoriaTienda = (await fila<{ id: number }>(
    t.database.db,
    sql`SELECT c.id FROM categorias c JOIN empresas e ON e.negocio_id = c.negocio_id WHERE e.id = ${bogota} AND c.tipo_negocio = 'S' ORDER BY c.id LIMIT 1`,
  ))!.id;
  adminToken = (await ingresar(t.app, 'SUPERADMIN')).token;
  admin = conToken(t.app, adminToken);
  eds = conToken(t.app, (await ingresar(t.app, 'ADMINEDS')).token);
});
afterAll(async () => t.cerrar());

describe('metas de venta: form rules', () => {
  it('validates with the screen messages and writes nothing', async () => {
    const antes = await contar(t.database, 'metas_venta');
    const vacio = await admin('POST', '/api/meta', { empresa_id: null, anio: '', mes: '', tipo: '', unidad: '', meta: '' });
    expect(vacio.statusCode).toBe(400);
    expect(vacio.json().errores).toEqual(
      expect.arrayContaining([
        { campo: 'empresa_id', mensaje: MENSAJES.campoObligatorioCorto },
        { campo: 'anio', mensaje: MENSAJES.campoObligatorioCorto },
        { campo: 'mes', mensaje: MENSAJES.campoObligatorioCorto },
        { campo: 'tipo', mensaje: MENSAJES.campoObligatorioCorto },
        { campo: 'meta', mensaje: MENSAJES.campoObligatorio },
      ]),
    );
    const cero = await admin('POST', '/api/meta', meta(bogota, { meta: 0 }));
    expect(cero.json().errores).toEqual([{ campo: 'meta', mensaje: M.metaPositiva }]);
    const mes = await admin('POST', '/api/meta', meta(bogota, { mes: 13 }));
    expect(mes.json().errores).toEqual([{ campo: 'mes', mensaje: 'El valor ingresado debe estar entre 1 y 12' }]);
    // February 2031 has 28 days: 28 values that do not add up to the goal.
    const suma = await admin('POST', '/api/meta', meta(bogota, { distribucion: 'MANUAL', dias: Array.from({ length: 28 }, () => 90_000) }));
    expect(suma.statusCode).toBe(400);
    expect(suma.json().errores).toEqual([{ campo: 'dias', mensaje: 'La suma diaria debe ser igual a la meta mensual' }]);
    const cuantos = await admin('POST', '/api/meta', meta(bogota, { distribucion: 'MANUAL', dias: [2_800_000] }));
    expect(cuantos.json().errores).toEqual([{ campo: 'dias', mensaje: M.diasDelMes }]);
    const tienda = await admin('POST', '/api/meta', meta(bogota, { tipo: 'CANASTILLA', unidad: 'GALONES' }));
    expect(tienda.json().errores).toEqual([{ campo: 'unidad', mensaje: M.unidadNoValida }]);
    const noEds = await admin('POST', '/api/meta', meta(raiz));
    expect(noEds.json().errores).toEqual([{ campo: 'empresa_id', mensaje: M.noEsEstacion }]);
    const producto = await admin('POST', '/api/meta', meta(bogota, { tipo: 'KIOSCO', producto_id: combustible }));
    expect(producto.json().errores).toEqual([{ campo: 'producto_id', mensaje: M.productoNoValido }]);
    expect(await contar(t.database, 'metas_venta')).toBe(antes);
  });
});

describe('metas de venta: CRUD and the stored daily split', () => {
  let general: number;

  it('creates a uniform goal whose 28 stored days add up to it to the cent, and lists it', async () => {
    const r = await admin('POST', '/api/meta', meta(bogota, { meta: '1000000.01' }));
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().mensaje).toBe(M.creado);
    general = r.json().data.id;
    const dias = await diasGuardados(general);
    expect(dias).toHaveLength(28);
    expect(Math.round(dias.reduce((s, v) => s + v, 0) * 100)).toBe(100_000_001);
    expect(Math.round((Math.max(...dias) - Math.min(...dias)) * 100)).toBeLessThanOrEqual(1);
    const lista = await admin('GET', `/api/meta?empresa_id=${bogota}&anio=2031&mes=2`);
    expect(lista.statusCode).toBe(200);
    expect(lista.json().data).toEqual([
      expect.objectContaining({
        id: general,
        estacion: 'EDS BOGOTA NORTE',
        anio: 2031,
        mes: 2,
        tipo: 'COMBUSTIBLE',
        unidad: 'VALOR',
        producto_id: null,
        producto_categoria: null,
        meta: 1000000.01,
        distribucion: 'UNIFORME',
        estado: 'A',
      }),
    ]);
  });

  it('is unique per period, type and product/category: a goal for one fuel or one category sits beside the general one', async () => {
    const otra = await admin('POST', '/api/meta', meta(bogota, { meta: 5 }));
    expect(otra.statusCode).toBe(400);
    expect(otra.json().errores).toEqual([{ campo: 'mes', mensaje: M.repetida }]);
    const deProducto = await admin('POST', '/api/meta', meta(bogota, { producto_id: combustible, meta: 900_000 }));
    expect(deProducto.statusCode, deProducto.body).toBe(200);
    const repetido = await admin('POST', '/api/meta', meta(bogota, { producto_id: combustible, meta: 1 }));
    expect(repetido.json().errores).toEqual([{ campo: 'mes', mensaje: M.repetida }]);
    const deCategoria = await admin(
      'POST',
      '/api/meta',
      meta(bogota, { tipo: 'CANASTILLA', categoria_id: categoriaTienda, meta: 300_000 }),
    );
    expect(deCategoria.statusCode, deCategoria.body).toBe(200);
    const galones = await admin('POST', '/api/meta', meta(bogota, { unidad: 'GALONES', meta: 28_000 }));
    expect(galones.statusCode, galones.body).toBe(200);
    const uno = await admin('GET', `/api/meta/${deCategoria.json().data.id}`);
    expect(uno.json().data).toMatchObject({ tipo: 'CANASTILLA', categoria_id: categoriaTienda, producto_id: null });
    expect(uno.json().data.producto_categoria).toEqual(expect.any(String));
  });

  it('edits into a MANUAL split stored day by day, inactivates, activates and deletes', async () => {
    const dias = Array.from({ length: 28 }, (_, i) => (i === 0 ? 1_000_000.01 : 0));
    const r = await admin('PUT', '/api/meta', { ...meta(bogota, { meta: '1000000.01', distribucion: 'MANUAL', dias }), id: general });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().mensaje).toBe(M.editado);
    expect(await diasGuardados(general)).toEqual(dias);
    const i = await admin('PUT', `/api/meta/${general}/I`);
    expect(i.json().mensaje).toBe(M.inactivado);
    expect((await fila<{ estado: string }>(t.database.db, sql`SELECT estado FROM metas_venta WHERE id = ${general}`))!.estado).toBe('I');
    expect((await admin('PUT', `/api/meta/${general}/A`)).json().mensaje).toBe(M.activado);
    const temporal = await admin('POST', '/api/meta', meta(bogota, { mes: 3, meta: 31 }));
    const id = temporal.json().data.id;
    const d = await admin('DELETE', `/api/meta/${id}`);
    expect(d.json().mensaje).toBe(M.eliminado);
    expect(await diasGuardados(id)).toEqual([]);
  });

  it('POR DÍA DE SEMANA weighs each day by the same weekday of the station’s sales a year before; none: uniform', async () => {
    // March 2030: Sundays sold 3 times what the other days sold.
    await t.database.db.execute(sql`
      INSERT INTO ventas_resumen_dia (empresa_id, fecha_negocio, tipo_negocio, producto_id, cantidad, valor, impuestos, descuento, costo, num_ventas)
      SELECT ${barranquilla}, d::date, 'C', ${combustible}, 10, CASE WHEN extract(dow FROM d) = 0 THEN 300 ELSE 100 END, 0, 0, 0, 1
        FROM generate_series('2030-03-01'::date, '2030-03-31'::date, interval '1 day') d
      ON CONFLICT DO NOTHING`);
    // March 2031: 31 days, 5 Sundays (2, 9, 16, 23, 30) → weights 26×1 + 5×3 = 41.
    const r = await admin('POST', '/api/meta', meta(barranquilla, { mes: 3, meta: 41_000, distribucion: 'POR DÍA DE SEMANA' }));
    expect(r.statusCode, r.body).toBe(200);
    const dias = await diasGuardados(r.json().data.id);
    expect(dias).toHaveLength(31);
    expect(dias[1]).toBe(3000);
    expect(dias[0]).toBe(1000);
    expect(dias.reduce((s, v) => s + v, 0)).toBe(41_000);
    const sinHistoria = await admin('POST', '/api/meta/distribucion', {
      ...meta(bogota, { mes: 4, meta: 300 }),
      distribucion: 'POR DÍA DE SEMANA',
    });
    expect(sinHistoria.statusCode, sinHistoria.body).toBe(200);
    expect(sinHistoria.json().data.dias).toEqual(Array.from({ length: 30 }, () => 10));
  });
});

describe('metas de venta: scope', () => {
  it('a station user sees and writes only its station; a sibling station’s goal does not exist for it', async () => {
    const ajena = (await admin('GET', `/api/meta?empresa_id=${bogota}&anio=2031&mes=2&estado=A`)).json().data[0].id as number;
    const propia = await eds('POST', '/api/meta', meta(barranquilla, { mes: 5, meta: 31 }));
    expect(propia.statusCode, propia.body).toBe(200);
    const lista = await eds('GET', '/api/meta?tamano=100');
    expect(new Set(lista.json().data.map((x: { empresa_id: number }) => x.empresa_id))).toEqual(new Set([barranquilla]));
    for (const [metodo, url, cuerpo, estado] of [
      ['GET', `/api/meta/${ajena}`, undefined, 404],
      ['PUT', '/api/meta', { ...meta(barranquilla, { mes: 6, meta: 30 }), id: ajena }, 404],
      ['PUT', `/api/meta/${ajena}/I`, undefined, 404],
      ['DELETE', `/api/meta/${ajena}`, undefined, 404],
      ['POST', '/api/meta', meta(bogota, { mes: 7, meta: 31 }), 403],
      ['GET', `/api/meta?empresa_id=${bogota}`, undefined, 403],
    ] as const) {
      const r = await eds(metodo, url, cuerpo);
      expect(r.statusCode, `${metodo} ${url}`).toBe(estado);
    }
    expect(
      (await fila<{ estado: string; mes: number }>(t.database.db, sql`SELECT estado, mes FROM metas_venta WHERE id = ${ajena}`))!,
    ).toEqual({
      estado: 'A',
      mes: 2,
    });
  });

  it('without the module the calls are refused', async () => {
    const consulta = conToken(t.app, (await ingresar(t.app, 'CONSULTA')).token);
    const r = await consulta('POST', '/api/meta', meta(bogota, { mes: 8 }));
    expect(r.statusCode).toBe(403);
  });
});

describe('metas de venta: the budget readers', () => {
  it('pdv/presupuesto_venta and cuplimiento-diario read the stored split of the general goal only', async () => {
    // Bogotá, February 2031: the general peso goal is MANUAL (all on day 1); the fuel-product goal is not counted.
    const pedir = reporte(t.app, adminToken);
    const cuerpo = { estaciones: [bogota], fecha_inicial: '2031-02-01', fecha_final: '2031-02-28', tamano: 50 };
    const p = await pedir('pdv/presupuesto_venta', { ...cuerpo, filtros: { tipo_negocio: 'C' } });
    expect(p.statusCode, p.body).toBe(200);
    const fp = p.json().data.filas as { dia: string; presupuesto: number; presupuesto_acumulado: number }[];
    expect(fp).toHaveLength(28);
    expect(fp[0]).toMatchObject({ dia: '2031-02-01', presupuesto: 1_000_000.01 });
    expect(fp[1]).toMatchObject({ presupuesto: 0, presupuesto_acumulado: 1_000_000.01 });
    expect(p.json().data.totales.presupuesto).toBe(1_000_000.01);
    const c = await pedir('cuplimiento-diario', { ...cuerpo, filtros: { unidad: 'GALONES' } });
    expect(c.statusCode, c.body).toBe(200);
    const fc = c.json().data.filas as { meta: number }[];
    // The gallons goal of 28.000 is uniform: 1.000 a day.
    expect(fc.map((f) => f.meta)).toEqual(Array.from({ length: 28 }, () => 1000));
  });

  it('the demo’s goals all have their stored days', async () => {
    const sinDias = await fila<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM metas_venta m WHERE m.dias IS NULL AND m.anio < 2031
            AND NOT EXISTS (SELECT 1 FROM metas_venta_dias d WHERE d.meta_id = m.id)`,
    );
    expect(sinDias!.n).toBe(0);
  });
});
