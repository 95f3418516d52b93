import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES } from '@eds/contracts/mensajes';
import { MENSAJES_CARTERA as M } from '@eds/contracts/cartera';
import { fila, filas } from '../src/db/client';
import { conToken, contar, crearApp, type AppDePrueba } from './helper';
import { crearOtroNegocio, idsDemo, usuarioConModulos } from './factories';
import { estacionPos, haceMinutos, postPos, ventaCombustible, type EstacionPos } from './pos-fixtures';

/** Cartera, prepaid and vouchers (SCREENS.md G20, docs/decisions/073). */
let t: AppDePrueba;
let ids: Awaited<ReturnType<typeof idsDemo>>;
let eds: EstacionPos;
let otra: EstacionPos;
let admin: ReturnType<typeof conToken>;
let motivo: number;
let negocioId: number;
const db = () => t.database.db;

beforeAll(async () => {
  t = await crearApp();
  ids = await idsDemo(t.database);
  eds = await estacionPos(t, { id: ids.barranquilla });
  otra = await estacionPos(t, { id: ids.cartagena });
  admin = conToken(t.app, eds.admin);
  negocioId = (await fila<{ negocio_id: number }>(db(), sql`SELECT negocio_id FROM empresas WHERE id = ${eds.empresaId}`))!.negocio_id;
  const r = await admin('GET', `/api/movimientos/obtener-motivo-anulacion?empresa_id=${eds.empresaId}`);
  motivo = (r.json().data as { id: number; descripcion: string }[]).find((m) => m.descripcion === 'VENTA DUPLICADA')!.id;
});
afterAll(async () => t?.cerrar());

let secuencia = 0;
/** A fresh credit customer with a SIN PERIODO quota of `cupo` pesos (its own ledger, untouched by the demo). */
async function clienteCredito(cupo = 5_000_000): Promise<{ id: number; cupoId: number }> {
  const n = `${Date.now()}${secuencia++}`;
  const c = (await fila<{ id: number }>(
    db(),
    sql`INSERT INTO clientes (negocio_id, identificacion, nombre, tipo, autoriza_datos) VALUES (${negocioId}, ${n}, ${`CLIENTE CARTERA ${n}`}, 'CREDITO', true) RETURNING id`,
  ))!;
  const q = (await fila<{ id: number }>(
    db(),
    sql`INSERT INTO cupos (cliente_id, tipo, valor, periodicidad, umbrales) VALUES (${c.id}, 'CREDITO', ${cupo}, 'SIN PERIODO', '{80,90,100}') RETURNING id`,
  ))!;
  return { id: c.id, cupoId: q.id };
}

/** A credit fuel sale of `galones` to the customer, `minutos` ago; answers its id and its value. */
async function venderCredito(clienteId: number, galones: number, minutos = 1): Promise<{ id: number; valor: number }> {
  const venta = ventaCombustible(eds, galones, { cliente: clienteId, fecha: haceMinutos(minutos) });
  const pagos = venta.medios_pago as { medio_pago_id: number; valor: number }[];
  pagos[0].medio_pago_id = eds.medios.creditoCliente;
  const r = await postPos(t.app, eds.token, 'ventas', { ventas: [venta] });
  expect(r.json().data, r.body).toMatchObject({ aceptadas: 1 });
  const id = Number((await fila<{ id: number }>(db(), sql`SELECT id FROM ventas WHERE uuid = ${venta.uuid as string}::uuid`))!.id);
  return { id, valor: pagos[0].valor };
}

const consumido = async (cupoId: number) =>
  (await fila<{ c: string }>(db(), sql`SELECT consumido::text AS c FROM cupos WHERE id = ${cupoId}`))!.c;
const cartera = async (clienteId: number) => {
  const r = await admin('GET', `/api/cartera/cliente/${clienteId}`);
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data as { saldo: string; disponible: string; cupo: string; facturas: { venta_id: number; pendiente: string }[] };
};
const recaudar = (clienteId: number, valor: number | string, extra: Record<string, unknown> = {}, cliente = admin) =>
  cliente('POST', '/api/cupos/getcliente-empresas/recaudos', {
    empresa_id: eds.empresaId,
    cliente_id: clienteId,
    valor,
    medio_pago_id: eds.medios.efectivo,
    ...extra,
  });
const pesos = (centavos: number) => (centavos / 100).toFixed(2);
const centavos = (texto: string | number) => Math.round(Number(texto) * 100);

