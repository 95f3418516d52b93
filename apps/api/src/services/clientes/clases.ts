import { sql } from 'drizzle-orm';
import { fila, type Conn } from '../../db/client';

/**
 * The kind of a stored G19 record, which decides the module its calls answer to: a fleet or a vehicle of the
 * business's own fleet (`propia`: FLOTAS/VEHICULOS EMPRESA) or a customer's (FLOTAS/VEHICULOS USUARIOS). Customers and
 * media have one kind. Null when the business has no such record (the call answers 404).
 */
async function clase(conn: Conn, consulta: ReturnType<typeof sql>): Promise<boolean | null> {
  const r = await fila<{ propia: boolean }>(conn, consulta);
  return r ? r.propia : null;
}

export const clasesPorId = {
  cliente: (conn: Conn, negocioId: number, id: number) =>
    clase(conn, sql`SELECT false AS propia FROM clientes WHERE id = ${id} AND negocio_id = ${negocioId}`),
  flota: (conn: Conn, negocioId: number, id: number) =>
    clase(conn, sql`SELECT propia FROM flotas WHERE id = ${id} AND negocio_id = ${negocioId}`),
  vehiculo: (conn: Conn, negocioId: number, id: number) =>
    clase(
      conn,
      sql`SELECT coalesce(f.propia, false) AS propia FROM vehiculos v LEFT JOIN flotas f ON f.id = v.flota_id
           WHERE v.id = ${id} AND v.negocio_id = ${negocioId}`,
    ),
  medio: (conn: Conn, negocioId: number, id: number) =>
    clase(
      conn,
      sql`SELECT false AS propia FROM medios_identificacion
           WHERE id = ${id} AND negocio_id = ${negocioId} AND entidad IN ('PROMOTOR', 'VEHICULO', 'FLOTA')`,
    ),
};
