import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES_COMANDO } from '@eds/contracts/comandos';
import { MENSAJES } from '@eds/contracts/mensajes';
import { fila } from '../src/db/client';
import { crearUsuario } from '../src/demo/sembrar';
import { hashClave } from '../src/lib/claves';
import { CLAVE_DEMO, conToken, contar, crearApp, ingresar, type AppDePrueba } from './helper';
import { idsDemo } from './factories';
import { emitirToken } from './pos-fixtures';

/** Device commands (SCREENS.md G05/G06): queued by letter X in scope, fetched and answered by the device, 24 h expiry. */
let t: AppDePrueba;
let ids: Awaited<ReturnType<typeof idsDemo>>;
let admin: ReturnType<typeof conToken>;
let estacion: ReturnType<typeof conToken>;
let sinX: ReturnType<typeof conToken>;
let equipo: number;
let ajeno: number;
let pos: ReturnType<typeof conToken>;

async function usuario(nombre: string, empresaId: number, letras: string) {
  const perfil = await fila<{ id: number }>(
    t.database.db,
    sql`INSERT INTO perfiles (negocio_id, descripcion, tipo) SELECT negocio_id, ${`PERFIL ${nombre}`}, 5 FROM empresas WHERE id = ${empresaId} RETURNING id`,
  );
  await t.database.db.execute(sql`
    INSERT INTO perfiles_modulos (perfiles_id, modulos_id, asignaciones)
    SELECT ${perfil!.id}, id, ${letras} FROM modulos WHERE descripcion = 'GESTION EQUIPOS'`);
  const negocio = await fila<{ negocio_id: number }>(t.database.db, sql`SELECT negocio_id FROM empresas WHERE id = ${empresaId}`);
  await crearUsuario(t.database.db, {
    negocioId: negocio!.negocio_id,
    empresaId,
    usuario: nombre,
    tipo: 5,
    perfil: perfil!.id,
    clave: await hashClave(CLAVE_DEMO),
    identificacion: `6${Math.floor(Math.random() * 1e9)}`,
    nombres: nombre,
    apellidos: 'PRUEBA',
    correo: `${nombre.toLowerCase()}@example.co`,
    telefono: '3100000000',
    ciudad: 8001,
    departamento: 8,
  });
  return conToken(t.app, (await ingresar(t.app, nombre)).token);
}

beforeAll(async () => {
  t = await crearApp();
  ids = await idsDemo(t.database);
  const token = (await ingresar(t.app, 'SUPERADMIN')).token;
  admin = conToken(t.app, token);
  estacion = await usuario('COMANDOSX', ids.barranquilla, 'RX');
  sinX = await usuario('COMANDOSR', ids.barranquilla, 'RU');
  equipo = (await fila<{ id: number }>(
    t.database.db,
    sql`SELECT id FROM equipos WHERE empresa_id = ${ids.barranquilla} ORDER BY id LIMIT 1`,
  ))!.id;
  ajeno = (await fila<{ id: number }>(t.database.db, sql`SELECT id FROM equipos WHERE empresa_id = ${ids.cartagena} ORDER BY id LIMIT 1`))!
    .id;
  pos = conToken(t.app, await emitirToken(t.app, token, equipo));
});
afterAll(async () => t.cerrar());

