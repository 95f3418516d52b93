import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES_INVENTARIO as M } from '@eds/contracts/inventario';
import { MENSAJES } from '@eds/contracts/mensajes';
import { fila, filas } from '../src/db/client';
import { conToken, contar, crearApp, ingresar, type AppDePrueba } from './helper';
import { tokenAdmin } from './pos-fixtures';

/** Inventory documents of SCREENS G14 beyond posting: annulment, negative stock, scope, bad input. */

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
  bodega = await crear('INV-A');
  bodega2 = await crear('INV-B');
});
afterAll(async () => t.cerrar());

const existencia = async (b: number, p = producto) =>
  (await fila<{ cantidad: string; costo_promedio: string }>(
    db(),
    sql`SELECT cantidad::text AS cantidad, costo_promedio::text AS costo_promedio FROM existencias WHERE bodega_id = ${b} AND producto_id = ${p}`,
  )) ?? { cantidad: '0.000', costo_promedio: '0.00' };

let factura = 0;
const entrada = (cantidad: number, costo: number, extra: Record<string, unknown> = {}) =>
  admin('POST', '/api/movimiento/entrada', {
    empresa_id: estacion,
    tipo_negocio: 'S',
    bodega_id: bodega,
    proveedor_id: proveedor,
    factura_proveedor: `INV-${++factura}`,
    lineas: [{ producto_id: producto, cantidad, costo_unitario: costo }],
    ...extra,
  });
const salida = (cantidad: number, b = bodega) =>
  admin('POST', '/api/movimiento/salida', {
    empresa_id: estacion,
    tipo_negocio: 'S',
    bodega_id: b,
    concepto: 'DAÑO',
    lineas: [{ producto_id: producto, cantidad }],
  });

