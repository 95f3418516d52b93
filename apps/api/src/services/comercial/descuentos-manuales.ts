import { sql } from 'drizzle-orm';
import { MENSAJES_DESCUENTO_MANUAL as M, type TDescuentoManual, type TDescuentoManualGuardar } from '@eds/contracts/descuentos';
import type { CAMPOS_ORDEN_CATALOGO } from '@eds/contracts/configuracion/catalogo';
import { fila, filas, type Conn } from '../../db/client';
import { catalogoSimple, errorCampo } from '../configuracion/catalogo-simple';

const enteros = (ids: Iterable<number>) => `{${[...ids].join(',')}}`;

/** A profile of the business, or a system profile (no business). */
const PERFIL_VISIBLE = (negocioId: number) => sql`(p.negocio_id = ${negocioId} OR p.negocio_id IS NULL)`;

/**
 * Descuentos manuales (SCREENS.md G18, tables `descuentos_manuales` and `descuentos_manuales_perfiles`): a business's
 * reasons for a discount given by hand, each listing the profiles that may grant it and their highest percentage. The
 * list of profiles is replaced on every save, in the same transaction.
 */
export const descuentosManuales = catalogoSimple<TDescuentoManual, TDescuentoManualGuardar, (typeof CAMPOS_ORDEN_CATALOGO)[number]>({
  tabla: 'descuentos_manuales',
  columnas: sql`coalesce((SELECT json_agg(json_build_object('perfil_id', p.id, 'perfil', p.descripcion, 'porcentaje_maximo', dp.porcentaje_maximo::float8)
                                   ORDER BY p.descripcion, p.id)
                            FROM descuentos_manuales_perfiles dp JOIN perfiles p ON p.id = dp.perfil_id WHERE dp.descuento_manual_id = c.id), '[]'::json) AS perfiles`,
  enUso: sql`false`,
  orden: { codigo: sql`c.codigo`, descripcion: sql`c.descripcion`, estado: sql`c.estado` },
  buscarEn: [],
  valores: (d) => ({ codigo: d.codigo, descripcion: d.descripcion }),
  async validar(conn, negocioId, d) {
    const ajeno = await fila(
      conn,
      sql`SELECT 1 FROM unnest(${enteros(d.perfiles.map((p) => p.perfil_id))}::int[]) x
           WHERE NOT EXISTS (SELECT 1 FROM perfiles p WHERE p.id = x AND ${PERFIL_VISIBLE(negocioId)}) LIMIT 1`,
    );
    if (ajeno) throw errorCampo('perfiles', M.perfilAjeno);
  },
  async despuesDeGuardar(conn, _negocioId, id, d) {
    await conn.execute(sql`DELETE FROM descuentos_manuales_perfiles WHERE descuento_manual_id = ${id}`);
    const perfiles = JSON.stringify(
      d.perfiles.map((p) => ({ perfil_id: p.perfil_id, porcentaje: Number(p.porcentaje_maximo).toFixed(2) })),
    );
    await conn.execute(sql`
      INSERT INTO descuentos_manuales_perfiles (descuento_manual_id, perfil_id, porcentaje_maximo)
      SELECT ${id}, perfil_id, porcentaje FROM jsonb_to_recordset(${perfiles}::jsonb) AS x(perfil_id int, porcentaje numeric)`);
  },
});

/** The business's active profiles (and the system ones) a reason may list. */
export function perfilesDescuentoManual(conn: Conn, negocioId: number) {
  return filas<{ id: number; descripcion: string }>(
    conn,
    sql`SELECT p.id, p.descripcion FROM perfiles p WHERE ${PERFIL_VISIBLE(negocioId)} AND p.estado = 'A' ORDER BY p.descripcion, p.id LIMIT 500`,
  );
}
