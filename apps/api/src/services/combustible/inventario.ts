import { sql, type SQL } from 'drizzle-orm';
import {
  GALONES_MINIMOS_PORCENTAJE,
  LIMITE_CRITICO_PCT,
  MENSAJES_INVENTARIO_COMBUSTIBLE as MI,
  type CAMPOS_ORDEN_INVENTARIO_COMBUSTIBLE,
  type EstadoDiferencia,
  type TAjusteCombustible,
  type TInventarioCombustibleFila,
  type TInventarioCombustibleQuery,
  type TInventarioInicial,
} from '@eds/contracts/combustible/inventario-combustible';
import { diaOperativo } from '@eds/contracts/dia-operativo';
import { TOLERANCIA_RECIBO } from '@eds/contracts/reportes/inventario-diferencia-recibo';
import { fila, type Conn } from '../../db/client';
import { aEntero } from '../../lib/decimal';
import { badRequest } from '../../lib/errors';
import { paginar, textoInstante } from '../../lib/paginar';
import { inicioCicloDe } from '../empresa/ciclo';
import { registrarDocumentoWeb } from '../inventario/administracion';
import { registrarDocumento } from '../inventario/documentos';
import { tanqueDeMedicion } from '../lecturas/mediciones';
import { movidoDeTanque, vendidoDeTanque, vendidoDeTanqueLargo } from '../lecturas/libro';
import { parametroNumero } from '../parametros';
import { enteros } from '../reportes/motor/sql';
import { coincide } from '../../lib/busqueda';

/**
 * Inventario de combustible (SCREENS.md G04): per tank, the book stock and the over/short, from the one book formula
 * of `lecturas/libro.ts` (decision 045): between two instants, a tank moves by the posted receipts and transfers and
 * the POS sales drawn from it. Over/short = a dip − (an earlier dip, or the opening stock, + that movement); the
 * percentage is of the gallons sold over the same span, as the fuel kardex shows it.
 */

type CampoOrden = (typeof CAMPOS_ORDEN_INVENTARIO_COMBUSTIBLE)[number];
const COLUMNA_ORDEN: Record<CampoOrden, SQL> = {
  estacion: sql`e.alias`,
  tanque: sql`b.codigo`,
  producto: sql`p.descripcion`,
};

