import { sql } from 'drizzle-orm';
import type { TBodegaForm, TIslaForm, TSurtidorForm } from '@eds/contracts/estacion';
import { MENSAJES_OPERACION as M } from '@eds/contracts/mensajes-operacion';
import { TIPO_PRODUCTO } from '@eds/contracts/operacion';
import { fila, filas, type Conn } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import { exigirIslaSinTurno } from './surtidores';

const campo = (c: string, mensaje: string) => badRequest(mensaje, [{ campo: c, mensaje }]);

/**
 * Locks the island, pump or warehouse being edited and checks the edit keeps it in its station: moving one would
 * leave its stock, hoses, shifts and readings filed under the old station. Answers 404 when it does not exist.
 */
async function bloquearEnSuEstacion(
  conn: Conn,
  tabla: 'islas' | 'surtidores' | 'bodegas',
  id: number,
  empresaId: number,
  noExiste: string,
): Promise<void> {
  const actual = await fila<{ empresa_id: number }>(conn, sql`SELECT empresa_id FROM ${sql.raw(tabla)} WHERE id = ${id} FOR UPDATE`);
  if (!actual) throw notFound(noExiste);
  if (actual.empresa_id !== empresaId) throw campo('empresa_id', M.noCambiaEstacion);
}

async function revisarBodega(conn: Conn, b: TBodegaForm, id: number | null): Promise<void> {
  const repetida = await fila(
    conn,
    sql`SELECT 1 FROM bodegas WHERE empresa_id = ${b.empresa_id} AND codigo = ${b.codigo.toUpperCase()} AND id IS DISTINCT FROM ${id}`,
  );
  if (repetida) throw campo('codigo', M.codigoRepetido);
  if (b.tipo !== 'TANQUE') return;
  const producto = await fila<{ tipo_producto_id: number }>(
    conn,
    sql`SELECT p.tipo_producto_id FROM productos p JOIN empresas e ON e.negocio_id = p.negocio_id WHERE p.id = ${b.producto_id ?? 0} AND e.id = ${b.empresa_id}`,
  );
  if (producto?.tipo_producto_id !== TIPO_PRODUCTO.COMBUSTIBLE) throw campo('producto_id', M.productoTanqueNoCombustible);
}

/** Creates a warehouse of a station (a tank holds one fuel, with capacity and minimum volume). */
export async function crearBodega(conn: Conn, b: TBodegaForm): Promise<number> {
  await revisarBodega(conn, b, null);
  const tanque = b.tipo === 'TANQUE';
  const r = await fila<{ id: number }>(
    conn,
    sql`INSERT INTO bodegas (empresa_id, codigo, descripcion, tipo, producto_id, capacidad, volumen_minimo, altura_mm)
        VALUES (${b.empresa_id}, ${b.codigo.toUpperCase()}, ${b.descripcion.toUpperCase()}, ${b.tipo}, ${tanque ? b.producto_id : null},
                ${tanque ? b.capacidad : null}, ${tanque ? b.volumen_minimo : null}, ${tanque ? (b.altura_mm ?? null) : null})
        RETURNING id`,
  );
  return r!.id;
}

/** Edits a warehouse within its station; a tank's product is frozen while the tank holds stock. */
export async function editarBodega(conn: Conn, id: number, b: TBodegaForm): Promise<void> {
  await bloquearEnSuEstacion(conn, 'bodegas', id, b.empresa_id, M.bodegaNoExiste);
  await revisarBodega(conn, b, id);
  const actual = await fila<{ producto_id: number | null; saldo: string | null }>(
    conn,
    sql`SELECT b.producto_id, (SELECT sum(cantidad) FROM existencias e WHERE e.bodega_id = b.id) AS saldo FROM bodegas b WHERE b.id = ${id} FOR UPDATE`,
  );
  if (!actual) throw notFound(M.bodegaNoExiste);
  const tanque = b.tipo === 'TANQUE';
  if (actual.producto_id !== null && actual.producto_id !== (tanque ? b.producto_id : null) && Number(actual.saldo ?? 0) !== 0) {
    throw campo('producto_id', M.tanqueConExistencias);
  }
  await conn.execute(sql`
    UPDATE bodegas SET codigo = ${b.codigo.toUpperCase()}, descripcion = ${b.descripcion.toUpperCase()}, tipo = ${b.tipo},
           producto_id = ${tanque ? b.producto_id : null}, capacidad = ${tanque ? b.capacidad : null}, volumen_minimo = ${tanque ? b.volumen_minimo : null},
           altura_mm = ${tanque ? (b.altura_mm ?? null) : null}
     WHERE id = ${id}`);
}

