import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES_COMANDO } from '@eds/contracts/comandos';
import { MENSAJES_PARAMETRO } from '@eds/contracts/configuracion/parametros';
import { MENSAJES } from '@eds/contracts/mensajes';
import { MENSAJES_OPERACION } from '@eds/contracts/mensajes-operacion';
import { MODULO } from '@eds/contracts/modulos';
import { fila, filas } from '../src/db/client';
import { conToken, contar, crearApp, ingresar, type AppDePrueba } from './helper';
import { hacerOperadorPlataforma, idsDemo, usuarioConModulos } from './factories';
import { emitirToken } from './pos-fixtures';

/**
 * Asignación de parámetros a equipos (SCREENS.md G05): the values that reach a device with their origin
 * (`GET parametro/valores/equipo/{id}`), a device's own value (`PUT`/`DELETE parametro/valores`, nivel EQUIPO), the
 * device reading its own values in `/pos/v1/configuracion`, and `Enviar a equipos` (ACTUALIZAR_PARAMETROS, letter X).
 */
let t: AppDePrueba;
let ids: Awaited<ReturnType<typeof idsDemo>>;
let admin: ReturnType<typeof conToken>;
let estacion: ReturnType<typeof conToken>;
let soloLectura: ReturnType<typeof conToken>;
let definicion: number;
let equipo: number;
let otroEquipo: number;
let ajeno: number;
let pos: ReturnType<typeof conToken>;

const CODIGO = 'PRUEBA_EQUIPO_VOLUMEN';

beforeAll(async () => {
  t = await crearApp();
  ids = await idsDemo(t.database);
  // Definitions are the platform operator's (decision 059): the administrator is marked as it here.
  await hacerOperadorPlataforma(t.database, 'SUPERADMIN');
  const token = (await ingresar(t.app, 'SUPERADMIN')).token;
  admin = conToken(t.app, token);
  estacion = await usuarioConModulos(t, 'ASIGNAEQX', ids.barranquilla, [MODULO.ASIGNACION_PARAMETROS_EQUIPOS], 'RUX');
  soloLectura = await usuarioConModulos(t, 'ASIGNAEQR', ids.barranquilla, [MODULO.ASIGNACION_PARAMETROS_EQUIPOS], 'R');
  const creada = await admin('POST', '/api/parametro/definicion', {
    codigo: CODIGO,
    descripcion: 'VOLUMEN DE PRUEBA',
    tipo: 'NUMERO',
    minimo: 0,
    maximo: 10,
    defecto: '3',
    niveles: ['GLOBAL', 'ESTACION', 'EQUIPO'],
  });
  expect(creada.statusCode, creada.body).toBe(200);
  definicion = creada.json().data.id as number;
  const propios = await filas<{ id: number }>(
    t.database.db,
    sql`SELECT id FROM equipos WHERE empresa_id = ${ids.barranquilla} AND estado = 'A' ORDER BY id LIMIT 2`,
  );
  [equipo, otroEquipo] = propios.map((r) => r.id);
  ajeno = (await fila<{ id: number }>(t.database.db, sql`SELECT id FROM equipos WHERE empresa_id = ${ids.cartagena} ORDER BY id LIMIT 1`))!
    .id;
  pos = conToken(t.app, await emitirToken(t.app, token, equipo));
});
afterAll(async () => t.cerrar());

const valorDe = (r: { json: () => { data: Array<Record<string, unknown>> } }) => r.json().data.find((p) => p.codigo === CODIGO);

