import {
  ZAperturaTurnoPos,
  ZCalibracionPos,
  ZCierreTurnoPos,
  ZLecturaMangueraPos,
  ZLecturaTanquePos,
  ZSobrePos,
  type TResultadoLote,
} from '@eds/contracts/pos';
import type { Db } from '../../db/client';
import { inicioCicloDe } from '../empresa/ciclo';
import { guardarLecturasTanque, prepararLecturaTanque } from '../lecturas/tanque';
import { guardarLecturasManguera, prepararLecturaManguera } from '../lecturas/manguera';
import { guardarCalibraciones, prepararCalibracion } from '../lecturas/calibraciones';
import { guardarAperturas, prepararApertura } from '../turnos/apertura';
import { guardarCierres, prepararCierre } from '../turnos/cierre';
import { guardarSobres, prepararSobre } from '../turnos/sobres';
import type { EquipoAutenticado } from '../equipos/autenticacion';
import { guardarUnoAUno, resultado, revisarItems, separarYaGuardados, type ItemValido, type TablaPos } from './lote';

/**
 * POS batches other than sales (readings, shifts, test pours, envelopes): few per day, so each item is checked
 * and stored in its own savepoint of one transaction; a refused item rolls back alone.
 */
async function contexto(db: Db, equipo: EquipoAutenticado) {
  return { empresaId: equipo.empresaId, equipoId: equipo.id, inicioCicloMin: await inicioCicloDe(db, equipo.empresaId) };
}

const estado = (nuevas: number) => (nuevas > 0 ? 'aceptada' : 'duplicada');

/** The items not stored yet, and how many of the call were duplicates already (repeated or stored before). */
async function pendientes<T>(db: Db, tabla: TablaPos, equipo: EquipoAutenticado, r: { validos: ItemValido<T>[]; repetidas: number }) {
  const { nuevos, yaGuardados } = await separarYaGuardados(db, tabla, equipo.empresaId, r.validos);
  return { nuevos, duplicadas: r.repetidas + yaGuardados };
}

export async function ingerirLecturasTanque(db: Db, equipo: EquipoAutenticado, items: readonly unknown[]): Promise<TResultadoLote> {
  const r = revisarItems(items, ZLecturaTanquePos, equipo);
  const ctx = await contexto(db, equipo);
  const p = await pendientes(db, 'lecturas_tanque', equipo, r);
  const g = await guardarUnoAUno(db, p.nuevos, async (tx, l) =>
    estado(await guardarLecturasTanque(tx, [await prepararLecturaTanque(tx, l, ctx)])),
  );
  return resultado({ aceptadas: g.aceptadas, duplicadas: g.duplicadas + p.duplicadas, rechazadas: [...r.rechazadas, ...g.rechazadas] });
}

export async function ingerirLecturasManguera(db: Db, equipo: EquipoAutenticado, items: readonly unknown[]): Promise<TResultadoLote> {
  const r = revisarItems(items, ZLecturaMangueraPos, equipo);
  const ctx = await contexto(db, equipo);
  const p = await pendientes(db, 'lecturas_manguera', equipo, r);
  const g = await guardarUnoAUno(db, p.nuevos, async (tx, l) =>
    estado(await guardarLecturasManguera(tx, [await prepararLecturaManguera(tx, l, ctx)])),
  );
  return resultado({ aceptadas: g.aceptadas, duplicadas: g.duplicadas + p.duplicadas, rechazadas: [...r.rechazadas, ...g.rechazadas] });
}

export async function ingerirCalibraciones(db: Db, equipo: EquipoAutenticado, items: readonly unknown[]): Promise<TResultadoLote> {
  const r = revisarItems(items, ZCalibracionPos, equipo);
  const ctx = await contexto(db, equipo);
  const p = await pendientes(db, 'calibraciones', equipo, r);
  const g = await guardarUnoAUno(db, p.nuevos, async (tx, c) =>
    estado(await guardarCalibraciones(tx, [await prepararCalibracion(tx, c, ctx)])),
  );
  return resultado({ aceptadas: g.aceptadas, duplicadas: g.duplicadas + p.duplicadas, rechazadas: [...r.rechazadas, ...g.rechazadas] });
}

export async function ingerirAperturas(db: Db, equipo: EquipoAutenticado, items: readonly unknown[]): Promise<TResultadoLote> {
  const r = revisarItems(items, ZAperturaTurnoPos, equipo);
  const ctx = await contexto(db, equipo);
  const p = await pendientes(db, 'turnos', equipo, r);
  const g = await guardarUnoAUno(db, p.nuevos, async (tx, t) =>
    estado((await guardarAperturas(tx, [await prepararApertura(tx, t, ctx)])).size),
  );
  return resultado({ aceptadas: g.aceptadas, duplicadas: g.duplicadas + p.duplicadas, rechazadas: [...r.rechazadas, ...g.rechazadas] });
}

/** Closing a shift already closed stores nothing and counts as a duplicate. */
export async function ingerirCierres(db: Db, equipo: EquipoAutenticado, items: readonly unknown[]): Promise<TResultadoLote> {
  const r = revisarItems(items, ZCierreTurnoPos, equipo);
  const g = await guardarUnoAUno(db, r.validos, async (tx, c) => {
    const cierre = await prepararCierre(tx, c, { empresaId: equipo.empresaId, equipoId: equipo.id });
    return cierre ? estado((await guardarCierres(tx, [cierre])).size) : 'duplicada';
  });
  return resultado({ aceptadas: g.aceptadas, duplicadas: g.duplicadas + r.repetidas, rechazadas: [...r.rechazadas, ...g.rechazadas] });
}

export async function ingerirSobres(db: Db, equipo: EquipoAutenticado, items: readonly unknown[]): Promise<TResultadoLote> {
  const r = revisarItems(items, ZSobrePos, equipo);
  const ctx = await contexto(db, equipo);
  const p = await pendientes(db, 'sobres', equipo, r);
  const g = await guardarUnoAUno(db, p.nuevos, async (tx, s) => estado(await guardarSobres(tx, [await prepararSobre(tx, s, ctx)])));
  return resultado({ aceptadas: g.aceptadas, duplicadas: g.duplicadas + p.duplicadas, rechazadas: [...r.rechazadas, ...g.rechazadas] });
}
