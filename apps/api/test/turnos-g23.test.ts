import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES } from '@eds/contracts/mensajes';
import { MENSAJES_TURNO as M, cruceCon, turnosSeCruzan } from '@eds/contracts/turnos/horarios';
import { filas } from '../src/db/client';
import { conToken, contar, crearApp, ingresar, type AppDePrueba } from './helper';
import { idsDemo } from './factories';

/** Turnos (SCREENS.md G23): the shift schedules of a station, `horario/empresa*`. */
let t: AppDePrueba;
let admin: ReturnType<typeof conToken>;
let eds: ReturnType<typeof conToken>;
let raiz: number;
let barranquilla: number;
let cartagena: number;
let bogota: number;
let nocturno: number;

beforeAll(async () => {
  t = await crearApp();
  ({ raiz, barranquilla, cartagena, bogota } = await idsDemo(t.database));
  // The demo station administrator gets the screen, so its scope (its own station) can be tried.
  await t.database.db.execute(sql`
    INSERT INTO perfiles_modulos (perfiles_id, modulos_id, asignaciones)
    SELECT up.perfiles_id, m.id, 'RCUD' FROM usuarios u JOIN usuarios_perfiles up ON up.usuarios_id = u.id, modulos m
     WHERE u.usuario = 'ADMINEDS' AND m.descripcion IN ('CONFIGURACION', 'GESTION TURNOS')
    ON CONFLICT DO NOTHING`);
  // The demo's three shifts cover the whole day at every station: two stations start from them inactive.
  await t.database.db.execute(sql`UPDATE horarios SET estado = 'I' WHERE empresa_id IN (${barranquilla}, ${bogota})`);
  admin = conToken(t.app, (await ingresar(t.app, 'SUPERADMIN')).token);
  eds = conToken(t.app, (await ingresar(t.app, 'ADMINEDS')).token);
});
afterAll(async () => t.cerrar());

const turno = (empresa_id: number, nombre: string, hora_inicio: string, hora_fin: string) => ({
  empresa_id,
  nombre,
  hora_inicio,
  hora_fin,
});

async function crear(empresa: number, nombre: string, inicio: string, fin: string): Promise<number> {
  const r = await admin('POST', '/api/horario/empresa', turno(empresa, nombre, inicio, fin));
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data.id as number;
}

describe('overlap rule', () => {
  it('touching shifts do not cross; shifts crossing midnight are compared on both days', () => {
    const a = { hora_inicio: '06:00', hora_fin: '14:00' };
    expect(turnosSeCruzan(a, { hora_inicio: '14:00', hora_fin: '22:00' })).toBe(false);
    expect(turnosSeCruzan(a, { hora_inicio: '13:59', hora_fin: '22:00' })).toBe(true);
    expect(turnosSeCruzan({ hora_inicio: '22:00', hora_fin: '06:00' }, a)).toBe(false);
    expect(turnosSeCruzan({ hora_inicio: '22:00', hora_fin: '06:30' }, a)).toBe(true);
    expect(turnosSeCruzan({ hora_inicio: '22:00', hora_fin: '06:00' }, { hora_inicio: '23:00', hora_fin: '01:00' })).toBe(true);
    expect(turnosSeCruzan({ hora_inicio: '22:00', hora_fin: '02:00' }, { hora_inicio: '03:00', hora_fin: '21:00' })).toBe(false);
  });
});

