import { sql, type SQL } from 'drizzle-orm';
import {
  MENSAJES_RECIBO as MR,
  type CAMPOS_ORDEN_RECIBO,
  type TRecibo,
  type TReciboFila,
  type TRecibosQuery,
} from '@eds/contracts/combustible/recibos';
import { diaOperativo, instanteBogota } from '@eds/contracts/dia-operativo';
import { MENSAJES } from '@eds/contracts/mensajes';
import { MENSAJES_OPERACION as M } from '@eds/contracts/mensajes-operacion';
import { TOLERANCIA_RECIBO } from '@eds/contracts/reportes/inventario-diferencia-recibo';
import { fila, filas, type Conn } from '../../db/client';
import { aEntero, aTexto, multiplicar, volumen as aMilesimas } from '../../lib/decimal';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { paginar, textoInstante } from '../../lib/paginar';
import { inicioCicloDe } from '../empresa/ciclo';
import { bloquearExistencias, escribirExistencias, existenciaDe } from '../inventario/existencias';
import { registrarDocumento } from '../inventario/documentos';
import { registrarMedicion, tanqueDeMedicion } from '../lecturas/mediciones';
import { vendidoDeTanque } from '../lecturas/libro';
import { parametroNumero } from '../parametros';
import { enteros } from '../reportes/motor/sql';
import { Acumulador } from '../ventas/resumenes/acumular';
import { ESCALAS_INVENTARIO, ESCALAS_MOVIMIENTOS, INVENTARIO_DIA, MOVIMIENTOS_DIA } from '../ventas/resumenes/definiciones';
import { coincide } from '../../lib/busqueda';

/**
 * Recibos de combustible (SCREENS.md G04): a delivery posted as the inventory document RECIBO_COMBUSTIBLE, with the
 * dips before and after the unload stored as manual tank readings (lecturas/mediciones.ts, the POS ingestion path).
 */

const campo = (c: string, mensaje: string) => badRequest(mensaje, [{ campo: c, mensaje }]);

/** The difference as a percentage of the invoiced volume, truncated to two decimals as the reports show it. */
const porcentajeDe = (diferencia: number, facturado: number) =>
  facturado === 0 ? null : Math.trunc((diferencia / facturado) * 10000) / 100;

/**
 * Posts one delivery in the caller's transaction. `prefijo` names the batch row in a refusal's field. The document's
 * moment is one second after the first dip, so the dip before is read before it and the one after, after it (the
 * book, the `diferencia-recibo` report and the RECIBO_SIN_MEDICION novelty all order them that way).
 */
