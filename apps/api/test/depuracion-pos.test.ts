import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES_COMANDO } from '@eds/contracts/comandos';
import { MENSAJES_DEPURACION } from '@eds/contracts/depuracion-pos';
import { MENSAJES } from '@eds/contracts/mensajes';
import { fila, filas } from '../src/db/client';
import { conToken, contar, crearApp, ingresar, type AppDePrueba } from './helper';
import { idsDemo, usuarioConModulos } from './factories';
import { emitirToken } from './pos-fixtures';

/**
 * Depuración POS (SCREENS.md G05, docs/decisions/056): heartbeat counts (optional, bounded), the preview, DEPURAR
 * queued with letter X of DEPURACIONPOS for devices of the caller's station only, each carrying the newest sale the
 * server holds from that device, and the station's history.
 */
let t: AppDePrueba;
let ids: Awaited<ReturnType<typeof idsDemo>>;
let admin: ReturnType<typeof conToken>;
let estacion: ReturnType<typeof conToken>;
let lector: ReturnType<typeof conToken>;
let adminToken: string;

/** A new active POS device of the station (its own, so its sales and counts are only the test's). */
async function nuevoPos(empresaId: number, alias: string, tipo = 'POS'): Promise<number> {
  const r = await fila<{ id: number }>(
    t.database.db,
    sql`INSERT INTO equipos (empresa_id, alias, tipo, serial, tipos_negocio)
        VALUES (${empresaId}, ${alias}, ${tipo}, ${`DEP-${randomUUID().slice(0, 12)}`}, '{C}') RETURNING id`,
  );
  return r!.id;
}

/** A stored sale of the device, `minutos` before now (the business day as the Bogotá calendar day of the moment). */
async function venta(empresaId: number, equipoId: number, minutos: number): Promise<{ uuid: string; fecha: string }> {
  const uuid = randomUUID();
  const r = await fila<{ fecha: string }>(
    t.database.db,
    sql`WITH x AS (SELECT date_trunc('milliseconds', now() - make_interval(mins => ${minutos})) AS f),
             u AS (INSERT INTO ventas_uuid (empresa_id, uuid, fecha_negocio)
                   SELECT ${empresaId}, ${uuid}, (f AT TIME ZONE 'America/Bogota')::date FROM x RETURNING id)
        INSERT INTO ventas (id, empresa_id, equipo_id, uuid, fecha, fecha_negocio, hora, tipo_negocio, tipo_movimiento, estado_movimiento,
                            cantidad, subtotal, impuestos, descuento, total, num_lineas)
        SELECT u.id, ${empresaId}, ${equipoId}, ${uuid}, f, (f AT TIME ZONE 'America/Bogota')::date,
               extract(hour FROM f AT TIME ZONE 'America/Bogota'), 'C', '009', '009001', 1, 10000, 0, 0, 10000, 1
          FROM x, u
        RETURNING to_char(fecha AT TIME ZONE 'America/Bogota', 'YYYY-MM-DD HH24:MI:SS') AS fecha`,
  );
  return { uuid, fecha: r!.fecha };
}

beforeAll(async () => {
  t = await crearApp();
  ids = await idsDemo(t.database);
  adminToken = (await ingresar(t.app, 'SUPERADMIN')).token;
  admin = conToken(t.app, adminToken);
  estacion = await usuarioConModulos(t, 'DEPURADOR', ids.barranquilla, ['DEPURACIONPOS'], 'REX');
  lector = await usuarioConModulos(t, 'DEPURALECTOR', ids.barranquilla, ['DEPURACIONPOS'], 'RE');
});
afterAll(async () => t.cerrar());

