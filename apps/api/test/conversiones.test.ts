import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES } from '@eds/contracts/mensajes';
import { MENSAJES_CATALOGO as C } from '@eds/contracts/configuracion/catalogo';
import { MENSAJES_CONVERSION as MC } from '@eds/contracts/configuracion/conversiones';
import { MENSAJES_OPERACION as MO } from '@eds/contracts/mensajes-operacion';
import { fila, filas } from '../src/db/client';
import { contar } from './helper';
import { escenarioCatalogos, type Cliente, type EscenarioCatalogos } from './catalogos-escenario';
import { usuarioConModulos } from './factories';
import { estacionPos, haceMinutos, postPos, type EstacionPos } from './pos-fixtures';

/**
 * SCREENS.md G21 (decision 074): CRUD(`conversion`), its states, the plate lookup, and the repayment of each GNV sale
 * to a converted plate — cuota × m³ truncated to the cent, never above the balance, PAGADA at zero and nothing after —
 * with the expired certificate warned about or blocked per BLOQUEA_GNV_CERT_VENCIDO.
 */
let t: EscenarioCatalogos['t'];
let admin: Cliente;
let ajeno: Cliente;
let ids: EscenarioCatalogos['ids'];
let negocio: number;
let e: EstacionPos;
let gnv: number;
let partes: { cliente: number; taller: number; verificadora: number; financiera: number };

const PRECIO_M3 = 3000;
const dia = (dias: number) => new Date(Date.now() + dias * 86_400_000 - 5 * 3_600_000).toISOString().slice(0, 10);

let secuencia = 100;
const placa = () => `GNV${secuencia++}`;
const conversion = (extra: Record<string, unknown> = {}) => ({
  empresa_id: ids.barranquilla,
  placa: placa(),
  cliente_id: partes.cliente,
  taller_id: partes.taller,
  verificadora_id: partes.verificadora,
  financiera_id: partes.financiera,
  certificado: 'cert-001',
  fecha_conversion: dia(-10),
  vence_revision: dia(200),
  valor_financiado: 10000,
  cuota_m3: 1234.56,
  ...extra,
});

async function crear(extra: Record<string, unknown> = {}): Promise<{ id: number; placa: string }> {
  const cuerpo = conversion(extra);
  const r = await admin('POST', '/api/conversion', cuerpo);
  expect(r.statusCode, r.body).toBe(200);
  expect(r.json().mensaje).toBe(C.creado);
  return { id: r.json().data.id as number, placa: cuerpo.placa };
}

/** A cash GNV sale of `m3` to the plate, sent by the station's POS. */
async function venderGnv(p: string, m3: number): Promise<string> {
  const uuid = randomUUID();
  const valor = Math.round(m3 * PRECIO_M3 * 100) / 100;
  const r = await postPos(t.app, e.token, 'ventas', {
    ventas: [
      {
        uuid,
        fecha: haceMinutos(1),
        tipo_negocio: 'C',
        placa: p,
        detalles: [{ producto_id: gnv, cantidad: m3, precio: PRECIO_M3, valor }],
        medios_pago: [{ medio_pago_id: e.medios.efectivo, valor }],
      },
    ],
  });
  expect(r.statusCode, r.body).toBe(200);
  return uuid;
}

const estado = async (id: number) =>
  (await fila<{ estado: string; saldo: string }>(t.database.db, sql`SELECT estado, saldo::text FROM conversiones WHERE id = ${id}`))!;
const recaudos = (id: number) =>
  filas<{ m3: string; valor: string; saldo: string }>(
    t.database.db,
    sql`SELECT m3::text, valor::text, saldo::text FROM conversiones_recaudos WHERE conversion_id = ${id} ORDER BY id`,
  );

