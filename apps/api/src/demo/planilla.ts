import { sql } from 'drizzle-orm';
import { diaOperativo, sumarDias } from '@eds/contracts/dia-operativo';
import type { Conn } from '../db/client';

/**
 * The demo roster (planilla_promotores) of the demo stations, so eds/planillaturnos has a plan to set against the
 * generated shifts: every past shift opened on a template is planned as it was worked (a late opening still shows
 * TARDE), except one shift in ten, left unplanned (EXTRA); and the coming week repeats the last week's plan, so the
 * grid shows PROGRAMADO ahead (and AUSENTE for what the generator will not work).
 */
export async function sembrarPlanillaDemo(conn: Conn, estaciones: readonly number[], ahora = new Date()): Promise<void> {
  const hoy = diaOperativo(ahora);
  const ids = `{${estaciones.join(',')}}`;
  await conn.execute(sql`
    INSERT INTO planilla_promotores (empresa_id, promotor_id, horario_id, isla_id, fecha)
    SELECT DISTINCT t.empresa_id, t.promotor_id, t.horario_id, t.isla_id, t.fecha_negocio
      FROM turnos t
     WHERE t.empresa_id = ANY(${ids}::int[]) AND t.horario_id IS NOT NULL AND t.id % 10 <> 0
    ON CONFLICT DO NOTHING`);
  await conn.execute(sql`
    INSERT INTO planilla_promotores (empresa_id, promotor_id, horario_id, isla_id, fecha)
    SELECT p.empresa_id, p.promotor_id, p.horario_id, p.isla_id, p.fecha + 7
      FROM planilla_promotores p
     WHERE p.empresa_id = ANY(${ids}::int[]) AND p.fecha BETWEEN ${sumarDias(hoy, -6)}::date AND ${hoy}::date
    ON CONFLICT DO NOTHING`);
}
