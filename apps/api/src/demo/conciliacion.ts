import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { diaOperativo, sumarDias, textoBogota } from '@eds/contracts/dia-operativo';
import { fila, filas, type Conn } from '../db/client';
import { guardarLecturasTanque } from '../services/lecturas/tanque';
import { novedadesDelDia } from '../services/conciliacion/novedades';
import { volumen } from '../lib/decimal';
import type { DemoSembrado } from './sembrar';

/** Posting rules of the demo business (Colombian chart of accounts, PUC). */
const REGLAS: [string, string, string][] = [
  ['VENTA CONTADO', '110505', '413520'],
  ['VENTA CRÉDITO', '130505', '413520'],
  ['RECAUDO', '110505', '130505'],
  ['COMPRA', '143505', '220505'],
  ['AJUSTE', '143505', '425050'],
  ['TRASLADO', '143510', '143505'],
  ['ANULACIÓN', '413520', '110505'],
  ['CONSUMO INTERNO', '519595', '143505'],
];

/** Payment methods whose money lands in a bank account, not the cash box. */
const CUENTAS_MEDIO: Record<string, string> = { TDB: '111005', TCR: '111005', NEQ: '111010', APP: '111015', GOP: '111015' };

/**
 * The reconciliation demo: posting rules and SAP mappings of the demo business, the station administrators'
 * grant to reconcile (C on CONCILIACIÓN PDV), and at the station administrator's station the back-office work of
 * its past days done (envelopes counted, invoices authorised, a dip before and after each fuel delivery) so that
 * those days are clean and can be reconciled; yesterday keeps its novelties (an open shift at the second station,
 * envelopes not counted, invoices waiting for DIAN) and shows red.
 */
export async function sembrarConciliacionDemo(conn: Conn, demo: DemoSembrado, ahora = new Date()): Promise<void> {
  for (const [operacion, debito, credito] of REGLAS) {
    await conn.execute(sql`INSERT INTO reglas_contables (negocio_id, operacion, tipo_negocio, cuenta_debito, cuenta_credito)
      VALUES (${demo.negocioId}, ${operacion}, '*', ${debito}, ${credito}) ON CONFLICT DO NOTHING`);
  }
  for (const [codigo, cuenta] of Object.entries(CUENTAS_MEDIO)) {
    await conn.execute(sql`INSERT INTO homologaciones (negocio_id, tipo, referencia_id, codigo_externo, descripcion)
      SELECT ${demo.negocioId}, 'MEDIO_PAGO', id, ${cuenta}, descripcion FROM medios_pago WHERE negocio_id = ${demo.negocioId} AND codigo = ${codigo}
      ON CONFLICT DO NOTHING`);
  }
  await conn.execute(sql`INSERT INTO homologaciones (negocio_id, tipo, referencia_id, codigo_externo, descripcion)
    SELECT ${demo.negocioId}, 'EMPRESA', id, 'CC' || lpad(row_number() OVER (ORDER BY id)::text, 4, '0'), alias
      FROM empresas WHERE id = ANY(${`{${demo.estaciones.join(',')}}`}::int[]) ON CONFLICT DO NOTHING`);
  await conn.execute(sql`UPDATE perfiles_modulos pm SET asignaciones = 'RC' FROM perfiles p, modulos m
    WHERE pm.perfiles_id = p.id AND pm.modulos_id = m.id AND p.negocio_id = ${demo.negocioId}
      AND p.descripcion = 'ADMINISTRADOR DE ESTACION' AND m.link = '/sap/conciliacion-pdv'`);

  const estacion = await fila<{ id: number }>(
    conn,
    sql`SELECT u.empresas_id AS id FROM usuarios u JOIN personas p ON p.id = u.personas_id
         WHERE p.negocio_id = ${demo.negocioId} AND u.tipo = 5 ORDER BY u.id LIMIT 1`,
  );
  if (!estacion) return;
  const hoy = diaOperativo(ahora);
  // The past days before yesterday: their back-office work is done.
  const desde = sumarDias(hoy, -8);
  const hasta = sumarDias(hoy, -2);
  await conn.execute(sql`UPDATE sobres SET valor_contado = valor_declarado, estado = 'VERIFICADO'
    WHERE empresa_id = ${estacion.id} AND fecha_negocio BETWEEN ${desde}::date AND ${hasta}::date AND estado = 'REGISTRADO'`);
  await conn.execute(sql`UPDATE facturas_electronicas SET estado = 2, mensaje = NULL, actualizado_en = now()
    WHERE empresa_id = ${estacion.id} AND fecha_negocio BETWEEN ${desde}::date AND ${hasta}::date AND estado <> 2`);
  for (let dia = desde; dia <= hasta; dia = sumarDias(dia, 1)) {
    if ((await novedadesDelDia(conn, estacion.id, dia)).some((n) => n.codigo === 'RECIBO_SIN_MEDICION'))
      await medirRecibos(conn, estacion.id, dia);
  }
}

/** Dips five minutes before and after each fuel delivery of the day that has none: before = the last reading, after = before + delivered. */
async function medirRecibos(conn: Conn, empresaId: number, dia: string): Promise<void> {
  const recibos = await filas<{ bodega_id: number; producto_id: number; fecha: string; cantidad: string; previo: string | null }>(
    conn,
    sql`SELECT m.bodega_id, b.producto_id, to_char(m.fecha AT TIME ZONE 'America/Bogota', 'YYYY-MM-DD HH24:MI:SS') AS fecha,
               (SELECT sum(d.cantidad) FROM movimientos_inventario_detalles d WHERE d.movimiento_id = m.id)::text AS cantidad,
               (SELECT l.volumen::text FROM lecturas_tanque l WHERE l.bodega_id = m.bodega_id AND l.fecha <= m.fecha ORDER BY l.fecha DESC LIMIT 1) AS previo
          FROM movimientos_inventario m JOIN bodegas b ON b.id = m.bodega_id
         WHERE m.empresa_id = ${empresaId} AND m.fecha_negocio = ${dia}::date AND m.tipo = 'RECIBO_COMBUSTIBLE' AND m.estado = 'REGISTRADO'`,
  );
  const lecturas = recibos.flatMap((r) => {
    const antes = r.previo === null ? 0 : volumen(r.previo);
    const momento = (minutos: number) =>
      `${textoBogota(new Date(Date.parse(`${r.fecha.replace(' ', 'T')}-05:00`) + minutos * 60_000)).replace(' ', 'T')}-05:00`;
    const base = { empresaId, equipoId: null, bodegaId: r.bodega_id, productoId: r.producto_id, fechaNegocio: dia, alturaMm: null };
    const extra = { alturaAguaMm: 0, volumenAgua: 0, temperatura: null, origen: 'MANUAL', cierre: false, aforoId: null };
    return [
      { ...base, ...extra, uuid: randomUUID(), fecha: momento(-5), volumen: antes },
      { ...base, ...extra, uuid: randomUUID(), fecha: momento(5), volumen: antes + volumen(r.cantidad ?? '0') },
    ];
  });
  await guardarLecturasTanque(conn, lecturas);
}