export async function registrarRecibo(
  conn: Conn,
  r: TRecibo,
  ctx: { alcance: ReadonlySet<number>; usuarioId: number | null; ahora?: Date },
  prefijo = '',
): Promise<{ id: number; consecutivo: number; recibidos: number; diferencia: number; porcentaje: number | null }> {
  const ahora = ctx.ahora ?? new Date();
  const c = (x: string) => `${prefijo}${x}`;
  const { empresaId } = await tanqueDeMedicion(conn, r.bodega_id, ctx.alcance);
  const tanque = await fila<{ producto_id: number | null; negocio_id: number }>(
    conn,
    sql`SELECT b.producto_id, e.negocio_id FROM bodegas b JOIN empresas e ON e.id = b.empresa_id WHERE b.id = ${r.bodega_id}`,
  );
  if (!tanque || tanque.producto_id === null) throw campo(c('bodega_id'), M.tanqueNoExiste(r.bodega_id));
  const proveedor = await fila(conn, sql`SELECT 1 FROM proveedores WHERE id = ${r.proveedor_id} AND negocio_id = ${tanque.negocio_id}`);
  if (!proveedor) throw campo(c('proveedor_id'), MR.proveedorNoExiste);
  const repetida = await fila(
    conn,
    sql`SELECT 1 FROM movimientos_inventario WHERE proveedor_id = ${r.proveedor_id} AND factura_proveedor = ${r.factura_proveedor} AND estado = 'REGISTRADO'`,
  );
  if (repetida) throw campo(c('factura_proveedor'), MR.facturaRepetida);
  const inicio = instanteBogota(r.fecha_inicio);
  const fin = instanteBogota(r.fecha_fin);
  if (fin.getTime() > ahora.getTime()) throw campo(c('fecha_fin'), MR.fechaFutura);

  const antes = await registrarMedicion(
    conn,
    { bodega_id: r.bodega_id, fecha: r.fecha_inicio, altura_mm: r.altura_antes_mm, altura_agua_mm: null, temperatura: null },
    ctx.alcance,
    ahora,
    (x) => c(x === 'fecha' ? 'fecha_inicio' : x === 'altura_mm' ? 'altura_antes_mm' : x),
  );
  const despues = await registrarMedicion(
    conn,
    { bodega_id: r.bodega_id, fecha: r.fecha_fin, altura_mm: r.altura_despues_mm, altura_agua_mm: null, temperatura: null },
    ctx.alcance,
    ahora,
    (x) => c(x === 'fecha' ? 'fecha_fin' : x === 'altura_mm' ? 'altura_despues_mm' : x),
  );
  const venta = await fila<{ v: string }>(
    conn,
    sql`SELECT ${vendidoDeTanque(sql`${empresaId}::int`, sql`${r.bodega_id}::int`, sql`${inicio.toISOString()}::timestamptz`, sql`${fin.toISOString()}::timestamptz`, sql`${r.fecha_fin.slice(0, 10)}::date + 1`)}::text AS v`,
  );
  const ventaMil = aMilesimas(venta!.v);
  const recibidos = aMilesimas(despues.volumen) - aMilesimas(antes.volumen) + ventaMil;
  if (recibidos <= 0) throw campo(c('altura_despues_mm'), MR.recibidoNoPositivo);
  const facturados = aEntero(r.volumen_facturado, 3);
  const diferencia = recibidos - facturados;
  const porcentaje = porcentajeDe(diferencia, facturados);
  const tolerancia = (await parametroNumero(conn, 'TOLERANCIA_DIFERENCIA_PCT', empresaId)) ?? TOLERANCIA_RECIBO;
  if (porcentaje !== null && Math.abs(porcentaje) > tolerancia && !r.observacion)
    throw campo(c('observacion'), MR.observacionRequerida(porcentaje.toFixed(2), String(tolerancia)));

  const momento = new Date(inicio.getTime() + 1000);
  const doc = await registrarDocumento(conn, {
    empresaId,
    uuid: r.uuid?.toLowerCase() ?? null,
    tipo: 'RECIBO_COMBUSTIBLE',
    fecha: momento.toISOString(),
    fechaNegocio: diaOperativo(momento, await inicioCicloDe(conn, empresaId)),
    tipoNegocio: 'C',
    bodegaId: r.bodega_id,
    proveedorId: r.proveedor_id,
    facturaProveedor: r.factura_proveedor,
    concepto: 'RECIBO DE COMBUSTIBLE',
    observaciones: r.observacion,
    usuarioId: ctx.usuarioId,
    datos: {
      guia_sicom: r.guia_sicom,
      placa_carrotanque: r.placa_carrotanque,
      volumen_facturado: Number(aTexto(facturados, 3)),
      medido_antes: antes.volumen,
      medido_despues: despues.volumen,
      altura_antes_mm: r.altura_antes_mm,
      altura_despues_mm: r.altura_despues_mm,
      fecha_fin: r.fecha_fin,
      venta_descargue: Number(aTexto(ventaMil, 3)),
      recibidos: Number(aTexto(recibidos, 3)),
      diferencia: Number(aTexto(diferencia, 3)),
      lecturas: [antes.id, despues.id],
    },
    lineas: [{ productoId: tanque.producto_id, cantidad: recibidos, costoUnitario: aEntero(r.costo_galon, 2) }],
  });
  return { ...doc, recibidos: Number(aTexto(recibidos, 3)), diferencia: Number(aTexto(diferencia, 3)), porcentaje };
}

/** Several deliveries, all or none; a refusal names its row (`recibos.N.campo`). */
export async function registrarRecibos(
  conn: Conn,
  lista: readonly TRecibo[],
  ctx: { alcance: ReadonlySet<number>; usuarioId: number | null },
) {
  const hechos = [];
  for (const [i, r] of lista.entries()) hechos.push(await registrarRecibo(conn, r, ctx, `recibos.${i}.`));
  return hechos;
}

