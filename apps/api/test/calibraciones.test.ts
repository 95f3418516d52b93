import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES_CALIBRACION as MC } from '@eds/contracts/combustible/calibraciones';
import { MENSAJES_CONCILIACION } from '@eds/contracts/conciliacion/conciliacion';
import { sumarDias } from '@eds/contracts/dia-operativo';
import { MENSAJES } from '@eds/contracts/mensajes';
import { fila } from '../src/db/client';
import { conToken, contar, crearApp, type AppDePrueba } from './helper';
import { usuarioConModulos } from './factories';
import { estacionPos, type EstacionPos } from './pos-fixtures';
import { aLas, diaDePrueba, islaYPromotor, publicar } from './reportes-fixtures';

/**
 * SCREENS.md G04 "Calibración": office pours are the rows POS ingestion writes (same shift and tank figures), bounded
 * by the CALIBRACION_MAXIMA_GALONES parameter, all or none in a batch, annulled with letter N, scoped to the stations
 * the user may see, refused on a reconciled day.
 */
let t: AppDePrueba;
let e: EstacionPos;
let otra: EstacionPos;
let admin: ReturnType<typeof conToken>;
let estacion: ReturnType<typeof conToken>;
let sinAnular: ReturnType<typeof conToken>;
let D: string;
let turno: number;
let turnoUuid: string;
let promotor: number;
let turnoOtra: number;
let promotorOtra: number;

const usuarioCalibraciones = (usuario: string, empresaId: number, letras: string) =>
  usuarioConModulos(t, usuario, empresaId, ['GESTION CALIBRACIONES'], letras);

/** Opens a shift on the station's first island through the POS API and answers its id, uuid and promoter. */
async function abrirTurno(p: EstacionPos, lectura: number) {
  const isla = await islaYPromotor(t, p);
  const uuid = randomUUID();
  await publicar(t.app, p.token, 'turnos/apertura', 'turnos', [
    {
      uuid,
      fecha: aLas(D, '07:00:00'),
      isla_id: p.manguera.islaId,
      promotor_id: isla.promotorId,
      lecturas: isla.mangueras.map((m, i) => ({ manguera_id: m, lectura: lectura + i * 10 })),
    },
  ]);
  const r = await fila<{ id: number }>(t.database.db, sql`SELECT id FROM turnos WHERE uuid = ${uuid}::uuid`);
  return { id: Number(r!.id), uuid, promotor: isla.promotorId };
}

const calibracion = (extra: Record<string, unknown> = {}) => ({
  empresa_id: e.empresaId,
  turno_id: turno,
  manguera_id: e.manguera.id,
  volumen: 5,
  fecha: aLas(D, '09:00:00'),
  responsable_id: promotor,
  ...extra,
});

const cifras = async () => {
  const r = await fila<{ turno: string; tanque: string | null }>(
    t.database.db,
    sql`SELECT (SELECT calibraciones::text FROM turnos WHERE id = ${turno}) AS turno,
               (SELECT calibraciones::text FROM tanques_dia WHERE empresa_id = ${e.empresaId} AND fecha_negocio = ${D}::date
                   AND bodega_id = ${e.manguera.bodegaId}) AS tanque`,
  );
  return { turno: Number(r!.turno), tanque: Number(r!.tanque ?? 0) };
};

beforeAll(async () => {
  t = await crearApp();
  e = await estacionPos(t, 0);
  otra = await estacionPos(t, 1);
  admin = conToken(t.app, e.admin);
  D = diaDePrueba();
  ({ id: turno, uuid: turnoUuid, promotor } = await abrirTurno(e, 500000));
  ({ id: turnoOtra, promotor: promotorOtra } = await abrirTurno(otra, 600000));
  estacion = await usuarioCalibraciones('CALIBEDS', e.empresaId, 'RCN');
  sinAnular = await usuarioCalibraciones('CALIBRC', e.empresaId, 'RC');
});
afterAll(async () => t.cerrar());

