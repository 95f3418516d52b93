import { sql } from 'drizzle-orm';
import { MENSAJES_CONTABILIDAD as M, type OperacionContable, type TLineaComprobante } from '@eds/contracts/conciliacion/contabilidad';
import { NOMBRE_TIPO_NEGOCIO, type TipoNegocio } from '@eds/contracts/operacion';
import { fila, filas, type Conn } from '../../db/client';
import { dinero, textoDinero } from '../../lib/decimal';
import { badRequest } from '../../lib/errors';

/** The operation a payment of each reconciliation category posts as. */
const OPERACION_CATEGORIA: Record<string, OperacionContable> = {
  CONTADO: 'VENTA CONTADO',
  'OTROS MEDIOS DE PAGOS': 'VENTA CONTADO',
  PRIVADA: 'VENTA CONTADO',
  CREDITO: 'VENTA CRÉDITO',
  'CONSUMO INTERNO': 'CONSUMO INTERNO',
  RECAUDO: 'RECAUDO',
};

/** The operation an inventory document posts as. */
function operacionDocumento(tipo: string): OperacionContable | null {
  if (tipo === 'ENTRADA' || tipo === 'RECIBO_COMBUSTIBLE') return 'COMPRA';
  if (tipo.startsWith('AJUSTE')) return 'AJUSTE';
  if (tipo.startsWith('TRASLADO')) return 'TRASLADO';
  return null;
}

interface Importe {
  operacion: OperacionContable;
  tipoNegocio: string;
  /** What the amount is about: a payment method, a document kind. */
  concepto: string;
  /** The payment method's id, when the amount is a payment (its SAP account mapping wins over the rule's debit). */
  medioPagoId: number | null;
  centavos: number;
}

interface Regla {
  operacion: string;
  tipo_negocio: string;
  cuenta_debito: string;
  cuenta_credito: string;
  centro_costo: string | null;
}

/** The amounts a station day posts: its payments by method, its inventory documents by kind, its annulled sales. */
async function importesDelDia(conn: Conn, empresaId: number, fecha: string): Promise<Importe[]> {
  const importes: Importe[] = [];
  const pagos = await filas<{ tipo_negocio: string; medio_pago_id: number; medio: string; categoria: string; valor: string }>(
    conn,
    sql`SELECT p.tipo_negocio, p.medio_pago_id, m.descripcion AS medio, m.categoria_conciliacion AS categoria, p.valor::text AS valor
          FROM ventas_pagos_dia p JOIN medios_pago m ON m.id = p.medio_pago_id
         WHERE p.empresa_id = ${empresaId} AND p.fecha_negocio = ${fecha}::date
         ORDER BY p.tipo_negocio, m.descripcion`,
  );
  for (const p of pagos) {
    const operacion = OPERACION_CATEGORIA[p.categoria];
    if (!operacion) continue;
    importes.push({ operacion, tipoNegocio: p.tipo_negocio, concepto: p.medio, medioPagoId: p.medio_pago_id, centavos: dinero(p.valor) });
  }
  const documentos = await filas<{ tipo: string; tipo_negocio: string; total: string }>(
    conn,
    sql`SELECT tipo, tipo_negocio, sum(total)::text AS total FROM movimientos_inventario
         WHERE empresa_id = ${empresaId} AND fecha_negocio = ${fecha}::date AND estado = 'REGISTRADO'
         GROUP BY tipo, tipo_negocio ORDER BY tipo, tipo_negocio`,
  );
  for (const d of documentos) {
    const operacion = operacionDocumento(d.tipo);
    if (operacion)
      importes.push({ operacion, tipoNegocio: d.tipo_negocio, concepto: d.tipo, medioPagoId: null, centavos: dinero(d.total) });
  }
  const anuladas = await filas<{ tipo_negocio: string; total: string }>(
    conn,
    sql`SELECT tipo_negocio, sum(total)::text AS total FROM ventas
         WHERE empresa_id = ${empresaId} AND fecha_negocio = ${fecha}::date AND estado_movimiento LIKE '%002'
         GROUP BY tipo_negocio ORDER BY tipo_negocio`,
  );
  for (const a of anuladas) {
    importes.push({
      operacion: 'ANULACIÓN',
      tipoNegocio: a.tipo_negocio,
      concepto: 'ANULACIÓN',
      medioPagoId: null,
      centavos: dinero(a.total),
    });
  }
  return importes.filter((i) => i.centavos !== 0);
}

/**
 * The lines of a station day's voucher: each amount posts a debit and a credit of the same value, on the accounts of
 * the active posting rule of its operation and business type (else the rule for every type). A payment's debit goes
 * to the payment method's mapped account when it has one (SAP mapping MEDIO_PAGO); the cost centre is the rule's,
 * else the station's mapped one (SAP mapping EMPRESA). An operation of the day without a rule refuses the voucher.
 */
