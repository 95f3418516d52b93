import { createHash } from 'node:crypto';
import { DOMParser } from '@xmldom/xmldom';
import { sql } from 'drizzle-orm';
import xpath from 'xpath';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ESTADO_FE } from '@eds/contracts/facturacion/electronica';
import { fila, filas } from '../src/db/client';
import { validarEsquema } from '../src/services/facturacion/esquema';
import type { SimuladorDian } from '../src/services/facturacion/simulador';
import { NS } from '../src/services/facturacion/ubl';
import { conToken, crearApp, type AppDePrueba } from './helper';
import { estacionPos, postPos, ventaCombustible, type EstacionPos } from './pos-fixtures';
import { textosPdf } from './reportes-fixtures';

/**
 * Integration (decision 062): a fuel sale keeps its taxes one by one at sale time, and its electronic invoice reports
 * each fuel tax under its own DIAN code as a per-unit tax (24 INCombustibles, 25 Sobretasa Combustibles, 23
 * INCarbono) instead of one ZZ line; the CUFE chain (IVA 01, INC 04, ICA 03) is unchanged, the simulator accepts the
 * document, and changing the product's taxes after the sale changes nothing in its invoice.
 */

let t: AppDePrueba;
let e: EstacionPos;
let simulador: SimuladorDian;
let negocioId: number;
let consecutivo = 970_000;

const db = () => t.database.db;
const select = xpath.useNamespaces({ ...NS, inv: NS.invoice });
const nodos = (contexto: Node, ruta: string) => select(ruta, contexto) as Node[];
const texto = (contexto: Node, ruta: string) => (select(`string(${ruta})`, contexto) as string).trim();

/** Runs sender passes until no job is due. */
async function vaciarCola(): Promise<void> {
  for (let i = 0; i < 100 && (await t.app.fe.enviar()) > 0; i++);
}

/** A POS fuel sale of `galones` with an electronic invoice; answers the invoice and sale ids. */
async function venderConFactura(galones: number): Promise<{ id: number; ventaId: number; numero: string }> {
  const numero = ++consecutivo;
  const venta = ventaCombustible(e, galones, { factura: { prefijo: 'F000', consecutivo: numero, electronica: true } });
  const r = await postPos(t.app, e.token, 'ventas', { ventas: [venta] });
  expect(r.json().data.aceptadas).toBe(1);
  const f = await fila<{ id: number; venta_id: number }>(
    db(),
    sql`SELECT id, venta_id FROM facturas_electronicas WHERE empresa_id = ${e.empresaId} AND consecutivo = ${numero}`,
  );
  return { id: Number(f!.id), ventaId: Number(f!.venta_id), numero: `F000${numero}` };
}

const ultimoDocumento = (facturaId: number) =>
  fila<{ codigo: string; xml_firmado: string; codigo_respuesta: string | null }>(
    db(),
    sql`SELECT codigo, xml_firmado, codigo_respuesta FROM fe_documentos WHERE factura_id = ${facturaId} ORDER BY id DESC LIMIT 1`,
  ).then((d) => d!);

interface SubtotalLeido {
  codigo: string;
  nombre: string;
  impuesto: string;
  base: string;
  porUnidad: string;
  unidades: string;
  unidad: string;
  porcentaje: string;
}

/** The TaxSubtotals under a TaxTotal path, read from the XML. */
function subtotales(contexto: Node, rutaTotales: string): SubtotalLeido[] {
  return nodos(contexto, `${rutaTotales}/cac:TaxSubtotal`).map((s) => ({
    codigo: texto(s, 'cac:TaxCategory/cac:TaxScheme/cbc:ID'),
    nombre: texto(s, 'cac:TaxCategory/cac:TaxScheme/cbc:Name'),
    impuesto: texto(s, 'cbc:TaxAmount'),
    base: texto(s, 'cbc:TaxableAmount'),
    porUnidad: texto(s, 'cbc:PerUnitAmount'),
    unidades: texto(s, 'cbc:BaseUnitMeasure'),
    unidad: texto(s, 'cbc:BaseUnitMeasure/@unitCode'),
    porcentaje: texto(s, 'cac:TaxCategory/cbc:Percent'),
  }));
}

