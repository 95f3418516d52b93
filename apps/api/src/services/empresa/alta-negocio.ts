import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { TIPO_EMPRESA } from '@eds/contracts/constantes';
import { PATRON_CORREO } from '@eds/contracts/validaciones';
import { fila, type Conn } from '../../db/client';
import { COLOMBIA_ID, PERFIL_SUPERADMIN } from '../../db/seed/referencia';

/**
 * A business, its root company, its domain and its first administrator, on a database that may hold nothing else
 * (`npm run negocio:crear`, docs/operations.md): what a chain needs before anyone can sign in to create the rest
 * through the screens. The administrator is a tipo 1 user with the platform's SUPERADMIN profile, at the root
 * company; the password is made here, shown once, and must be changed at the first sign-in.
 */
export const ZAltaNegocio = z.object({
  negocio: z.string().trim().min(3).max(120),
  nit: z
    .string()
    .trim()
    .regex(/^\d{6,15}$/, 'El NIT son de 6 a 15 dígitos, sin dígito de verificación'),
  host: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9.-]{1,253}$/, 'El dominio no es válido'),
  alias: z.string().trim().min(2).max(30),
  usuario: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9._-]{4,30}$/, 'El usuario son de 4 a 30 letras, números, punto, guion o guion bajo'),
  identificacion: z
    .string()
    .trim()
    .regex(/^\d{5,15}$/, 'La identificación son de 5 a 15 dígitos'),
  nombres: z.string().trim().min(2).max(60),
  apellidos: z.string().trim().min(2).max(60),
  correo: z.string().trim().regex(PATRON_CORREO, 'El correo no es válido'),
  /** DANE codes of the root company's city and department; Bogotá by default. */
  ciudad: z.number().int().positive().default(11001),
  departamento: z.number().int().positive().default(11),
});
export type TAltaNegocio = z.input<typeof ZAltaNegocio>;

export interface NegocioCreado {
  negocioId: number;
  empresaId: number;
  usuarioId: number;
  usuario: string;
}

/** Refused writes carry the reason in Spanish, for the command to print; nothing is written. */
export class AltaRechazada extends Error {}

const LETRAS = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** A first password of 16 characters from an unambiguous alphabet, with at least one digit, upper and lower case. */
export function claveInicial(): string {
  for (;;) {
    const clave = Array.from({ length: 16 }, () => LETRAS[randomInt(LETRAS.length)]).join('');
    if (/\d/.test(clave) && /[A-Z]/.test(clave) && /[a-z]/.test(clave)) return clave;
  }
}

/** Creates everything in the caller's transaction; `claveHash` is the hash of the password shown to the operator. */
export async function darDeAltaNegocio(conn: Conn, datos: TAltaNegocio, claveHash: string): Promise<NegocioCreado> {
  const d = ZAltaNegocio.parse(datos);
  const perfil = await fila<{ id: number }>(
    conn,
    sql`SELECT id FROM perfiles WHERE descripcion = ${PERFIL_SUPERADMIN} AND negocio_id IS NULL`,
  );
  if (!perfil) throw new AltaRechazada('La base de datos no tiene los datos de referencia: arranque el servidor una vez');
  if (await fila(conn, sql`SELECT 1 FROM dominios WHERE lower(host) = ${d.host}`))
    throw new AltaRechazada(`El dominio ${d.host} ya pertenece a un negocio`);
  if (await fila(conn, sql`SELECT 1 FROM usuarios WHERE usuario = ${d.usuario}`))
    throw new AltaRechazada(`El usuario ${d.usuario} ya existe`);
  if (await fila(conn, sql`SELECT 1 FROM negocios WHERE nit = ${d.nit}`))
    throw new AltaRechazada(`Ya existe un negocio con el NIT ${d.nit}`);
  const lugar = await fila<{ ciudad: string; departamento: string; pais: string }>(
    conn,
    sql`SELECT c.nombre AS ciudad, dp.nombre AS departamento, p.nombre AS pais
          FROM ciudades c JOIN departamentos dp ON dp.id = c.departamentos_id JOIN paises p ON p.id = dp.paises_id
         WHERE c.id = ${d.ciudad} AND dp.id = ${d.departamento}`,
  );
  if (!lugar) throw new AltaRechazada(`La ciudad ${d.ciudad} no pertenece al departamento ${d.departamento}`);

  const negocio = await fila<{ id: number }>(
    conn,
    sql`INSERT INTO negocios (nombre, nit, razon_social, tipo, pais_id) VALUES (${d.negocio}, ${d.nit}, ${d.negocio}, 'C', ${COLOMBIA_ID}) RETURNING id`,
  );
  const negocioId = negocio!.id;
  const empresa = await fila<{ id: number }>(
    conn,
    sql`INSERT INTO empresas (negocio_id, empresas_id, tipo, nombre, razon_social, alias, nit, pais_id, departamento_id, ciudad_id, atributos)
        VALUES (${negocioId}, NULL, ${TIPO_EMPRESA.NEGOCIO}, ${d.negocio}, ${d.negocio}, ${d.alias}, ${d.nit}, ${COLOMBIA_ID},
                ${d.departamento}, ${d.ciudad},
                ${JSON.stringify({ ciudad: lugar.ciudad, provincia: lugar.departamento, pais: lugar.pais })}::jsonb)
        RETURNING id`,
  );
  const empresaId = empresa!.id;
  const parametros = { color1: '#1a237e', color2: '#ff6f00', formato_numero: 'COP', logo: null, nombre_empresa: d.negocio };
  await conn.execute(sql`
    INSERT INTO dominios (host, negocio_id, alias, tipo, tipo_unidad, parametros)
    VALUES (${d.host}, ${negocioId}, ${d.alias}, 'DATAGAS', 'GALONES', ${JSON.stringify(parametros)}::jsonb)`);
  const persona = await fila<{ id: number }>(
    conn,
    sql`INSERT INTO personas (negocio_id, empresas_id, tipo_identificacion_id, identificacion, nombres, apellidos, atributos)
        VALUES (${negocioId}, ${empresaId}, 13, ${d.identificacion}, ${d.nombres.toUpperCase()}, ${d.apellidos.toUpperCase()},
                ${JSON.stringify({ pais: COLOMBIA_ID, provincia: d.departamento, ciudad: d.ciudad, url_foto: null, cliente: 'N', proveedor: 'N', propietario: 'N' })}::jsonb)
        RETURNING id`,
  );
  await conn.execute(
    sql`INSERT INTO contactos (personas_id, tipo, descripcion, contacto, principal) VALUES (${persona!.id}, 2, 'CORREO', ${d.correo}, 'S')`,
  );
  const usuario = await fila<{ id: number }>(
    conn,
    sql`INSERT INTO usuarios (personas_id, usuario, clave_hash, tipo, empresas_id, cambiar_clave)
        VALUES (${persona!.id}, ${d.usuario}, ${claveHash}, 1, ${empresaId}, true) RETURNING id`,
  );
  await conn.execute(sql`INSERT INTO usuarios_perfiles (usuarios_id, perfiles_id, orden) VALUES (${usuario!.id}, ${perfil.id}, 0)`);
  return { negocioId, empresaId, usuarioId: usuario!.id, usuario: d.usuario };
}
