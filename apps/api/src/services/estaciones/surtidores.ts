import { sql } from 'drizzle-orm';
import {
  MENSAJES_SURTIDOR as MS,
  PROTOCOLOS_SURTIDOR,
  type TIslaFila,
  type TIslasQuery,
  type TManguera,
  type TMangueraForm,
  type TProtocoloSurtidor,
} from '@eds/contracts/surtidores';
import { fila, type Conn } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import { paginar } from '../../lib/paginar';

/**
 * The islands, pumps and hoses screen (SCREENS.md G03 "New"): the island list, the A/I switches of islands, pumps and
 * hoses, and single-hose creation and edition. The documented POST/PUT surtidor and the island forms stay in
 * administracion.ts. Every change is refused while the island has an open shift.
 */

const campo = (c: string, mensaje: string) => badRequest(mensaje, [{ campo: c, mensaje }]);

/** Refuses a change to an island (or what hangs from it) while one of its shifts is open. */
export async function exigirIslaSinTurno(conn: Conn, islaId: number): Promise<void> {
  const abierto = await fila(conn, sql`SELECT 1 FROM turnos WHERE isla_id = ${islaId} AND estado = 'A' LIMIT 1`);
  if (abierto) throw badRequest(MS.islaTurnoAbierto);
}

/** The islands of a station, by code, with how many pumps each holds and whether a shift is open on it. */
export async function listarIslas(conn: Conn, empresaId: number, q: TIslasQuery) {
  return paginar<TIslaFila>(
    conn,
    {
      columnas: sql`i.id, i.empresa_id, i.codigo, i.descripcion, i.estado,
                    (SELECT count(*)::int FROM surtidores s WHERE s.isla_id = i.id) AS surtidores,
                    EXISTS (SELECT 1 FROM turnos t WHERE t.isla_id = i.id AND t.estado = 'A') AS turno_abierto`,
      origen: sql`FROM islas i WHERE i.empresa_id = ${empresaId} ${q.estado === 'T' ? sql`` : sql`AND i.estado = ${q.estado}`}`,
      orden: sql`i.codigo, i.id`,
    },
    q,
  );
}

/** The pump protocols (entity 16). */
export function protocolosSurtidor(): TProtocoloSurtidor[] {
  return PROTOCOLOS_SURTIDOR.map((descripcion, i) => ({ id: i + 1, entidad_id: 16 as const, descripcion }));
}

/** The station a hose belongs to (the caller checks the scope). */
export async function estacionDeManguera(conn: Conn, id: number): Promise<number | undefined> {
  return (await fila<{ empresa_id: number }>(conn, sql`SELECT empresa_id FROM mangueras WHERE id = ${id}`))?.empresa_id;
}

export async function cambiarEstadoIsla(conn: Conn, id: number, estado: 'A' | 'I'): Promise<void> {
  const isla = await fila(conn, sql`SELECT id FROM islas WHERE id = ${id} FOR UPDATE`);
  if (!isla) throw notFound(MS.islaNoExiste);
  await exigirIslaSinTurno(conn, id);
  await conn.execute(sql`UPDATE islas SET estado = ${estado} WHERE id = ${id}`);
}

export async function cambiarEstadoSurtidor(conn: Conn, id: number, estado: 'A' | 'I'): Promise<void> {
  const s = await fila<{ isla_id: number }>(conn, sql`SELECT isla_id FROM surtidores WHERE id = ${id} FOR UPDATE`);
  if (!s) throw notFound(MS.surtidorNoExiste);
  await exigirIslaSinTurno(conn, s.isla_id);
  await conn.execute(sql`UPDATE surtidores SET estado = ${estado} WHERE id = ${id}`);
}

interface SurtidorBloqueado {
  empresa_id: number;
  isla_id: number;
  caras: number;
}

/** Locks the hose's pump, and checks the island has no open shift, the side exists and the tank holds the hose's fuel. */
async function revisarManguera(conn: Conn, m: TMangueraForm, id: number | null): Promise<SurtidorBloqueado> {
  const s = await fila<SurtidorBloqueado>(
    conn,
    sql`SELECT empresa_id, isla_id, caras FROM surtidores WHERE id = ${m.surtidor_id} FOR UPDATE`,
  );
  if (!s) throw notFound(MS.surtidorNoExiste);
  await exigirIslaSinTurno(conn, s.isla_id);
  if (m.cara > s.caras) throw campo('cara', MS.caraFueraDeRango);
  const tanque = await fila<{ producto_id: number | null }>(
    conn,
    sql`SELECT producto_id FROM bodegas WHERE id = ${m.bodega_id} AND empresa_id = ${s.empresa_id} AND tipo = 'TANQUE'`,
  );
  if (!tanque) throw campo('bodega_id', MS.mangueraTanqueOtraEstacion);
  if (tanque.producto_id !== m.producto_id) throw campo('producto_id', MS.mangueraProductoTanque);
  const repetida = await fila(
    conn,
    sql`SELECT 1 FROM mangueras WHERE surtidor_id = ${m.surtidor_id} AND cara = ${m.cara} AND numero = ${m.numero} AND id IS DISTINCT FROM ${id}`,
  );
  if (repetida) throw campo('numero', MS.mangueraRepetida);
  return s;
}