beforeAll(async () => {
  let negocioDemo: number;
  ({ t, ids, admin, ajeno, negocioDemo } = await escenarioCatalogos(
    'conversiones.example.co',
    ['CONVERSIONES CONFIGURACION'],
    'R',
    'RCUEN',
  ));
  negocio = negocioDemo;
  e = await estacionPos(t, { id: ids.barranquilla });
  const db = t.database.db;
  gnv = (await fila<{ id: number }>(
    db,
    sql`SELECT id FROM productos WHERE negocio_id = ${negocio} AND combustible_id = 30 ORDER BY id LIMIT 1`,
  ))!.id;
  const uno = async (tabla: string) =>
    (await fila<{ id: number }>(
      db,
      sql`SELECT id FROM ${sql.raw(tabla)} WHERE negocio_id = ${negocio} AND estado = 'A' ORDER BY id LIMIT 1`,
    ))!.id;
  partes = {
    cliente: e.clienteCredito,
    taller: await uno('talleres'),
    verificadora: await uno('verificadoras'),
    financiera: await uno('financieras'),
  };
  await db.execute(sql`UPDATE talleres SET vigente_hasta = NULL WHERE id = ${partes.taller}`);
  await db.execute(sql`UPDATE verificadoras SET vigente_hasta = NULL WHERE id = ${partes.verificadora}`);
});
afterAll(async () => t.cerrar());

describe('conversion CRUD', () => {
  it('refuses bad input field by field, writing nothing', async () => {
    const antes = await contar(t.database, 'conversiones');
    const vacio = await admin('POST', '/api/conversion', { empresa_id: ids.barranquilla });
    expect(vacio.statusCode).toBe(400);
    expect(vacio.json().errores).toEqual(
      expect.arrayContaining([
        { campo: 'placa', mensaje: MO.placaInvalida },
        { campo: 'cliente_id', mensaje: MENSAJES.campoObligatorioCorto },
        { campo: 'taller_id', mensaje: MENSAJES.campoObligatorioCorto },
        { campo: 'verificadora_id', mensaje: MENSAJES.campoObligatorioCorto },
        { campo: 'certificado', mensaje: MENSAJES.campoObligatorio },
        { campo: 'vence_revision', mensaje: MENSAJES.campoObligatorio },
      ]),
    );
    const malas: [string, unknown, string][] = [
      ['placa', 'AB-12', MO.placaInvalida],
      ['cuota_m3', 0, MC.cuotaPositiva],
      ['cliente_id', 999999, MC.clienteNoValido],
      ['taller_id', 999999, MC.tallerNoValido],
      ['verificadora_id', 999999, MC.verificadoraNoValida],
      ['financiera_id', 999999, MC.financieraNoValida],
    ];
    for (const [campo, valor, mensaje] of malas) {
      const r = await admin('POST', '/api/conversion', conversion({ [campo]: valor }));
      expect(r.statusCode, `${campo}=${String(valor)}`).toBe(400);
      expect(r.json().errores, `${campo}=${String(valor)}`).toEqual([{ campo, mensaje }]);
    }
    expect(await contar(t.database, 'conversiones')).toBe(antes);
  });

  it('creates with the balance at the financed value, one open conversion per plate, edits and annuls with N', async () => {
    const c = await crear({ placa: 'abc-123' });
    expect(c.placa).toBe('abc-123');
    const leida = await admin('GET', `/api/conversion/${c.id}`);
    expect(leida.json().data).toMatchObject({ placa: 'ABC123', estado: 'REGISTRADA', saldo: 10000, valor_financiado: 10000, recaudado: 0 });
    const repetida = await admin('POST', '/api/conversion', conversion({ placa: 'ABC123' }));
    expect(repetida.statusCode).toBe(400);
    expect(repetida.json().errores).toEqual([{ campo: 'placa', mensaje: MC.placaAbierta }]);

    const editada = await admin('PUT', '/api/conversion', { ...conversion({ placa: 'ABC123', valor_financiado: 8000 }), id: c.id });
    expect(editada.statusCode, editada.body).toBe(200);
    expect(await estado(c.id)).toEqual({ estado: 'REGISTRADA', saldo: '8000.00' });

    const lista = await admin('GET', `/api/conversion/empresa/${ids.barranquilla}?buscar=abc123`);
    expect(lista.json().data.map((f: { id: number }) => f.id)).toEqual([c.id]);

    expect((await admin('PUT', `/api/conversion/${c.id}/estado`, { estado: 'PAGADA' })).json().mensaje).toBe(MC.transicion);
    const certificada = await admin('PUT', `/api/conversion/${c.id}/estado`, { estado: 'CERTIFICADA' });
    expect(certificada.json().mensaje).toBe(MC.estadoCambiado);
    const anulada = await admin('PUT', `/api/conversion/${c.id}/estado`, { estado: 'ANULADA' });
    expect(anulada.statusCode).toBe(200);
    expect(anulada.json().mensaje).toBe(MC.anulada);
    expect((await estado(c.id)).estado).toBe('ANULADA');
    const editarAnulada = await admin('PUT', '/api/conversion', { ...conversion({ placa: 'ABC123' }), id: c.id });
    expect(editarAnulada.json().mensaje).toBe(MC.soloAbierta);
    // The plate is free again once its conversion is annulled.
    await crear({ placa: 'ABC123' });
  });

  it('annulling takes letter N; a station user reaches only its stations; another business never', async () => {
    const c = await crear();
    const sinN = await usuarioConModulos(t, 'CONVSINN', ids.barranquilla, ['CONVERSIONES CONFIGURACION'], 'RCUE');
    const r = await sinN('PUT', `/api/conversion/${c.id}/estado`, { estado: 'ANULADA' });
    expect(r.statusCode).toBe(403);
    expect((await estado(c.id)).estado).toBe('REGISTRADA');

    const cartagena = await usuarioConModulos(t, 'CONVCTG', ids.cartagena, ['CONVERSIONES CONFIGURACION'], 'RCUEN');
    expect((await cartagena('GET', `/api/conversion/${c.id}`)).statusCode).toBe(404);
    expect((await cartagena('PUT', `/api/conversion/${c.id}/estado`, { estado: 'ANULADA' })).statusCode).toBe(404);
    const lista = await cartagena('GET', `/api/conversion/empresa/${ids.cartagena}?estado=T`);
    expect(lista.json().data.some((f: { id: number }) => f.id === c.id)).toBe(false);
    expect((await cartagena('POST', '/api/conversion', conversion())).statusCode).toBe(403);

    expect((await ajeno('GET', `/api/conversion/${c.id}`)).statusCode).toBe(404);
    expect((await ajeno('POST', '/api/conversion', conversion())).statusCode).toBe(403);
    expect((await estado(c.id)).estado).toBe('REGISTRADA');
  });
});