describe('Asignación de parámetros a equipos', () => {
  it('reads the values that reach a device with their origin, for devices of the caller’s stations only', async () => {
    const r = await estacion('GET', `/api/parametro/valores/equipo/${equipo}?solo_equipo=S`);
    expect(r.statusCode, r.body).toBe(200);
    expect(valorDe(r)).toMatchObject({
      equipo_id: equipo,
      empresa_id: ids.barranquilla,
      valor_equipo: null,
      valor_efectivo: '3',
      origen: 'DEFECTO',
    });
    // Only the definitions that admit a device's value: TOLERANCIA_DIFERENCIA_PCT does not.
    const codigos = (r.json().data as Array<{ codigo: string; niveles: string[] }>).map((p) => p.codigo);
    expect(codigos).not.toContain('TOLERANCIA_DIFERENCIA_PCT');
    const todos = await estacion('GET', `/api/parametro/valores/equipo/${equipo}`);
    expect((todos.json().data as Array<{ codigo: string }>).map((p) => p.codigo)).toContain('TOLERANCIA_DIFERENCIA_PCT');

    const hermano = await estacion('GET', `/api/parametro/valores/equipo/${ajeno}`);
    expect(hermano.statusCode).toBe(403);
    const inexistente = await estacion('GET', '/api/parametro/valores/equipo/999999');
    expect(inexistente.statusCode).toBe(404);
    expect(inexistente.json().mensaje).toBe(MENSAJES_OPERACION.equipoNoExiste);
    const sinModulo = await usuarioConModulos(t, 'ASIGNAEQN', ids.barranquilla, [MODULO.PARAMETROS], 'RU');
    expect((await sinModulo('GET', `/api/parametro/valores/equipo/${equipo}`)).statusCode).toBe(403);
  });

  it('stores a device’s own value checked by the definition, inherits again on Restablecer, and refuses siblings', async () => {
    const antes = await contar(t.database, 'parametros_valores');
    const clave = { definicion_id: definicion, nivel: 'EQUIPO', empresa_id: ids.barranquilla, equipo_id: equipo };
    const fuera = await estacion('PUT', '/api/parametro/valores', { ...clave, valor: '11' });
    expect(fuera.statusCode).toBe(400);
    expect(fuera.json().mensaje).toBe(MENSAJES_PARAMETRO.valorRango('0', '10'));
    const sinU = await soloLectura('PUT', '/api/parametro/valores', { ...clave, valor: '7' });
    expect(sinU.statusCode).toBe(403);
    // A sibling station's device, named with its own station or with this one.
    const hermano = await estacion('PUT', '/api/parametro/valores', { ...clave, empresa_id: ids.cartagena, equipo_id: ajeno, valor: '7' });
    expect(hermano.statusCode).toBe(403);
    const mezclado = await estacion('PUT', '/api/parametro/valores', { ...clave, equipo_id: ajeno, valor: '7' });
    expect(mezclado.statusCode).toBe(404);
    expect(await contar(t.database, 'parametros_valores')).toBe(antes);

    // The station's value reaches both devices; the device's own wins for it alone.
    const deEstacion = await admin('PUT', '/api/parametro/valores', { ...clave, nivel: 'ESTACION', equipo_id: null, valor: '5' });
    expect(deEstacion.statusCode, deEstacion.body).toBe(200);
    const ok = await estacion('PUT', '/api/parametro/valores', { ...clave, valor: '7' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().mensaje).toBe(MENSAJES_PARAMETRO.valorGuardado);
    const guardado = await fila<{ valor: string; negocio_id: number | null }>(
      t.database.db,
      sql`SELECT valor, negocio_id FROM parametros_valores WHERE definicion_id = ${definicion} AND nivel = 'EQUIPO' AND equipo_id = ${equipo}`,
    );
    expect(guardado).toEqual({ valor: '7', negocio_id: expect.any(Number) });
    expect(valorDe(await estacion('GET', `/api/parametro/valores/equipo/${equipo}`))).toMatchObject({
      valor_estacion: '5',
      valor_equipo: '7',
      valor_efectivo: '7',
      origen: 'EQUIPO',
    });
    expect(valorDe(await estacion('GET', `/api/parametro/valores/equipo/${otroEquipo}`))).toMatchObject({
      valor_equipo: null,
      valor_efectivo: '5',
      origen: 'ESTACION',
    });

    // The device reads its own value in its configuration.
    const conf = await pos('GET', '/api/pos/v1/configuracion');
    expect(conf.statusCode, conf.body).toBe(200);
    expect((conf.json().data.parametros as Array<{ codigo: string }>).find((p) => p.codigo === CODIGO)).toEqual({
      codigo: CODIGO,
      tipo: 'NUMERO',
      valor: '7',
      origen: 'EQUIPO',
    });

    const query = `definicion_id=${definicion}&nivel=EQUIPO&empresa_id=${ids.barranquilla}&equipo_id=${equipo}`;
    const hermanoBorra = await estacion(
      'DELETE',
      `/api/parametro/valores?definicion_id=${definicion}&nivel=EQUIPO&empresa_id=${ids.cartagena}&equipo_id=${ajeno}`,
    );
    expect(hermanoBorra.statusCode).toBe(403);
    const restablecido = await estacion('DELETE', `/api/parametro/valores?${query}`);
    expect(restablecido.statusCode, restablecido.body).toBe(200);
    expect(valorDe(await estacion('GET', `/api/parametro/valores/equipo/${equipo}`))).toMatchObject({
      valor_efectivo: '5',
      origen: 'ESTACION',
    });
    expect((await pos('GET', '/api/pos/v1/configuracion')).json().data.parametros).toContainEqual({
      codigo: CODIGO,
      tipo: 'NUMERO',
      valor: '5',
      origen: 'ESTACION',
    });
  });

  it('queues ACTUALIZAR_PARAMETROS with the screen’s letter X, only for devices in scope', async () => {
    const antes = await contar(t.database, 'comandos');
    const sinX = await soloLectura('POST', '/api/comandos', { equipos: [equipo], tipo: 'ACTUALIZAR_PARAMETROS' });
    expect(sinX.statusCode).toBe(403);
    expect(sinX.json().mensaje).toBe(MENSAJES.sinPermisoAccion);
    // This screen's X queues parameter updates only.
    const otroTipo = await estacion('POST', '/api/comandos', { equipos: [equipo], tipo: 'REINICIAR_APLICACION' });
    expect(otroTipo.statusCode).toBe(403);
    const hermano = await estacion('POST', '/api/comandos', { equipos: [equipo, ajeno], tipo: 'ACTUALIZAR_PARAMETROS' });
    expect(hermano.statusCode).toBe(403);
    expect(await contar(t.database, 'comandos')).toBe(antes);

    const r = await estacion('POST', '/api/comandos', { equipos: [equipo, otroEquipo], tipo: 'ACTUALIZAR_PARAMETROS' });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().mensaje).toBe(MENSAJES_COMANDO.enviados);
    const [id] = r.json().data.ids as number[];
    expect((await estacion('GET', `/api/comando/${id}`)).json().data).toMatchObject({
      equipo_id: equipo,
      tipo: 'ACTUALIZAR_PARAMETROS',
      estado: 'PENDIENTE',
    });
    expect(await contar(t.database, 'comandos')).toBe(antes + 2);
  });
});