/** Creates one hose on a pump; it takes the pump's station. */
export async function crearManguera(conn: Conn, m: TMangueraForm): Promise<number> {
  const s = await revisarManguera(conn, m, null);
  const r = await fila<{ id: number }>(
    conn,
    sql`INSERT INTO mangueras (empresa_id, surtidor_id, numero, cara, producto_id, bodega_id, lectura_inicial)
        VALUES (${s.empresa_id}, ${m.surtidor_id}, ${m.numero}, ${m.cara}, ${m.producto_id}, ${m.bodega_id}, ${m.lectura_inicial})
        RETURNING id`,
  );
  return r!.id;
}

/** Edits a hose; it may move to another pump of the same station only (the route checks the scope of both). */
export async function editarManguera(conn: Conn, id: number, m: TMangueraForm): Promise<void> {
  const actual = await fila<{ empresa_id: number; isla_id: number }>(
    conn,
    sql`SELECT m.empresa_id, s.isla_id FROM mangueras m JOIN surtidores s ON s.id = m.surtidor_id WHERE m.id = ${id} FOR UPDATE OF m`,
  );
  if (!actual) throw notFound(MS.mangueraNoExiste);
  await exigirIslaSinTurno(conn, actual.isla_id);
  const s = await revisarManguera(conn, m, id);
  if (s.empresa_id !== actual.empresa_id) throw campo('surtidor_id', MS.surtidorNoExiste);
  await conn.execute(sql`
    UPDATE mangueras SET surtidor_id = ${m.surtidor_id}, numero = ${m.numero}, cara = ${m.cara}, producto_id = ${m.producto_id},
           bodega_id = ${m.bodega_id}, lectura_inicial = ${m.lectura_inicial}
     WHERE id = ${id}`);
}

async function bloquearManguera(conn: Conn, id: number): Promise<void> {
  const m = await fila<{ isla_id: number }>(
    conn,
    sql`SELECT s.isla_id FROM mangueras m JOIN surtidores s ON s.id = m.surtidor_id WHERE m.id = ${id} FOR UPDATE OF m`,
  );
  if (!m) throw notFound(MS.mangueraNoExiste);
  await exigirIslaSinTurno(conn, m.isla_id);
}

export async function cambiarEstadoManguera(conn: Conn, id: number, estado: 'A' | 'I'): Promise<void> {
  await bloquearManguera(conn, id);
  await conn.execute(sql`UPDATE mangueras SET estado = ${estado} WHERE id = ${id}`);
}

/** Deletes a hose never used: one with sales, readings or shifts is inactivated instead, never deleted. */
export async function eliminarManguera(conn: Conn, id: number): Promise<void> {
  await bloquearManguera(conn, id);
  const usada = await fila(
    conn,
    sql`SELECT 1 WHERE EXISTS (SELECT 1 FROM ventas WHERE manguera_id = ${id})
           OR EXISTS (SELECT 1 FROM lecturas_manguera WHERE manguera_id = ${id})
           OR EXISTS (SELECT 1 FROM turnos_mangueras WHERE manguera_id = ${id})
           OR EXISTS (SELECT 1 FROM calibraciones WHERE manguera_id = ${id})`,
  );
  if (usada) throw badRequest(MS.mangueraConVentas);
  await conn.execute(sql`DELETE FROM mangueras WHERE id = ${id}`);
}

/** One hose as its form edits it. */
export async function leerManguera(conn: Conn, id: number): Promise<(TManguera & { empresa_id: number }) | undefined> {
  const m = await fila<TManguera & { empresa_id: number; lectura_inicial: string }>(
    conn,
    sql`SELECT id, empresa_id, surtidor_id, numero, cara, producto_id, bodega_id, lectura_inicial, estado FROM mangueras WHERE id = ${id}`,
  );
  return m ? { ...m, lectura_inicial: Number(m.lectura_inicial) } : undefined;
}

/** Deletes an island nothing hangs from: one with pumps, shifts, devices or planned shifts is inactivated instead. */
export async function eliminarIsla(conn: Conn, id: number): Promise<void> {
  const isla = await fila(conn, sql`SELECT id FROM islas WHERE id = ${id} FOR UPDATE`);
  if (!isla) throw notFound(MS.islaNoExiste);
  const usada = await fila(
    conn,
    sql`SELECT 1 WHERE EXISTS (SELECT 1 FROM surtidores WHERE isla_id = ${id})
           OR EXISTS (SELECT 1 FROM turnos WHERE isla_id = ${id})
           OR EXISTS (SELECT 1 FROM equipos WHERE isla_id = ${id})
           OR EXISTS (SELECT 1 FROM planilla_promotores WHERE isla_id = ${id})`,
  );
  if (usada) throw badRequest(MS.mangueraConVentas);
  await conn.execute(sql`DELETE FROM islas WHERE id = ${id}`);
}
