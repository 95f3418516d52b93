import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diaOperativo, sumarDias } from '@eds/contracts/dia-operativo';
import { MENSAJES } from '@eds/contracts/mensajes';
import { REPORTES, RUTAS_REPORTE } from '@eds/contracts/reportes/catalogo';
import { MENSAJES_REPORTES as M, MENSAJES_TRABAJOS_REPORTE as MT } from '@eds/contracts/reportes/mensajes';
import { ZEstacionReporte, ZOpcionReporte, ZTrabajoReporte } from '@eds/contracts/reportes/motor';
import { envelopePaginado } from '@eds/contracts/envelope';
import { fila, filas } from '../src/db/client';
import { conToken, crearApp, ingresar, type AppDePrueba } from './helper';
import { crearOtroNegocio, idsDemo, usuarioConModulos } from './factories';
import {
  TAMANO_PARTE_DEFECTO,
  UMBRAL_TRABAJO_DEFECTO_MS,
  fijarTamanoParte,
  fijarUmbralTrabajo,
} from '../src/services/reportes/motor/trabajos';
import { exportar, hojaExcel, reporte, textosPdf } from './reportes-fixtures';

/**
 * The report engine (docs/decisions/019-report-engine.md) over the demo's operations: paging and order on the
 * server, the foot over every matching row, the exports built on the server (a workbook with typed cells and its
 * Filtros sheet, a PDF with its pages counted and its row limit) and the download links bound to their session.
 */

let t: AppDePrueba;
let ids: Awaited<ReturnType<typeof idsDemo>>;
let token: string;
let pedir: ReturnType<typeof reporte>;
const hoy = diaOperativo(new Date());
const rango = { fecha_inicial: sumarDias(hoy, -3), fecha_final: hoy };

beforeAll(async () => {
  t = await crearApp();
  ids = await idsDemo(t.database);
  token = (await ingresar(t.app, 'SUPERADMIN')).token;
  pedir = reporte(t.app, token);
});
afterAll(async () => t.cerrar());

