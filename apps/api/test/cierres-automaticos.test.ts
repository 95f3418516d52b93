import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES } from '@eds/contracts/mensajes';
import { MENSAJES_CIERRE_AUTOMATICO as M } from '@eds/contracts/turnos/cierres-automaticos';
import { MENSAJES_TURNO } from '@eds/contracts/turnos/horarios';
import { filas } from '../src/db/client';
import { conToken, contar, crearApp, ingresar, type AppDePrueba } from './helper';
import { idsDemo } from './factories';

/** Cierres automáticos (SCREENS.md G23): one configuration per station, CRUD(`cierre-automatico`) and the watcher's parameters. */
let t: AppDePrueba;
let admin: ReturnType<typeof conToken>;
let eds: ReturnType<typeof conToken>;
let raiz: number;
let barranquilla: number;
let cartagena: number;
let bogota: number;
let idBogota: number;

const cierre = (empresa_id: number | string | null, extra: Record<string, unknown> = {}) => ({
  empresa_id,
  habilitado: true,
  tolerancia_minutos: 30,
  hora_cierre: '06:00',
  accion: 'CERRAR CON LECTURAS',
  ...extra,
});

beforeAll(async () => {
  t = await crearApp();
  ({ raiz, barranquilla, cartagena, bogota } = await idsDemo(t.database));
  await t.database.db.execute(sql`
    INSERT INTO perfiles_modulos (perfiles_id, modulos_id, asignaciones)
    SELECT up.perfiles_id, m.id, 'RCUD' FROM usuarios u JOIN usuarios_perfiles up ON up.usuarios_id = u.id, modulos m
     WHERE u.usuario = 'ADMINEDS' AND m.descripcion IN ('CONFIGURACION', 'GESTION CIERRES AUTOMATICOS')
    ON CONFLICT DO NOTHING`);
  await t.database.db.execute(sql`DELETE FROM cierres_automaticos_ejecuciones`);
  await t.database.db.execute(sql`DELETE FROM cierres_automaticos`);
  admin = conToken(t.app, (await ingresar(t.app, 'SUPERADMIN')).token);
  eds = conToken(t.app, (await ingresar(t.app, 'ADMINEDS')).token);
});
afterAll(async () => t.cerrar());

