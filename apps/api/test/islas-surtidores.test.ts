import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES_CATALOGO as C } from '@eds/contracts/configuracion/catalogo';
import { MENSAJES_SURTIDOR as MS, PROTOCOLOS_SURTIDOR } from '@eds/contracts/surtidores';
import { fila } from '../src/db/client';
import { crearUsuario } from '../src/demo/sembrar';
import { hashClave } from '../src/lib/claves';
import { CLAVE_DEMO, conToken, crearApp, ingresar, type AppDePrueba } from './helper';
import { tokenAdmin } from './pos-fixtures';

/** SCREENS.md G03: islands, pumps and hoses — the island list, A/I switches, single hoses, the open-shift freeze and scope. */

let t: AppDePrueba;
let admin: ReturnType<typeof conToken>;
let deEstacion: ReturnType<typeof conToken>;
let estacion: number;
let otra: number;
let tanque: { id: number; producto_id: number };
let otroCombustible: number;
beforeAll(async () => {
  t = await crearApp();
  admin = conToken(t.app, await tokenAdmin(t.app));
  const db = t.database.db;
  estacion = (await fila<{ id: number }>(db, sql`SELECT id FROM empresas WHERE tipo = 3 ORDER BY id LIMIT 1`))!.id;
  otra = (await fila<{ id: number }>(db, sql`SELECT id FROM empresas WHERE tipo = 3 ORDER BY id OFFSET 1 LIMIT 1`))!.id;
  tanque = (await fila<{ id: number; producto_id: number }>(
    db,
    sql`SELECT id, producto_id FROM bodegas WHERE empresa_id = ${estacion} AND tipo = 'TANQUE' ORDER BY id LIMIT 1`,
  ))!;
  otroCombustible = (await fila<{ id: number }>(
    db,
    sql`SELECT p.id FROM productos p JOIN empresas e ON e.negocio_id = p.negocio_id
         WHERE e.id = ${estacion} AND p.tipo_producto_id = 21 AND p.id <> ${tanque.producto_id} ORDER BY p.id LIMIT 1`,
  ))!.id;
  const perfil = (await fila<{ id: number }>(db, sql`SELECT id FROM perfiles WHERE descripcion = 'SUPERADMINISTRADOR LAZO'`))!.id;
  const negocio = (await fila<{ negocio_id: number }>(db, sql`SELECT negocio_id FROM empresas WHERE id = ${estacion}`))!.negocio_id;
  const clave = await hashClave(CLAVE_DEMO);
  await db.transaction((tx) =>
    crearUsuario(tx, {
      negocioId: negocio,
      empresaId: estacion,
      usuario: 'ISLERO',
      tipo: 5,
      perfil,
      clave,
      identificacion: '1000000088',
      nombres: 'ANA',
      apellidos: 'ISLA',
      correo: 'islero@combustiblesandinos.com.co',
      telefono: '3000000088',
      ciudad: 8001,
      departamento: 8,
    }),
  );
  deEstacion = conToken(t.app, (await ingresar(t.app, 'ISLERO')).token);
});
afterAll(async () => t.cerrar());

const nuevaIsla = async (empresa_id: number, codigo: string) => {
  const r = await admin('POST', '/api/isla', { empresa_id, codigo, descripcion: `isla ${codigo}` });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data.id as number;
};
const nuevoSurtidor = async (empresa_id: number, isla_id: number, numero: number) => {
  const r = await admin('POST', '/api/surtidor', {
    empresa_id,
    isla_id,
    numero,
    protocolo: 'WAYNE',
    direccion: 7,
    caras: 2,
    mangueras: [],
  });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data.id as number;
};
const manguera = (surtidor_id: number, extra: Record<string, unknown> = {}) => ({
  surtidor_id,
  numero: 1,
  cara: 1,
  producto_id: tanque.producto_id,
  bodega_id: tanque.id,
  lectura_inicial: '1500.250',
  ...extra,
});

