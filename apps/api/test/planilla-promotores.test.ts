import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES_CATALOGO as C } from '@eds/contracts/configuracion/catalogo';
import { MENSAJES_PLANILLA as M, ZPlanilla } from '@eds/contracts/configuracion/planilla-promotores';
import { MENSAJES } from '@eds/contracts/mensajes';
import { REPORTES } from '@eds/contracts/reportes/catalogo';
import { fila } from '../src/db/client';
import { conToken, crearApp, ingresar, type AppDePrueba } from './helper';
import { estacionPos, tokenAdmin, type EstacionPos } from './pos-fixtures';
import { diaDePrueba, reporte } from './reportes-fixtures';

/** G08 Planilla de promotores: the station's roster, written through `PUT promotor/empresa/{id}` and read by eds/planillaturnos. */

let t: AppDePrueba;
let a: EstacionPos;
let b: EstacionPos;
let admin: ReturnType<typeof conToken>;
let manana: number;
let tarde: number;
const D = diaDePrueba();

beforeAll(async () => {
  t = await crearApp();
  a = await estacionPos(t, 0);
  b = await estacionPos(t, 1);
  admin = conToken(t.app, await tokenAdmin(t.app));
  const horario = async (nombre: string) =>
    (await fila<{ id: number }>(t.database.db, sql`SELECT id FROM horarios WHERE empresa_id = ${a.empresaId} AND nombre = ${nombre}`))!.id;
  manana = await horario('MAÑANA');
  tarde = await horario('TARDE');
});
afterAll(async () => t.cerrar());

const listar = async (query = '') => {
  const r = await admin('GET', `/api/promotor/empresa/${a.empresaId}?desde_fecha=${D}&hasta_fecha=${D}${query}`);
  expect(r.statusCode, r.body).toBe(200);
  return { filas: ZPlanilla.array().parse(r.json().data), total: r.json().paginacion.total as number };
};

describe('planilla de promotores', () => {
  it('plans, lists, edits and withdraws a promoter shift, and eds/planillaturnos reads only the active plan', async () => {
    const opciones = (await admin('GET', `/api/promotor/planilla/opciones/empresa/${a.empresaId}`)).json().data;
    expect(opciones.promotores.map((o: { id: number }) => o.id)).toContain(a.promotorId);
    expect(opciones.horarios.map((o: { id: number }) => o.id)).toEqual(expect.arrayContaining([manana, tarde]));
    expect(opciones.islas.map((o: { id: number }) => o.id)).toContain(a.manguera.islaId);
    const sinPromotor = await admin('PUT', `/api/promotor/empresa/${a.empresaId}`, { horario_id: manana, fecha: D });
    expect(sinPromotor.statusCode).toBe(400);
    expect(sinPromotor.json().errores).toEqual([
      expect.objectContaining({ campo: 'promotor_id', mensaje: MENSAJES.campoObligatorioCorto }),
    ]);

    const creado = await admin('PUT', `/api/promotor/empresa/${a.empresaId}`, {
      promotor_id: a.promotorId,
      horario_id: manana,
      isla_id: a.manguera.islaId,
      fecha: D,
    });
    expect(creado.statusCode, creado.body).toBe(200);
    expect(creado.json().mensaje).toBe(C.creado);
    const id = creado.json().data.id as number;
    const guardado = await fila<{ usuario_id: number | null; estado: string }>(
      t.database.db,
      sql`SELECT usuario_id, estado FROM planilla_promotores WHERE id = ${id}`,
    );
    expect(guardado).toMatchObject({ estado: 'A' });
    expect(guardado!.usuario_id).not.toBeNull();

    const { filas } = await listar();
    expect(filas).toEqual([
      expect.objectContaining({ id, fecha: D, promotor_id: a.promotorId, horario: 'MAÑANA', isla_id: a.manguera.islaId, estado: 'A' }),
    ]);
    expect(filas[0].hora_inicio).toMatch(/^\d{2}:\d{2}$/);

    const repetido = await admin('PUT', `/api/promotor/empresa/${a.empresaId}`, {
      promotor_id: a.promotorId,
      horario_id: manana,
      fecha: D,
    });
    expect(repetido.statusCode).toBe(400);
    expect(repetido.json().mensaje).toBe(M.turnoRepetido);

    const editado = await admin('PUT', `/api/promotor/empresa/${a.empresaId}`, {
      id,
      promotor_id: a.promotorId,
      horario_id: tarde,
      isla_id: null,
      fecha: D,
    });
    expect(editado.json().mensaje).toBe(C.editado);
    expect((await listar()).filas[0]).toMatchObject({ id, horario: 'TARDE', isla_id: null, isla: null });

    const plan = async () =>
      REPORTES['eds/planillaturnos'].datos.parse(
        (await reporte(t.app, a.admin)('eds/planillaturnos', { estaciones: [a.empresaId], fecha_inicial: D, fecha_final: D })).json().data,
      ).total_filas;
    expect(await plan()).toBe(1);

    const retirado = await admin('PUT', `/api/promotor/planilla/${id}/I`);
    expect(retirado.json().mensaje).toBe(C.inactivado);
    expect((await listar('&estado=A')).total).toBe(0);
    expect((await listar('&estado=I')).filas.map((f) => f.id)).toEqual([id]);
    expect(await plan()).toBe(0);
  });

  it("refuses another station's promoter or template, and a user outside the station's scope", async () => {
    const ajeno = await admin('PUT', `/api/promotor/empresa/${a.empresaId}`, { promotor_id: b.promotorId, horario_id: manana, fecha: D });
    expect(ajeno.statusCode).toBe(400);
    expect(ajeno.json().mensaje).toBe(M.promotorNoValido);
    const estacion = await ingresar(t.app, 'ADMINEDS');
    const fuera = await conToken(t.app, estacion.token)('GET', `/api/promotor/empresa/${b.empresaId}`);
    expect(fuera.statusCode).toBe(403);
  });
});
