import { sql } from 'drizzle-orm';
import { MENSAJES_EMPLEADO as M, type TIdentificador, type TResultadoIdentificador } from '@eds/contracts/usuarios/empleados';
import { fila, filas, type Conn } from '../../db/client';

/**
 * A person's identification media (tags, cards, chips: `medios_identificacion` with entidad PERSONA). One active
 * entity per code in a business: a code held by another record is not processed and is answered back with its
 * holder, as the specification's 206 does.
 */
export const ENTIDAD_PERSONA = 'PERSONA';

export async function identificadoresDePersona(conn: Conn, personaId: number): Promise<TIdentificador[]> {
  return filas<TIdentificador>(
    conn,
    sql`SELECT id, codigo AS identificador, tipo, estado FROM medios_identificacion
         WHERE entidad = ${ENTIDAD_PERSONA} AND entidad_id = ${personaId} ORDER BY estado, codigo, id`,
  );
}

/** Who holds a code, for the answer of a code not processed (a person, a promoter, a vehicle's plate, a fleet). */
export async function titular(conn: Conn, entidad: string, entidadId: number): Promise<string> {
  const nombre = await fila<{ alias: string }>(
    conn,
    entidad === ENTIDAD_PERSONA
      ? sql`SELECT trim(nombres || ' ' || apellidos) AS alias FROM personas WHERE id = ${entidadId}`
      : entidad === 'PROMOTOR'
        ? sql`SELECT trim(p.nombres || ' ' || p.apellidos) AS alias FROM promotores pr JOIN personas p ON p.id = pr.persona_id WHERE pr.id = ${entidadId}`
        : entidad === 'VEHICULO'
          ? sql`SELECT placa AS alias FROM vehiculos WHERE id = ${entidadId}`
          : entidad === 'FLOTA'
            ? sql`SELECT nombre AS alias FROM flotas WHERE id = ${entidadId}`
            : sql`SELECT ${`${entidad} ${entidadId}`} AS alias`,
  );
  return nombre?.alias ?? `${entidad} ${entidadId}`;
}

/**
 * Replaces the person's identifiers with the list: new codes are assigned, codes of the person left out are
 * inactivated, and a code another active record holds is answered as not processed (the rest is still stored).
 */
export async function guardarIdentificadores(
  conn: Conn,
  negocioId: number,
  personaId: number,
  lista: { identificador: string; tipo: string }[],
): Promise<TResultadoIdentificador[]> {
  const rechazados: TResultadoIdentificador[] = [];
  const vistos = new Set<string>();
  const aceptados: string[] = [];
  for (const item of lista) {
    if (vistos.has(item.identificador)) {
      rechazados.push({
        identificador: item.identificador,
        mensaje: M.identificadorRepetido,
        alias: '',
        descripcion_origen: ENTIDAD_PERSONA,
        procesar: false,
      });
      continue;
    }
    vistos.add(item.identificador);
    const actual = await fila<{ id: number; entidad: string; entidad_id: number; estado: string }>(
      conn,
      sql`SELECT id, entidad, entidad_id, estado FROM medios_identificacion
           WHERE negocio_id = ${negocioId} AND codigo = ${item.identificador} FOR UPDATE`,
    );
    const propio = actual && actual.entidad === ENTIDAD_PERSONA && actual.entidad_id === personaId;
    if (actual && !propio && actual.estado === 'A') {
      const alias = await titular(conn, actual.entidad, actual.entidad_id);
      rechazados.push({
        identificador: item.identificador,
        mensaje: M.identificadorAsignado(alias),
        alias,
        descripcion_origen: actual.entidad,
        procesar: false,
      });
      continue;
    }
    if (actual) {
      await conn.execute(sql`UPDATE medios_identificacion SET tipo = ${item.tipo}, entidad = ${ENTIDAD_PERSONA}, entidad_id = ${personaId}, estado = 'A'
                             WHERE id = ${actual.id}`);
    } else {
      await conn.execute(sql`INSERT INTO medios_identificacion (negocio_id, codigo, tipo, entidad, entidad_id)
                             VALUES (${negocioId}, ${item.identificador}, ${item.tipo}, ${ENTIDAD_PERSONA}, ${personaId})`);
    }
    aceptados.push(item.identificador);
  }
  await conn.execute(sql`UPDATE medios_identificacion SET estado = 'I'
                          WHERE entidad = ${ENTIDAD_PERSONA} AND entidad_id = ${personaId} AND estado = 'A'
                            AND codigo NOT IN (SELECT jsonb_array_elements_text(${JSON.stringify(aceptados)}::jsonb))`);
  return rechazados;
}