const centavos = (v: string) => Math.round(Number(v) * 100);

/** SHA-384 over DIAN's CUFE chain, written out here apart from the application's code. */
function cufeIndependiente(raiz: Node, clave: string): string {
  const total = (codigo: string) =>
    texto(raiz, `/inv:Invoice/cac:TaxTotal[cac:TaxSubtotal/cac:TaxCategory/cac:TaxScheme/cbc:ID='${codigo}']/cbc:TaxAmount`) || '0.00';
  const sinDv = (id: string) => id.split('-')[0];
  return createHash('sha384')
    .update(
      texto(raiz, '/inv:Invoice/cbc:ID') +
        texto(raiz, '/inv:Invoice/cbc:IssueDate') +
        texto(raiz, '/inv:Invoice/cbc:IssueTime') +
        texto(raiz, '/inv:Invoice/cac:LegalMonetaryTotal/cbc:LineExtensionAmount') +
        '01' +
        total('01') +
        '04' +
        total('04') +
        '03' +
        total('03') +
        texto(raiz, '/inv:Invoice/cac:LegalMonetaryTotal/cbc:PayableAmount') +
        sinDv(texto(raiz, '/inv:Invoice/cac:AccountingSupplierParty/cac:Party/cac:PartyTaxScheme/cbc:CompanyID')) +
        sinDv(texto(raiz, '/inv:Invoice/cac:AccountingCustomerParty/cac:Party/cac:PartyTaxScheme/cbc:CompanyID')) +
        clave +
        texto(raiz, '/inv:Invoice/cbc:ProfileExecutionID'),
    )
    .digest('hex');
}

beforeAll(async () => {
  t = await crearApp();
  e = await estacionPos(t);
  simulador = t.app.fe.proveedor as SimuladorDian;
  negocioId = (await fila<{ negocio_id: number }>(db(), sql`SELECT negocio_id FROM empresas WHERE id = ${e.empresaId}`))!.negocio_id;
  // The business adds the municipal surcharge on gasoline (per gallon) to the fuel the hose sells, beside the
  // demo's national tax on gasoline (24) and carbon tax (23).
  const sobretasa = await fila<{ id: number }>(
    db(),
    sql`INSERT INTO impuestos (negocio_id, codigo, descripcion, codigo_dian, porcentaje_valor, impuesto_valor, vigente_desde)
        VALUES (${negocioId}, 'SOBRETASA-GAS', 'SOBRETASA A LA GASOLINA', '25', '$', '1250.5000', '2024-01-01') RETURNING id`,
  );
  await db().execute(sql`INSERT INTO productos_impuestos (producto_id, impuesto_id) VALUES (${e.manguera.productoId}, ${sobretasa!.id})`);
});
afterAll(async () => {
  await t?.cerrar();
});

