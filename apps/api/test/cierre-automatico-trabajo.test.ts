import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diaOperativo, sumarDias } from '@eds/contracts/dia-operativo';
import { MENSAJES_EJECUCION_CIERRE, textoTurnoAlertado } from '@eds/contracts/turnos/cierres-automaticos-ejecuciones';
import { fila, filas } from '../src/db/client';
import { conToken, crearApp, ingresar, type AppDePrueba } from './helper';
import { estacionPos, type EstacionPos } from './pos-fixtures';
import { aLas, diaDePrueba, islaYPromotor, publicar } from './reportes-fixtures';

/**
 * The automatic-close job (SCREENS.md G23) with a clock the test gives: at a station's closing hour plus its
 * tolerance, the shifts left open are closed with their last readings (CERRAR CON LECTURAS) or only alerted
 * (SOLO ALERTAR); a day runs once, even with two API instances; each run is stored and listed.
 */
let t: AppDePrueba;
let a: EstacionPos;
let b: EstacionPos;
let c: EstacionPos;
let admin: ReturnType<typeof conToken>;
let D: string;
const turnoA = randomUUID();
const turnoB = randomUUID();

/** A Bogotá wall-clock time as the instant the job is given. */
const enBogota = (texto: string) => new Date(`${texto.replace(' ', 'T')}-05:00`);

async function abrirTurno(e: EstacionPos, uuid: string, fecha: string, base: number) {
  const isla = await islaYPromotor(t, e);
  await publicar(t.app, e.token, 'turnos/apertura', 'turnos', [
    {
      uuid,
      fecha,
      isla_id: e.manguera.islaId,
      promotor_id: isla.promotorId,
      lecturas: isla.mangueras.map((m, i) => ({ manguera_id: m, lectura: base + i })),
    },
  ]);
}

const turno = async (uuid: string) =>
  (await fila<{ id: number; estado: string; fecha_fin: string | null }>(
    t.database.db,
    sql`SELECT id, estado, to_char(fecha_fin AT TIME ZONE 'America/Bogota', 'YYYY-MM-DD HH24:MI:SS') AS fecha_fin FROM turnos WHERE uuid = ${uuid}::uuid`,
  ))!;

const ejecuciones = (empresaId: number) =>
  filas<{ fecha_negocio: string; accion: string; turnos_cerrados: number; turnos_alertados: number; detalle: unknown[] }>(
    t.database.db,
    sql`SELECT fecha_negocio::text AS fecha_negocio, accion, turnos_cerrados, turnos_alertados, detalle
          FROM cierres_automaticos_ejecuciones WHERE empresa_id = ${empresaId} ORDER BY fecha_negocio`,
  );

beforeAll(async () => {
  t = await crearApp();
  a = await estacionPos(t, 0);
  b = await estacionPos(t, 1);
  c = await estacionPos(t, 2);
  admin = conToken(t.app, a.admin);
  D = diaDePrueba();
  await t.database.db.execute(sql`DELETE FROM cierres_automaticos_ejecuciones`);
  await t.database.db.execute(sql`DELETE FROM cierres_automaticos`);
  const configurar = async (empresa_id: number, extra: Record<string, unknown>) => {
    const r = await admin('POST', '/api/cierre-automatico', {
      empresa_id,
      habilitado: true,
      tolerancia_minutos: 30,
      hora_cierre: '06:00',
      ...extra,
    });
    expect(r.statusCode, r.body).toBe(200);
  };
  await configurar(a.empresaId, { accion: 'CERRAR CON LECTURAS' });
  await configurar(b.empresaId, { accion: 'SOLO ALERTAR', tolerancia_minutos: 0 });
  await configurar(c.empresaId, { accion: 'CERRAR CON LECTURAS', habilitado: false });
  // The job's clock here is weeks back: the configurations are taken as in force since before it.
  await t.database.db.execute(sql`UPDATE cierres_automaticos SET vigente_desde = ${sumarDias(D, -7)}::date`);
  await abrirTurno(a, turnoA, aLas(D, '12:00:00'), 7000);
  await abrirTurno(b, turnoB, aLas(D, '13:00:00'), 8000);
});
afterAll(async () => t.cerrar());