export async function crearIsla(conn: Conn, i: TIslaForm): Promise<number> {
  const repetida = await fila(conn, sql`SELECT 1 FROM islas WHERE empresa_id = ${i.empresa_id} AND codigo = ${i.codigo.toUpperCase()}`);
  if (repetida) throw campo('codigo', M.codigoRepetido);
  const r = await fila<{ id: number }>(
    conn,
    sql`INSERT INTO islas (empresa_id, codigo, descripcion) VALUES (${i.empresa_id}, ${i.codigo.toUpperCase()}, ${i.descripcion.toUpperCase()}) RETURNING id`,
  );
  return r!.id;
}

/** Edits an island's code and description; its code is unique within its own station. */
export async function editarIsla(conn: Conn, id: number, i: TIslaForm): Promise<void> {
  await bloquearEnSuEstacion(conn, 'islas', id, i.empresa_id, M.islaNoExisteSimple);
  const repetida = await fila(
    conn,
    sql`SELECT 1 FROM islas o WHERE o.empresa_id = (SELECT empresa_id FROM islas WHERE id = ${id}) AND o.codigo = ${i.codigo.toUpperCase()} AND o.id <> ${id}`,
  );
  if (repetida) throw campo('codigo', M.codigoRepetido);
  await exigirIslaSinTurno(conn, id);
  await conn.execute(
    sql`UPDATE islas SET codigo = ${i.codigo.toUpperCase()}, descripcion = ${i.descripcion.toUpperCase()} WHERE id = ${id}`,
  );
}

/** The station an island, pump or warehouse belongs to (the caller checks the scope). */
export async function estacionDe(conn: Conn, tabla: 'islas' | 'surtidores' | 'bodegas', id: number): Promise<number | undefined> {
  const r = await fila<{ empresa_id: number }>(conn, sql`SELECT empresa_id FROM ${sql.raw(tabla)} WHERE id = ${id}`);
  return r?.empresa_id;
}

async function revisarSurtidor(conn: Conn, s: TSurtidorForm, id: number | null): Promise<void> {
  const isla = await fila(conn, sql`SELECT 1 FROM islas WHERE id = ${s.isla_id} AND empresa_id = ${s.empresa_id}`);
  if (!isla) throw campo('isla_id', M.islaNoExiste(s.isla_id));
  const abierto = await fila(conn, sql`SELECT 1 FROM turnos WHERE isla_id = ${s.isla_id} AND estado = 'A' LIMIT 1`);
  if (abierto) throw badRequest(M.islaTurnoAbierto);
  const repetido = await fila(
    conn,
    sql`SELECT 1 FROM surtidores WHERE empresa_id = ${s.empresa_id} AND numero = ${s.numero} AND id IS DISTINCT FROM ${id}`,
  );
  if (repetido) throw campo('numero', M.numeroSurtidorRepetido);
  const tanques = await filas<{ id: number; producto_id: number | null }>(
    conn,
    sql`SELECT id, producto_id FROM bodegas WHERE empresa_id = ${s.empresa_id} AND tipo = 'TANQUE'`,
  );
  s.mangueras.forEach((m, i) => {
    const tanque = tanques.find((t) => t.id === m.bodega_id);
    if (!tanque) throw campo(`mangueras.${i}.bodega_id`, M.mangueraTanqueOtraEstacion);
    if (tanque.producto_id !== m.producto_id) throw campo(`mangueras.${i}.producto_id`, M.mangueraProductoTanque);
  });
}