describe('fuel taxes under their own DIAN codes', () => {
  it('the demo fuel taxes carry their DIAN codes: 24 for the national tax on gasoline and ACPM, 23 for carbon', async () => {
    expect(
      await filas(
        db(),
        sql`SELECT codigo, codigo_dian FROM impuestos WHERE negocio_id = ${negocioId} AND porcentaje_valor = '$' ORDER BY codigo`,
      ),
    ).toEqual([
      { codigo: 'CARBONO', codigo_dian: '23' },
      { codigo: 'INGA-ACPM', codigo_dian: '24' },
      { codigo: 'INGA-GAS', codigo_dian: '24' },
      { codigo: 'SOBRETASA-GAS', codigo_dian: '25' },
    ]);
  });

  it('a fuel sale keeps each tax at sale time; its invoice reports 24, 25 and 23 per gallon, validates, keeps its CUFE chain and is accepted', async () => {
    const f = await venderConFactura(4.5);
    await vaciarCola();
    expect(await fila(db(), sql`SELECT estado::int AS estado FROM facturas_electronicas WHERE id = ${f.id}`)).toEqual({
      estado: ESTADO_FE.AUTORIZADA,
    });
    const doc = await ultimoDocumento(f.id);
    expect(doc.codigo_respuesta).toBe('00');
    expect(await validarEsquema(doc.xml_firmado)).toEqual({ valido: true, errores: [] });
    const raiz = new DOMParser().parseFromString(doc.xml_firmado, 'text/xml') as unknown as Node;

    // The line: one TaxTotal per fuel tax, each a per-unit tax whose PerUnitAmount × quantity is its amount.
    const [lineaXml] = nodos(raiz, '/inv:Invoice/cac:InvoiceLine');
    const cantidad = texto(lineaXml, 'cbc:InvoicedQuantity');
    expect(cantidad).toBe('4.500');
    expect(texto(lineaXml, 'cbc:InvoicedQuantity/@unitCode')).toBe('GLL');
    const base = texto(lineaXml, 'cbc:LineExtensionAmount');
    const deLinea = subtotales(lineaXml, 'cac:TaxTotal');
    expect(deLinea).toEqual([
      {
        codigo: '23',
        nombre: 'INCarbono',
        impuesto: '1017.00',
        base,
        porUnidad: '226.00',
        unidades: '4.500',
        unidad: 'GLL',
        porcentaje: '',
      },
      {
        codigo: '24',
        nombre: 'INCombustibles',
        impuesto: '3330.00',
        base,
        porUnidad: '740.00',
        unidades: '4.500',
        unidad: 'GLL',
        porcentaje: '',
      },
      {
        codigo: '25',
        nombre: 'Sobretasa Combustibles',
        impuesto: '5627.25',
        base,
        porUnidad: '1250.50',
        unidades: '4.500',
        unidad: 'GLL',
        porcentaje: '',
      },
    ]);
    for (const s of deLinea) expect(Math.round(centavos(s.porUnidad) * Number(cantidad))).toBe(centavos(s.impuesto));
    for (const total of nodos(lineaXml, 'cac:TaxTotal')) {
      expect(texto(total, 'cbc:TaxAmount')).toBe(texto(total, 'cac:TaxSubtotal/cbc:TaxAmount'));
    }
    expect(nodos(raiz, "//cac:TaxTotal//cac:TaxScheme[cbc:ID='ZZ']")).toHaveLength(0);

    // The document: a TaxTotal per code with the same figures; totals add up.
    const documento = subtotales(raiz, '/inv:Invoice/cac:TaxTotal');
    expect(documento.map((s) => [s.codigo, s.nombre, s.impuesto, s.porUnidad, s.unidades, s.unidad])).toEqual([
      ['23', 'INCarbono', '1017.00', '226.00', '4.500', 'GLL'],
      ['24', 'INCombustibles', '3330.00', '740.00', '4.500', 'GLL'],
      ['25', 'Sobretasa Combustibles', '5627.25', '1250.50', '4.500', 'GLL'],
    ]);
    const venta = await fila<{ subtotal: string; impuestos: string; total: string }>(
      db(),
      sql`SELECT subtotal::text, impuestos::text, total::text FROM ventas WHERE id = ${f.ventaId}`,
    );
    expect(texto(raiz, '/inv:Invoice/cac:LegalMonetaryTotal/cbc:LineExtensionAmount')).toBe(venta!.subtotal);
    expect(texto(raiz, '/inv:Invoice/cac:LegalMonetaryTotal/cbc:PayableAmount')).toBe(venta!.total);

    // The CUFE uses IVA, INC and ICA only (0.00 here): recomputed apart from the application, it matches.
    const clave = await fila<{ clave_tecnica: string }>(
      db(),
      sql`SELECT r.clave_tecnica FROM facturas_electronicas f JOIN resoluciones r ON r.id = f.resolucion_id WHERE f.id = ${f.id}`,
    );
    expect(texto(raiz, '/inv:Invoice/cbc:UUID')).toBe(doc.codigo);
    expect(cufeIndependiente(raiz, clave!.clave_tecnica)).toBe(doc.codigo);

    const linea = await fila<{ impuestos: string; valor: string; impuestos_detalle: unknown }>(
      db(),
      sql`SELECT impuestos::text, valor::text, impuestos_detalle FROM ventas_detalles WHERE venta_id = ${f.ventaId}`,
    );
    // Kept on the sale's line: 4.5 gal × 740.00 (24), × 1250.50 (25), × 226.00 (23): the line's taxes are their sum.
    expect(linea!.impuestos_detalle).toEqual([
      { codigo: 'CARBONO', codigo_dian: '23', tipo: '$', tarifa: '226.0000', cantidad: '4.500', unidad: 'GLL', valor: '1017.00' },
      { codigo: 'INGA-GAS', codigo_dian: '24', tipo: '$', tarifa: '740.0000', cantidad: '4.500', unidad: 'GLL', valor: '3330.00' },
      { codigo: 'SOBRETASA-GAS', codigo_dian: '25', tipo: '$', tarifa: '1250.5000', cantidad: '4.500', unidad: 'GLL', valor: '5627.25' },
    ]);
    expect(linea!.impuestos).toBe('9974.25');

    // The graphical representation names each tax.
    const pdf = await conToken(t.app, e.admin)('GET', `/api/guru.facturacion/facturas/${f.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    const textos = textosPdf(pdf.rawPayload);
    expect(textos).toEqual(expect.arrayContaining(['INCarbono', 'INCombustibles', 'Sobretasa Combustibles', '$ 5.627,25']));
  });

  it("changing the product's taxes after the sale leaves its pending invoice's taxes as they were at sale time", async () => {
    const f = await venderConFactura(2);
    // DIAN rejects the first document; meanwhile the business raises the surcharge (a new version in force since
    // before the sale) and takes the carbon tax off the product.
    simulador.programar(f.numero, {
      accion: 'rechazar',
      reglas: ['Regla: FAD06, Rechazo: Valor del CUFE no está calculado correctamente.'],
    });
    await vaciarCola();
    expect(await fila(db(), sql`SELECT estado::int AS estado FROM facturas_electronicas WHERE id = ${f.id}`)).toEqual({
      estado: ESTADO_FE.NO_AUTORIZADA,
    });
    const antes = subtotales(
      new DOMParser().parseFromString((await ultimoDocumento(f.id)).xml_firmado, 'text/xml') as unknown as Node,
      '/inv:Invoice/cac:TaxTotal',
    );
    await db().execute(
      sql`INSERT INTO impuestos (negocio_id, codigo, descripcion, codigo_dian, porcentaje_valor, impuesto_valor, vigente_desde)
          VALUES (${negocioId}, 'SOBRETASA-GAS', 'SOBRETASA A LA GASOLINA', '25', '$', '1500.0000', '2024-06-01')`,
    );
    await db().execute(
      sql`DELETE FROM productos_impuestos WHERE producto_id = ${e.manguera.productoId}
             AND impuesto_id IN (SELECT id FROM impuestos WHERE negocio_id = ${negocioId} AND codigo = 'CARBONO')`,
    );

    const r = await conToken(t.app, e.admin)('POST', `/api/guru.facturacion/RegenerarFactura/${f.id}`);
    expect(r.statusCode).toBe(200);
    await vaciarCola();
    expect(await fila(db(), sql`SELECT estado::int AS estado FROM facturas_electronicas WHERE id = ${f.id}`)).toEqual({
      estado: ESTADO_FE.AUTORIZADA,
    });
    const despues = subtotales(
      new DOMParser().parseFromString((await ultimoDocumento(f.id)).xml_firmado, 'text/xml') as unknown as Node,
      '/inv:Invoice/cac:TaxTotal',
    );
    expect(despues).toEqual(antes);
    expect(despues.map((s) => [s.codigo, s.impuesto, s.porUnidad])).toEqual([
      ['23', '452.00', '226.00'],
      ['24', '1480.00', '740.00'],
      ['25', '2501.00', '1250.50'],
    ]);
  });
});