export async function lineasComprobante(conn: Conn, negocioId: number, empresaId: number, fecha: string): Promise<TLineaComprobante[]> {
  const importes = await importesDelDia(conn, empresaId, fecha);
  const reglas = await filas<Regla>(
    conn,
    sql`SELECT operacion, tipo_negocio, cuenta_debito, cuenta_credito, centro_costo FROM reglas_contables
         WHERE negocio_id = ${negocioId} AND estado = 'A'`,
  );
  const homologadas = await filas<{ tipo: string; referencia_id: number; codigo_externo: string }>(
    conn,
    sql`SELECT tipo, referencia_id, codigo_externo FROM homologaciones
         WHERE negocio_id = ${negocioId} AND estado = 'A' AND (tipo = 'MEDIO_PAGO' OR (tipo = 'EMPRESA' AND referencia_id = ${empresaId}))`,
  );
  const cuentaMedio = new Map(homologadas.filter((h) => h.tipo === 'MEDIO_PAGO').map((h) => [h.referencia_id, h.codigo_externo]));
  const centroEstacion = homologadas.find((h) => h.tipo === 'EMPRESA')?.codigo_externo ?? null;
  const reglaDe = (operacion: string, tipoNegocio: string) =>
    reglas.find((r) => r.operacion === operacion && r.tipo_negocio === tipoNegocio) ??
    reglas.find((r) => r.operacion === operacion && r.tipo_negocio === '*');

  const faltan = [...new Set(importes.filter((i) => !reglaDe(i.operacion, i.tipoNegocio)).map((i) => i.operacion))];
  if (faltan.length > 0)
    throw badRequest(
      M.sinRegla,
      faltan.map((operacion) => ({ campo: 'operacion', mensaje: operacion })),
    );

  const lineas: TLineaComprobante[] = [];
  for (const i of importes) {
    const regla = reglaDe(i.operacion, i.tipoNegocio)!;
    const centro = regla.centro_costo ?? centroEstacion;
    const negocio = NOMBRE_TIPO_NEGOCIO[i.tipoNegocio as TipoNegocio] ?? i.tipoNegocio;
    const descripcion = `${i.operacion} ${negocio} ${i.concepto} ${fecha}`;
    const valor = i.centavos / 100;
    // A negative amount (a correction) swaps the sides, so no line carries a negative value.
    const [debe, haber] = valor >= 0 ? [valor, 0] : [0, -valor];
    const base = { operacion: i.operacion, tipo_negocio: i.tipoNegocio, centro_costo: centro, tercero: i.concepto, descripcion };
    lineas.push({
      ...base,
      orden: lineas.length + 1,
      cuenta: (i.medioPagoId && cuentaMedio.get(i.medioPagoId)) || regla.cuenta_debito,
      debito: debe,
      credito: haber,
    });
    lineas.push({ ...base, orden: lineas.length + 1, cuenta: regla.cuenta_credito, debito: haber, credito: debe });
  }
  return lineas;
}

/** Debits and credits in cents. */
export function sumasComprobante(lineas: readonly TLineaComprobante[]): { debitos: number; creditos: number } {
  return lineas.reduce((s, l) => ({ debitos: s.debitos + dinero(l.debito), creditos: s.creditos + dinero(l.credito) }), {
    debitos: 0,
    creditos: 0,
  });
}

/** The G28 balance check: debits must equal credits to the cent, else `El comprobante no cuadra: débitos ≠ créditos`. */
export function exigirCuadre(lineas: readonly TLineaComprobante[]): { debitos: number; creditos: number } {
  const sumas = sumasComprobante(lineas);
  if (sumas.debitos !== sumas.creditos) throw badRequest(M.noCuadra);
  return sumas;
}

/**
 * Stores the voucher of a reconciled day, in the reconciliation's transaction: refused with the G28 balance message
 * unless debits equal credits to the cent. Its history starts PENDIENTE.
 */
export async function guardarComprobante(
  conn: Conn,
  d: { negocioId: number; empresaId: number; fecha: string; diaConciliadoId: number; usuarioId: number | null },
): Promise<number> {
  const lineas = await lineasComprobante(conn, d.negocioId, d.empresaId, d.fecha);
  const { debitos, creditos } = exigirCuadre(lineas);
  const c = await fila<{ id: number }>(
    conn,
    sql`INSERT INTO comprobantes_contables (empresa_id, dia_conciliado_id, fecha, total_debitos, total_creditos, estado)
        VALUES (${d.empresaId}, ${d.diaConciliadoId}, ${d.fecha}::date, ${textoDinero(debitos)}::numeric, ${textoDinero(creditos)}::numeric, 'PENDIENTE')
        RETURNING id`,
  );
  const id = c!.id;
  if (lineas.length > 0) {
    const json = JSON.stringify(
      lineas.map((l) => ({ ...l, debito: textoDinero(dinero(l.debito)), credito: textoDinero(dinero(l.credito)) })),
    );
    await conn.execute(sql`
      INSERT INTO comprobantes_lineas (comprobante_id, orden, operacion, tipo_negocio, cuenta, centro_costo, tercero, descripcion, debito, credito)
      SELECT ${id}, orden, operacion, tipo_negocio, cuenta, centro_costo, tercero, descripcion, debito, credito
        FROM jsonb_to_recordset(${json}::jsonb) AS x(orden smallint, operacion text, tipo_negocio char(1), cuenta text, centro_costo text,
          tercero text, descripcion text, debito numeric, credito numeric)`);
  }
  await conn.execute(
    sql`INSERT INTO comprobantes_estados (comprobante_id, estado, detalle, usuario_id) VALUES (${id}, 'PENDIENTE', ${M.historialCreado}, ${d.usuarioId})`,
  );
  return id;
}