/** Creates a pump with its hoses (each hose draws the fuel of its tank). */
export async function crearSurtidor(conn: Conn, s: TSurtidorForm): Promise<number> {
  await revisarSurtidor(conn, s, null);
  const r = await fila<{ id: number }>(
    conn,
    sql`INSERT INTO surtidores (empresa_id, isla_id, numero, marca, modelo, serial, protocolo, direccion, caras)
        VALUES (${s.empresa_id}, ${s.isla_id}, ${s.numero}, ${s.marca?.toUpperCase() ?? null}, ${s.modelo?.toUpperCase() ?? null}, ${s.serial?.toUpperCase() ?? null},
                ${s.protocolo.toUpperCase()}, ${s.direccion}, ${s.caras})
        RETURNING id`,
  );
  await guardarMangueras(conn, r!.id, s);
  return r!.id;
}

/**
 * Edits a pump and its hoses within its station (it may move to another island of the same station); hoses not listed
 * stay as they are (a hose with sales is inactivated, never deleted).
 */
export async function editarSurtidor(conn: Conn, id: number, s: TSurtidorForm): Promise<void> {
  await bloquearEnSuEstacion(conn, 'surtidores', id, s.empresa_id, M.surtidorNoExiste);
  await revisarSurtidor(conn, s, id);
  await conn.execute(sql`
    UPDATE surtidores SET isla_id = ${s.isla_id}, numero = ${s.numero}, marca = ${s.marca?.toUpperCase() ?? null}, modelo = ${s.modelo?.toUpperCase() ?? null},
           serial = ${s.serial?.toUpperCase() ?? null}, protocolo = ${s.protocolo.toUpperCase()}, direccion = ${s.direccion}, caras = ${s.caras}
     WHERE id = ${id}`);
  await guardarMangueras(conn, id, s);
}

async function guardarMangueras(conn: Conn, surtidorId: number, s: TSurtidorForm): Promise<void> {
  const existentes = await filas<{ id: number; cara: number; numero: number }>(
    conn,
    sql`SELECT id, cara, numero FROM mangueras WHERE surtidor_id = ${surtidorId}`,
  );
  const ocupadas = new Map(existentes.map((m) => [`${m.cara}|${m.numero}`, m.id]));
  for (const m of s.mangueras) if (m.id) for (const [k, v] of ocupadas) if (v === m.id) ocupadas.delete(k);
  s.mangueras.forEach((m, i) => {
    const k = `${m.cara}|${m.numero}`;
    if (ocupadas.has(k)) throw campo(`mangueras.${i}.numero`, M.mangueraRepetida);
    ocupadas.set(k, m.id ?? -1);
  });
  for (const m of s.mangueras) {
    if (m.id) {
      const r = await fila(
        conn,
        sql`UPDATE mangueras SET numero = ${m.numero}, cara = ${m.cara}, producto_id = ${m.producto_id}, bodega_id = ${m.bodega_id}, lectura_inicial = ${m.lectura_inicial}
             WHERE id = ${m.id} AND surtidor_id = ${surtidorId} RETURNING id`,
      );
      if (!r) throw notFound(M.mangueraNoExiste(m.id));
    } else {
      await conn.execute(sql`
        INSERT INTO mangueras (empresa_id, surtidor_id, numero, cara, producto_id, bodega_id, lectura_inicial)
        VALUES (${s.empresa_id}, ${surtidorId}, ${m.numero}, ${m.cara}, ${m.producto_id}, ${m.bodega_id}, ${m.lectura_inicial})`);
    }
  }
}
