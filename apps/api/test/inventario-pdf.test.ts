import { inflateSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES_INVENTARIO as M } from '@eds/contracts/inventario';
import { fila, filas } from '../src/db/client';
import { conToken, crearApp, ingresar, type AppDePrueba } from './helper';
import { tokenAdmin } from './pos-fixtures';

/** The PDF of an inventory document and the document lists' filters (SCREENS G14: the screens' calls). */

let t: AppDePrueba;
let admin: ReturnType<typeof conToken>;
let estacion: number;
let otraEstacion: number;
let bodega: number;
let bodega2: number;
let producto: number;
let proveedor: number;
const db = () => t.database.db;

beforeAll(async () => {
  t = await crearApp();
  admin = conToken(t.app, await tokenAdmin(t.app));
  const estaciones = await filas<{ id: number }>(db(), sql`SELECT id FROM empresas WHERE tipo = 3 ORDER BY id LIMIT 2`);
  estacion = estaciones[0].id;
  otraEstacion = estaciones[1].id;
  producto = (await fila<{ id: number }>(db(), sql`SELECT id FROM productos WHERE codigo = 'CAN-013'`))!.id;
  proveedor = (await fila<{ id: number }>(db(), sql`SELECT id FROM proveedores WHERE tipo = 'CANASTILLA' ORDER BY id LIMIT 1`))!.id;
  const crear = async (codigo: string) =>
    (await admin('POST', '/api/bodega', { empresa_id: estacion, codigo, descripcion: `bodega ${codigo}`, tipo: 'GENERAL' })).json().data
      .id as number;
  bodega = await crear('PDF-A');
  bodega2 = await crear('PDF-B');
});
afterAll(async () => t.cerrar());

/** The text a PDF draws: every content stream inflated, and the hex strings of its text operators decoded. */
function textoPdf(pdf: Buffer): string {
  const crudo = pdf.toString('latin1');
  const partes: string[] = [];
  const flujo = /stream\r?\n/g;
  for (let m = flujo.exec(crudo); m; m = flujo.exec(crudo)) {
    const inicio = m.index + m[0].length;
    const fin = crudo.indexOf('endstream', inicio);
    const bytes = pdf.subarray(inicio, fin);
    let contenido: string;
    try {
      contenido = inflateSync(bytes).toString('latin1');
    } catch {
      contenido = bytes.toString('latin1');
    }
    for (const tj of contenido.matchAll(/\[([^\]]*)\]\s*TJ/g))
      partes.push([...tj[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => Buffer.from(h[1], 'hex').toString('latin1')).join(''));
  }
  return partes.join('\n');
}

let factura = 0;
const entrada = (cantidad: number, costo: number, extra: Record<string, unknown> = {}) =>
  admin('POST', '/api/movimiento/entrada', {
    empresa_id: estacion,
    tipo_negocio: 'S',
    bodega_id: bodega,
    proveedor_id: proveedor,
    factura_proveedor: `PDF-${++factura}`,
    lineas: [{ producto_id: producto, cantidad, costo_unitario: costo }],
    ...extra,
  });