describe('Comandos de equipos', () => {
  it('queues a command with letter X for a device in scope, refusing siblings, bad input and missing letters', async () => {
    const antes = await contar(t.database, 'comandos');
    const malo = await estacion('POST', '/api/comando', { equipo_id: equipo, tipo: 'APAGAR' });
    expect(malo.statusCode).toBe(400);
    expect(malo.json().errores).toEqual([{ campo: 'tipo', mensaje: MENSAJES.campoObligatorioCorto }]);
    const sinLetra = await sinX('POST', '/api/comando', { equipo_id: equipo, tipo: 'FORZAR_SINCRONIZACION' });
    expect(sinLetra.statusCode).toBe(403);
    expect((await estacion('POST', '/api/comando', { equipo_id: ajeno, tipo: 'FORZAR_SINCRONIZACION' })).statusCode).toBe(403);
    expect((await estacion('POST', '/api/comandos', { equipos: [equipo, ajeno], tipo: 'SOLICITAR_LOGS' })).statusCode).toBe(403);
    expect(await contar(t.database, 'comandos')).toBe(antes);

    const r = await estacion('POST', '/api/comando', { equipo_id: equipo, tipo: 'DEPURAR', payload: { antiguedad_dias: 90, logs: true } });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().mensaje).toBe(MENSAJES_COMANDO.enviado);
    const [id] = r.json().data.ids as number[];
    const leido = await estacion('GET', `/api/comando/${id}`);
    expect(leido.json().data).toMatchObject({
      id,
      equipo_id: equipo,
      tipo: 'DEPURAR',
      estado: 'PENDIENTE',
      payload: { antiguedad_dias: 90, logs: true, cache: false },
    });
    const guardado = await fila<{ usuario_id: number | null }>(t.database.db, sql`SELECT usuario_id FROM comandos WHERE id = ${id}`);
    expect(guardado!.usuario_id).not.toBeNull();

    // The sibling station's command is not readable from this station.
    const otro = await admin('POST', '/api/comandos', { equipos: [ajeno], tipo: 'REINICIAR_APLICACION' });
    expect(otro.json().mensaje).toBe(MENSAJES_COMANDO.enviados);
    expect((await estacion('GET', `/api/comando/${otro.json().data.ids[0] as number}`)).statusCode).toBe(403);
    expect((await estacion('GET', '/api/comando/999999')).json().mensaje).toBe(MENSAJES_COMANDO.noExiste);
  });

  it('delivers pending commands to the device, takes its answer once, and expires them after 24 hours', async () => {
    const r = await admin('POST', '/api/comandos', { equipos: [equipo], tipo: 'ACTUALIZAR_PRECIOS' });
    const [id] = r.json().data.ids as number[];
    const entregados = await pos('GET', '/api/pos/v1/comandos');
    expect(entregados.statusCode, entregados.body).toBe(200);
    expect(entregados.json().data.map((c: { id: number }) => c.id)).toContain(id);
    expect((await admin('GET', `/api/comando/${id}`)).json().data.estado).toBe('ENTREGADO');

    const hecho = await pos('POST', `/api/pos/v1/comandos/${id}/resultado`, { exito: true, detalle: 'precios aplicados' });
    expect(hecho.statusCode, hecho.body).toBe(200);
    expect((await admin('GET', `/api/comando/${id}`)).json().data).toMatchObject({ estado: 'EJECUTADO', resultado: 'precios aplicados' });
    const otraVez = await pos('POST', `/api/pos/v1/comandos/${id}/resultado`, { exito: false });
    expect(otraVez.statusCode).toBe(400);
    expect(otraVez.json().mensaje).toBe(MENSAJES_COMANDO.resuelto);
    expect((await pos('GET', '/api/pos/v1/comandos')).json().data.map((c: { id: number }) => c.id)).not.toContain(id);

    // Another device's command is not this device's to answer.
    const ajenoCmd = await admin('POST', '/api/comando', { equipo_id: ajeno, tipo: 'SOLICITAR_LOGS' });
    const respuesta = await pos('POST', `/api/pos/v1/comandos/${ajenoCmd.json().data.ids[0] as number}/resultado`, { exito: true });
    expect(respuesta.statusCode).toBe(404);

    // Queued 25 hours ago and never answered: VENCIDO, not delivered, no answer taken.
    const viejo = await admin('POST', '/api/comando', { equipo_id: equipo, tipo: 'FORZAR_SINCRONIZACION' });
    const viejoId = viejo.json().data.ids[0] as number;
    await t.database.db.execute(sql`UPDATE comandos SET creado_en = now() - interval '25 hours' WHERE id = ${viejoId}`);
    expect((await admin('GET', `/api/comando/${viejoId}`)).json().data.estado).toBe('VENCIDO');
    expect((await pos('GET', '/api/pos/v1/comandos')).json().data.map((c: { id: number }) => c.id)).not.toContain(viejoId);
    const tarde = await pos('POST', `/api/pos/v1/comandos/${viejoId}/resultado`, { exito: true });
    expect(tarde.statusCode).toBe(400);
    expect(tarde.json().mensaje).toBe(MENSAJES_COMANDO.vencido);
  });

  it('refuses commands for a disabled device', async () => {
    await admin('PUT', `/api/equipo/${ajeno}/I`);
    const r = await admin('POST', '/api/comando', { equipo_id: ajeno, tipo: 'FORZAR_SINCRONIZACION' });
    expect(r.statusCode).toBe(400);
    expect(r.json().mensaje).toBe(MENSAJES_COMANDO.equipoInactivo);
    await admin('PUT', `/api/equipo/${ajeno}/A`);
  });
});
