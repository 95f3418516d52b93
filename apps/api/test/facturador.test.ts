import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES_ANULACION } from '@eds/contracts/facturacion/anulacion';
import { ESTADO_FE } from '@eds/contracts/facturacion/electronica';
import { MENSAJES_FACTURADOR as M, type TCatalogoFacturador } from '@eds/contracts/facturacion/facturador';
import { MENSAJES } from '@eds/contracts/mensajes';
import { fila, filas } from '../src/db/client';
import { conToken, crearApp, ingresar, type AppDePrueba } from './helper';
import { idsDemo } from './factories';
import { diferenciasOperacion, diferenciasVentas } from './invariantes';
import { estacionPos, postPos, ventaCombustible, type EstacionPos } from './pos-fixtures';

/**
 * Integration: the Facturador (G16). An office invoice is a sale of origen OFICINA at the station, numbered in its
 * FACTURA ELECTRÓNICA resolution, queued to DIAN and authorised by the simulator; the payments must add up to the
 * total; "Anular y refacturar" annuls an invoiced sale (credit note) and re-issues it to another customer in one
 * transaction. Scope: a station administrator cannot invoice at, or re-invoice a sale of, a sibling station.
 */

let t: AppDePrueba;
let e: EstacionPos;
let ajena: EstacionPos;
let admin: ReturnType<typeof conToken>;
let eds: ReturnType<typeof conToken>;
let motivo: number;
let catalogo: TCatalogoFacturador;
let clientes: { id: number; nombre: string }[];
const db = () => t.database.db;

async function estacionDe(empresaId: number): Promise<EstacionPos> {
  const n = (await fila<{ n: number }>(db(), sql`SELECT count(*)::int AS n FROM empresas WHERE tipo = 3 AND id < ${empresaId}`))!.n;
  return estacionPos(t, n);
}

async function vaciarCola(): Promise<void> {
  for (let i = 0; i < 100 && (await t.app.fe.enviar()) > 0; i++);
}

const cuerpo = (extra: Record<string, unknown> = {}) => ({
  empresa_id: e.empresaId,
  tipo_negocio: 'S',
  cliente_id: clientes[0].id,
  lineas: [{ producto_id: e.productoCanastilla.id, cantidad: 2, precio: e.productoCanastilla.precio, descuento: 0 }],
  pagos: [{ medio_pago_id: e.medios.efectivo, valor: 2 * e.productoCanastilla.precio }],
  ...extra,
});

const cuenta = async (tabla: string) => (await fila<{ n: number }>(db(), sql`SELECT count(*)::int AS n FROM ${sql.raw(tabla)}`))!.n;

beforeAll(async () => {
  t = await crearApp();
  const ids = await idsDemo(t.database);
  e = await estacionDe(ids.barranquilla);
  ajena = await estacionDe(ids.cartagena);
  await db().execute(sql`
    INSERT INTO perfiles_modulos (perfiles_id, modulos_id, asignaciones)
    SELECT up.perfiles_id, m.id, CASE m.descripcion WHEN 'FACTURADOR' THEN 'RCNE' ELSE 'RN' END
      FROM usuarios u JOIN usuarios_perfiles up ON up.usuarios_id = u.id, modulos m
     WHERE u.usuario = 'ADMINEDS' AND m.descripcion IN ('FACTURADOR', 'ANULACIONVENTAS')
    ON CONFLICT (perfiles_id, modulos_id) DO UPDATE SET asignaciones = EXCLUDED.asignaciones`);
  admin = conToken(t.app, e.admin);
  eds = conToken(t.app, (await ingresar(t.app, 'ADMINEDS')).token);
  const m = await admin('GET', `/api/movimientos/obtener-motivo-anulacion?empresa_id=${e.empresaId}`);
  motivo = (m.json().data as { id: number; descripcion: string }[])[0].id;
  const c = await eds('GET', `/api/facturador/catalogo/${e.empresaId}`);
  expect(c.statusCode, c.body).toBe(200);
  catalogo = c.json().data;
  clientes = catalogo.clientes.slice(0, 2);
});
afterAll(async () => {
  await t?.cerrar();
});

