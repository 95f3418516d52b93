import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MENSAJES } from '@eds/contracts/mensajes';
import { diaOperativo } from '@eds/contracts/dia-operativo';
import { fila, filas } from '../src/db/client';
import { conToken, crearApp, ingresar, type AppDePrueba } from './helper';
import { emitirToken, estacionPos, haceMinutos, postPos, ventaCombustible, type EstacionPos } from './pos-fixtures';
import { idsDemo } from './factories';

/**
 * Every dashboard figure is checked against sums computed here, directly from the stored sales, for a station
 * user and for company users; and nothing outside the user's scope reaches them.
 */
let t: AppDePrueba;
let e: EstacionPos;
let ids: Awaited<ReturnType<typeof idsDemo>>;
let adminEds: ReturnType<typeof conToken>;
let superadmin: ReturnType<typeof conToken>;
let zonal: ReturnType<typeof conToken>;
const hoy = () => diaOperativo(new Date());

beforeAll(async () => {
  t = await crearApp();
  e = await estacionPos(t, 0);
  ids = await idsDemo(t.database);
  adminEds = conToken(t.app, (await ingresar(t.app, 'ADMINEDS')).token);
  superadmin = conToken(t.app, (await ingresar(t.app, 'SUPERADMIN')).token);
  zonal = conToken(t.app, (await ingresar(t.app, 'ZONAL')).token);
});
afterAll(async () => t.cerrar());

const reporte = (req: ReturnType<typeof conToken>, nombre: string, cuerpo: Record<string, unknown> = {}) =>
  req('POST', `/api/reportes/dashboard-lite/${nombre}`, cuerpo);

/** Raw sums over the stored sales of today's business day, by business type. */
async function sumasCrudas(empresas: number[]) {
  const r = await filas<{ tipo_negocio: string; cantidad: string; valor: string; n: number }>(
    t.database.db,
    sql`SELECT v.tipo_negocio, sum(v.cantidad) AS cantidad, sum(v.total) AS valor, count(*)::int AS n FROM ventas v
         WHERE v.empresa_id = ANY(${`{${empresas.join(',')}}`}::int[]) AND v.fecha_negocio = ${hoy()}::date AND v.estado_movimiento LIKE '%001'
         GROUP BY v.tipo_negocio`,
  );
  const de = (tn: string) => r.find((x) => x.tipo_negocio === tn);
  return {
    C: { cantidad: Number(de('C')?.cantidad ?? 0), valor: Number(de('C')?.valor ?? 0) },
    S: { cantidad: Number(de('S')?.cantidad ?? 0), valor: Number(de('S')?.valor ?? 0) },
  };
}

async function estacionesDelNegocio(): Promise<number[]> {
  return (
    await filas<{ id: number }>(
      t.database.db,
      sql`SELECT id FROM empresas WHERE tipo = 3 AND negocio_id = (SELECT negocio_id FROM empresas WHERE id = ${ids.barranquilla})`,
    )
  ).map((x) => x.id);
}

