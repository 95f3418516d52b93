import type { z } from 'zod';
import { MENSAJES_OPERACION as M } from '@eds/contracts/mensajes-operacion';
import type { TResultadoLote } from '@eds/contracts/pos';
import { MENSAJES_CONCILIACION, RESTRICCION_DIA_CONCILIADO } from '@eds/contracts/conciliacion/conciliacion';
import { sql } from 'drizzle-orm';
import { filasPreparadas, type Conn, type Db, type Tx } from '../../db/client';
import { enTransaccion } from '../../db/context';
import type { EquipoAutenticado } from '../equipos/autenticacion';

/** Thrown while checking or storing one item: that item is refused with this Spanish message. */
export class RechazoItem extends Error {
  constructor(
    readonly mensaje: string,
    readonly campo?: string,
  ) {
    super(mensaje);
    this.name = 'RechazoItem';
  }
}

export interface Rechazo {
  uuid: string | null;
  mensaje: string;
  campo?: string;
}

export interface ItemValido<T> {
  uuid: string;
  item: T;
}

export interface ItemsRevisados<T> {
  validos: ItemValido<T>[];
  rechazadas: Rechazo[];
  /** Repeated uuids inside the same call: stored once, the repeats count as duplicates. */
  repetidas: number;
}

function uuidDe(crudo: unknown): string | null {
  if (crudo && typeof crudo === 'object' && 'uuid' in crudo) {
    const u = crudo.uuid;
    if (typeof u === 'string') return u.slice(0, 64);
  }
  return null;
}

/**
 * Checks the shape of each item on its own (a bad item never spoils the others), that it is for the device's
 * own station, and that its uuid is not repeated within the call. uuids are lower-cased.
 */
export function revisarItems<S extends z.ZodType<{ uuid: string; empresa_id?: number }>>(
  items: readonly unknown[],
  esquema: S,
  equipo: EquipoAutenticado,
): ItemsRevisados<z.infer<S>> {
  const validos: ItemValido<z.infer<S>>[] = [];
  const rechazadas: Rechazo[] = [];
  const vistos = new Set<string>();
  let repetidas = 0;
  for (const crudo of items) {
    const r = esquema.safeParse(crudo);
    if (!r.success) {
      const issue = r.error.issues[0];
      const campo = issue?.path.join('.') || undefined;
      rechazadas.push({ uuid: uuidDe(crudo), mensaje: issue?.message ?? M.errorAlGuardar, ...(campo ? { campo } : {}) });
      continue;
    }
    const item = r.data;
    const uuid = item.uuid.toLowerCase();
    if (item.empresa_id !== undefined && item.empresa_id !== equipo.empresaId) {
      rechazadas.push({ uuid, mensaje: M.registroOtraEstacion, campo: 'empresa_id' });
      continue;
    }
    if (vistos.has(uuid)) {
      repetidas++;
      continue;
    }
    vistos.add(uuid);
    validos.push({ uuid, item: { ...item, uuid } });
  }
  return { validos, rechazadas, repetidas };
}

/** Tables a device writes, each unique on (empresa_id, uuid). */
export type TablaPos = 'lecturas_tanque' | 'lecturas_manguera' | 'calibraciones' | 'turnos' | 'sobres';

/**
 * Splits off the items whose uuid the station already stored: they are duplicates whatever they carry now, so a
 * retry counts as such even if the catalogue changed in between (and is answered without checking it again).
 */
export async function separarYaGuardados<T>(
  conn: Conn,
  tabla: TablaPos,
  empresaId: number,
  validos: readonly ItemValido<T>[],
): Promise<{ nuevos: ItemValido<T>[]; yaGuardados: number }> {
  if (validos.length === 0) return { nuevos: [], yaGuardados: 0 };
  const existentes = await filasPreparadas<{ uuid: string }>(
    conn,
    // One probe of the (empresa_id, uuid) unique index per item: never a scan of the station's history (decision 058).
    sql`SELECT t.uuid FROM jsonb_array_elements_text(${JSON.stringify(validos.map((v) => v.uuid))}::jsonb) AS x(u)
          CROSS JOIN LATERAL (SELECT uuid FROM ${sql.raw(tabla)} WHERE empresa_id = ${empresaId} AND uuid = x.u::uuid LIMIT 1) t`,
  );
  const ya = new Set(existentes.map((e) => e.uuid));
  return { nuevos: validos.filter((v) => !ya.has(v.uuid)), yaGuardados: ya.size };
}

