import type { Conn } from '../../db/client';
import { fijarPrecio } from '../../services/productos/precios';
import { registrarDocumento } from '../../services/inventario/documentos';
import { crearOrdenCompra } from '../../services/inventario/ordenes';
import { guardarAperturas } from '../../services/turnos/apertura';
import { guardarCierres, type CierrePreparado } from '../../services/turnos/cierre';
import { guardarSobres } from '../../services/turnos/sobres';
import { guardarCalibraciones } from '../../services/lecturas/calibraciones';
import { guardarLecturasTanque } from '../../services/lecturas/tanque';
import { guardarVentas } from '../../services/ventas/guardar';
import type { PlanDia } from './simulacion';

/** Sales stored per call of guardarVentas. */
const TROZO_VENTAS = 10_000;

/**
 * Stores a simulated plan through the same services the POS ingestion uses (their bulk entry points), so
 * the rollups, stock, shift counters, resolutions and quotas are kept exactly as for real POS data.
 */
export async function guardarPlan(conn: Conn, plan: PlanDia): Promise<void> {
  for (const p of plan.precios) await fijarPrecio(conn, p);
  for (const d of plan.documentos) {
    const orden = d.orden ? await crearOrdenCompra(conn, d.orden) : null;
    if (d.documento) await registrarDocumento(conn, { ...d.documento, ordenCompraId: orden?.id ?? null });
  }
  const turnos = await guardarAperturas(conn, plan.aperturas);
  const turnoId = (uuid: string | null) => (uuid === null ? null : (turnos.get(uuid) ?? null));
  const ventas = plan.ventas.map((v) => ({ ...v.venta, turnoId: turnoId(v.turno) }));
  for (let i = 0; i < ventas.length; i += TROZO_VENTAS) await guardarVentas(conn, ventas.slice(i, i + TROZO_VENTAS));
  await guardarCalibraciones(
    conn,
    plan.calibraciones.map((c) => ({ ...c.calibracion, turnoId: turnoId(c.turno) })),
  );
  const cierres: CierrePreparado[] = plan.cierres.map((c) => {
    const id = turnos.get(c.turno)!;
    return {
      turnoId: id,
      empresaId: c.empresaId,
      fechaNegocio: c.fechaNegocio,
      fechaFin: c.fechaFin,
      efectivoEntregado: c.efectivo,
      lecturas: c.lecturas.map((l) => ({ ...l, turnoId: id })),
      mangueras: c.mangueras,
    };
  });
  await guardarCierres(conn, cierres);
  await guardarSobres(
    conn,
    plan.sobres.map((s) => ({ ...s.sobre, turnoId: turnos.get(s.turno)! })),
  );
  await guardarLecturasTanque(conn, plan.lecturas);
}
