import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diaOperativo } from '@eds/contracts/dia-operativo';
import { MODULO, MODULOS } from '@eds/contracts/modulos';
import { COMBUSTIBLE } from '@eds/contracts/operacion';
import { fila } from '../src/db/client';
import { conToken, crearApp, type AppDePrueba } from './helper';
import { estacionPos, haceMinutos, postPos, ventaCombustible, type EstacionPos } from './pos-fixtures';

/**
 * Issue 9, item 13 (from the previous closing note): the fuel charts group by product, since GLP and ADBLUE share
 * fuel id 33; audit rows carry the company and the module, as the Auditoría screen filters by both.
 */

let t: AppDePrueba;
let e: EstacionPos;
let admin: ReturnType<typeof conToken>;
beforeAll(async () => {
  t = await crearApp();
  e = await estacionPos(t);
  admin = conToken(t.app, e.admin);
});
afterAll(async () => t.cerrar());

describe('VENTAS_COMBUSTIBLE_* by product', () => {
  it('answers GLP and ADBLUE as two fuels though they share fuel id 33', async () => {
    const db = t.database.db;
    const adblue = (await fila<{ id: number; negocio_id: number; unidad_id: number }>(
      db,
      sql`SELECT id, negocio_id, unidad_id FROM productos WHERE codigo = 'COMB-004'`,
    ))!;
    const glp = (await fila<{ id: number }>(
      db,
      sql`INSERT INTO productos (negocio_id, codigo, descripcion, tipo_producto_id, clase_producto_id, combustible_id, tipos_negocio, unidad_id, precio)
          VALUES (${adblue.negocio_id}, 'COMB-GLP', 'GLP', 21, 23, ${COMBUSTIBLE.GLP}, '{C}', ${adblue.unidad_id}, 6500) RETURNING id`,
    ))!.id;
    const dia = diaOperativo(haceMinutos(1));
    const reporte = async () => {
      const r = await admin('POST', '/api/reportes/dashboard-lite/VENTAS_COMBUSTIBLE_DIARIAS', {
        identificadorEstacion: e.empresaId,
        fecha_inicial: dia,
        fecha_final: dia,
      });
      expect(r.statusCode, r.body).toBe(200);
      const ventas =
        (r.json().data as { fecha: string; ventas: { tipo_producto_id: number; descripcion: string; cantidad: number }[] }[]).find(
          (p) => p.fecha === dia,
        )?.ventas ?? [];
      return (descripcion: string) => ventas.filter((v) => v.descripcion === descripcion);
    };
    const antes = await reporte();
    const adblueAntes = antes('ADBLUE').reduce((s, v) => s + v.cantidad, 0);
    const sinManguera = (producto: number, galones: number, precio: number) =>
      ventaCombustible(e, galones, {
        manguera: undefined,
        detalles: [{ producto_id: producto, cantidad: galones, precio }],
        medios_pago: [{ medio_pago_id: e.medios.efectivo, valor: galones * precio }],
      });
    const lote = await postPos(t.app, e.token, 'ventas', { ventas: [sinManguera(glp, 7, 6500), sinManguera(adblue.id, 3, 12_500)] });
    expect(lote.json().data, lote.body).toEqual({ aceptadas: 2, duplicadas: 0, rechazadas: [] });

    const despues = await reporte();
    expect(despues('GLP')).toEqual([{ tipo_producto_id: 33, descripcion: 'GLP', cantidad: 7 }]);
    expect(despues('ADBLUE')).toHaveLength(1);
    expect(despues('ADBLUE')[0]).toMatchObject({ tipo_producto_id: 33 });
    expect(despues('ADBLUE')[0].cantidad - adblueAntes).toBeCloseTo(3, 3);
  });
});

describe('audit rows', () => {
  const idModulo = (nombre: string) => MODULOS.find((m) => m.descripcion === nombre)!.id;
  const ultima = (tabla: string, id: number) =>
    fila<{ accion: string; usuarios_id: number | null; empresa_id: number | null; modulo_id: number | null }>(
      t.database.db,
      sql`SELECT accion, usuarios_id, empresa_id, modulo_id FROM auditoria WHERE tabla = ${tabla} AND registro_id = ${String(id)} ORDER BY id DESC LIMIT 1`,
    );

  it('carry the station of the changed row and the module whose letter allowed the write', async () => {
    const db = t.database.db;
    const tanque = (await fila<{
      id: number;
      codigo: string;
      descripcion: string;
      producto_id: number;
      capacidad: string;
      volumen_minimo: string;
    }>(
      db,
      sql`SELECT id, codigo, descripcion, producto_id, capacidad, volumen_minimo FROM bodegas WHERE empresa_id = ${e.empresaId} AND tipo = 'TANQUE' ORDER BY id LIMIT 1`,
    ))!;
    const r = await admin('PUT', '/api/bodega', {
      id: tanque.id,
      empresa_id: e.empresaId,
      codigo: tanque.codigo,
      descripcion: 'TANQUE AUDITADO',
      tipo: 'TANQUE',
      producto_id: tanque.producto_id,
      capacidad: Number(tanque.capacidad),
      volumen_minimo: Number(tanque.volumen_minimo),
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(await ultima('bodegas', tanque.id)).toMatchObject({
      accion: 'UPDATE',
      empresa_id: e.empresaId,
      modulo_id: idModulo(MODULO.GESTION_BODEGA),
    });
  });

  it('carry the acting user’s company for a row of the whole business', async () => {
    const db = t.database.db;
    const raiz = (await fila<{ empresas_id: number; id: number }>(
      db,
      sql`SELECT empresas_id, id FROM usuarios WHERE usuario = 'SUPERADMIN'`,
    ))!;
    const producto = (await fila<{ id: number }>(db, sql`SELECT id FROM productos WHERE codigo = 'CAN-002'`))!.id;
    const r = await admin('POST', '/api/promocion/crear-promocion', {
      nombre: 'PROMOCION AUDITADA',
      tipo: 'PRECIO FIJO',
      valor: 1000,
      fecha_inicio: '2026-03-01',
      fecha_fin: '2026-03-31',
      tipos_negocio: ['S'],
      productos: [{ producto_id: producto }],
      estaciones: [e.empresaId],
    });
    expect(r.statusCode, r.body).toBe(200);
    const id = r.json().data.id as number;
    expect(await ultima('promociones', id)).toEqual({
      accion: 'INSERT',
      usuarios_id: raiz.id,
      empresa_id: raiz.empresas_id,
      modulo_id: idModulo(MODULO.PROMOCIONES),
    });
  });
});