describe('annulment of inventory documents', () => {
  it('annuls an entry: stock and average cost return to what they were, the document is ANULADO with its reason', async () => {
    expect((await entrada(10, 1000)).statusCode).toBe(200);
    const antes = await existencia(bodega);
    const r = await entrada(10, 2000);
    const id = r.json().data.id as number;
    expect(await existencia(bodega)).toEqual({ cantidad: '20.000', costo_promedio: '1500.00' });

    const sinMotivo = await admin('PUT', `/api/movimiento/${id}/anular`, { motivo: ' ' });
    expect(sinMotivo.statusCode).toBe(400);
    expect(sinMotivo.json().mensaje).toBe(M.motivoRequerido);

    const anulada = await admin('PUT', `/api/movimiento/${id}/anular`, { motivo: 'factura errada' });
    expect(anulada.statusCode, anulada.body).toBe(200);
    expect(anulada.json().mensaje).toBe(M.documentoAnulado(r.json().data.consecutivo));
    expect(await existencia(bodega)).toEqual(antes);
    const doc = await fila<{ estado: string; motivo: string }>(
      db(),
      sql`SELECT estado, datos->'anulacion'->>'motivo' AS motivo FROM movimientos_inventario WHERE id = ${id}`,
    );
    expect(doc).toEqual({ estado: 'ANULADO', motivo: 'factura errada' });
    const otra = await admin('PUT', `/api/movimiento/${id}/anular`, { motivo: 'otra vez' });
    expect(otra.statusCode).toBe(400);
    expect(otra.json().mensaje).toBe(M.documentoYaAnulado);
  });

  it('refuses an annulment that would leave stock negative unless the station allows negative stock', async () => {
    const r = await entrada(5, 1000);
    const id = r.json().data.id as number;
    const { cantidad } = await existencia(bodega);
    expect((await salida(Number(cantidad))).statusCode).toBe(200);
    const negativa = await admin('PUT', `/api/movimiento/${id}/anular`, { motivo: 'error' });
    expect(negativa.statusCode).toBe(400);
    expect(negativa.json().mensaje).toBe('Stock insuficiente en la bodega BODEGA INV-A para el producto ACEITE MOTOR 20W50 1/4');
    expect(await existencia(bodega)).toEqual({ cantidad: '0.000', costo_promedio: (await existencia(bodega)).costo_promedio });

    await db().execute(sql`INSERT INTO parametros_valores (definicion_id, nivel, empresa_id, valor)
      SELECT id, 'ESTACION', ${estacion}, 'S' FROM parametros_definiciones WHERE codigo = 'PERMITE_INVENTARIO_NEGATIVO'`);
    try {
      expect((await admin('PUT', `/api/movimiento/${id}/anular`, { motivo: 'error' })).statusCode).toBe(200);
      expect((await existencia(bodega)).cantidad).toBe('-5.000');
      // A back-office output is allowed too while the station allows it.
      expect((await salida(1)).statusCode).toBe(200);
    } finally {
      await db().execute(sql`DELETE FROM parametros_valores WHERE nivel = 'ESTACION' AND empresa_id = ${estacion}`);
    }
    const refusada = await salida(1);
    expect(refusada.statusCode).toBe(400);
    expect((await entrada(6, 1000)).statusCode).toBe(200);
  });

  it('annuls an output and a transfer back into their warehouses', async () => {
    await entrada(10, 1200);
    const antes = await existencia(bodega);
    const s = await salida(4);
    expect((await admin('PUT', `/api/movimiento/${s.json().data.id}/anular`, { motivo: 'no salió' })).statusCode).toBe(200);
    expect((await existencia(bodega)).cantidad).toBe(antes.cantidad);

    const traslado = await admin('POST', '/api/movimiento/traslado', {
      empresa_id: estacion,
      tipo_negocio: 'S',
      bodega_id: bodega,
      bodega_destino_id: bodega2,
      lineas: [{ producto_id: producto, cantidad: 3 }],
    });
    expect(traslado.statusCode, traslado.body).toBe(200);
    const destino = await existencia(bodega2);
    expect((await admin('PUT', `/api/movimiento/${traslado.json().data.id}/anular`, { motivo: 'no se movió' })).statusCode).toBe(200);
    expect((await existencia(bodega)).cantidad).toBe(antes.cantidad);
    expect(Number((await existencia(bodega2)).cantidad)).toBeCloseTo(Number(destino.cantidad) - 3, 3);
  });

  it('refuses an annulment in a reconciled day and writes nothing', async () => {
    const r = await entrada(2, 1000);
    const id = r.json().data.id as number;
    const dia = (await fila<{ d: string }>(db(), sql`SELECT fecha_negocio::text AS d FROM movimientos_inventario WHERE id = ${id}`))!.d;
    const antes = await existencia(bodega);
    await db().execute(sql`INSERT INTO dias_conciliados (empresa_id, fecha) VALUES (${estacion}, ${dia}::date)`);
    try {
      const x = await admin('PUT', `/api/movimiento/${id}/anular`, { motivo: 'tarde' });
      expect(x.statusCode).toBe(400);
      expect(x.json().mensaje).toBe('El día se encuentra conciliado, no se permiten movimientos');
      expect(await existencia(bodega)).toEqual(antes);
    } finally {
      await db().execute(sql`DELETE FROM dias_conciliados WHERE empresa_id = ${estacion} AND fecha = ${dia}::date`);
    }
  });

  it('needs letter N and the station in scope', async () => {
    const r = await entrada(1, 1000);
    const id = r.json().data.id as number;
    const consulta = conToken(t.app, (await ingresar(t.app, 'CONSULTA')).token);
    expect((await consulta('PUT', `/api/movimiento/${id}/anular`, { motivo: 'x' })).statusCode).toBe(403);
    // A station user holding the letters touches its own station only.
    await db().execute(sql`
      INSERT INTO perfiles_modulos (perfiles_id, modulos_id, asignaciones)
      SELECT up.perfiles_id, m.id, 'RCN' FROM usuarios u JOIN usuarios_perfiles up ON up.usuarios_id = u.id, modulos m
       WHERE u.usuario = 'ADMINEDS' AND m.descripcion IN ('ENTRADA', 'SALIDAS')
      ON CONFLICT (perfiles_id, modulos_id) DO UPDATE SET asignaciones = 'RCN'`);
    const eds = conToken(t.app, (await ingresar(t.app, 'ADMINEDS')).token);
    const suya = await fila<{ empresas_id: number }>(db(), sql`SELECT empresas_id FROM usuarios WHERE usuario = 'ADMINEDS'`);
    expect(suya!.empresas_id).toBe(estacion);
    const propia = await eds('POST', '/api/movimiento/entrada', {
      empresa_id: estacion,
      tipo_negocio: 'S',
      bodega_id: bodega,
      proveedor_id: proveedor,
      factura_proveedor: 'EDS-1',
      lineas: [{ producto_id: producto, cantidad: 1, costo_unitario: 1000 }],
    });
    expect(propia.statusCode, propia.body).toBe(200);
    const bodegaAjena = (await fila<{ id: number }>(
      db(),
      sql`SELECT id FROM bodegas WHERE empresa_id = ${otraEstacion} AND tipo = 'CANASTILLA'`,
    ))!.id;
    const otra = await eds('POST', '/api/movimiento/salida', {
      empresa_id: otraEstacion,
      tipo_negocio: 'S',
      bodega_id: bodegaAjena,
      lineas: [{ producto_id: producto, cantidad: 1 }],
    });
    expect(otra.statusCode).toBe(403);
    const disfrazada = await eds('POST', '/api/movimiento/salida', {
      empresa_id: estacion,
      tipo_negocio: 'S',
      bodega_id: bodegaAjena,
      lineas: [{ producto_id: producto, cantidad: 1 }],
    });
    expect(disfrazada.statusCode).toBe(400);
    expect(disfrazada.json().errores[0]).toEqual({ campo: 'bodega_id', mensaje: M.bodegaOtraEstacion });
    const ajeno = await admin('POST', '/api/movimiento/entrada', {
      empresa_id: otraEstacion,
      tipo_negocio: 'S',
      bodega_id: bodegaAjena,
      proveedor_id: proveedor,
      factura_proveedor: 'OTRA-1',
      lineas: [{ producto_id: producto, cantidad: 1, costo_unitario: 1000 }],
    });
    expect(ajeno.statusCode, ajeno.body).toBe(200);
    const ajenoId = ajeno.json().data.id as number;
    expect((await eds('PUT', `/api/movimiento/${ajenoId}/anular`, { motivo: 'x' })).statusCode).toBe(403);
    expect((await fila<{ estado: string }>(db(), sql`SELECT estado FROM movimientos_inventario WHERE id = ${ajenoId}`))!.estado).toBe(
      'REGISTRADO',
    );
  });
});

