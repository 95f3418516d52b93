import { DOMParser } from '@xmldom/xmldom';
import { unzipSync, strFromU8 } from 'fflate';
import { SignedXml } from 'xml-crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { abrirCertificado, certificadoAutofirmado, type CertificadoGuardado } from '../src/services/facturacion/certificado';
import { DIAN_URL, ProveedorDianSoap, leerRespuesta } from '../src/services/facturacion/dian-soap';
import { firmarDocumento } from '../src/services/facturacion/firma';
import {
  ProveedorNoDisponible,
  codigoRegla,
  esProcesadoAnteriormente,
  type DocumentoEnviable,
} from '../src/services/facturacion/proveedor';
import { SimuladorDian } from '../src/services/facturacion/simulador';
import { construirDocumento, type FacturaUbl } from '../src/services/facturacion/ubl';

/** Unit: the provider adapter: the DIAN simulator's verdicts and the SOAP envelope the DIAN adapter builds. */

const FRASE = 'frase-de-prueba';
let cert: CertificadoGuardado;

const CLAVE_TECNICA = 'fc8eac422eba16e22ffd8c6f94b3f40a6e38162c';
const factura = (consecutivo: number, extra: Partial<FacturaUbl> = {}): FacturaUbl => ({
  tipo: 'factura',
  tipoFactura: '01',
  ambiente: 2,
  prefijo: 'SETP',
  consecutivo,
  fecha: '2025-03-01',
  hora: '08:00:00',
  software: { id: 'sw-demo', pin: '54321', proveedorNit: '900373115-0' },
  emisor: { tipoIdentificacion: '31', identificacion: '900373115-0', nombre: 'EDS DEMO', tipoPersona: '1' },
  adquiriente: { tipoIdentificacion: '13', identificacion: '222222222222', nombre: 'Consumidor final', tipoPersona: '2' },
  lineas: [
    {
      codigo: 'ACPM',
      descripcion: 'ACPM',
      cantidad: 10_000,
      unidad: 'GLL',
      precio: 1_000_000,
      base: 10_000_000,
      impuestos: [{ codigo: '01', porcentaje: '19.00', porUnidad: null, valor: 1_900_000 }],
    },
  ],
  medioPago: '10',
  formaPago: '1',
  resolucion: {
    numero: '18760000001',
    prefijo: 'SETP',
    desde: 1,
    hasta: 1000,
    fechaInicio: '2025-01-01',
    fechaFin: '2026-01-01',
    claveTecnica: CLAVE_TECNICA,
  },
  ...extra,
});

async function enviable(d: FacturaUbl): Promise<DocumentoEnviable> {
  const c = construirDocumento(d);
  return {
    negocioId: 1,
    numero: c.numero,
    nitEmisor: '900373115',
    codigo: c.codigo,
    xml: await firmarDocumento(c.xml, abrirCertificado(cert, FRASE)),
  };
}

const simulador = () =>
  new SimuladorDian({
    claveTecnica: async (numero) => (numero === '18760000001' ? CLAVE_TECNICA : undefined),
    pinSoftware: async (id) => (id === 'sw-demo' ? '54321' : undefined),
  });

beforeAll(async () => {
  cert = await certificadoAutofirmado('EDS DEMO', '900373115', FRASE);
});

