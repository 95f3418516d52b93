import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES } from '@eds/contracts/mensajes';
import { MENSAJES_CATALOGO as C } from '@eds/contracts/configuracion/catalogo';
import { MENSAJES_PERFIL as P } from '@eds/contracts/perfiles/perfiles';
import { filas, fila } from '../src/db/client';
import { conToken, contar, crearApp, ingresar, type AppDePrueba } from './helper';
import { idsDemo } from './factories';

/** Profiles and grants (SCREENS.md G09): CRUD(perfil), the grant tree, and grants honoured at the next request. */
let t: AppDePrueba;
let admin: ReturnType<typeof conToken>;
let consulta: ReturnType<typeof conToken>;
let adminEds: ReturnType<typeof conToken>;
let raiz: number;
let estacionAdminEds: number;

interface Nodo {
  id: number;
  modulos_id: number | null;
  descripcion: string;
  asignaciones: string;
  disponibles: string;
}

async function perfilId(descripcion: string): Promise<number> {
  const r = await fila<{ id: number }>(
    t.database.db,
    sql`SELECT id FROM perfiles WHERE descripcion = ${descripcion} AND negocio_id IS NOT NULL`,
  );
  return r!.id;
}

async function arbol(quien: ReturnType<typeof conToken>, id: number): Promise<Nodo[]> {
  const r = await quien('GET', `/api/perfil/${id}/modulos`);
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data.modulos as Nodo[];
}

/** The profile's current grants plus (or minus, with '') the given modules, saved by `quien`. */
async function conceder(quien: ReturnType<typeof conToken>, id: number, cambios: Record<string, string>) {
  const nodos = await arbol(admin, id);
  const porNombre = new Map(nodos.map((n) => [n.descripcion, n]));
  const letras = new Map(nodos.filter((n) => n.asignaciones).map((n) => [n.id, n.asignaciones]));
  for (const [nombre, l] of Object.entries(cambios)) letras.set(porNombre.get(nombre)!.id, l);
  return quien('PUT', `/api/perfil/${id}/modulos`, {
    modulos: [...letras].map(([modulos_id, asignaciones]) => ({ modulos_id, asignaciones })),
  });
}

beforeAll(async () => {
  t = await crearApp();
  admin = conToken(t.app, (await ingresar(t.app, 'SUPERADMIN')).token);
  consulta = conToken(t.app, (await ingresar(t.app, 'CONSULTA')).token);
  const eds = await ingresar(t.app, 'ADMINEDS');
  adminEds = conToken(t.app, eds.token);
  estacionAdminEds = eds.data.empresas_id;
  ({ raiz } = await idsDemo(t.database));
});
afterAll(async () => t.cerrar());