describe('every report of the catalogue', () => {
  /** An entry of the store (S) or the kiosk (K) at Barranquilla today, into its warehouse of that kind (made if missing). */
  const entradaDemo = async (negocio: 'S' | 'K') => {
    const admin = conToken(t.app, token);
    const tipo = negocio === 'S' ? 'CANASTILLA' : 'KIOSCO';
    let bodega = (
      await fila<{ id: number }>(t.database.db, sql`SELECT id FROM bodegas WHERE empresa_id = ${ids.barranquilla} AND tipo = ${tipo}`)
    )?.id;
    if (bodega === undefined) {
      const nueva = await admin('POST', '/api/bodega', {
        empresa_id: ids.barranquilla,
        codigo: 'BOD-KIO-M',
        descripcion: 'kiosco motor',
        tipo,
      });
      expect(nueva.statusCode, nueva.body).toBe(200);
      bodega = nueva.json().data.id as number;
    }
    const p = await fila<{ proveedor: number; producto: number }>(
      t.database.db,
      sql`SELECT (SELECT id FROM proveedores WHERE tipo = 'CANASTILLA' ORDER BY id LIMIT 1) AS proveedor,
                 (SELECT id FROM productos WHERE codigo = 'CAN-001' ORDER BY id LIMIT 1) AS producto`,
    );
    const r = await admin('POST', '/api/movimiento/entrada', {
      empresa_id: ids.barranquilla,
      tipo_negocio: negocio,
      bodega_id: bodega,
      proveedor_id: p!.proveedor,
      factura_proveedor: `MOTOR-${negocio}`,
      lineas: [{ producto_id: p!.producto, cantidad: 12, costo_unitario: 1350, iva_pct: 19 }],
    });
    expect(r.statusCode, r.body).toBe(200);
  };

  /** A store supplier's agreement on a demo store product, in force at both stations asked for. */
  const acuerdoDemo = async () => {
    const admin = conToken(t.app, token);
    const p = await fila<{ proveedor: number; producto: number; raiz: number }>(
      t.database.db,
      sql`SELECT (SELECT id FROM proveedores WHERE tipo = 'CANASTILLA' ORDER BY id LIMIT 1) AS proveedor,
                 (SELECT id FROM productos WHERE codigo = 'CAN-001' ORDER BY id LIMIT 1) AS producto,
                 (SELECT id FROM empresas WHERE empresas_id IS NULL AND negocio_id = (SELECT negocio_id FROM empresas WHERE id = ${ids.barranquilla})) AS raiz`,
    );
    const creado = await admin('POST', '/api/contrato', {
      empresa_id: p!.raiz,
      proveedor_id: p!.proveedor,
      numero: 'ac-motor-1',
      fecha_inicio: sumarDias(hoy, -30),
      fecha_fin: sumarDias(hoy, 30),
      estaciones: [ids.barranquilla, ids.cartagena],
      lineas: [{ producto_id: p!.producto, costo: 1000 }],
    });
    expect(creado.statusCode, creado.body).toBe(200);
    expect((await admin('PUT', `/api/contrato/${creado.json().data.id}/estado`, { estado: 'VIGENTE' })).statusCode).toBe(200);
  };

  /**
   * Filters a report cannot run without (a stock card needs a product or a category): the demo's first store category.
   * The demo's last order is still pending (its few days hold no entry): the purchase books get one of theirs; the demo
   * has no supplier agreement: productos-acuerdos gets one in force at both stations. Both through their calls.
   */
  /** The demo converts no vehicle to GNV: one converted within the range, its certificate due in ten days (an alert). */
  const conversionDemo = async () => {
    const p = await fila<{ cliente: number; taller: number; verificadora: number }>(
      t.database.db,
      sql`SELECT (SELECT c.id FROM clientes c JOIN empresas e ON e.negocio_id = c.negocio_id WHERE e.id = ${ids.barranquilla} ORDER BY c.id LIMIT 1) AS cliente,
                 (SELECT x.id FROM talleres x JOIN empresas e ON e.negocio_id = x.negocio_id WHERE e.id = ${ids.barranquilla} AND x.estado = 'A' ORDER BY x.id LIMIT 1) AS taller,
                 (SELECT x.id FROM verificadoras x JOIN empresas e ON e.negocio_id = x.negocio_id WHERE e.id = ${ids.barranquilla} AND x.estado = 'A' ORDER BY x.id LIMIT 1) AS verificadora`,
    );
    const r = await conToken(t.app, token)('POST', '/api/conversion', {
      empresa_id: ids.barranquilla,
      placa: `GNV${placaDemo++}`,
      cliente_id: p!.cliente,
      taller_id: p!.taller,
      verificadora_id: p!.verificadora,
      certificado: 'cert-demo',
      fecha_conversion: rango.fecha_inicial,
      vence_revision: sumarDias(hoy, 10),
      valor_financiado: 10000,
      cuota_m3: 500,
    });
    expect(r.statusCode, r.body).toBe(200);
  };
  let placaDemo = 700;

  const requeridos = async (ruta: string): Promise<Record<string, unknown>> => {
    if (ruta === 'conversiones' || ruta === 'alerta_conversiones') await conversionDemo();
    if (ruta === 'cc/libro-compras-kiosco') await entradaDemo('K');
    if (ruta === 'canastilla/libro-compras-canastilla') await entradaDemo('S');
    if (ruta === 'productos-acuerdos') {
      await acuerdoDemo();
      return {};
    }
    if (ruta !== 'kardex-canastilla') return {};
    const c = await fila<{ id: number }>(
      t.database.db,
      sql`SELECT c.id FROM categorias c WHERE c.tipo_negocio = 'S' AND EXISTS (SELECT 1 FROM productos p WHERE p.categoria_id = c.id) ORDER BY c.id LIMIT 1`,
    );
    return { filtros: { categoria: c!.id } };
  };

  it.each(RUTAS_REPORTE)('%s answers its contract over the demo, with its chart when it has one', async (ruta) => {
    const r = await pedir(ruta, { estaciones: [ids.barranquilla, ids.cartagena], ...rango, grafico: true, ...(await requeridos(ruta)) });
    expect(r.statusCode, r.body).toBe(200);
    const data = REPORTES[ruta].datos.parse(r.json().data);
    expect(data.total_filas).toBeGreaterThan(0);
    expect(data.grafico === null).toBe(REPORTES[ruta].grafico === undefined);
  });
});

