import { sql, type SQL } from 'drizzle-orm';
import type {
  CAMPOS_ORDEN_MEDIO,
  TEntidadMedio,
  TIdentificadoresPos,
  TMedio,
  TMedioGuardar,
  TResultadoEnvioIdentificador,
} from '@eds/contracts/clientes/clientes';
import { MENSAJES_CLIENTE } from '@eds/contracts/clientes/clientes';
import { createHash } from 'node:crypto';
import { fila, filas, type Conn } from '../../db/client';
import { catalogoSimple, errorCampo } from '../configuracion/catalogo-simple';
import { titular } from '../usuarios/identificadores';
import { clienteVisible, type AlcanceClientes } from './alcance';
import { flotaVisible } from './flotas';

/**
 * Identification media (SCREENS.md G19, `configuracion/gestion_medios_identificacion`): tags, cards and chips of a
 * promoter, a vehicle or a fleet. One row per code in a business, so a code identifies one entity at a time: a code
 * an active entity holds is refused with its holder (`El identificador ya está asignado a {alias}`), one held by an
 * inactive row is the UNQ refusal (edit or activate that row). A medium is served to the stations it was sent to
 * (`medios_identificacion_empresas`), or to every station of the business when it was sent to none.
 */
type Orden = (typeof CAMPOS_ORDEN_MEDIO)[number];

/** Who a medium (row `m`) identifies, as its lists show it. */
export const aliasMedio = (m: string): SQL => {
  const t = sql.identifier(m);
  return sql`coalesce(CASE ${t}.entidad
      WHEN 'VEHICULO' THEN (SELECT v.placa FROM vehiculos v WHERE v.id = ${t}.entidad_id)
      WHEN 'FLOTA' THEN (SELECT f.nombre FROM flotas f WHERE f.id = ${t}.entidad_id)
      WHEN 'PROMOTOR' THEN (SELECT trim(p.nombres || ' ' || p.apellidos) FROM promotores pr JOIN personas p ON p.id = pr.persona_id WHERE pr.id = ${t}.entidad_id)
      WHEN 'PERSONA' THEN (SELECT trim(p.nombres || ' ' || p.apellidos) FROM personas p WHERE p.id = ${t}.entidad_id)
    END, ${t}.entidad || ' ' || ${t}.entidad_id)`;
};

const lista = (ids: readonly number[]) => `{${[...new Set(ids)].join(',')}}`;

/** The entity is of the business, active and one the caller sees. */
async function exigirEntidad(conn: Conn, a: AlcanceClientes, entidad: TEntidadMedio, id: number, campo = 'entidad_id'): Promise<void> {
  const consulta =
    entidad === 'VEHICULO'
      ? sql`SELECT 1 FROM vehiculos v LEFT JOIN flotas f ON f.id = v.flota_id
             WHERE v.id = ${id} AND v.negocio_id = ${a.negocioId} AND v.estado = 'A'
               AND (f.id IS NULL OR ${flotaVisible(a, 'f')}) AND (v.cliente_id IS NULL OR coalesce(f.propia, false) OR ${clienteVisible(a, sql`v.cliente_id`)})`
      : entidad === 'FLOTA'
        ? sql`SELECT 1 FROM flotas f WHERE f.id = ${id} AND f.estado = 'A' AND ${flotaVisible(a, 'f')}`
        : sql`SELECT 1 FROM promotores pr JOIN empresas e ON e.id = pr.empresa_id
               WHERE pr.id = ${id} AND e.negocio_id = ${a.negocioId} AND pr.estado = 'A'
                 ${a.estaciones === null ? sql`` : sql`AND pr.empresa_id = ANY(${lista(a.estaciones)}::int[])`}`;
  if (!(await fila(conn, consulta))) throw errorCampo(campo, MENSAJES_CLIENTE.entidadNoValida);
}

/**
 * One active entity per code: refuses (on `campo`) a code an active row of another entity holds. `propio` is the
 * row being edited, if any.
 */
