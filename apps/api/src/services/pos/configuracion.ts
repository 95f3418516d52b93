import { sql } from 'drizzle-orm';
import type { TConfiguracionPos } from '@eds/contracts/pos-configuracion';
import { filas, type Conn } from '../../db/client';
import { textoInstante } from '../../lib/paginar';
import { configuracionEdsCompleta } from '../estaciones/consultas';
import { todosLosMediosPago } from '../configuracion/catalogos';
import { todosLosProductosDeEstacion } from '../productos/consultas';

/**
 * What a POS needs to sell at its station: the forecourt, the products with the price in force, the payment
 * methods, promoters, shift templates, numbering resolutions (those its station's resolutions leave to every device or name
 * this one in their Equipos) and the open shifts. The ids it posts back come from here.
 */
export async function configuracionPos(conn: Conn, empresaId: number, negocioId: number, equipoId?: number): Promise<TConfiguracionPos> {
  const [forecourt, productos, medios, promotores, horarios, resoluciones, turnos] = await Promise.all([
    configuracionEdsCompleta(conn, empresaId),
    todosLosProductosDeEstacion(conn, empresaId, negocioId),
    todosLosMediosPago(conn, negocioId),
    filas<TConfiguracionPos['promotores'][number]>(
      conn,
      sql`SELECT pr.id, pr.codigo, p.nombres, p.apellidos, p.identificacion, pr.tope_efectivo::float8 AS tope_efectivo FROM promotores pr JOIN personas p ON p.id = pr.persona_id
           WHERE pr.empresa_id = ${empresaId} AND pr.estado = 'A' ORDER BY pr.codigo`,
    ),
    filas<TConfiguracionPos['horarios'][number]>(
      conn,
      sql`SELECT id, nombre, to_char(hora_inicio, 'HH24:MI') AS hora_inicio, to_char(hora_fin, 'HH24:MI') AS hora_fin FROM horarios WHERE empresa_id = ${empresaId} AND estado = 'A' ORDER BY hora_inicio`,
    ),
    filas<TConfiguracionPos['resoluciones'][number]>(
      conn,
      sql`SELECT id, tipo_documento, numero, prefijo, desde, hasta, actual, fecha_inicio::text AS fecha_inicio, fecha_fin::text AS fecha_fin, tipos_negocio
            FROM resoluciones WHERE empresa_id = ${empresaId} AND estado = 'A'
             AND (cardinality(equipos) = 0 OR ${equipoId ?? 0}::int = ANY(equipos))
           ORDER BY tipo_documento, prefijo`,
    ),
    filas<TConfiguracionPos['turnos_abiertos'][number]>(
      conn,
      sql`SELECT uuid, isla_id, promotor_id, ${textoInstante(sql`fecha_inicio`)} AS fecha_inicio FROM turnos
           WHERE empresa_id = ${empresaId} AND estado = 'A' ORDER BY turnos.fecha_inicio`,
    ),
  ]);
  return {
    empresa_id: empresaId,
    islas: forecourt,
    productos,
    medios_pago: medios,
    promotores,
    horarios,
    resoluciones,
    turnos_abiertos: turnos,
  };
}

/** A heartbeat: the device's version and how many sales it still has to send. */
export async function registrarEstadoEquipo(
  conn: Conn,
  equipoId: number,
  estado: { version_app?: string; ventas_pendientes?: number },
): Promise<void> {
  await conn.execute(sql`
    UPDATE equipos_conexion SET ultima_conexion = now(), version_app = coalesce(${estado.version_app ?? null}, version_app),
           ventas_pendientes = coalesce(${estado.ventas_pendientes ?? null}::int, ventas_pendientes)
     WHERE equipo_id = ${equipoId}`);
}
