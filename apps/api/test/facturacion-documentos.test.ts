import { DOMParser } from '@xmldom/xmldom';
import { SignedXml } from 'xml-crypto';
import xpath from 'xpath';
import { beforeAll, describe, expect, it } from 'vitest';
import { abrirCertificado, certificadoAutofirmado, type CertificadoGuardado } from '../src/services/facturacion/certificado';
import { calcularCude, calcularCufe, enlaceConsulta } from '../src/services/facturacion/cufe';
import { validarEsquema } from '../src/services/facturacion/esquema';
import { firmarDocumento, POLITICA_DIAN } from '../src/services/facturacion/firma';
import { construirDocumento, NS, type FacturaUbl, type NotaCreditoUbl } from '../src/services/facturacion/ubl';

/** Unit: the UBL 2.1 documents with DIAN's extension validate against the OASIS schemas; the signature verifies independently. */

const FRASE = 'frase-de-prueba';
let cert: CertificadoGuardado;

const factura: FacturaUbl = {
  tipo: 'factura',
  tipoFactura: '01',
  ambiente: 2,
  prefijo: 'SETP',
  consecutivo: 990000001,
  fecha: '2025-03-01',
  hora: '10:15:00',
  software: { id: 'b5e5c6a0-1b2c-4d5e-8f90-123456789abc', pin: '12345', proveedorNit: '900373115-0' },
  emisor: {
    tipoIdentificacion: '31',
    identificacion: '900373115-0',
    nombre: 'ESTACIÓN DEMO S.A.S.',
    tipoPersona: '1',
    direccion: 'Calle 80 # 20-30',
    ciudad: 'Bogotá',
    correo: 'facturacion@demo.com.co',
  },
  adquiriente: { tipoIdentificacion: '13', identificacion: '1020304050', nombre: 'Ana Pérez & Cía <minorista>', tipoPersona: '2' },
  lineas: [
    {
      codigo: 'GAS-CORRIENTE',
      descripcion: 'GASOLINA CORRIENTE',
      cantidad: 5_250,
      unidad: 'GLL',
      precio: 1_540_000,
      base: 8_085_000,
      impuestos: [{ codigo: 'ZZ', porcentaje: null, porUnidad: null, valor: 0 }],
    },
    {
      codigo: 'LUB-20W50',
      descripcion: 'LUBRICANTE 20W50',
      cantidad: 2_000,
      unidad: '94',
      precio: 2_500_000,
      base: 5_000_000,
      impuestos: [{ codigo: '01', porcentaje: '19.00', porUnidad: null, valor: 950_000 }],
    },
  ],
  medioPago: '10',
  formaPago: '1',
  resolucion: {
    numero: '18760000001',
    prefijo: 'SETP',
    desde: 990000000,
    hasta: 995000000,
    fechaInicio: '2019-01-19',
    fechaFin: '2030-01-19',
    claveTecnica: 'fc8eac422eba16e22ffd8c6f94b3f40a6e38162c',
  },
};

const nota: NotaCreditoUbl = {
  ...factura,
  tipo: 'nota_credito',
  prefijo: 'NC',
  consecutivo: 1,
  concepto: '2',
  descripcionConcepto: 'Anulación de factura electrónica',
  facturaReferencia: { numero: 'SETP990000001', cufe: 'a'.repeat(96), fecha: '2025-03-01' },
};

const select = xpath.useNamespaces({ ...NS, inv: NS.invoice, cn: NS.creditNote });
const texto = (xml: string, ruta: string) => {
  const doc = new DOMParser().parseFromString(xml, 'text/xml');
  return select(`string(${ruta})`, doc as unknown as Node) as string;
};

function verificar(xml: string, pem: string): boolean {
  const doc = new DOMParser().parseFromString(xml, 'text/xml');
  const firma = doc.getElementsByTagNameNS(NS.ds, 'Signature')[0];
  const v = new SignedXml({ publicCert: pem });
  v.loadSignature(firma as unknown as Node);
  return v.checkSignature(xml);
}

