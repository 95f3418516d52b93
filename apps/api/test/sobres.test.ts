import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES_CONCILIACION } from '@eds/contracts/conciliacion/conciliacion';
import { MENSAJES } from '@eds/contracts/mensajes';
import { MENSAJES_SOBRE as M } from '@eds/contracts/turnos/sobres';
import { fila } from '../src/db/client';
import { conToken, crearApp, ingresar, type AppDePrueba } from './helper';
import { idsDemo } from './factories';
import { estacionPos, type EstacionPos } from './pos-fixtures';
import { aLas, diaDePrueba, islaYPromotor, publicar } from './reportes-fixtures';

/**
 * Sobres (SCREENS.md G23): the envelopes the POS posts, listed by station, shift and promoter, verified by counting
 * (VERIFICADO / CON DIFERENCIA), registered, edited and deleted by hand while not counted; the shift's envelope total
 * follows the counted values, the reconciliation's 'envelopes not verified' novelty clears, and a reconciled day is
 * refused with the database's text. A station administrator cannot reach a sibling station's envelopes by id.
 */
let t: AppDePrueba;
let admin: ReturnType<typeof conToken>;
let eds: ReturnType<typeof conToken>;
let propia: EstacionPos;
let ajena: EstacionPos;
let D: string;
/** The envelopes of the own station's shift, by number, and the shift's id. */
const sobres: Record<number, number> = {};
let turnoId: number;
let turnoAjenoId: number;
let sobreAjeno: number;

