import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES } from '@eds/contracts/mensajes';
import { MENSAJES_OPERACION as M } from '@eds/contracts/mensajes-operacion';
import { MENSAJES_VALIDACION as MV } from '@eds/contracts/mensajes-validacion';
import { fila } from '../src/db/client';
import { conToken, crearApp, type AppDePrueba } from './helper';
import { hacerOperadorPlataforma } from './factories';
import { estacionPos, haceMinutos, postPos, ventaCombustible, type EstacionPos } from './pos-fixtures';

/**
 * Issue 9, items 3 and 4: every id and number a client sends is bounded by its column and every date is a real one,
 * so a bad value is refused with its field — one POS item alone, or a 400 of a back-office call — never a database
 * error that fails a whole batch or answers 500.
 */

let t: AppDePrueba;
let e: EstacionPos;
let admin: ReturnType<typeof conToken>;
beforeAll(async () => {
  t = await crearApp();
  // Every path of every route, the platform operator's too (decision 059): the caller holds every grant there is.
  await hacerOperadorPlataforma(t.database, 'SUPERADMIN');
  e = await estacionPos(t);
  admin = conToken(t.app, e.admin);
});
afterAll(async () => t.cerrar());

const FUERA_INT4 = 2 ** 31;
const ventasDe = async (uuids: readonly string[]) =>
  (await fila<{ n: number }>(
    t.database.db,
    sql`SELECT count(*)::int AS n FROM ventas WHERE uuid::text IN (SELECT jsonb_array_elements_text(${JSON.stringify(uuids)}::jsonb))`,
  ))!.n;

