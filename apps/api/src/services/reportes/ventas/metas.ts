import { sql, type SQL } from 'drizzle-orm';
import { enteros } from '../motor/sql';

/**
 * The peso goal of each station over some business days (the `metas_venta` of gestion_metas): each day takes its
 * share of the month's general goal in its stored split (metas_venta_dias: the day's part of the stored days; else
 * the older manual split, else an even share, as the dashboard's budget does). At most 366 days.
 */
export function metaDelRango(ids: readonly number[], desde: string, hasta: string, negocios: readonly string[]): SQL {
  return sql`SELECT m.empresa_id,
                    sum(coalesce(m.meta * md.valor / nullif(md.total, 0), (m.dias ->> extract(day FROM d)::int::text)::numeric,
                                 m.meta / extract(day FROM (date_trunc('month', d) + interval '1 month - 1 day'))::numeric)) AS meta
               FROM generate_series(${desde}::date, ${hasta}::date, interval '1 day') d
               JOIN metas_venta m ON make_date(m.anio, m.mes, 1) = date_trunc('month', d)::date
               LEFT JOIN LATERAL (SELECT x.valor, (SELECT sum(y.valor) FROM metas_venta_dias y WHERE y.meta_id = m.id) AS total
                                    FROM metas_venta_dias x WHERE x.meta_id = m.id AND x.dia = extract(day FROM d)::int) md ON true
              WHERE m.estado = 'A' AND m.unidad = 'VALOR' AND m.producto_id IS NULL AND m.categoria_id IS NULL
                AND m.empresa_id = ANY(${enteros(ids)}::int[])
                AND m.tipo_negocio = ANY(${`{${negocios.join(',')}}`}::char[])
              GROUP BY m.empresa_id`;
}
