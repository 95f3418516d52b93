import { sql } from 'drizzle-orm';
import type {
  CAMPOS_ORDEN_CLIENTE,
  TCliente,
  TClienteGuardar,
  TPrecioEspecialCliente,
  TTipoCliente,
} from '@eds/contracts/clientes/clientes';
import { MENSAJES_CLIENTE } from '@eds/contracts/clientes/clientes';
import { MENSAJES } from '@eds/contracts/mensajes';
import { fila, filas, type Conn } from '../../db/client';
import { notFound } from '../../lib/errors';
import { catalogoSimple, errorCampo, exigirEmpresasDelNegocio } from '../configuracion/catalogo-simple';
import { clienteVisible, type AlcanceClientes } from './alcance';

/**
 * Own customers (SCREENS.md G19) on the catalogue factory: the identification is the unique code (refused on
 * `identificacion`), the name the description. A customer belongs to the stations of `clientes_empresas` (none: the
 * whole business); a station user sees and writes only the customers of its stations and of the whole business, and
 * keeps the other stations a customer already had when editing it (decision 071).
 */
type Orden = (typeof CAMPOS_ORDEN_CLIENTE)[number];

const lista = (ids: readonly number[]) => `{${[...new Set(ids)].join(',')}}`;

/** The spec's `atributos.value`: S means credit. */
export const valorAtributo = (tipo: TTipoCliente) => (tipo === 'CREDITO' ? 'S' : 'N');

export function servicioClientes(a: AlcanceClientes) {
  return catalogoSimple<TCliente, TClienteGuardar, Orden, { tipo?: string; estacion?: number }>({
    tabla: 'clientes',
    codigo: sql`c.identificacion`,
    campoCodigo: 'identificacion',
    descripcion: sql`c.nombre`,
    columnas: sql`c.tipo_identificacion_id, c.identificacion, c.nombre, c.correo, c.telefono, c.direccion, c.tipo, c.autoriza_datos,
      c.atributos || jsonb_build_object('value', CASE WHEN c.tipo = 'CREDITO' THEN 'S' ELSE 'N' END) AS atributos,
      coalesce((SELECT array_agg(ce.empresa_id ORDER BY ce.empresa_id) FROM clientes_empresas ce WHERE ce.cliente_id = c.id), '{}') AS estaciones,
      (SELECT count(*)::int FROM flotas f WHERE f.cliente_id = c.id AND f.estado = 'A') AS flotas,
      (SELECT count(*)::int FROM vehiculos v WHERE v.cliente_id = c.id AND v.estado = 'A') AS vehiculos`,
    enUso: sql`EXISTS (SELECT 1 FROM flotas f WHERE f.cliente_id = c.id) OR EXISTS (SELECT 1 FROM vehiculos v WHERE v.cliente_id = c.id)
      OR EXISTS (SELECT 1 FROM cupos q WHERE q.cliente_id = c.id) OR EXISTS (SELECT 1 FROM precios_especiales p WHERE p.cliente_id = c.id)`,
    visibles: (negocioId) => sql`c.negocio_id = ${negocioId} AND ${clienteVisible(a, sql`c.id`)}`,
    orden: { codigo: sql`c.identificacion`, descripcion: sql`c.nombre`, estado: sql`c.estado`, tipo: sql`c.tipo` },
    buscarEn: [sql`c.correo`, sql`c.telefono`],
    filtros: (q) => [
      ...(q.tipo ? [sql`c.tipo = ${q.tipo}`] : []),
      ...(q.estacion
        ? [sql`EXISTS (SELECT 1 FROM clientes_empresas ce WHERE ce.cliente_id = c.id AND ce.empresa_id = ${q.estacion})`]
        : []),
    ],
    valores: (d) => ({
      tipo_identificacion_id: d.tipo_identificacion_id,
      identificacion: d.identificacion,
      nombre: d.nombre,
      correo: d.correo,
      telefono: d.telefono,
      direccion: d.direccion,
      tipo: d.tipo,
      autoriza_datos: d.autoriza_datos,
      atributos: sql`${JSON.stringify({ value: valorAtributo(d.tipo) })}::jsonb`,
    }),
    opcion: { columnas: sql`c.id, c.identificacion AS codigo, c.nombre AS descripcion, c.tipo` },
    async validar(conn, negocioId, d) {
      const tipo = await fila(conn, sql`SELECT 1 FROM tipos_identificacion WHERE id = ${d.tipo_identificacion_id}`);
      if (!tipo) throw errorCampo('tipo_identificacion_id', MENSAJES_CLIENTE.tipoIdentificacion);
      await exigirEmpresasDelNegocio(conn, negocioId, d.estaciones, 'estaciones');
      // A station user's customer is one of its stations: it cannot make a customer of the whole business.
      if (a.estaciones !== null && d.estaciones.length === 0) throw errorCampo('estaciones', MENSAJES.campoObligatorioCorto);
    },
    async despuesDeGuardar(conn, _negocioId, id, d) {
      const nuevas = lista(d.estaciones);
      // Stations outside a station user's scope stay as they were.
      const suyas = a.estaciones === null ? sql`` : sql` AND empresa_id = ANY(${lista(a.estaciones)}::int[])`;
      await conn.execute(sql`DELETE FROM clientes_empresas WHERE cliente_id = ${id} AND NOT (empresa_id = ANY(${nuevas}::int[]))${suyas}`);
      await conn.execute(
        sql`INSERT INTO clientes_empresas (cliente_id, empresa_id) SELECT ${id}, unnest(${nuevas}::int[]) ON CONFLICT DO NOTHING`,
      );
    },
  });
}

