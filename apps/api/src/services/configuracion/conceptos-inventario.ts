import { sql } from 'drizzle-orm';
import type {
  CAMPOS_ORDEN_CONCEPTO,
  TConcepto,
  TConceptoGuardar,
  TEmpresaConcepto,
} from '@eds/contracts/configuracion/conceptos-inventario';
import type { TPaginacionQuery } from '@eds/contracts/paginacion';
import type { Conn } from '../../db/client';
import { paginar } from '../../lib/paginar';
import { catalogoSimple, empresasDe, exigirEmpresasDelNegocio, guardarEmpresas } from './catalogo-simple';

/**
 * Inventory concepts (SCREENS.md G11): the business's beside the system's (negocio_id null, read-only). A concept
 * applies to the companies listed for it, or to every company of the business when none is listed. A concept that
 * inventory documents name (by code) keeps existing: it can only be inactivated.
 */
export const conceptosInventario = catalogoSimple<
  TConcepto,
  TConceptoGuardar,
  (typeof CAMPOS_ORDEN_CONCEPTO)[number],
  { aplica_a?: number; tipo?: string }
>({
  tabla: 'conceptos_inventario',
  columnas: sql`c.tipo, c.afecta_costo, c.requiere_aprobacion, ${empresasDe('conceptos_inventario_empresas', 'concepto_id')}`,
  enUso: sql`EXISTS (SELECT 1 FROM movimientos_inventario m WHERE m.concepto = c.codigo
    AND (c.negocio_id IS NULL OR m.empresa_id IN (SELECT id FROM empresas WHERE negocio_id = c.negocio_id)))`,
  visibles: (negocioId) => sql`(c.negocio_id = ${negocioId} OR c.negocio_id IS NULL)`,
  sistema: sql`c.negocio_id IS NULL`,
  orden: { codigo: sql`c.codigo`, descripcion: sql`c.descripcion`, estado: sql`c.estado`, tipo: sql`c.tipo` },
  buscarEn: [sql`c.tipo`],
  filtros: (q) => [
    ...(q.tipo ? [sql`c.tipo = ${q.tipo}`] : []),
    ...(q.aplica_a
      ? [
          sql`(NOT EXISTS (SELECT 1 FROM conceptos_inventario_empresas e WHERE e.concepto_id = c.id)
               OR EXISTS (SELECT 1 FROM conceptos_inventario_empresas e WHERE e.concepto_id = c.id AND e.empresa_id = ${q.aplica_a}))`,
        ]
      : []),
  ],
  valores: (d) => ({
    codigo: d.codigo,
    descripcion: d.descripcion,
    tipo: d.tipo,
    afecta_costo: d.afecta_costo,
    requiere_aprobacion: d.requiere_aprobacion,
  }),
  validar: (conn, negocioId, d) => exigirEmpresasDelNegocio(conn, negocioId, d.empresas),
  despuesDeGuardar: (conn, _negocioId, id, d) => guardarEmpresas(conn, 'conceptos_inventario_empresas', 'concepto_id', id, d.empresas),
});

/** The active companies of the business a concept can be assigned to, by name (GET concepto/get-listado-empresas/{id}). */
export async function empresasParaConcepto(conn: Conn, negocioId: number, permitidas: readonly number[] | null, p: TPaginacionQuery) {
  return paginar<TEmpresaConcepto>(
    conn,
    {
      columnas: sql`id, alias, tipo`,
      origen: sql`FROM empresas WHERE negocio_id = ${negocioId} AND estado = 'A'
        ${permitidas ? sql`AND id = ANY(${`{${permitidas.join(',')}}`}::int[])` : sql``}`,
      orden: sql`alias, id`,
    },
    p,
  );
}