describe('VENTAS_TOTAL', () => {
  it("adds the station's new sales to a station user's indicators, equal to the stored sales", async () => {
    const antes = (await reporte(adminEds, 'VENTAS_TOTAL', { periodo: 0 })).json().data;
    const canastillaToken = await emitirToken(t.app, e.admin, e.equipoCanastillaId);
    const combustible = [ventaCombustible(e, 4.5), ventaCombustible(e, 10.25), ventaCombustible(e, 7)];
    const precio = e.productoCanastilla.precio;
    const tienda = [2, 3].map((n) => ({
      uuid: crypto.randomUUID(),
      fecha: haceMinutos(1),
      tipo_negocio: 'S',
      detalles: [{ producto_id: e.productoCanastilla.id, cantidad: n, precio }],
      medios_pago: [{ medio_pago_id: e.medios.efectivo, valor: n * precio }],
    }));
    expect((await postPos(t.app, e.token, 'ventas', { ventas: combustible })).json().data.aceptadas).toBe(3);
    expect((await postPos(t.app, canastillaToken, 'ventas', { ventas: tienda })).json().data.aceptadas).toBe(2);

    const r = await reporte(adminEds, 'VENTAS_TOTAL', { periodo: 0 });
    expect(r.statusCode).toBe(200);
    const d = r.json().data;
    expect(d.total_cantidad_combustible - antes.total_cantidad_combustible).toBeCloseTo(21.75, 3);
    expect(d.total_valor_combustible - antes.total_valor_combustible).toBeCloseTo(
      combustible.reduce((s, v) => s + (v.detalles as { valor: number }[])[0].valor, 0),
      2,
    );
    expect(d.total_cantidad_canastilla - antes.total_cantidad_canastilla).toBeCloseTo(5, 3);
    expect(d.total_valor_canastilla - antes.total_valor_canastilla).toBeCloseTo(5 * precio, 2);

    const crudas = await sumasCrudas([ids.barranquilla]);
    expect(d.total_cantidad_combustible).toBeCloseTo(crudas.C.cantidad, 3);
    expect(d.total_valor_combustible).toBeCloseTo(crudas.C.valor, 2);
    expect(d.total_valor_canastilla).toBeCloseTo(crudas.S.valor, 2);
    expect(d.total_estaciones).toBe(1);
    expect(
      d.total_valor_combustible_new.reduce((s: number, x: { total_valor_combustible: number }) => s + x.total_valor_combustible, 0),
    ).toBeCloseTo(crudas.C.valor, 2);
    expect(d.fecha_inicio).toBe(`${hoy()} 06:00:00`);
    for (const campo of [
      'total_cantidad_fidelizadas',
      'total_valor_fidelizadas',
      'total_valor_fidelizadas_new',
      'total_cantidad_kioscos',
      'total_valor_kioscos',
      'total_vehiculos',
      'ventas_vehiculos',
      'total_cantidad_compras',
      'total_valor_compras',
      'total_cantidad_mixtas',
      'total_valor_mixtas',
      'total_clientes',
      'total_empleados',
      'total_productos_canastilla',
      'total_productos_combustible',
    ]) {
      expect(d).toHaveProperty(campo);
    }
  });

  it('gives a company user the sum of every station in scope, and the 06:00-to-06:00 query the same as period 0', async () => {
    const todas = await estacionesDelNegocio();
    const d = (await reporte(superadmin, 'VENTAS_TOTAL', {})).json().data;
    const crudas = await sumasCrudas(todas);
    expect(d.total_valor_combustible).toBeCloseTo(crudas.C.valor, 2);
    expect(d.total_estaciones).toBe(todas.length);
    const manana = diaOperativo(new Date(Date.now() + 86_400_000));
    const porFechas = (
      await reporte(superadmin, 'VENTAS_TOTAL', { fecha_inicial: `${hoy()} 06:00:00`, fecha_final: `${manana} 06:00:00` })
    ).json().data;
    expect(porFechas.total_valor_combustible).toBeCloseTo(d.total_valor_combustible, 2);
    const estacion = (await reporte(superadmin, 'VENTAS_TOTAL', { identificadorEstacion: ids.barranquilla })).json().data;
    expect(estacion.total_valor_combustible).toBeCloseTo((await sumasCrudas([ids.barranquilla])).C.valor, 2);
  });

  it("refuses a station outside the user's scope and leaves other stations out of a station user's totals", async () => {
    const r = await reporte(adminEds, 'VENTAS_TOTAL', { identificadorEstacion: ids.bogota });
    expect(r.statusCode).toBe(403);
    expect(r.json().mensaje).toBe('No tiene permisos sobre la estación seleccionada');
    // A sale at a sibling station of the same region: the regional user sees it, the station user does not (the demo's
    // own sales of today may not exist yet just after 06:00).
    const vecina = await fila<{ id: number }>(
      t.database.db,
      sql`SELECT id FROM empresas WHERE tipo = 3 AND id <> ${ids.barranquilla}
             AND empresas_id = (SELECT empresas_id FROM empresas WHERE id = ${ids.barranquilla}) ORDER BY id LIMIT 1`,
    );
    const otra = await estacionPos(t, { id: vecina!.id });
    expect((await postPos(t.app, otra.token, 'ventas', { ventas: [ventaCombustible(otra, 3)] })).json().data.aceptadas).toBe(1);
    const propio = (await reporte(adminEds, 'VENTAS_TOTAL', {})).json().data;
    expect(propio.total_valor_combustible).toBeCloseTo((await sumasCrudas([ids.barranquilla])).C.valor, 2);
    const todo = (await reporte(zonal, 'VENTAS_TOTAL', {})).json().data;
    expect(todo.total_valor_combustible).toBeGreaterThan(propio.total_valor_combustible);
  });

  it('validates the body and the report name', async () => {
    expect((await reporte(adminEds, 'NO_EXISTE')).statusCode).toBe(400);
    expect((await reporte(adminEds, 'VENTAS_TOTAL', { periodo: 7 })).statusCode).toBe(400);
    expect((await reporte(adminEds, 'VENTAS_TOTAL', { fecha_inicial: "2026-01-01'; DROP TABLE ventas; --" })).statusCode).toBe(400);
    const invertidas = await reporte(adminEds, 'VENTAS_TOTAL', { fecha_inicial: '2026-03-05', fecha_final: '2026-03-01' });
    expect(invertidas.statusCode).toBe(400);
    expect(invertidas.json().mensaje).toBe('La fecha inicial no puede ser mayor a la fecha final');
  });
});

