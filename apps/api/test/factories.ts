import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { fila } from '../src/db/client';
import { crearEmpresa, crearUsuario } from '../src/demo/sembrar';
import { hashClave } from '../src/lib/claves';
import { marcarOperadorPlataforma } from '../src/services/plataforma/operador';
import { TIPO_EMPRESA } from '@eds/contracts/constantes';
import { CLAVE_DEMO, conToken, ingresar, type AppDePrueba } from './helper';

let secuencia = 0;
const unico = () => `${Date.now().toString(36)}${(secuencia++).toString(36)}`.toUpperCase();

export interface NegocioDePrueba {
  negocioId: number;
  raizId: number;
  estacionId: number;
  usuario: string;
  personaId: number;
  clave: string;
}

/**
 * Another business with its own domain, root company, one station and an administrator holding every
 * module (built per test, never shared): used to prove that nothing crosses businesses.
 */
export async function crearOtroNegocio(database: Database, overrides: { host?: string; clave?: string } = {}): Promise<NegocioDePrueba> {
  const clave = overrides.clave ?? 'otra-clave-2026';
  const sufijo = unico();
  return database.db.transaction(async (tx) => {
    const negocio = await fila<{ id: number }>(
      tx,
      sql`INSERT INTO negocios (nombre, nit) VALUES (${`NEGOCIO ${sufijo}`}, ${`8${Math.floor(Math.random() * 1e8)}`}) RETURNING id`,
    );
    const negocioId = negocio!.id;
    const raizId = await crearEmpresa(
      tx,
      negocioId,
      null,
      TIPO_EMPRESA.NEGOCIO,
      `RAIZ ${sufijo}`,
      `RAIZ ${sufijo} S.A.S.`,
      5001,
      5,
      6.2,
      -75.5,
      'CALLE 1',
    );
    const estacionId = await crearEmpresa(
      tx,
      negocioId,
      raizId,
      TIPO_EMPRESA.EDS,
      `EDS ${sufijo}`,
      `EDS ${sufijo}`,
      5001,
      5,
      6.2,
      -75.5,
      'CALLE 2',
    );
    await tx.execute(sql`
      INSERT INTO dominios (host, negocio_id, alias, tipo, parametros)
      VALUES (${overrides.host ?? `${sufijo.toLowerCase()}.example.co`}, ${negocioId}, ${`NEGOCIO ${sufijo}`}, 'FUELLY',
              ${JSON.stringify({ color1: '#000000', color2: '#ffffff', formato_numero: 'us', logo: null, nombre_empresa: `NEGOCIO ${sufijo}` })}::jsonb)`);
    const perfil = await fila<{ id: number }>(tx, sql`SELECT id FROM perfiles WHERE descripcion = 'SUPERADMINISTRADOR LAZO'`);
    const usuario = `ADMIN${sufijo}`;
    const { personaId } = await crearUsuario(tx, {
      negocioId,
      empresaId: raizId,
      usuario,
      tipo: 1,
      perfil: perfil!.id,
      clave: await hashClave(clave),
      identificacion: `9${Math.floor(Math.random() * 1e9)}`,
      nombres: 'OTRO',
      apellidos: 'ADMINISTRADOR',
      correo: `${sufijo.toLowerCase()}@example.co`,
      telefono: '3100000000',
      ciudad: 5001,
      departamento: 5,
    });
    return { negocioId, raizId, estacionId, usuario, personaId, clave };
  });
}

/** Demo ids the tests refer to, read from the seeded database instead of assumed. */
export async function idsDemo(database: Database) {
  const q = async (consulta: ReturnType<typeof sql>) => (await fila<{ id: number }>(database.db, consulta))!.id;
  return {
    raiz: await q(sql`SELECT id FROM empresas WHERE alias = 'COMBUSTIBLES ANDINOS'`),
    caribe: await q(sql`SELECT id FROM empresas WHERE alias = 'REGIONAL CARIBE'`),
    andina: await q(sql`SELECT id FROM empresas WHERE alias = 'REGIONAL ANDINA'`),
    barranquilla: await q(sql`SELECT id FROM empresas WHERE alias = 'EDS BARRANQUILLA CENTRO'`),
    cartagena: await q(sql`SELECT id FROM empresas WHERE alias = 'EDS CARTAGENA BOCAGRANDE'`),
    bogota: await q(sql`SELECT id FROM empresas WHERE alias = 'EDS BOGOTA NORTE'`),
    personaSuperadmin: await q(sql`SELECT personas_id AS id FROM usuarios WHERE usuario = 'SUPERADMIN'`),
    personaAdminEds: await q(sql`SELECT personas_id AS id FROM usuarios WHERE usuario = 'ADMINEDS'`),
    personaConsulta: await q(sql`SELECT personas_id AS id FROM usuarios WHERE usuario = 'CONSULTA'`),
    usuarioAdminEds: await q(sql`SELECT id FROM usuarios WHERE usuario = 'ADMINEDS'`),
  };
}

/**
 * A user of the company's business whose profile (of user `tipo`) holds only `modulos` with `letras`, signed in: the
 * client the scoping tests call with (a station user that must not reach a sibling station, a reader without C...).
 */
export async function usuarioConModulos(
  t: AppDePrueba,
  usuario: string,
  empresaId: number,
  modulos: readonly string[],
  letras: string,
  tipo = 5,
): Promise<ReturnType<typeof conToken>> {
  const negocioId = (await fila<{ negocio_id: number }>(t.database.db, sql`SELECT negocio_id FROM empresas WHERE id = ${empresaId}`))!
    .negocio_id;
  const perfil = await fila<{ id: number }>(
    t.database.db,
    sql`INSERT INTO perfiles (negocio_id, descripcion, tipo) VALUES (${negocioId}, ${`PERFIL ${usuario}`}, ${tipo}) RETURNING id`,
  );
  await t.database.db.execute(sql`
    INSERT INTO perfiles_modulos (perfiles_id, modulos_id, asignaciones)
    SELECT ${perfil!.id}, id, ${letras} FROM modulos WHERE descripcion = ANY(${`{${modulos.map((m) => `"${m}"`).join(',')}}`}::text[])`);
  await crearUsuario(t.database.db, {
    negocioId,
    empresaId,
    usuario,
    tipo,
    perfil: perfil!.id,
    clave: await hashClave(CLAVE_DEMO),
    identificacion: `7${Math.floor(Math.random() * 1e9)}`,
    nombres: usuario,
    apellidos: 'PRUEBA',
    correo: `${usuario.toLowerCase()}@example.co`,
    telefono: '3100000000',
    ciudad: 8001,
    departamento: 8,
  });
  return conToken(t.app, (await ingresar(t.app, usuario)).token);
}

/**
 * Marks a demo user as the platform operator (decision 059), as `npm run plataforma:operador` does: for tests whose
 * all-module administrator also writes the shared catalogues. Its open sessions are resolved again by the trigger.
 */
export async function hacerOperadorPlataforma(database: Database, usuario: string): Promise<void> {
  if (!(await marcarOperadorPlataforma(database.db, usuario, true))) throw new Error(`no existe el usuario ${usuario}`);
}