describe('DIAN simulator', () => {
  it('accepts a valid signed invoice with 00 and an ApplicationResponse; a resend answers "Documento procesado anteriormente"', async () => {
    const s = simulador();
    const doc = await enviable(factura(1));
    const r = await s.enviar(doc);
    expect(r).toMatchObject({ codigo: '00', descripcion: 'Procesado Correctamente.', valido: true, reglas: [], trackId: doc.codigo });
    expect(r.respuestaXml).toContain('<cbc:ResponseCode>02</cbc:ResponseCode>');
    const otra = await s.reenviar(doc);
    expect(otra.codigo).toBe('99');
    expect(esProcesadoAnteriormente(otra)).toBe(true);
    expect((await s.estado(doc.codigo)).codigo).toBe('00');
    expect(s.recepciones.get(doc.numero)).toBe(2);
  });

  it('rejects a wrong CUFE with 99 and rule FAD06', async () => {
    const s = simulador();
    // Built with another technical key than the one DIAN has for the resolution.
    const d = factura(2);
    const doc = await enviable({ ...d, resolucion: { ...d.resolucion, claveTecnica: 'otra-clave' } });
    const r = await s.enviar(doc);
    expect(r.codigo).toBe('99');
    expect(r.valido).toBe(false);
    expect(r.reglas).toEqual(['Regla: FAD06, Rechazo: Valor del CUFE no está calculado correctamente.']);
    expect(codigoRegla(r.reglas[0])).toBe('FAD06');
  });

  it('rejects a document that breaks the UBL schema with ZB01, and an unknown resolution', async () => {
    const s = simulador();
    const doc = await enviable(factura(3));
    const r = await s.enviar({ ...doc, xml: doc.xml.replace('<cbc:IssueDate>', '<cbc:IssueDate>x') });
    expect(r.codigo).toBe('99');
    expect(codigoRegla(r.reglas[0])).toBe('ZB01');
    const d = factura(4);
    const r2 = await s.enviar(await enviable({ ...d, resolucion: { ...d.resolucion, numero: '999' } }));
    expect(codigoRegla(r2.reglas[0])).toBe('FAB05b');
  });

  it('can be scripted to be down, to answer late, or to reject', async () => {
    const s = simulador();
    const doc = await enviable(factura(5));
    s.programar(doc.numero, { accion: 'caido' });
    await expect(s.enviar(doc)).rejects.toBeInstanceOf(ProveedorNoDisponible);
    s.programar(doc.numero, { accion: 'demorar', consultas: 1 });
    expect((await s.enviar(doc)).pendiente).toBe(true);
    expect((await s.estado(doc.codigo)).pendiente).toBe(true);
    expect((await s.estado(doc.codigo)).codigo).toBe('00');
    expect((await s.estado('no-existe')).codigo).toBe('66');
    const otro = await enviable(factura(6));
    s.programar(null, { accion: 'rechazar', reglas: ['Regla: FAJ43b, Rechazo: Nombre informado no corresponde.'] });
    expect((await s.enviar(otro)).reglas).toEqual(['Regla: FAJ43b, Rechazo: Nombre informado no corresponde.']);
  });
});