describe('islands', () => {
  it('lists a station’s islands with their pumps, filtered by state; the code is unique per station', async () => {
    const isla = await nuevaIsla(estacion, 'L1');
    await nuevoSurtidor(estacion, isla, 71);
    const repetida = await admin('POST', '/api/isla', { empresa_id: estacion, codigo: 'l1', descripcion: 'otra' });
    expect(repetida.statusCode).toBe(400);
    expect(repetida.json().mensaje).toBe('Ya existe un registro con este código');
    // The same code in a sibling station is fine.
    await nuevaIsla(otra, 'L1');

    const r = await admin('GET', `/api/isla/empresa/${estacion}?estado=A`);
    expect(r.statusCode, r.body).toBe(200);
    const fila1 = r.json().data.find((i: { id: number }) => i.id === isla);
    expect(fila1).toMatchObject({ codigo: 'L1', descripcion: 'ISLA L1', estado: 'A', surtidores: 1, turno_abierto: false });

    const inactivar = await admin('PUT', `/api/isla/${isla}/I`);
    expect(inactivar.statusCode, inactivar.body).toBe(200);
    expect(inactivar.json().mensaje).toBe(C.inactivado);
    expect(await fila(t.database.db, sql`SELECT estado FROM islas WHERE id = ${isla}`)).toEqual({ estado: 'I' });
    const activas = (await admin('GET', `/api/isla/empresa/${estacion}?estado=A`)).json().data as { id: number }[];
    expect(activas.some((i) => i.id === isla)).toBe(false);
    const inactivas = (await admin('GET', `/api/isla/empresa/${estacion}?estado=I`)).json().data as { id: number }[];
    expect(inactivas.some((i) => i.id === isla)).toBe(true);
    expect((await admin('PUT', `/api/isla/${isla}/A`)).json().mensaje).toBe(C.activado);

    // An island with pumps is inactivated, never deleted; an empty one is deleted.
    const enUso = await admin('DELETE', `/api/isla/${isla}`);
    expect(enUso.statusCode).toBe(400);
    expect(enUso.json().mensaje).toBe('No se puede eliminar: el registro está en uso. Inactívelo.');
    const vacia = await nuevaIsla(estacion, 'L2');
    const borrada = await admin('DELETE', `/api/isla/${vacia}`);
    expect(borrada.statusCode, borrada.body).toBe(200);
    expect(borrada.json().mensaje).toBe('Registro eliminado correctamente');
    expect(await fila(t.database.db, sql`SELECT count(*)::int AS n FROM islas WHERE id IN (${isla}, ${vacia})`)).toEqual({ n: 1 });
  });

  it('offers the pump protocols (entity 16)', async () => {
    const r = await admin('GET', '/api/surtidor/protocolos');
    expect(r.statusCode).toBe(200);
    expect(r.json().data.map((p: { descripcion: string }) => p.descripcion)).toEqual([...PROTOCOLOS_SURTIDOR]);
    expect(r.json().data[0].entidad_id).toBe(16);
  });
});