describe('Registrar recaudo', () => {
  it('restores exactly its amount to the quota, paying the oldest sale first, and prints its receipt', async () => {
    const c = await clienteCredito();
    const a = await venderCredito(c.id, 3, 30);
    const b = await venderCredito(c.id, 4, 20);
    const d = await venderCredito(c.id, 5, 10);
    const total = centavos(a.valor) + centavos(b.valor) + centavos(d.valor);
    expect(await consumido(c.cupoId)).toBe(pesos(total));
    const disponibleAntes = (await cartera(c.id)).disponible;
    expect(disponibleAntes).toBe(pesos(500_000_000 - total));

    // a whole and half of b.
    const valor = centavos(a.valor) + Math.floor(centavos(b.valor) / 2);
    const r = await recaudar(c.id, pesos(valor));
    expect(r.statusCode, r.body).toBe(200);
    const { id, consecutivo, saldo, disponible } = r.json().data;
    expect(r.json().mensaje).toBe(M.recaudoRegistrado(consecutivo));
    expect(saldo).toBe(pesos(total - valor));
    expect(disponible).toBe(pesos(500_000_000 - total + valor));
    expect(await consumido(c.cupoId)).toBe(pesos(total - valor));
    expect(
      await filas(
        db(),
        sql`SELECT venta_id::int AS venta_id, valor::text AS valor FROM recaudos_aplicaciones WHERE recaudo_id = ${id} ORDER BY id`,
      ),
    ).toEqual([
      { venta_id: a.id, valor: pesos(centavos(a.valor)) },
      { venta_id: b.id, valor: pesos(Math.floor(centavos(b.valor) / 2)) },
    ]);
    // The POS quota check sees the same availability.
    const pos = await postPos(t.app, eds.token, 'autorizaciones/cupo', { uuid: randomUUID(), cliente_id: c.id, valor: 1 });
    expect(pos.json().data.disponible).toBe(pesos(500_000_000 - total + valor));

    const f = (await cartera(c.id)).facturas;
    expect(f.map((x) => x.venta_id)).toEqual([b.id, d.id]);

    const pdf = await admin('GET', `/api/recaudo/${id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('pays the chosen invoice first, and refuses more than the balance with nothing written', async () => {
    const c = await clienteCredito();
    const a = await venderCredito(c.id, 2, 30);
    const b = await venderCredito(c.id, 3, 20);
    const total = centavos(a.valor) + centavos(b.valor);

    const antes = await contar(t.database, 'recaudos');
    const mas = await recaudar(c.id, pesos(total + 1));
    expect(mas.statusCode).toBe(400);
    expect(mas.json().mensaje).toBe(M.superaSaldo(pesos(total)));
    expect(mas.json().errores[0]).toMatchObject({ campo: 'valor', mensaje: M.superaSaldo(pesos(total)) });
    const cero = await recaudar(c.id, 0);
    expect(cero.statusCode).toBe(400);
    expect(cero.json().errores[0]).toMatchObject({ campo: 'valor', mensaje: MENSAJES.valorNoValido });
    const credito = await recaudar(c.id, 1, { medio_pago_id: eds.medios.creditoCliente });
    expect(credito.statusCode).toBe(400);
    expect(credito.json().mensaje).toBe(M.medioNoValido);
    expect(await contar(t.database, 'recaudos')).toBe(antes);
    expect(await consumido(c.cupoId)).toBe(pesos(total));

    const r = await recaudar(c.id, pesos(centavos(b.valor)), { facturas: [b.id] });
    expect(r.statusCode, r.body).toBe(200);
    expect((await cartera(c.id)).facturas.map((x) => [x.venta_id, x.pendiente])).toEqual([[a.id, pesos(centavos(a.valor))]]);
    // Two collections at once of the whole balance: one is taken, the other finds nothing left to pay.
    const [x, y] = await Promise.all([recaudar(c.id, a.valor), recaudar(c.id, a.valor)]);
    expect([x.statusCode, y.statusCode].sort()).toEqual([200, 400]);
    expect((await cartera(c.id)).saldo).toBe('0.00');
    expect(await consumido(c.cupoId)).toBe('0.00');
  });

  it('keeps the balance and the quota equal to the ledger of sales, payments and annulments to the cent', async () => {
    const c = await clienteCredito(50_000_000);
    // A seeded generator: the same walk every run.
    let semilla = 20_261_129;
    const azar = () => {
      semilla = (semilla * 1_103_515_245 + 12_345) % 2_147_483_648;
      return semilla / 2_147_483_648;
    };
    const libro: { id: number; valor: number; pagado: number; anulada: boolean }[] = [];
    const saldoLibro = () => libro.filter((v) => !v.anulada).reduce((s, v) => s + v.valor - v.pagado, 0);
    for (let paso = 0; paso < 14; paso++) {
      const p = azar();
      if (p < 0.45 || libro.length === 0) {
        const v = await venderCredito(c.id, Math.round((1 + azar() * 9) * 1000) / 1000, 60 - paso);
        libro.push({ id: v.id, valor: centavos(v.valor), pagado: 0, anulada: false });
      } else if (p < 0.8 && saldoLibro() > 0) {
        let resto = Math.max(1, Math.floor(azar() * saldoLibro()));
        const r = await recaudar(c.id, pesos(resto));
        expect(r.statusCode, r.body).toBe(200);
        for (const v of libro) {
          if (v.anulada || resto === 0) continue;
          const x = Math.min(resto, v.valor - v.pagado);
          v.pagado += x;
          resto -= x;
        }
      } else {
        const vivas = libro.filter((v) => !v.anulada);
        if (vivas.length === 0) continue;
        const v = vivas[Math.floor(azar() * vivas.length)];
        const r = await admin('POST', '/api/movimientos/anular_venta', {
          venta: { id: v.id, concepto: motivo, anulacion_web: true, observacion: 'Prueba de cartera contra el libro' },
        });
        expect(r.statusCode, r.body).toBe(200);
        v.anulada = true;
      }
      const k = await cartera(c.id);
      expect(k.saldo).toBe(pesos(saldoLibro()));
      expect(k.disponible).toBe(pesos(5_000_000_000 - saldoLibro()));
      expect(await consumido(c.cupoId)).toBe(pesos(saldoLibro()));
    }
  });

  it('shows a demo customer its ageing in four buckets that add up to its balance', async () => {
    const demo = (await fila<{ id: number }>(
      db(),
      sql`SELECT c.id FROM clientes c JOIN cupos q ON q.cliente_id = c.id WHERE c.negocio_id = ${negocioId} AND c.nombre NOT LIKE 'CLIENTE CARTERA%'
            AND q.tipo = 'CREDITO' ORDER BY c.id LIMIT 1`,
    ))!;
    const r = await admin('GET', `/api/cartera/cliente/${demo.id}`);
    expect(r.statusCode).toBe(200);
    const k = r.json().data;
    expect(centavos(k.saldo)).toBeGreaterThan(0);
    expect(centavos(k.d0_30) + centavos(k.d31_60) + centavos(k.d61_90) + centavos(k.d90_mas)).toBe(centavos(k.saldo));
    const lista = await admin('GET', `/api/cartera/empresa/${ids.raiz}?buscar=${encodeURIComponent(k.nombre)}`);
    expect(lista.statusCode, lista.body).toBe(200);
    expect(lista.json().data[0]).toMatchObject({ cliente_id: demo.id, saldo: k.saldo, d0_30: k.d0_30 });
  });

  it('answers 404 for another business customer and 403 for a station outside the scope', async () => {
    const o = await crearOtroNegocio(t.database);
    const ajeno = (await fila<{ id: number }>(
      db(),
      sql`INSERT INTO clientes (negocio_id, identificacion, nombre, tipo, autoriza_datos) VALUES (${o.negocioId}, '800111222', 'CLIENTE AJENO', 'CREDITO', true) RETURNING id`,
    ))!;
    const r = await admin('GET', `/api/cartera/cliente/${ajeno.id}`);
    expect(r.statusCode).toBe(404);
    expect(r.json().mensaje).toBe(M.clienteNoExiste);
    const antes = await contar(t.database, 'recaudos');
    const p = await recaudar(ajeno.id, 1000);
    expect(p.statusCode).toBe(404);
    const estacion = await usuarioConModulos(t, 'CARTERAX', ids.cartagena, ['GESTION CARTERA'], 'RC');
    const c = await clienteCredito();
    await venderCredito(c.id, 2);
    expect((await recaudar(c.id, 1000, {}, estacion)).statusCode).toBe(403);
    // The Cartagena user sees none of the Barranquilla sale.
    const k = await estacion('GET', `/api/cartera/cliente/${c.id}`);
    expect(k.json().data.saldo).toBe('0.00');
    expect(await contar(t.database, 'recaudos')).toBe(antes);
  });
});

describe('Prepago', () => {
  it('a top-up raises the balance by exactly its value; the history lists it', async () => {
    const pre = (await fila<{ id: number; saldo: string }>(
      db(),
      sql`SELECT c.id, (q.valor - q.consumido)::text AS saldo FROM clientes c JOIN cupos q ON q.cliente_id = c.id AND q.tipo = 'PREPAGO'
           WHERE c.negocio_id = ${negocioId} ORDER BY c.id LIMIT 1`,
    ))!;
    const cero = await admin('POST', '/api/prepago/recarga', {
      empresa_id: eds.empresaId,
      cliente_id: pre.id,
      valor: 0,
      medio_pago_id: eds.medios.efectivo,
    });
    expect(cero.statusCode).toBe(400);
    expect(cero.json().errores[0]).toMatchObject({ campo: 'valor', mensaje: MENSAJES.valorNoValido });
    const r = await admin('POST', '/api/prepago/recarga', {
      empresa_id: eds.empresaId,
      cliente_id: pre.id,
      valor: '250000.50',
      medio_pago_id: eds.medios.efectivo,
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().mensaje).toBe(M.recargaRegistrada);
    expect(r.json().data.saldo).toBe(pesos(centavos(pre.saldo) + 25_000_050));
    const h = await admin('POST', '/api/movimiento/historico-recargas', { empresa_id: eds.empresaId, cliente_id: pre.id });
    expect(h.statusCode, h.body).toBe(200);
    expect(h.json().data[0]).toMatchObject({ cliente_id: pre.id, valor: '250000.50' });
  });
});

describe('Bonos', () => {
  it('generates a series of unique codes, validates the quantity, and a code is redeemed once when two stations try at once', async () => {
    const hoy = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const antes = await contar(t.database, 'bonos');
    const mal = await admin('POST', '/api/bono/generar', { serie: 'NAV', cantidad: 10001, valor: 50000, vigencia: hoy });
    expect(mal.statusCode).toBe(400);
    expect(mal.json().errores[0]).toMatchObject({ campo: 'cantidad', mensaje: MENSAJES.entre(1, 10000) });
    expect(await contar(t.database, 'bonos')).toBe(antes);

    const r = await admin('POST', '/api/bono/generar', { serie: 'nav26', cantidad: 50, valor: 50000, vigencia: hoy });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().mensaje).toBe(M.bonosGenerados(50, 'NAV26'));
    const otraVez = await admin('POST', '/api/bono/generar', { serie: 'NAV26', cantidad: 1, valor: 1, vigencia: hoy });
    expect(otraVez.json().errores[0]).toMatchObject({ campo: 'serie', mensaje: M.serieExiste });
    const lista = await admin('GET', `/api/bono/empresa/${eds.empresaId}?serie=NAV26&limite=100`);
    const bonos = lista.json().data as { id: number; codigo: string; estado: string }[];
    expect(bonos).toHaveLength(50);
    expect(new Set(bonos.map((b) => b.codigo)).size).toBe(50);
    expect(bonos.every((b) => b.estado === 'EMITIDO')).toBe(true);

    const codigo = bonos[0].codigo;
    const [x, y] = await Promise.all([
      postPos(t.app, eds.token, 'bonos/redimir', { codigo }),
      postPos(t.app, otra.token, 'bonos/redimir', { codigo }),
    ]);
    expect([x.statusCode, y.statusCode].sort()).toEqual([200, 400]);
    const ok = x.statusCode === 200 ? x : y;
    const no = x.statusCode === 200 ? y : x;
    expect(ok.json().data).toMatchObject({ redimido: true, valor: '50000.00', estado: 'REDIMIDO' });
    expect(no.json().mensaje).toBe(M.bonoYaRedimido);
    expect(await fila(db(), sql`SELECT estado, count(*)::int AS n FROM bonos WHERE codigo = ${codigo} GROUP BY estado`)).toEqual({
      estado: 'REDIMIDO',
      n: 1,
    });

    // Annulled (letter N): refused at the pump; a redeemed one cannot be annulled.
    expect((await admin('PUT', `/api/bono/${bonos[1].id}/anular`)).statusCode).toBe(200);
    const anulado = await postPos(t.app, eds.token, 'bonos/redimir', { codigo: bonos[1].codigo });
    expect(anulado.json().mensaje).toBe(M.bonoAnuladoPos);
    expect((await admin('PUT', `/api/bono/${bonos[0].id}/anular`)).json().mensaje).toBe(M.bonoNoAnulable);
    // Past its validity it reads VENCIDO and is refused.
    await db().execute(sql`UPDATE bonos SET vigencia = current_date - 2 WHERE id = ${bonos[2].id}`);
    const vencido = await postPos(t.app, eds.token, 'bonos/redimir', { codigo: bonos[2].codigo });
    expect(vencido.json().mensaje).toBe(M.bonoVencido);
    const vencidos = await admin('GET', `/api/bono/empresa/${eds.empresaId}?serie=NAV26&estado_bono=VENCIDO`);
    expect(vencidos.json().data.map((b: { id: number }) => b.id)).toEqual([bonos[2].id]);
  });
});
