import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES } from '@eds/contracts/mensajes';
import { MENSAJES_RECIBO as MR } from '@eds/contracts/combustible/recibos';
import { fila, filas } from '../src/db/client';
import { conToken, contar, crearApp, ingresar, type AppDePrueba } from './helper';
import { idsDemo, usuarioConModulos } from './factories';

/** SCREENS.md G04 "Recibo": measured vs invoiced, stock at weighted average cost, annulment, uniqueness and scope. */
let t: AppDePrueba;
let ids: Awaited<ReturnType<typeof idsDemo>>;
let admin: ReturnType<typeof conToken>;
let estacion: ReturnType<typeof conToken>;
let sinAnular: ReturnType<typeof conToken>;
let tanqueBq: number;
let tanqueCtg: number;
let proveedor: number;
let otroProveedor: number;

const usuarioRecibos = (usuario: string, empresaId: number, letras: string) =>
  usuarioConModulos(t, usuario, empresaId, ['GESTION RECIBOS'], letras);

async function tanqueConAforo(empresaId: number, codigo: string): Promise<number> {
  const p = await fila<{ id: number }>(
    t.database.db,
    sql`SELECT p.id FROM productos p JOIN empresas e ON e.negocio_id = p.negocio_id
         WHERE e.id = ${empresaId} AND p.tipo_producto_id = 21 AND p.estado = 'A' ORDER BY p.id LIMIT 1`,
  );
  const r = await admin('POST', '/api/bodega', {
    empresa_id: empresaId,
    codigo,
    descripcion: 'tanque recibo',
    tipo: 'TANQUE',
    producto_id: p!.id,
    capacidad: 12000,
    volumen_minimo: 500,
  });
  expect(r.statusCode, r.body).toBe(200);
  const id = r.json().data.id as number;
  const a = await admin('PUT', `/api/bodega/${id}/aforo`, {
    vigente_desde: '2026-01-01 00:00:00',
    puntos: [
      { altura_mm: 1000, volumen: 5000 },
      { altura_mm: 2000, volumen: 12000 },
    ],
  });
  expect(a.statusCode, a.body).toBe(200);
  return id;
}

const recibo = (extra: Record<string, unknown> = {}) => ({
  bodega_id: tanqueBq,
  proveedor_id: proveedor,
  factura_proveedor: 'fc-1001',
  guia_sicom: 'sic-1',
  placa_carrotanque: 'TKR123',
  volumen_facturado: 2500,
  costo_galon: 10000,
  fecha_inicio: '2026-02-10 08:00:00',
  altura_antes_mm: 500,
  fecha_fin: '2026-02-10 09:00:00',
  altura_despues_mm: 1000,
  ...extra,
});

const existencia = (bodega: number) =>
  fila<{ cantidad: string; costo: string }>(
    t.database.db,
    sql`SELECT cantidad::text AS cantidad, costo_promedio::text AS costo FROM existencias WHERE bodega_id = ${bodega}`,
  );

beforeAll(async () => {
  t = await crearApp();
  ids = await idsDemo(t.database);
  admin = conToken(t.app, (await ingresar(t.app, 'SUPERADMIN')).token);
  estacion = await usuarioRecibos('RECIBOSEDS', ids.barranquilla, 'RCN');
  sinAnular = await usuarioRecibos('RECIBOSRC', ids.barranquilla, 'RC');
  tanqueBq = await tanqueConAforo(ids.barranquilla, 'tq-r1');
  tanqueCtg = await tanqueConAforo(ids.cartagena, 'tq-r2');
  const negocio = (await fila<{ negocio_id: number }>(t.database.db, sql`SELECT negocio_id FROM empresas WHERE id = ${ids.barranquilla}`))!
    .negocio_id;
  const r = await filas<{ id: number }>(t.database.db, sql`SELECT id FROM proveedores WHERE negocio_id = ${negocio} ORDER BY id LIMIT 2`);
  [proveedor, otroProveedor] = r.map((x) => x.id);
});
afterAll(async () => t.cerrar());

