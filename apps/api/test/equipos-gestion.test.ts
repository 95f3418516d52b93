import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES_CATALOGO as C } from '@eds/contracts/configuracion/catalogo';
import { MENSAJES_TIPO_EQUIPO } from '@eds/contracts/configuracion/tipos-equipo';
import { MENSAJES } from '@eds/contracts/mensajes';
import { MENSAJES_OPERACION as M } from '@eds/contracts/mensajes-operacion';
import { fila } from '../src/db/client';
import { conToken, contar, crearApp, ingresar, type AppDePrueba } from './helper';
import { idsDemo, usuarioConModulos } from './factories';

/** SCREENS.md G05 "Equipo" (Gestión de equipos): the list, enrolment, edition, A/I, token issue and revocation, with scope. */
let t: AppDePrueba;
let ids: Awaited<ReturnType<typeof idsDemo>>;
let admin: ReturnType<typeof conToken>;
let estacion: ReturnType<typeof conToken>;
let revocador: ReturnType<typeof conToken>;
let zonal: ReturnType<typeof conToken>;

/** A user of the demo business holding Gestión de equipos with the given letters, on one company. */
const usuarioEquipos = (usuario: string, empresaId: number, tipo: number, letras: string) =>
  usuarioConModulos(t, usuario, empresaId, ['GESTION EQUIPOS', 'ISLAS'], letras, tipo);

const equipo = (extra: Record<string, unknown> = {}) => ({
  empresa_id: ids.barranquilla,
  alias: 'pos prueba g05',
  tipo: 'POS',
  serial: 'sn-g05-1',
  ip: '10.0.0.21',
  mac: 'aa:bb:cc:dd:ee:01',
  identificador_dispositivo: 'dev-g05-1',
  tipos_negocio: ['C'],
  ...extra,
});

type Fila = { id: number; alias: string; empresa_id: number; token_activo: boolean; ultima_conexion: string | null; conectado: boolean };
const lista = async (quien: ReturnType<typeof conToken>, url: string) => {
  const r = await quien('GET', url);
  expect(r.statusCode, r.body).toBe(200);
  return r.json<{ data: Fila[]; paginacion: { total: number } }>();
};

beforeAll(async () => {
  t = await crearApp();
  ids = await idsDemo(t.database);
  admin = conToken(t.app, (await ingresar(t.app, 'SUPERADMIN')).token);
  estacion = await usuarioEquipos('EQUIPOSEDS', ids.barranquilla, 5, 'RCUE');
  revocador = await usuarioEquipos('EQUIPOSREV', ids.barranquilla, 5, 'RUX');
  // Type 4 on a regional company: its own subtree (type 3 reaches every station of the business).
  zonal = await usuarioEquipos('EQUIPOSZON', ids.caribe, 4, 'R');
});
afterAll(async () => t.cerrar());