/** `GET cliente/dominio2/{dominio}/eds/{empresa}`: the active customers the station sells to (its own and the business's). */
export async function clientesDeEstacion(conn: Conn, negocioId: number, dominioId: number, empresaId: number) {
  const dominio = await fila(conn, sql`SELECT 1 FROM dominios WHERE id = ${dominioId} AND negocio_id = ${negocioId}`);
  if (!dominio) throw notFound(MENSAJES_CLIENTE.dominioNoExiste);
  return filas<{ id: number; identificacion: string; nombre: string; tipo: string; atributos: { value: 'S' | 'N' } }>(
    conn,
    sql`SELECT c.id, c.identificacion, c.nombre, c.tipo,
               c.atributos || jsonb_build_object('value', CASE WHEN c.tipo = 'CREDITO' THEN 'S' ELSE 'N' END) AS atributos
          FROM clientes c
         WHERE c.negocio_id = ${negocioId} AND c.estado = 'A' AND ${clienteVisible({ negocioId, estaciones: [empresaId] }, sql`c.id`)}
         ORDER BY c.nombre, c.id LIMIT 5000`,
  );
}

/** The Precios especiales tab: the special prices of the customer and of its fleets (written on the price screens). */
export async function preciosEspecialesDeCliente(conn: Conn, negocioId: number, clienteId: number): Promise<TPrecioEspecialCliente[]> {
  return filas<TPrecioEspecialCliente>(
    conn,
    sql`SELECT pe.id, pe.producto_id, p.descripcion AS producto, pe.flota_id, f.nombre AS flota, pe.empresa_id, pe.precio::float8 AS precio,
               pe.fecha_inicio::text AS fecha_inicio, pe.fecha_fin::text AS fecha_fin, pe.estado
          FROM precios_especiales pe JOIN productos p ON p.id = pe.producto_id LEFT JOIN flotas f ON f.id = pe.flota_id
         WHERE pe.negocio_id = ${negocioId}
           AND (pe.cliente_id = ${clienteId} OR pe.flota_id IN (SELECT id FROM flotas WHERE cliente_id = ${clienteId}))
         ORDER BY pe.estado, pe.fecha_inicio DESC, pe.id LIMIT 500`,
  );
}
