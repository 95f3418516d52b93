import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES_CATALOGO as C } from '@eds/contracts/configuracion/catalogo';
import { MENSAJES_DESCUENTO_MANUAL as M } from '@eds/contracts/descuentos';
import { MENSAJES } from '@eds/contracts/mensajes';
import { fila, filas } from '../src/db/client';
import { conToken, contar, crearApp, ingresar, type AppDePrueba } from './helper';
import { idsDemo } from './factories';

/**
 * Descuentos manuales (SCREENS.md G18): CRUD(`descuento-manual`) on the catalogue kit, each reason with the highest
 * percentage every listed profile may grant, kept to the caller's business.
 */
let t: AppDePrueba;
let admin: ReturnType<typeof conToken>;
let raiz: number;
let perfilEds: number;
let perfilZonal: number;

const motivo = (extra: Record<string, unknown> = {}) => ({
  empresa_id: raiz,
  codigo: 'fidel',
  descripcion: 'cliente frecuente',
  perfiles: [
    { perfil_id: perfilEds, porcentaje_maximo: 5 },
    { perfil_id: perfilZonal, porcentaje_maximo: 12.5 },
  ],
  ...extra,
});

const maximos = (id: number) =>
  filas<{ perfil_id: number; porcentaje_maximo: string }>(
    t.database.db,
    sql`SELECT perfil_id, porcentaje_maximo::text AS porcentaje_maximo FROM descuentos_manuales_perfiles WHERE descuento_manual_id = ${id} ORDER BY perfil_id`,
  );

beforeAll(async () => {
  t = await crearApp();
  ({ raiz } = await idsDemo(t.database));
  admin = conToken(t.app, (await ingresar(t.app, 'SUPERADMIN')).token);
  const perfil = async (descripcion: string) =>
    (await fila<{ id: number }>(t.database.db, sql`SELECT id FROM perfiles WHERE descripcion = ${descripcion}`))!.id;
  perfilEds = await perfil('ADMINISTRADOR DE ESTACION');
  perfilZonal = await perfil('ADMINISTRADOR ZONAL');
});
afterAll(async () => t.cerrar());

describe('CRUD descuento-manual', () => {
  it('creates a reason with its profiles, lists, edits, switches and deletes it', async () => {
    const creado = await admin('POST', '/api/descuento-manual', motivo());
    expect(creado.statusCode, creado.body).toBe(200);
    expect(creado.json().mensaje).toBe(C.creado);
    const id = creado.json().data.id as number;
    expect(await maximos(id)).toEqual(
      [
        { perfil_id: perfilEds, porcentaje_maximo: '5.00' },
        { perfil_id: perfilZonal, porcentaje_maximo: '12.50' },
      ].sort((a, b) => a.perfil_id - b.perfil_id),
    );
    const lista = await admin('GET', `/api/descuento-manual/empresa/${raiz}?buscar=fidel`);
    expect(lista.json().data[0]).toMatchObject({ id, codigo: 'FIDEL', descripcion: 'CLIENTE FRECUENTE', estado: 'A' });
    expect(lista.json().data[0].perfiles).toHaveLength(2);

    const editado = await admin('PUT', '/api/descuento-manual', {
      ...motivo({ perfiles: [{ perfil_id: perfilEds, porcentaje_maximo: 8 }] }),
      id,
    });
    expect(editado.json().mensaje).toBe(C.editado);
    expect(await maximos(id)).toEqual([{ perfil_id: perfilEds, porcentaje_maximo: '8.00' }]);

    expect((await admin('PUT', `/api/descuento-manual/${id}/I`)).json().mensaje).toBe(C.inactivado);
    expect((await admin('DELETE', `/api/descuento-manual/${id}`)).json().mensaje).toBe(C.eliminado);
    expect(await maximos(id)).toEqual([]);
  });

  it('refuses no profiles, a repeated one, a percentage above 100 and a repeated code, writing nothing', async () => {
    const primero = await admin('POST', '/api/descuento-manual', motivo({ codigo: 'unico' }));
    expect(primero.statusCode).toBe(200);
    const antes = await contar(t.database, 'descuentos_manuales');
    const vacio = await admin('POST', '/api/descuento-manual', motivo({ codigo: 'otro', perfiles: [] }));
    expect(vacio.json().errores).toEqual([{ campo: 'perfiles', mensaje: M.perfilesRequeridos }]);
    const malos = await admin(
      'POST',
      '/api/descuento-manual',
      motivo({
        codigo: 'otro',
        perfiles: [
          { perfil_id: perfilEds, porcentaje_maximo: 101 },
          { perfil_id: perfilEds, porcentaje_maximo: 5 },
        ],
      }),
    );
    expect(malos.statusCode).toBe(400);
    expect(malos.json().errores).toEqual(
      expect.arrayContaining([
        { campo: 'perfiles.0.porcentaje_maximo', mensaje: M.porcentajeMaximo },
        { campo: 'perfiles.1.perfil_id', mensaje: M.perfilRepetido },
      ]),
    );
    const repetido = await admin('POST', '/api/descuento-manual', motivo({ codigo: 'unico' }));
    expect(repetido.json().errores).toEqual([{ campo: 'codigo', mensaje: C.codigoRepetido }]);
    const ajeno = await admin(
      'POST',
      '/api/descuento-manual',
      motivo({ codigo: 'ajeno', perfiles: [{ perfil_id: 999_999, porcentaje_maximo: 5 }] }),
    );
    expect(ajeno.json().mensaje).toBe(M.perfilAjeno);
    expect(await contar(t.database, 'descuentos_manuales')).toBe(antes);
  });

  it('offers the business profiles and needs the DESCUENTOS module', async () => {
    const perfiles = (await admin('GET', '/api/descuento-manual/perfiles')).json().data as { id: number }[];
    expect(perfiles.map((p) => p.id)).toEqual(expect.arrayContaining([perfilEds, perfilZonal]));
    const eds = conToken(t.app, (await ingresar(t.app, 'ADMINEDS')).token);
    const r = await eds('GET', `/api/descuento-manual/empresa/${raiz}`);
    expect(r.statusCode).toBe(403);
    expect(r.json().mensaje).toBe(MENSAJES.sinPermisoModulo);
  });
});