describe('Gestión de equipos (G05)', () => {
  let id: number;

  it('enrols a device at the own station, refusing bad input with the screen texts and writing nothing', async () => {
    const antes = await contar(t.database, 'equipos');
    const malo = await estacion('POST', '/api/equipo', equipo({ alias: '', ip: '300.1.1.1', mac: 'zz', tipos_negocio: [] }));
    expect(malo.statusCode).toBe(400);
    expect(malo.json().errores).toEqual(
      expect.arrayContaining([
        { campo: 'alias', mensaje: MENSAJES.campoObligatorio },
        { campo: 'ip', mensaje: 'Dirección IP no válida' },
        { campo: 'mac', mensaje: 'Dirección MAC no válida' },
        { campo: 'tipos_negocio', mensaje: 'Seleccione al menos un negocio' },
      ]),
    );
    const largo = await estacion('POST', '/api/equipo', equipo({ alias: 'X'.repeat(31) }));
    expect(largo.statusCode).toBe(400);
    expect(await contar(t.database, 'equipos')).toBe(antes);

    const creado = await estacion('POST', '/api/equipo', equipo());
    expect(creado.statusCode, creado.body).toBe(200);
    expect(creado.json().mensaje).toBe(M.dispositivosGuardados);
    id = creado.json().data.id as number;
    const guardado = await fila(
      t.database.db,
      sql`SELECT alias, serial, mac, identificador_dispositivo, tipos_negocio, estado FROM equipos WHERE id = ${id}`,
    );
    expect(guardado).toEqual({
      alias: 'POS PRUEBA G05',
      serial: 'SN-G05-1',
      mac: 'AA:BB:CC:DD:EE:01',
      identificador_dispositivo: 'dev-g05-1',
      tipos_negocio: ['C'],
      estado: 'A',
    });

    const repetido = await estacion('POST', '/api/equipo', equipo({ alias: 'otro', serial: 'SN-G05-1' }));
    expect(repetido.statusCode).toBe(400);
    expect(repetido.json().mensaje).toBe(M.serialRepetido);
  });

  it('lists, searches, filters and sorts the devices of the stations in scope', async () => {
    const propia = await lista(estacion, `/api/equipo/empresa/${ids.barranquilla}?buscar=prueba g05&limite=10`);
    expect(propia.paginacion.total).toBe(1);
    expect(propia.data[0]).toMatchObject({ id, alias: 'POS PRUEBA G05', token_activo: false, ultima_conexion: null, conectado: false });

    // The whole business under the root, for a business user; one station and one type by filter.
    const todas = await lista(admin, `/api/equipo/empresa/${ids.raiz}?limite=500`);
    expect(new Set(todas.data.map((e) => e.empresa_id)).size).toBeGreaterThan(2);
    const filtradas = await lista(admin, `/api/equipo/empresa/${ids.raiz}?estacion_id=${ids.cartagena}&tipo=POS&orden=alias:desc`);
    expect(filtradas.data.every((e) => e.empresa_id === ids.cartagena)).toBe(true);
    const alias = filtradas.data.map((e) => e.alias);
    expect(alias).toEqual([...alias].sort().reverse());
    expect((await admin('GET', `/api/equipo/empresa/${ids.raiz}?orden=token_hash`)).statusCode).toBe(400);

    const inactivos = await lista(estacion, `/api/equipo/empresa/${ids.barranquilla}?estado=I&buscar=prueba g05`);
    expect(inactivos.paginacion.total).toBe(0);
  });

  it('keeps a station user on its station and a regional user on its region', async () => {
    // The station user asking for the root still sees its own station only: the root is outside its scope.
    expect((await estacion('GET', `/api/equipo/empresa/${ids.raiz}`)).statusCode).toBe(403);
    const ajeno = await fila<{ id: number }>(t.database.db, sql`SELECT id FROM equipos WHERE empresa_id = ${ids.cartagena} LIMIT 1`);
    expect((await estacion('GET', `/api/equipo/empresa/${ids.cartagena}`)).statusCode).toBe(403);
    const antes = await contar(t.database, 'equipos');
    expect((await estacion('POST', '/api/equipo', equipo({ empresa_id: ids.cartagena, serial: 'SN-G05-X' }))).statusCode).toBe(403);
    expect((await estacion('PUT', '/api/equipo', equipo({ id: ajeno!.id, serial: 'SN-G05-Y' }))).statusCode).toBe(403);
    expect((await estacion('PUT', `/api/equipo/${ajeno!.id}/I`)).statusCode).toBe(403);
    expect((await estacion('POST', `/api/equipo/${ajeno!.id}/token`)).statusCode).toBe(403);
    // Moving the own device to a sibling station is refused too.
    expect((await estacion('PUT', '/api/equipo', equipo({ id, empresa_id: ids.cartagena }))).statusCode).toBe(403);
    expect(await contar(t.database, 'equipos')).toBe(antes);
    const intacto = await fila<{ estado: string; token_hash: string | null; empresa_id: number }>(
      t.database.db,
      sql`SELECT e.estado, e.token_hash, (SELECT empresa_id FROM equipos WHERE id = ${id}) AS empresa_id FROM equipos e WHERE e.id = ${ajeno!.id}`,
    );
    expect(intacto).toMatchObject({ estado: 'A', empresa_id: ids.barranquilla });

    const region = await lista(zonal, `/api/equipo/empresa/${ids.caribe}?limite=500`);
    expect(region.data.some((e) => e.empresa_id === ids.barranquilla)).toBe(true);
    expect(region.data.some((e) => e.empresa_id === ids.bogota)).toBe(false);
    expect((await zonal('GET', `/api/equipo/empresa/${ids.bogota}`)).statusCode).toBe(403);
    // Read-only: no enrolment.
    const sinLetra = await zonal('POST', '/api/equipo', equipo({ serial: 'SN-G05-Z' }));
    expect(sinLetra.statusCode).toBe(403);
    expect(sinLetra.json().mensaje).toBe(MENSAJES.sinPermisoAccion);
  });

  it('edits and disables a device with the specification texts', async () => {
    const editado = await estacion('PUT', '/api/equipo', equipo({ id, alias: 'pos prueba g05 b', tipos_negocio: ['C', 'S'] }));
    expect(editado.statusCode, editado.body).toBe(200);
    expect(editado.json().mensaje).toBe(M.dispositivosEditados);
    const guardado = await fila(t.database.db, sql`SELECT alias, tipos_negocio FROM equipos WHERE id = ${id}`);
    expect(guardado).toEqual({ alias: 'POS PRUEBA G05 B', tipos_negocio: ['C', 'S'] });

    const inactivo = await estacion('PUT', `/api/equipo/${id}/I`);
    expect(inactivo.json().mensaje).toBe(M.dispositivoDeshabilitado);
    const activo = await estacion('PUT', `/api/equipo/${id}/A`);
    expect(activo.json().mensaje).toBe(M.dispositivoHabilitado);
  });

  it('issues a token the device uses, records its contact, and revokes it only with letter X', async () => {
    const emitido = await estacion('POST', `/api/equipo/${id}/token`);
    expect(emitido.statusCode).toBe(200);
    expect(emitido.json().mensaje).toBe(M.tokenGenerado);
    const pos = conToken(t.app, emitido.json().data.token as string);
    expect((await pos('GET', '/api/pos/v1/configuracion')).statusCode).toBe(200);
    const [fila1] = (await lista(estacion, `/api/equipo/empresa/${ids.barranquilla}?buscar=SN-G05-1`)).data;
    expect(fila1).toMatchObject({ token_activo: true, conectado: true });
    expect(fila1.ultima_conexion).not.toBeNull();

    // Disabled, the device is refused at once.
    await estacion('PUT', `/api/equipo/${id}/I`);
    const deshabilitado = await pos('GET', '/api/pos/v1/configuracion');
    expect(deshabilitado.statusCode).toBe(403);
    expect(deshabilitado.json().mensaje).toBe(M.equipoInactivo);
    await estacion('PUT', `/api/equipo/${id}/A`);

    const sinX = await estacion('DELETE', `/api/equipo/${id}/token`);
    expect(sinX.statusCode).toBe(403);
    expect((await fila<{ h: boolean }>(t.database.db, sql`SELECT token_hash IS NOT NULL AS h FROM equipos WHERE id = ${id}`))!.h).toBe(
      true,
    );
    const revocado = await revocador('DELETE', `/api/equipo/${id}/token`);
    expect(revocado.statusCode).toBe(200);
    expect(revocado.json().mensaje).toBe(M.tokenRevocado);
    const despues = await pos('GET', '/api/pos/v1/configuracion');
    expect(despues.statusCode).toBe(401);
    expect(despues.json().mensaje).toBe(M.tokenEquipoInvalido);
    const [fila2] = (await lista(estacion, `/api/equipo/empresa/${ids.barranquilla}?buscar=SN-G05-1`)).data;
    expect(fila2.token_activo).toBe(false);
  });
});