describe('pumps and hoses', () => {
  it('creates, edits, inactivates and deletes a hose; refuses a tank of another fuel with the spec text', async () => {
    const db = t.database.db;
    const surtidor = await nuevoSurtidor(estacion, await nuevaIsla(estacion, 'M1'), 72);

    const cruzada = await admin('POST', '/api/manguera', manguera(surtidor, { producto_id: otroCombustible }));
    expect(cruzada.statusCode).toBe(400);
    expect(cruzada.json().mensaje).toBe('El producto de la manguera no coincide con el del tanque');
    expect(await fila(db, sql`SELECT count(*)::int AS n FROM mangueras WHERE surtidor_id = ${surtidor}`)).toEqual({ n: 0 });

    const tercera = await admin('POST', '/api/manguera', manguera(surtidor, { cara: 3 }));
    expect(tercera.statusCode).toBe(400);

    const creada = await admin('POST', '/api/manguera', manguera(surtidor));
    expect(creada.statusCode, creada.body).toBe(200);
    expect(creada.json().mensaje).toBe('Registro creado correctamente');
    const id = creada.json().data.id as number;
    expect(
      await fila(db, sql`SELECT empresa_id, numero, cara, producto_id, bodega_id, lectura_inicial, estado FROM mangueras WHERE id = ${id}`),
    ).toEqual({
      empresa_id: estacion,
      numero: 1,
      cara: 1,
      producto_id: tanque.producto_id,
      bodega_id: tanque.id,
      lectura_inicial: '1500.250',
      estado: 'A',
    });
    const doble = await admin('POST', '/api/manguera', manguera(surtidor));
    expect(doble.json().mensaje).toBe(MS.mangueraRepetida);

    const editada = await admin('PUT', '/api/manguera', { ...manguera(surtidor, { cara: 2, numero: 3 }), id });
    expect(editada.statusCode, editada.body).toBe(200);
    expect(editada.json().mensaje).toBe('Registro editado correctamente');
    expect(await fila(db, sql`SELECT cara, numero FROM mangueras WHERE id = ${id}`)).toEqual({ cara: 2, numero: 3 });

    const leida = await admin('GET', `/api/manguera/${id}`);
    expect(leida.json().data).toEqual({
      id,
      surtidor_id: surtidor,
      numero: 3,
      cara: 2,
      producto_id: tanque.producto_id,
      bodega_id: tanque.id,
      lectura_inicial: 1500.25,
      estado: 'A',
    });
    // The documented tree shows the hose under its pump and island.
    const arbol = await admin('GET', `/api/surtidor/configuracion-eds/${estacion}`);
    const islaArbol = arbol.json().data.find((i: { surtidores: { id: number }[] }) => i.surtidores.some((s) => s.id === surtidor));
    expect(islaArbol.surtidores.find((s: { id: number }) => s.id === surtidor).mangueras).toMatchObject([{ id, numero: 3, cara: 2 }]);

    expect((await admin('PUT', `/api/manguera/${id}/I`)).json().mensaje).toBe(C.inactivado);
    expect(await fila(db, sql`SELECT estado FROM mangueras WHERE id = ${id}`)).toEqual({ estado: 'I' });
    expect((await admin('PUT', `/api/surtidor/${surtidor}/I`)).json().mensaje).toBe(C.inactivado);
    expect(await fila(db, sql`SELECT estado FROM surtidores WHERE id = ${surtidor}`)).toEqual({ estado: 'I' });

    // Each write is audited in its transaction, with the user and the module.
    expect(
      await fila(
        db,
        sql`SELECT count(*)::int AS n FROM auditoria WHERE tabla = 'mangueras' AND registro_id = ${String(id)} AND usuarios_id IS NOT NULL AND modulo_id IS NOT NULL`,
      ),
    ).toEqual({ n: 3 });
    const borrada = await admin('DELETE', `/api/manguera/${id}`);
    expect(borrada.statusCode, borrada.body).toBe(200);
    expect(await fila(db, sql`SELECT id FROM mangueras WHERE id = ${id}`)).toBeUndefined();
  });

  it('a hose with sales is inactivated, never deleted', async () => {
    const db = t.database.db;
    const usada = await fila<{ manguera_id: number }>(db, sql`SELECT manguera_id FROM ventas WHERE manguera_id IS NOT NULL LIMIT 1`);
    expect(usada).toBeDefined();
    const m = usada!.manguera_id;
    await db.execute(
      sql`UPDATE turnos SET estado = 'C' WHERE isla_id = (SELECT s.isla_id FROM mangueras m JOIN surtidores s ON s.id = m.surtidor_id WHERE m.id = ${m}) AND estado = 'A'`,
    );
    const r = await admin('DELETE', `/api/manguera/${m}`);
    expect(r.statusCode).toBe(400);
    expect(r.json().mensaje).toBe('No se puede eliminar: el registro está en uso. Inactívelo.');
    expect(await fila(db, sql`SELECT count(*)::int AS n FROM mangueras WHERE id = ${m}`)).toEqual({ n: 1 });
  });

  it('refuses every change while the island has an open shift', async () => {
    const db = t.database.db;
    const abierta = await fila<{ isla_id: number; empresa_id: number; codigo: string; descripcion: string }>(
      db,
      sql`SELECT t.isla_id, i.empresa_id, i.codigo, i.descripcion FROM turnos t JOIN islas i ON i.id = t.isla_id WHERE t.estado = 'A' LIMIT 1`,
    );
    expect(abierta).toBeDefined();
    const { isla_id, empresa_id } = abierta!;
    const surtidor = await fila<{ id: number }>(db, sql`SELECT id FROM surtidores WHERE isla_id = ${isla_id} LIMIT 1`);
    const m = await fila<{ id: number }>(db, sql`SELECT id FROM mangueras WHERE surtidor_id = ${surtidor!.id} LIMIT 1`);
    const intentos = [
      await admin('PUT', '/api/isla', { id: isla_id, empresa_id, codigo: abierta!.codigo, descripcion: 'CAMBIADA' }),
      await admin('PUT', `/api/isla/${isla_id}/I`),
      await admin('PUT', `/api/surtidor/${surtidor!.id}/I`),
      await admin('PUT', `/api/manguera/${m!.id}/I`),
      await admin('POST', '/api/manguera', { ...manguera(surtidor!.id, { numero: 9 }) }),
    ];
    for (const r of intentos) {
      expect(r.statusCode, r.body).toBe(400);
      expect(r.json().mensaje).toBe('La isla tiene un turno abierto');
    }
    expect(await fila(db, sql`SELECT descripcion, estado FROM islas WHERE id = ${isla_id}`)).toEqual({
      descripcion: abierta!.descripcion,
      estado: 'A',
    });
    const lista = (await admin('GET', `/api/isla/empresa/${empresa_id}`)).json().data as { id: number; turno_abierto: boolean }[];
    expect(lista.find((i) => i.id === isla_id)?.turno_abierto).toBe(true);
  });
});

