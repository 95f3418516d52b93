import { sql } from 'drizzle-orm';
import type { CAMPOS_ORDEN_FLOTA, TFlota, TFlotaGuardar } from '@eds/contracts/clientes/clientes';
import { MENSAJES_CLIENTE } from '@eds/contracts/clientes/clientes';
import { fila, type Conn } from '../../db/client';
import { catalogoSimple, errorCampo } from '../configuracion/catalogo-simple';
import { clienteVisible, type AlcanceClientes } from './alcance';

/**
 * Fleets (SCREENS.md G19) on the catalogue factory, one service per kind: a customer's fleets (`usuarios/flotas`)
 * or the business's own (`empresa/flotas`, `propia`: their sales are CONSUMO INTERNO). A fleet of one kind is not
 * found through the other; a customer fleet is seen where its customer is (decision 071).
 */
type Orden = (typeof CAMPOS_ORDEN_FLOTA)[number];

/** The customer is one the caller sees, of the business and active. */
export async function exigirClienteActivo(conn: Conn, a: AlcanceClientes, clienteId: number, campo = 'cliente_id'): Promise<void> {
  const c = await fila(
    conn,
    sql`SELECT 1 FROM clientes c WHERE c.id = ${clienteId} AND c.negocio_id = ${a.negocioId} AND c.estado = 'A' AND ${clienteVisible(a, sql`c.id`)}`,
  );
  if (!c) throw errorCampo(campo, MENSAJES_CLIENTE.clienteNoValido);
}

/** Fleets the caller sees: the business's own ones, and customers' where the customer is seen. */
export const flotaVisible = (a: AlcanceClientes, f: string) =>
  sql`${sql.identifier(f)}.negocio_id = ${a.negocioId} AND (${sql.identifier(f)}.propia OR ${sql.identifier(f)}.cliente_id IS NULL OR ${clienteVisible(a, sql`${sql.identifier(f)}.cliente_id`)})`;

export function servicioFlotas(a: AlcanceClientes, propia: boolean) {
  return catalogoSimple<TFlota, TFlotaGuardar, Orden, { cliente?: number }>({
    tabla: 'flotas',
    descripcion: sql`c.nombre`,
    joins: sql`LEFT JOIN clientes cl ON cl.id = c.cliente_id`,
    columnas: sql`c.cliente_id, cl.nombre AS cliente, c.nombre, c.centro_costo, c.propia,
      (SELECT count(*)::int FROM vehiculos v WHERE v.flota_id = c.id AND v.estado = 'A') AS vehiculos`,
    enUso: sql`EXISTS (SELECT 1 FROM vehiculos v WHERE v.flota_id = c.id) OR EXISTS (SELECT 1 FROM cupos q WHERE q.flota_id = c.id)
      OR EXISTS (SELECT 1 FROM precios_especiales p WHERE p.flota_id = c.id)`,
    visibles: () => sql`c.propia = ${propia} AND ${flotaVisible(a, 'c')}`,
    orden: { codigo: sql`c.codigo`, descripcion: sql`c.nombre`, estado: sql`c.estado`, cliente: sql`cl.nombre` },
    buscarEn: [sql`cl.nombre`, sql`c.centro_costo`],
    filtros: (q) => (q.cliente ? [sql`c.cliente_id = ${q.cliente}`] : []),
    valores: (d) => ({ cliente_id: d.cliente_id, nombre: d.nombre, codigo: d.codigo, centro_costo: d.centro_costo, propia }),
    opcion: { columnas: sql`c.id, c.codigo, c.nombre AS descripcion, c.cliente_id` },
    async validar(conn, _negocioId, d) {
      if (d.cliente_id !== null) await exigirClienteActivo(conn, a, d.cliente_id);
    },
  });
}
