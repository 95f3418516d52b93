import { randomUUID, X509Certificate } from 'node:crypto';
import { DOMParser } from '@xmldom/xmldom';
import { sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SignedXml } from 'xml-crypto';
import { ESTADO_FE } from '@eds/contracts/facturacion/electronica';
import { fila, filas } from '../src/db/client';
import { enTransaccion } from '../src/db/context';
import { generarOperaciones } from '../src/demo/operacion/generador';
import { crearNegocioGenerado } from '../src/demo/operacion/negocio';
import { emitirTokenEquipo } from '../src/services/equipos/tokens';
import { certificadoAutofirmado, datosCertificado } from '../src/services/facturacion/certificado';
import { DIAN_URL } from '../src/services/facturacion/dian-soap';
import { crearApp, type AppDePrueba } from './helper';
import { estacionPos, haceMinutos, postPos } from './pos-fixtures';

/**
 * Integration: with FE_PROVEEDOR=dian each business speaks to DIAN with its own registration. Two businesses — the
 * demo one in DIAN's test environment and another in production, each with its own certificate — send one invoice
 * each through the queue and the SOAP adapter; the HTTP calls are captured (no network) and each envelope must carry
 * its own business's certificate, be signed with its key and go to its own environment's address.
 */

const FRASE = 'clave-certificados-de-desarrollo';
const WSA = 'http://www.w3.org/2005/08/addressing';
const WSSE = 'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd';
const WCF = 'http://wcf.dian.colombia';

const RESPUESTA_OK =
  '<s:Envelope xmlns:s="http://www.w3.org/2003/05/soap-envelope"><s:Body><SendBillSyncResponse xmlns="http://wcf.dian.colombia">' +
  '<SendBillSyncResult xmlns:b="http://schemas.datacontract.org/2004/07/DianResponse">' +
  '<b:ErrorMessage/><b:IsValid>true</b:IsValid><b:StatusCode>00</b:StatusCode><b:StatusDescription>Procesado Correctamente.</b:StatusDescription>' +
  `<b:XmlBase64Bytes>${Buffer.from('<ApplicationResponse/>').toString('base64')}</b:XmlBase64Bytes>` +
  '</SendBillSyncResult></SendBillSyncResponse></s:Body></s:Envelope>';

interface Llamada {
  url: string;
  sobre: string;
}

let t: AppDePrueba;
const llamadas: Llamada[] = [];
const fetchOriginal = globalThis.fetch;

const db = () => t.database.db;

/** The business's active certificate, as the BinarySecurityToken carries it (base64 DER). */
async function certificadoDe(negocioId: number): Promise<{ pem: string; base64: string }> {
  const c = await fila<{ certificado_pem: string }>(
    db(),
    sql`SELECT certificado_pem FROM fe_certificados WHERE negocio_id = ${negocioId} AND estado = 'A'`,
  );
  return { pem: c!.certificado_pem, base64: new X509Certificate(c!.certificado_pem).raw.toString('base64') };
}

/** What a POS needs to sell fuel at a station. */
interface Surtidor {
  empresaId: number;
  token: string;
  mangueraId: number;
  productoId: number;
  precio: number;
  efectivo: number;
}

/** A POS cash fuel sale of 3 gallons with an electronic invoice numbered in the station's resolution; answers the invoice id. */
async function venderConFactura(s: Surtidor, prefijo: string, consecutivo: number): Promise<number> {
  const valor = Math.round(3 * s.precio * 100) / 100;
  const venta = {
    uuid: randomUUID(),
    fecha: haceMinutos(1),
    tipo_negocio: 'C',
    manguera: s.mangueraId,
    detalles: [{ producto_id: s.productoId, cantidad: 3, precio: s.precio, valor }],
    medios_pago: [{ medio_pago_id: s.efectivo, valor }],
    factura: { prefijo, consecutivo, electronica: true },
  };
  const r = await postPos(t.app, s.token, 'ventas', { ventas: [venta] });
  expect(r.json().data.aceptadas).toBe(1);
  const f = await fila<{ id: number }>(
    db(),
    sql`SELECT id FROM facturas_electronicas WHERE empresa_id = ${s.empresaId} AND prefijo = ${prefijo} AND consecutivo = ${consecutivo}`,
  );
  return Number(f!.id);
}