/**
 * Annuls a delivery: the document turns ANULADO and its gallons leave the tank's stock, the average cost taking back
 * the delivery's cost, and the day rollups lose it. The dips stay: they were measured. Refused when the stock no
 * longer holds the gallons (they were sold), as any output would be.
 */
export async function anularRecibo(conn: Conn, id: number, alcance: ReadonlySet<number>): Promise<void> {
  const doc = await fila<{ empresa_id: number; estado: string; fecha_negocio: string; bodega_id: number; tipo_negocio: string }>(
    conn,
    sql`SELECT empresa_id, estado, fecha_negocio::text AS fecha_negocio, bodega_id, tipo_negocio FROM movimientos_inventario
         WHERE id = ${id} AND tipo = 'RECIBO_COMBUSTIBLE' FOR UPDATE`,
  );
  if (!doc) throw notFound(MR.noExiste);
  if (!alcance.has(doc.empresa_id)) throw new AppError(403, MENSAJES.empresaFueraDeAlcance);
  if (doc.estado === 'ANULADO') throw badRequest(MR.yaAnulado);
  const lineas = await filas<{
    producto_id: number;
    cantidad: string;
    costo_unitario: string;
    valor: string;
    bodega: string;
    producto: string;
  }>(
    conn,
    sql`SELECT d.producto_id, d.cantidad::text AS cantidad, d.costo_unitario::text AS costo_unitario, d.valor::text AS valor,
               b.descripcion AS bodega, p.descripcion AS producto
          FROM movimientos_inventario_detalles d JOIN productos p ON p.id = d.producto_id JOIN bodegas b ON b.id = ${doc.bodega_id}
         WHERE d.movimiento_id = ${id} ORDER BY d.id`,
  );
  const stock = await bloquearExistencias(
    conn,
    doc.empresa_id,
    lineas.map((l) => ({ bodegaId: doc.bodega_id, productoId: l.producto_id })),
  );
  const inventario = new Acumulador(INVENTARIO_DIA, ESCALAS_INVENTARIO);
  let cantidadTotal = 0;
  let valorTotal = 0;
  for (const l of lineas) {
    const e = existenciaDe(stock, doc.bodega_id, l.producto_id);
    const cantidad = aMilesimas(l.cantidad);
    const costo = aEntero(l.costo_unitario, 2);
    if (e.cantidad < cantidad) throw badRequest(M.stockInsuficiente(l.bodega, l.producto));
    const queda = e.cantidad - cantidad;
    if (queda > 0) {
      const total = BigInt(e.cantidad) * BigInt(e.costoPromedio) - BigInt(cantidad) * BigInt(costo);
      const promedio = Number((total + BigInt(queda) / 2n) / BigInt(queda));
      if (promedio > 0) e.costoPromedio = promedio;
    }
    e.cantidad = queda;
    const valor = multiplicar(cantidad, costo);
    cantidadTotal += cantidad;
    valorTotal += valor;
    inventario.sumar(
      { empresa_id: doc.empresa_id, fecha_negocio: doc.fecha_negocio, bodega_id: doc.bodega_id, producto_id: l.producto_id },
      { entradas: -cantidad, entradas_costo: -valor },
    );
  }
  await escribirExistencias(conn, doc.empresa_id, stock.values());
  await conn.execute(sql`UPDATE movimientos_inventario SET estado = 'ANULADO' WHERE id = ${id}`);
  await inventario.guardar(conn);
  const movimientos = new Acumulador(MOVIMIENTOS_DIA, ESCALAS_MOVIMIENTOS);
  movimientos.sumar(
    { empresa_id: doc.empresa_id, fecha_negocio: doc.fecha_negocio, tipo: 'RECIBO_COMBUSTIBLE', tipo_negocio: doc.tipo_negocio },
    { num_documentos: -1, cantidad: -cantidadTotal, valor: -valorTotal },
  );
  await movimientos.guardar(conn);
}

type CampoOrden = (typeof CAMPOS_ORDEN_RECIBO)[number];
const COLUMNA_ORDEN: Record<CampoOrden, SQL> = {
  fecha: sql`m.fecha`,
  consecutivo: sql`m.consecutivo`,
  estacion: sql`e.alias`,
  tanque: sql`b.codigo`,
  proveedor: sql`pr.razon_social`,
  recibidos: sql`d.cantidad`,
  estado: sql`m.estado`,
};