describe('a POS batch never fails whole', () => {
  it('refuses, sale by sale, ids and numbers beyond their columns and a date that does not exist, and stores the rest', async () => {
    const buenas = [ventaCombustible(e, 3), ventaCombustible(e, 4)];
    const productoEnorme = ventaCombustible(e, 1, {
      detalles: [{ producto_id: FUERA_INT4, cantidad: 1, precio: e.precioCombustible }],
      medios_pago: [{ medio_pago_id: e.medios.efectivo, valor: e.precioCombustible }],
    });
    // Ten billion gallons: 11 integer digits where the line's quantity column holds 9.
    const cantidadEnorme = ventaCombustible(e, 1, {
      detalles: [{ producto_id: e.manguera.productoId, cantidad: 10_000_000_000, precio: 1 }],
      medios_pago: [{ medio_pago_id: e.medios.efectivo, valor: 10_000_000_000 }],
    });
    const precioEnorme = ventaCombustible(e, 1, {
      detalles: [{ producto_id: e.manguera.productoId, cantidad: 1, precio: '10000000000000' }],
      medios_pago: [{ medio_pago_id: e.medios.efectivo, valor: 1 }],
    });
    const promotorEnorme = ventaCombustible(e, 2, { promotor: FUERA_INT4 });
    const kilometrajeEnorme = ventaCombustible(e, 2, { kilometraje: FUERA_INT4 });
    const fechaImposible = ventaCombustible(e, 2, { fecha: '2026-02-30 10:00:00' });
    const r = await postPos(t.app, e.token, 'ventas', {
      ventas: [buenas[0], productoEnorme, cantidadEnorme, precioEnorme, promotorEnorme, kilometrajeEnorme, fechaImposible, buenas[1]],
    });
    expect(r.statusCode, r.body).toBe(206);
    expect(r.json().data.aceptadas).toBe(2);
    expect(r.json().data.rechazadas).toEqual(
      expect.arrayContaining([
        { uuid: productoEnorme.uuid, mensaje: MENSAJES.identificadorNoValido, campo: 'detalles.0.producto_id' },
        { uuid: cantidadEnorme.uuid, mensaje: M.cantidadInvalida, campo: 'detalles.0.cantidad' },
        { uuid: precioEnorme.uuid, mensaje: M.valorInvalido, campo: 'detalles.0.precio' },
        { uuid: promotorEnorme.uuid, mensaje: MENSAJES.identificadorNoValido, campo: 'promotor' },
        { uuid: kilometrajeEnorme.uuid, mensaje: MV.valorMaximo('2147483647'), campo: 'kilometraje' },
        { uuid: fechaImposible.uuid, mensaje: M.fechaInvalida, campo: 'fecha' },
      ]),
    );
    expect(r.json().data.rechazadas).toHaveLength(6);
    expect(await ventasDe(buenas.map((b) => b.uuid as string))).toBe(2);
  });

  it('turns a data error of one sale while storing (a total beyond its column) into that sale’s rejection', async () => {
    // Each line and payment fits its column; their sum, the sale's total, does not fit numeric(14,2).
    const linea = { producto_id: e.manguera.productoId, cantidad: 1, precio: 600_000_000_000, valor: 600_000_000_000 };
    const desbordada = ventaCombustible(e, 1, {
      detalles: [linea, linea],
      medios_pago: [
        { medio_pago_id: e.medios.efectivo, valor: 600_000_000_000 },
        { medio_pago_id: e.medios.efectivo, valor: 600_000_000_000 },
      ],
    });
    const buenas = [ventaCombustible(e, 2), ventaCombustible(e, 5)];
    const r = await postPos(t.app, e.token, 'ventas', { ventas: [buenas[0], desbordada, buenas[1]] });
    expect(r.statusCode, r.body).toBe(206);
    expect(r.json().data).toEqual({ aceptadas: 2, duplicadas: 0, rechazadas: [{ uuid: desbordada.uuid, mensaje: M.datoFueraDeRango }] });
    expect(await ventasDe(buenas.map((b) => b.uuid as string))).toBe(2);
    expect(await ventasDe([desbordada.uuid as string])).toBe(0);
    // The device may send the batch again: the stored sales are duplicates, the refused one is refused again.
    const otra = await postPos(t.app, e.token, 'ventas', { ventas: [buenas[0], desbordada, buenas[1]] });
    expect(otra.json().data).toEqual({ aceptadas: 0, duplicadas: 2, rechazadas: [{ uuid: desbordada.uuid, mensaje: M.datoFueraDeRango }] });
  });

  it('bounds readings, shifts and envelopes by their columns too, item by item', async () => {
    const tanque = await postPos(t.app, e.token, 'lecturas-tanque', {
      lecturas: [
        { uuid: randomUUID(), fecha: haceMinutos(5), bodega_id: e.manguera.bodegaId, altura_mm: 100_000_000 },
        { uuid: randomUUID(), fecha: haceMinutos(5), bodega_id: FUERA_INT4, volumen: 10 },
      ],
    });
    expect(tanque.statusCode, tanque.body).toBe(206);
    expect(tanque.json().data.rechazadas.map((x: { mensaje: string; campo: string }) => [x.campo, x.mensaje])).toEqual([
      ['altura_mm', M.medidaInvalida],
      ['bodega_id', MENSAJES.identificadorNoValido],
    ]);
    const manguera = await postPos(t.app, e.token, 'lecturas-manguera', {
      lecturas: [{ uuid: randomUUID(), fecha: haceMinutos(5), manguera_id: e.manguera.id, lectura: 1e12 }],
    });
    expect(manguera.json().data.rechazadas[0]).toMatchObject({ campo: 'lectura', mensaje: M.lecturaInvalida });
    const sobre = await postPos(t.app, e.token, 'sobres', {
      sobres: [{ uuid: randomUUID(), fecha: haceMinutos(5), turno: randomUUID(), numero: FUERA_INT4, valor: 1000 }],
    });
    expect(sobre.json().data.rechazadas[0]).toMatchObject({ campo: 'numero', mensaje: MV.valorMaximo('2147483647') });
    const latido = await postPos(t.app, e.token, 'estado', { ventas_pendientes: FUERA_INT4 });
    expect(latido.statusCode).toBe(400);
    expect(latido.json().errores[0]).toMatchObject({ campo: 'ventas_pendientes' });
  });
});