describe('paging, order and foot on the server', () => {
  const cuerpo = () => ({ ...rango, estaciones: [ids.barranquilla] });

  it('pages in a stable order and says how many rows match; the foot covers every row, not the page', async () => {
    const base = cuerpo();
    const todas = REPORTES.ventas_productos.datos.parse((await pedir('ventas_productos', { ...base, tamano: 500 })).json().data);
    expect(todas.total_filas).toBeGreaterThan(10);
    const p1 = REPORTES.ventas_productos.datos.parse((await pedir('ventas_productos', { ...base, tamano: 5, pagina: 1 })).json().data);
    const p2 = REPORTES.ventas_productos.datos.parse((await pedir('ventas_productos', { ...base, tamano: 5, pagina: 2 })).json().data);
    expect([...p1.filas, ...p2.filas]).toEqual(todas.filas.slice(0, 10));
    expect(p1.total_filas).toBe(todas.total_filas);
    expect(p2.totales).toEqual(todas.totales);
    const suma = todas.filas.reduce((s, f) => s + Math.round(f.valor * 100), 0);
    expect(Math.round(todas.totales.valor! * 100)).toBe(suma);
    const fuera = REPORTES.ventas_productos.datos.parse(
      (await pedir('ventas_productos', { ...base, tamano: 5, pagina: 1000 })).json().data,
    );
    expect(fuera.filas).toEqual([]);
    expect(fuera.total_filas).toBe(todas.total_filas);
  });

  it('sorts on up to three sortable columns and refuses any other', async () => {
    const base = { ...cuerpo(), tamano: 500 };
    const r = REPORTES.ventas_productos.datos.parse(
      (await pedir('ventas_productos', { ...base, orden: 'categoria:asc,producto:desc' })).json().data,
    );
    const claves = r.filas.map((f) => [f.categoria ?? '', f.producto]);
    const esperado = [...claves].sort((x, y) => (x[0] === y[0] ? (x[1] < y[1] ? 1 : x[1] > y[1] ? -1 : 0) : x[0] < y[0] ? -1 : 1));
    expect(claves).toEqual(esperado);
    const mala = await pedir('ventas_productos', { ...base, orden: 'estacion_id;drop:asc' });
    expect(mala.statusCode).toBe(400);
    expect((await pedir('ventas_productos', { ...base, orden: 'costo:asc' })).statusCode).toBe(400);
  });

  it('groups the rows of several stations by station, with Subtotals that add up to the foot', async () => {
    const r = REPORTES.ventas_productos.datos.parse(
      (await pedir('ventas_productos', { ...rango, estaciones: [ids.barranquilla, ids.cartagena], tamano: 500 })).json().data,
    );
    const orden = [...new Set(r.filas.map((f) => f.estacion_id))];
    expect(orden).toEqual(r.subtotales.map((s) => s.estacion_id));
    expect(r.subtotales.reduce((s, x) => s + x.filas, 0)).toBe(r.total_filas);
    expect(Math.round(r.subtotales.reduce((s, x) => s + x.totales.valor! * 100, 0))).toBe(Math.round(r.totales.valor! * 100));
  });

  it('reads a regional as its stations, and refuses a company outside the scope', async () => {
    const zonal = await ingresar(t.app, 'ZONAL');
    const r = await reporte(t.app, zonal.token)('ventas_eds', { ...rango, estaciones: [ids.caribe] });
    expect(r.statusCode).toBe(200);
    expect(r.json().data.filas.length).toBeGreaterThan(0);
    const estacion = await ingresar(t.app, 'ADMINEDS');
    const fuera = await reporte(t.app, estacion.token)('ventas_eds', { ...rango, estaciones: [ids.caribe] });
    expect(fuera.statusCode).toBe(403);
    expect(fuera.json().mensaje).toBe(MENSAJES.estacionFueraDeAlcance);
  });
});

