import { sql } from 'drizzle-orm';
import type { TPerfilForm, TPersona } from '@eds/contracts/persona';
import { TIPO_CONTACTO } from '@eds/contracts/constantes';
import { fila, filas, type Conn } from '../../db/client';
import { badRequest } from '../../lib/errors';
import type { AtributosPersona } from '../../db/schema/personas';
import { MENSAJES } from '@eds/contracts/mensajes';

interface FilaPersona {
  id: number;
  nombres: string;
  apellidos: string;
  identificacion: string;
  empresas_id: number;
  empresa_alias: string;
  estado: 'A' | 'I';
  atributos: AtributosPersona;
  tipo_identificacion_id: number | null;
  tipo_identificacion: string | null;
  pais_nombre: string | null;
  departamento_nombre: string | null;
  ciudad_nombre: string | null;
}

export async function empresaDePersona(conn: Conn, personaId: number): Promise<number | undefined> {
  return (await fila<{ empresas_id: number }>(conn, sql`SELECT empresas_id FROM personas WHERE id = ${personaId}`))?.empresas_id;
}

/** A person as the profile dialog reads it (spec entity "Person or employee"). */
export async function leerPersona(conn: Conn, personaId: number): Promise<TPersona | undefined> {
  const p = await fila<FilaPersona>(
    conn,
    sql`SELECT p.id, p.nombres, p.apellidos, p.identificacion, p.empresas_id, e.alias AS empresa_alias, p.estado, p.atributos,
               p.tipo_identificacion_id, ti.descripcion AS tipo_identificacion,
               pa.nombre AS pais_nombre, d.nombre AS departamento_nombre, c.nombre AS ciudad_nombre
          FROM personas p
          JOIN empresas e ON e.id = p.empresas_id
          LEFT JOIN tipos_identificacion ti ON ti.id = p.tipo_identificacion_id
          LEFT JOIN paises pa ON pa.id = (p.atributos ->> 'pais')::int
          LEFT JOIN departamentos d ON d.id = (p.atributos ->> 'provincia')::int
          LEFT JOIN ciudades c ON c.id = (p.atributos ->> 'ciudad')::int
         WHERE p.id = ${personaId}`,
  );
  if (!p) return undefined;
  const [contactos, perfiles] = await Promise.all([
    filas<{ id: number; tipo: 1 | 2 | 3; descripcion: 'TELEFONO' | 'CORREO' | 'DIRECCION'; contacto: string; principal: 'S' | 'N' }>(
      conn,
      sql`SELECT id, tipo, descripcion, contacto, principal FROM contactos WHERE personas_id = ${personaId} ORDER BY tipo, principal DESC, id`,
    ),
    filas<{ id: number; descripcion: string }>(
      conn,
      sql`SELECT pf.id, pf.descripcion FROM usuarios u JOIN usuarios_perfiles up ON up.usuarios_id = u.id JOIN perfiles pf ON pf.id = up.perfiles_id
           WHERE u.personas_id = ${personaId} ORDER BY up.orden, pf.id`,
    ),
  ]);
  const a = p.atributos;
  const opcion = (value: number | null | undefined, label: string | null) => (value && label ? { value, label } : null);
  return {
    id: p.id,
    nombres: p.nombres,
    apellidos: p.apellidos,
    identificacion: p.identificacion,
    empresas_id: { value: p.empresas_id, label: p.empresa_alias },
    perfiles,
    estado: p.estado,
    atributos: {
      tipo_identificacion: { value: p.tipo_identificacion_id, label: p.tipo_identificacion ?? '' },
      contactos,
      genero: a.genero ?? null,
      tipo_sangre: a.tipo_sangre ?? null,
      pais: opcion(a.pais, p.pais_nombre),
      provincia: opcion(a.provincia, p.departamento_nombre),
      ciudad: opcion(a.ciudad, p.ciudad_nombre),
      url_foto: a.url_foto ?? null,
      cliente: a.cliente ?? 'N',
      proveedor: a.proveedor ?? 'N',
      propietario: a.propietario ?? 'N',
    },
  };
}

/**
 * Saves the profile form: texts trimmed and upper-cased (e-mail lower-cased), an address of 'N/A'
 * stored empty, the location checked as one chain country → department → city.
 */
export async function guardarPerfil(conn: Conn, personaId: number, f: TPerfilForm): Promise<void> {
  const cadena = await fila<{ ok: boolean }>(
    conn,
    sql`SELECT true AS ok FROM ciudades c JOIN departamentos d ON d.id = c.departamentos_id
         WHERE c.id = ${f.ciudad} AND d.id = ${f.provincia} AND d.paises_id = ${f.pais}`,
  );
  if (!cadena) throw badRequest(MENSAJES.ciudadNoCorresponde, [{ campo: 'ciudad', mensaje: MENSAJES.seleccioneCiudad }]);

  const direccion = f.direccion.toUpperCase() === 'N/A' ? '' : f.direccion.trim().toUpperCase();
  const contactos: [number, string, string][] = [
    [TIPO_CONTACTO.TELEFONO, 'TELEFONO', f.telefono.trim()],
    [TIPO_CONTACTO.CORREO, 'CORREO', f.correo.trim().toLowerCase()],
    [TIPO_CONTACTO.DIRECCION, 'DIRECCION', direccion],
  ];
  await conn.execute(sql`
    UPDATE personas SET nombres = ${f.nombres.trim().toUpperCase()}, apellidos = ${f.apellidos.trim().toUpperCase()},
      atributos = atributos || ${JSON.stringify({ genero: f.genero ?? null, tipo_sangre: f.tipo_sangre ?? null, pais: f.pais, provincia: f.provincia, ciudad: f.ciudad })}::jsonb
    WHERE id = ${personaId}`);
  for (const [tipo, descripcion, valor] of contactos) {
    const actual = await fila<{ id: number }>(
      conn,
      sql`SELECT id FROM contactos WHERE personas_id = ${personaId} AND tipo = ${tipo} ORDER BY principal DESC, id LIMIT 1`,
    );
    if (valor === '') {
      if (actual) await conn.execute(sql`DELETE FROM contactos WHERE id = ${actual.id}`);
    } else if (actual) {
      await conn.execute(sql`UPDATE contactos SET contacto = ${valor}, principal = 'S' WHERE id = ${actual.id}`);
    } else {
      await conn.execute(
        sql`INSERT INTO contactos (personas_id, tipo, descripcion, contacto, principal) VALUES (${personaId}, ${tipo}, ${descripcion}, ${valor}, 'S')`,
      );
    }
  }
}