export async function exigirCodigoDisponible(
  conn: Conn,
  negocioId: number,
  codigo: string,
  entidad: string,
  entidadId: number,
  campo: string,
  propio = 0,
): Promise<{ id: number; estado: string } | undefined> {
  const actual = await fila<{ id: number; entidad: string; entidad_id: number; estado: string }>(
    conn,
    sql`SELECT id, entidad, entidad_id, estado FROM medios_identificacion WHERE negocio_id = ${negocioId} AND codigo = ${codigo} FOR UPDATE`,
  );
  if (!actual || actual.id === propio) return actual;
  const mismo = actual.entidad === entidad && actual.entidad_id === entidadId;
  if (actual.estado === 'A' && !mismo)
    throw errorCampo(campo, MENSAJES_CLIENTE.identificadorAsignado(await titular(conn, actual.entidad, actual.entidad_id)));
  return actual;
}

/**
 * Gives a vehicle or a fleet the code (the vehicle form's Medio de identificación): a new medium, or the code's row
 * (inactive, or already this entity's) assigned to it and activated. A code another active entity holds is refused.
 */
export async function asignarMedio(
  conn: Conn,
  negocioId: number,
  codigo: string,
  tipo: string,
  entidad: TEntidadMedio,
  entidadId: number,
  campo: string,
): Promise<void> {
  const actual = await exigirCodigoDisponible(conn, negocioId, codigo, entidad, entidadId, campo);
  if (actual) {
    await conn.execute(
      sql`UPDATE medios_identificacion SET tipo = ${tipo}, entidad = ${entidad}, entidad_id = ${entidadId}, estado = 'A' WHERE id = ${actual.id}`,
    );
  } else {
    await conn.execute(
      sql`INSERT INTO medios_identificacion (negocio_id, codigo, tipo, entidad, entidad_id) VALUES (${negocioId}, ${codigo}, ${tipo}, ${entidad}, ${entidadId})`,
    );
  }
}

export function servicioMedios(a: AlcanceClientes) {
  return catalogoSimple<TMedio, TMedioGuardar, Orden, { tipo?: string; entidad?: string }>({
    tabla: 'medios_identificacion',
    descripcion: aliasMedio('c'),
    columnas: sql`c.tipo, c.entidad, c.entidad_id, ${aliasMedio('c')} AS alias,
      coalesce((SELECT array_agg(me.empresa_id ORDER BY me.empresa_id) FROM medios_identificacion_empresas me WHERE me.medio_id = c.id), '{}') AS estaciones`,
    enUso: sql`false`,
    // Persons' media are kept on the employee screen (persona/identificadores).
    visibles: (negocioId) => sql`c.negocio_id = ${negocioId} AND c.entidad IN ('PROMOTOR', 'VEHICULO', 'FLOTA')`,
    // A code an inactive row holds is the UNQ refusal; one an active entity holds is refused with its holder (validar).
    ambitoCodigo: () => sql`c.estado = 'I'`,
    orden: { codigo: sql`c.codigo`, descripcion: aliasMedio('c'), estado: sql`c.estado`, tipo: sql`c.tipo`, entidad: sql`c.entidad` },
    buscarEn: [sql`c.tipo`, sql`c.entidad`],
    filtros: (q) => [...(q.tipo ? [sql`c.tipo = ${q.tipo}`] : []), ...(q.entidad ? [sql`c.entidad = ${q.entidad}`] : [])],
    valores: (d) => ({ codigo: d.codigo, tipo: d.tipo, entidad: d.entidad, entidad_id: d.entidad_id }),
    async validar(conn, negocioId, d, actual) {
      await exigirCodigoDisponible(conn, negocioId, d.codigo, d.entidad, d.entidad_id, 'codigo', actual?.id ?? 0);
      await exigirEntidad(conn, a, d.entidad, d.entidad_id);
    },
    async despuesDeGuardar(conn, _negocioId, id, d) {
      const nuevas = lista(d.estaciones);
      const suyas = a.estaciones === null ? sql`` : sql` AND empresa_id = ANY(${lista(a.estaciones)}::int[])`;
      await conn.execute(
        sql`DELETE FROM medios_identificacion_empresas WHERE medio_id = ${id} AND NOT (empresa_id = ANY(${nuevas}::int[]))${suyas}`,
      );
      await conn.execute(
        sql`INSERT INTO medios_identificacion_empresas (medio_id, empresa_id) SELECT ${id}, unnest(${nuevas}::int[]) ON CONFLICT DO NOTHING`,
      );
    },
  });
}