describe('products and fuel charts', () => {
  it('ranks the products of the period by quantity, equal to the stored lines', async () => {
    const r = await reporte(superadmin, 'PRODUCTOS_MAS_VENDIDOS_HOY', { periodo: 0, tipo_negocio: 'C' });
    expect(r.statusCode).toBe(200);
    const lista = r.json().data as { producto_id: number; cantidad: number; valor: number }[];
    const crudas = await filas<{ producto_id: number; cantidad: string }>(
      t.database.db,
      sql`SELECT d.producto_id, sum(d.cantidad) AS cantidad FROM ventas_detalles d JOIN ventas v ON v.id = d.venta_id
           WHERE v.tipo_negocio = 'C' AND d.fecha_negocio = ${hoy()}::date GROUP BY d.producto_id ORDER BY 2 DESC`,
    );
    expect(lista.length).toBe(Math.min(10, crudas.length));
    for (const p of lista) expect(p.cantidad).toBeCloseTo(Number(crudas.find((c) => c.producto_id === p.producto_id)!.cantidad), 3);
    expect([...lista].sort((a, b) => b.cantidad - a.cantidad)).toEqual(lista);
  });

  it('gives the gallons per fuel and day equal to the stored lines, by day, week and month', async () => {
    const dias = (await reporte(adminEds, 'VENTAS_COMBUSTIBLE_DIARIAS', { fecha_inicial: hoy(), fecha_final: hoy() })).json().data;
    const crudas = await filas<{ combustible_id: number; cantidad: string }>(
      t.database.db,
      sql`SELECT p.combustible_id, sum(d.cantidad) AS cantidad FROM ventas_detalles d JOIN ventas v ON v.id = d.venta_id JOIN productos p ON p.id = d.producto_id
           WHERE v.tipo_negocio = 'C' AND v.empresa_id = ${ids.barranquilla} AND d.fecha_negocio = ${hoy()}::date GROUP BY 1`,
    );
    expect(dias).toHaveLength(1);
    expect(dias[0].fecha).toBe(hoy());
    for (const c of crudas) {
      expect(dias[0].ventas.find((v: { tipo_producto_id: number }) => v.tipo_producto_id === c.combustible_id).cantidad).toBeCloseTo(
        Number(c.cantidad),
        3,
      );
    }
    const meses = (await reporte(adminEds, 'VENTAS_COMBUSTIBLE_MENSUALES', {})).json().data as {
      mes: string;
      ventas: { cantidad: number }[];
    }[];
    const esteMes = meses.find((m) => m.mes === hoy().slice(0, 7))!;
    const mesCrudo = await fila<{ cantidad: string }>(
      t.database.db,
      sql`SELECT sum(v.cantidad) AS cantidad FROM ventas v WHERE v.tipo_negocio = 'C' AND v.empresa_id = ${ids.barranquilla}
           AND date_trunc('month', v.fecha_negocio) = date_trunc('month', ${hoy()}::date)`,
    );
    expect(esteMes.ventas.reduce((s, v) => s + v.cantidad, 0)).toBeCloseTo(Number(mesCrudo!.cantidad), 3);
    const semanas = await reporte(adminEds, 'VENTAS_COMBUSTIBLE_SEMANALES', { periodo: 2 });
    expect(semanas.statusCode).toBe(200);
  });

  it('draws the monthly sales line from the same sales, with the budget of the month', async () => {
    const mes = Number(hoy().slice(5, 7));
    const anio = Number(hoy().slice(0, 4));
    await t.database.db.execute(
      sql`INSERT INTO metas_venta (empresa_id, anio, mes, tipo_negocio, unidad, meta) VALUES (${ids.barranquilla}, ${anio}, ${mes}, 'C', 'VALOR', 300000000)
          ON CONFLICT (empresa_id, anio, mes, tipo_negocio, unidad, coalesce(producto_id, 0), coalesce(categoria_id, 0)) DO UPDATE SET meta = EXCLUDED.meta`,
    );
    const puntos = (await reporte(adminEds, 'GRAFICA_PDV', { num_mes: 3, negocios: ['C'] })).json().data as {
      mes: string;
      ventas: number;
      presupuesto_esperado: number;
      presupuesto_ejecutado: number;
    }[];
    expect(puntos).toHaveLength(3);
    const actual = puntos[puntos.length - 1];
    expect(actual.mes).toBe(hoy().slice(0, 7));
    const crudo = await fila<{ valor: string }>(
      t.database.db,
      sql`SELECT sum(total) AS valor FROM ventas WHERE empresa_id = ${ids.barranquilla} AND tipo_negocio = 'C' AND date_trunc('month', fecha_negocio) = date_trunc('month', ${hoy()}::date)`,
    );
    expect(actual.ventas).toBeCloseTo(Number(crudo!.valor), 2);
    expect(actual.presupuesto_esperado).toBe(300000000);
    expect(actual.presupuesto_ejecutado).toBeCloseTo(actual.ventas, 2);
    const meta = (await adminEds('POST', '/api/reportes/metas', { tipoMovimiento: ['009'] })).json().data;
    expect(meta.Meta_lograr).toBe(300000000);
    expect(meta.dias.at(-1).fecha).toBe(hoy());
    expect(meta.dias.at(-1).acumulado).toBeCloseTo(Number(crudo!.valor), 2);
  });
});