describe('exports built on the server', () => {
  it('writes a workbook with typed cells, the Subtotals and TOTALES, and a Filtros sheet', async () => {
    const cuerpo = { ...rango, estaciones: [ids.barranquilla, ids.cartagena], filtros: { tipo_negocio: 'C' } };
    const datos = REPORTES.ventas_productos.datos.parse((await pedir('ventas_productos', { ...cuerpo, tamano: 500 })).json().data);
    const { archivo, contenido } = await exportar(t.app, token, 'ventas_productos', { ...cuerpo, formato: 'xlsx' });
    expect(archivo).toMatch(
      new RegExp(`^ventas_productos_VARIAS_${rango.fecha_inicial.replace(/-/g, '')}-${hoy.replace(/-/g, '')}_export_\\d{14}\\.xlsx$`),
    );
    const filas = await hojaExcel(contenido, 'Reporte');
    const titulos = filas.findIndex((f) => f[0] === 'Estación');
    expect(filas[titulos]).toEqual([
      'Estación',
      'Código',
      'Producto',
      'Categoría',
      'Unidad',
      'Cantidad',
      'Base',
      'Impuestos',
      'Valor',
      'Precio promedio',
      '% participación',
    ]);
    const cuerpoHoja = filas.slice(titulos + 1);
    expect(cuerpoHoja).toHaveLength(datos.total_filas + datos.subtotales.length + 1);
    const primera = datos.filas[0];
    expect(cuerpoHoja[0]).toEqual([
      primera.estacion,
      primera.codigo,
      primera.producto,
      primera.categoria,
      primera.unidad,
      primera.cantidad,
      primera.base,
      primera.impuestos,
      primera.valor,
      primera.precio_promedio,
      primera.participacion,
    ]);
    expect(cuerpoHoja.filter((f) => String(f[0]).startsWith('Subtotal '))).toHaveLength(2);
    expect(cuerpoHoja.at(-1)!.slice(0, 1)).toEqual(['TOTALES']);
    expect(cuerpoHoja.at(-1)![8]).toBe(datos.totales.valor);
    const filtros = await hojaExcel(contenido, 'Filtros');
    expect(filtros).toEqual(
      expect.arrayContaining([
        ['Reporte', 'Ventas por producto'],
        ['Fecha inicial', rango.fecha_inicial.split('-').reverse().join('/')],
        ['Tipo de negocio', 'COMBUSTIBLE'],
        ['Usuario', 'SUPERADMIN'],
      ]),
    );
  });

  it('says on the Filtros sheet and under the PDF heading what every filter was, Todos for one left empty', async () => {
    const cuerpo = { ...rango, estaciones: [ids.barranquilla] };
    const excel = await exportar(t.app, token, 'ventas_productos', { ...cuerpo, formato: 'xlsx' });
    expect(await hojaExcel(excel.contenido, 'Filtros')).toEqual(
      expect.arrayContaining([
        ['Tipo de negocio', 'Todos'],
        ['Producto', 'Todos'],
      ]),
    );
    const pdf = await exportar(t.app, token, 'ventas_productos', { ...cuerpo, formato: 'pdf' });
    expect(textosPdf(pdf.contenido)).toContain('Tipo de negocio: Todos  ·  Categoría: Todos  ·  Producto: Todos');
    const combustible = await exportar(t.app, token, 'ventas_productos', { ...cuerpo, filtros: { tipo_negocio: 'C' }, formato: 'pdf' });
    expect(textosPdf(combustible.contenido)).toContain('Tipo de negocio: COMBUSTIBLE  ·  Categoría: Todos  ·  Producto: Todos');
  });

  it('prints a PDF with the heading, the rows as the screen shows them, the foot and its pages counted', async () => {
    const cuerpo = { ...rango, estaciones: [ids.barranquilla] };
    const datos = REPORTES.ventas_eds.datos.parse((await pedir('ventas_eds', cuerpo)).json().data);
    const { archivo, contenido } = await exportar(t.app, token, 'ventas_eds', { ...cuerpo, formato: 'pdf', grafico: true });
    expect(archivo).toMatch(/^ventas_eds_EDS-BARRANQUILLA-CENTRO_\d{8}-\d{8}_export_\d{14}\.pdf$/);
    expect(contenido.subarray(0, 5).toString()).toBe('%PDF-');
    const textos = textosPdf(contenido);
    expect(textos).toEqual(
      expect.arrayContaining(['Ventas por estación', 'COMBUSTIBLES ANDINOS S.A.S.', 'Total', 'TOTALES', 'Página 1 de 1']),
    );
    const total = datos.filas[0].total;
    const dinero = `$${new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(total)}`;
    expect(textos.filter((x) => x === dinero).length).toBeGreaterThanOrEqual(2);
  });

  it('refuses a PDF above 10.000 rows, and builds the workbook of the same rows', async () => {
    // A price history of 10.001 periods for one product (the price service writes one period per transaction).
    const desde = `${rango.fecha_inicial} 07:00:00`;
    await t.database.db.execute(sql`
      INSERT INTO precios (empresa_id, producto_id, precio, vigente_desde, vigente_hasta, origen)
      SELECT ${ids.bogota}, p.id, 1000 + n, (${desde}::timestamp AT TIME ZONE 'America/Bogota') + n * interval '1 second',
             (${desde}::timestamp AT TIME ZONE 'America/Bogota') + (n + 1) * interval '1 second', 'REMARCACION'
        FROM generate_series(1, 10001) n, (SELECT id FROM productos WHERE codigo = 'CAN-001') p`);
    const cuerpo = { ...rango, estaciones: [ids.bogota] };
    const pdf = await pedir('historicos-precios', { ...cuerpo, formato: 'pdf' });
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().mensaje).toBe(M.pdfMaximo);
    const { contenido } = await exportar(t.app, token, 'historicos-precios', { ...cuerpo, formato: 'xlsx' });
    const producto = (await fila<{ descripcion: string }>(t.database.db, sql`SELECT descripcion FROM productos WHERE codigo = 'CAN-001'`))!
      .descripcion;
    const filas = await hojaExcel(contenido, 'Reporte');
    expect(filas.filter((f) => f[0] === producto).length).toBeGreaterThanOrEqual(10_001);
    expect(filas.at(-1)![0]).toBe('TOTALES');
  });
});