describe('cierres automáticos', () => {
  it('validates with the screen messages: required, RNG(0,240), HH:mm, the action, a station only', async () => {
    const vacio = await admin('POST', '/api/cierre-automatico', { empresa_id: null, tolerancia_minutos: '', hora_cierre: '', accion: '' });
    expect(vacio.statusCode).toBe(400);
    expect(vacio.json().errores).toEqual(
      expect.arrayContaining([
        { campo: 'empresa_id', mensaje: MENSAJES.campoObligatorioCorto },
        { campo: 'tolerancia_minutos', mensaje: MENSAJES.campoObligatorio },
        { campo: 'hora_cierre', mensaje: MENSAJES.campoObligatorio },
        { campo: 'accion', mensaje: MENSAJES.campoObligatorioCorto },
      ]),
    );
    const rango = await admin('POST', '/api/cierre-automatico', cierre(bogota, { tolerancia_minutos: 241 }));
    expect(rango.json().errores).toEqual([{ campo: 'tolerancia_minutos', mensaje: 'El valor ingresado debe estar entre 0 y 240' }]);
    const hora = await admin('POST', '/api/cierre-automatico', cierre(bogota, { hora_cierre: '24:00' }));
    expect(hora.json().errores).toEqual([{ campo: 'hora_cierre', mensaje: MENSAJES_TURNO.horaNoValida }]);
    const noEds = await admin('POST', '/api/cierre-automatico', cierre(raiz));
    expect(noEds.json().errores).toEqual([{ campo: 'empresa_id', mensaje: M.noEsEstacion }]);
    expect(await contar(t.database, 'cierres_automaticos')).toBe(0);
  });

  it('creates one per station, lists, edits, switches off and on, and the watcher reads it', async () => {
    const r = await admin('POST', '/api/cierre-automatico', cierre(bogota, { tolerancia_minutos: '45' }));
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().mensaje).toBe(M.creado);
    idBogota = r.json().data.id;
    const otra = await admin('POST', '/api/cierre-automatico', cierre(bogota));
    expect(otra.json().errores).toEqual([{ campo: 'empresa_id', mensaje: M.yaExiste }]);
    const lista = await admin('GET', `/api/cierre-automatico/empresa/${bogota}`);
    expect(lista.json().data).toEqual([
      expect.objectContaining({
        id: idBogota,
        estacion: 'EDS BOGOTA NORTE',
        habilitado: true,
        tolerancia_minutos: 45,
        hora_cierre: '06:00',
        accion: 'CERRAR CON LECTURAS',
        estado: 'A',
        en_uso: false,
      }),
    ]);
    const w = await admin('GET', `/api/horario/empresa/wacher/parametros/${bogota}/2026-03-10`);
    expect(w.json().data).toEqual({
      empresa_id: bogota,
      habilitado: true,
      tolerancia_minutos: 45,
      hora_cierre: '06:00',
      accion: 'CERRAR CON LECTURAS',
      fecha_negocio: '2026-03-10',
      cierre_en: '2026-03-11 06:45:00',
      ejecucion: null,
    });
    const editado = await admin('PUT', '/api/cierre-automatico', {
      ...cierre(bogota, { hora_cierre: '23:30', accion: 'SOLO ALERTAR', tolerancia_minutos: 0 }),
      id: idBogota,
    });
    expect(editado.json().mensaje).toBe(M.editado);
    expect((await admin('GET', `/api/horario/empresa/wacher/parametros/${bogota}/2026-03-10`)).json().data).toMatchObject({
      accion: 'SOLO ALERTAR',
      cierre_en: '2026-03-10 23:30:00',
    });
    expect((await admin('PUT', `/api/cierre-automatico/${idBogota}/I`)).json().mensaje).toBe(M.inactivado);
    expect((await admin('GET', `/api/cierre-automatico/empresa?estado=I&buscar=bogota`)).json().data).toEqual([
      expect.objectContaining({ id: idBogota, habilitado: false, estado: 'I' }),
    ]);
    expect((await admin('PUT', `/api/cierre-automatico/${idBogota}/A`)).json().mensaje).toBe(M.activado);
    // A station with no configuration reads the defaults: off, SOLO ALERTAR at 06:00 plus 30 minutes.
    expect((await admin('GET', `/api/horario/empresa/wacher/parametros/${cartagena}/2026-03-10`)).json().data).toMatchObject({
      habilitado: false,
      accion: 'SOLO ALERTAR',
      cierre_en: '2026-03-11 06:30:00',
    });
  });

  it('one that already ran cannot be deleted; the day run shows in the watcher; one never run can', async () => {
    await t.database.db.execute(sql`INSERT INTO cierres_automaticos_ejecuciones (empresa_id, fecha_negocio, accion, turnos_alertados)
                                    VALUES (${bogota}, '2026-03-10', 'SOLO ALERTAR', 2)`);
    expect((await admin('GET', `/api/horario/empresa/wacher/parametros/${bogota}/2026-03-10`)).json().data.ejecucion).toMatchObject({
      accion: 'SOLO ALERTAR',
      turnos_cerrados: 0,
      turnos_alertados: 2,
    });
    const borrar = await admin('DELETE', `/api/cierre-automatico/${idBogota}`);
    expect(borrar.statusCode).toBe(400);
    expect(borrar.json().mensaje).toBe(M.enUso);
    const nuevo = (await admin('POST', '/api/cierre-automatico', cierre(cartagena))).json().data.id;
    expect((await admin('DELETE', `/api/cierre-automatico/${nuevo}`)).json().mensaje).toBe(M.eliminado);
  });
});

describe('cierres automáticos: permissions and scope', () => {
  it('a station administrator configures its own station and cannot reach a sibling station by id', async () => {
    const propio = await eds('POST', '/api/cierre-automatico', cierre(barranquilla));
    expect(propio.statusCode, propio.body).toBe(200);
    const lista = await eds('GET', '/api/cierre-automatico/empresa');
    expect(lista.json().data.map((x: { empresa_id: number }) => x.empresa_id)).toEqual([barranquilla]);
    for (const [metodo, url, cuerpo, esperado] of [
      ['GET', `/api/cierre-automatico/empresa/${bogota}`, undefined, 403],
      ['GET', `/api/horario/empresa/wacher/parametros/${bogota}/2026-03-10`, undefined, 403],
      ['GET', `/api/cierre-automatico/${idBogota}`, undefined, 404],
      ['POST', '/api/cierre-automatico', cierre(cartagena), 403],
      ['PUT', '/api/cierre-automatico', { ...cierre(barranquilla), id: idBogota }, 404],
      ['PUT', `/api/cierre-automatico/${idBogota}/I`, undefined, 404],
      ['DELETE', `/api/cierre-automatico/${idBogota}`, undefined, 404],
    ] as const) {
      const r = await eds(metodo, url, cuerpo);
      expect(r.statusCode, `${metodo} ${url}`).toBe(esperado);
    }
    const [sigue] = await filas<{ habilitado: boolean; empresa_id: number }>(
      t.database.db,
      sql`SELECT habilitado, empresa_id FROM cierres_automaticos WHERE id = ${idBogota}`,
    );
    expect(sigue).toEqual({ habilitado: true, empresa_id: bogota });
  });

  it('CONSULTA has no module; without a session it is 401', async () => {
    const consulta = conToken(t.app, (await ingresar(t.app, 'CONSULTA')).token);
    const r = await consulta('GET', '/api/cierre-automatico/empresa');
    expect(r.statusCode).toBe(403);
    expect(r.json().mensaje).toBe(MENSAJES.sinPermisoModulo);
    expect((await t.app.inject({ method: 'GET', url: '/api/cierre-automatico/empresa' })).statusCode).toBe(401);
  });
});