describe('the PDF of an inventory document', () => {
  it('prints the document with its number, supplier, lines and total, and its annulment', async () => {
    const r = await entrada(12.5, 1000, { observaciones: 'Compra semanal' });
    expect(r.statusCode, r.body).toBe(200);
    const { id, consecutivo } = r.json().data as { id: number; consecutivo: number };

    const pdf = await admin('GET', `/api/movimiento/${id}/pdf`);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="entrada_${consecutivo}.pdf"`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const texto = textoPdf(pdf.rawPayload);
    expect(texto).toContain(`ENTRADA DE INVENTARIO N° ${consecutivo}`);
    expect(texto).toContain(`PDF-${factura}`);
    expect(texto).toContain('CAN-013');
    expect(texto).toContain('12,500');
    expect(texto).toContain('$ 12.500,00');

    expect((await admin('PUT', `/api/movimiento/${id}/anular`, { motivo: 'factura errada' })).statusCode).toBe(200);
    const anulado = textoPdf((await admin('GET', `/api/movimiento/${id}/pdf`)).rawPayload);
    expect(anulado).toContain('ANULADO');
    expect(anulado).toContain('factura errada');
  });

  it('is refused without the letter R, for a station out of scope, and for a document that does not exist', async () => {
    const r = await entrada(1, 1000);
    const id = r.json().data.id as number;
    expect((await admin('GET', '/api/movimiento/999999/pdf')).statusCode).toBe(404);
    expect((await admin('GET', '/api/movimiento/999999/pdf')).json().mensaje).toBe(M.documentoNoExiste);

    // A station user holding only the store's own entry module (canastilla/entrada-canastilla) prints its entries.
    await db().execute(sql`
      DELETE FROM perfiles_modulos WHERE modulos_id IN (SELECT id FROM modulos WHERE descripcion IN ('ENTRADA', 'ENTRADA KIOSCO', 'ENTRADA CANASTILLA'))
         AND perfiles_id IN (SELECT up.perfiles_id FROM usuarios u JOIN usuarios_perfiles up ON up.usuarios_id = u.id WHERE u.usuario = 'ADMINEDS')`);
    const eds0 = conToken(t.app, (await ingresar(t.app, 'ADMINEDS')).token);
    const sinLetra = await eds0('GET', `/api/movimiento/${id}/pdf`);
    expect(sinLetra.statusCode).toBe(403);
    await db().execute(sql`
      INSERT INTO perfiles_modulos (perfiles_id, modulos_id, asignaciones)
      SELECT up.perfiles_id, m.id, 'R' FROM usuarios u JOIN usuarios_perfiles up ON up.usuarios_id = u.id, modulos m
       WHERE u.usuario = 'ADMINEDS' AND m.descripcion = 'ENTRADA CANASTILLA'
      ON CONFLICT (perfiles_id, modulos_id) DO UPDATE SET asignaciones = 'R'`);
    const eds = conToken(t.app, (await ingresar(t.app, 'ADMINEDS')).token);
    expect((await fila<{ empresas_id: number }>(db(), sql`SELECT empresas_id FROM usuarios WHERE usuario = 'ADMINEDS'`))!.empresas_id).toBe(
      estacion,
    );
    const propia = await eds('GET', `/api/movimiento/${id}/pdf`);
    expect(propia.statusCode, propia.body).toBe(200);
    expect(propia.headers['content-type']).toBe('application/pdf');

    const bodegaAjena = (await fila<{ id: number }>(
      db(),
      sql`SELECT id FROM bodegas WHERE empresa_id = ${otraEstacion} AND tipo = 'CANASTILLA'`,
    ))!.id;
    const ajena = await admin('POST', '/api/movimiento/entrada', {
      empresa_id: otraEstacion,
      tipo_negocio: 'S',
      bodega_id: bodegaAjena,
      proveedor_id: proveedor,
      factura_proveedor: 'PDF-OTRA',
      lineas: [{ producto_id: producto, cantidad: 1, costo_unitario: 1000 }],
    });
    expect(ajena.statusCode, ajena.body).toBe(200);
    const fuera = await eds('GET', `/api/movimiento/${ajena.json().data.id}/pdf`);
    expect(fuera.statusCode).toBe(403);
    expect(fuera.headers['content-type']).not.toBe('application/pdf');
  });
});

describe('the list of documents of one kind', () => {
  it('narrows by warehouse, business type and business-day range, and shows supplier, invoice and total', async () => {
    const a = await entrada(2, 500);
    const b = await entrada(3, 500, { bodega_id: bodega2 });
    expect(b.statusCode, b.body).toBe(200);
    const hoy = (await fila<{ d: string }>(
      db(),
      sql`SELECT fecha_negocio::text AS d FROM movimientos_inventario WHERE id = ${a.json().data.id}`,
    ))!.d;

    const enBodega = await admin('GET', `/api/movimiento/entrada/empresa/${estacion}?bodega_id=${bodega2}&limite=50`);
    expect(enBodega.statusCode, enBodega.body).toBe(200);
    expect(enBodega.json().data.map((f: { id: number }) => f.id)).toEqual([b.json().data.id]);
    expect(enBodega.json().data[0]).toMatchObject({
      proveedor: expect.any(String),
      factura_proveedor: `PDF-${factura}`,
      total: 1500,
      tipo_negocio: 'S',
      bodega: 'BODEGA PDF-B',
    });

    const kiosco = await admin('GET', `/api/movimiento/entrada/empresa/${estacion}?tipo_negocio=K&bodega_id=${bodega2}`);
    expect(kiosco.json().data).toEqual([]);
    const delDia = await admin(
      'GET',
      `/api/movimiento/entrada/empresa/${estacion}?fecha_inicial=${hoy}&fecha_final=${hoy}&bodega_id=${bodega2}`,
    );
    expect(delDia.json().paginacion.total).toBe(1);
    const antes = await admin('GET', `/api/movimiento/entrada/empresa/${estacion}?fecha_inicial=2020-01-01&fecha_final=2020-01-31`);
    expect(antes.json().data).toEqual([]);
    const alReves = await admin('GET', `/api/movimiento/entrada/empresa/${estacion}?fecha_inicial=${hoy}&fecha_final=2020-01-01`);
    expect(alReves.statusCode).toBe(400);
    expect(alReves.json().errores).toContainEqual({
      campo: 'fecha_final',
      mensaje: 'La fecha final debe ser mayor o igual a la fecha inicial',
    });
  });
});