describe('Calibraciones (G04)', () => {
  it('stores an office pour as the POS does: no device, on the shift and on the tank day', async () => {
    const antes = await cifras();
    const r = await estacion('POST', '/api/calibracion', calibracion());
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().mensaje).toBe(MC.registrada);
    const id = r.json().data.id as number;
    const c = await fila<Record<string, unknown>>(
      t.database.db,
      sql`SELECT equipo_id, turno_id::int AS turno_id, manguera_id, bodega_id, volumen::text AS volumen, responsable_id, estado,
                 fecha_negocio::text AS fecha_negocio FROM calibraciones WHERE id = ${id}`,
    );
    expect(c).toEqual({
      equipo_id: null,
      turno_id: turno,
      manguera_id: e.manguera.id,
      bodega_id: e.manguera.bodegaId,
      volumen: '5.000',
      responsable_id: promotor,
      estado: 'REGISTRADA',
      fecha_negocio: D,
    });
    expect(await cifras()).toEqual({ turno: antes.turno + 5, tanque: antes.tanque + 5 });
  });

  it('refuses empty, non-positive, future and over-the-limit pours with their field, storing nothing', async () => {
    const n = await contar(t.database, 'calibraciones');
    const vacio = await estacion('POST', '/api/calibracion', {});
    expect(vacio.statusCode).toBe(400);
    const campos = (vacio.json().errores as { campo: string; mensaje: string }[]).map((x) => x.campo).sort();
    expect(campos).toEqual(['empresa_id', 'fecha', 'manguera_id', 'responsable_id', 'turno_id', 'volumen']);
    expect((await estacion('POST', '/api/calibracion', calibracion({ volumen: 0 }))).statusCode).toBe(400);
    const grande = await estacion('POST', '/api/calibracion', calibracion({ volumen: 20.5 }));
    expect(grande.statusCode).toBe(400);
    expect(grande.json().mensaje).toBe(MC.volumenMaximo(20));
    expect(grande.json().errores).toEqual([{ campo: 'volumen', mensaje: MC.volumenMaximo(20) }]);
    const futura = await estacion('POST', '/api/calibracion', calibracion({ fecha: '2099-01-01 08:00:00' }));
    expect(futura.statusCode).toBe(400);
    expect(futura.json().errores).toEqual([{ campo: 'fecha', mensaje: MC.fechaFutura }]);
    expect(await contar(t.database, 'calibraciones')).toBe(n);
  });

  it('takes the limit from the CALIBRACION_MAXIMA_GALONES parameter of the station', async () => {
    await t.database.db.execute(sql`
      INSERT INTO parametros_valores (definicion_id, nivel, negocio_id, empresa_id, valor)
      SELECT d.id, 'ESTACION', e.negocio_id, e.id, '8' FROM parametros_definiciones d, empresas e
       WHERE d.codigo = 'CALIBRACION_MAXIMA_GALONES' AND e.id = ${e.empresaId}`);
    try {
      const r = await estacion('POST', '/api/calibracion', calibracion({ volumen: 9 }));
      expect(r.statusCode).toBe(400);
      expect(r.json().mensaje).toBe(MC.volumenMaximo(8));
    } finally {
      await t.database.db.execute(sql`DELETE FROM parametros_valores WHERE empresa_id = ${e.empresaId} AND nivel = 'ESTACION'
        AND definicion_id = (SELECT id FROM parametros_definiciones WHERE codigo = 'CALIBRACION_MAXIMA_GALONES')`);
    }
  });

  it("refuses another station's hose, shift or promoter as a field of the form", async () => {
    const n = await contar(t.database, 'calibraciones');
    const manguera = await estacion('POST', '/api/calibracion', calibracion({ manguera_id: otra.manguera.id }));
    expect(manguera.statusCode).toBe(400);
    expect(manguera.json().errores).toEqual([{ campo: 'manguera_id', mensaje: MC.mangueraNoExiste }]);
    const t2 = await estacion('POST', '/api/calibracion', calibracion({ turno_id: turnoOtra }));
    expect(t2.json().errores).toEqual([{ campo: 'turno_id', mensaje: MC.turnoNoExiste }]);
    const p = await estacion('POST', '/api/calibracion', calibracion({ responsable_id: promotorOtra }));
    expect(p.json().errores).toEqual([{ campo: 'responsable_id', mensaje: MC.responsableNoExiste }]);
    expect(await contar(t.database, 'calibraciones')).toBe(n);
  });

  it('a station user cannot write, read or annul another station: 403, nothing changed', async () => {
    const n = await contar(t.database, 'calibraciones');
    const ajena = calibracion({
      empresa_id: otra.empresaId,
      turno_id: turnoOtra,
      manguera_id: otra.manguera.id,
      responsable_id: promotorOtra,
    });
    const w = await estacion('POST', '/api/calibracion', ajena);
    expect(w.statusCode).toBe(403);
    expect(w.json().mensaje).toBe(MENSAJES.empresaFueraDeAlcance);
    expect((await estacion('POST', '/api/calibraciones', { calibraciones: [calibracion(), ajena] })).statusCode).toBe(403);
    expect(await contar(t.database, 'calibraciones')).toBe(n);
    expect((await estacion('GET', `/api/calibracion/empresa/${otra.empresaId}`)).statusCode).toBe(403);
    const suya = await admin('POST', '/api/calibracion', ajena);
    expect(suya.statusCode, suya.body).toBe(200);
    const id = suya.json().data.id as number;
    expect((await estacion('PUT', `/api/calibracion/${id}/anular`)).statusCode).toBe(403);
    expect((await fila<{ estado: string }>(t.database.db, sql`SELECT estado FROM calibraciones WHERE id = ${id}`))!.estado).toBe(
      'REGISTRADA',
    );
    const lista = await estacion('GET', `/api/calibracion/empresa/${e.empresaId}?limite=100`);
    expect((lista.json().data as { id: number }[]).some((x) => x.id === id)).toBe(false);
  });

  it("serves the form's shifts, hoses and promoters of the user's own station only", async () => {
    const r = await estacion('GET', `/api/calibracion/opciones/empresa/${e.empresaId}`);
    expect(r.statusCode, r.body).toBe(200);
    const o = r.json().data as Record<'turnos' | 'mangueras' | 'responsables', { id: number; texto: string }[]>;
    expect(o.turnos.map((x) => x.id)).toContain(turno);
    expect(o.mangueras.map((x) => x.id)).toContain(e.manguera.id);
    expect(o.responsables.map((x) => x.id)).toContain(promotor);
    expect(o.mangueras.map((x) => x.id)).not.toContain(otra.manguera.id);
    expect((await estacion('GET', `/api/calibracion/opciones/empresa/${otra.empresaId}`)).statusCode).toBe(403);
  });

  it('a batch is stored whole or not at all, the refusal naming its row', async () => {
    const n = await contar(t.database, 'calibraciones');
    const mala = await estacion('POST', '/api/calibraciones', {
      calibraciones: [calibracion({ volumen: 1 }), calibracion({ volumen: 50 })],
    });
    expect(mala.statusCode).toBe(400);
    expect(mala.json().errores).toEqual([{ campo: 'calibraciones.1.volumen', mensaje: MC.volumenMaximo(20) }]);
    expect(await contar(t.database, 'calibraciones')).toBe(n);
    const buena = await estacion('POST', '/api/calibraciones', {
      calibraciones: [calibracion({ volumen: 1 }), calibracion({ volumen: 2 })],
    });
    expect(buena.statusCode, buena.body).toBe(200);
    expect(buena.json().mensaje).toBe(MC.registradas(2));
    expect(buena.json().data.ids).toHaveLength(2);
    expect(await contar(t.database, 'calibraciones')).toBe(n + 2);
  });

  it('lists office and POS pours of the station, found by hose, responsible or shift', async () => {
    await publicar(t.app, e.token, 'calibraciones', 'calibraciones', [
      {
        uuid: randomUUID(),
        fecha: aLas(D, '10:00:00'),
        manguera_id: e.manguera.id,
        volumen: 1.25,
        turno: turnoUuid,
        promotor_id: promotor,
      },
    ]);
    const r = await estacion('GET', `/api/calibracion/empresa/${e.empresaId}?limite=100&fecha_inicio=${D}&fecha_fin=${D}`);
    expect(r.statusCode, r.body).toBe(200);
    const filas = r.json().data as { origen: string; volumen: number; turno_id: number; manguera_id: number; responsable: string }[];
    expect(filas.map((f) => f.origen).sort()).toEqual(['OFICINA', 'OFICINA', 'OFICINA', 'POS']);
    expect(filas.every((f) => f.turno_id === turno && f.manguera_id === e.manguera.id && f.responsable)).toBe(true);
    const porTurno = await estacion('GET', `/api/calibracion/empresa/${e.empresaId}?limite=100&buscar=${turno}`);
    expect(porTurno.json().data).toHaveLength(4);
    const nada = await estacion('GET', `/api/calibracion/empresa/${e.empresaId}?limite=100&buscar=zzzz-nadie`);
    expect(nada.json().data).toHaveLength(0);
  });

  it('annuls with letter N: out of the shift and the tank day, once', async () => {
    const r = await estacion('POST', '/api/calibracion', calibracion({ volumen: 3.5 }));
    const id = r.json().data.id as number;
    const antes = await cifras();
    expect((await sinAnular('PUT', `/api/calibracion/${id}/anular`)).statusCode).toBe(403);
    const a = await estacion('PUT', `/api/calibracion/${id}/anular`);
    expect(a.statusCode, a.body).toBe(200);
    expect(a.json().mensaje).toBe(MC.anulada);
    expect((await fila<{ estado: string }>(t.database.db, sql`SELECT estado FROM calibraciones WHERE id = ${id}`))!.estado).toBe('ANULADA');
    expect(await cifras()).toEqual({ turno: antes.turno - 3.5, tanque: antes.tanque - 3.5 });
    const otraVez = await estacion('PUT', `/api/calibracion/${id}/anular`);
    expect(otraVez.statusCode).toBe(400);
    expect(otraVez.json().mensaje).toBe(MC.yaAnulada);
    expect((await estacion('PUT', '/api/calibracion/999999999/anular')).statusCode).toBe(404);
    const anuladas = await estacion('GET', `/api/calibracion/empresa/${e.empresaId}?limite=100&estado_calibracion=ANULADA`);
    expect((anuladas.json().data as { id: number }[]).map((x) => x.id)).toEqual([id]);
  });

  it('a reconciled day refuses a pour and its annulment with a Spanish 400, nothing changed', async () => {
    const dia = sumarDias(D, -1);
    const previa = await estacion('POST', '/api/calibracion', calibracion({ fecha: aLas(dia, '12:00:00'), volumen: 1 }));
    expect(previa.statusCode, previa.body).toBe(200);
    await t.database.db.execute(sql`INSERT INTO dias_conciliados (empresa_id, fecha) VALUES (${e.empresaId}, ${dia}::date)`);
    const n = await contar(t.database, 'calibraciones');
    const r = await estacion('POST', '/api/calibracion', calibracion({ fecha: aLas(dia, '13:00:00'), volumen: 1 }));
    expect(r.statusCode).toBe(400);
    expect(r.json().mensaje).toBe(MENSAJES_CONCILIACION.diaConciliado);
    expect(await contar(t.database, 'calibraciones')).toBe(n);
    const a = await estacion('PUT', `/api/calibracion/${previa.json().data.id}/anular`);
    expect(a.statusCode).toBe(400);
    expect(a.json().mensaje).toBe(MENSAJES_CONCILIACION.diaConciliado);
    const estado = await fila<{ estado: string }>(t.database.db, sql`SELECT estado FROM calibraciones WHERE id = ${previa.json().data.id}`);
    expect(estado!.estado).toBe('REGISTRADA');
  });
});