describe('turnos', () => {
  it('creates three shifts that cover the day, one crossing midnight, and lists them with length and flag', async () => {
    await crear(barranquilla, 'primero', '05:00', '13:00');
    await crear(barranquilla, ' segundo ', '13:00', '21:00');
    nocturno = await crear(barranquilla, 'nocturno', '21:00', '05:00');
    const r = await admin('GET', `/api/horario/empresa/${barranquilla}?estado=A&orden=hora_inicio:asc`);
    expect(r.statusCode).toBe(200);
    expect(r.json().paginacion.total).toBe(3);
    expect(r.json().data.map((x: { nombre: string }) => x.nombre)).toEqual(['PRIMERO', 'SEGUNDO', 'NOCTURNO']);
    const leida = await admin('GET', `/api/horario/${nocturno}`);
    expect(leida.json().data).toMatchObject({
      empresa_id: barranquilla,
      estacion: 'EDS BARRANQUILLA CENTRO',
      nombre: 'NOCTURNO',
      hora_inicio: '21:00',
      hora_fin: '05:00',
      cruza_medianoche: true,
      duracion: 480,
      estado: 'A',
      en_uso: false,
    });
  });

  it('refuses an overlap with the spec text, naming the shift crossed, and writes nothing', async () => {
    const antes = await contar(t.database, 'horarios');
    const cruce = await admin('POST', '/api/horario/empresa', turno(barranquilla, 'INTERMEDIO', '12:00', '20:00'));
    expect(cruce.statusCode).toBe(400);
    expect(cruce.json().mensaje).toBe(cruceCon('PRIMERO'));
    expect(cruce.json().mensaje).toBe('El turno se cruza con PRIMERO');
    expect(cruce.json().errores).toEqual([
      { campo: 'hora_inicio', mensaje: 'El turno se cruza con PRIMERO' },
      { campo: 'hora_fin', mensaje: 'El turno se cruza con PRIMERO' },
    ]);
    const medianoche = await admin('POST', '/api/horario/empresa', turno(barranquilla, 'MADRUGADA', '23:30', '01:00'));
    expect(medianoche.json().mensaje).toBe('El turno se cruza con NOCTURNO');
    expect(await contar(t.database, 'horarios')).toBe(antes);
    // The same hours at another station are no overlap.
    await crear(bogota, 'INTERMEDIO', '12:00', '20:00');
  });

  it('validates fields with the screen messages: required, HH:mm, end different from start, a station only', async () => {
    const vacio = await admin('POST', '/api/horario/empresa', { empresa_id: null, nombre: ' ', hora_inicio: '', hora_fin: '' });
    expect(vacio.statusCode).toBe(400);
    expect(vacio.json().errores).toEqual(
      expect.arrayContaining([
        { campo: 'empresa_id', mensaje: MENSAJES.campoObligatorioCorto },
        { campo: 'nombre', mensaje: MENSAJES.campoObligatorio },
        { campo: 'hora_inicio', mensaje: MENSAJES.campoObligatorio },
      ]),
    );
    const hora = await admin('POST', '/api/horario/empresa', turno(barranquilla, 'X', '25:00', '07:00'));
    expect(hora.json().errores).toEqual([{ campo: 'hora_inicio', mensaje: M.horaNoValida }]);
    const misma = await admin('POST', '/api/horario/empresa', turno(barranquilla, 'X', '07:00', '07:00'));
    expect(misma.json().errores).toEqual([{ campo: 'hora_fin', mensaje: M.mismaHora }]);
    const noEds = await admin('POST', '/api/horario/empresa', turno(raiz, 'X', '07:00', '08:00'));
    expect(noEds.json().errores).toEqual([{ campo: 'empresa_id', mensaje: M.noEsEstacion }]);
    const repetido = await admin('POST', '/api/horario/empresa', turno(barranquilla, 'primero', '13:00', '14:00'));
    expect(repetido.json().errores).toEqual([{ campo: 'nombre', mensaje: M.nombreRepetido }]);
  });

  it('edits, inactivates (an inactive shift no longer blocks), refuses to reactivate into an overlap, and deletes', async () => {
    const id = await crear(bogota, 'APOYO', '08:00', '10:00');
    const editado = await admin('PUT', '/api/horario/empresa', { ...turno(bogota, 'APOYO MAÑANA', '08:00', '11:00'), id });
    expect(editado.json().mensaje).toBe(M.editado);
    const cruza = await admin('PUT', '/api/horario/empresa', { ...turno(bogota, 'APOYO MAÑANA', '11:00', '13:00'), id });
    expect(cruza.json().mensaje).toBe('El turno se cruza con INTERMEDIO');
    expect((await admin('PUT', `/api/horario/${id}/I`)).json().mensaje).toBe(M.inactivado);
    const encima = await crear(bogota, 'REFUERZO', '08:00', '12:00');
    const reactivar = await admin('PUT', `/api/horario/${id}/A`);
    expect(reactivar.statusCode).toBe(400);
    expect(reactivar.json().mensaje).toBe('El turno se cruza con REFUERZO');
    expect((await admin('GET', `/api/horario/empresa?empresa_id=${bogota}&estado=I&buscar=apoyo`)).json().data).toEqual([
      expect.objectContaining({ id, nombre: 'APOYO MAÑANA', hora_fin: '11:00', estado: 'I' }),
    ]);
    expect((await admin('DELETE', `/api/horario/${encima}`)).json().mensaje).toBe(M.eliminado);
    expect((await admin('PUT', `/api/horario/${id}/A`)).json().mensaje).toBe(M.activado);
  });

  it('a shift opened on a schedule cannot be deleted', async () => {
    const id = await crear(bogota, 'CON USO', '00:00', '00:30');
    const [dato] = await filas<{ isla: number; promotor: number }>(
      t.database.db,
      sql`SELECT (SELECT id FROM islas WHERE empresa_id = ${bogota} LIMIT 1) AS isla,
                 (SELECT id FROM promotores WHERE empresa_id = ${bogota} LIMIT 1) AS promotor`,
    );
    await t.database.db.execute(sql`
      INSERT INTO turnos (empresa_id, uuid, isla_id, promotor_id, horario_id, fecha_inicio, fecha_negocio, estado)
      VALUES (${bogota}, gen_random_uuid(), ${dato.isla}, ${dato.promotor}, ${id}, now(), current_date, 'C')`);
    const borrar = await admin('DELETE', `/api/horario/${id}`);
    expect(borrar.statusCode).toBe(400);
    expect(borrar.json().mensaje).toBe(M.enUso);
  });
});