beforeAll(async () => {
  cert = await certificadoAutofirmado('ESTACIÓN DEMO S.A.S.', '900373115', FRASE);
});

describe('UBL documents', () => {
  it('an invoice carries its CUFE, DIAN extension and QR link, and the signed invoice validates against UBL-Invoice-2.1.xsd', async () => {
    const d = construirDocumento(factura);
    const cufe = calcularCufe({
      numero: 'SETP990000001',
      fecha: '2025-03-01',
      hora: '10:15:00-05:00',
      valorBruto: 13_085_000,
      iva: 950_000,
      inc: 0,
      ica: 0,
      total: 14_035_000,
      nitEmisor: '900373115',
      documentoAdquiriente: '1020304050',
      clave: factura.resolucion.claveTecnica,
      ambiente: 2,
    });
    expect(d.codigo).toBe(cufe);
    expect(texto(d.xml, '/inv:Invoice/cbc:UUID')).toBe(cufe);
    expect(texto(d.xml, '/inv:Invoice/cbc:UUID/@schemeName')).toBe('CUFE-SHA384');
    expect(texto(d.xml, '/inv:Invoice/cbc:UUID/@schemeID')).toBe('2');
    expect(texto(d.xml, '/inv:Invoice/cbc:InvoiceTypeCode')).toBe('01');
    expect(texto(d.xml, '/inv:Invoice/cac:LegalMonetaryTotal/cbc:PayableAmount')).toBe('140350.00');
    const dian = '/inv:Invoice/ext:UBLExtensions/ext:UBLExtension[1]/ext:ExtensionContent/sts:DianExtensions';
    expect(texto(d.xml, `${dian}/sts:InvoiceControl/sts:InvoiceAuthorization`)).toBe('18760000001');
    expect(texto(d.xml, `${dian}/sts:InvoiceControl/sts:AuthorizedInvoices/sts:From`)).toBe('990000000');
    expect(texto(d.xml, `${dian}/sts:InvoiceControl/sts:AuthorizationPeriod/cbc:EndDate`)).toBe('2030-01-19');
    expect(texto(d.xml, `${dian}/sts:SoftwareProvider/sts:SoftwareID`)).toBe(factura.software.id);
    expect(texto(d.xml, `${dian}/sts:AuthorizationProvider/sts:AuthorizationProviderID`)).toBe('800197268');
    expect(texto(d.xml, `${dian}/sts:SoftwareSecurityCode`)).toMatch(/^[0-9a-f]{96}$/);
    expect(texto(d.xml, `${dian}/sts:QRCode`)).toContain(`QRCode: ${enlaceConsulta(cufe, 2)}`);

    // Unsigned, the signature's extension is empty and the schema says so; signed, it validates.
    expect((await validarEsquema(d.xml)).valido).toBe(false);
    const firmado = await firmarDocumento(d.xml, abrirCertificado(cert, FRASE));
    expect(await validarEsquema(firmado)).toEqual({ valido: true, errores: [] });
  });

  it('a credit note for an annulment (concept 2) carries its CUDE and the invoice it corrects, and validates', async () => {
    const d = construirDocumento(nota);
    const { software } = nota;
    expect(d.codigo).toBe(
      calcularCude({
        numero: 'NC1',
        fecha: '2025-03-01',
        hora: '10:15:00-05:00',
        valorBruto: 13_085_000,
        iva: 950_000,
        inc: 0,
        ica: 0,
        total: 14_035_000,
        nitEmisor: '900373115',
        documentoAdquiriente: '1020304050',
        pin: software.pin,
        ambiente: 2,
      }),
    );
    expect(texto(d.xml, '/cn:CreditNote/cbc:UUID/@schemeName')).toBe('CUDE-SHA384');
    expect(texto(d.xml, '/cn:CreditNote/cac:DiscrepancyResponse/cbc:ResponseCode')).toBe('2');
    expect(texto(d.xml, '/cn:CreditNote/cac:BillingReference/cac:InvoiceDocumentReference/cbc:ID')).toBe('SETP990000001');
    const firmado = await firmarDocumento(d.xml, abrirCertificado(cert, FRASE));
    expect(await validarEsquema(firmado)).toEqual({ valido: true, errores: [] });
  });

  it('a contingency transcription (type 03) is coded with the CUDE and validates', async () => {
    const d = construirDocumento({ ...factura, tipoFactura: '03' });
    expect(texto(d.xml, '/inv:Invoice/cbc:UUID/@schemeName')).toBe('CUDE-SHA384');
    const firmado = await firmarDocumento(d.xml, abrirCertificado(cert, FRASE));
    expect((await validarEsquema(firmado)).valido).toBe(true);
  });

  it('a document that breaks the schema is reported with the line and element', async () => {
    const d = construirDocumento(factura);
    const firmado = await firmarDocumento(d.xml, abrirCertificado(cert, FRASE));
    const roto = firmado.replace('<cbc:IssueDate>', '<cbc:IssueDate>x');
    const r = await validarEsquema(roto);
    expect(r.valido).toBe(false);
    expect(r.errores.join('\n')).toContain('IssueDate');
  });
});