describe('input of inventory documents', () => {
  it('refuses zero quantities, a date in the future, another station warehouse and another business product, writing nothing', async () => {
    const antes = await contar(t.database, 'movimientos_inventario');
    const cero = await salida(0);
    expect(cero.statusCode).toBe(400);
    expect(cero.json().errores[0]).toEqual({ campo: 'lineas.0.cantidad', mensaje: MENSAJES.valorNoValido });
    const decimales = await salida(1.2345);
    expect(decimales.statusCode).toBe(400);
    expect(decimales.json().errores[0]).toEqual({ campo: 'lineas.0.cantidad', mensaje: M.decimalesCantidad });
    const futura = await entrada(1, 1000, { fecha: '2099-01-01 10:00:00' });
    expect(futura.statusCode).toBe(400);
    expect(futura.json().mensaje).toBe(M.fechaFutura);
    const otraBodega = (await fila<{ id: number }>(db(), sql`SELECT id FROM bodegas WHERE empresa_id = ${otraEstacion} LIMIT 1`))!.id;
    const ajena = await salida(1, otraBodega);
    expect(ajena.statusCode).toBe(400);
    expect(ajena.json().errores[0]).toEqual({ campo: 'bodega_id', mensaje: M.bodegaOtraEstacion });
    const otroNegocio = await fila<{ id: number }>(
      db(),
      sql`SELECT p.id FROM productos p WHERE p.negocio_id <> (SELECT negocio_id FROM empresas WHERE id = ${estacion}) LIMIT 1`,
    );
    if (otroNegocio) {
      const x = await admin('POST', '/api/movimiento/salida', {
        empresa_id: estacion,
        tipo_negocio: 'S',
        bodega_id: bodega,
        lineas: [{ producto_id: otroNegocio.id, cantidad: 1 }],
      });
      expect(x.statusCode).toBe(400);
      expect(x.json().mensaje).toBe(M.productoNoExiste);
    }
    expect(await contar(t.database, 'movimientos_inventario')).toBe(antes);
  });
});

