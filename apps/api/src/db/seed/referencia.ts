import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { fila, type Conn } from '../client';
import { MODULOS } from '@eds/contracts/modulos';

const here = path.dirname(fileURLToPath(import.meta.url));
export const SEED_DATA_DIR = process.env.SEED_DATA_DIR ?? path.resolve(here, 'data');

interface PaisJson {
  id: number;
  iso2: string;
  nombre: string;
}
interface DepartamentoJson {
  codigo: string;
  nombre: string;
  municipios: { codigo: string; nombre: string }[];
}

export const COLOMBIA_ID = 170;
export const PERFIL_SUPERADMIN = 'SUPERADMINISTRADOR LAZO';
export const TODAS_LAS_LETRAS = 'RCUDEANX';

const TIPOS_IDENTIFICACION = [
  [13, 'CC', 'CÉDULA DE CIUDADANÍA'],
  [31, 'NIT', 'NIT'],
  [22, 'CE', 'CÉDULA DE EXTRANJERÍA'],
  [41, 'PA', 'PASAPORTE'],
  [12, 'TI', 'TARJETA DE IDENTIDAD'],
  [42, 'DIE', 'DOCUMENTO DE IDENTIFICACIÓN EXTRANJERO'],
  [47, 'PEP', 'PERMISO ESPECIAL DE PERMANENCIA'],
  [48, 'PPT', 'PERMISO POR PROTECCIÓN TEMPORAL'],
] as const;

async function leerJson<T>(archivo: string): Promise<T> {
  return JSON.parse(await readFile(path.join(SEED_DATA_DIR, archivo), 'utf8')) as T;
}

async function contar(conn: Conn, tabla: string): Promise<number> {
  const r = await fila<{ n: number }>(conn, sql.raw(`SELECT count(*)::int AS n FROM ${tabla}`));
  return r?.n ?? 0;
}

/**
 * Reference data every installation needs (countries, Colombia's departments and municipalities,
 * identification types, the module tree, the superadmin profile). Idempotent: runs at each start and
 * only writes what is missing or changed. Places are loaded once and then belong to Geografía (tipo 1 edits them):
 * a row already there is never overwritten.
 */
export async function sembrarReferencia(conn: Conn): Promise<void> {
  const paises = await leerJson<PaisJson[]>('paises.json');
  const colombia = await leerJson<DepartamentoJson[]>('colombia.json');
  const totalCiudades = colombia.reduce((n, d) => n + d.municipios.length, 0);

  if ((await contar(conn, 'paises')) !== paises.length) {
    for (const lote of trozos(paises, 200)) {
      await conn.execute(sql`
        INSERT INTO paises (id, iso2, nombre)
        SELECT * FROM jsonb_to_recordset(${JSON.stringify(lote)}::jsonb) AS x(id int, iso2 text, nombre text)
        ON CONFLICT (id) DO NOTHING`);
    }
  }
  if ((await contar(conn, 'ciudades')) !== totalCiudades) {
    const deps = colombia.map((d) => ({ id: Number(d.codigo), paises_id: COLOMBIA_ID, codigo: d.codigo, nombre: d.nombre }));
    await conn.execute(sql`
      INSERT INTO departamentos (id, paises_id, codigo, nombre)
      SELECT * FROM jsonb_to_recordset(${JSON.stringify(deps)}::jsonb) AS x(id int, paises_id int, codigo text, nombre text)
      ON CONFLICT (id) DO NOTHING`);
    const ciudades = colombia.flatMap((d) =>
      d.municipios.map((m) => ({ id: Number(m.codigo), departamentos_id: Number(d.codigo), codigo: m.codigo, nombre: m.nombre })),
    );
    for (const lote of trozos(ciudades, 400)) {
      await conn.execute(sql`
        INSERT INTO ciudades (id, departamentos_id, codigo, nombre)
        SELECT * FROM jsonb_to_recordset(${JSON.stringify(lote)}::jsonb) AS x(id int, departamentos_id int, codigo text, nombre text)
        ON CONFLICT (id) DO NOTHING`);
    }
  }
  for (const [id, codigo, descripcion] of TIPOS_IDENTIFICACION) {
    await conn.execute(sql`
      INSERT INTO tipos_identificacion (id, codigo, descripcion) VALUES (${id}, ${codigo}, ${descripcion})
      ON CONFLICT (id) DO NOTHING`);
  }
  await sembrarModulos(conn);
}

async function sembrarModulos(conn: Conn): Promise<void> {
  const filas = MODULOS.map((m) => ({ ...m }));
  // Parents first, so the self reference always points at an existing row. What the code owns (code, parent, link,
  // icon, type) follows the code on every start; the order is the seed's only for a new module, then the
  // administrator's (configuracion/modulos, like the label and the state: decision 048).
  const ordenadas = [...filas.filter((m) => m.modulos_id === null), ...filas.filter((m) => m.modulos_id !== null)];
  await conn.execute(sql`
    INSERT INTO modulos (id, modulos_id, descripcion, link, icono, tipo, orden)
    SELECT * FROM jsonb_to_recordset(${JSON.stringify(ordenadas)}::jsonb)
      AS x(id int, modulos_id int, descripcion text, link text, icono text, tipo int, orden int)
    ON CONFLICT (id) DO UPDATE SET modulos_id = EXCLUDED.modulos_id, descripcion = EXCLUDED.descripcion,
      link = EXCLUDED.link, icono = EXCLUDED.icono, tipo = EXCLUDED.tipo
    WHERE (modulos.modulos_id, modulos.descripcion, modulos.link, modulos.icono, modulos.tipo)
      IS DISTINCT FROM (EXCLUDED.modulos_id, EXCLUDED.descripcion, EXCLUDED.link, EXCLUDED.icono, EXCLUDED.tipo)`);
  let superadmin = await fila<{ id: number }>(
    conn,
    sql`SELECT id FROM perfiles WHERE descripcion = ${PERFIL_SUPERADMIN} AND negocio_id IS NULL`,
  );
  superadmin ??= await fila<{ id: number }>(
    conn,
    sql`INSERT INTO perfiles (negocio_id, descripcion, tipo) VALUES (NULL, ${PERFIL_SUPERADMIN}, 1) RETURNING id`,
  );
  // The superadmin profile holds every module with every letter, including modules added later.
  await conn.execute(sql`
    INSERT INTO perfiles_modulos (perfiles_id, modulos_id, asignaciones)
    SELECT ${superadmin!.id}, id, ${TODAS_LAS_LETRAS} FROM modulos
    ON CONFLICT (perfiles_id, modulos_id) DO UPDATE SET asignaciones = EXCLUDED.asignaciones
    WHERE perfiles_modulos.asignaciones <> EXCLUDED.asignaciones`);
}

export function trozos<T>(lista: T[], tamano: number): T[][] {
  const salida: T[][] = [];
  for (let i = 0; i < lista.length; i += tamano) salida.push(lista.slice(i, i + tamano));
  return salida;
}