describe('XAdES-EPES signature', () => {
  it('is placed in the second UBLExtension with DIAN policy v2, RSA-SHA256, three references, and verifies with xml-crypto', async () => {
    const firmado = await firmarDocumento(construirDocumento(factura).xml, abrirCertificado(cert, FRASE), new Date('2025-03-01T15:15:00Z'));
    const firma = '/inv:Invoice/ext:UBLExtensions/ext:UBLExtension[2]/ext:ExtensionContent/ds:Signature';
    expect(texto(firmado, `${firma}/ds:SignedInfo/ds:SignatureMethod/@Algorithm`)).toBe(
      'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
    );
    expect(texto(firmado, `${firma}/ds:SignedInfo/ds:CanonicalizationMethod/@Algorithm`)).toBe(
      'http://www.w3.org/TR/2001/REC-xml-c14n-20010315',
    );
    expect(texto(firmado, `count(${firma}/ds:SignedInfo/ds:Reference)`)).toBe('3');
    const props = `${firma}/ds:Object/xades:QualifyingProperties/xades:SignedProperties/xades:SignedSignatureProperties`;
    expect(texto(firmado, `${props}/xades:SigningTime`)).toBe('2025-03-01T15:15:00.000Z');
    expect(texto(firmado, `${props}/xades:SignaturePolicyIdentifier/xades:SignaturePolicyId/xades:SigPolicyId/xades:Identifier`)).toBe(
      POLITICA_DIAN.url,
    );
    expect(texto(firmado, `${props}/xades:SignaturePolicyIdentifier/xades:SignaturePolicyId/xades:SigPolicyHash/ds:DigestValue`)).toBe(
      POLITICA_DIAN.hash,
    );
    expect(texto(firmado, `${props}/xades:SignerRole/xades:ClaimedRoles/xades:ClaimedRole`)).toBe('supplier');
    expect(texto(firmado, `${props}/xades:SigningCertificate/xades:Cert/xades:CertDigest/ds:DigestValue`)).not.toBe('');
    expect(verificar(firmado, cert.certificadoPem)).toBe(true);
  });

  it('fails to verify once an amount is changed, or against another certificate', async () => {
    const firmado = await firmarDocumento(construirDocumento(factura).xml, abrirCertificado(cert, FRASE));
    expect(verificar(firmado.replace('>140350.00<', '>140351.00<'), cert.certificadoPem)).toBe(false);
    const otro = await certificadoAutofirmado('OTRA', '800000000', FRASE);
    expect(() => verificar(firmado, otro.certificadoPem)).toThrow();
  });

  it('the private key is stored encrypted: the wrong passphrase cannot open it', () => {
    expect(cert.clavePrivadaPem).toContain('BEGIN ENCRYPTED PRIVATE KEY');
    expect(() => abrirCertificado(cert, 'otra-frase')).toThrow();
  });
});