describe('scope', () => {
  it('a station user cannot reach a sibling station’s islands, pumps or hoses by changing an id', async () => {
    const db = t.database.db;
    const islaAjena = await nuevaIsla(otra, 'S1');
    const surtidorAjeno = await nuevoSurtidor(otra, islaAjena, 73);
    const tanqueAjeno = (await fila<{ id: number; producto_id: number }>(
      db,
      sql`SELECT id, producto_id FROM bodegas WHERE empresa_id = ${otra} AND tipo = 'TANQUE' ORDER BY id LIMIT 1`,
    ))!;
    const mAjena = await admin(
      'POST',
      '/api/manguera',
      manguera(surtidorAjeno, { producto_id: tanqueAjeno.producto_id, bodega_id: tanqueAjeno.id }),
    );
    expect(mAjena.statusCode, mAjena.body).toBe(200);
    const mangueraAjena = mAjena.json().data.id as number;

    const propias = await deEstacion('GET', `/api/isla/empresa/${estacion}`);
    expect(propias.statusCode, propias.body).toBe(200);
    const intentos = [
      await deEstacion('GET', `/api/isla/empresa/${otra}`),
      await deEstacion('GET', `/api/surtidor/configuracion-eds/${otra}`),
      await deEstacion('PUT', `/api/isla/${islaAjena}/I`),
      await deEstacion('DELETE', `/api/isla/${islaAjena}`),
      await deEstacion('PUT', `/api/surtidor/${surtidorAjeno}/I`),
      await deEstacion('PUT', `/api/manguera/${mangueraAjena}/I`),
      await deEstacion('DELETE', `/api/manguera/${mangueraAjena}`),
      await deEstacion('GET', `/api/manguera/${mangueraAjena}`),
      await deEstacion(
        'POST',
        '/api/manguera',
        manguera(surtidorAjeno, { numero: 2, producto_id: tanqueAjeno.producto_id, bodega_id: tanqueAjeno.id }),
      ),
      await deEstacion('PUT', '/api/manguera', {
        ...manguera(surtidorAjeno, { producto_id: tanqueAjeno.producto_id, bodega_id: tanqueAjeno.id }),
        id: mangueraAjena,
      }),
    ];
    for (const r of intentos) expect(r.statusCode, r.body).toBe(403);
    // Moving its own hose onto the sibling's pump is refused too.
    const propia = await nuevoSurtidor(estacion, await nuevaIsla(estacion, 'S2'), 74);
    const mPropia = (await deEstacion('POST', '/api/manguera', manguera(propia))).json().data.id as number;
    const mover = await deEstacion('PUT', '/api/manguera', { ...manguera(surtidorAjeno), id: mPropia });
    expect(mover.statusCode).toBe(403);
    expect(await fila(db, sql`SELECT surtidor_id FROM mangueras WHERE id = ${mPropia}`)).toEqual({ surtidor_id: propia });
    expect(await fila(db, sql`SELECT estado FROM islas WHERE id = ${islaAjena}`)).toEqual({ estado: 'A' });
    expect(await fila(db, sql`SELECT estado FROM mangueras WHERE id = ${mangueraAjena}`)).toEqual({ estado: 'A' });
  });
});
