import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TEquipo } from '@eds/contracts/equipo';
import { MENSAJES_OPERACION as M } from '@eds/contracts/mensajes-operacion';
import { MODULO } from '@eds/contracts/modulos';
import { fila } from '../src/db/client';
import { conToken, crearApp, ingresar, type AppDePrueba } from './helper';
import { idsDemo, usuarioConModulos } from './factories';
import { emitirToken } from './pos-fixtures';

/** The device form's Resolución and Impresora (SCREENS.md G05): checked against the station, served to the POS. */
let t: AppDePrueba;
let ids: Awaited<ReturnType<typeof idsDemo>>;
let estacion: ReturnType<typeof conToken>;
let token: string;

beforeAll(async () => {
  t = await crearApp();
  ids = await idsDemo(t.database);
  token = (await ingresar(t.app, 'SUPERADMIN')).token;
  estacion = await usuarioConModulos(t, 'EQUIPOSRCU', ids.barranquilla, [MODULO.GESTION_EQUIPOS], 'RCU');
});
afterAll(async () => t.cerrar());

const formulario = (e: TEquipo) => ({
  id: e.id,
  empresa_id: e.empresa_id,
  alias: e.alias,
  tipo: e.tipo,
  serial: e.serial,
  isla_id: e.isla_id,
  ip: e.ip ?? '',
  mac: e.mac ?? '',
  identificador_dispositivo: e.identificador_dispositivo ?? '',
  tipos_negocio: e.tipos_negocio,
});

describe('Resolución e Impresora del equipo', () => {
  it('offers, checks and stores the station’s resolution and printer, and serves them to the POS', async () => {
    const impresora = await estacion('POST', '/api/equipo', {
      empresa_id: ids.barranquilla,
      alias: 'IMPRESORA PRUEBA',
      tipo: 'IMPRESORA',
      serial: `IMP-${Date.now()}`,
      ip: '10.0.0.9',
      identificador_dispositivo: `IMP-${Date.now()}`,
      tipos_negocio: ['C'],
    });
    expect(impresora.statusCode, impresora.body).toBe(200);
    const impresoraId = impresora.json().data.id as number;
    const resolucion = (await fila<{ id: number }>(
      t.database.db,
      sql`SELECT id FROM resoluciones WHERE empresa_id = ${ids.barranquilla} AND estado = 'A' AND cardinality(equipos) = 0 ORDER BY id LIMIT 1`,
    ))!.id;
    const ajena = (await fila<{ id: number }>(t.database.db, sql`SELECT id FROM resoluciones WHERE empresa_id = ${ids.cartagena} LIMIT 1`))!
      .id;

    const opciones = await estacion('GET', `/api/equipo/opciones/estacion/${ids.barranquilla}`);
    expect(opciones.statusCode, opciones.body).toBe(200);
    expect(opciones.json().data.impresoras).toEqual([{ id: impresoraId, alias: 'IMPRESORA PRUEBA' }]);
    expect((opciones.json().data.resoluciones as Array<{ id: number }>).map((r) => r.id)).toContain(resolucion);
    expect((await estacion('GET', `/api/equipo/opciones/estacion/${ids.cartagena}`)).statusCode).toBe(403);

    const lista = await estacion('GET', `/api/equipo/empresa/${ids.barranquilla}?tipo=POS&limite=50`);
    const pos = (lista.json().data as TEquipo[]).find((e) => e.alias === 'POS ISLA 1')!;
    const otroPos = (lista.json().data as TEquipo[]).find((e) => e.alias === 'POS ISLA 2')!;
    const base = formulario(pos);

    const resAjena = await estacion('PUT', '/api/equipo', { ...base, resolucion_id: ajena });
    expect(resAjena.statusCode).toBe(400);
    expect(resAjena.json().errores).toEqual([{ campo: 'resolucion_id', mensaje: M.resolucionEquipoNoValida }]);
    const noImpresora = await estacion('PUT', '/api/equipo', { ...base, impresora_id: otroPos.id });
    expect(noImpresora.statusCode).toBe(400);
    expect(noImpresora.json().mensaje).toBe(M.impresoraNoValida);
    // A resolution whose Equipos name another device only.
    await t.database.db.execute(sql`UPDATE resoluciones SET equipos = ${`{${otroPos.id}}`}::int[] WHERE id = ${resolucion}`);
    expect((await estacion('PUT', '/api/equipo', { ...base, resolucion_id: resolucion })).statusCode).toBe(400);
    await t.database.db.execute(sql`UPDATE resoluciones SET equipos = ${`{${otroPos.id},${pos.id}}`}::int[] WHERE id = ${resolucion}`);
    const sinCambio = await fila<{ resolucion_id: number | null; impresora_id: number | null }>(
      t.database.db,
      sql`SELECT resolucion_id, impresora_id FROM equipos WHERE id = ${pos.id}`,
    );
    expect(sinCambio).toEqual({ resolucion_id: null, impresora_id: null });

    const bien = await estacion('PUT', '/api/equipo', { ...base, resolucion_id: resolucion, impresora_id: impresoraId });
    expect(bien.statusCode, bien.body).toBe(200);
    expect(bien.json().mensaje).toBe(M.dispositivosEditados);
    const leido = (await estacion('GET', `/api/equipo/empresa/${ids.barranquilla}?tipo=POS&limite=50`)).json().data as TEquipo[];
    expect(leido.find((e) => e.id === pos.id)).toMatchObject({
      resolucion_id: resolucion,
      resolucion: expect.any(String),
      impresora_id: impresoraId,
      impresora: 'IMPRESORA PRUEBA',
    });

    const dispositivo = conToken(t.app, await emitirToken(t.app, token, pos.id));
    const conf = await dispositivo('GET', '/api/pos/v1/configuracion');
    expect(conf.statusCode, conf.body).toBe(200);
    expect(conf.json().data.equipo).toEqual({
      id: pos.id,
      alias: 'POS ISLA 1',
      resolucion_id: resolucion,
      impresora: { id: impresoraId, alias: 'IMPRESORA PRUEBA', ip: '10.0.0.9' },
    });
    // Once the resolution no longer names the device, the POS is not told to use it.
    await t.database.db.execute(sql`UPDATE resoluciones SET equipos = ${`{${otroPos.id}}`}::int[] WHERE id = ${resolucion}`);
    expect((await dispositivo('GET', '/api/pos/v1/configuracion')).json().data.equipo.resolucion_id).toBeNull();
    await t.database.db.execute(sql`UPDATE resoluciones SET equipos = '{}'::int[] WHERE id = ${resolucion}`);
  });
});
