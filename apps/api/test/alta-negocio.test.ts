import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES } from '@eds/contracts/mensajes';
import { fila } from '../src/db/client';
import { enTransaccion } from '../src/db/context';
import { PERFIL_SUPERADMIN } from '../src/db/seed/referencia';
import { hashClave } from '../src/lib/claves';
import { AltaRechazada, claveInicial, darDeAltaNegocio, type TAltaNegocio } from '../src/services/empresa/alta-negocio';
import { conToken, crearApp, ingresar, type AppDePrueba } from './helper';

/**
 * The first business of a database (`npm run negocio:crear`): its root company, domain and administrator, who signs
 * in only through the new domain, must choose a password first, and sees that business alone.
 */
let t: AppDePrueba;
const db = () => t.database.db;

beforeAll(async () => {
  t = await crearApp();
});
afterAll(() => t.cerrar());

const DATOS: TAltaNegocio = {
  negocio: 'ESTACIONES DEL NORTE S.A.S.',
  nit: '900123456',
  alias: 'EDS DEL NORTE',
  host: 'BackOffice.eds-norte.test',
  usuario: 'admin.norte',
  identificacion: '80123456',
  nombres: 'Ana María',
  apellidos: 'Gómez Ruiz',
  correo: 'ana.gomez@eds-norte.test',
};

const ingresarPor = (host: string, user: string, pass: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/signin/', payload: { user, pass }, headers: { host } });

const cuantos = async () =>
  (await fila<{ negocios: number; usuarios: number; dominios: number }>(
    db(),
    sql`SELECT (SELECT count(*) FROM negocios)::int AS negocios, (SELECT count(*) FROM usuarios)::int AS usuarios,
               (SELECT count(*) FROM dominios)::int AS dominios`,
  ))!;

describe('the first business and its administrator', () => {
  it('creates them; the administrator signs in through the new domain only, chooses a password, and sees that business alone', async () => {
    const clave = claveInicial();
    expect(clave).toMatch(/^[A-Za-z2-9]{16}$/);
    const r = await enTransaccion(db(), { usuarioId: null }, async (tx) => darDeAltaNegocio(tx, DATOS, await hashClave(clave)));
    expect(r.usuario).toBe('ADMIN.NORTE');
    const guardado = await fila<{ tipo: number; cambiar_clave: boolean; empresas_id: number; perfil: string; host: string }>(
      db(),
      sql`SELECT u.tipo, u.cambiar_clave, u.empresas_id, p.descripcion AS perfil, d.host
            FROM usuarios u JOIN usuarios_perfiles up ON up.usuarios_id = u.id JOIN perfiles p ON p.id = up.perfiles_id
            JOIN dominios d ON d.negocio_id = ${r.negocioId}
           WHERE u.id = ${r.usuarioId}`,
    );
    expect(guardado).toEqual({
      tipo: 1,
      cambiar_clave: true,
      empresas_id: r.empresaId,
      perfil: PERFIL_SUPERADMIN,
      host: 'backoffice.eds-norte.test',
    });

    // Through the demo business's domain the user does not exist.
    const ajeno = await ingresarPor('localhost', 'ADMIN.NORTE', clave);
    expect(ajeno.statusCode).toBe(401);
    // Through its own domain it must choose a password before any session opens.
    const vencida = await ingresarPor('backoffice.eds-norte.test', 'ADMIN.NORTE', clave);
    expect(vencida.json()).toMatchObject({ mensaje: MENSAJES.claveVencida, data: { expired_pass: true } });
    const propia = await t.app.inject({
      method: 'POST',
      url: '/api/persona/restablecer-clave',
      payload: { token: vencida.json().data.token_clave, clave: 'Norte-Propia-2026' },
    });
    expect(propia.statusCode).toBe(200);
    const sesion = await ingresarPor('backoffice.eds-norte.test', 'ADMIN.NORTE', 'Norte-Propia-2026');
    expect(sesion.statusCode).toBe(200);
    const token = sesion.json().data.token as string;
    expect(sesion.json().data.empresas_id).toBe(r.empresaId);

    // Its scope is its own business: the demo's companies are refused, its root company answers.
    const demo = await ingresar(t.app, 'SUPERADMIN');
    const propiaEmpresa = await conToken(t.app, token)('GET', `/api/empresa/fecha-cierre/${r.empresaId}`);
    expect(propiaEmpresa.statusCode).toBe(200);
    const ajena = await conToken(t.app, token)('GET', `/api/empresa/fecha-cierre/${demo.data.empresas_id}`);
    expect(ajena.statusCode).toBe(403);
    expect(ajena.json().mensaje).toBe(MENSAJES.empresaFueraDeAlcance);
    // And the demo's administrator does not reach the new business either.
    const alReves = await conToken(t.app, demo.token)('GET', `/api/empresa/fecha-cierre/${r.empresaId}`);
    expect(alReves.statusCode).toBe(403);
  });

  it('refuses a domain, a user or a NIT already taken, and a city of another department, writing nothing', async () => {
    const antes = await cuantos();
    const intentar = (cambios: Partial<TAltaNegocio>) =>
      enTransaccion(db(), { usuarioId: null }, (tx) => darDeAltaNegocio(tx, { ...DATOS, ...cambios }, 'hash'));
    await expect(intentar({ host: 'localhost', usuario: 'OTRO.USUARIO', nit: '900999111' })).rejects.toThrow(
      new AltaRechazada('El dominio localhost ya pertenece a un negocio'),
    );
    await expect(intentar({ host: 'otro.test', usuario: 'SUPERADMIN', nit: '900999111' })).rejects.toThrow(
      'El usuario SUPERADMIN ya existe',
    );
    await expect(intentar({ host: 'otro.test', usuario: 'OTRO.USUARIO', nit: '900123456' })).rejects.toThrow(
      'Ya existe un negocio con el NIT 900123456',
    );
    await expect(
      intentar({ host: 'otro.test', usuario: 'OTRO.USUARIO', nit: '900999111', ciudad: 5001, departamento: 11 }),
    ).rejects.toThrow('La ciudad 5001 no pertenece al departamento 11');
    expect(await cuantos()).toEqual(antes);
  });

  it('the command refuses bad arguments with the field and its message, and writes nothing', () => {
    const raiz = path.resolve(import.meta.dirname, '../../..');
    const r = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'apps/api/src/admin/crear-negocio.ts', '--negocio', 'X', '--nit', '12-3', '--dominio', 'a b', '--correo', 'no'],
      { cwd: raiz, encoding: 'utf8', env: { ...process.env, DATA_DIR: '/nonexistent-never-opened' } },
    );
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('--nit: El NIT son de 6 a 15 dígitos, sin dígito de verificación');
    expect(r.stderr).toContain('--dominio: El dominio no es válido');
    expect(r.stderr).toContain('--correo: El correo no es válido');
    expect(r.stderr).toContain('Uso: npm run negocio:crear');
  });
});