describe('purchase orders through their states', () => {
  let aprobador: ReturnType<typeof conToken>;
  beforeAll(async () => {
    const { crearUsuario } = await import('../src/demo/sembrar');
    const { hashClave } = await import('../src/lib/claves');
    const perfil = await fila<{ id: number }>(db(), sql`SELECT id FROM perfiles WHERE descripcion = 'SUPERADMINISTRADOR LAZO'`);
    const raiz = await fila<{ id: number; negocio_id: number }>(
      db(),
      sql`SELECT id, negocio_id FROM empresas WHERE tipo = 1 ORDER BY id LIMIT 1`,
    );
    await db().transaction(async (tx) => {
      const { usuarioId } = await crearUsuario(tx, {
        negocioId: raiz!.negocio_id,
        empresaId: raiz!.id,
        usuario: 'APROBADOR2',
        tipo: 1,
        perfil: perfil!.id,
        clave: '',
        identificacion: '1000000098',
        nombres: 'ANA',
        apellidos: 'APROBADORA',
        correo: 'aprobador2@combustiblesandinos.com.co',
        telefono: '3000000098',
        ciudad: 8001,
        departamento: 8,
      });
      await tx.execute(sql`UPDATE usuarios SET clave_hash = ${await hashClave('otra-clave-2026')} WHERE id = ${usuarioId}`);
    });
    aprobador = conToken(t.app, (await ingresar(t.app, 'APROBADOR2', 'otra-clave-2026')).token);
  });

  const orden = (cantidad: number, extra: Record<string, unknown> = {}) => ({
    empresa_id: estacion,
    proveedor_id: proveedor,
    bodega_id: bodega,
    tipo_negocio: 'S',
    fecha: '2026-11-20',
    fecha_entrega: '2026-11-25',
    lineas: [{ producto_id: producto, cantidad, costo: 1000, iva_pct: 19 }],
    ...extra,
  });
  const crearAprobada = async (cantidad: number) => {
    const id = (await admin('POST', '/api/orden-compra', orden(cantidad))).json().data.id as number;
    expect((await aprobador('PUT', `/api/orden-compra/${id}/aprobar`)).statusCode).toBe(200);
    return id;
  };
  const recibir = (ordenId: number, cantidad: number) => entrada(cantidad, 1000, { orden_compra_id: ordenId });

  it('edits and deletes only in BORRADOR, lists and shows an order with its pending lines', async () => {
    const creada = await admin('POST', '/api/orden-compra', orden(10));
    const id = creada.json().data.id as number;
    const editada = await admin('PUT', `/api/orden-compra/${id}`, orden(12, { observaciones: 'urgente' }));
    expect(editada.statusCode, editada.body).toBe(200);
    expect(editada.json().mensaje).toBe(M.ordenEditada(creada.json().data.consecutivo));
    const detalle = (await admin('GET', `/api/orden-compra/${id}`)).json().data;
    expect(detalle).toMatchObject({ estado: 'BORRADOR', observaciones: 'urgente', total: 14280 });
    expect(detalle.lineas[0]).toMatchObject({ cantidad: 12, cantidad_recibida: 0, pendiente: 12 });
    const lista = await admin('GET', `/api/orden-compra?empresa_id=${estacion}&estado=BORRADOR&limite=50`);
    expect((lista.json().data as { id: number }[]).some((o) => o.id === id)).toBe(true);
    expect((await aprobador('PUT', `/api/orden-compra/${id}/aprobar`)).statusCode).toBe(200);
    const tarde = await admin('PUT', `/api/orden-compra/${id}`, orden(1));
    expect(tarde.statusCode).toBe(400);
    expect(tarde.json().mensaje).toBe(M.ordenNoEditable);
    expect((await admin('DELETE', `/api/orden-compra/${id}`)).json().mensaje).toBe(M.ordenNoEditable);
  });

  it('is received in two parts, never beyond pending, and closes with a reason; annulment only with nothing received', async () => {
    const id = await crearAprobada(10);
    expect((await recibir(id, 4)).statusCode).toBe(200);
    expect((await admin('GET', `/api/orden-compra/${id}`)).json().data.estado).toBe('RECIBIDA PARCIAL');
    const demas = await recibir(id, 7);
    expect(demas.statusCode).toBe(400);
    expect(demas.json().mensaje).toBe('La cantidad recibida supera la pendiente de la orden');
    const anular = await admin('PUT', `/api/orden-compra/${id}/anular`, { motivo: 'ya no' });
    expect(anular.json().mensaje).toBe(M.ordenConRecibos);
    expect((await admin('PUT', `/api/orden-compra/${id}/cerrar`, {})).statusCode).toBe(400);
    const cerrada = await admin('PUT', `/api/orden-compra/${id}/cerrar`, { motivo: 'el proveedor no tiene más' });
    expect(cerrada.statusCode, cerrada.body).toBe(200);
    expect((await admin('GET', `/api/orden-compra/${id}`)).json().data).toMatchObject({
      estado: 'CERRADA',
      motivo_cierre: 'el proveedor no tiene más',
    });

    const otra = await crearAprobada(5);
    expect((await recibir(otra, 5)).statusCode).toBe(200);
    expect((await admin('GET', `/api/orden-compra/${otra}`)).json().data.estado).toBe('RECIBIDA');
    const sinRecibir = await crearAprobada(5);
    expect((await admin('PUT', `/api/orden-compra/${sinRecibir}/anular`, { motivo: 'duplicada' })).statusCode).toBe(200);
    expect((await admin('GET', `/api/orden-compra/${sinRecibir}`)).json().data.estado).toBe('ANULADA');
  });

  it('receives an order once when two entries arrive at the same moment', async () => {
    const id = await crearAprobada(6);
    const [a, b] = await Promise.all([recibir(id, 4), recibir(id, 4)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 400]);
    const detalle = (await admin('GET', `/api/orden-compra/${id}`)).json().data;
    expect(detalle.lineas[0].cantidad_recibida).toBe(4);
    expect(detalle.estado).toBe('RECIBIDA PARCIAL');
  });

  it('gives an annulled entry back to its order', async () => {
    const id = await crearAprobada(3);
    const r = await recibir(id, 3);
    expect((await admin('PUT', `/api/movimiento/${r.json().data.id}/anular`, { motivo: 'devuelta' })).statusCode).toBe(200);
    const detalle = (await admin('GET', `/api/orden-compra/${id}`)).json().data;
    expect(detalle).toMatchObject({ estado: 'APROBADA' });
    expect(detalle.lineas[0].pendiente).toBe(3);
  });

  it('suggests up to the maximum stock and mails an approved order through the outbox', async () => {
    await db().execute(sql`UPDATE productos SET stock_maximo = 1000 WHERE id = ${producto}`);
    const { cantidad } = await existencia(bodega);
    const sugerida = await admin('GET', `/api/orden-compra/sugerir?empresa_id=${estacion}&bodega_id=${bodega}&tipo_negocio=S`);
    expect(sugerida.statusCode, sugerida.body).toBe(200);
    const linea = (sugerida.json().data as { producto_id: number; cantidad: number; en_camino: number }[]).find(
      (l) => l.producto_id === producto,
    );
    expect(linea!.cantidad).toBeCloseTo(1000 - Number(cantidad) - linea!.en_camino, 3);

    await db().execute(sql`UPDATE proveedores SET correo = 'ventas@proveedor.com.co' WHERE id = ${proveedor}`);
    const borrador = (await admin('POST', '/api/orden-compra', orden(2))).json().data.id as number;
    expect((await admin('POST', `/api/orden-compra/${borrador}/enviar-correo`)).json().mensaje).toBe(M.ordenNoAprobada);
    const id = await crearAprobada(2);
    const antes = await contar(t.database, 'correos_salida');
    const enviada = await admin('POST', `/api/orden-compra/${id}/enviar-correo`);
    expect(enviada.statusCode, enviada.body).toBe(200);
    expect(enviada.json().mensaje).toBe(M.correoEncolado('ventas@proveedor.com.co'));
    expect(await contar(t.database, 'correos_salida')).toBe(antes + 1);
  });
});