describe('Tipos de equipo (G05)', () => {
  const modelo = (extra: Record<string, unknown> = {}) => ({
    empresa_id: ids.raiz,
    codigo: 'vx990',
    descripcion: 'pos verifone',
    tipo: 'POS',
    marca: 'verifone',
    modelo: 'x990',
    protocolo: '',
    firmware_minimo: '2.1.0',
    ...extra,
  });

  it('creates, lists, links to a device of its kind only, and keeps its kind and row while in use', async () => {
    const sinMarca = await admin('POST', '/api/tipo-equipo', modelo({ marca: '', tipo: null }));
    expect(sinMarca.statusCode).toBe(400);
    expect(sinMarca.json().errores).toEqual(
      expect.arrayContaining([
        { campo: 'marca', mensaje: MENSAJES.campoObligatorio },
        { campo: 'tipo', mensaje: MENSAJES.campoObligatorioCorto },
      ]),
    );
    const creado = await admin('POST', '/api/tipo-equipo', modelo());
    expect(creado.statusCode, creado.body).toBe(200);
    expect(creado.json().mensaje).toBe(C.creado);
    const tipoId = creado.json().data.id as number;
    expect(
      await fila(t.database.db, sql`SELECT codigo, marca, modelo, protocolo, firmware_minimo FROM tipos_equipo WHERE id = ${tipoId}`),
    ).toEqual({
      codigo: 'VX990',
      marca: 'VERIFONE',
      modelo: 'X990',
      protocolo: null,
      firmware_minimo: '2.1.0',
    });
    expect((await admin('POST', '/api/tipo-equipo', modelo({ descripcion: 'otro' }))).json().mensaje).toBe(C.codigoRepetido);

    const listado = await admin('GET', `/api/tipo-equipo/empresa/${ids.raiz}?tipo=POS&buscar=verifone`);
    expect(listado.json().data).toEqual([expect.objectContaining({ id: tipoId, tipo: 'POS', equipos: 0, en_uso: false })]);
    const opciones = await admin('GET', `/api/tipo-equipo/select/empresa/${ids.barranquilla}`);
    expect(opciones.json().data).toContainEqual({
      id: tipoId,
      codigo: 'VX990',
      descripcion: 'POS VERIFONE',
      tipo: 'POS',
      marca: 'VERIFONE',
      modelo: 'X990',
    });
    // Without the EQUIPOS module the catalogue and its selector are refused.
    expect((await estacion('GET', `/api/tipo-equipo/empresa/${ids.barranquilla}`)).statusCode).toBe(403);
    expect((await estacion('GET', `/api/tipo-equipo/select/empresa/${ids.barranquilla}`)).statusCode).toBe(403);

    const impresora = await estacion('POST', '/api/equipo', equipo({ tipo: 'IMPRESORA', tipo_equipo_id: tipoId, serial: 'SN-G05-IMP' }));
    expect(impresora.statusCode).toBe(400);
    expect(impresora.json().errores).toEqual([{ campo: 'tipo_equipo_id', mensaje: MENSAJES_TIPO_EQUIPO.tipoDistinto }]);
    const pos = await estacion('POST', '/api/equipo', equipo({ tipo_equipo_id: tipoId, serial: 'SN-G05-MOD' }));
    expect(pos.statusCode, pos.body).toBe(200);
    const [conModelo] = (await lista(estacion, `/api/equipo/empresa/${ids.barranquilla}?buscar=SN-G05-MOD`)).data;
    expect(conModelo).toMatchObject({ tipo_equipo_id: tipoId, modelo: 'VERIFONE X990' });

    const cambioTipo = await admin('PUT', '/api/tipo-equipo', modelo({ id: tipoId, tipo: 'IMPRESORA' }));
    expect(cambioTipo.statusCode).toBe(400);
    expect(cambioTipo.json().mensaje).toBe(MENSAJES_TIPO_EQUIPO.tipoEnUso);
    expect((await admin('DELETE', `/api/tipo-equipo/${tipoId}`)).json().mensaje).toBe(C.enUso);
    const editado = await admin('PUT', '/api/tipo-equipo', modelo({ id: tipoId, firmware_minimo: '2.2.0' }));
    expect(editado.statusCode, editado.body).toBe(200);
    expect((await admin('PUT', `/api/tipo-equipo/${tipoId}/I`)).json().mensaje).toBe(C.inactivado);
  });
});