/** The other business: generated with one station (devices, hoses, prices, resolutions), registered in DIAN's production. */
async function otroNegocioEnProduccion() {
  const { negocioId, empresas } = await enTransaccion(db(), { usuarioId: null }, (tx) =>
    crearNegocioGenerado(tx, 'NEGOCIO DIAN PRODUCCION', 1),
  );
  const empresaId = empresas[0];
  // Today's business day up to its first minutes: the station is set up, almost nothing is sold.
  await generarOperaciones(negocioId, [{ empresaId, indice: 0 }], {
    dias: 0,
    escala: 0.01,
    escribir: (fn) => enTransaccion(db(), { usuarioId: null }, fn),
  });
  // What the generated day queued is not this test's business.
  await db().execute(sql`DELETE FROM fe_envios WHERE empresa_id = ${empresaId}`);
  const negocio = (await fila<{ nombre: string; nit: string }>(db(), sql`SELECT nombre, nit FROM negocios WHERE id = ${negocioId}`))!;
  await db().execute(
    sql`INSERT INTO fe_configuracion (negocio_id, ambiente, software_id, software_pin, proveedor_nit, test_set_id)
        VALUES (${negocioId}, 1, 'a1b2c3d4-0000-4000-8000-000000000061', '61061', ${negocio.nit}, NULL)`,
  );
  const c = await certificadoAutofirmado(negocio.nombre, negocio.nit, FRASE);
  const d = datosCertificado(c.certificadoPem);
  await db().execute(
    sql`INSERT INTO fe_certificados (negocio_id, certificado_pem, clave_privada_pem, sujeto, huella, valido_desde, valido_hasta)
        VALUES (${negocioId}, ${c.certificadoPem}, ${c.clavePrivadaPem}, ${d.sujeto}, ${d.huella}, ${d.desde.toISOString()}, ${d.hasta.toISOString()})`,
  );

  const equipo = await fila<{ id: number }>(
    db(),
    sql`SELECT id FROM equipos WHERE empresa_id = ${empresaId} AND tipo = 'POS' AND 'C' = ANY(tipos_negocio) ORDER BY id LIMIT 1`,
  );
  const manguera = await fila<{ id: number; producto_id: number; precio: string }>(
    db(),
    sql`SELECT m.id, m.producto_id, pr.precio FROM mangueras m
          JOIN precios pr ON pr.producto_id = m.producto_id AND pr.empresa_id = m.empresa_id AND pr.vigente_hasta IS NULL
         WHERE m.empresa_id = ${empresaId} ORDER BY m.id LIMIT 1`,
  );
  const efectivo = await fila<{ id: number }>(db(), sql`SELECT id FROM medios_pago WHERE negocio_id = ${negocioId} AND codigo = 'EFE'`);
  const resolucion = await fila<{ prefijo: string; actual: number | null; desde: number }>(
    db(),
    sql`SELECT prefijo, actual::int, desde::int FROM resoluciones
         WHERE empresa_id = ${empresaId} AND tipo_documento = 'FACTURA ELECTRONICA' AND estado = 'A' ORDER BY id LIMIT 1`,
  );
  const token = await enTransaccion(db(), { usuarioId: null }, (tx) => emitirTokenEquipo(tx, equipo!.id));
  const surtidor: Surtidor = {
    empresaId,
    token,
    mangueraId: manguera!.id,
    productoId: manguera!.producto_id,
    precio: Number(manguera!.precio),
    efectivo: efectivo!.id,
  };
  return { negocioId, surtidor, prefijo: resolucion!.prefijo, siguiente: Math.max(resolucion!.actual ?? 0, resolucion!.desde - 1) + 1 };
}