/** `GET medios-identificacion/select/origen/{id}`: the active records of the entity type a medium may identify. */
export async function origenesMedio(conn: Conn, a: AlcanceClientes, entidad: TEntidadMedio) {
  const consulta =
    entidad === 'VEHICULO'
      ? sql`SELECT v.id, v.placa AS descripcion FROM vehiculos v LEFT JOIN flotas f ON f.id = v.flota_id
             WHERE v.negocio_id = ${a.negocioId} AND v.estado = 'A' AND (f.id IS NULL OR ${flotaVisible(a, 'f')})
               AND (v.cliente_id IS NULL OR coalesce(f.propia, false) OR ${clienteVisible(a, sql`v.cliente_id`)})
             ORDER BY v.placa`
      : entidad === 'FLOTA'
        ? sql`SELECT f.id, f.codigo || ' - ' || f.nombre AS descripcion FROM flotas f WHERE f.estado = 'A' AND ${flotaVisible(a, 'f')} ORDER BY f.nombre`
        : sql`SELECT pr.id, pr.codigo || ' - ' || trim(p.nombres || ' ' || p.apellidos) AS descripcion
                FROM promotores pr JOIN personas p ON p.id = pr.persona_id JOIN empresas e ON e.id = pr.empresa_id
               WHERE e.negocio_id = ${a.negocioId} AND pr.estado = 'A'
                 ${a.estaciones === null ? sql`` : sql`AND pr.empresa_id = ANY(${lista(a.estaciones)}::int[])`}
               ORDER BY p.nombres, p.apellidos`;
  return filas<{ id: number; descripcion: string }>(conn, sql`${consulta} LIMIT 5000`);
}

/** The media a station serves: those sent to it and those sent to no station (the whole business's). */
const servidosEn = (empresaId: number) =>
  sql`(EXISTS (SELECT 1 FROM medios_identificacion_empresas me WHERE me.medio_id = m.id AND me.empresa_id = ${empresaId})
       OR NOT EXISTS (SELECT 1 FROM medios_identificacion_empresas me WHERE me.medio_id = m.id))`;

/** `GET medios-identificacion/identificadores/{id}`: the media station `empresaId` serves to its devices. */
export async function identificadoresDeEstacion(conn: Conn, negocioId: number, empresaId: number) {
  return filas<{ id: number; identificador: string; tipo: string; entidad: string; entidad_id: number; alias: string; estado: 'A' | 'I' }>(
    conn,
    sql`SELECT m.id, m.codigo AS identificador, m.tipo, m.entidad, m.entidad_id, ${aliasMedio('m')} AS alias, m.estado
          FROM medios_identificacion m
         WHERE m.negocio_id = ${negocioId} AND m.entidad IN ('PROMOTOR', 'VEHICULO', 'FLOTA') AND ${servidosEn(empresaId)}
         ORDER BY m.estado, m.codigo LIMIT 5000`,
  );
}

/**
 * `POST medios-identificacion/identificadores/estacion`: sends the media to the stations. A station outside the
 * caller's scope, of another business or inactive, and a medium the business does not have, are answered back as not
 * processed; the rest is stored.
 */
