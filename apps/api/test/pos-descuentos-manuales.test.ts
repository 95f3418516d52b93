import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES_OPERACION as M } from '@eds/contracts/mensajes-operacion';
import { fila } from '../src/db/client';
import { crearApp, type AppDePrueba } from './helper';
import { estacionPos, postPos, ventaCombustible, type EstacionPos } from './pos-fixtures';

/**
 * Manual discounts on the POS (SCREENS.md G18, decision 053): `GET pos/v1/configuracion` serves the business's reasons
 * with each profile's highest percentage and each promoter's profiles; a sale carrying a manual discount with an
 * unknown reason, without its promoter, larger than its lines' discounts, or above the promoter's profile limit is
 * refused with a Spanish reason and nothing of it is stored.
 */

let t: AppDePrueba;
let e: EstacionPos;
let motivoId: number;
let inactivoId: number;
let perfilId: number;
const db = () => t.database.db;

beforeAll(async () => {
  t = await crearApp();
  e = await estacionPos(t);
  const negocio = (await fila<{ negocio_id: number }>(db(), sql`SELECT negocio_id FROM empresas WHERE id = ${e.empresaId}`))!.negocio_id;
  perfilId = (await fila<{ id: number }>(
    db(),
    sql`INSERT INTO perfiles (negocio_id, descripcion, tipo) VALUES (${negocio}, 'CAJERO DESCUENTOS', 7) RETURNING id`,
  ))!.id;
  // The promoter's person gets a user of that profile (or its existing user gets the profile).
  const persona = (await fila<{ persona_id: number }>(db(), sql`SELECT persona_id FROM promotores WHERE id = ${e.promotorId}`))!.persona_id;
  await db().execute(sql`
    INSERT INTO usuarios (personas_id, usuario, clave_hash, tipo, empresas_id)
    SELECT ${persona}, 'CAJERO' || ${persona}, 'x', 7, ${e.empresaId} WHERE NOT EXISTS (SELECT 1 FROM usuarios WHERE personas_id = ${persona})`);
  await db().execute(sql`
    INSERT INTO usuarios_perfiles (usuarios_id, perfiles_id) SELECT id, ${perfilId} FROM usuarios WHERE personas_id = ${persona}`);
  motivoId = (await fila<{ id: number }>(
    db(),
    sql`INSERT INTO descuentos_manuales (negocio_id, codigo, descripcion) VALUES (${negocio}, 'CORTESIA', 'Cortesía al cliente') RETURNING id`,
  ))!.id;
  await db().execute(
    sql`INSERT INTO descuentos_manuales_perfiles (descuento_manual_id, perfil_id, porcentaje_maximo) VALUES (${motivoId}, ${perfilId}, 10)`,
  );
  inactivoId = (await fila<{ id: number }>(
    db(),
    sql`INSERT INTO descuentos_manuales (negocio_id, codigo, descripcion, estado) VALUES (${negocio}, 'VIEJO', 'Motivo retirado', 'I') RETURNING id`,
  ))!.id;
});
afterAll(async () => {
  await t?.cerrar();
});

/** A fuel sale of 10 gallons by the promoter with `descuento` off its line, declared as a manual discount. */
function conDescuento(descuento: number, extra: Record<string, unknown> = {}): Record<string, unknown> {
  const bruto = Math.round(10 * e.precioCombustible * 100) / 100;
  const valor = Math.round((bruto - descuento) * 100) / 100;
  return ventaCombustible(e, 10, {
    promotor: e.promotorId,
    detalles: [{ producto_id: e.manguera.productoId, cantidad: 10, precio: e.precioCombustible, descuento, valor }],
    medios_pago: [{ medio_pago_id: e.medios.efectivo, valor }],
    descuento_manual: { motivo_id: motivoId, valor: descuento },
    ...extra,
  });
}

/** The manual discount a stored sale keeps: its reason and its value. */
const motivoGuardado = async (uuid: unknown) =>
  await fila<{ motivo: number | null; valor: string | null; descuento: string }>(
    db(),
    sql`SELECT descuento_manual_motivo_id AS motivo, descuento_manual_valor::text AS valor, descuento::text AS descuento
          FROM ventas WHERE uuid = ${uuid as string}::uuid`,
  );

