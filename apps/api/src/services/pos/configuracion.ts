import { sql } from 'drizzle-orm';
import type { TConteosLocalesPos } from '@eds/contracts/depuracion-pos';
import type { TCambioProgramadoPos, TConfiguracionPos } from '@eds/contracts/pos-configuracion';
import { fila, filas, type Conn, type Db } from '../../db/client';
import { textoInstante } from '../../lib/paginar';
import { HOY_BOGOTA } from '../../lib/tiempo';
import { configuracionEdsCompleta } from '../estaciones/consultas';
import { todosLosMediosPago } from '../configuracion/catalogos';
import { cambiosParaEquipo } from '../productos/cambios-precio';
import { todosLosProductosDeEstacion } from '../productos/consultas';
import { reglasDescuentoEstacion } from '../comercial/descuentos';
import { efectivosEmpresa } from '../parametros';
import { columnasConteos } from '../equipos/depuracion';
import { versionParaEstacion } from '../equipos/versiones-pos';

/**
 * What a POS needs to sell at its station: the forecourt, the products with the price in force and the scheduled
 * changes still to come (so a device offline switches at the moment), the payment methods, promoters, shift
 * templates, the effective parameters (the device's own EQUIPO values first), numbering resolutions (those its
 * station's resolutions leave to every device or name this one in their Equipos), the open shifts, the discount rules
 * and promotions in force (a promotion's product group resolved to its members) and the manual-discount reasons with
 * each profile's highest percentage (with the profiles of each promoter's user, so the POS knows the cashier's limit).
 * The ids it posts back come from here. Serving the changes is
 * the device's download of them: PROGRAMADO → ENVIADO, as `pos/v1/cambios-precio` does.
 */