function patron(buscar: string): string {
  return `%${buscar.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** An over/short's status: red above 1 %, yellow above the station's tolerance, or when nothing was sold but gallons differ. */
export function estadoDiferencia(diferencia: number | null, porcentaje: number | null, tolerancia: number): EstadoDiferencia | null {
  if (diferencia === null) return null;
  if (porcentaje === null) return diferencia === 0 ? 'NORMAL' : 'ALERTA';
  const abs = Math.abs(porcentaje);
  if (abs > LIMITE_CRITICO_PCT) return 'CRITICO';
  if (abs > tolerancia) return 'ALERTA';
  return 'NORMAL';
}

const truncar2 = (v: number) => Math.trunc(v * 100) / 100;
const redondear3 = (v: number) => Math.round(v * 1000) / 1000;
/** An over/short as a share of the gallons sold over its span; none when almost nothing was sold (it would mean nothing). */
const porcentajeDe = (diferencia: number | null, vendido: number | null) =>
  diferencia === null || vendido === null || vendido < GALONES_MINIMOS_PORCENTAJE ? null : truncar2((diferencia / vendido) * 100);

interface FilaCruda extends Omit<
  TInventarioCombustibleFila,
  'libro' | 'porcentaje_dia' | 'estado_dia' | 'porcentaje_acumulado' | 'estado_acumulado' | 'diferencia_dia' | 'diferencia_acumulada'
> {
  diferencia_acumulada: number | null;
  vendido_acumulado: number | null;
}

/**
 * The tanks of `empresaId` and of the stations under it, limited to the caller's scope. `dia` is the business day of
 * the daily over/short (today's at the station's cycle when absent).
 */
export async function listarInventarioCombustible(
  conn: Conn,
  empresaId: number,
  alcance: ReadonlySet<number>,
  f: TInventarioCombustibleQuery,
  ahora = new Date(),
) {
  const hoy = diaOperativo(ahora, await inicioCicloDe(conn, empresaId));
  const dia = f.dia ?? hoy;
  const corte = sql`${ahora.toISOString()}::timestamptz`;
  const condiciones: SQL[] = [
    sql`b.tipo = 'TANQUE' AND b.estado = 'A'`,
    sql`b.empresa_id IN (WITH RECURSIVE arbol AS (
          SELECT id FROM empresas WHERE id = ${empresaId}
          UNION SELECT h.id FROM empresas h JOIN arbol a ON h.empresas_id = a.id
        ) SELECT id FROM arbol)`,
    sql`b.empresa_id = ANY(${enteros(alcance)}::int[])`,
  ];
  if (f.estacion_id) condiciones.push(sql`b.empresa_id = ${f.estacion_id}`);
  if (f.buscar) {
    const p = patron(f.buscar);
    condiciones.push(
      sql`(${coincide(sql`b.codigo`, p)} OR ${coincide(sql`b.descripcion`, p)} OR ${coincide(sql`e.alias`, p)} OR ${coincide(sql`p.descripcion`, p)})`,
    );
  }
  const orden = (f.orden?.length ? f.orden : [{ campo: 'estacion' as const, direccion: 'asc' as const }]).map(
    (o) => sql`${COLUMNA_ORDEN[o.campo]} ${o.direccion === 'desc' ? sql`DESC NULLS LAST` : sql`ASC NULLS FIRST`}`,
  );
  orden.push(sql`b.codigo`, sql`b.id`);
  const vendido = (desde: SQL, hasta: SQL, hastaDia: SQL) => vendidoDeTanque(sql`b.empresa_id`, sql`b.id`, desde, hasta, hastaDia);
  // Since the start can span years: its sales come from the daily kardex for the whole days inside it.
  const vendidoLargo = (desde: SQL, hasta: SQL) => vendidoDeTanqueLargo(sql`b.empresa_id`, sql`b.id`, desde, hasta);
  const moverLargo = (desde: SQL, hasta: SQL) =>
    sql`(${movidoDeTanque(sql`b.empresa_id`, sql`b.id`, desde, hasta)} - ${vendidoLargo(desde, hasta)})`;
  // The day's span: from the last dip of an earlier day (or the opening stock, when later) to the day's last dip.
  const baseDiaFecha = sql`CASE WHEN i.fecha IS NOT NULL AND i.fecha < dd.fecha AND (da.fecha IS NULL OR i.fecha > da.fecha) THEN i.fecha ELSE da.fecha END`;
  const baseDiaVolumen = sql`CASE WHEN i.fecha IS NOT NULL AND i.fecha < dd.fecha AND (da.fecha IS NULL OR i.fecha > da.fecha) THEN i.cantidad ELSE da.volumen END`;
  // Since the start: from the opening stock (or the first dip) to the last dip.
  const baseFecha = sql`CASE WHEN i.fecha IS NOT NULL AND i.fecha < u.fecha THEN i.fecha WHEN pr.fecha < u.fecha THEN pr.fecha END`;
  const baseVolumen = sql`CASE WHEN i.fecha IS NOT NULL AND i.fecha < u.fecha THEN i.cantidad WHEN pr.fecha < u.fecha THEN pr.volumen END`;
  const diaDelDia = sql`${dia}::date + 1`;
  const t3 = (v: SQL) => sql`trunc((${v})::numeric, 3)::float8`;
  const r3 = (v: SQL) => sql`round((${v})::numeric, 3)::float8`;
  const { filas, total } = await paginar<FilaCruda>(
    conn,
    {
      columnas: sql`b.id AS bodega_id, b.empresa_id, e.alias AS estacion, b.codigo || ' ' || b.descripcion AS tanque, p.descripcion AS producto,
        b.capacidad::float8 AS capacidad, coalesce(x.cantidad, 0)::float8 AS existencia, i.fecha IS NOT NULL AS inventario_inicial,
        ${textoInstante(sql`dd.fecha`)} AS ultima_medicion, dd.volumen::float8 AS medido,
        CASE WHEN dd.fecha IS NULL OR ${baseDiaFecha} IS NULL THEN NULL ELSE ${r3(baseDiaVolumen)} END AS inicial_dia,
        CASE WHEN dd.fecha IS NULL OR ${baseDiaFecha} IS NULL THEN NULL
             ELSE ${r3(movidoDeTanque(sql`b.empresa_id`, sql`b.id`, baseDiaFecha, sql`dd.fecha`))} END AS entradas_dia,
        CASE WHEN dd.fecha IS NULL OR ${baseDiaFecha} IS NULL THEN NULL
             ELSE ${r3(vendido(baseDiaFecha, sql`dd.fecha`, diaDelDia))} END AS ventas_dia,
        CASE WHEN ${baseFecha} IS NULL THEN NULL
             ELSE ${t3(sql`u.volumen - (${baseVolumen} + ${moverLargo(baseFecha, sql`u.fecha`)})`)} END AS diferencia_acumulada,
        CASE WHEN ${baseFecha} IS NULL THEN NULL ELSE ${t3(vendidoLargo(baseFecha, sql`u.fecha`))} END AS vendido_acumulado`,
      origen: sql`FROM bodegas b JOIN empresas e ON e.id = b.empresa_id
        LEFT JOIN productos p ON p.id = b.producto_id
        LEFT JOIN existencias x ON x.bodega_id = b.id AND x.producto_id = b.producto_id
        LEFT JOIN LATERAL (SELECT m.fecha, md.cantidad FROM movimientos_inventario m JOIN movimientos_inventario_detalles md ON md.movimiento_id = m.id
                            WHERE m.bodega_id = b.id AND m.tipo = 'AJUSTE_INICIAL' AND m.estado = 'REGISTRADO' ORDER BY m.fecha, m.id LIMIT 1) i ON true
        LEFT JOIN LATERAL (SELECT l.fecha, l.volumen FROM lecturas_tanque l
                            WHERE l.bodega_id = b.id AND l.fecha <= ${corte} ORDER BY l.fecha DESC, l.id DESC LIMIT 1) u ON true
        LEFT JOIN LATERAL (SELECT l.fecha, l.volumen FROM lecturas_tanque l
                            WHERE l.bodega_id = b.id AND l.fecha <= ${corte} ORDER BY l.fecha, l.id LIMIT 1) pr ON true
        LEFT JOIN LATERAL (SELECT l.fecha, l.volumen FROM lecturas_tanque l
                            WHERE l.bodega_id = b.id AND l.fecha_negocio = ${dia}::date AND l.fecha <= ${corte} ORDER BY l.fecha DESC, l.id DESC LIMIT 1) dd ON true
        LEFT JOIN LATERAL (SELECT l.fecha, l.volumen FROM lecturas_tanque l
                            WHERE l.bodega_id = b.id AND l.fecha_negocio < ${dia}::date ORDER BY l.fecha DESC, l.id DESC LIMIT 1) da ON true
        WHERE ${sql.join(condiciones, sql` AND `)}`,
      orden: sql.join(orden, sql`, `),
    },
    f,
  );
  const tolerancias = new Map<number, number>();
  for (const r of filas)
    if (!tolerancias.has(r.empresa_id))
      tolerancias.set(r.empresa_id, (await parametroNumero(conn, 'TOLERANCIA_DIFERENCIA_PCT', r.empresa_id)) ?? TOLERANCIA_RECIBO);
  return {
    dia,
    filas: filas.map(({ vendido_acumulado, ...r }): TInventarioCombustibleFila => {
      const tolerancia = tolerancias.get(r.empresa_id)!;
      // The row's figures derive from one another, as shown (to the thousandth of a gallon): libro = inicial +
      // entradas − ventas, diferencia = medido − libro, % = diferencia over the gallons sold.
      const libro = r.inicial_dia === null ? null : redondear3(r.inicial_dia + (r.entradas_dia ?? 0) - (r.ventas_dia ?? 0));
      const diferencia_dia = libro === null || r.medido === null ? null : redondear3(r.medido - libro);
      const porcentaje_dia = porcentajeDe(diferencia_dia, r.ventas_dia);
      const porcentaje_acumulado = porcentajeDe(r.diferencia_acumulada, vendido_acumulado);
      return {
        ...r,
        libro,
        diferencia_dia,
        porcentaje_dia,
        estado_dia: estadoDiferencia(diferencia_dia, porcentaje_dia, tolerancia),
        porcentaje_acumulado,
        estado_acumulado: estadoDiferencia(r.diferencia_acumulada, porcentaje_acumulado, tolerancia),
      };
    }),
    total,
  };
}

/** The tank of an action, in the caller's scope (404 / 403 / 400 as a dip's), with its fuel. */
async function tanqueConProducto(conn: Conn, bodegaId: number, alcance: ReadonlySet<number>) {
  const { empresaId } = await tanqueDeMedicion(conn, bodegaId, alcance);
  const b = await fila<{ producto_id: number | null }>(conn, sql`SELECT producto_id FROM bodegas WHERE id = ${bodegaId}`);
  if (!b?.producto_id) throw badRequest(MI.sinProducto, [{ campo: 'bodega_id', mensaje: MI.sinProducto }]);
  return { empresaId, productoId: b.producto_id };
}

/**
 * `Inventario inicial`: the tank's opening stock, once, as the inventory documents screen posts an AJUSTE_INICIAL
 * (same checks: refused once the tank has any movement).
 */
export async function registrarInventarioInicial(
  conn: Conn,
  d: TInventarioInicial,
  ctx: { alcance: ReadonlySet<number>; negocioId: number; usuarioId: number },
) {
  const { empresaId, productoId } = await tanqueConProducto(conn, d.bodega_id, ctx.alcance);
  await conn.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`inventario-inicial|${d.bodega_id}`}))`);
  const previo = await fila(
    conn,
    sql`SELECT 1 FROM movimientos_inventario WHERE bodega_id = ${d.bodega_id} AND tipo = 'AJUSTE_INICIAL' AND estado = 'REGISTRADO'`,
  );
  if (previo) throw badRequest(MI.yaTieneInicial);
  return registrarDocumentoWeb(
    conn,
    'ajuste-inicial',
    {
      empresa_id: empresaId,
      tipo_negocio: 'C',
      bodega_id: d.bodega_id,
      concepto: 'INVENTARIO INICIAL',
      lineas: [{ producto_id: productoId, cantidad: d.cantidad, costo_unitario: d.costo_unitario }],
    },
    { negocioId: ctx.negocioId, usuarioId: ctx.usuarioId },
  );
}

/** `Ajuste`: a signed correction of the tank's stock at its average cost, with the reason as the document's note. */
export async function registrarAjusteCombustible(
  conn: Conn,
  d: TAjusteCombustible,
  ctx: { alcance: ReadonlySet<number>; usuarioId: number },
  ahora = new Date(),
) {
  const { empresaId, productoId } = await tanqueConProducto(conn, d.bodega_id, ctx.alcance);
  return registrarDocumento(conn, {
    empresaId,
    tipo: 'AJUSTE',
    fecha: ahora.toISOString(),
    fechaNegocio: diaOperativo(ahora, await inicioCicloDe(conn, empresaId)),
    tipoNegocio: 'C',
    bodegaId: d.bodega_id,
    concepto: 'AJUSTE DE INVENTARIO',
    observaciones: d.motivo,
    usuarioId: ctx.usuarioId,
    lineas: [{ productoId, cantidad: aEntero(d.cantidad, 3) }],
  });
}