describe('automatic close job', () => {
  it('before a station’s closing moment nothing happens to it; SOLO ALERTAR only alerts, once', async () => {
    // D+1 06:29: b (06:00 + 0 min) is due, a (06:00 + 30 min) is not; c is switched off.
    const hechos = await t.app.cierresAutomaticos.ejecutar(enBogota(`${sumarDias(D, 1)} 06:29:00`));
    // a's latest due day is the day before D: its run finds nothing open (its shift is of D).
    expect(hechos).toEqual([
      { empresaId: a.empresaId, fechaNegocio: sumarDias(D, -1), accion: 'CERRAR CON LECTURAS', cerrados: 0, alertados: 0 },
      { empresaId: b.empresaId, fechaNegocio: D, accion: 'SOLO ALERTAR', cerrados: 0, alertados: 1 },
    ]);
    expect((await turno(turnoA)).estado).toBe('A');
    expect((await turno(turnoB)).estado).toBe('A');
    const [run] = await ejecuciones(b.empresaId);
    expect(run).toMatchObject({ fecha_negocio: D, accion: 'SOLO ALERTAR', turnos_cerrados: 0, turnos_alertados: 1 });
    expect(run.detalle).toEqual([
      expect.objectContaining({ turno_id: (await turno(turnoB)).id, resultado: 'ALERTADO', fecha_inicio: aLas(D, '13:00:00') }),
    ]);
    const d = run.detalle[0] as { isla: string; promotor: string; fecha_inicio: string };
    const aviso = await fila<{ titulo: string; texto: string }>(
      t.database.db,
      sql`SELECT titulo, texto FROM notificaciones WHERE empresa = ${b.empresaId} ORDER BY id DESC LIMIT 1`,
    );
    expect(aviso).toEqual({
      titulo: MENSAJES_EJECUCION_CIERRE.titulo,
      texto: textoTurnoAlertado({ isla: d.isla, promotor: d.promotor, fecha: d.fecha_inicio }),
    });
    expect(aviso!.texto).toMatch(/sigue abierto después de la hora de cierre$/);
    expect(await ejecuciones(a.empresaId)).toEqual([
      { fecha_negocio: sumarDias(D, -1), accion: 'CERRAR CON LECTURAS', turnos_cerrados: 0, turnos_alertados: 0, detalle: [] },
    ]);
    expect(await ejecuciones(c.empresaId)).toEqual([]);
    // The same moment again: nothing more.
    expect(await t.app.cierresAutomaticos.ejecutar(enBogota(`${sumarDias(D, 1)} 06:29:00`))).toEqual([]);
    expect(await ejecuciones(b.empresaId)).toHaveLength(1);
  });

  it('CERRAR CON LECTURAS closes the open shift at the closing moment with its last readings', async () => {
    const hechos = await t.app.cierresAutomaticos.ejecutar(enBogota(`${sumarDias(D, 1)} 06:30:00`));
    expect(hechos).toEqual([{ empresaId: a.empresaId, fechaNegocio: D, accion: 'CERRAR CON LECTURAS', cerrados: 1, alertados: 0 }]);
    const cerrado = await turno(turnoA);
    expect(cerrado).toMatchObject({ estado: 'C', fecha_fin: `${sumarDias(D, 1)} 06:30:00` });
    const mangueras = await filas<{ lectura_inicial: string; lectura_final: string; galones: string }>(
      t.database.db,
      sql`SELECT lectura_inicial, lectura_final, galones FROM turnos_mangueras WHERE turno_id = ${cerrado.id} ORDER BY manguera_id`,
    );
    expect(mangueras.length).toBeGreaterThan(0);
    mangueras.forEach((m, i) => {
      expect(Number(m.lectura_inicial)).toBe(7000 + i);
      expect(Number(m.lectura_final)).toBe(7000 + i);
      expect(Number(m.galones)).toBe(0);
    });
    expect(await ejecuciones(a.empresaId)).toEqual([
      expect.objectContaining({ fecha_negocio: sumarDias(D, -1), turnos_cerrados: 0 }),
      expect.objectContaining({
        fecha_negocio: D,
        turnos_cerrados: 1,
        turnos_alertados: 0,
        detalle: [expect.objectContaining({ resultado: 'CERRADO' })],
      }),
    ]);
    const aviso = await fila<{ texto: string }>(
      t.database.db,
      sql`SELECT texto FROM notificaciones WHERE empresa = ${a.empresaId} ORDER BY id DESC LIMIT 1`,
    );
    expect(aviso!.texto).toMatch(/cerrado automáticamente con las últimas lecturas$/);
    expect((await turno(turnoB)).estado).toBe('A');
  });

  it('two API instances running the same moment close a shift once and store one run', async () => {
    const otra = await crearApp({}, { database: t.database });
    try {
      const nuevo = randomUUID();
      const dia = sumarDias(D, 1);
      await abrirTurno(a, nuevo, aLas(dia, '15:00:00'), 9000);
      const antes = (await fila<{ n: number }>(
        t.database.db,
        sql`SELECT count(*)::int AS n FROM notificaciones WHERE empresa = ${a.empresaId}`,
      ))!.n;
      const momento = enBogota(`${sumarDias(dia, 1)} 07:00:00`);
      const [uno, dos] = await Promise.all([t.app.cierresAutomaticos.ejecutar(momento), otra.app.cierresAutomaticos.ejecutar(momento)]);
      const deA = [...uno, ...dos].filter((r) => r.empresaId === a.empresaId);
      expect(deA).toEqual([{ empresaId: a.empresaId, fechaNegocio: dia, accion: 'CERRAR CON LECTURAS', cerrados: 1, alertados: 0 }]);
      expect((await turno(nuevo)).estado).toBe('C');
      expect((await ejecuciones(a.empresaId)).map((e) => e.fecha_negocio)).toEqual([sumarDias(D, -1), D, dia]);
      const despues = (await fila<{ n: number }>(
        t.database.db,
        sql`SELECT count(*)::int AS n FROM notificaciones WHERE empresa = ${a.empresaId}`,
      ))!.n;
      expect(despues - antes).toBe(1);
      expect(await otra.app.cierresAutomaticos.ejecutar(momento)).toEqual([]);
    } finally {
      await otra.cerrar();
    }
  });

  it('the runs are listed on the screen’s call, each station user seeing only its own', async () => {
    const r = await admin('GET', `/api/cierre-automatico/ejecuciones?empresa_id=${a.empresaId}`);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data.map((x: { fecha_negocio: string }) => x.fecha_negocio)).toEqual([sumarDias(D, 1), D, sumarDias(D, -1)]);
    expect(r.json().data[1]).toMatchObject({ accion: 'CERRAR CON LECTURAS', turnos_cerrados: 1, detalle: [{ resultado: 'CERRADO' }] });
    await t.database.db.execute(sql`
      INSERT INTO perfiles_modulos (perfiles_id, modulos_id, asignaciones)
      SELECT up.perfiles_id, m.id, 'R' FROM usuarios u JOIN usuarios_perfiles up ON up.usuarios_id = u.id, modulos m
       WHERE u.usuario = 'ADMINEDS' AND m.descripcion IN ('CONFIGURACION', 'GESTION CIERRES AUTOMATICOS')
      ON CONFLICT DO NOTHING`);
    const eds = conToken(t.app, (await ingresar(t.app, 'ADMINEDS')).token);
    const propias = await eds('GET', '/api/cierre-automatico/ejecuciones');
    expect(propias.statusCode).toBe(200);
    const estacionEds = (await fila<{ id: number }>(t.database.db, sql`SELECT empresas_id AS id FROM usuarios WHERE usuario = 'ADMINEDS'`))!
      .id;
    expect(new Set(propias.json().data.map((x: { empresa_id: number }) => x.empresa_id))).toEqual(
      new Set([a.empresaId, b.empresaId].filter((id) => id === estacionEds)),
    );
    const ajena = [a.empresaId, b.empresaId].find((id) => id !== estacionEds)!;
    expect((await eds('GET', `/api/cierre-automatico/ejecuciones?empresa_id=${ajena}`)).statusCode).toBe(403);
  });

  it('switched on after the day’s closing moment, the close does not run that day backdated, only the next closes', async () => {
    // c was configured off, with an open shift of its station left from before.
    const abierto = randomUUID();
    const hoy = diaOperativo(new Date());
    await abrirTurno(c, abierto, aLas(sumarDias(hoy, -2), '15:00:00'), 5000);
    const id = (await fila<{ id: number }>(t.database.db, sql`SELECT id FROM cierres_automaticos WHERE empresa_id = ${c.empresaId}`))!.id;
    const r = await admin('PUT', `/api/cierre-automatico/${id}/A`);
    expect(r.statusCode, r.body).toBe(200);

    // Its latest closing moment (06:30) passed before it was switched on: nothing is due for it now.
    const ahora = new Date();
    expect((await t.app.cierresAutomaticos.ejecutar(ahora)).filter((h) => h.empresaId === c.empresaId)).toEqual([]);
    expect(await ejecuciones(c.empresaId)).toEqual([]);
    expect((await turno(abierto)).estado).toBe('A');

    // A day later its next closing moment has passed with the switch on: that close runs, once.
    const manana = new Date(ahora.getTime() + 24 * 3600_000);
    const hechos = (await t.app.cierresAutomaticos.ejecutar(manana)).filter((h) => h.empresaId === c.empresaId);
    expect(hechos).toEqual([expect.objectContaining({ empresaId: c.empresaId, accion: 'CERRAR CON LECTURAS' })]);
    expect(await ejecuciones(c.empresaId)).toEqual([expect.objectContaining({ accion: 'CERRAR CON LECTURAS' })]);
  });
});
