import { sql } from 'drizzle-orm';
import { DIAS_ALERTA_CERTIFICADO, MENSAJES_CONVERSION as MC } from '@eds/contracts/configuracion/conversiones';
import { filasPreparadas, type Conn } from '../../db/client';
import { aTexto } from '../../lib/decimal';
import { parametroBooleano } from '../parametros';
import type { VentaPreparada } from './tipos';

/** Code of the parameter that turns an expired certificate from a warning into a block (decision 074). */
export const PARAMETRO_BLOQUEO_GNV = 'BLOQUEA_GNV_CERT_VENCIDO';

interface ConversionAbierta {
  id: number;
  negocio_id: number;
  placa: string;
  cuota_m3: string;
  saldo: string;
  estado: string;
  vence_revision: string;
}

const centavos = (texto: string) => Math.round(Number(texto) * 100);
const diasEntre = (desde: string, hasta: string) => Math.round((Date.parse(hasta) - Date.parse(desde)) / 86_400_000);

/**
 * GNV conversions' repayment (SCREENS.md G21, decision 074), in the sales' transaction after the quotas: each GNV sale
 * to a plate whose current conversion (its newest not ANULADA) still owes adds a RECAUDO of m³ × cuota por m³
 * (truncated to the cent), never above the balance left; the first one moves the conversion to EN RECAUDO and the one
 * that reaches zero to PAGADA, after which nothing more is charged. A sale on a business day after the annual review's
 * expiry writes a CERT_VENCIDO alert (bloqueo S when BLOQUEA_GNV_CERT_VENCIDO is on at the sale's station: the station
 * sold what the pump should have refused); a sale within 30 days of it writes the conversion's POR_VENCER alert once.
 * Conversions are locked in id order, as every writer locks its rows.
 */