describe('Depuración POS', () => {
  it('stores the optional, bounded local counts of a heartbeat and shows them in the preview', async () => {
    const equipo = await nuevoPos(ids.barranquilla, 'DEP CONTEOS');
    const nunca = await nuevoPos(ids.barranquilla, 'DEP SIN DATOS');
    const pos = conToken(t.app, await emitirToken(t.app, adminToken, equipo));

    // Without counts: the heartbeat works as before and nothing is reported.
    expect((await pos('POST', '/api/pos/v1/estado', { version_app: '3.1.0' })).statusCode).toBe(200);
    for (const malo of [
      { logs: -1 },
      { cola_confirmada: 1.5 },
      { ventas_sincronizadas: 3_000_000_000 },
      { cache_mb: 10_000_000 },
      { registro_mas_antiguo: 'ayer' },
      { basura: 1 },
    ]) {
      const r = await pos('POST', '/api/pos/v1/estado', { conteos: malo });
      expect(r.statusCode, JSON.stringify(malo)).toBe(400);
    }
    const sinConteos = await fila<{ conteos_en: string | null }>(
      t.database.db,
      sql`SELECT conteos_en FROM equipos_conexion WHERE equipo_id = ${equipo}`,
    );
    expect(sinConteos!.conteos_en).toBeNull();

    const bien = await pos('POST', '/api/pos/v1/estado', {
      version_app: '3.1.0',
      conteos: {
        ventas_sincronizadas: 1520,
        logs: 8800,
        cola_confirmada: 40,
        cache_mb: 212.46,
        registro_mas_antiguo: '2026-01-15 07:30:00',
      },
    });
    expect(bien.statusCode, bien.body).toBe(200);
    // A later heartbeat without counts keeps the last ones.
    expect((await pos('POST', '/api/pos/v1/estado', { ventas_pendientes: 2 })).statusCode).toBe(200);

    const vista = await estacion('GET', `/api/depuracion-pos/equipos/estacion/${ids.barranquilla}`);
    expect(vista.statusCode, vista.body).toBe(200);
    const filasVista = vista.json().data as Array<{
      id: number;
      conteos: Record<string, unknown> | null;
      ultima_venta_fecha: string | null;
    }>;
    const conConteos = filasVista.find((f) => f.id === equipo)!;
    expect(conConteos.conteos).toMatchObject({
      ventas_sincronizadas: 1520,
      logs: 8800,
      cola_confirmada: 40,
      cache_mb: 212.5,
      registro_mas_antiguo: '2026-01-15 07:30:00',
    });
    expect(conConteos.conteos!.reportado_en).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(conConteos.ultima_venta_fecha).toBeNull();
    expect(filasVista.find((f) => f.id === nunca)!.conteos).toBeNull();

    // Only POS devices are listed, only the caller's station, only with the module.
    const impresora = await nuevoPos(ids.barranquilla, 'DEP IMPRESORA', 'IMPRESORA');
    expect(filasVista.some((f) => f.id === impresora)).toBe(false);
    expect((await estacion('GET', `/api/depuracion-pos/equipos/estacion/${ids.cartagena}`)).statusCode).toBe(403);
    const sinModulo = await usuarioConModulos(t, 'DEPURASIN', ids.barranquilla, ['GESTION EQUIPOS'], 'R');
    expect((await sinModulo('GET', `/api/depuracion-pos/equipos/estacion/${ids.barranquilla}`)).statusCode).toBe(403);
  });

  it('checks what to clean and the age, and never purges a sibling station device or without letter X', async () => {
    const propio = await nuevoPos(ids.barranquilla, 'DEP PROPIO');
    const ajeno = await nuevoPos(ids.cartagena, 'DEP AJENO');
    const impresora = await nuevoPos(ids.barranquilla, 'DEP IMPRESORA 2', 'IMPRESORA');
    const antes = await contar(t.database, 'comandos');
    const pedir = (equipos: number[], payload: Record<string, unknown>, quien = estacion) =>
      quien('POST', '/api/comandos', { equipos, tipo: 'DEPURAR', payload });

    for (const antiguedad_dias of [29, 366, 'x', 45.5]) {
      const r = await pedir([propio], { logs: true, antiguedad_dias });
      expect(r.statusCode).toBe(400);
      expect(r.json().mensaje).toBe('El valor ingresado debe estar entre 30 y 365');
      expect(r.json().errores).toEqual([{ campo: 'payload.antiguedad_dias', mensaje: 'El valor ingresado debe estar entre 30 y 365' }]);
    }
    const nada = await pedir([propio], { logs: false, antiguedad_dias: 60 });
    expect(nada.statusCode).toBe(400);
    expect(nada.json().mensaje).toBe(MENSAJES_DEPURACION.queDepurar);
    // The confirmed sale is the server's to say: a payload that brings its own is refused.
    const intruso = await pedir([propio], { logs: true, antiguedad_dias: 60, venta_uuid: randomUUID() });
    expect(intruso.statusCode).toBe(400);
    const noPos = await pedir([impresora], { logs: true, antiguedad_dias: 60 });
    expect(noPos.statusCode).toBe(400);
    expect(noPos.json().mensaje).toBe(MENSAJES_DEPURACION.soloPos);

    // A sibling station's device by id, alone or among own ones: 403 and nothing queued.
    expect((await pedir([ajeno], { logs: true, antiguedad_dias: 60 })).statusCode).toBe(403);
    expect((await pedir([propio, ajeno], { cache: true, antiguedad_dias: 60 })).statusCode).toBe(403);
    const uno = await estacion('POST', '/api/comando', { equipo_id: ajeno, tipo: 'DEPURAR', payload: { logs: true, antiguedad_dias: 60 } });
    expect(uno.statusCode).toBe(403);
    // R and E without X: no purge; DEPURACIONPOS's X queues DEPURAR only.
    const sinX = await pedir([propio], { logs: true, antiguedad_dias: 60 }, lector);
    expect(sinX.statusCode).toBe(403);
    expect(sinX.json().mensaje).toBe(MENSAJES.sinPermisoAccion);
    expect((await estacion('POST', '/api/comandos', { equipos: [propio], tipo: 'REINICIAR_APLICACION' })).statusCode).toBe(403);
    expect(await contar(t.database, 'comandos')).toBe(antes);
  });

  it('queues one DEPURAR per device carrying that device’s newest stored sale, which the device fetches', async () => {
    const conVentas = await nuevoPos(ids.barranquilla, 'DEP CON VENTAS');
    const sinVentas = await nuevoPos(ids.barranquilla, 'DEP SIN VENTAS');
    const otro = await nuevoPos(ids.barranquilla, 'DEP OTRO');
    await venta(ids.barranquilla, conVentas, 180);
    const ultima = await venta(ids.barranquilla, conVentas, 2);
    // A later sale of another device is not this device's watermark.
    await venta(ids.barranquilla, otro, 1);

    const r = await estacion('POST', '/api/comandos', {
      equipos: [conVentas, sinVentas],
      tipo: 'DEPURAR',
      payload: { ventas_sincronizadas: true, cola_confirmada: true, antiguedad_dias: '90' },
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().mensaje).toBe(MENSAJES_COMANDO.enviados);
    const [idCon, idSin] = r.json().data.ids as number[];
    const base = { ventas_sincronizadas: true, logs: false, cola_confirmada: true, cache: false, antiguedad_dias: 90 };
    const guardados = await filas<{ id: number; payload: Record<string, unknown>; tipo: string; empresa_id: number }>(
      t.database.db,
      sql`SELECT id, payload, tipo, empresa_id FROM comandos WHERE id IN (${idCon}, ${idSin}) ORDER BY id`,
    );
    expect(guardados.map((g) => g.payload)).toEqual([{ ...base, venta_uuid: ultima.uuid, venta_fecha: ultima.fecha }, base]);
    expect(guardados.every((g) => g.tipo === 'DEPURAR' && g.empresa_id === ids.barranquilla)).toBe(true);

    // What the device fetches carries its confirmed sale; the one without sales gets no uuid.
    const pos = conToken(t.app, await emitirToken(t.app, adminToken, conVentas));
    const entregados = (await pos('GET', '/api/pos/v1/comandos')).json().data as Array<{ id: number; payload: Record<string, unknown> }>;
    expect(entregados.find((c) => c.id === idCon)!.payload).toMatchObject({
      venta_uuid: ultima.uuid,
      venta_fecha: ultima.fecha,
      antiguedad_dias: 90,
    });
    const posSin = conToken(t.app, await emitirToken(t.app, adminToken, sinVentas));
    const delSin = (await posSin('GET', '/api/pos/v1/comandos')).json().data as Array<{ id: number; payload: Record<string, unknown> }>;
    expect(delSin.find((c) => c.id === idSin)!.payload).not.toHaveProperty('venta_uuid');
    expect(await pos('POST', `/api/pos/v1/comandos/${idCon}/resultado`, { exito: true, detalle: 'Depuradas 1200 ventas' })).toMatchObject({
      statusCode: 200,
    });

    // The preview shows the sale the command carried.
    const vista = (await estacion('GET', `/api/depuracion-pos/equipos/estacion/${ids.barranquilla}`)).json().data as Array<{
      id: number;
      ultima_venta_fecha: string | null;
    }>;
    expect(vista.find((f) => f.id === conVentas)!.ultima_venta_fecha).not.toBeNull();

    // History: the station's DEPURAR commands with state, result and user; filters; a sibling station is refused.
    const historial = await lector('GET', `/api/depuracion-pos/comandos/estacion/${ids.barranquilla}?limite=50`);
    expect(historial.statusCode, historial.body).toBe(200);
    const lista = historial.json().data as Array<{ id: number; estado: string; resultado: string | null; usuario: string; tipo: string }>;
    expect(lista.find((c) => c.id === idCon)).toMatchObject({
      estado: 'EJECUTADO',
      resultado: 'Depuradas 1200 ventas',
      usuario: 'DEPURADOR',
    });
    expect(lista.find((c) => c.id === idSin)).toMatchObject({ estado: 'ENTREGADO' });
    expect(lista.every((c) => c.tipo === 'DEPURAR')).toBe(true);

    await t.database.db.execute(sql`UPDATE comandos SET creado_en = now() - interval '25 hours' WHERE id = ${idSin}`);
    const vencidos = await lector('GET', `/api/depuracion-pos/comandos/estacion/${ids.barranquilla}?estado_comando=VENCIDO`);
    expect((vencidos.json().data as Array<{ id: number }>).map((c) => c.id)).toEqual([idSin]);
    const buscados = await lector(
      'GET',
      `/api/depuracion-pos/comandos/estacion/${ids.barranquilla}?buscar=${encodeURIComponent('DEP CON')}`,
    );
    expect((buscados.json().data as Array<{ id: number }>).map((c) => c.id)).toEqual([idCon]);
    expect((await lector('GET', `/api/depuracion-pos/comandos/estacion/${ids.cartagena}`)).statusCode).toBe(403);
    expect((await lector('GET', `/api/depuracion-pos/comandos/estacion/${ids.barranquilla}?estado_comando=OTRO`)).statusCode).toBe(400);
    const todos = await admin('GET', `/api/depuracion-pos/comandos/estacion/${ids.barranquilla}?orden=equipo:asc`);
    expect(todos.statusCode).toBe(200);
  });
});