describe('alerts', () => {
  it('answers the day-sales check with header, lines and payments equal', async () => {
    const filasDia = (await reporte(zonal, 'ALERTA_DIA_VENTAS', {})).json().data as {
      empresa_id: number;
      total_ventas_combustible: number;
      total_ventas_combustible_productos: number;
      total_ventas_combustible_medios_pagos: number;
      avance_meta: number | null;
    }[];
    const b = filasDia.find((x) => x.empresa_id === ids.barranquilla)!;
    const crudas = await sumasCrudas([ids.barranquilla]);
    expect(b.total_ventas_combustible).toBeCloseTo(crudas.C.valor, 2);
    expect(b.total_ventas_combustible_productos).toBeCloseTo(crudas.C.valor, 2);
    expect(b.total_ventas_combustible_medios_pagos).toBeCloseTo(crudas.C.valor, 2);
    expect(b.avance_meta).not.toBeNull();
  });

  it('lists open shifts, invoice ranges and tanks of the scope only', async () => {
    const propias = (await reporte(adminEds, 'alerta_jornadas_abiertas', {})).json().data as {
      empresa_id: number;
      porcentaje: number;
      hora: number;
    }[];
    const abiertas = await fila<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM turnos WHERE estado = 'A' AND empresa_id = ${ids.barranquilla}`,
    );
    expect(propias).toHaveLength(abiertas!.n);
    expect(propias.every((j) => j.empresa_id === ids.barranquilla && j.hora >= 0)).toBe(true);
    const todas = (await reporte(superadmin, 'alerta_jornadas_abiertas', {})).json().data;
    const abiertasTodas = await fila<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n FROM turnos WHERE estado = 'A'`);
    expect(todas).toHaveLength(abiertasTodas!.n);

    const rangos = (await reporte(superadmin, 'alerta_consecutivos', {})).json().data as {
      consecutivo_restante: number;
      consecutivo_final: number;
      consecutivo_actual: number;
    }[];
    expect(rangos.length).toBeGreaterThan(0);
    for (const r of rangos) expect(r.consecutivo_restante).toBe(r.consecutivo_final - r.consecutivo_actual);

    const tanques = (await reporte(adminEds, 'ALERTA_TANQUES', {})).json().data as {
      id: number;
      data: { bodega: number; saldo: number }[];
    }[];
    expect(tanques.map((g) => g.id)).toEqual([ids.barranquilla]);
    for (const tq of tanques[0].data) {
      const estado = await fila<{ volumen: string }>(t.database.db, sql`SELECT volumen FROM tanques_estado WHERE bodega_id = ${tq.bodega}`);
      expect(tq.saldo).toBeCloseTo(Number(estado?.volumen ?? 0), 3);
    }
  });

  it('lists manual sales and keeps other stations out', async () => {
    const manual = ventaCombustible(e, 3, { origen: 'MANUAL', factura: { prefijo: 'F000', consecutivo: 910_001 } });
    expect((await postPos(t.app, e.token, 'ventas', { ventas: [manual] })).json().data.aceptadas).toBe(1);
    const cuerpo = {
      estaciones: [ids.barranquilla],
      fecha_inicial: `${hoy()} 00:00:00`,
      fecha_final: `${diaOperativo(new Date(Date.now() + 2 * 86_400_000))} 00:00:00`,
    };
    const r = await adminEds('POST', '/api/movimiento/contingencia', cuerpo);
    expect(r.statusCode).toBe(200);
    const venta = (r.json().data as { consecutivo: number; consecutivo_prefijo: string; detalles: { cantidad: number }[] }[]).find(
      (v) => v.consecutivo === 910_001,
    )!;
    expect(venta.consecutivo_prefijo).toBe('F000');
    expect(venta.detalles[0].cantidad).toBe(3);
    expect((await adminEds('POST', '/api/movimiento/contingencia', { ...cuerpo, estaciones: [ids.bogota] })).statusCode).toBe(403);
  });

  it('alerts an own customer crossing a quota threshold once, and inactivates the alert', async () => {
    const cupo = await fila<{ valor: string; consumido: string }>(
      t.database.db,
      sql`SELECT valor, consumido FROM cupos WHERE cliente_id = ${e.clienteCredito} AND tipo = 'CREDITO'`,
    );
    const falta = Number(cupo!.valor) * 0.85 - Number(cupo!.consumido);
    const galones = Math.max(1, Math.ceil(falta / e.precioCombustible));
    const venta = ventaCombustible(e, galones, { cliente: e.clienteCredito });
    (venta.medios_pago as { medio_pago_id: number }[])[0].medio_pago_id = e.medios.creditoCliente;
    expect((await postPos(t.app, e.token, 'ventas', { ventas: [venta] })).json().data.aceptadas).toBe(1);
    const alertas = (await adminEds('GET', `/api/cupos/getcliente-empresas/alertasGlobales-Obtener/${ids.barranquilla}`)).json().data as {
      id: number;
      alerta_mensaje: string;
      estado: string;
    }[];
    const ochenta = alertas.find((a) => a.alerta_mensaje.includes('80%'))!;
    expect(ochenta.estado).toBe('A');
    const otra = ventaCombustible(e, 1, { cliente: e.clienteCredito });
    (otra.medios_pago as { medio_pago_id: number }[])[0].medio_pago_id = e.medios.creditoCliente;
    await postPos(t.app, e.token, 'ventas', { ventas: [otra] });
    const n = await fila<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM alertas_clientes WHERE umbral = 80 AND cliente_id = ${e.clienteCredito}`,
    );
    expect(n!.n).toBe(1);
    const r = await adminEds('PUT', '/api/cupos/getcliente-empresas/alertasGlobales/deshabilitar', { id: ochenta.id, estado: 'I' });
    expect(r.statusCode).toBe(200);
    const despues = (await adminEds('GET', `/api/cupos/getcliente-empresas/alertasGlobales-Obtener/${ids.barranquilla}`)).json().data as {
      id: number;
    }[];
    expect(despues.find((a) => a.id === ochenta.id)).toBeUndefined();
    expect(
      (await zonal('PUT', '/api/cupos/getcliente-empresas/alertasGlobales/deshabilitar', { id: ochenta.id, estado: 'I' })).statusCode,
    ).toBe(403);
  });

  it('sends a contingency batch one invoice at a time', async () => {
    const facturas = [920_001, 920_002].map((consecutivo) =>
      ventaCombustible(e, 2, { factura: { prefijo: 'F000', consecutivo, contingencia: true } }),
    );
    expect((await postPos(t.app, e.token, 'ventas', { ventas: facturas })).json().data.aceptadas).toBe(2);
    const lote = (await adminEds('GET', `/api/guru.facturacion/facturasContingencia/${ids.barranquilla}`)).json().data as {
      facturas: { id: number; consecutivo: number }[];
      equipos: { alias: string }[];
    };
    const nuevas = lote.facturas.filter((f) => f.consecutivo >= 920_001 && f.consecutivo <= 920_002);
    expect(nuevas).toHaveLength(2);
    expect(lote.equipos.length).toBeGreaterThan(0);
    for (const f of nuevas) {
      const r = await adminEds('POST', `/api/guru.facturacion/enviar-contingencia/${f.id}`);
      expect(r.statusCode).toBe(200);
    }
    const estado = await filas<{ estado: number; enviada: boolean }>(
      t.database.db,
      sql`SELECT estado, enviada_en IS NOT NULL AS enviada FROM facturas_electronicas WHERE id IN (${nuevas[0].id}, ${nuevas[1].id})`,
    );
    // Sent means queued for DIAN (awaiting authorisation, 5); the sender then transcribes, signs and sends them.
    expect(estado).toEqual([
      { estado: 5, enviada: true },
      { estado: 5, enviada: true },
    ]);
    const cola = await filas<{ accion: string; estado: string }>(
      t.database.db,
      sql`SELECT accion, estado FROM fe_envios WHERE factura_id IN (${nuevas[0].id}, ${nuevas[1].id}) ORDER BY factura_id`,
    );
    expect(cola).toEqual([
      { accion: 'GENERAR', estado: 'PENDIENTE' },
      { accion: 'GENERAR', estado: 'PENDIENTE' },
    ]);
    expect(await t.app.fe.enviar()).toBe(2);
    const autorizadas = await filas<{ estado: number; documentos: number }>(
      t.database.db,
      sql`SELECT f.estado, (SELECT count(*)::int FROM fe_documentos d WHERE d.factura_id = f.id AND d.codigo_respuesta = '00') AS documentos
            FROM facturas_electronicas f WHERE f.id IN (${nuevas[0].id}, ${nuevas[1].id}) ORDER BY f.id`,
    );
    expect(autorizadas).toEqual([
      { estado: 2, documentos: 1 },
      { estado: 2, documentos: 1 },
    ]);
    const otraVez = await adminEds('POST', `/api/guru.facturacion/enviar-contingencia/${nuevas[0].id}`);
    expect(otraVez.statusCode).toBe(400);
    const despues = (await adminEds('GET', `/api/guru.facturacion/facturasContingencia/${ids.barranquilla}`)).json().data as {
      facturas: { id: number }[];
    };
    expect(despues.facturas.find((f) => f.id === nuevas[0].id)).toBeUndefined();
    expect((await zonal('GET', `/api/guru.facturacion/facturasContingencia/${ids.bogota}`)).statusCode).toBe(200);
    expect((await adminEds('GET', `/api/guru.facturacion/facturasContingencia/${ids.bogota}`)).statusCode).toBe(403);
  });

  it('lists unmanaged electronic invoices of the scope', async () => {
    const r = (await superadmin('POST', '/api/guru.facturacion/fe-no-autorizadas', {})).json().data as {
      empresa_id: number;
      estado: number;
    }[];
    expect(r.every((f) => f.estado !== 2)).toBe(true);
    const propias = (await adminEds('POST', '/api/guru.facturacion/fe-no-autorizadas', {})).json().data as { empresa_id: number }[];
    expect(propias.every((f) => f.empresa_id === ids.barranquilla)).toBe(true);
  });

  it("answers the company's business-day cycle", async () => {
    const r = await adminEds('GET', `/api/empresa/fecha-cierre/${ids.barranquilla}`);
    expect(r.json().data).toEqual({
      empresas_id: ids.barranquilla,
      fecha_inicio: '06:00:00',
      fecha_cierre: '06:00:00',
      dia_siguiente: true,
    });
  });
});

describe('widget grants', () => {
  it('answers only the widgets a user holds', async () => {
    const consulta = conToken(t.app, (await ingresar(t.app, 'CONSULTA')).token);
    expect((await reporte(consulta, 'VENTAS_TOTAL', {})).statusCode).toBe(200);
    const tanques = await reporte(consulta, 'ALERTA_TANQUES', {});
    expect(tanques.statusCode).toBe(403);
    expect(tanques.json().mensaje).toBe(MENSAJES.sinPermisoModulo);
    expect((await reporte(consulta, 'alerta_jornadas_abiertas', {})).statusCode).toBe(403);
  });
});
