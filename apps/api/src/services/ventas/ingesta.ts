import { MENSAJES_OPERACION as M } from '@eds/contracts/mensajes-operacion';
import { ZVentaPos, type TResultadoLote, type TVentaPos } from '@eds/contracts/pos';
import type { Db, Tx } from '../../db/client';
import type { EquipoAutenticado } from '../equipos/autenticacion';
import {
  codigoError,
  RechazoItem,
  rechazoPorDatos,
  resultado,
  restriccionError,
  revisarItems,
  reintentarPos,
  transaccionPos,
  type Rechazo,
} from '../pos/lote';
import { cargarCatalogoVentas, type ReferenciasLote } from './catalogo';
import { prepararVenta } from './preparar';
import { guardarVentas, guardarVentasDeUnaVez } from './guardar';
import type { VentaPreparada } from './tipos';

function referencias(ventas: readonly TVentaPos[]): ReferenciasLote {
  const refs: ReferenciasLote = { productos: new Set(), turnos: new Set(), clientes: new Set(), placas: new Set(), promociones: new Set() };
  for (const v of ventas) {
    for (const d of v.detalles) {
      refs.productos.add(d.producto_id);
      if (d.promocion_id !== undefined) refs.promociones.add(d.promocion_id);
    }
    if (v.turno) refs.turnos.add(v.turno.toLowerCase());
    if (v.cliente !== undefined) refs.clientes.add(v.cliente);
    if (v.placa) refs.placas.add(v.placa);
    if (v.descuento_manual) {
      (refs.motivosDescuento ??= new Set()).add(v.descuento_manual.motivo_id);
      if (v.promotor !== undefined) (refs.promotoresDescuento ??= new Set()).add(v.promotor);
    }
  }
  return refs;
}

/**
 * POS sales ingestion. Each sale is checked on its own; the good ones are stored with their rollups in one
 * statement (guardarVentasDeUnaVez), or in one transaction when the batch needs more than one statement. If
 * storing trips over the data of one sale (a repeated invoice number, a total beyond its column: SQLSTATE classes
 * 22 and 23), or over a sale stored meanwhile elsewhere, the batch is stored again sale by sale, each in a
 * savepoint, so only that sale is refused (or counted as a duplicate) and the batch never fails whole.
 */
export async function ingerirVentas(
  db: Db,
  equipo: EquipoAutenticado,
  items: readonly unknown[],
  ahora = new Date(),
): Promise<TResultadoLote> {
  const revisados = revisarItems(items, ZVentaPos, equipo);
  const rechazadas: Rechazo[] = [...revisados.rechazadas];
  // The uuids the station already stored come with the catalogue (one round trip): they are duplicates before any check.
  const catalogo = await cargarCatalogoVentas(
    db,
    equipo.empresaId,
    equipo.negocioId,
    referencias(revisados.validos.map((v) => v.item)),
    revisados.validos.map((v) => v.uuid),
  );
  const nuevos = revisados.validos.filter((v) => !catalogo.yaGuardadas.has(v.uuid));
  const repetidas = revisados.repetidas + (revisados.validos.length - nuevos.length);
  const validos = nuevos.map((v) => v.item);
  const inicioCicloMin = catalogo.inicioCicloMin;
  const preparadas: VentaPreparada[] = [];
  const facturas = new Set<string>();
  for (const v of validos) {
    try {
      const p = prepararVenta(v, { equipoId: equipo.id, tiposNegocioEquipo: equipo.tiposNegocio, catalogo, ahora, inicioCicloMin });
      if (p.prefijo !== null) {
        const clave = `${p.prefijo}${p.consecutivo}`;
        if (facturas.has(clave)) throw new RechazoItem(M.facturaRepetida(clave), 'factura.consecutivo');
        facturas.add(clave);
      }
      preparadas.push(p);
    } catch (err) {
      if (!(err instanceof RechazoItem)) throw err;
      rechazadas.push({ uuid: v.uuid, mensaje: err.mensaje, ...(err.campo ? { campo: err.campo } : {}) });
    }
  }
  if (preparadas.length === 0) return resultado({ aceptadas: 0, duplicadas: repetidas, rechazadas });

  let guardadas: number;
  let rechazadasAlGuardar: Rechazo[] = [];
  try {
    // One statement when the batch allows it; else rows, effects and rollups in one transaction.
    guardadas =
      (await reintentarPos(() => guardarVentasDeUnaVez(db, preparadas))) ??
      (await transaccionPos(db, async (tx) => (await guardarVentas(tx, preparadas)).guardadas.length));
  } catch (err) {
    if (!rechazoPorDatos(err)) throw err;
    const r = await transaccionPos(db, (tx) => guardarUnaAUna(tx, preparadas));
    guardadas = r.guardadas.length;
    rechazadasAlGuardar = r.rechazadas;
  }
  // What was neither stored now nor refused was already stored: a duplicate.
  const duplicadas = preparadas.length - guardadas - rechazadasAlGuardar.length + repetidas;
  return resultado({ aceptadas: guardadas, duplicadas, rechazadas: [...rechazadas, ...rechazadasAlGuardar] });
}

/**
 * The slow path: each sale stored whole (rows, effects and rollups) in its own savepoint, in uuid order. A data
 * error of one sale, wherever it arises (its header, a line, a shift total or a rollup it would overflow), rolls
 * back that sale alone and refuses it with a Spanish message.
 */
async function guardarUnaAUna(
  tx: Tx,
  preparadas: readonly VentaPreparada[],
): Promise<{ guardadas: VentaPreparada[]; rechazadas: Rechazo[] }> {
  const guardadas: VentaPreparada[] = [];
  const rechazadas: Rechazo[] = [];
  const ordenadas = [...preparadas].sort((a, b) => (a.uuid < b.uuid ? -1 : 1));
  for (const v of ordenadas) {
    try {
      guardadas.push(...(await tx.transaction((sp) => guardarVentas(sp, [v]))).guardadas);
    } catch (err) {
      if (codigoError(err) === '23505' && restriccionError(err) === 'ventas_factura_uq') {
        rechazadas.push({ uuid: v.uuid, mensaje: M.facturaRepetida(`${v.prefijo}${v.consecutivo}`), campo: 'factura.consecutivo' });
        continue;
      }
      const rechazo = rechazoPorDatos(err);
      if (!rechazo) throw err;
      rechazadas.push({ uuid: v.uuid, mensaje: rechazo.mensaje });
    }
  }
  return { guardadas, rechazadas };
}