describe('Facturador: manual office invoice', () => {
  it('offers the station catalogue with its FACTURA ELECTRÓNICA numbering; a sibling station is out of scope', async () => {
    expect(catalogo.productos.some((p) => p.id === e.productoCanastilla.id)).toBe(true);
    expect(catalogo.medios.some((x) => x.id === e.medios.efectivo)).toBe(true);
    expect(clientes).toHaveLength(2);
    expect(catalogo.resoluciones.map((r) => r.tipo_negocio).sort()).toEqual(['C', 'K', 'S']);
    const r = await eds('GET', `/api/facturador/catalogo/${ajena.empresaId}`);
    expect(r.statusCode).toBe(403);
    expect(r.json().mensaje).toBe(MENSAJES.empresaFueraDeAlcance);
  });

  it('refuses payments that do not add up to the total, with nothing stored', async () => {
    const antes = await cuenta('ventas');
    const r = await eds('POST', '/api/facturador/facturar', cuerpo({ pagos: [{ medio_pago_id: e.medios.efectivo, valor: 1 }] }));
    expect(r.statusCode).toBe(400);
    expect(r.body).toContain(M.pagosNoCuadran);
    const sinLineas = await eds('POST', '/api/facturador/facturar', cuerpo({ lineas: [] }));
    expect(sinLineas.statusCode).toBe(400);
    expect(sinLineas.body).toContain(M.sinLineas);
    const sinCliente = await eds('POST', '/api/facturador/facturar', cuerpo({ cliente_id: 2_000_000_000 }));
    expect(sinCliente.statusCode).toBe(400);
    expect(sinCliente.json().mensaje).toBe(M.clienteNoExiste);
    expect(await cuenta('ventas')).toBe(antes);
  });

  it('a station administrator cannot invoice at a sibling station', async () => {
    const antes = await cuenta('ventas');
    const r = await eds('POST', '/api/facturador/facturar', cuerpo({ empresa_id: ajena.empresaId }));
    expect(r.statusCode).toBe(403);
    expect(r.json().mensaje).toBe(MENSAJES.empresaFueraDeAlcance);
    expect(await cuenta('ventas')).toBe(antes);
  });

  it('stores a sale of origen OFICINA numbered in the resolution, queued, authorised by DIAN, listed with its PDF', async () => {
    const siguiente = catalogo.resoluciones.find((x) => x.tipo_negocio === 'S')!;
    const bodega = async () =>
      (await fila<{ c: string }>(
        db(),
        sql`SELECT sum(x.cantidad)::text AS c FROM existencias x JOIN bodegas b ON b.id = x.bodega_id
             WHERE b.empresa_id = ${e.empresaId} AND x.producto_id = ${e.productoCanastilla.id}`,
      ))!.c;
    const stock = Number(await bodega());
    const r = await eds('POST', '/api/facturador/facturar', cuerpo({ observacion: 'Factura pedida en la oficina' }));
    expect(r.statusCode, r.body).toBe(200);
    const d = r.json().data as { venta_id: number; factura_id: number; numero: string; estado: number; total: number; impuestos: number };
    expect(r.json().mensaje).toBe(M.facturada);
    expect(d.numero).toBe(`${siguiente.prefijo}${siguiente.siguiente}`);
    expect(d).toMatchObject({ estado: ESTADO_FE.ESPERANDO_AUTORIZACION, total: 2 * e.productoCanastilla.precio });
    expect(d.impuestos).toBeGreaterThan(0);
    expect(
      await fila(
        db(),
        sql`SELECT v.origen, v.cliente_id, v.tipo_negocio, v.equipo_id, v.turno_id, v.total::float8 AS total, o.usuario_id IS NOT NULL AS usuario,
                   o.observacion, o.refactura_de
              FROM ventas v JOIN ventas_oficina o ON o.venta_id = v.id WHERE v.id = ${d.venta_id}`,
      ),
    ).toEqual({
      origen: 'OFICINA',
      cliente_id: clientes[0].id,
      tipo_negocio: 'S',
      equipo_id: null,
      turno_id: null,
      total: 2 * e.productoCanastilla.precio,
      usuario: true,
      observacion: 'Factura pedida en la oficina',
      refactura_de: null,
    });
    expect(Number(await bodega())).toBe(stock - 2);
    expect(await fila(db(), sql`SELECT accion, estado FROM fe_envios WHERE factura_id = ${d.factura_id}`)).toEqual({
      accion: 'GENERAR',
      estado: 'PENDIENTE',
    });
    expect(await diferenciasVentas(db(), e.empresaId)).toEqual({});

    await vaciarCola();
    expect(await fila(db(), sql`SELECT estado::int AS estado FROM facturas_electronicas WHERE id = ${d.factura_id}`)).toEqual({
      estado: ESTADO_FE.AUTORIZADA,
    });
    const lista = await eds('GET', `/api/guru.facturacion/facturas?empresa_id=${e.empresaId}&buscar=${d.numero}`);
    expect(lista.statusCode).toBe(200);
    expect(lista.json().data).toEqual([
      expect.objectContaining({ factura: d.numero, estado: ESTADO_FE.AUTORIZADA, cliente: clientes[0].nombre }),
    ]);
    // The Facturador lists office invoices only, of the stations in scope.
    const oficina = await eds('GET', `/api/facturador/facturas?empresa_id=${e.empresaId}&limite=50`);
    expect(oficina.statusCode).toBe(200);
    const facturas = oficina.json().data as { factura: string; venta_id: number }[];
    expect(facturas.map((x) => x.factura)).toContain(d.numero);
    const origenes = await filas<{ origen: string }>(
      db(),
      sql`SELECT DISTINCT origen FROM ventas WHERE id = ANY(${`{${facturas.map((x) => x.venta_id).join(',')}}`}::bigint[])`,
    );
    expect(origenes).toEqual([{ origen: 'OFICINA' }]);
    expect((await eds('GET', `/api/facturador/facturas?empresa_id=${ajena.empresaId}`)).statusCode).toBe(403);
    const pdf = await admin('GET', `/api/guru.facturacion/facturas/${d.factura_id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // The next invoice takes the next number.
    const otra = await eds('POST', '/api/facturador/facturar', cuerpo());
    expect(otra.json().data.numero).toBe(`${siguiente.prefijo}${siguiente.siguiente + 1}`);
  });

  it('refuses a business type without a FACTURA ELECTRÓNICA resolution in force', async () => {
    await db().execute(
      sql`UPDATE resoluciones SET tipos_negocio = array_remove(tipos_negocio, 'K') WHERE empresa_id = ${e.empresaId} AND tipo_documento = 'FACTURA ELECTRONICA'`,
    );
    try {
      const r = await eds('POST', '/api/facturador/facturar', cuerpo({ tipo_negocio: 'K' }));
      expect(r.statusCode).toBe(400);
      expect(r.json().mensaje).toBe(M.sinResolucion);
    } finally {
      await db().execute(
        sql`UPDATE resoluciones SET tipos_negocio = array_append(tipos_negocio, 'K') WHERE empresa_id = ${e.empresaId} AND tipo_documento = 'FACTURA ELECTRONICA'`,
      );
    }
  });
});

describe('Anular y refacturar', () => {
  const refacturar = (cliente: ReturnType<typeof conToken>, ventaId: number, clienteId: number) =>
    cliente('POST', '/api/facturador/refacturar', {
      venta_id: ventaId,
      concepto: motivo,
      observacion: 'El cliente pidió la factura a nombre de su empresa',
      cliente_id: clienteId,
    });

  it('annuls the invoiced fuel sale with a credit note and re-issues it to the other customer in one transaction', async () => {
    const r0 = await postPos(t.app, e.token, 'ventas', {
      ventas: [ventaCombustible(e, 3, { factura: { prefijo: 'F000', consecutivo: 980_001, electronica: true } })],
    });
    expect(r0.json().data).toMatchObject({ aceptadas: 1 });
    const original = (await fila<{ id: number; total: string; turno_id: number | null; fecha_negocio: string }>(
      db(),
      sql`SELECT v.id, v.total::text, v.turno_id, v.fecha_negocio::text FROM ventas v WHERE v.empresa_id = ${e.empresaId} AND v.consecutivo = 980001`,
    ))!;
    await vaciarCola();
    const tanque = async () =>
      (await fila<{ c: string }>(
        db(),
        sql`SELECT cantidad::text AS c FROM existencias WHERE bodega_id = ${e.manguera.bodegaId} AND producto_id = ${e.manguera.productoId}`,
      ))!.c;
    const antes = await tanque();

    // Not the customer it already has; a sibling station's administrator does not find it.
    const ajenaR = await conToken(t.app, (await ingresar(t.app, 'ADMINEDS')).token)('POST', '/api/facturador/refacturar', {
      venta_id: (await fila<{ id: number }>(db(), sql`SELECT id FROM ventas WHERE empresa_id = ${ajena.empresaId} ORDER BY id LIMIT 1`))!
        .id,
      concepto: motivo,
      observacion: 'Intento sobre otra estación',
      cliente_id: clientes[1].id,
    });
    expect(ajenaR.statusCode).toBe(404);
    expect(ajenaR.json().mensaje).toBe(MENSAJES_ANULACION.noExiste);

    const r = await refacturar(eds, original.id, clientes[1].id);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().mensaje).toBe(M.refacturada);
    const d = r.json().data as {
      anulada: { id: number; nota_credito: { numero: string } | null };
      factura: { venta_id: number; factura_id: number; numero: string; estado: number; total: number };
    };
    expect(d.anulada.id).toBe(original.id);
    expect(d.anulada.nota_credito?.numero).toMatch(/^NC\d+$/);
    expect(d.factura).toMatchObject({ estado: ESTADO_FE.ESPERANDO_AUTORIZACION, total: Number(original.total) });
    expect(await fila(db(), sql`SELECT right(estado_movimiento, 3) AS e FROM ventas WHERE id = ${original.id}`)).toEqual({ e: '002' });
    expect(
      await fila(
        db(),
        sql`SELECT v.cliente_id, v.origen, v.turno_id, v.fecha_negocio::text AS fecha_negocio, v.total::text AS total, o.refactura_de
              FROM ventas v JOIN ventas_oficina o ON o.venta_id = v.id WHERE v.id = ${d.factura.venta_id}`,
      ),
    ).toEqual({
      cliente_id: clientes[1].id,
      origen: 'OFICINA',
      turno_id: original.turno_id,
      fecha_negocio: original.fecha_negocio,
      total: original.total,
      refactura_de: original.id,
    });
    const lineas = async (id: number) =>
      filas(
        db(),
        sql`SELECT producto_id, cantidad::text, valor::text, impuestos::text FROM ventas_detalles WHERE venta_id = ${id} ORDER BY id`,
      );
    expect(await lineas(d.factura.venta_id)).toEqual(await lineas(original.id));
    // Fuel left the tank once.
    expect(await tanque()).toBe(antes);
    expect(await diferenciasVentas(db(), e.empresaId)).toEqual({});
    expect(await diferenciasOperacion(db())).toEqual({});

    await vaciarCola();
    expect(await fila(db(), sql`SELECT estado::int AS estado FROM facturas_electronicas WHERE id = ${d.factura.factura_id}`)).toEqual({
      estado: ESTADO_FE.AUTORIZADA,
    });
    expect(
      await fila(
        db(),
        sql`SELECT n.estado::int AS estado FROM fe_notas_credito n JOIN facturas_electronicas f ON f.id = n.factura_id WHERE f.venta_id = ${original.id}`,
      ),
    ).toEqual({ estado: ESTADO_FE.AUTORIZADA });

    // Once annulled, it cannot be re-invoiced again.
    const otra = await refacturar(eds, original.id, clientes[0].id);
    expect(otra.statusCode).toBe(400);
    expect(otra.json().mensaje).toBe(MENSAJES_ANULACION.yaAnulada);
  });

  it('refuses the same customer and a sale without an electronic invoice, changing nothing', async () => {
    const f = await eds('POST', '/api/facturador/facturar', cuerpo());
    const ventaId = f.json().data.venta_id as number;
    const mismo = await refacturar(eds, ventaId, clientes[0].id);
    expect(mismo.statusCode).toBe(400);
    expect(mismo.json().mensaje).toBe(M.mismoCliente);
    expect(await fila(db(), sql`SELECT right(estado_movimiento, 3) AS e FROM ventas WHERE id = ${ventaId}`)).toEqual({ e: '001' });

    const uuid = randomUUID();
    const r0 = await postPos(t.app, e.token, 'ventas', { ventas: [{ ...ventaCombustible(e, 1), uuid }] });
    expect(r0.json().data).toMatchObject({ aceptadas: 1 });
    const sinFactura = (await fila<{ id: number }>(db(), sql`SELECT id FROM ventas WHERE uuid = ${uuid}::uuid`))!.id;
    const r = await refacturar(eds, sinFactura, clientes[1].id);
    expect(r.statusCode).toBe(400);
    expect(r.json().mensaje).toBe(M.noFacturada);
    expect(await fila(db(), sql`SELECT count(*)::int AS n FROM ventas_anulaciones WHERE venta_id = ${sinFactura}`)).toEqual({ n: 0 });
  });
});