function patron(buscar: string): string {
  return `%${buscar.replace(/[\\%_]/g, (x) => `\\${x}`)}%`;
}

/** The deliveries of `empresaId` and the stations under it, within the caller's scope, newest first. */
export async function listarRecibos(conn: Conn, empresaId: number, alcance: ReadonlySet<number>, f: TRecibosQuery) {
  const condiciones: SQL[] = [
    sql`m.tipo = 'RECIBO_COMBUSTIBLE'`,
    sql`m.empresa_id IN (WITH RECURSIVE arbol AS (
          SELECT id FROM empresas WHERE id = ${empresaId}
          UNION SELECT h.id FROM empresas h JOIN arbol a ON h.empresas_id = a.id
        ) SELECT id FROM arbol)`,
    sql`m.empresa_id = ANY(${enteros(alcance)}::int[])`,
  ];
  if (f.estacion_id) condiciones.push(sql`m.empresa_id = ${f.estacion_id}`);
  if (f.estado_recibo) condiciones.push(sql`m.estado = ${f.estado_recibo}`);
  if (f.fecha_inicio) condiciones.push(sql`m.fecha_negocio >= ${f.fecha_inicio}::date`);
  if (f.fecha_fin) condiciones.push(sql`m.fecha_negocio <= ${f.fecha_fin}::date`);
  if (f.buscar) {
    const p = patron(f.buscar);
    condiciones.push(
      sql`(${coincide(sql`m.factura_proveedor`, p)} OR ${coincide(sql`m.datos ->> 'guia_sicom'`, p)} OR ${coincide(sql`m.datos ->> 'placa_carrotanque'`, p)}
           OR ${coincide(sql`b.codigo`, p)} OR ${coincide(sql`b.descripcion`, p)} OR ${coincide(sql`e.alias`, p)} OR ${coincide(sql`pr.razon_social`, p)} OR m.consecutivo::text = ${f.buscar})`,
    );
  }
  const orden = (f.orden?.length ? f.orden : [{ campo: 'fecha' as const, direccion: 'desc' as const }]).map(
    (o) => sql`${COLUMNA_ORDEN[o.campo]} ${o.direccion === 'desc' ? sql`DESC NULLS LAST` : sql`ASC NULLS FIRST`}`,
  );
  orden.push(sql`m.id DESC`);
  const num = (clave: string) => sql.raw(`(m.datos ->> '${clave}')::float8`);
  return paginar<TReciboFila>(
    conn,
    {
      columnas: sql`m.id::int AS id, m.consecutivo, m.empresa_id, e.alias AS estacion, m.bodega_id, b.codigo || ' ' || b.descripcion AS tanque,
        p.descripcion AS producto, pr.razon_social AS proveedor, m.factura_proveedor, m.datos ->> 'guia_sicom' AS guia_sicom,
        m.datos ->> 'placa_carrotanque' AS placa_carrotanque, ${textoInstante(sql`m.fecha`)} AS fecha, m.fecha_negocio::text AS fecha_negocio,
        ${num('volumen_facturado')} AS volumen_facturado, ${num('medido_antes')} AS medido_antes, ${num('medido_despues')} AS medido_despues,
        ${num('venta_descargue')} AS venta_descargue, d.cantidad::float8 AS recibidos, ${num('diferencia')} AS diferencia,
        trunc((m.datos ->> 'diferencia')::numeric / NULLIF((m.datos ->> 'volumen_facturado')::numeric, 0) * 100, 2)::float8 AS porcentaje,
        d.costo_unitario::float8 AS costo_galon, m.total::float8 AS total, m.estado, m.observaciones`,
      origen: sql`FROM movimientos_inventario m JOIN empresas e ON e.id = m.empresa_id JOIN bodegas b ON b.id = m.bodega_id
        JOIN LATERAL (SELECT x.producto_id, x.cantidad, x.costo_unitario FROM movimientos_inventario_detalles x WHERE x.movimiento_id = m.id ORDER BY x.id LIMIT 1) d ON true
        LEFT JOIN productos p ON p.id = d.producto_id LEFT JOIN proveedores pr ON pr.id = m.proveedor_id
        WHERE ${sql.join(condiciones, sql` AND `)}`,
      orden: sql.join(orden, sql`, `),
    },
    f,
  );
}
