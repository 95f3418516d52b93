import { sql, type SQL } from 'drizzle-orm';
import { diaOperativo, inicioMes, instanteBogota } from '@eds/contracts/dia-operativo';
import type { TResultadoLote } from '@eds/contracts/pos';
import { MENSAJES_CUPOS, type TValidarCupo } from '@eds/contracts/cupos';
import {
  ZAutorizacionPos,
  type TAutorizacion,
  type TAutorizacionFiltroValido,
  type TRespuestaCupoPos,
  type ZConsultaCupoPos,
} from '@eds/contracts/soporte';
import type { z } from 'zod';
import { fila, filas, type Conn, type Db } from '../../db/client';
import { paginar } from '../../lib/paginar';
import { inicioCicloDe } from '../empresa/ciclo';
import type { EquipoAutenticado } from '../equipos/autenticacion';
import { resultado, revisarItems } from '../pos/lote';
import { coincide } from '../../lib/busqueda';

/**
 * Autorizaciones (SCREENS.md G06): the online authorisations of sales. The server answers the credit quota check
 * (autorizarCupo, below) and records it; the POS reports each one it obtained from a third party (card terminal,
 * GoPass, the apps) through POST /pos/v1/autorizaciones: exactly once per uuid.
 */
export async function ingerirAutorizaciones(db: Db, equipo: EquipoAutenticado, items: readonly unknown[]): Promise<TResultadoLote> {
  const r = revisarItems(items, ZAutorizacionPos, equipo);
  if (r.validos.length === 0) return resultado({ aceptadas: 0, duplicadas: r.repetidas, rechazadas: r.rechazadas });
  const inicio = await inicioCicloDe(db, equipo.empresaId);
  const filasNuevas = r.validos.map(({ item: a }) => {
    const instante = instanteBogota(a.fecha);
    return {
      uuid: a.uuid,
      tipo: a.tipo,
      referencia: a.referencia.toUpperCase(),
      valor: a.valor,
      respuesta: a.respuesta,
      codigo: a.codigo ?? null,
      mensaje: a.mensaje ?? null,
      tiempo_ms: a.tiempo_ms,
      fecha: instante.toISOString(),
      fecha_negocio: diaOperativo(instante, inicio),
      venta_uuid: a.venta_uuid ?? null,
    };
  });
  const guardadas = await filas<{ id: number }>(
    db,
    sql`INSERT INTO autorizaciones (empresa_id, equipo_id, uuid, tipo, referencia, valor, respuesta, codigo, mensaje, tiempo_ms, fecha,
                                    fecha_negocio, venta_uuid)
        SELECT ${equipo.empresaId}, ${equipo.id}, x.uuid, x.tipo, x.referencia, x.valor, x.respuesta, x.codigo, x.mensaje, x.tiempo_ms,
               x.fecha, x.fecha_negocio, x.venta_uuid
          FROM jsonb_to_recordset(${JSON.stringify(filasNuevas)}::jsonb) AS x(uuid uuid, tipo text, referencia text, valor numeric,
               respuesta text, codigo text, mensaje text, tiempo_ms int, fecha timestamptz, fecha_negocio date, venta_uuid uuid)
        ON CONFLICT (empresa_id, uuid) DO NOTHING RETURNING id`,
  );
  return resultado({
    aceptadas: guardadas.length,
    duplicadas: r.repetidas + (r.validos.length - guardadas.length),
    rechazadas: r.rechazadas,
  });
}