beforeAll(async () => {
  t = await crearApp({ FE_PROVEEDOR: 'dian', FE_CLAVE_CERTIFICADOS: FRASE });
  // DIAN's side: every HTTP call the adapter makes is captured and answered "Procesado Correctamente.".
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (entrada, opciones) => {
    const url = entrada instanceof Request ? entrada.url : entrada.toString();
    if (!url.includes('WcfDianCustomerServices')) return fetchOriginal(entrada, opciones);
    llamadas.push({ url, sobre: typeof opciones?.body === 'string' ? opciones.body : '' });
    return new Response(RESPUESTA_OK, { status: 200, headers: { 'content-type': 'application/soap+xml' } });
  });
});
afterAll(async () => {
  vi.restoreAllMocks();
  await t?.cerrar();
});

describe('one DIAN identity per business', () => {
  it("each business's invoice is sent with its own certificate to its own environment's address", async () => {
    const demo = await estacionPos(t);
    const negocioDemo = (await fila<{ negocio_id: number }>(db(), sql`SELECT negocio_id FROM empresas WHERE id = ${demo.empresaId}`))!
      .negocio_id;
    expect(await fila(db(), sql`SELECT ambiente FROM fe_configuracion WHERE negocio_id = ${negocioDemo}`)).toEqual({ ambiente: 2 });
    const otro = await otroNegocioEnProduccion();
    expect(otro.negocioId).not.toBe(negocioDemo);

    const surtidorDemo: Surtidor = {
      empresaId: demo.empresaId,
      token: demo.token,
      mangueraId: demo.manguera.id,
      productoId: demo.manguera.productoId,
      precio: demo.precioCombustible,
      efectivo: demo.medios.efectivo,
    };
    const facturaDemo = await venderConFactura(surtidorDemo, 'F000', 961_061);
    const facturaOtro = await venderConFactura(otro.surtidor, otro.prefijo, otro.siguiente);
    for (let i = 0; i < 20 && (await t.app.fe.enviar()) > 0; i++);

    const casos = [
      { factura: facturaDemo, negocioId: negocioDemo, url: DIAN_URL[2] },
      { factura: facturaOtro, negocioId: otro.negocioId, url: DIAN_URL[1] },
    ];
    expect(llamadas).toHaveLength(2);
    for (const c of casos) {
      const [documento] = await filas<{ xml_firmado: string }>(
        db(),
        sql`SELECT xml_firmado FROM fe_documentos WHERE factura_id = ${c.factura} AND tipo = 'FACTURA'`,
      );
      // The envelope that carries this invoice's document.
      const llamada = llamadas.find((l) => {
        const x = new DOMParser().parseFromString(l.sobre, 'text/xml');
        const zip = unzipSync(Buffer.from(x.getElementsByTagNameNS(WCF, 'contentFile').item(0)!.textContent!, 'base64'));
        return Object.values(zip).some((b) => strFromU8(b) === documento.xml_firmado);
      });
      expect(llamada).toBeDefined();
      const x = new DOMParser().parseFromString(llamada!.sobre, 'text/xml');
      const certificado = await certificadoDe(c.negocioId);
      expect(llamada!.url).toBe(c.url);
      expect(x.getElementsByTagNameNS(WSA, 'To').item(0)!.textContent).toBe(c.url);
      expect(x.getElementsByTagNameNS(WSSE, 'BinarySecurityToken').item(0)!.textContent).toBe(certificado.base64);
      // Signed with the key of that certificate.
      const firma = x.getElementsByTagNameNS('http://www.w3.org/2000/09/xmldsig#', 'Signature').item(0)!;
      const v = new SignedXml({ idMode: 'wssecurity', publicCert: certificado.pem });
      v.loadSignature(firma as unknown as Node);
      expect(v.checkSignature(llamada!.sobre)).toBe(true);
      expect(await fila(db(), sql`SELECT estado FROM facturas_electronicas WHERE id = ${c.factura}`)).toEqual({
        estado: ESTADO_FE.AUTORIZADA,
      });
    }
    expect((await certificadoDe(negocioDemo)).base64).not.toBe((await certificadoDe(otro.negocioId)).base64);
  });
});