describe('Recibos de combustible (G04)', () => {
  it('posts a delivery: two manual dips, received = after − before, stock at the delivery cost', async () => {
    const r = await estacion('POST', '/api/recibo-combustible', recibo());
    expect(r.statusCode, r.body).toBe(200);
    const { id, consecutivo } = r.json().data;
    expect(r.json().mensaje).toBe(MR.registrado(consecutivo));
    expect(r.json().data).toEqual(expect.objectContaining({ recibidos: 2500, diferencia: 0, porcentaje: 0 }));
    const doc = await fila<{ tipo: string; factura: string; datos: Record<string, unknown>; fecha: string }>(
      t.database.db,
      sql`SELECT tipo, factura_proveedor AS factura, datos, to_char(fecha AT TIME ZONE 'America/Bogota', 'YYYY-MM-DD HH24:MI:SS') AS fecha
            FROM movimientos_inventario WHERE id = ${id}`,
    );
    expect(doc).toEqual(
      expect.objectContaining({
        tipo: 'RECIBO_COMBUSTIBLE',
        factura: 'FC-1001',
        fecha: '2026-02-10 08:00:01',
        datos: expect.objectContaining({
          guia_sicom: 'SIC-1',
          placa_carrotanque: 'TKR123',
          volumen_facturado: 2500,
          medido_antes: 2500,
          medido_despues: 5000,
        }),
      }),
    );
    const dips = await filas(
      t.database.db,
      sql`SELECT origen, volumen::float8 AS volumen FROM lecturas_tanque WHERE bodega_id = ${tanqueBq} ORDER BY fecha`,
    );
    expect(dips).toEqual([
      { origen: 'MANUAL', volumen: 2500 },
      { origen: 'MANUAL', volumen: 5000 },
    ]);
    expect(await existencia(tanqueBq)).toEqual({ cantidad: '2500.000', costo: '10000.00' });
  });

  it('requires an observation beyond the tolerance and averages the cost of the second delivery', async () => {
    const lecturas = await contar(t.database, 'lecturas_tanque');
    const segundo = recibo({
      factura_proveedor: 'FC-1002',
      volumen_facturado: 3600,
      costo_galon: 12000,
      fecha_inicio: '2026-02-11 08:00:00',
      altura_antes_mm: 1000,
      fecha_fin: '2026-02-11 09:00:00',
      altura_despues_mm: 1500,
    });
    const sinObs = await estacion('POST', '/api/recibo-combustible', segundo);
    expect(sinObs.statusCode).toBe(400);
    expect(sinObs.json().errores).toContainEqual({ campo: 'observacion', mensaje: MR.observacionRequerida('-2.77', '0.5') });
    expect(await contar(t.database, 'lecturas_tanque')).toBe(lecturas);

    const conObs = await estacion('POST', '/api/recibo-combustible', { ...segundo, observacion: 'Faltante reportado al proveedor' });
    expect(conObs.statusCode, conObs.body).toBe(200);
    expect(conObs.json().data).toEqual(expect.objectContaining({ recibidos: 3500, diferencia: -100, porcentaje: -2.77 }));
    // (2500 × 10000 + 3500 × 12000) / 6000
    expect(await existencia(tanqueBq)).toEqual({ cantidad: '6000.000', costo: '11166.67' });

    const lista = await estacion('GET', `/api/recibo-combustible/empresa/${ids.barranquilla}?buscar=fc-100`);
    expect(lista.statusCode).toBe(200);
    expect(lista.json().data).toEqual([
      expect.objectContaining({ factura_proveedor: 'FC-1002', recibidos: 3500, diferencia: -100, porcentaje: -2.77, estado: 'REGISTRADO' }),
      expect.objectContaining({ factura_proveedor: 'FC-1001', recibidos: 2500, diferencia: 0, medido_antes: 2500, medido_despues: 5000 }),
    ]);
  });

  it('refuses a repeated invoice of the supplier, a height beyond the chart and an unload ending before it starts', async () => {
    const docs = await contar(t.database, 'movimientos_inventario');
    const repetida = await estacion(
      'POST',
      '/api/recibo-combustible',
      recibo({ fecha_inicio: '2026-02-12 08:00:00', fecha_fin: '2026-02-12 09:00:00' }),
    );
    expect(repetida.statusCode).toBe(400);
    expect(repetida.json().errores).toContainEqual({ campo: 'factura_proveedor', mensaje: MR.facturaRepetida });

    const fuera = await estacion('POST', '/api/recibo-combustible', recibo({ factura_proveedor: 'FC-1003', altura_despues_mm: 2100 }));
    expect(fuera.statusCode).toBe(400);
    expect(fuera.json().errores).toContainEqual({ campo: 'altura_despues_mm', mensaje: 'Altura fuera de la tabla de aforo' });

    const alReves = await estacion(
      'POST',
      '/api/recibo-combustible',
      recibo({ factura_proveedor: 'FC-1003', fecha_fin: '2026-02-10 07:00:00' }),
    );
    expect(alReves.statusCode).toBe(400);
    expect(alReves.json().errores).toContainEqual(expect.objectContaining({ campo: 'fecha_fin', mensaje: MR.finAntesDeInicio }));

    const lote = await estacion('POST', '/api/recibos-combustible', {
      recibos: [
        recibo({
          factura_proveedor: 'FC-2001',
          fecha_inicio: '2026-02-13 08:00:00',
          fecha_fin: '2026-02-13 09:00:00',
          altura_antes_mm: 1000,
          altura_despues_mm: 1500,
          volumen_facturado: 3500,
        }),
        recibo({ factura_proveedor: 'FC-2002', proveedor_id: 999999 }),
      ],
    });
    expect(lote.statusCode).toBe(400);
    expect(lote.json().errores).toContainEqual({ campo: 'recibos.1.proveedor_id', mensaje: MR.proveedorNoExiste });
    expect(await contar(t.database, 'movimientos_inventario')).toBe(docs);

    // The same number from another supplier is another invoice.
    const otro = await estacion('POST', '/api/recibos-combustible', {
      recibos: [
        recibo({
          proveedor_id: otroProveedor,
          fecha_inicio: '2026-02-13 08:00:00',
          altura_antes_mm: 1500,
          fecha_fin: '2026-02-13 09:00:00',
          altura_despues_mm: 1800,
          volumen_facturado: 2100,
        }),
      ],
    });
    expect(otro.statusCode, otro.body).toBe(200);
    expect(otro.json().data.recibos).toEqual([expect.objectContaining({ recibidos: 2100, diferencia: 0 })]);
  });

  it('annuls a delivery with letter N: its gallons and cost leave the tank, and its invoice can be posted again', async () => {
    const id = (await fila<{ id: number }>(t.database.db, sql`SELECT id FROM movimientos_inventario WHERE factura_proveedor = 'FC-1002'`))!
      .id;
    const sinN = await sinAnular('PUT', `/api/recibo-combustible/${id}/anular`);
    expect(sinN.statusCode).toBe(403);
    const r = await estacion('PUT', `/api/recibo-combustible/${id}/anular`);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().mensaje).toBe(MR.anulado);
    // 8100 gal at (6000 × 11166.67 + 2100 × 10000) / 8100, less 3500 gal at 12000.
    expect(await existencia(tanqueBq)).toEqual({ cantidad: '4600.000', costo: expect.any(String) });
    const costo = Number((await existencia(tanqueBq))!.costo);
    expect(costo).toBeCloseTo((6000 * 11166.67 + 2100 * 10000 - 3500 * 12000) / 4600, 1);
    const otraVez = await estacion('PUT', `/api/recibo-combustible/${id}/anular`);
    expect(otraVez.statusCode).toBe(400);
    expect(otraVez.json().mensaje).toBe(MR.yaAnulado);
    const anulados = await estacion('GET', `/api/recibo-combustible/empresa/${ids.barranquilla}?estado_recibo=ANULADO`);
    expect(anulados.json().data.map((x: { factura_proveedor: string }) => x.factura_proveedor)).toEqual(['FC-1002']);
  });

  it('a station user neither reads, posts nor annuls another station’s deliveries', async () => {
    const ajeno = await estacion('POST', '/api/recibo-combustible', recibo({ bodega_id: tanqueCtg, factura_proveedor: 'FC-3001' }));
    expect(ajeno.statusCode).toBe(403);
    expect(ajeno.json().mensaje).toBe(MENSAJES.empresaFueraDeAlcance);
    const ajenoLote = await estacion('POST', '/api/recibos-combustible', {
      recibos: [recibo({ bodega_id: tanqueCtg, factura_proveedor: 'FC-3001' })],
    });
    expect(ajenoLote.statusCode).toBe(403);

    const deAdmin = await admin('POST', '/api/recibo-combustible', recibo({ bodega_id: tanqueCtg, factura_proveedor: 'FC-3001' }));
    expect(deAdmin.statusCode, deAdmin.body).toBe(200);
    const anular = await estacion('PUT', `/api/recibo-combustible/${deAdmin.json().data.id}/anular`);
    expect(anular.statusCode).toBe(403);
    expect(
      (await fila<{ estado: string }>(t.database.db, sql`SELECT estado FROM movimientos_inventario WHERE id = ${deAdmin.json().data.id}`))!
        .estado,
    ).toBe('REGISTRADO');
    expect((await estacion('GET', `/api/recibo-combustible/empresa/${ids.cartagena}`)).statusCode).toBe(403);
    expect((await estacion('GET', `/api/recibo-combustible/empresa/${ids.barranquilla}?estacion_id=${ids.cartagena}`)).statusCode).toBe(
      403,
    );
    const todos = await admin('GET', `/api/recibo-combustible/empresa/${ids.raiz}?buscar=FC-3001`);
    expect(todos.json().data).toEqual([expect.objectContaining({ estacion: 'EDS CARTAGENA BOCAGRANDE', tanque: 'TQ-R2 TANQUE RECIBO' })]);
  });
});