function condiciones(f: TAutorizacionFiltroValido, empresas: readonly number[]): SQL {
  const c: SQL[] = [
    sql`a.fecha >= (${f.fecha_inicial}::date)::timestamp AT TIME ZONE 'America/Bogota'`,
    sql`a.fecha < (${f.fecha_final}::date + 1)::timestamp AT TIME ZONE 'America/Bogota'`,
    sql`a.empresa_id = ANY(${`{${empresas.join(',')}}`}::int[])`,
  ];
  if (f.empresa_id) c.push(sql`a.empresa_id = ${f.empresa_id}`);
  if (f.tipo) c.push(sql`a.tipo = ${f.tipo}`);
  if (f.respuesta) c.push(sql`a.respuesta = ${f.respuesta}`);
  if (f.buscar) {
    const patron = `%${f.buscar.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    c.push(sql`(${coincide(sql`a.referencia`, patron)} OR ${coincide(sql`a.codigo`, patron)})`);
  }
  return sql.join(c, sql` AND `);
}

/** One page of the authorisations of the caller's companies, newest first. */
export async function listarAutorizaciones(conn: Conn, f: TAutorizacionFiltroValido, empresas: readonly number[]) {
  return paginar<TAutorizacion>(
    conn,
    {
      columnas: sql`a.id::int AS id, to_char(a.fecha AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS fecha, a.empresa_id,
                    e.alias AS empresa, q.alias AS equipo, a.tipo, a.referencia, a.valor::text AS valor, a.respuesta, a.codigo,
                    a.mensaje, a.tiempo_ms`,
      origen: sql`FROM autorizaciones a JOIN empresas e ON e.id = a.empresa_id LEFT JOIN equipos q ON q.id = a.equipo_id
                  WHERE ${condiciones(f, empresas)}`,
      orden: sql`a.fecha DESC, a.id DESC`,
    },
    f,
  );
}

/** How long an approved quota check holds its amount when no sale of the quota arrives (docs/decisions/063, 072). */
export const MINUTOS_RETENCION_CUPO = 15;

type TConsultaCupoPos = z.output<typeof ZConsultaCupoPos>;

/** The quota check of both pump calls: the legacy one's fields plus what `POST cupos/validar` adds (072). */
export type ConsultaCupo = Omit<TConsultaCupoPos, 'cliente_id'> &
  Partial<Pick<TValidarCupo, 'cliente_id' | 'placa' | 'producto_id' | 'cantidad' | 'kilometraje'>>;

type Decision = Omit<TRespuestaCupoPos, 'disponible'>;
const rechazo = (codigo: string, mensaje: string): Decision => ({ autorizada: false, respuesta: 'RECHAZADA', codigo, mensaje });

interface VehiculoConsulta {
  id: number;
  cliente_id: number | null;
  flota_id: number | null;
  estado: string;
  kilometraje: number | null;
}

interface RestriccionFila {
  productos: number[];
  estaciones: number[];
  dias: number[];
  hora_desde: number | null;
  hora_hasta: number | null;
  max_galones_tanqueo: string | null;
  max_tanqueos_dia: number | null;
  max_valor_mes: string | null;
  kilometraje_creciente: boolean;
}

/**
 * The consumption restrictions of the vehicle and of its fleet (docs/decisions/072), each checked for this vehicle: the
 * first one broken answers its refusal. Fills and money count the vehicle's stored sales of the business day / month
 * plus its unexpired approvals; the odometer must be above the highest recorded for the vehicle.
 */
async function restriccionRota(
  tx: Conn,
  equipo: EquipoAutenticado,
  c: ConsultaCupo,
  v: VehiculoConsulta,
  clienteId: number,
  dia: string,
): Promise<Decision | null> {
  const reglas = await filas<RestriccionFila>(
    tx,
    sql`SELECT productos, estaciones, dias, hora_desde, hora_hasta, max_galones_tanqueo::text, max_tanqueos_dia, max_valor_mes::text,
               kilometraje_creciente
          FROM restricciones_consumo
         WHERE estado = 'A' AND negocio_id = ${equipo.negocioId} AND (vehiculo_id = ${v.id} OR flota_id = ${v.flota_id ?? null}::int)
         ORDER BY id`,
  );
  if (reglas.length === 0) return null;
  const ahora = (await fila<{ dow: number; hora: number }>(
    tx,
    sql`SELECT extract(isodow FROM now() AT TIME ZONE 'America/Bogota')::int AS dow, extract(hour FROM now() AT TIME ZONE 'America/Bogota')::int AS hora`,
  ))!;
  const uso = (await fila<{ tanqueos: number; mes: string; km: number | null }>(
    tx,
    sql`SELECT (SELECT count(*) FROM ventas WHERE cliente_id = ${clienteId} AND vehiculo_id = ${v.id} AND fecha_negocio = ${dia}::date)::int
                 + (SELECT count(*) FROM cupos_retenciones WHERE vehiculo_id = ${v.id} AND vence_en > now())::int AS tanqueos,
               ((SELECT coalesce(sum(total), 0) FROM ventas WHERE cliente_id = ${clienteId} AND vehiculo_id = ${v.id}
                    AND fecha_negocio >= ${inicioMes(dia)}::date)
                 + (SELECT coalesce(sum(valor), 0) FROM cupos_retenciones WHERE vehiculo_id = ${v.id} AND vence_en > now()))::text AS mes,
               GREATEST(${v.kilometraje}::int, (SELECT max(kilometraje) FROM ventas WHERE cliente_id = ${clienteId} AND vehiculo_id = ${v.id}
                    AND fecha_negocio >= ${dia}::date - 400)) AS km`,
  ))!;
  for (const r of reglas) {
    if (r.productos.length > 0 && (c.producto_id === undefined || !r.productos.includes(c.producto_id)))
      return rechazo('57', MENSAJES_CUPOS.productoNoAutorizado);
    if (r.estaciones.length > 0 && !r.estaciones.includes(equipo.empresaId)) return rechazo('57', MENSAJES_CUPOS.estacionNoAutorizada);
    const fueraDeDia = r.dias.length > 0 && !r.dias.includes(ahora.dow);
    const fueraDeHora = (r.hora_desde !== null && ahora.hora < r.hora_desde) || (r.hora_hasta !== null && ahora.hora >= r.hora_hasta);
    if (fueraDeDia || fueraDeHora) return rechazo('57', MENSAJES_CUPOS.fueraDeHorario);
    if (r.max_galones_tanqueo !== null && c.cantidad !== undefined && c.cantidad > Number(r.max_galones_tanqueo))
      return rechazo('57', MENSAJES_CUPOS.maxGalones(r.max_galones_tanqueo));
    if (r.max_tanqueos_dia !== null && uso.tanqueos >= r.max_tanqueos_dia)
      return rechazo('57', MENSAJES_CUPOS.maxTanqueos(r.max_tanqueos_dia));
    if (r.max_valor_mes !== null && Number(uso.mes) + c.valor > Number(r.max_valor_mes))
      return rechazo('57', MENSAJES_CUPOS.maxValorMes(Math.max(0, Number(r.max_valor_mes) - Number(uso.mes))));
    if (r.kilometraje_creciente && uso.km !== null && (c.kilometraje === undefined || c.kilometraje <= uso.km))
      return rechazo('57', MENSAJES_CUPOS.kilometraje(uso.km));
  }
  return null;
}

/**
 * The server's online quota check (POST /pos/v1/autorizaciones/cupo and POST cupos/validar): the vehicle (by id or
 * plate; one that is unknown, inactive or of another customer is refused), the customer (inactive is refused), the
 * consumption restrictions of the vehicle and its fleet, then the customer's most specific active quota of the kind
 * (the vehicle's, its fleet's, the customer's own, as a sale consumes it) and what it has left in the current month
 * for a monthly quota less the unexpired holds of earlier approvals. The answer is recorded in `autorizaciones` as a
 * CUPO authorisation. An approval holds its amount (`cupos_retenciones`) for MINUTOS_RETENCION_CUPO minutes or until
 * a sale of the quota arrives (ventas/efectos.ts releases it). The quota row is locked for the check, so concurrent
 * approvals are serialised and never exceed it together. A repeated uuid answers what was answered the first time
 * and records nothing.
 */
export async function autorizarCupo(db: Db, equipo: EquipoAutenticado, c: ConsultaCupo): Promise<TRespuestaCupoPos> {
  const inicio = Date.now();
  const ciclo = await inicioCicloDe(db, equipo.empresaId);
  return db.transaction(async (tx) => {
    const dia = diaOperativo(new Date(), ciclo);
    let decision: Decision | null = null;
    let vehiculo: VehiculoConsulta | undefined;
    if (c.vehiculo_id !== undefined || c.placa !== undefined) {
      vehiculo = await fila<VehiculoConsulta>(
        tx,
        sql`SELECT v.id, coalesce(v.cliente_id, f.cliente_id) AS cliente_id, v.flota_id, v.estado, v.kilometraje
              FROM vehiculos v LEFT JOIN flotas f ON f.id = v.flota_id
             WHERE v.negocio_id = ${equipo.negocioId}
               AND ${c.vehiculo_id !== undefined ? sql`v.id = ${c.vehiculo_id}` : sql`v.placa = ${c.placa ?? ''}`}`,
      );
      const ajeno = c.cliente_id !== undefined && vehiculo?.cliente_id !== c.cliente_id;
      if (!vehiculo || vehiculo.estado !== 'A' || vehiculo.cliente_id === null || ajeno) {
        decision = rechazo('57', MENSAJES_CUPOS.vehiculoNoAutorizado);
      }
    }
    const clienteId = c.cliente_id ?? vehiculo?.cliente_id ?? 0;
    const cliente = await fila<{ estado: string }>(
      tx,
      sql`SELECT estado FROM clientes WHERE id = ${clienteId} AND negocio_id = ${equipo.negocioId}`,
    );
    if (!decision && cliente && cliente.estado !== 'A') decision = rechazo('62', MENSAJES_CUPOS.clienteInactivo);
    // The quota chosen as a sale would consume it, locked: a concurrent approval of the same quota waits here.
    const cupo = await fila<{ id: number; disponible: string }>(
      tx,
      sql`SELECT q.id, (q.valor - CASE WHEN q.periodicidad = 'MENSUAL' AND (q.periodo IS NULL OR q.periodo < ${inicioMes(dia)}::date)
                                       THEN 0 ELSE q.consumido END)::numeric(14,2)::text AS disponible
            FROM cupos q JOIN clientes cl ON cl.id = q.cliente_id
            LEFT JOIN vehiculos v ON v.id = ${vehiculo?.id ?? null}::int AND coalesce(v.cliente_id, ${vehiculo?.cliente_id ?? null}::int) = q.cliente_id
           WHERE q.cliente_id = ${clienteId} AND cl.negocio_id = ${equipo.negocioId} AND q.estado = 'A' AND q.tipo = ${c.tipo}
             AND (q.vehiculo_id = v.id OR (q.vehiculo_id IS NULL AND q.flota_id = v.flota_id) OR (q.vehiculo_id IS NULL AND q.flota_id IS NULL))
           ORDER BY (q.vehiculo_id IS NOT NULL) DESC, (q.flota_id IS NOT NULL) DESC, q.id LIMIT 1
           FOR UPDATE OF q`,
    );
    const previa = await fila<{ respuesta: TRespuestaCupoPos['respuesta']; codigo: string; mensaje: string }>(
      tx,
      sql`SELECT respuesta, codigo, mensaje FROM autorizaciones WHERE empresa_id = ${equipo.empresaId} AND uuid = ${c.uuid}`,
    );
    let disponible = '0.00';
    if (cupo) {
      await tx.execute(sql`DELETE FROM cupos_retenciones WHERE cupo_id = ${cupo.id} AND vence_en <= now()`);
      const neto = await fila<{ disponible: string }>(
        tx,
        sql`SELECT (${cupo.disponible}::numeric - coalesce(sum(valor), 0))::numeric(14,2)::text AS disponible
              FROM cupos_retenciones WHERE cupo_id = ${cupo.id} AND vence_en > now()`,
      );
      disponible = neto!.disponible;
    }
    if (previa) return { autorizada: previa.respuesta === 'APROBADA', ...previa, disponible };
    if (!decision && cliente && vehiculo) decision = await restriccionRota(tx, equipo, c, vehiculo, clienteId, dia);
    const r: Decision =
      decision ??
      (!cupo || !cliente
        ? rechazo('14', MENSAJES_CUPOS.sinCupo)
        : Number(disponible) >= c.valor
          ? { autorizada: true, respuesta: 'APROBADA', codigo: '00', mensaje: MENSAJES_CUPOS.aprobado }
          : rechazo('51', MENSAJES_CUPOS.insuficiente(Math.max(0, Number(disponible)))));
    const ahora = new Date();
    const referencia = c.referencia ?? c.placa ?? String(clienteId);
    const registrada = await fila<{ id: number }>(
      tx,
      sql`INSERT INTO autorizaciones (empresa_id, equipo_id, uuid, tipo, referencia, valor, respuesta, codigo, mensaje, tiempo_ms, fecha, fecha_negocio)
          VALUES (${equipo.empresaId}, ${equipo.id}, ${c.uuid}, 'CUPO', ${referencia.toUpperCase()}, ${c.valor},
                  ${r.respuesta}, ${r.codigo}, ${r.mensaje}, ${Date.now() - inicio}, ${ahora.toISOString()}, ${diaOperativo(ahora, ciclo)})
          ON CONFLICT (empresa_id, uuid) DO NOTHING RETURNING id`,
    );
    if (cupo && r.autorizada && registrada) {
      await tx.execute(
        sql`INSERT INTO cupos_retenciones (cupo_id, cliente_id, vehiculo_id, empresa_id, autorizacion_id, valor, vence_en)
            VALUES (${cupo.id}, ${clienteId}, ${vehiculo?.id ?? null}, ${equipo.empresaId}, ${registrada.id}, ${c.valor},
                    now() + make_interval(mins => ${MINUTOS_RETENCION_CUPO}))`,
      );
    }
    return { ...r, disponible };
  });
}