export async function configuracionPos(
  db: Db,
  empresaId: number,
  negocioId: number,
  ahora: Date,
  equipoId?: number,
): Promise<TConfiguracionPos> {
  const cambios = await cambiosParaEquipo(db, empresaId, ahora);
  const porProducto = new Map<number, TCambioProgramadoPos[]>();
  for (const c of cambios) {
    const lista = porProducto.get(c.producto_id) ?? [];
    lista.push({ id: c.id, precio: c.precio, fecha_efectiva: c.fecha_efectiva });
    porProducto.set(c.producto_id, lista);
  }
  const [
    forecourt,
    productos,
    medios,
    promotores,
    horarios,
    resoluciones,
    turnos,
    descuentos,
    manuales,
    promociones,
    parametros,
    equipo,
    version,
  ] = await Promise.all([
    configuracionEdsCompleta(db, empresaId),
    todosLosProductosDeEstacion(db, empresaId, negocioId),
    todosLosMediosPago(db, negocioId),
    filas<TConfiguracionPos['promotores'][number]>(
      db,
      sql`SELECT pr.id, pr.codigo, p.nombres, p.apellidos, p.identificacion, pr.tope_efectivo::float8 AS tope_efectivo,
                 coalesce((SELECT array_agg(DISTINCT up.perfiles_id ORDER BY up.perfiles_id) FROM usuarios u
                             JOIN usuarios_perfiles up ON up.usuarios_id = u.id WHERE u.personas_id = pr.persona_id AND u.estado = 'A'), '{}') AS perfiles
            FROM promotores pr JOIN personas p ON p.id = pr.persona_id
           WHERE pr.empresa_id = ${empresaId} AND pr.estado = 'A' ORDER BY pr.codigo`,
    ),
    filas<TConfiguracionPos['horarios'][number]>(
      db,
      sql`SELECT id, nombre, to_char(hora_inicio, 'HH24:MI') AS hora_inicio, to_char(hora_fin, 'HH24:MI') AS hora_fin FROM horarios WHERE empresa_id = ${empresaId} AND estado = 'A' ORDER BY hora_inicio`,
    ),
    filas<TConfiguracionPos['resoluciones'][number]>(
      db,
      sql`SELECT id, tipo_documento, numero, prefijo, desde, hasta, actual, fecha_inicio::text AS fecha_inicio, fecha_fin::text AS fecha_fin, tipos_negocio
            FROM resoluciones WHERE empresa_id = ${empresaId} AND estado = 'A'
             AND (cardinality(equipos) = 0 OR ${equipoId ?? 0}::int = ANY(equipos))
           ORDER BY tipo_documento, prefijo`,
    ),
    filas<TConfiguracionPos['turnos_abiertos'][number]>(
      db,
      sql`SELECT uuid, isla_id, promotor_id, ${textoInstante(sql`fecha_inicio`)} AS fecha_inicio FROM turnos
           WHERE empresa_id = ${empresaId} AND estado = 'A' ORDER BY turnos.fecha_inicio`,
    ),
    reglasDescuentoEstacion(db, empresaId, negocioId),
    filas<TConfiguracionPos['descuentos_manuales'][number]>(
      db,
      sql`SELECT dm.id, dm.codigo, dm.descripcion,
                 coalesce((SELECT json_agg(json_build_object('perfil_id', mp.perfil_id, 'porcentaje_maximo', mp.porcentaje_maximo::float8) ORDER BY mp.perfil_id)
                             FROM descuentos_manuales_perfiles mp WHERE mp.descuento_manual_id = dm.id), '[]'::json) AS perfiles
            FROM descuentos_manuales dm WHERE dm.negocio_id = ${negocioId} AND dm.estado = 'A' ORDER BY dm.codigo LIMIT 500`,
    ),
    filas<TConfiguracionPos['promociones'][number]>(
      db,
      sql`SELECT p.id, p.nombre, p.tipo, p.valor::float8 AS valor, p.pague_n, p.lleve_m, p.fecha_inicio::text AS fecha_inicio,
                 p.fecha_fin::text AS fecha_fin, p.dias, to_char(p.hora_inicio, 'HH24:MI') AS hora_inicio, to_char(p.hora_fin, 'HH24:MI') AS hora_fin,
                 p.tipos_negocio,
                 coalesce((SELECT array_agg(pp.producto_id ORDER BY pp.producto_id) FROM promociones_productos pp WHERE pp.promocion_id = p.id), '{}') AS productos,
                 CASE WHEN p.grupo_id IS NULL THEN NULL ELSE
                   coalesce((SELECT array_agg(gm.miembro_id ORDER BY gm.miembro_id) FROM grupos g JOIN grupos_miembros gm ON gm.grupo_id = g.id
                              WHERE g.id = p.grupo_id AND g.estado = 'A' AND g.tipo = 'PRODUCTOS'), '{}') END AS grupo
            FROM promociones p JOIN promociones_empresas pe ON pe.promocion_id = p.id AND pe.empresa_id = ${empresaId}
           WHERE p.negocio_id = ${negocioId} AND p.estado = 'A' AND p.fecha_fin >= ${HOY_BOGOTA}
           ORDER BY p.fecha_inicio, p.id LIMIT 500`,
    ),
    efectivosEmpresa(db, empresaId, undefined, equipoId ?? null),
    // The device's Resolución while it is still one the device may use, and its Impresora while active.
    fila<TConfiguracionPos['equipo']>(
      db,
      sql`SELECT e.id, e.alias,
                 (SELECT r.id FROM resoluciones r WHERE r.id = e.resolucion_id AND r.empresa_id = e.empresa_id AND r.estado = 'A'
                     AND (cardinality(r.equipos) = 0 OR e.id = ANY(r.equipos))) AS resolucion_id,
                 CASE WHEN i.id IS NULL THEN NULL ELSE json_build_object('id', i.id, 'alias', i.alias, 'ip', i.ip) END AS impresora
            FROM equipos e LEFT JOIN equipos i ON i.id = e.impresora_id AND i.estado = 'A'
           WHERE e.id = ${equipoId ?? 0}::int`,
    ),
    versionParaEstacion(db, empresaId),
  ]);
  return {
    empresa_id: empresaId,
    islas: forecourt,
    productos: productos.map((p) => ({ ...p, cambios_programados: porProducto.get(p.id) ?? [] })),
    medios_pago: medios,
    promotores,
    horarios,
    resoluciones,
    turnos_abiertos: turnos,
    descuentos,
    descuentos_manuales: manuales,
    promociones,
    parametros,
    equipo: equipo ?? null,
    version,
  };
}

/** A heartbeat: the device's version, how many sales it still has to send and, when it says, its local counts (Depuración POS). */
export async function registrarEstadoEquipo(
  conn: Conn,
  equipoId: number,
  estado: { version_app?: string; ventas_pendientes?: number; contingencia?: boolean; conteos?: TConteosLocalesPos },
): Promise<void> {
  await conn.execute(sql`
    UPDATE equipos_conexion SET ultima_conexion = now(), version_app = coalesce(${estado.version_app ?? null}, version_app),
           ventas_pendientes = coalesce(${estado.ventas_pendientes ?? null}::int, ventas_pendientes),
           contingencia = coalesce(${estado.contingencia ?? null}::boolean, contingencia)${estado.conteos ? sql`, ${columnasConteos(estado.conteos)}` : sql``}
     WHERE equipo_id = ${equipoId}`);
}
