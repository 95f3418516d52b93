import { sql } from 'drizzle-orm';
import { MENSAJES_CATALOGO } from '@eds/contracts/configuracion/catalogo';
import { MENSAJES_TIPO_EQUIPO } from '@eds/contracts/configuracion/tipos-equipo';
import type { TEquipoForm, TOpcionesEquipo } from '@eds/contracts/equipo';
import { MENSAJES_OPERACION as M } from '@eds/contracts/mensajes-operacion';
import { fila, filas, type Conn } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';

const vacio = (v: string | undefined | null) => (v === undefined || v === null || v.trim() === '' ? null : v.trim());

async function revisar(conn: Conn, e: TEquipoForm, id: number | null): Promise<void> {
  if (e.isla_id) {
    const isla = await fila(conn, sql`SELECT 1 FROM islas WHERE id = ${e.isla_id} AND empresa_id = ${e.empresa_id}`);
    if (!isla) throw badRequest(M.islaNoExiste(e.isla_id), [{ campo: 'isla_id', mensaje: M.islaNoExiste(e.isla_id) }]);
  }
  if (e.tipo_equipo_id) {
    // The model must be one of the station's business and of the device's kind (selectors offer active ones).
    const modelo = await fila<{ tipo: string }>(
      conn,
      sql`SELECT te.tipo FROM tipos_equipo te JOIN empresas em ON em.negocio_id = te.negocio_id
           WHERE te.id = ${e.tipo_equipo_id} AND em.id = ${e.empresa_id}`,
    );
    if (!modelo) throw badRequest(MENSAJES_CATALOGO.noExiste, [{ campo: 'tipo_equipo_id', mensaje: MENSAJES_CATALOGO.noExiste }]);
    if (modelo.tipo !== e.tipo)
      throw badRequest(MENSAJES_TIPO_EQUIPO.tipoDistinto, [{ campo: 'tipo_equipo_id', mensaje: MENSAJES_TIPO_EQUIPO.tipoDistinto }]);
  }
  if (e.resolucion_id) {
    // A resolution of the device's station whose Equipos name it, or name none (every device of the station).
    const r = await fila(
      conn,
      sql`SELECT 1 FROM resoluciones WHERE id = ${e.resolucion_id} AND empresa_id = ${e.empresa_id} AND estado = 'A'
             AND (cardinality(equipos) = 0 OR ${id ?? 0}::int = ANY(equipos))`,
    );
    if (!r) throw badRequest(M.resolucionEquipoNoValida, [{ campo: 'resolucion_id', mensaje: M.resolucionEquipoNoValida }]);
  }
  if (e.impresora_id) {
    const i = await fila(
      conn,
      sql`SELECT 1 FROM equipos WHERE id = ${e.impresora_id} AND empresa_id = ${e.empresa_id} AND tipo = 'IMPRESORA'
             AND id IS DISTINCT FROM ${id}`,
    );
    if (!i) throw badRequest(M.impresoraNoValida, [{ campo: 'impresora_id', mensaje: M.impresoraNoValida }]);
  }
  const repetido = await fila(conn, sql`SELECT 1 FROM equipos WHERE serial = ${e.serial.toUpperCase()} AND id IS DISTINCT FROM ${id}`);
  if (repetido) throw badRequest(M.serialRepetido, [{ campo: 'serial', mensaje: M.serialRepetido }]);
}

/** Registers a device of a station. Texts are stored upper-cased except network addresses. */
export async function crearEquipo(conn: Conn, e: TEquipoForm): Promise<number> {
  await revisar(conn, e, null);
  const r = await fila<{ id: number }>(
    conn,
    sql`INSERT INTO equipos (empresa_id, alias, tipo, tipo_equipo_id, serial, isla_id, ip, mac, identificador_dispositivo, tipos_negocio,
                         resolucion_id, impresora_id)
        VALUES (${e.empresa_id}, ${e.alias.toUpperCase()}, ${e.tipo}, ${e.tipo_equipo_id ?? null}, ${e.serial.toUpperCase()}, ${e.isla_id ?? null}, ${vacio(e.ip)},
                ${vacio(e.mac)?.toUpperCase() ?? null}, ${e.identificador_dispositivo}, ${`{${e.tipos_negocio.join(',')}}`}::text[],
                ${e.resolucion_id ?? null}, ${e.impresora_id ?? null})
        RETURNING id`,
  );
  return r!.id;
}

export async function editarEquipo(conn: Conn, id: number, e: TEquipoForm): Promise<void> {
  await revisar(conn, e, id);
  const r = await fila<{ id: number }>(
    conn,
    sql`UPDATE equipos SET empresa_id = ${e.empresa_id}, alias = ${e.alias.toUpperCase()}, tipo = ${e.tipo},
               tipo_equipo_id = ${e.tipo_equipo_id ?? null}, serial = ${e.serial.toUpperCase()},
               isla_id = ${e.isla_id ?? null}, ip = ${vacio(e.ip)}, mac = ${vacio(e.mac)?.toUpperCase() ?? null},
               identificador_dispositivo = ${e.identificador_dispositivo}, tipos_negocio = ${`{${e.tipos_negocio.join(',')}}`}::text[],
               resolucion_id = ${e.resolucion_id ?? null}, impresora_id = ${e.impresora_id ?? null}
         WHERE id = ${id} RETURNING id`,
  );
  if (!r) throw notFound(M.equipoNoExiste);
}

/** Enables (A) or disables (I) a device; a disabled device's calls are refused at once. */
export async function cambiarEstadoEquipo(conn: Conn, id: number, estado: 'A' | 'I'): Promise<void> {
  await conn.execute(sql`UPDATE equipos SET estado = ${estado} WHERE id = ${id}`);
}

/** What a device of the station may name: its active resolutions (with their Equipos) and active printers. */
export async function opcionesEquipo(conn: Conn, estacionId: number): Promise<TOpcionesEquipo> {
  const [resoluciones, impresoras] = await Promise.all([
    filas<TOpcionesEquipo['resoluciones'][number]>(
      conn,
      sql`SELECT id, tipo_documento, prefijo, numero, equipos FROM resoluciones WHERE empresa_id = ${estacionId} AND estado = 'A'
           ORDER BY tipo_documento, prefijo`,
    ),
    filas<TOpcionesEquipo['impresoras'][number]>(
      conn,
      sql`SELECT id, alias FROM equipos WHERE empresa_id = ${estacionId} AND tipo = 'IMPRESORA' AND estado = 'A' ORDER BY alias`,
    ),
  ]);
  return { resoluciones, impresoras };
}