describe('turnos: permissions and scope', () => {
  it('a station administrator manages its own station and cannot read or change a sibling station by changing ids', async () => {
    expect((await eds('PUT', `/api/horario/${nocturno}/I`)).statusCode).toBe(200);
    const propio = await eds('POST', '/api/horario/empresa', turno(barranquilla, 'EDS PROPIO', '21:00', '23:00'));
    expect(propio.statusCode, propio.body).toBe(200);
    const lista = await eds('GET', '/api/horario/empresa');
    expect(new Set(lista.json().data.map((x: { empresa_id: number }) => x.empresa_id))).toEqual(new Set([barranquilla]));

    const ajeno = (await admin('GET', `/api/horario/empresa/${cartagena}`)).json().data[0].id as number;
    for (const [metodo, url, cuerpo, esperado] of [
      ['GET', `/api/horario/empresa/${cartagena}`, undefined, 403],
      ['GET', `/api/horario/empresa?empresa_id=${cartagena}`, undefined, 403],
      ['GET', `/api/horario/${ajeno}`, undefined, 404],
      ['POST', '/api/horario/empresa', turno(cartagena, 'INTRUSO', '01:00', '02:00'), 403],
      ['PUT', '/api/horario/empresa', { ...turno(barranquilla, 'ROBADO', '18:00', '19:00'), id: ajeno }, 404],
      ['PUT', '/api/horario/empresa', { ...turno(cartagena, 'EDS PROPIO', '21:00', '23:00'), id: propio.json().data.id }, 403],
      ['PUT', `/api/horario/${ajeno}/I`, undefined, 404],
      ['DELETE', `/api/horario/${ajeno}`, undefined, 404],
    ] as const) {
      const r = await eds(metodo, url, cuerpo);
      expect(r.statusCode, `${metodo} ${url}`).toBe(esperado);
    }
    const [sigue] = await filas<{ estado: string; empresa_id: number }>(
      t.database.db,
      sql`SELECT estado, empresa_id FROM horarios WHERE id = ${ajeno}`,
    );
    expect(sigue).toEqual({ estado: 'A', empresa_id: cartagena });
  });

  it('ZONAL (R) reads its region only and cannot write; CONSULTA has no module', async () => {
    const zonal = conToken(t.app, (await ingresar(t.app, 'ZONAL')).token);
    expect((await zonal('GET', `/api/horario/empresa/${barranquilla}`)).statusCode).toBe(200);
    const escribir = await zonal('POST', '/api/horario/empresa', turno(barranquilla, 'Z', '23:00', '23:30'));
    expect(escribir.statusCode).toBe(403);
    expect(escribir.json().mensaje).toBe(MENSAJES.sinPermisoAccion);
    const consulta = conToken(t.app, (await ingresar(t.app, 'CONSULTA')).token);
    const r = await consulta('GET', '/api/horario/empresa');
    expect(r.statusCode).toBe(403);
    expect(r.json().mensaje).toBe(MENSAJES.sinPermisoModulo);
    expect((await t.app.inject({ method: 'GET', url: '/api/horario/empresa' })).statusCode).toBe(401);
  });
});