describe('profiles', () => {
  it('lists the business profiles one page at a time, with holders and whether the caller holds one', async () => {
    const r = await admin('GET', `/api/perfil/empresa/${raiz}?limite=2&orden=descripcion:asc`);
    expect(r.statusCode, r.body).toBe(200);
    // The demo's four tenant profiles (COMPRAS among them, decision 069) and the platform operator's (decision 059).
    expect(r.json().paginacion).toEqual({ total: 5, limite: 2, desde: 0 });
    expect(r.json().data.map((p: { descripcion: string }) => p.descripcion)).toEqual(['ADMINISTRADOR DE ESTACION', 'ADMINISTRADOR ZONAL']);
    const buscar = await admin('GET', `/api/perfil/empresa/${raiz}?buscar=consul`);
    expect(buscar.json().data).toEqual([
      expect.objectContaining({ descripcion: 'CONSULTA', tipo: 7, estado: 'A', usuarios: 1, propio: false }),
    ]);
  });

  it('creates with the field messages first, refuses a repeated name and a type the user may not assign, and edits', async () => {
    const antes = await contar(t.database, 'perfiles');
    const vacio = await admin('POST', '/api/perfil', { empresa_id: raiz, descripcion: '  ', tipo: '' });
    expect(vacio.statusCode).toBe(400);
    expect(vacio.json().errores).toEqual(
      expect.arrayContaining([
        { campo: 'descripcion', mensaje: MENSAJES.campoObligatorio },
        { campo: 'tipo', mensaje: MENSAJES.campoObligatorioCorto },
      ]),
    );
    const largo = await admin('POST', '/api/perfil', { empresa_id: raiz, descripcion: 'X'.repeat(31), tipo: 7 });
    expect(largo.statusCode).toBe(400);
    expect(await contar(t.database, 'perfiles')).toBe(antes);

    const creado = await admin('POST', '/api/perfil', { empresa_id: raiz, descripcion: ' cajeros norte ', tipo: 7 });
    expect(creado.statusCode, creado.body).toBe(200);
    expect(creado.json().mensaje).toBe(C.creado);
    const id = creado.json().data.id as number;
    const leido = await admin('GET', `/api/perfil/${id}`);
    expect(leido.json().data).toMatchObject({ descripcion: 'CAJEROS NORTE', tipo: 7, usuarios: 0, modulos: 0 });

    const repetido = await admin('POST', '/api/perfil', { empresa_id: raiz, descripcion: 'consulta', tipo: 8 });
    expect(repetido.statusCode).toBe(400);
    expect(repetido.json().errores).toEqual([{ campo: 'descripcion', mensaje: P.nombreRepetido }]);

    const editado = await admin('PUT', '/api/perfil', { id, empresa_id: raiz, descripcion: 'cajeros del norte', tipo: 8 });
    expect(editado.statusCode, editado.body).toBe(200);
    expect((await admin('GET', `/api/perfil/${id}`)).json().data).toMatchObject({ descripcion: 'CAJEROS DEL NORTE', tipo: 8 });

    const inactivo = await admin('PUT', `/api/perfil/${id}/I`);
    expect(inactivo.json().mensaje).toBe(C.inactivado);
    const activos = await admin('GET', `/api/perfil/empresa/${raiz}?estado=A`);
    expect(activos.json().data.map((p: { id: number }) => p.id)).not.toContain(id);
  });

  it('serves perfil/tipo with the types the caller may assign', async () => {
    const r = await admin('GET', `/api/perfil/tipo/5,7/empresa/${raiz}`);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data.map((p: { descripcion: string }) => p.descripcion)).toEqual(['ADMINISTRADOR DE ESTACION', 'CONSULTA']);
    // SUPERADMIN (type 1) also sees the global profile.
    const uno = await admin('GET', `/api/perfil/tipo/1/empresa/${raiz}`);
    expect(uno.json().data.map((p: { tipo: number }) => p.tipo)).toEqual([1]);
    const mala = await admin('GET', `/api/perfil/tipo/9/empresa/${raiz}`);
    expect(mala.statusCode).toBe(400);
  });

  it("a grant change reaches the holder's next request: allowed after granting, refused after revoking", async () => {
    const id = await perfilId('CONSULTA');
    const antes = await consulta('GET', `/api/unidad/empresa/${raiz}`);
    expect(antes.statusCode).toBe(403);
    expect(antes.json().mensaje).toBe(MENSAJES.sinPermisoModulo);

    const r = await conceder(admin, id, { 'GESTION UNIDADES': 'R' });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().mensaje).toBe(P.permisosGuardados);
    // The section above the screen came along with R, so the menu reaches it.
    const nodos = await arbol(admin, id);
    const unidades = nodos.find((n) => n.descripcion === 'GESTION UNIDADES')!;
    expect(unidades.asignaciones).toBe('R');
    expect(nodos.find((n) => n.id === unidades.modulos_id)!.asignaciones).toContain('R');

    // The change is in the audit trail, by the user who made it.
    const auditoria = await filas<{ usuarios_id: number; letras: string }>(
      t.database.db,
      sql`SELECT usuarios_id, despues->>'asignaciones' AS letras FROM auditoria
           WHERE tabla = 'perfiles_modulos' AND accion = 'INSERT' AND (despues->>'modulos_id')::int = ${unidades.id}
             AND (despues->>'perfiles_id')::int = ${id}`,
    );
    const superadmin = await fila<{ id: number }>(t.database.db, sql`SELECT id FROM usuarios WHERE usuario = 'SUPERADMIN'`);
    expect(auditoria).toEqual([{ usuarios_id: superadmin!.id, letras: 'R' }]);

    const despues = await consulta('GET', `/api/unidad/empresa/${raiz}`);
    expect(despues.statusCode).toBe(200);
    const sesion = await consulta('GET', '/api/v1/session');
    expect(sesion.json().data.modulos.map((m: { descripcion: string }) => m.descripcion)).toContain('GESTION UNIDADES');
    const crear = await consulta('POST', '/api/unidad', {
      empresa_id: raiz,
      codigo: 'X1',
      descripcion: 'X',
      abreviatura: 'X',
      codigo_dian: 'XBX',
      factor: 1,
    });
    expect(crear.statusCode).toBe(403);
    expect(crear.json().mensaje).toBe(MENSAJES.sinPermisoAccion);

    expect((await conceder(admin, id, { 'GESTION UNIDADES': '' })).statusCode).toBe(200);
    const revocado = await consulta('GET', `/api/unidad/empresa/${raiz}`);
    expect(revocado.statusCode).toBe(403);
  });

  it('a user grants only letters they hold and never edits a profile they hold', async () => {
    const propioId = await perfilId('CONSULTA');
    expect((await conceder(admin, propioId, { 'GESTION PERFILES': 'RCU' })).statusCode).toBe(200);
    const otro = await consulta('POST', '/api/perfil', { empresa_id: raiz, descripcion: 'lectores', tipo: 8 });
    expect(otro.statusCode, otro.body).toBe(200);
    const id = otro.json().data.id as number;

    const nodos = await arbol(consulta, id);
    expect(nodos.find((n) => n.descripcion === 'GESTION PERFILES')!.disponibles).toBe('RCU');
    expect(nodos.find((n) => n.descripcion === 'GESTION UNIDADES')!.disponibles).toBe('');

    const antes = await contar(t.database, 'perfiles_modulos');
    const ajeno = await conceder(consulta, id, { 'GESTION UNIDADES': 'R' });
    expect(ajeno.statusCode).toBe(403);
    expect(ajeno.json().mensaje).toBe(P.sinOtorgar);
    const letraDeMas = await conceder(consulta, id, { 'GESTION PERFILES': 'RD' });
    expect(letraDeMas.statusCode).toBe(403);
    expect(await contar(t.database, 'perfiles_modulos')).toBe(antes);

    const bien = await conceder(consulta, id, { 'GESTION PERFILES': 'R' });
    expect(bien.statusCode, bien.body).toBe(200);
    const guardadas = await filas<{ asignaciones: string }>(
      t.database.db,
      sql`SELECT pm.asignaciones FROM perfiles_modulos pm JOIN modulos m ON m.id = pm.modulos_id WHERE pm.perfiles_id = ${id} AND m.descripcion = 'GESTION PERFILES'`,
    );
    expect(guardadas).toEqual([{ asignaciones: 'R' }]);

    const mio = await conceder(consulta, propioId, { 'GESTION PERFILES': 'R' });
    expect(mio.statusCode).toBe(403);
    expect(mio.json().mensaje).toBe(P.propio);
    const tipo = await consulta('POST', '/api/perfil', { empresa_id: raiz, descripcion: 'jefes', tipo: 3 });
    expect(tipo.statusCode).toBe(400);
    expect(tipo.json().errores).toEqual([{ campo: 'tipo', mensaje: P.tipoNoPermitido }]);
  });

  it('a station administrator cannot manage profiles, even holding the module', async () => {
    const id = await perfilId('ADMINISTRADOR DE ESTACION');
    expect((await conceder(admin, id, { 'GESTION PERFILES': 'RCU' })).statusCode).toBe(200);
    const lista = await adminEds('GET', `/api/perfil/empresa/${estacionAdminEds}`);
    expect(lista.statusCode).toBe(403);
    expect(lista.json().mensaje).toBe(P.soloNegocio);
    const crear = await adminEds('POST', '/api/perfil', { empresa_id: estacionAdminEds, descripcion: 'otro', tipo: 7 });
    expect(crear.statusCode).toBe(403);
    const consultaId = await perfilId('CONSULTA');
    const editar = await adminEds('PUT', `/api/perfil/${consultaId}/modulos`, { modulos: [] });
    expect(editar.statusCode).toBe(403);
  });
});