describe('back-office paths and bodies answer 400 with the field, never a 5xx', () => {
  it('refuses an id beyond int4 in every path parameter of every authenticated route', async () => {
    const conParametros = t.app.rutas.filter(
      (r) =>
        r.url.startsWith('/api/') &&
        !r.url.startsWith('/api/pos/') &&
        !r.url.startsWith('/api/docs') &&
        /:[A-Za-z_]+/.test(r.url) &&
        r.metodo !== 'HEAD',
    );
    expect(conParametros.length).toBeGreaterThan(30);
    const fallos: string[] = [];
    for (const r of conParametros) {
      const metodo = r.metodo as 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
      const url = r.url.replace(/:[A-Za-z_]+/g, String(FUERA_INT4));
      const res = await admin(metodo, url, metodo === 'GET' || metodo === 'DELETE' ? undefined : {});
      const campos = res.statusCode === 400 ? (res.json().errores ?? []).map((x: { campo: string }) => x.campo) : [];
      const primero = /:([A-Za-z_]+)/.exec(r.url)![1];
      if (res.statusCode !== 400 || !campos.includes(primero))
        fallos.push(`${metodo} ${r.url} → ${res.statusCode} ${res.body.slice(0, 160)}`);
    }
    expect(fallos).toEqual([]);
  });
  it('refuses ids, amounts, quantities and volumes beyond their columns and dates that do not exist in every bounded body', async () => {
    const db = t.database.db;
    const canastilla = (await fila<{ id: number }>(
      db,
      sql`SELECT id FROM bodegas WHERE empresa_id = ${e.empresaId} AND tipo = 'CANASTILLA'`,
    ))!.id;
    const proveedor = (await fila<{ id: number }>(db, sql`SELECT id FROM proveedores ORDER BY id LIMIT 1`))!.id;
    const linea = { producto_id: e.productoCanastilla.id, cantidad: 2, costo_unitario: 1000 };
    const entrada = {
      empresa_id: e.empresaId,
      tipo_negocio: 'S',
      bodega_id: canastilla,
      proveedor_id: proveedor,
      factura_proveedor: 'ACOT-1',
      lineas: [linea],
    };
    const orden = {
      empresa_id: e.empresaId,
      proveedor_id: proveedor,
      bodega_id: canastilla,
      tipo_negocio: 'S',
      fecha: '2026-03-01',
      fecha_entrega: '2026-03-05',
      lineas: [{ producto_id: e.productoCanastilla.id, cantidad: 1, costo: 1 }],
    };
    const equipo = {
      empresa_id: e.empresaId,
      alias: 'ACOTADO',
      tipo: 'POS',
      serial: 'ACOT-1',
      identificador_dispositivo: 'ACOT-1',
      tipos_negocio: ['C'],
    };
    const tanque = {
      empresa_id: e.empresaId,
      codigo: 'TQ9',
      descripcion: 'TANQUE ACOTADO',
      tipo: 'TANQUE',
      producto_id: e.manguera.productoId,
      capacidad: 10_000,
      volumen_minimo: 100,
      altura_mm: 2000,
    };
    const surtidor = {
      empresa_id: e.empresaId,
      isla_id: e.manguera.islaId,
      numero: 90,
      protocolo: 'GILBARCO',
      direccion: 50,
      caras: 2,
      mangueras: [{ numero: 1, cara: 1, producto_id: e.manguera.productoId, bodega_id: e.manguera.bodegaId, lectura_inicial: 10 }],
    };
    const promocion = {
      nombre: 'ACOTADA',
      tipo: 'PRECIO FIJO',
      valor: 1000,
      fecha_inicio: '2026-03-01',
      fecha_fin: '2026-03-31',
      tipos_negocio: ['S'],
      productos: [{ producto_id: e.productoCanastilla.id }],
      estaciones: [e.empresaId],
    };
    const precioEspecial = { producto_id: e.productoCanastilla.id, empresa_id: e.empresaId, precio: 1000, fecha_inicio: '2026-03-01' };
    const dashboard = '/api/reportes/dashboard-lite/VENTAS_TOTAL';
    const persona = {
      nombres: 'Ana',
      apellidos: 'Ruiz',
      direccion: '',
      telefono: '3001234567',
      correo: 'ana@x.co',
      pais: 170,
      provincia: 5,
      ciudad: 5001,
    };
    const casos: [metodo: 'POST' | 'PUT', url: string, cuerpo: unknown, campo: string][] = [
      ['POST', '/api/movimiento/entrada', { ...entrada, lineas: [{ ...linea, cantidad: 10_000_000_000 }] }, 'lineas.0.cantidad'],
      [
        'POST',
        '/api/movimiento/entrada',
        { ...entrada, lineas: [{ ...linea, costo_unitario: 10_000_000_000_000 }] },
        'lineas.0.costo_unitario',
      ],
      ['POST', '/api/movimiento/entrada', { ...entrada, lineas: [{ ...linea, producto_id: FUERA_INT4 }] }, 'lineas.0.producto_id'],
      ['POST', '/api/movimiento/entrada', { ...entrada, bodega_id: FUERA_INT4 }, 'bodega_id'],
      ['POST', '/api/movimiento/entrada', { ...entrada, fecha: '2026-02-30 10:00:00' }, 'fecha'],
      ['POST', '/api/orden-compra', { ...orden, fecha: '2026-02-30' }, 'fecha'],
      ['POST', '/api/orden-compra', { ...orden, lineas: [{ ...orden.lineas[0], costo: 10_000_000_000_000 }] }, 'lineas.0.costo'],
      ['POST', '/api/equipo', { ...equipo, isla_id: FUERA_INT4 }, 'isla_id'],
      ['PUT', '/api/equipo', { ...equipo, id: FUERA_INT4 }, 'id'],
      ['POST', '/api/equipo/select/equipos-desconectados', { empresas: [FUERA_INT4] }, 'empresas.0'],
      ['POST', dashboard, { fecha_inicial: '2026-02-30', fecha_final: '2026-03-01' }, 'fecha_inicial'],
      ['POST', dashboard, { identificadorEstacion: FUERA_INT4 }, 'identificadorEstacion'],
      ['POST', dashboard, { identificadorEstacion: [e.empresaId, FUERA_INT4] }, 'identificadorEstacion.1'],
      ['POST', '/api/reportes/metas', { fecha_inicial: '2026-04-31', fecha_final: '2026-05-01' }, 'fecha_inicial'],
      [
        'POST',
        '/api/movimiento/contingencia',
        { estaciones: [FUERA_INT4], fecha_inicial: '2026-03-01', fecha_final: '2026-03-02' },
        'estaciones.0',
      ],
      [
        'POST',
        '/api/movimiento/contingencia',
        { estaciones: [e.empresaId], fecha_inicial: '2026-03-01', fecha_final: '2026-02-29 06:00:00' },
        'fecha_final',
      ],
      ['PUT', '/api/cupos/getcliente-empresas/alertasGlobales/deshabilitar', { id: FUERA_INT4, estado: 'I' }, 'id'],
      ['POST', '/api/guru.facturacion/fe-no-autorizadas', { estados: [40_000] }, 'estados.0'],
      ['POST', '/api/bodega', { ...tanque, capacidad: 10_000_000_000 }, 'capacidad'],
      ['POST', '/api/bodega', { ...tanque, altura_mm: 100_000_000 }, 'altura_mm'],
      [
        'PUT',
        `/api/bodega/${e.manguera.bodegaId}/aforo`,
        {
          puntos: [
            { altura_mm: 1, volumen: 0 },
            { altura_mm: 2, volumen: 10_000_000_000 },
          ],
        },
        'puntos.1.volumen',
      ],
      ['POST', '/api/surtidor', { ...surtidor, numero: FUERA_INT4 }, 'numero'],
      [
        'POST',
        '/api/surtidor',
        { ...surtidor, mangueras: [{ ...surtidor.mangueras[0], lectura_inicial: 1e12 }] },
        'mangueras.0.lectura_inicial',
      ],
      ['POST', '/api/promocion/crear-promocion', { ...promocion, valor: 10_000_000_000_000 }, 'valor'],
      ['POST', '/api/promocion/crear-promocion', { ...promocion, fecha_fin: '2026-02-30' }, 'fecha_fin'],
      ['POST', '/api/promocion/crear-promocion', { ...promocion, tipo: 'PAGUE N LLEVE M', pague_n: 40_000, lleve_m: 40_001 }, 'pague_n'],
      ['POST', '/api/producto/precio-especial', { ...precioEspecial, precio: 10_000_000_000_000 }, 'precio'],
      ['POST', '/api/producto/precio-especial', { ...precioEspecial, fecha_inicio: '2026-02-31' }, 'fecha_inicio'],
      ['POST', '/api/notificaciones', { empresa: FUERA_INT4, titulo: 'x', texto: 'y', tipo: 200 }, 'empresa'],
      ['PUT', '/api/persona', { id: FUERA_INT4, persona }, 'id'],
      ['PUT', '/api/persona', { id: 1, persona: { ...persona, ciudad: FUERA_INT4 } }, 'persona.ciudad'],
      [
        'POST',
        '/api/persona/cambiar-clave',
        { persona: { persona_id: FUERA_INT4, clave: 'una-clave-larga-2026', clave_Administrador: 'demo2026' } },
        'persona.persona_id',
      ],
    ];
    const fallos: string[] = [];
    for (const [metodo, url, cuerpo, campo] of casos) {
      const res = await admin(metodo, url, cuerpo);
      const campos = res.statusCode === 400 ? (res.json().errores ?? []).map((x: { campo: string }) => x.campo) : [];
      if (res.statusCode !== 400 || !campos.includes(campo))
        fallos.push(`${metodo} ${url} ${campo} → ${res.statusCode} ${res.body.slice(0, 200)}`);
    }
    expect(fallos).toEqual([]);
  });
});