const guardada = async (uuid: unknown) =>
  (await fila<{ n: number }>(db(), sql`SELECT count(*)::int AS n FROM ventas WHERE uuid = ${uuid as string}::uuid`))!.n;

describe('manual discounts on the POS', () => {
  it('serves the reasons with each profile highest % and the promoters profiles', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/api/pos/v1/configuracion', headers: { authorization: `Bearer ${e.token}` } });
    expect(r.statusCode).toBe(200);
    const data = r.json().data as {
      descuentos_manuales: { id: number; codigo: string; perfiles: { perfil_id: number; porcentaje_maximo: number }[] }[];
      promotores: { id: number; perfiles: number[] }[];
    };
    expect(data.descuentos_manuales.find((d) => d.id === motivoId)).toMatchObject({
      codigo: 'CORTESIA',
      perfiles: [{ perfil_id: perfilId, porcentaje_maximo: 10 }],
    });
    expect(data.descuentos_manuales.some((d) => d.id === inactivoId)).toBe(false);
    expect(data.promotores.find((p) => p.id === e.promotorId)?.perfiles).toContain(perfilId);
  });

  it('stores a sale within the limit and refuses the others, each with its reason and nothing stored', async () => {
    const bruto = Math.round(10 * e.precioCombustible * 100) / 100;
    const dentro = conDescuento(Math.floor(bruto * 0.1 * 100) / 100);
    const encima = conDescuento(Math.round(bruto * 0.12 * 100) / 100);
    const desconocido = conDescuento(100, { descuento_manual: { motivo_id: inactivoId, valor: 100 } });
    const sinPromotor = conDescuento(100, { promotor: undefined });
    const mayor = conDescuento(100, { descuento_manual: { motivo_id: motivoId, valor: 200 } });
    const r = await postPos(t.app, e.token, 'ventas', { ventas: [dentro, encima, desconocido, sinPromotor, mayor] });
    expect(r.statusCode).toBe(206);
    const data = r.json().data as { aceptadas: number; rechazadas: { uuid: string; mensaje: string; campo?: string }[] };
    expect(data.aceptadas).toBe(1);
    const razon = (v: Record<string, unknown>) => data.rechazadas.find((x) => x.uuid === v.uuid)?.mensaje;
    expect(razon(encima)).toBe(M.descuentoManualSobreLimite('12.00', '10.00', 'CORTESIA'));
    expect(razon(encima)).toBe('El descuento manual de 12.00% supera el máximo de 10.00% del perfil del promotor para CORTESIA');
    expect(razon(desconocido)).toBe(M.descuentoManualMotivoNoExiste(inactivoId));
    expect(razon(sinPromotor)).toBe(M.descuentoManualSinPromotor);
    expect(razon(mayor)).toBe(M.descuentoManualMayorLineas);
    expect(await guardada(dentro.uuid)).toBe(1);
    expect(await motivoGuardado(dentro.uuid)).toMatchObject({ motivo: motivoId, valor: (Math.floor(bruto * 0.1 * 100) / 100).toFixed(2) });
    for (const v of [encima, desconocido, sinPromotor, mayor]) expect(await guardada(v.uuid)).toBe(0);
  });

  it('keeps the reason and the value of a manual discount with the sale, and nothing for a sale without one', async () => {
    const con = conDescuento(150);
    const sin = conDescuento(150, { descuento_manual: undefined });
    // A batch of new, valid sales only: stored by the one-statement path.
    const r = await postPos(t.app, e.token, 'ventas', { ventas: [con, sin] });
    expect(r.statusCode).toBe(200);
    expect(await motivoGuardado(con.uuid)).toEqual({ motivo: motivoId, valor: '150.00', descuento: '150.00' });
    expect(await motivoGuardado(sin.uuid)).toEqual({ motivo: null, valor: null, descuento: '150.00' });
  });

  it('refuses a reason the promoter profile may not grant', async () => {
    await db().execute(sql`DELETE FROM descuentos_manuales_perfiles WHERE descuento_manual_id = ${motivoId}`);
    const v = conDescuento(100);
    const r = await postPos(t.app, e.token, 'ventas', { ventas: [v] });
    expect(r.json().data.rechazadas).toEqual([
      { uuid: v.uuid, mensaje: M.descuentoManualSinPerfil('CORTESIA'), campo: 'descuento_manual.motivo_id' },
    ]);
    expect(await guardada(v.uuid)).toBe(0);
  });
});