const REINTENTABLES = new Set(['40P01', '40001']);

export function codigoError(err: unknown): string | undefined {
  const e = err as { code?: unknown; cause?: { code?: unknown } };
  const c = e?.code ?? e?.cause?.code;
  return typeof c === 'string' ? c : undefined;
}

export function restriccionError(err: unknown): string | undefined {
  const e = err as { constraint?: unknown; cause?: { constraint?: unknown } };
  const c = e?.constraint ?? e?.cause?.constraint;
  return typeof c === 'string' ? c : undefined;
}

/**
 * The refusal of one item whose storing tripped over its own data: SQLSTATE class 22 (a value beyond its column, a
 * date that does not exist) or 23 (a constraint the row breaks). Inside the item's savepoint such an error spoils
 * that item only; anything else (a lost connection, a bug) still fails the call.
 */
export function rechazoPorDatos(err: unknown): RechazoItem | undefined {
  const codigo = codigoError(err) ?? '';
  // A write into a reconciled day (the freezing triggers of the reconciliation migration).
  if (restriccionError(err) === RESTRICCION_DIA_CONCILIADO) return new RechazoItem(MENSAJES_CONCILIACION.diaConciliado);
  if (codigo.startsWith('22')) return new RechazoItem(M.datoFueraDeRango);
  if (codigo.startsWith('23')) return new RechazoItem(M.registroInconsistente);
  return undefined;
}

/** Runs a POS write transaction, again when PostgreSQL chose it as a deadlock or serialization victim. */
export async function transaccionPos<T>(db: Db, fn: (tx: Tx) => Promise<T>, intentos = 4): Promise<T> {
  // POS writes have no acting user: the audit trigger records them as the system's.
  return reintentarPos(() => enTransaccion(db, { usuarioId: null }, fn), intentos);
}

/**
 * Runs a POS write (a transaction, or one statement that is its own transaction) again when PostgreSQL chose it as
 * a deadlock or serialization victim: a victim is rolled back whole, so running it again is safe.
 */
export async function reintentarPos<T>(fn: () => Promise<T>, intentos = 4): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await fn();
    } catch (err) {
      if (i >= intentos || !REINTENTABLES.has(codigoError(err) ?? '')) throw err;
      await new Promise((r) => setTimeout(r, 20 * i + Math.random() * 30));
    }
  }
}

/**
 * Stores items one by one, each in its own savepoint: an item refused while storing (RechazoItem, or a data
 * error of its own: rechazoPorDatos) is rolled back alone. `guardar` answers whether the item was new or already stored.
 */
export async function guardarUnoAUno<T>(
  db: Db,
  validos: readonly ItemValido<T>[],
  guardar: (tx: Tx, item: T) => Promise<'aceptada' | 'duplicada'>,
): Promise<{ aceptadas: number; duplicadas: number; rechazadas: Rechazo[] }> {
  return transaccionPos(db, async (tx) => {
    let aceptadas = 0;
    let duplicadas = 0;
    const rechazadas: Rechazo[] = [];
    for (const v of validos) {
      try {
        const r = await tx.transaction((sp) => guardar(sp, v.item));
        if (r === 'aceptada') aceptadas++;
        else duplicadas++;
      } catch (err) {
        const rechazo = err instanceof RechazoItem ? err : rechazoPorDatos(err);
        if (rechazo) {
          rechazadas.push({ uuid: v.uuid, mensaje: rechazo.mensaje, ...(rechazo.campo ? { campo: rechazo.campo } : {}) });
          continue;
        }
        throw err;
      }
    }
    return { aceptadas, duplicadas, rechazadas };
  });
}

export function resultado(partes: { aceptadas: number; duplicadas: number; rechazadas: Rechazo[] }): TResultadoLote {
  return { aceptadas: partes.aceptadas, duplicadas: partes.duplicadas, rechazadas: partes.rechazadas };
}