describe('DIAN SOAP adapter', () => {
  it('SendBillSync: a SOAP 1.2 envelope with WS-Addressing, a WS-Security timestamp, token and a signature over wsa:To that verifies', async () => {
    const llamadas: { url: string; accion: string; sobre: string }[] = [];
    const respuesta =
      '<s:Envelope xmlns:s="http://www.w3.org/2003/05/soap-envelope"><s:Body><SendBillSyncResponse xmlns="http://wcf.dian.colombia">' +
      '<SendBillSyncResult xmlns:b="http://schemas.datacontract.org/2004/07/DianResponse" xmlns:c="http://schemas.microsoft.com/2003/10/Serialization/Arrays">' +
      '<b:ErrorMessage/><b:IsValid>true</b:IsValid><b:StatusCode>00</b:StatusCode><b:StatusDescription>Procesado Correctamente.</b:StatusDescription>' +
      `<b:XmlBase64Bytes>${Buffer.from('<ApplicationResponse/>').toString('base64')}</b:XmlBase64Bytes><b:XmlDocumentKey>abc</b:XmlDocumentKey>` +
      '</SendBillSyncResult></SendBillSyncResponse></s:Body></s:Envelope>';
    const p = new ProveedorDianSoap(
      async () => ({ url: DIAN_URL[2], clave: abrirCertificado(cert, FRASE) }),
      async (url, accion, sobre) => {
        llamadas.push({ url, accion, sobre });
        return respuesta;
      },
    );
    const doc = await enviable(factura(7));
    const r = await p.enviar(doc);
    expect(r).toMatchObject({ codigo: '00', valido: true, respuestaXml: '<ApplicationResponse/>', trackId: 'abc' });

    const { url, accion, sobre } = llamadas[0];
    expect(url).toBe('https://vpfe-hab.dian.gov.co/WcfDianCustomerServices.svc');
    expect(accion).toBe('http://wcf.dian.colombia/IWcfDianCustomerServices/SendBillSync');
    const x = new DOMParser().parseFromString(sobre, 'text/xml');
    const uno = (ns: string, n: string) => x.getElementsByTagNameNS(ns, n).item(0)!;
    const WSA = 'http://www.w3.org/2005/08/addressing';
    const WSSE = 'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd';
    const WSU = 'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-utility-1.0.xsd';
    expect(uno(WSA, 'Action').textContent).toBe(accion);
    expect(uno(WSA, 'To').textContent).toBe(url);
    expect(uno(WSU, 'Created').textContent).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(uno(WSSE, 'BinarySecurityToken').textContent).toBe(abrirCertificado(cert, FRASE).certificado.toString('base64'));
    const nombre = uno('http://wcf.dian.colombia', 'fileName').textContent!;
    expect(nombre).toMatch(/^z0900373115\d{0}[0-9a-f]{10}\.zip$/);
    const zip = unzipSync(Buffer.from(uno('http://wcf.dian.colombia', 'contentFile').textContent!, 'base64'));
    expect(Object.values(zip).map((b) => strFromU8(b))).toEqual([doc.xml]);

    // The WS-Security signature signs wsa:To with the token's key.
    const firma = x.getElementsByTagNameNS('http://www.w3.org/2000/09/xmldsig#', 'Signature').item(0)!;
    expect(firma.parentNode).toBe(uno(WSSE, 'Security'));
    const v = new SignedXml({ idMode: 'wssecurity', publicCert: cert.certificadoPem });
    v.loadSignature(firma as unknown as Node);
    expect(v.checkSignature(sobre)).toBe(true);
    expect(v.getSignedReferences()[0]).toContain('wsa:To');
  });

  it('GetStatus asks by track id; errors come back as rule messages; a SOAP fault or silence is "provider unavailable"', async () => {
    let ultimo = '';
    const p = new ProveedorDianSoap(
      async () => ({ url: DIAN_URL[1], clave: abrirCertificado(cert, FRASE) }),
      async (_u, _a, sobre) => {
        ultimo = sobre;
        return (
          '<s:Envelope xmlns:s="http://www.w3.org/2003/05/soap-envelope"><s:Body><GetStatusResponse xmlns="http://wcf.dian.colombia"><GetStatusResult xmlns:b="x" xmlns:c="y">' +
          '<b:ErrorMessage><c:string>Regla: FAD06, Rechazo: Valor del CUFE no está calculado correctamente.</c:string></b:ErrorMessage>' +
          '<b:IsValid>false</b:IsValid><b:StatusCode>99</b:StatusCode><b:StatusDescription>Documento con errores en campos mandatorios.</b:StatusDescription>' +
          '</GetStatusResult></GetStatusResponse></s:Body></s:Envelope>'
        );
      },
    );
    const r = await p.estado('cufe-1', 1);
    expect(ultimo).toContain('<wcf:GetStatus><wcf:trackId>cufe-1</wcf:trackId></wcf:GetStatus>');
    expect(ultimo).toContain('https://vpfe.dian.gov.co/WcfDianCustomerServices.svc');
    expect(r).toMatchObject({
      codigo: '99',
      valido: false,
      reglas: ['Regla: FAD06, Rechazo: Valor del CUFE no está calculado correctamente.'],
    });
    expect(() =>
      leerRespuesta('<s:Envelope xmlns:s="http://www.w3.org/2003/05/soap-envelope"><s:Body><s:Fault>x</s:Fault></s:Body></s:Envelope>'),
    ).toThrow(ProveedorNoDisponible);
    expect(() => leerRespuesta('<html>caído</html>')).toThrow(ProveedorNoDisponible);
  });
});