describe('repayment on GNV sales', () => {
  it('adds cuota × m³ truncated to the cent until the balance is zero, then stops (PAGADA)', async () => {
    const c = await crear();
    await venderGnv(c.placa, 3.333); // 3.333 × 1234.56 = 4114.788… → 4114.78
    expect(await estado(c.id)).toEqual({ estado: 'EN RECAUDO', saldo: '5885.22' });
    await venderGnv(c.placa, 3.333);
    expect(await estado(c.id)).toEqual({ estado: 'EN RECAUDO', saldo: '1770.44' });
    await venderGnv(c.placa, 5); // 6172.80 owed, only 1770.44 left
    expect(await estado(c.id)).toEqual({ estado: 'PAGADA', saldo: '0.00' });
    await venderGnv(c.placa, 4);
    expect(await recaudos(c.id)).toEqual([
      { m3: '3.333', valor: '4114.78', saldo: '5885.22' },
      { m3: '3.333', valor: '4114.78', saldo: '1770.44' },
      { m3: '5.000', valor: '1770.44', saldo: '0.00' },
    ]);
    const suma = await fila<{ s: string }>(
      t.database.db,
      sql`SELECT sum(valor)::text AS s FROM conversiones_recaudos WHERE conversion_id = ${c.id}`,
    );
    expect(suma!.s).toBe('10000.00');
    expect((await admin('GET', `/api/conversion/${c.id}`)).json().data).toMatchObject({ estado: 'PAGADA', saldo: 0, recaudado: 10000 });
    // A paid conversion frees the plate for a new one.
    await crear({ placa: c.placa });
  });

  it('a sale without GNV or to another plate repays nothing', async () => {
    const c = await crear();
    const r = await postPos(t.app, e.token, 'ventas', {
      ventas: [
        {
          uuid: randomUUID(),
          fecha: haceMinutos(1),
          tipo_negocio: 'C',
          placa: c.placa,
          manguera: e.manguera.id,
          detalles: [{ producto_id: e.manguera.productoId, cantidad: 2, precio: e.precioCombustible, valor: 2 * e.precioCombustible }],
          medios_pago: [{ medio_pago_id: e.medios.efectivo, valor: 2 * e.precioCombustible }],
        },
      ],
    });
    expect(r.statusCode, r.body).toBe(200);
    await venderGnv('ZZZ999', 3);
    expect(await recaudos(c.id)).toEqual([]);
    expect(await estado(c.id)).toEqual({ estado: 'REGISTRADA', saldo: '10000.00' });
  });
});

