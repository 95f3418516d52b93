import { sql } from 'drizzle-orm';
import type { CAMPOS_ORDEN_VEHICULO, TVehiculo, TVehiculoGuardar } from '@eds/contracts/clientes/clientes';
import { MENSAJES_CLIENTE } from '@eds/contracts/clientes/clientes';
import { fila } from '../../db/client';
import { catalogoSimple, errorCampo } from '../configuracion/catalogo-simple';
import { clienteVisible, type AlcanceClientes } from './alcance';
import { exigirClienteActivo, flotaVisible } from './flotas';
import { asignarMedio, exigirCodigoDisponible } from './medios';

/**
 * Vehicles (SCREENS.md G19, entity 4) on the catalogue factory: the plate is the unique code of the business (UNQ on
 * `placa`), checked against `AAA123`/`AAA12A` by the contract. A vehicle belongs to a fleet or straight to a customer;
 * given a fleet, its customer is the fleet's. One service per kind: the business's own vehicles (`empresa/vehiculos`,
 * those of an own fleet) and the customers' (`usuarios/vehiculos`), seen where the customer is (decision 071). The
 * form's Medio de identificación gives the vehicle a tag (one active entity per code).
 */
type Orden = (typeof CAMPOS_ORDEN_VEHICULO)[number];

export function servicioVehiculos(a: AlcanceClientes, propia: boolean) {
  return catalogoSimple<TVehiculo, TVehiculoGuardar, Orden, { cliente?: number; flota?: number }>({
    tabla: 'vehiculos',
    codigo: sql`c.placa`,
    campoCodigo: 'placa',
    descripcion: sql`c.tipo_vehiculo`,
    joins: sql`LEFT JOIN flotas f ON f.id = c.flota_id LEFT JOIN clientes cl ON cl.id = c.cliente_id`,
    columnas: sql`c.placa, c.tipo_vehiculo, c.combustible_id::int AS combustible_id, c.flota_id, f.nombre AS flota, c.cliente_id,
      cl.nombre AS cliente, c.kilometraje, coalesce(f.propia, false) AS propio,
      coalesce((SELECT array_agg(m.codigo ORDER BY m.codigo) FROM medios_identificacion m
                 WHERE m.negocio_id = c.negocio_id AND m.entidad = 'VEHICULO' AND m.entidad_id = c.id AND m.estado = 'A'), '{}') AS medios`,
    enUso: sql`EXISTS (SELECT 1 FROM cupos q WHERE q.vehiculo_id = c.id)
      OR EXISTS (SELECT 1 FROM medios_identificacion m WHERE m.negocio_id = c.negocio_id AND m.entidad = 'VEHICULO' AND m.entidad_id = c.id)`,
    // Over `c` alone (the unique-code check reads the table without the joins).
    visibles: (negocioId) =>
      sql`c.negocio_id = ${negocioId} AND coalesce((SELECT fp.propia FROM flotas fp WHERE fp.id = c.flota_id), false) = ${propia}
          AND (c.flota_id IS NULL OR EXISTS (SELECT 1 FROM flotas fv WHERE fv.id = c.flota_id AND ${flotaVisible(a, 'fv')}))
          AND (c.cliente_id IS NULL OR ${propia} OR ${clienteVisible(a, sql`c.cliente_id`)})`,
    orden: {
      codigo: sql`c.placa`,
      descripcion: sql`c.tipo_vehiculo`,
      estado: sql`c.estado`,
      flota: sql`f.nombre`,
      cliente: sql`cl.nombre`,
    },
    buscarEn: [sql`f.nombre`, sql`cl.nombre`, sql`c.tipo_vehiculo`],
    filtros: (q) => [...(q.cliente ? [sql`c.cliente_id = ${q.cliente}`] : []), ...(q.flota ? [sql`c.flota_id = ${q.flota}`] : [])],
    valores: (d) => ({
      placa: d.placa,
      tipo_vehiculo: d.tipo_vehiculo,
      combustible_id: d.combustible_id,
      flota_id: d.flota_id,
      // Given a fleet, the vehicle's customer is the fleet's.
      cliente_id:
        d.flota_id === null ? d.cliente_id : sql`coalesce((SELECT cliente_id FROM flotas WHERE id = ${d.flota_id}), ${d.cliente_id}::int)`,
      kilometraje: d.kilometraje,
    }),
    opcion: { columnas: sql`c.id, c.placa AS codigo, c.placa || ' - ' || c.tipo_vehiculo AS descripcion` },
    async validar(conn, negocioId, d, actual) {
      if (d.flota_id === null) {
        // The business's own vehicles belong to an own fleet.
        if (propia) throw errorCampo('flota_id', MENSAJES_CLIENTE.flotaOCliente);
      } else {
        const f = await fila<{ cliente_id: number | null }>(
          conn,
          sql`SELECT f.cliente_id FROM flotas f WHERE f.id = ${d.flota_id} AND f.estado = 'A' AND f.propia = ${propia} AND ${flotaVisible(a, 'f')}`,
        );
        if (!f) throw errorCampo('flota_id', MENSAJES_CLIENTE.flotaNoValida);
        if (d.cliente_id !== null && f.cliente_id !== null && f.cliente_id !== d.cliente_id) {
          throw errorCampo('flota_id', MENSAJES_CLIENTE.flotaDeOtroCliente);
        }
      }
      if (d.cliente_id !== null && !propia) await exigirClienteActivo(conn, a, d.cliente_id);
      if (d.medio_codigo) await exigirCodigoDisponible(conn, negocioId, d.medio_codigo, 'VEHICULO', actual?.id ?? 0, 'medio_codigo');
    },
    async despuesDeGuardar(conn, negocioId, id, d) {
      if (d.medio_codigo) await asignarMedio(conn, negocioId, d.medio_codigo, d.medio_tipo, 'VEHICULO', id, 'medio_codigo');
    },
  });
}
