import { sql } from 'drizzle-orm';
import type { CAMPOS_ORDEN_CATEGORIA, TCategoria, TCategoriaGuardar } from '@eds/contracts/configuracion/categorias';
import { MENSAJES_CATEGORIA as M } from '@eds/contracts/configuracion/categorias';
import { fila } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { catalogoSimple, errorCampo } from './catalogo-simple';

/**
 * Product categories of a business (SCREENS.md G11): two levels, a business type shared with the parent, the POS
 * order. A category with active products (its own or its subcategories') is not inactivated.
 */
const PRODUCTOS_ACTIVOS = sql`EXISTS (SELECT 1 FROM productos p WHERE p.estado = 'A'
  AND (p.categoria_id = c.id OR p.categoria_id IN (SELECT h.id FROM categorias h WHERE h.padre_id = c.id)))`;

export const categorias = catalogoSimple<TCategoria, TCategoriaGuardar, (typeof CAMPOS_ORDEN_CATEGORIA)[number], { tipo_negocio?: string }>(
  {
    tabla: 'categorias',
    columnas: sql`c.padre_id, pa.descripcion AS padre, c.tipo_negocio, c.orden_pos`,
    joins: sql`LEFT JOIN categorias pa ON pa.id = c.padre_id`,
    enUso: sql`EXISTS (SELECT 1 FROM productos p WHERE p.categoria_id = c.id) OR EXISTS (SELECT 1 FROM categorias h WHERE h.padre_id = c.id)`,
    orden: {
      codigo: sql`c.codigo`,
      descripcion: sql`c.descripcion`,
      estado: sql`c.estado`,
      tipo_negocio: sql`c.tipo_negocio`,
      orden_pos: sql`c.orden_pos`,
      padre: sql`pa.descripcion`,
    },
    buscarEn: [sql`pa.descripcion`],
    filtros: (q) => (q.tipo_negocio ? [sql`c.tipo_negocio = ${q.tipo_negocio}`] : []),
    valores: (d) => ({
      codigo: d.codigo,
      descripcion: d.descripcion,
      padre_id: d.padre_id,
      tipo_negocio: d.tipo_negocio,
      orden_pos: d.orden_pos,
    }),
    opcion: { columnas: sql`c.id, c.codigo, c.descripcion, c.tipo_negocio, c.padre_id` },
    async validar(conn, negocioId, d, actual) {
      if (!d.padre_id) return;
      if (actual && d.padre_id === actual.id) throw errorCampo('padre_id', M.padreSiMisma);
      const padre = await fila<{ padre_id: number | null; tipo_negocio: string }>(
        conn,
        sql`SELECT padre_id, tipo_negocio FROM categorias WHERE id = ${d.padre_id} AND negocio_id = ${negocioId} AND estado = 'A'`,
      );
      if (!padre) throw errorCampo('padre_id', M.padreNoValido);
      // Two levels: the parent is a top category, and a category with subcategories stays on top.
      if (padre.padre_id !== null) throw errorCampo('padre_id', M.dosNiveles);
      if (padre.tipo_negocio !== d.tipo_negocio) throw errorCampo('tipo_negocio', M.otroTipoNegocio);
      if (actual) {
        const hija = await fila<{ id: number }>(conn, sql`SELECT id FROM categorias WHERE padre_id = ${actual.id} LIMIT 1`);
        if (hija) throw errorCampo('padre_id', M.conSubcategorias);
      }
    },
    async validarEstado(conn, actual, estado) {
      if (estado !== 'I') return;
      const r = await fila<{ si: boolean }>(conn, sql`SELECT ${PRODUCTOS_ACTIVOS} AS si FROM categorias c WHERE c.id = ${actual.id}`);
      if (r?.si) throw badRequest(M.conProductosActivos);
    },
  },
);