export async function enviarIdentificadores(
  conn: Conn,
  a: AlcanceClientes,
  enAlcance: (empresaId: number) => boolean,
  medios: readonly number[],
  estaciones: readonly number[],
): Promise<{ procesados: number; rechazados: TResultadoEnvioIdentificador[] }> {
  const rechazados: TResultadoEnvioIdentificador[] = [];
  const existentes = await filas<{ id: number; codigo: string }>(
    conn,
    sql`SELECT id, codigo FROM medios_identificacion
         WHERE negocio_id = ${a.negocioId} AND entidad IN ('PROMOTOR', 'VEHICULO', 'FLOTA') AND id = ANY(${lista(medios)}::int[]) ORDER BY id`,
  );
  const porId = new Map(existentes.map((m) => [m.id, m.codigo]));
  for (const id of new Set(medios)) {
    if (!porId.has(id)) {
      rechazados.push({
        identificador: String(id),
        mensaje: MENSAJES_CLIENTE.entidadNoValida,
        alias: '',
        descripcion_origen: 'MEDIO',
        procesar: false,
        estacion_id: null,
      });
    }
  }
  const filasEstaciones = await filas<{ id: number; alias: string; valida: boolean }>(
    conn,
    sql`SELECT id, alias, (negocio_id = ${a.negocioId} AND estado = 'A') AS valida FROM empresas WHERE id = ANY(${lista(estaciones)}::int[])`,
  );
  const estacionDe = new Map(filasEstaciones.map((e) => [e.id, e]));
  let procesados = 0;
  for (const estacionId of new Set(estaciones)) {
    const e = estacionDe.get(estacionId);
    if (!e || !e.valida || !enAlcance(estacionId)) {
      for (const [, codigo] of porId) {
        rechazados.push({
          identificador: codigo,
          mensaje: MENSAJES_CLIENTE.estacionNoProcesada,
          alias: e && e.valida && enAlcance(estacionId) ? e.alias : '',
          descripcion_origen: 'ESTACION',
          procesar: false,
          estacion_id: estacionId,
        });
      }
      continue;
    }
    for (const [id] of porId) {
      await conn.execute(sql`INSERT INTO medios_identificacion_empresas (medio_id, empresa_id) VALUES (${id}, ${estacionId})
                             ON CONFLICT (medio_id, empresa_id) DO UPDATE SET enviado_en = now()`);
      procesados++;
    }
  }
  return { procesados, rechazados };
}

/**
 * `GET pos/v1/identificadores`: the active media the station serves, with what each identifies (vehicle and plate,
 * fleet, customer), so the POS identifies a vehicle offline. The version is a digest of the list: a device that
 * already holds it gets no rows.
 */
export async function identificadoresPos(conn: Conn, negocioId: number, empresaId: number, version?: string): Promise<TIdentificadoresPos> {
  const lista = await filas<TIdentificadoresPos['identificadores'][number]>(
    conn,
    sql`SELECT m.codigo, m.tipo, m.entidad, m.entidad_id,
               v.id AS vehiculo_id, v.placa, f.id AS flota_id, f.nombre AS flota,
               cl.id AS cliente_id, cl.nombre AS cliente, cl.tipo AS tipo_cliente, coalesce(f.propia, false) AS propia
          FROM medios_identificacion m
          LEFT JOIN vehiculos v ON m.entidad = 'VEHICULO' AND v.id = m.entidad_id AND v.estado = 'A'
          LEFT JOIN flotas f ON f.estado = 'A' AND f.id = CASE WHEN m.entidad = 'FLOTA' THEN m.entidad_id ELSE v.flota_id END
          LEFT JOIN clientes cl ON cl.estado = 'A' AND cl.id = coalesce(v.cliente_id, f.cliente_id)
         WHERE m.negocio_id = ${negocioId} AND m.estado = 'A' AND ${servidosEn(empresaId)}
           AND ((m.entidad = 'VEHICULO' AND v.id IS NOT NULL) OR (m.entidad = 'FLOTA' AND f.id IS NOT NULL)
                OR (m.entidad = 'PROMOTOR' AND EXISTS (SELECT 1 FROM promotores pr WHERE pr.id = m.entidad_id AND pr.estado = 'A' AND pr.empresa_id = ${empresaId})))
           AND (cl.id IS NULL OR coalesce(f.propia, false)
                OR NOT EXISTS (SELECT 1 FROM clientes_empresas ce WHERE ce.cliente_id = cl.id)
                OR EXISTS (SELECT 1 FROM clientes_empresas ce WHERE ce.cliente_id = cl.id AND ce.empresa_id = ${empresaId}))
         ORDER BY m.codigo`,
  );
  const firma = createHash('sha256').update(JSON.stringify(lista)).digest('hex').slice(0, 32);
  if (version === firma) return { version: firma, cambios: false, identificadores: [] };
  return { version: firma, cambios: true, identificadores: lista };
}