async function estacionDe(empresaId: number): Promise<EstacionPos> {
  const n = (await fila<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n FROM empresas WHERE tipo = 3 AND id < ${empresaId}`))!
    .n;
  return estacionPos(t, n);
}

/** Opens a shift through the POS on day D and posts its envelopes; returns the shift's id. */
async function turnoConSobres(e: EstacionPos, valores: number[]): Promise<number> {
  const isla = await islaYPromotor(t, e);
  const uuid = randomUUID();
  await publicar(t.app, e.token, 'turnos/apertura', 'turnos', [
    {
      uuid,
      fecha: aLas(D, '07:00:00'),
      isla_id: e.manguera.islaId,
      promotor_id: isla.promotorId,
      lecturas: isla.mangueras.map((m, i) => ({ manguera_id: m, lectura: 9000 + i * 10 })),
    },
  ]);
  await publicar(
    t.app,
    e.token,
    'sobres',
    'sobres',
    valores.map((valor, i) => ({
      uuid: randomUUID(),
      fecha: aLas(D, `${String(9 + i).padStart(2, '0')}:00:00`),
      turno: uuid,
      numero: i + 1,
      valor,
    })),
  );
  return (await fila<{ id: number }>(t.database.db, sql`SELECT id FROM turnos WHERE uuid = ${uuid}::uuid`))!.id;
}

const totalesTurno = async (id: number) =>
  (await fila<{ num_sobres: number; total_sobres: string }>(
    t.database.db,
    sql`SELECT num_sobres, total_sobres FROM turnos WHERE id = ${id}`,
  ))!;

const novedadesSobres = async (empresaId: number) => {
  const r = await admin('GET', `/api/v1/news?empresaId=${empresaId}&startDate=${D}`);
  expect(r.statusCode, r.body).toBe(200);
  return (r.json().result as { codigo: string }[]).filter((n) => n.codigo === 'SOBRE_SIN_VERIFICAR').length;
};

beforeAll(async () => {
  t = await crearApp();
  const ids = await idsDemo(t.database);
  await t.database.db.execute(sql`
    INSERT INTO perfiles_modulos (perfiles_id, modulos_id, asignaciones)
    SELECT up.perfiles_id, m.id, 'RCUD' FROM usuarios u JOIN usuarios_perfiles up ON up.usuarios_id = u.id, modulos m
     WHERE u.usuario = 'ADMINEDS' AND m.descripcion IN ('CONFIGURACION', 'GESTION SOBRES')
    ON CONFLICT DO NOTHING`);
  admin = conToken(t.app, (await ingresar(t.app, 'SUPERADMIN')).token);
  eds = conToken(t.app, (await ingresar(t.app, 'ADMINEDS')).token);
  D = diaDePrueba();
  propia = await estacionDe(ids.barranquilla);
  ajena = await estacionDe(ids.cartagena);
  turnoId = await turnoConSobres(propia, [100000, 50000]);
  turnoAjenoId = await turnoConSobres(ajena, [70000]);
  const lista = await admin('GET', `/api/sobre/empresa/${propia.empresaId}?fecha_inicio=${D}&fecha_fin=${D}&orden=numero:asc`);
  for (const s of lista.json().data as { id: number; numero: number }[]) sobres[s.numero] = s.id;
  sobreAjeno = (await admin('GET', `/api/sobre/empresa/${ajena.empresaId}?turno_id=${turnoAjenoId}`)).json().data[0].id;
});
afterAll(async () => t.cerrar());

describe('sobres: list', () => {
  it('lists the POS envelopes of a station by day, shift and promoter, with declared, counted and difference', async () => {
    const r = await admin('GET', `/api/sobre/empresa/${propia.empresaId}?fecha_inicio=${D}&fecha_fin=${D}&orden=numero:asc`);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().paginacion.total).toBe(2);
    const [uno, dos] = r.json().data;
    expect(uno).toMatchObject({
      empresa_id: propia.empresaId,
      estacion: 'EDS BARRANQUILLA CENTRO',
      turno_id: turnoId,
      fecha_negocio: D,
      fecha: `${D} 09:00:00`,
      numero: 1,
      valor_declarado: 100000,
      valor_contado: null,
      diferencia: null,
      estado: 'REGISTRADO',
      observacion: null,
    });
    expect(uno.turno).toMatch(new RegExp(`${D} 07:00$`));
    expect(uno.promotor.length).toBeGreaterThan(0);
    expect(dos).toMatchObject({ numero: 2, valor_declarado: 50000 });
    const porTurno = await admin('GET', `/api/sobre/empresa?turno_id=${turnoId}&promotor_id=${uno.promotor_id}&buscar=2`);
    expect(porTurno.json().data.map((s: { numero: number }) => s.numero)).toEqual([2]);
    const pendientes = await admin(
      'GET',
      `/api/sobre/empresa?empresa_id=${propia.empresaId}&verificacion=VERIFICADO&fecha_inicio=${D}&fecha_fin=${D}`,
    );
    expect(pendientes.json().paginacion.total).toBe(0);
  });
});

describe('sobres: verification', () => {
  it('validates the counted value and asks an observation for a difference', async () => {
    const vacio = await admin('PUT', `/api/sobre/${sobres[1]}/verificar`, { valor_contado: '', observacion: '' });
    expect(vacio.statusCode).toBe(400);
    expect(vacio.json().errores).toEqual([{ campo: 'valor_contado', mensaje: MENSAJES.campoObligatorio }]);
    const negativo = await admin('PUT', `/api/sobre/${sobres[1]}/verificar`, { valor_contado: -1 });
    expect(negativo.json().errores).toEqual([{ campo: 'valor_contado', mensaje: MENSAJES.noNegativo }]);
    const sinObservacion = await admin('PUT', `/api/sobre/${sobres[2]}/verificar`, { valor_contado: 45000 });
    expect(sinObservacion.statusCode).toBe(400);
    expect(sinObservacion.json().errores).toEqual([{ campo: 'observacion', mensaje: M.observacionObligatoria }]);
    expect((await admin('GET', `/api/sobre/${sobres[2]}`)).json().data.estado).toBe('REGISTRADO');
  });

  it('VERIFICADO when equal, CON DIFERENCIA otherwise; the shift total and the novelty follow', async () => {
    expect(await totalesTurno(turnoId)).toEqual({ num_sobres: 2, total_sobres: '150000.00' });
    expect(await novedadesSobres(propia.empresaId)).toBe(1);
    const igual = await admin('PUT', `/api/sobre/${sobres[1]}/verificar`, { valor_contado: '100000', observacion: '' });
    expect(igual.statusCode, igual.body).toBe(200);
    expect(igual.json()).toMatchObject({ mensaje: M.verificado, data: { estado: 'VERIFICADO' } });
    expect(await novedadesSobres(propia.empresaId)).toBe(1);
    const distinto = await admin('PUT', `/api/sobre/${sobres[2]}/verificar`, {
      valor_contado: 45000.5,
      observacion: ' Faltante de billetes ',
    });
    expect(distinto.json().data.estado).toBe('CON DIFERENCIA');
    expect((await admin('GET', `/api/sobre/${sobres[2]}`)).json().data).toMatchObject({
      valor_contado: 45000.5,
      diferencia: -4999.5,
      estado: 'CON DIFERENCIA',
      observacion: 'Faltante de billetes',
    });
    // The shift's envelope total counts the counted values: the closing reports' cash variance reads it.
    expect(await totalesTurno(turnoId)).toEqual({ num_sobres: 2, total_sobres: '145000.50' });
    expect(await novedadesSobres(propia.empresaId)).toBe(0);
    // Counting again replaces the count.
    await admin('PUT', `/api/sobre/${sobres[2]}/verificar`, { valor_contado: 50000 });
    expect((await admin('GET', `/api/sobre/${sobres[2]}`)).json().data).toMatchObject({ estado: 'VERIFICADO', diferencia: 0 });
    expect(await totalesTurno(turnoId)).toEqual({ num_sobres: 2, total_sobres: '150000.00' });
    await admin('PUT', `/api/sobre/${sobres[2]}/verificar`, { valor_contado: 45000.5, observacion: 'Faltante de billetes' });
  });
});

describe('sobres: registered by hand', () => {
  it('validates, refuses a shift of another station and a repeated number, creates, edits and deletes', async () => {
    const vacio = await admin('POST', '/api/sobre', { empresa_id: '', turno_id: '', numero: '', valor_declarado: '' });
    expect(vacio.statusCode).toBe(400);
    expect(vacio.json().errores).toEqual(
      expect.arrayContaining([
        { campo: 'empresa_id', mensaje: MENSAJES.campoObligatorioCorto },
        { campo: 'turno_id', mensaje: MENSAJES.campoObligatorioCorto },
        { campo: 'numero', mensaje: MENSAJES.campoObligatorio },
        { campo: 'valor_declarado', mensaje: MENSAJES.campoObligatorio },
      ]),
    );
    const base = { empresa_id: propia.empresaId, turno_id: turnoId, numero: 3, valor_declarado: 20000 };
    const otroTurno = await admin('POST', '/api/sobre', { ...base, turno_id: turnoAjenoId });
    expect(otroTurno.json().errores).toEqual([{ campo: 'turno_id', mensaje: M.turnoNoExiste }]);
    const repetido = await admin('POST', '/api/sobre', { ...base, numero: 1 });
    expect(repetido.json().errores).toEqual([{ campo: 'numero', mensaje: M.numeroRepetido }]);
    const creado = await admin('POST', '/api/sobre', base);
    expect(creado.statusCode, creado.body).toBe(200);
    expect(creado.json().mensaje).toBe(M.creado);
    const id = creado.json().data.id as number;
    expect((await admin('GET', `/api/sobre/${id}`)).json().data).toMatchObject({ numero: 3, fecha_negocio: D, estado: 'REGISTRADO' });
    expect(await totalesTurno(turnoId)).toEqual({ num_sobres: 3, total_sobres: '165000.50' });
    const editado = await admin('PUT', '/api/sobre', { ...base, id, valor_declarado: 25000 });
    expect(editado.json().mensaje).toBe(M.editado);
    expect(await totalesTurno(turnoId)).toEqual({ num_sobres: 3, total_sobres: '170000.50' });
    expect((await admin('DELETE', `/api/sobre/${id}`)).json().mensaje).toBe(M.eliminado);
    expect(await totalesTurno(turnoId)).toEqual({ num_sobres: 2, total_sobres: '145000.50' });
    // A counted envelope is evidence: it is neither edited nor deleted.
    const verificado = await admin('DELETE', `/api/sobre/${sobres[1]}`);
    expect(verificado.statusCode).toBe(400);
    expect(verificado.json().mensaje).toBe(M.yaVerificado);
    const editarVerificado = await admin('PUT', '/api/sobre', { ...base, id: sobres[1], numero: 1 });
    expect(editarVerificado.json().mensaje).toBe(M.yaVerificado);
  });
});

describe('sobres: permissions, scope and a reconciled day', () => {
  it('a station administrator works on its own station and cannot reach a sibling station by id', async () => {
    const propio = await eds('GET', `/api/sobre/${sobres[1]}`);
    expect(propio.statusCode).toBe(200);
    const lista = await eds('GET', `/api/sobre/empresa?fecha_inicio=${D}&fecha_fin=${D}`);
    expect(new Set(lista.json().data.map((x: { empresa_id: number }) => x.empresa_id))).toEqual(new Set([propia.empresaId]));
    const cuerpo = { empresa_id: ajena.empresaId, turno_id: turnoAjenoId, numero: 9, valor_declarado: 1 };
    for (const [metodo, url, body, esperado] of [
      ['GET', `/api/sobre/empresa/${ajena.empresaId}`, undefined, 403],
      ['GET', `/api/sobre/empresa?empresa_id=${ajena.empresaId}`, undefined, 403],
      ['GET', `/api/sobre/turnos/empresa/${ajena.empresaId}`, undefined, 403],
      ['GET', `/api/sobre/${sobreAjeno}`, undefined, 404],
      ['PUT', `/api/sobre/${sobreAjeno}/verificar`, { valor_contado: 70000 }, 404],
      ['POST', '/api/sobre', cuerpo, 403],
      ['PUT', '/api/sobre', { ...cuerpo, empresa_id: propia.empresaId, turno_id: turnoId, id: sobreAjeno }, 404],
      ['DELETE', `/api/sobre/${sobreAjeno}`, undefined, 404],
    ] as const) {
      const r = await eds(metodo, url, body);
      expect(r.statusCode, `${metodo} ${url}`).toBe(esperado);
    }
    expect((await admin('GET', `/api/sobre/${sobreAjeno}`)).json().data).toMatchObject({ estado: 'REGISTRADO', valor_contado: null });
  });

  it('CONSULTA has no module; without a session it is 401', async () => {
    const consulta = conToken(t.app, (await ingresar(t.app, 'CONSULTA')).token);
    const r = await consulta('GET', '/api/sobre/empresa');
    expect(r.statusCode).toBe(403);
    expect(r.json().mensaje).toBe(MENSAJES.sinPermisoModulo);
    expect((await t.app.inject({ method: 'GET', url: '/api/sobre/empresa' })).statusCode).toBe(401);
  });

  it('a reconciled day refuses verifying, registering and deleting with its text', async () => {
    await t.database.db.execute(sql`INSERT INTO dias_conciliados (empresa_id, fecha) VALUES (${ajena.empresaId}, ${D}::date)`);
    const verificar = await admin('PUT', `/api/sobre/${sobreAjeno}/verificar`, { valor_contado: 70000 });
    expect(verificar.statusCode).toBe(400);
    expect(verificar.json().mensaje).toBe(MENSAJES_CONCILIACION.diaConciliado);
    const crear = await admin('POST', '/api/sobre', { empresa_id: ajena.empresaId, turno_id: turnoAjenoId, numero: 5, valor_declarado: 1 });
    expect(crear.json().mensaje).toBe(MENSAJES_CONCILIACION.diaConciliado);
    const borrar = await admin('DELETE', `/api/sobre/${sobreAjeno}`);
    expect(borrar.json().mensaje).toBe(MENSAJES_CONCILIACION.diaConciliado);
    expect((await admin('GET', `/api/sobre/${sobreAjeno}`)).json().data).toMatchObject({ estado: 'REGISTRADO' });
    expect(await totalesTurno(turnoAjenoId)).toEqual({ num_sobres: 1, total_sobres: '70000.00' });
  });
});