describe('transfers between stations', () => {
  let destino: number;
  const enviar = (cantidad: number, extra: Record<string, unknown> = {}) =>
    admin('POST', '/api/movimiento/traslado-pdv', {
      empresa_id: estacion,
      empresa_destino_id: otraEstacion,
      tipo_negocio: 'S',
      bodega_id: bodega,
      bodega_destino_id: destino,
      lineas: [{ producto_id: producto, cantidad }],
      ...extra,
    });
  const transito = async () =>
    (await fila<{ id: number }>(db(), sql`SELECT id FROM bodegas WHERE empresa_id = ${estacion} AND codigo = 'EN-TRANSITO'`))!.id;
  beforeAll(async () => {
    destino = (
      await admin('POST', '/api/bodega', { empresa_id: otraEstacion, codigo: 'INV-D', descripcion: 'bodega destino', tipo: 'GENERAL' })
    ).json().data.id as number;
    await entrada(50, 1000);
  });

  it('sends into transit, is received short at the destination and posts the shortfall at the origin', async () => {
    const antes = await existencia(bodega);
    const r = await enviar(10);
    expect(r.statusCode, r.body).toBe(200);
    const id = r.json().data.id as number;
    expect(Number((await existencia(bodega)).cantidad)).toBeCloseTo(Number(antes.cantidad) - 10, 3);
    expect((await existencia(await transito())).cantidad).toBe('10.000');
    const entrantes = await admin('GET', `/api/movimiento/traslado-pdv/empresa/${otraEstacion}?entrantes=S&estado=ENVIADO`);
    expect((entrantes.json().data as { id: number }[]).map((x) => x.id)).toContain(id);

    const demas = await admin('PUT', `/api/movimiento/traslado-pdv/${id}/recibir`, { lineas: [{ producto_id: producto, cantidad: 11 }] });
    expect(demas.statusCode).toBe(400);
    expect(demas.json().mensaje).toBe(M.recibidoSuperaEnviado);
    const [a, b] = await Promise.all([
      admin('PUT', `/api/movimiento/traslado-pdv/${id}/recibir`, { lineas: [{ producto_id: producto, cantidad: 8 }] }),
      admin('PUT', `/api/movimiento/traslado-pdv/${id}/recibir`, { lineas: [{ producto_id: producto, cantidad: 8 }] }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 400]);
    expect([a, b].find((x) => x.statusCode === 400)!.json().mensaje).toBe(M.trasladoNoEnviado);
    expect((await existencia(destino)).cantidad).toBe('8.000');
    expect((await existencia(await transito())).cantidad).toBe('0.000');
    const faltante = await fila<{ cantidad: string; empresa_id: number }>(
      db(),
      sql`SELECT d.cantidad::text AS cantidad, m.empresa_id FROM movimientos_inventario m JOIN movimientos_inventario_detalles d ON d.movimiento_id = m.id
           WHERE m.concepto = 'SALIDA POR FALTANTE EN TRASLADO' AND m.datos->>'traslado_id' = ${String(id)}`,
    );
    expect(faltante).toEqual({ cantidad: '2.000', empresa_id: estacion });
    expect((await fila<{ estado: string }>(db(), sql`SELECT estado FROM movimientos_inventario WHERE id = ${id}`))!.estado).toBe(
      'RECIBIDO',
    );
  });

  it('is rejected back to the origin, or annulled by the origin while ENVIADO', async () => {
    const antes = await existencia(bodega);
    const r = await enviar(5);
    const id = r.json().data.id as number;
    expect((await admin('PUT', `/api/movimiento/traslado-pdv/${id}/rechazar`, { motivo: 'no pedido' })).statusCode).toBe(200);
    expect((await existencia(bodega)).cantidad).toBe(antes.cantidad);
    expect((await fila<{ estado: string }>(db(), sql`SELECT estado FROM movimientos_inventario WHERE id = ${id}`))!.estado).toBe(
      'RECHAZADO',
    );
    const tarde = await admin('PUT', `/api/movimiento/traslado-pdv/${id}/recibir`, { lineas: [] });
    expect(tarde.json().mensaje).toBe(M.trasladoNoEnviado);

    const otro = (await enviar(4)).json().data.id as number;
    expect((await admin('PUT', `/api/movimiento/${otro}/anular`, { motivo: 'error' })).statusCode).toBe(200);
    expect((await existencia(bodega)).cantidad).toBe(antes.cantidad);
  });

  it('refuses the same station as destination and a warehouse of another station than the destination', async () => {
    const misma = await enviar(1, { empresa_destino_id: estacion });
    expect(misma.json().errores[0]).toEqual({ campo: 'empresa_destino_id', mensaje: M.estacionDestinoIgual });
    const cruzada = await enviar(1, { bodega_destino_id: bodega2 });
    expect(cruzada.json().errores[0]).toEqual({ campo: 'bodega_destino_id', mensaje: M.bodegaOtraEstacion });
  });
});

describe('stock per warehouse and physical count', () => {
  it('flags stock and posts the counted differences as one adjustment', async () => {
    await db().execute(sql`UPDATE productos SET stock_minimo = 1000000, stock_maximo = NULL WHERE id = ${producto}`);
    const stock = await admin('GET', `/api/inventario/bodega/${bodega}`);
    expect(stock.statusCode, stock.body).toBe(200);
    const fila1 = (stock.json().data as { producto_id: number; alerta: string; cantidad: number }[]).find(
      (x) => x.producto_id === producto,
    )!;
    expect(fila1.alerta).toBe('BAJO MÍNIMO');

    const toma = await admin('POST', '/api/inventario/toma-fisica', { bodega_id: bodega, tipo_negocio: 'S' });
    expect(toma.statusCode, toma.body).toBe(200);
    const id = toma.json().data.id as number;
    expect((await admin('POST', '/api/inventario/toma-fisica', { bodega_id: bodega, tipo_negocio: 'S' })).json().mensaje).toBe(
      M.tomaAbierta,
    );
    const contado = fila1.cantidad - 3;
    expect(
      (await admin('PUT', `/api/inventario/toma-fisica/${id}/conteo`, { lineas: [{ producto_id: producto, cantidad: contado }] }))
        .statusCode,
    ).toBe(200);
    const detalle = (await admin('GET', `/api/inventario/toma-fisica/${id}`)).json().data;
    expect(detalle.lineas.find((l: { producto_id: number }) => l.producto_id === producto).diferencia).toBeCloseTo(-3, 3);
    const ajuste = await admin('POST', `/api/inventario/toma-fisica/${id}/ajuste`);
    expect(ajuste.statusCode, ajuste.body).toBe(200);
    expect(Number((await existencia(bodega)).cantidad)).toBeCloseTo(contado, 3);
    const info = await admin('GET', `/api/movimiento/get-info-movimientos-detalles/${ajuste.json().data.id}`);
    expect(info.json().mensaje[0]).toMatchObject({ tipo: 'AJUSTE', producto_id: producto, cantidad: -3, bodega_id: bodega });
    expect((await admin('POST', `/api/inventario/toma-fisica/${id}/ajuste`)).json().mensaje).toBe(M.tomaCerrada);
  });

  it('lists documents of a kind in a date range, with the spec text when there are none', async () => {
    const hoy = new Date().toISOString().slice(0, 10);
    const r = await admin('POST', '/api/movimiento/movimientostipo', {
      empresa_id: estacion,
      tipo: 'entrada',
      fecha_inicial: '2020-01-01',
      fecha_final: hoy,
    });
    expect(r.statusCode, r.body).toBe(200);
    expect((r.json().data as { tipo: string }[]).every((x) => x.tipo === 'ENTRADA')).toBe(true);
    expect(r.json().data.length).toBeGreaterThan(0);
    const vacia = await admin('POST', '/api/movimiento/movimientostipo', {
      empresa_id: estacion,
      tipo: 'entrada',
      fecha_inicial: '2020-01-01',
      fecha_final: '2020-01-02',
    });
    expect(vacia.json()).toMatchObject({ mensaje: 'No se encontraron datos con las fechas seleccionadas', data: [] });
  });
});

describe('initial adjustment from an Excel file', () => {
  const libro = async (filasExcel: (string | number)[][]) => {
    const ExcelJS = (await import('exceljs')).default;
    const wb = new ExcelJS.Workbook();
    const hoja = wb.addWorksheet('AJUSTE');
    hoja.addRow(['CODIGO', 'CANTIDAD', 'COSTO']);
    for (const f of filasExcel) hoja.addRow(f);
    return Buffer.from(await wb.xlsx.writeBuffer()).toString('base64');
  };
  const importar = async (b: number, archivo: string) =>
    admin('POST', '/api/movimiento/ajuste-inicial/importar', { empresa_id: estacion, tipo_negocio: 'S', bodega_id: b, archivo });

  it('downloads the template, names each refused row and posts nothing until every row is valid', async () => {
    const plantilla = await admin('GET', '/api/movimiento/ajuste-inicial/plantilla');
    expect(plantilla.statusCode).toBe(200);
    expect(plantilla.headers['content-type']).toContain('spreadsheetml');
    const nueva = (
      await admin('POST', '/api/bodega', { empresa_id: estacion, codigo: 'INV-X', descripcion: 'bodega excel', tipo: 'GENERAL' })
    ).json().data.id as number;
    const antes = await contar(t.database, 'movimientos_inventario');
    const mala = await importar(
      nueva,
      await libro([
        ['CAN-001', 10, 1350],
        ['NO-EXISTE', 1, 1],
        ['CAN-002', 1.2345, 100],
      ]),
    );
    expect(mala.statusCode, mala.body).toBe(206);
    expect(mala.json().data).toEqual([
      { fila: 3, mensaje: M.filaProductoNoExiste('NO-EXISTE') },
      { fila: 4, mensaje: M.filaCantidad },
    ]);
    expect(await contar(t.database, 'movimientos_inventario')).toBe(antes);
    const buena = await importar(
      nueva,
      await libro([
        ['CAN-001', 10, 1350],
        ['can-002', 4, 2000.5],
      ]),
    );
    expect(buena.statusCode, buena.body).toBe(200);
    const agua = (await fila<{ id: number }>(db(), sql`SELECT id FROM productos WHERE codigo = 'CAN-001'`))!.id;
    expect(await existencia(nueva, agua)).toEqual({ cantidad: '10.000', costo_promedio: '1350.00' });
    const noExcel = await importar(nueva, Buffer.from('esto no es un excel').toString('base64'));
    expect(noExcel.statusCode).toBe(400);
    expect(noExcel.json().errores[0]).toEqual({ campo: 'archivo', mensaje: M.archivoNoExcel });
  });
});