export async function recaudarConversiones(conn: Conn, ventas: readonly VentaPreparada[]): Promise<void> {
  const conGnv = ventas.filter((v) => v.gnv && v.placa);
  if (conGnv.length === 0) return;
  const placas = [...new Set(conGnv.map((v) => v.placa!))];
  const empresas = [...new Set(conGnv.map((v) => v.empresaId))];
  const conversiones = await filasPreparadas<ConversionAbierta>(
    conn,
    sql`SELECT c.id, c.negocio_id, c.placa, c.cuota_m3::text, c.saldo::text, c.estado, c.vence_revision::text
          FROM conversiones c
         WHERE c.placa = ANY(${`{${placas.join(',')}}`}::text[]) AND c.estado <> 'ANULADA'
           AND c.negocio_id IN (SELECT negocio_id FROM empresas WHERE id = ANY(${`{${empresas.join(',')}}`}::int[]))
           AND c.id = (SELECT max(o.id) FROM conversiones o WHERE o.negocio_id = c.negocio_id AND o.placa = c.placa AND o.estado <> 'ANULADA')
         ORDER BY c.id
         FOR UPDATE`,
  );
  if (conversiones.length === 0) return;
  const negocioDe = new Map(
    (
      await filasPreparadas<{ id: number; negocio_id: number }>(
        conn,
        sql`SELECT id, negocio_id FROM empresas WHERE id = ANY(${`{${empresas.join(',')}}`}::int[])`,
      )
    ).map((e) => [e.id, e.negocio_id]),
  );
  const porPlaca = new Map(conversiones.map((c) => [`${c.negocio_id}|${c.placa}`, { ...c, saldoCent: centavos(c.saldo) }]));
  const bloqueoDe = new Map<number, boolean>();
  const recaudos: {
    conversion_id: number;
    empresa_id: number;
    venta_uuid: string;
    fecha_negocio: string;
    m3: string;
    valor: string;
    saldo: string;
  }[] = [];
  const alertas: {
    conversion_id: number;
    empresa_id: number;
    tipo: string;
    vence: string;
    venta_uuid: string | null;
    bloqueo: string;
    mensaje: string;
  }[] = [];
  // In the order they were sold, so the last fills are the ones that find the balance at zero.
  const ordenadas = [...conGnv].sort((a, b) => (a.fecha < b.fecha ? -1 : a.fecha > b.fecha ? 1 : a.uuid < b.uuid ? -1 : 1));
  for (const v of ordenadas) {
    const c = porPlaca.get(`${negocioDe.get(v.empresaId)}|${v.placa}`);
    if (!c) continue;
    const dias = diasEntre(v.fechaNegocio, c.vence_revision);
    if (dias < 0) {
      if (!bloqueoDe.has(v.empresaId))
        bloqueoDe.set(v.empresaId, (await parametroBooleano(conn, PARAMETRO_BLOQUEO_GNV, v.empresaId)) === true);
      const bloqueo = bloqueoDe.get(v.empresaId)!;
      alertas.push({
        conversion_id: c.id,
        empresa_id: v.empresaId,
        tipo: 'CERT_VENCIDO',
        vence: c.vence_revision,
        venta_uuid: v.uuid,
        bloqueo: bloqueo ? 'S' : 'N',
        mensaje: bloqueo ? MC.ventaBloqueada(c.vence_revision) : MC.certificadoVencido(c.vence_revision),
      });
    } else if (dias <= DIAS_ALERTA_CERTIFICADO) {
      alertas.push({
        conversion_id: c.id,
        empresa_id: v.empresaId,
        tipo: 'POR_VENCER',
        vence: c.vence_revision,
        venta_uuid: null,
        bloqueo: 'N',
        mensaje: MC.porVencer(c.vence_revision),
      });
    }
    if (c.saldoCent <= 0 || c.estado === 'PAGADA') continue;
    const cuota = centavos(c.cuota_m3);
    // m³ in thousandths × cents per m³ / 1000, truncated toward zero, capped at what is owed.
    const valor = Math.min(Math.floor((v.gnv!.m3 * cuota) / 1000), c.saldoCent);
    c.saldoCent -= valor;
    c.estado = c.saldoCent === 0 ? 'PAGADA' : 'EN RECAUDO';
    recaudos.push({
      conversion_id: c.id,
      empresa_id: v.empresaId,
      venta_uuid: v.uuid,
      fecha_negocio: v.fechaNegocio,
      m3: aTexto(v.gnv!.m3, 3),
      valor: aTexto(valor, 2),
      saldo: aTexto(c.saldoCent, 2),
    });
  }
  if (recaudos.length > 0) {
    await filasPreparadas(
      conn,
      sql`INSERT INTO conversiones_recaudos (conversion_id, empresa_id, venta_uuid, fecha_negocio, m3, valor, saldo)
          SELECT conversion_id, empresa_id, venta_uuid, fecha_negocio, m3, valor, saldo
            FROM jsonb_to_recordset(${JSON.stringify(recaudos)}::jsonb)
                 AS x(conversion_id int, empresa_id int, venta_uuid text, fecha_negocio date, m3 numeric, valor numeric, saldo numeric)
          ON CONFLICT (empresa_id, venta_uuid) DO NOTHING`,
    );
    const finales = [...porPlaca.values()].filter((c) => recaudos.some((r) => r.conversion_id === c.id));
    await filasPreparadas(
      conn,
      sql`UPDATE conversiones c SET saldo = x.saldo, estado = x.estado
            FROM jsonb_to_recordset(${JSON.stringify(finales.map((c) => ({ id: c.id, saldo: aTexto(c.saldoCent, 2), estado: c.estado })))}::jsonb)
                 AS x(id int, saldo numeric, estado text)
           WHERE c.id = x.id`,
    );
  }
  if (alertas.length > 0) {
    await filasPreparadas(
      conn,
      sql`INSERT INTO conversiones_alertas (conversion_id, empresa_id, tipo, vence_revision, venta_uuid, bloqueo, mensaje)
          SELECT conversion_id, empresa_id, tipo, vence, venta_uuid, bloqueo, mensaje
            FROM jsonb_to_recordset(${JSON.stringify(alertas)}::jsonb)
                 AS x(conversion_id int, empresa_id int, tipo text, vence date, venta_uuid text, bloqueo text, mensaje text)
          ON CONFLICT DO NOTHING`,
    );
  }
}