describe('export jobs', () => {
  const cuerpo = (extra: Record<string, unknown> = {}) => ({ ...rango, estaciones: [ids.barranquilla], ...extra });
  afterAll(() => fijarUmbralTrabajo(UMBRAL_TRABAJO_DEFECTO_MS));

  it('answer a build slower than the threshold at once with its job, report its progress and serve the file when ready', async () => {
    fijarUmbralTrabajo(0);
    try {
      const r = await pedir('cierre-dia-completo', cuerpo({ formato: 'xlsx', fecha_inicial: hoy }));
      expect(r.statusCode, r.body).toBe(202);
      expect(r.json().mensaje).toBe(MT.enProceso);
      const trabajo = ZTrabajoReporte.parse(r.json().data);
      expect(trabajo).toMatchObject({ ruta: 'cierre-dia-completo', estado: 'EN_PROCESO', url: null });
      expect(trabajo.filename).toMatch(/^cierre-dia-completo_EDS-BARRANQUILLA-CENTRO_/);
      let estado = trabajo;
      for (let i = 0; i < 600 && estado.estado === 'EN_PROCESO'; i++) {
        const antes = await conToken(t.app, token)('GET', `/api/reportes/v1/trabajos/${trabajo.trabajo}/archivo`);
        if (estado.estado === 'EN_PROCESO' && antes.statusCode === 409) expect(antes.json().mensaje).toBe(MT.aunNoListo);
        await new Promise((resolve) => setTimeout(resolve, 50));
        estado = ZTrabajoReporte.parse((await conToken(t.app, token)('GET', `/api/reportes/v1/trabajos/${trabajo.trabajo}`)).json().data);
      }
      expect(estado).toMatchObject({ estado: 'LISTO', url: `/api/reportes/v1/trabajos/${trabajo.trabajo}/archivo`, mensaje: null });
      expect(estado.filas).toBeGreaterThan(0);
      // Stored in the database: what any instance serves.
      const guardado = await fila<{ bytes: number }>(
        t.database.db,
        sql`SELECT sum(octet_length(datos))::int AS bytes FROM reportes_trabajos_partes WHERE trabajo_id = ${trabajo.trabajo}`,
      );
      expect(guardado!.bytes).toBe(estado.bytes);
      const d = await conToken(t.app, token)('GET', estado.url!);
      expect(d.statusCode).toBe(200);
      expect(d.headers['content-disposition']).toBe(`attachment; filename="${trabajo.filename}"`);
      const hoja = await hojaExcel(d.rawPayload, 'Cierre diario');
      expect(hoja[0]).toEqual(['COMBUSTIBLES ANDINOS S.A.S.', 'Cierre de día completo · Cierre diario']);

      // Another session of the same business and scope downloads it; a user of another business does not even see it.
      const otra = await ingresar(t.app, 'SUPERADMIN');
      expect((await conToken(t.app, otra.token)('GET', estado.url!)).statusCode).toBe(200);
      const host = 'reportes-otro.example.co';
      const otro = await crearOtroNegocio(t.database, { host });
      const ingreso = await t.app.inject({
        method: 'POST',
        url: '/api/v1/signin/',
        payload: { user: otro.usuario, pass: otro.clave },
        headers: { host },
      });
      const ajeno = conToken(t.app, ingreso.json().data.token as string);
      for (const url of [estado.url!, `/api/reportes/v1/trabajos/${trabajo.trabajo}`]) {
        const x = await ajeno('GET', url);
        expect(x.statusCode).toBe(404);
        expect(x.json().mensaje).toBe(MT.noExiste);
      }
      expect((await t.app.inject({ method: 'GET', url: estado.url! })).statusCode).toBe(401);
    } finally {
      fijarUmbralTrabajo(UMBRAL_TRABAJO_DEFECTO_MS);
    }
  });

  it('serve a quick build at once (201) and check the stations and the module again when downloading', async () => {
    const r = await pedir('ventas_eds', cuerpo({ formato: 'xlsx', estaciones: [ids.cartagena] }));
    expect(r.statusCode).toBe(201);
    const url = r.json().data.url as string;
    expect(url).toMatch(/^\/api\/reportes\/v1\/trabajos\/[0-9a-f-]{36}\/archivo$/);
    // A station user of another station of the business: the file holds a station outside its scope.
    const eds = await ingresar(t.app, 'ADMINEDS');
    const fuera = await conToken(t.app, eds.token)('GET', url);
    expect(fuera.statusCode).toBe(403);
    expect(fuera.json().mensaje).toBe(MENSAJES.estacionFueraDeAlcance);
    expect((await conToken(t.app, token)('GET', url)).statusCode).toBe(200);
    expect((await conToken(t.app, token)('GET', '/api/reportes/v1/trabajos/00000000-0000-4000-8000-000000000000/archivo')).statusCode).toBe(
      404,
    );
  });

  it('store a file in parts as it is built and stream the download byte for byte', async () => {
    fijarTamanoParte(2048);
    try {
      for (const [formato, firma] of [
        ['xlsx', Buffer.from([0x50, 0x4b, 0x03, 0x04])],
        ['pdf', Buffer.from('%PDF')],
      ] as const) {
        const r = await pedir('ventas_eds', cuerpo({ formato, estaciones: [ids.barranquilla, ids.cartagena] }));
        expect(r.statusCode, r.body).toBe(201);
        const id = (r.json().data.url as string).split('/')[5];
        const partes = await filas<{ n: number; datos: Buffer }>(
          t.database.db,
          sql`SELECT n, datos FROM reportes_trabajos_partes WHERE trabajo_id = ${id} ORDER BY n`,
        );
        expect(partes.length).toBeGreaterThan(1);
        expect(partes.map((p) => p.n)).toEqual(partes.map((_, i) => i));
        expect(partes.slice(0, -1).every((p) => Buffer.from(p.datos).length === 2048)).toBe(true);
        const d = await conToken(t.app, token)('GET', r.json().data.url as string);
        expect(d.statusCode).toBe(200);
        expect(Number(d.headers['content-length'])).toBe(d.rawPayload.length);
        expect(d.rawPayload.equals(Buffer.concat(partes.map((p) => Buffer.from(p.datos))))).toBe(true);
        expect(d.rawPayload.subarray(0, firma.length).equals(firma)).toBe(true);
        if (formato === 'xlsx') expect((await hojaExcel(d.rawPayload, 'Reporte')).length).toBeGreaterThan(0);
        else expect(textosPdf(d.rawPayload).join(' ')).toContain('TOTALES');
      }
    } finally {
      fijarTamanoParte(TAMANO_PARTE_DEFECTO);
    }
  });

  it('refuse a third file building at once for one user, with 429, and accept it once one ends', async () => {
    const usuario = 'REPORTESLIMITE';
    const llamar = await usuarioConModulos(t, usuario, ids.barranquilla, [REPORTES.ventas_eds.modulo], 'R');
    const u = (await fila<{ id: number; negocio_id: number }>(
      t.database.db,
      sql`SELECT u.id, e.negocio_id FROM usuarios u JOIN empresas e ON e.id = u.empresas_id WHERE u.usuario = ${usuario}`,
    ))!;
    const enCurso = [randomUUID(), randomUUID()];
    for (const id of enCurso) {
      await t.database.db.execute(
        sql`INSERT INTO reportes_trabajos (id, negocio_id, usuario_id, ruta, estaciones, pedido, formato, archivo, estado, vence_en)
            VALUES (${id}, ${u.negocio_id}, ${u.id}, 'ventas_eds', ${`{${ids.barranquilla}}`}::int[], '{}'::jsonb, 'xlsx', 'x.xlsx',
                    'EN_PROCESO', now() + interval '1 day')`,
      );
    }
    const contar = async () =>
      (await fila<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n FROM reportes_trabajos WHERE usuario_id = ${u.id}`))!.n;
    const tercero = await llamar('POST', '/api/reportes/v1/ventas_eds', cuerpo({ formato: 'xlsx' }));
    expect(tercero.statusCode).toBe(429);
    expect(tercero.json().mensaje).toBe(MT.demasiados);
    expect(await contar()).toBe(2);

    await t.database.db.execute(sql`UPDATE reportes_trabajos SET estado = 'ERROR' WHERE id = ${enCurso[0]}`);
    const otraVez = await llamar('POST', '/api/reportes/v1/ventas_eds', cuerpo({ formato: 'xlsx' }));
    expect(otraVez.statusCode, otraVez.body).toBe(201);
    expect(await contar()).toBe(3);
  });

  it('check the report module again when downloading', async () => {
    const consulta = await ingresar(t.app, 'CONSULTA');
    const propio = await reporte(t.app, consulta.token)('ventas_eds', { ...rango, estaciones: [ids.barranquilla], formato: 'pdf' });
    expect(propio.statusCode).toBe(201);
    expect((await conToken(t.app, consulta.token)('GET', propio.json().data.url)).statusCode).toBe(200);
    const otro = await reporte(t.app, consulta.token)('ventas_promotor', { ...rango, estaciones: [ids.barranquilla], formato: 'pdf' });
    expect(otro.statusCode).toBe(403);
    expect(otro.json().mensaje).toBe(MENSAJES.sinPermisoModulo);
  });
});

describe('the filter bar', () => {
  it('lists the stations of the scope with their city and regional', async () => {
    const todas = (await conToken(t.app, token)('GET', '/api/reportes/v1/estaciones')).json().data;
    const lista = ZEstacionReporte.array().parse(todas);
    expect(lista.find((e) => e.id === ids.barranquilla)).toEqual({
      id: ids.barranquilla,
      alias: 'EDS BARRANQUILLA CENTRO',
      ciudad: 'BARRANQUILLA',
      regional_id: ids.caribe,
    });
    const estacion = await ingresar(t.app, 'ADMINEDS');
    const propias = ZEstacionReporte.array().parse(
      (await conToken(t.app, estacion.token)('GET', '/api/reportes/v1/estaciones')).json().data,
    );
    expect(propias.map((e) => e.id)).toEqual([estacion.data.empresas_id]);
  });

  it('lists the options of a filter for the stations chosen, paged, within the scope', async () => {
    const r = await conToken(t.app, token)(
      'GET',
      `/api/reportes/v1/opciones/promotores?reporte=ventas_promotor&estaciones=${ids.barranquilla}&limite=3`,
    );
    const cuerpo = envelopePaginado(ZOpcionReporte).parse(r.json());
    expect(cuerpo.data).toHaveLength(3);
    expect(cuerpo.data.every((o) => o.estacion_id === ids.barranquilla)).toBe(true);
    expect(cuerpo.paginacion.total).toBeGreaterThan(3);
    const productos = envelopePaginado(ZOpcionReporte).parse(
      (
        await conToken(t.app, token)('GET', `/api/reportes/v1/opciones/productos?reporte=historicos-precios&estaciones=${ids.barranquilla}`)
      ).json(),
    );
    expect(productos.data.some((o) => o.etiqueta.includes('GASOLINA CORRIENTE'))).toBe(true);
    const estacion = await ingresar(t.app, 'ADMINEDS');
    const ajena = await conToken(t.app, estacion.token)(
      'GET',
      `/api/reportes/v1/opciones/islas?reporte=ventas_promotor&estaciones=${ids.bogota}`,
    );
    expect(ajena.statusCode).toBe(403);
  });

  it('asks for the module of the report whose filter bar lists the stations and options', async () => {
    const ventasEds = await usuarioConModulos(t, 'BARRAVENTAS', ids.barranquilla, [REPORTES.ventas_eds.modulo], 'R');
    const sinReportes = await usuarioConModulos(t, 'BARRASIN', ids.barranquilla, ['REPORTENOTIFICACIONES'], 'R');
    const prohibido = async (r: Awaited<ReturnType<typeof ventasEds>>) => {
      expect(r.statusCode, r.body).toBe(403);
      expect(r.json().mensaje).toBe(MENSAJES.sinPermisoModulo);
    };
    const est = `estaciones=${ids.barranquilla}`;
    // Another report's module: its lists and its stations are refused.
    await prohibido(await ventasEds('GET', `/api/reportes/v1/opciones/promotores?reporte=ventas_promotor&${est}`));
    await prohibido(await ventasEds('GET', `/api/reportes/v1/opciones/productos?reporte=historicos-precios&${est}`));
    await prohibido(await ventasEds('GET', '/api/reportes/v1/estaciones?reporte=ventas_promotor'));
    // Its own report: only the lists of its filters.
    await prohibido(await ventasEds('GET', `/api/reportes/v1/opciones/promotores?reporte=ventas_eds&${est}`));
    expect((await ventasEds('GET', `/api/reportes/v1/opciones/regionales?reporte=ventas_eds&${est}`)).statusCode).toBe(200);
    expect((await ventasEds('GET', '/api/reportes/v1/estaciones?reporte=ventas_eds')).statusCode).toBe(200);
    expect((await ventasEds('GET', '/api/reportes/v1/estaciones')).statusCode).toBe(200);
    const sinReporte = await ventasEds('GET', `/api/reportes/v1/opciones/regionales?${est}`);
    expect(sinReporte.statusCode).toBe(400);
    // No report at all: nothing of the filter bar.
    await prohibido(await sinReportes('GET', '/api/reportes/v1/estaciones'));
    await prohibido(await sinReportes('GET', `/api/reportes/v1/opciones/productos?reporte=historicos-precios&${est}`));
    await prohibido(await sinReportes('GET', `/api/reportes/v1/opciones/productos?${est}`));
  });
});