describe('certificate', () => {
  const alertas = (id: number) =>
    filas<{ tipo: string; bloqueo: string; mensaje: string; venta_uuid: string | null }>(
      t.database.db,
      sql`SELECT tipo, bloqueo, mensaje, venta_uuid FROM conversiones_alertas WHERE conversion_id = ${id} ORDER BY id`,
    );

  it('expired: warns when BLOQUEA_GNV_CERT_VENCIDO is N, blocks at the pump when S; a sale already made is stored, repaid, flagged', async () => {
    const vence = dia(-3);
    const c = await crear({ vence_revision: vence });
    const pos = (p: string) =>
      t.app.inject({ method: 'GET', url: `/api/pos/v1/conversiones/placa/${p}`, headers: { authorization: `Bearer ${e.token}` } });

    const aviso = await pos(c.placa);
    expect(aviso.statusCode).toBe(200);
    expect(aviso.json().data).toMatchObject({ certificado_vencido: true, bloqueada: false, mensaje: MC.certificadoVencido(vence) });
    const u1 = await venderGnv(c.placa, 1);
    expect(await alertas(c.id)).toEqual([{ tipo: 'CERT_VENCIDO', bloqueo: 'N', mensaje: MC.certificadoVencido(vence), venta_uuid: u1 }]);

    await t.database.db.execute(sql`
      INSERT INTO parametros_valores (definicion_id, nivel, negocio_id, empresa_id, valor)
      SELECT id, 'ESTACION', ${negocio}, ${ids.barranquilla}, 'S' FROM parametros_definiciones WHERE codigo = 'BLOQUEA_GNV_CERT_VENCIDO'`);
    const bloqueo = await pos(c.placa);
    expect(bloqueo.json().data).toMatchObject({ bloqueada: true, mensaje: MC.ventaBloqueada(vence) });
    expect(bloqueo.json().mensaje).toBe(MC.ventaBloqueada(vence));
    const oficina = await admin('GET', `/api/conversion/placa/${c.placa}?empresa=${ids.barranquilla}`);
    expect(oficina.json().data.bloqueada).toBe(true);
    const otraEstacion = await admin('GET', `/api/conversion/placa/${c.placa}?empresa=${ids.cartagena}`);
    expect(otraEstacion.json().data.bloqueada).toBe(false);

    const u2 = await venderGnv(c.placa, 1);
    const venta = await fila(t.database.db, sql`SELECT 1 FROM ventas WHERE empresa_id = ${ids.barranquilla} AND uuid = ${u2}`);
    expect(venta).toBeDefined();
    expect((await alertas(c.id))[1]).toEqual({ tipo: 'CERT_VENCIDO', bloqueo: 'S', mensaje: MC.ventaBloqueada(vence), venta_uuid: u2 });
    expect((await recaudos(c.id)).map((r) => r.valor)).toEqual(['1234.56', '1234.56']);
    await t.database.db.execute(sql`DELETE FROM parametros_valores WHERE empresa_id = ${ids.barranquilla} AND valor = 'S'
      AND definicion_id = (SELECT id FROM parametros_definiciones WHERE codigo = 'BLOQUEA_GNV_CERT_VENCIDO')`);
  });

  it('alerts once within 30 days of expiry; the list flags it; an unknown plate answers 404', async () => {
    const vence = dia(10);
    const c = await crear({ vence_revision: vence });
    await venderGnv(c.placa, 1);
    await venderGnv(c.placa, 1);
    expect(await alertas(c.id)).toEqual([{ tipo: 'POR_VENCER', bloqueo: 'N', mensaje: MC.porVencer(vence), venta_uuid: null }]);
    expect((await admin('GET', `/api/conversion/${c.id}`)).json().data.alerta_certificado).toBe('POR_VENCER');
    const r = await admin('GET', '/api/conversion/placa/QQQ111');
    expect(r.statusCode).toBe(404);
    expect(r.json().mensaje).toBe(MC.noEncontrada);
  });
});
