import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES } from '@eds/contracts/mensajes';
import { MENSAJES_CATALOGO as C } from '@eds/contracts/configuracion/catalogo';
import { MENSAJES_EMPRESA as M } from '@eds/contracts/empresa/mensajes';
import { TIPO_EMPRESA } from '@eds/contracts/constantes';
import { fila } from '../src/db/client';
import { crearUsuario } from '../src/demo/sembrar';
import { hashClave } from '../src/lib/claves';
import { CLAVE_DEMO, conToken, contar, crearApp, ingresar, type AppDePrueba } from './helper';
import { idsDemo } from './factories';

/** SCREENS.md G02: stations, their location, business day, actions, copy and activation, with the scope of each user. */
let t: AppDePrueba;
let ids: Awaited<ReturnType<typeof idsDemo>>;
let admin: ReturnType<typeof conToken>;
let adminEstacion: ReturnType<typeof conToken>;
let regional: ReturnType<typeof conToken>;
let zonal: ReturnType<typeof conToken>;

/** A user of the demo business holding the station screens with every letter, on the given company and tipo. */
async function usuarioConEstaciones(usuario: string, empresaId: number, tipo: number) {
  const negocioId = (await fila<{ negocio_id: number }>(t.database.db, sql`SELECT negocio_id FROM empresas WHERE id = ${empresaId}`))!
    .negocio_id;
  const perfil = await fila<{ id: number }>(
    t.database.db,
    sql`INSERT INTO perfiles (negocio_id, descripcion, tipo) VALUES (${negocioId}, ${`PERFIL ${usuario}`}, ${tipo}) RETURNING id`,
  );
  await t.database.db.execute(sql`
    INSERT INTO perfiles_modulos (perfiles_id, modulos_id, asignaciones)
    SELECT ${perfil!.id}, id, 'RCUEX' FROM modulos WHERE descripcion IN ('EMPRESA', 'EDS EMPRESA', 'CDL', 'MIS EDS')`);
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

const estacion = (extra: Record<string, unknown> = {}) => ({
  tipo: TIPO_EMPRESA.EDS,
  empresas_id: ids.caribe,
  codigo: 'eds-901',
  alias: 'eds soledad',
  razon_social: 'estacion de servicio soledad s.a.s.',
  nit: '900123456-8',
  codigo_sicom: '123456',
  bandera: 'terpel',
  pais_id: 170,
  departamento_id: 8,
  ciudad_id: 8001,
  direccion: 'calle 18 # 30-10',
  telefono: '3001234567',
  correo: 'soledad@example.co',
  plataforma: 'BETA 4',
  negocios: ['C', 'S'],
  ...extra,
});

beforeAll(async () => {
  t = await crearApp();
  ids = await idsDemo(t.database);
  admin = conToken(t.app, (await ingresar(t.app, 'SUPERADMIN')).token);
  zonal = conToken(t.app, (await ingresar(t.app, 'ZONAL')).token);
  adminEstacion = await usuarioConEstaciones('ESTACIONG02', ids.barranquilla, 5);
  regional = await usuarioConEstaciones('REGIONALG02', ids.caribe, 4);
});
afterAll(async () => t.cerrar());

async function crearEstacion(extra: Record<string, unknown> = {}): Promise<number> {
  const r = await admin('POST', '/api/empresa', estacion(extra));
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data.id as number;
}

describe('stations: create, read, edit', () => {
  it('refuses a station with missing and invalid fields, naming each field, and writes nothing', async () => {
    const antes = await contar(t.database, 'empresas');
    const r = await admin(
      'POST',
      '/api/empresa',
      estacion({ codigo: '', codigo_sicom: '0', alias: '', nit: '900123456-1', direccion: 'ab', telefono: '12', correo: 'x@' }),
    );
    expect(r.statusCode).toBe(400);
    expect(r.json().errores).toEqual(
      expect.arrayContaining([
        { campo: 'codigo', mensaje: MENSAJES.campoObligatorio },
        { campo: 'alias', mensaje: MENSAJES.campoObligatorio },
        { campo: 'codigo_sicom', mensaje: MENSAJES.valorNoValido },
        { campo: 'nit', mensaje: 'El dígito de verificación no corresponde' },
        { campo: 'direccion', mensaje: MENSAJES.direccionMinimo },
        { campo: 'telefono', mensaje: MENSAJES.telefonoMinimo },
        { campo: 'correo', mensaje: MENSAJES.correoValido },
      ]),
    );
    const cdl = await admin('POST', '/api/empresa', estacion({ tipo: TIPO_EMPRESA.CDL, codigo: 'CDL-1', bahias: 51 }));
    expect(cdl.json().errores).toEqual([{ campo: 'bahias', mensaje: MENSAJES.entre(1, 50) }]);
    const ciudad = await admin('POST', '/api/empresa', estacion({ departamento_id: 11 }));
    expect(ciudad.json().errores).toEqual([{ campo: 'ciudad_id', mensaje: MENSAJES.ciudadNoCorresponde }]);
    const padre = await admin('POST', '/api/empresa', estacion({ empresas_id: ids.barranquilla }));
    expect(padre.json().errores).toEqual([{ campo: 'empresas_id', mensaje: M.padreNoValido }]);
    expect(await contar(t.database, 'empresas')).toBe(antes);
  });

  it('creates upper-cased, reads it back with its attributes, refuses a repeated code and lists it under its regional', async () => {
    const id = await crearEstacion();
    const leida = await admin('GET', `/api/empresa/${id}`);
    expect(leida.json().data).toMatchObject({
      codigo: 'EDS-901',
      alias: 'EDS SOLEDAD',
      razon_social: 'ESTACION DE SERVICIO SOLEDAD S.A.S.',
      codigo_sicom: '123456',
      bandera: 'TERPEL',
      empresa_padre: 'REGIONAL CARIBE',
      ciudad: 'BARRANQUILLA',
      correo: 'soledad@example.co',
      plataforma: 'BETA 4',
      negocios: ['C', 'S'],
      lat: null,
      estado: 'A',
      turnos_abiertos: 0,
    });
    const repetida = await admin('POST', '/api/empresa', estacion({ codigo: 'Eds-901', alias: 'OTRA' }));
    expect(repetida.statusCode).toBe(400);
    expect(repetida.json()).toMatchObject({ mensaje: C.codigoRepetido, errores: [{ campo: 'codigo', mensaje: C.codigoRepetido }] });

    const lista = await admin('GET', `/api/empresa/gestionEDS/empresa/${ids.caribe}?tipo=3&buscar=soledad`);
    expect(lista.json().data.map((e: { alias: string }) => e.alias)).toEqual(['EDS SOLEDAD']);
    const todas = await admin('GET', `/api/empresa/gestionEDS/empresa/${ids.raiz}?tipo=3&limite=2&orden=alias:desc`);
    expect(todas.json().paginacion).toEqual({ total: 9, limite: 2, desde: 0 });
    expect(todas.json().data[0].alias).toBe('EDS SOLEDAD');
    const beta4 = await admin('GET', '/api/empresa/beta-cuatro/estaciones/beta4');
    expect(beta4.json().data).toContainEqual({
      idEds: id,
      alias: 'EDS SOLEDAD',
      nombre: 'ESTACION DE SERVICIO SOLEDAD S.A.S.',
      codigo: 'EDS-901',
    });
    // The demo's first four stations are on BETA 4, the other four on BETA 3.
    expect(beta4.json().paginacion.total).toBe(5);
    expect(beta4.json().data.map((e: { codigo: string }) => e.codigo)).not.toContain('EDS-005');
  });

  it('edits a station and never changes its type', async () => {
    const id = await crearEstacion({ codigo: 'EDS-902', alias: 'EDS MALAMBO' });
    const editada = await admin('PUT', '/api/empresa', { ...estacion({ codigo: 'EDS-902', alias: 'eds malambo sur' }), id });
    expect(editada.json().mensaje).toBe(C.editado);
    expect((await admin('GET', `/api/empresa/${id}`)).json().data.alias).toBe('EDS MALAMBO SUR');
    const tipo = await admin('PUT', '/api/empresa', { ...estacion({ codigo: 'EDS-902', tipo: TIPO_EMPRESA.CDL, bahias: 2 }), id });
    expect(tipo.json().errores).toEqual([{ campo: 'tipo', mensaje: M.tipoNoCambia }]);
  });
});

describe('location, business day, actions', () => {
  it('reads an empty location and saves one with the spec text', async () => {
    const id = await crearEstacion({ codigo: 'EDS-903', alias: 'EDS PUERTO' });
    const vacia = await admin('GET', `/api/empresa/localizacion/${id}`);
    expect(vacia.json().data).toMatchObject({ empresas_id: id, localizacion: { lat: null, lng: null } });
    const mala = await admin('PUT', '/api/empresa/localizacion/', { empresas_id: id, lat: 91, lng: -74.8 });
    expect(mala.json().errores).toEqual([{ campo: 'lat', mensaje: M.latitudNoValida }]);
    const r = await admin('PUT', '/api/empresa/localizacion/', { empresas_id: id, lat: 10.9123456, lng: -74.7654321 });
    expect(r.statusCode).toBe(200);
    expect(r.json().mensaje).toBe('UBICACION ACTUALIZADA CORRECTAMENTE');
    expect((await admin('GET', `/api/empresa/localizacion/${id}`)).json().data.localizacion).toEqual({ lat: 10.9123456, lng: -74.7654321 });
  });

  it('sets the business day to 24 hours from a start hour and reads it back', async () => {
    const id = await crearEstacion({ codigo: 'EDS-904', alias: 'EDS GALAPA' });
    const corta = await admin('POST', '/api/empresa/fecha-cierre', {
      empresas_id: id,
      fecha_inicio: '05:00:00',
      fecha_cierre: '22:00:00',
      dia_siguiente: false,
    });
    expect(corta.json().errores).toEqual([{ campo: 'fecha_cierre', mensaje: M.cicloVeinticuatroHoras }]);
    const r = await admin('POST', '/api/empresa/fecha-cierre', {
      empresas_id: id,
      fecha_inicio: '05:00',
      fecha_cierre: '05:00',
      dia_siguiente: true,
    });
    expect(r.json()).toMatchObject({ mensaje: M.diaOperativoGuardado, data: { fecha_inicio: '05:00:00', dia_siguiente: true } });
    expect((await admin('GET', `/api/empresa/fecha-cierre/${id}`)).json().data).toMatchObject({
      fecha_inicio: '05:00:00',
      fecha_cierre: '05:00:00',
    });
  });

  it('reads the actions all off, then saves them', async () => {
    const id = await crearEstacion({ codigo: 'EDS-905', alias: 'EDS SABANAGRANDE' });
    const antes = await admin('GET', `/api/empresa/gestionEDS/acciones/${id}`);
    expect(antes.json().data).toEqual({ empresas_id: id, fe: false, remision: false, fidelizacion: false, cupos: false, datafono: false });
    const acciones = { fe: true, remision: false, fidelizacion: true, cupos: false, datafono: true };
    const post = await admin('POST', `/api/empresa/gestionEDS/acciones/${id}`, acciones);
    expect(post.json()).toMatchObject({ mensaje: C.creado, data: acciones });
    const put = await admin('PUT', `/api/empresa/gestionEDS/acciones/${id}`, { ...acciones, cupos: true });
    expect(put.json()).toMatchObject({ mensaje: C.editado, data: { cupos: true } });
    const regionalNo = await admin('GET', `/api/empresa/gestionEDS/acciones/${ids.caribe}`);
    expect(regionalNo.json().mensaje).toBe(M.noEsEstacion);
  });
});

describe('activation and configuration copy', () => {
  async function conTurnoYEquipo(id: number) {
    const db = t.database.db;
    const isla = await fila<{ id: number }>(
      db,
      sql`INSERT INTO islas (empresa_id, codigo, descripcion) VALUES (${id}, 'I1', 'ISLA 1') RETURNING id`,
    );
    const promotor = await fila<{ id: number }>(
      db,
      sql`INSERT INTO promotores (persona_id, empresa_id, codigo) VALUES (${ids.personaAdminEds}, ${id}, 'P1') RETURNING id`,
    );
    const turno = await fila<{ id: number }>(
      db,
      sql`INSERT INTO turnos (empresa_id, uuid, isla_id, promotor_id, fecha_inicio, fecha_negocio)
          VALUES (${id}, gen_random_uuid(), ${isla!.id}, ${promotor!.id}, now(), CURRENT_DATE) RETURNING id`,
    );
    await db.execute(sql`
      INSERT INTO equipos (empresa_id, alias, serial, tipos_negocio, token_hash, token_emitido_en)
      VALUES (${id}, 'POS 1', ${`SER-${id}`}, '{C}', ${`hash-${id}`}, now())`);
    return turno!.id;
  }

  it('refuses to inactivate a station with an open shift, then inactivates it and revokes its devices tokens', async () => {
    const id = await crearEstacion({ codigo: 'EDS-906', alias: 'EDS BARANOA' });
    const turno = await conTurnoYEquipo(id);
    for (const url of [`/api/empresa/gestionEDS/desactivar/EDS/${id}/I`, `/api/empresa/${id}/I`]) {
      const r = await admin('PUT', url);
      expect(r.statusCode, url).toBe(400);
      expect(r.json().mensaje).toBe('La estación tiene turnos abiertos');
    }
    expect((await admin('GET', `/api/empresa/${id}`)).json().data).toMatchObject({ estado: 'A', turnos_abiertos: 1 });
    await t.database.db.execute(sql`UPDATE turnos SET estado = 'C', fecha_fin = now() WHERE id = ${turno}`);
    const r = await admin('PUT', `/api/empresa/gestionEDS/desactivar/EDS/${id}/I`);
    expect(r.json().mensaje).toBe(C.inactivado);
    const equipo = await fila<{ token_hash: string | null }>(t.database.db, sql`SELECT token_hash FROM equipos WHERE empresa_id = ${id}`);
    expect(equipo!.token_hash).toBeNull();
    const inactivas = await admin('GET', `/api/empresa/gestionEDS/empresa/${ids.caribe}?tipo=3&estado=I&buscar=baranoa`);
    expect(inactivas.json().data.map((e: { id: number }) => e.id)).toEqual([id]);
    const activada = await admin('PUT', `/api/empresa/gestionEDS/desactivar/EDS/${id}/A`);
    expect(activada.json().mensaje).toBe(C.activado);
    const regional = await admin('PUT', `/api/empresa/gestionEDS/desactivar/EDS/${ids.caribe}/I`);
    expect(regional.json().mensaje).toBe(M.noEsEstacion);
  });

  it('copies prices and schedules into a station without movements and refuses one that has them', async () => {
    const id = await crearEstacion({ codigo: 'EDS-907', alias: 'EDS TUBARA' });
    const resumen = await admin('GET', `/api/empresa/copia-empresa/${id}`);
    expect(resumen.json().data).toMatchObject({ empresas_id: id, tiene_movimientos: false, precios: 0, turnos: 0 });
    expect(resumen.json().data.origenes.map((o: { id: number }) => o.id)).toContain(ids.barranquilla);
    const origen = await fila<{ precios: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS precios FROM precios WHERE empresa_id = ${ids.barranquilla} AND vigente_hasta IS NULL`,
    );
    const misma = await admin('PUT', `/api/empresa/copia-empresa/${id}`, { origen_id: id, partes: ['precios'] });
    expect(misma.json().mensaje).toBe(M.mismaEstacion);
    const vacia = await admin('PUT', `/api/empresa/copia-empresa/${id}`, { origen_id: ids.barranquilla, partes: [] });
    expect(vacia.json().errores).toEqual([{ campo: 'partes', mensaje: M.sinPartes }]);
    const r = await admin('PUT', `/api/empresa/copia-empresa/${id}`, { origen_id: ids.barranquilla, partes: ['precios', 'turnos'] });
    expect(r.json()).toMatchObject({ mensaje: M.configuracionCopiada, data: { precios: origen!.precios } });
    expect(origen!.precios).toBeGreaterThan(0);
    const conVentas = await admin('PUT', `/api/empresa/copia-empresa/${ids.cartagena}`, {
      origen_id: ids.barranquilla,
      partes: ['precios'],
    });
    expect(conVentas.statusCode).toBe(400);
    expect(conVentas.json().mensaje).toBe('La estación destino ya tiene movimientos');
  });
});

describe('scope and letters', () => {
  it('a station administrator reads and changes only its own station: a sibling id is refused on every call', async () => {
    const propia = await adminEstacion('GET', `/api/empresa/${ids.barranquilla}`);
    expect(propia.statusCode).toBe(200);
    const lista = await adminEstacion('GET', `/api/empresa/gestionEDS/empresa/${ids.barranquilla}?tipo=3`);
    expect(lista.json().data.map((e: { id: number }) => e.id)).toEqual([ids.barranquilla]);
    const s = ids.cartagena;
    for (const [metodo, url, cuerpo] of [
      ['GET', `/api/empresa/${s}`],
      ['GET', `/api/empresa/localizacion/${s}`],
      ['PUT', '/api/empresa/localizacion/', { empresas_id: s, lat: 10, lng: -75 }],
      ['POST', '/api/empresa/fecha-cierre', { empresas_id: s, fecha_inicio: '06:00', fecha_cierre: '06:00', dia_siguiente: true }],
      ['GET', `/api/empresa/gestionEDS/acciones/${s}`],
      ['PUT', `/api/empresa/gestionEDS/acciones/${s}`, { fe: true, remision: true, fidelizacion: true, cupos: true, datafono: true }],
      ['PUT', `/api/empresa/gestionEDS/desactivar/EDS/${s}/I`],
      ['PUT', `/api/empresa/${s}/I`],
      ['GET', `/api/empresa/copia-empresa/${s}`],
      ['PUT', `/api/empresa/copia-empresa/${s}`, { origen_id: ids.barranquilla, partes: ['precios'] }],
      ['PUT', `/api/empresa/copia-empresa/${ids.barranquilla}`, { origen_id: s, partes: ['precios'] }],
      ['GET', `/api/empresa/gestionEDS/empresa/${ids.caribe}?tipo=3`],
      ['GET', `/api/empresa/select/empresa/${ids.barranquilla},${s}`],
      ['GET', `/api/empresa/select/empresa/5/${ids.caribe}`],
      ['GET', `/api/empresa/tipo/3/padre/${ids.caribe}`],
      ['GET', `/api/negocio/getempresa/${s}`],
      ['PUT', '/api/empresa', { ...estacion({ codigo: 'X1' }), id: s }],
      ['POST', '/api/empresa', estacion({ codigo: 'X2' })],
    ] as const) {
      const r = await adminEstacion(metodo, url, cuerpo);
      expect(r.statusCode, `${metodo} ${url}`).toBe(403);
      expect(r.json().mensaje, `${metodo} ${url}`).toBe(MENSAJES.empresaFueraDeAlcance);
    }
  });

  it('a station administrator changes only contact data and location of its own station', async () => {
    const propia = (await adminEstacion('GET', `/api/empresa/${ids.barranquilla}`)).json().data;
    const cuerpo = {
      id: ids.barranquilla,
      tipo: propia.tipo,
      empresas_id: propia.empresas_id,
      codigo: propia.codigo,
      alias: propia.alias,
      razon_social: propia.razon_social,
      nit: '900123456-8',
      codigo_sicom: propia.codigo_sicom,
      pais_id: propia.pais_id,
      departamento_id: propia.departamento_id,
      ciudad_id: propia.ciudad_id,
      direccion: 'calle 30 # 20-17',
      telefono: '3209998877',
    };
    const nombre = await adminEstacion('PUT', '/api/empresa', { ...cuerpo, alias: 'OTRO NOMBRE' });
    expect(nombre.statusCode).toBe(400);
    expect(nombre.json().mensaje).toBe(M.soloDatosContacto);
    const contacto = await adminEstacion('PUT', '/api/empresa', cuerpo);
    expect(contacto.json().mensaje).toBe(C.editado);
    expect((await adminEstacion('GET', `/api/empresa/${ids.barranquilla}`)).json().data).toMatchObject({
      telefono: '3209998877',
      direccion: 'CALLE 30 # 20-17',
      alias: 'EDS BARRANQUILLA CENTRO',
    });
    const ubicacion = await adminEstacion('PUT', '/api/empresa/localizacion', { empresas_id: ids.barranquilla, lat: 10.98, lng: -74.79 });
    expect(ubicacion.json().mensaje).toBe(M.ubicacionActualizada);
  });

  it('a regional user sees and manages only the stations of its regional', async () => {
    const lista = await regional('GET', `/api/empresa/gestionEDS/empresa/${ids.caribe}?tipo=3&estado=A`);
    expect(lista.statusCode).toBe(200);
    const aliases = lista.json().data.map((e: { alias: string }) => e.alias);
    expect(aliases).toEqual(expect.arrayContaining(['EDS BARRANQUILLA CENTRO', 'EDS CARTAGENA BOCAGRANDE', 'EDS SANTA MARTA RODADERO']));
    expect(aliases).not.toContain('EDS BOGOTA NORTE');
    const estaciones = await regional('GET', `/api/empresa/select/empresa/5/${ids.caribe}`);
    expect(estaciones.json().data.every((e: { empresas_id: number }) => e.empresas_id === ids.caribe)).toBe(true);
    const hijas = await regional('GET', `/api/empresa/tipo/3/padre/${ids.caribe}`);
    expect(hijas.json().data.length).toBeGreaterThanOrEqual(3);
    for (const [metodo, url, cuerpo] of [
      ['GET', `/api/empresa/${ids.bogota}`],
      ['GET', `/api/empresa/gestionEDS/empresa/${ids.andina}?tipo=3`],
      ['PUT', '/api/empresa/localizacion/', { empresas_id: ids.bogota, lat: 4.7, lng: -74 }],
      ['PUT', `/api/empresa/gestionEDS/desactivar/EDS/${ids.bogota}/I`],
      ['POST', '/api/empresa', estacion({ codigo: 'X3', empresas_id: ids.andina })],
      ['GET', `/api/empresa/dominio/${ids.raiz}`],
    ] as const) {
      const r = await regional(metodo, url, cuerpo);
      expect(r.statusCode, `${metodo} ${url}`).toBe(403);
      expect(r.json().mensaje).toBe(MENSAJES.empresaFueraDeAlcance);
    }
    const creada = await regional('POST', '/api/empresa', estacion({ codigo: 'EDS-950', alias: 'EDS REGIONAL NUEVA' }));
    expect(creada.json().mensaje).toBe(C.creado);
  });

  it('a user without the letter is refused with the spec text', async () => {
    for (const [metodo, url, cuerpo] of [
      ['POST', '/api/empresa', estacion({ codigo: 'X4' })],
      ['PUT', `/api/empresa/gestionEDS/desactivar/EDS/${ids.barranquilla}/I`],
      ['PUT', '/api/empresa/localizacion/', { empresas_id: ids.barranquilla, lat: 10, lng: -74 }],
      ['PUT', `/api/empresa/copia-empresa/${ids.barranquilla}`, { origen_id: ids.cartagena, partes: ['precios'] }],
    ] as const) {
      const r = await zonal(metodo, url, cuerpo);
      expect(r.statusCode, `${metodo} ${url}`).toBe(403);
      expect(r.json().mensaje, `${metodo} ${url}`).toBe('No tienes permisos para realizar esta acción');
    }
    const lista = await zonal('GET', `/api/empresa/gestionEDS/empresa/${ids.caribe}?tipo=3`);
    expect(lista.statusCode).toBe(200);
  });
});

describe('company lookups of the spec', () => {
  it('answers the companies of a list of ids, the children by type, the domains and the business', async () => {
    const sel = await admin('GET', `/api/empresa/select/empresa/${ids.barranquilla},${ids.cartagena}`);
    expect(sel.json().data.map((e: { alias: string }) => e.alias)).toEqual(['EDS BARRANQUILLA CENTRO', 'EDS CARTAGENA BOCAGRANDE']);
    const regionales = await admin('GET', `/api/empresa/tipo/2/padre/${ids.raiz}`);
    expect(regionales.json().data.map((e: { alias: string }) => e.alias)).toEqual([
      'REGIONAL ANDINA',
      'REGIONAL CARIBE',
      'REGIONAL PACIFICO',
    ]);
    const dominios = await admin('GET', `/api/empresa/dominio/${ids.barranquilla}`);
    expect(dominios.json().data.map((d: { host: string }) => d.host)).toEqual(['127.0.0.1', 'localhost']);
    const negocio = await admin('GET', `/api/negocio/getempresa/${ids.barranquilla}`);
    expect(negocio.json().data).toMatchObject({ nombre: 'COMBUSTIBLES ANDINOS S.A.S.', nit: '900456789', empresa_raiz_id: ids.raiz });
    expect((await admin('GET', '/api/empresa/select/empresa/1,abc')).statusCode).toBe(400);
  });
});
