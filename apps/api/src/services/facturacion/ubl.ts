import { DOMImplementation, XMLSerializer, type Document, type Element } from '@xmldom/xmldom';
import { aTexto } from '../../lib/decimal';
import {
  calcularCude,
  calcularCufe,
  codigoSeguridadSoftware,
  enlaceConsulta,
  montoDian,
  sinDigitoVerificacion,
  type Ambiente,
  type CamposCufe,
} from './cufe';

/** Namespaces of a DIAN UBL 2.1 document, all declared on the root (the signature's inclusive C14N relies on it). */
export const NS = {
  invoice: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  creditNote: 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
  ext: 'urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2',
  sts: 'dian:gov:co:facturaelectronica:Structures-2-1',
  ds: 'http://www.w3.org/2000/09/xmldsig#',
  xades: 'http://uri.etsi.org/01903/v1.3.2#',
  xmlns: 'http://www.w3.org/2000/xmlns/',
} as const;

const DIAN_AGENCIA = { schemeAgencyID: '195', schemeAgencyName: 'CO, DIAN (Dirección de Impuestos y Aduanas Nacionales)' };
/** DIAN's own NIT: the authorisation provider of every document. */
export const NIT_DIAN = '800197268';

/** DIAN tax codes and their names in DIAN's table of taxes (Anexo técnico 1.9), used in TaxScheme. */
export const NOMBRE_TRIBUTO: Record<string, string> = {
  '01': 'IVA',
  '04': 'INC',
  '03': 'ICA',
  '22': 'INC Bolsas',
  '23': 'INCarbono',
  '24': 'INCombustibles',
  '25': 'Sobretasa Combustibles',
  ZZ: 'No aplica',
};
/** The name of a DIAN tax code (the code itself when the table above does not hold it). */
export const nombreTributo = (codigo: string) => NOMBRE_TRIBUTO[codigo] ?? codigo;

export interface ParteDocumento {
  /** 31 NIT, 13 cédula de ciudadanía, 22 cédula de extranjería, 41 pasaporte... (DIAN identification types). */
  tipoIdentificacion: string;
  identificacion: string;
  nombre: string;
  /** 1 legal entity, 2 natural person. */
  tipoPersona: '1' | '2';
  direccion?: string | null;
  ciudad?: string | null;
  correo?: string | null;
  telefono?: string | null;
}

export interface LineaDocumento {
  codigo: string;
  descripcion: string;
  /** Thousandths. */
  cantidad: number;
  /** UN/ECE rec 20 unit: GLL gallons, 94 units. */
  unidad: string;
  /** Unit price before taxes, cents. */
  precio: number;
  /** Line amount before taxes, cents. */
  base: number;
  /** The line's taxes, one per DIAN tax code (at least one: an untaxed line reports a zero tax). */
  impuestos: ImpuestoDocumento[];
}

/** One tax of a line, cents: a percentage of the line's base, or an amount per unit (fuel taxes, decision 062). */
export interface ImpuestoDocumento {
  codigo: string;
  /** The percentage with two decimals, for a percentage tax. */
  porcentaje: string | null;
  /** For a per-unit tax: the amount per unit (cents), and the units taxed (thousandths) in their UN/ECE unit. */
  porUnidad: { valor: number; cantidad: number; unidad: string } | null;
  valor: number;
}

/** The tax of a line, cents (the sum of its taxes). */
export const impuestoDeLinea = (l: Pick<LineaDocumento, 'impuestos'>) => l.impuestos.reduce((s, i) => s + i.valor, 0);

export interface SoftwareDian {
  id: string;
  pin: string;
  /** The software provider's NIT (the business itself when it invoices with its own software). */
  proveedorNit: string;
}

export interface ResolucionDocumento {
  numero: string;
  prefijo: string;
  desde: number;
  hasta: number;
  fechaInicio: string;
  fechaFin: string;
  claveTecnica: string;
}

interface DocumentoBase {
  ambiente: Ambiente;
  prefijo: string;
  consecutivo: number;
  /** YYYY-MM-DD and HH:MM:SS (Bogotá). */
  fecha: string;
  hora: string;
  software: SoftwareDian;
  emisor: ParteDocumento;
  adquiriente: ParteDocumento;
  lineas: LineaDocumento[];
  /** DIAN payment means code: 10 cash, 48 credit card, 49 debit card, 42 bank transfer, ZZZ other. */
  medioPago: string;
  /** 1 cash (contado), 2 credit. */
  formaPago: '1' | '2';
  nota?: string;
}

export interface FacturaUbl extends DocumentoBase {
  tipo: 'factura';
  resolucion: ResolucionDocumento;
  /** 01 sale; 03 issued in the issuer's contingency and transcribed. */
  tipoFactura: '01' | '03';
}

export interface NotaCreditoUbl extends DocumentoBase {
  tipo: 'nota_credito';
  /** Concept of the correction: 2 = annulment of the invoice. */
  concepto: '1' | '2' | '3' | '4' | '5' | '6';
  descripcionConcepto: string;
  facturaReferencia: { numero: string; cufe: string; fecha: string };
}

export type DocumentoUbl = FacturaUbl | NotaCreditoUbl;

export interface Totales {
  base: number;
  impuestos: Map<string, number>;
  totalImpuestos: number;
  total: number;
}

export function totales(lineas: readonly LineaDocumento[]): Totales {
  const impuestos = new Map<string, number>();
  let base = 0;
  for (const l of lineas) {
    base += l.base;
    for (const i of l.impuestos) impuestos.set(i.codigo, (impuestos.get(i.codigo) ?? 0) + i.valor);
  }
  const totalImpuestos = [...impuestos.values()].reduce((s, v) => s + v, 0);
  return { base, impuestos, totalImpuestos, total: base + totalImpuestos };
}

export const numeroDocumento = (d: Pick<DocumentoBase, 'prefijo' | 'consecutivo'>) => `${d.prefijo}${d.consecutivo}`;

/** The CUFE/CUDE fields of a document. */
export function camposCodigo(d: DocumentoUbl): Omit<CamposCufe, 'clave'> {
  const t = totales(d.lineas);
  return {
    numero: numeroDocumento(d),
    fecha: d.fecha,
    hora: `${d.hora}-05:00`,
    valorBruto: t.base,
    iva: t.impuestos.get('01') ?? 0,
    inc: t.impuestos.get('04') ?? 0,
    ica: t.impuestos.get('03') ?? 0,
    total: t.total,
    nitEmisor: sinDigitoVerificacion(d.emisor.identificacion),
    documentoAdquiriente: sinDigitoVerificacion(d.adquiriente.identificacion),
    ambiente: d.ambiente,
  };
}

/** CUFE of an invoice (technical key) or CUDE of a credit note or contingency transcription (software PIN). */
export function codigoUnico(d: DocumentoUbl): string {
  const campos = camposCodigo(d);
  if (d.tipo === 'factura' && d.tipoFactura === '01') return calcularCufe({ ...campos, clave: d.resolucion.claveTecnica });
  return calcularCude({ ...campos, pin: d.software.pin });
}

/** The text DIAN asks for in sts:QRCode (also printed as the QR of the graphical representation). */
export function textoQr(d: DocumentoUbl, codigo: string): string {
  const t = totales(d.lineas);
  const otros = t.totalImpuestos - (t.impuestos.get('01') ?? 0);
  return [
    `NumFac: ${numeroDocumento(d)}`,
    `FecFac: ${d.fecha}`,
    `HorFac: ${d.hora}-05:00`,
    `NitFac: ${sinDigitoVerificacion(d.emisor.identificacion)}`,
    `DocAdq: ${sinDigitoVerificacion(d.adquiriente.identificacion)}`,
    `ValFac: ${montoDian(t.base)}`,
    `ValIva: ${montoDian(t.impuestos.get('01') ?? 0)}`,
    `ValOtroIm: ${montoDian(otros)}`,
    `ValTolFac: ${montoDian(t.total)}`,
    `${d.tipo === 'factura' && d.tipoFactura === '01' ? 'CUFE' : 'CUDE'}: ${codigo}`,
    `QRCode: ${enlaceConsulta(codigo, d.ambiente)}`,
  ].join('\n');
}

type Atributos = Record<string, string>;

/** A small writer over one xmldom document: every element in its namespace, children in schema order. */
class Escritor {
  constructor(readonly doc: Document) {}

  el(padre: Element, ns: keyof typeof NS, nombre: string, texto?: string | null, atributos: Atributos = {}): Element {
    const e = this.doc.createElementNS(NS[ns], `${ns}:${nombre}`);
    for (const [k, v] of Object.entries(atributos)) e.setAttribute(k, v);
    if (texto !== undefined && texto !== null) e.appendChild(this.doc.createTextNode(texto));
    padre.appendChild(e);
    return e;
  }
  monto(padre: Element, nombre: string, centavos: number): Element {
    return this.el(padre, 'cbc', nombre, montoDian(centavos), { currencyID: 'COP' });
  }
}

/** The document's unique code and its XML (unsigned: the second UBLExtension waits, empty, for the signature). */
export interface DocumentoConstruido {
  codigo: string;
  numero: string;
  qr: string;
  xml: string;
}

/** Builds the UBL 2.1 Invoice or CreditNote with DIAN's extension. */
export function construirDocumento(d: DocumentoUbl): DocumentoConstruido {
  const esFactura = d.tipo === 'factura';
  const codigo = codigoUnico(d);
  const numero = numeroDocumento(d);
  const qr = textoQr(d, codigo);
  const raizNs = esFactura ? NS.invoice : NS.creditNote;
  const doc = new DOMImplementation().createDocument(raizNs, esFactura ? 'Invoice' : 'CreditNote', null);
  const raiz = doc.documentElement!;
  for (const p of ['cac', 'cbc', 'ext', 'sts', 'ds', 'xades'] as const) raiz.setAttributeNS(NS.xmlns, `xmlns:${p}`, NS[p]);
  const w = new Escritor(doc);
  const t = totales(d.lineas);
  const esquemaCodigo = esFactura && d.tipoFactura === '01' ? 'CUFE-SHA384' : 'CUDE-SHA384';

  // Extensions: DIAN's first, the signature's (empty until signed) second.
  const extensiones = w.el(raiz, 'ext', 'UBLExtensions');
  const dian = w.el(w.el(w.el(extensiones, 'ext', 'UBLExtension'), 'ext', 'ExtensionContent'), 'sts', 'DianExtensions');
  if (esFactura) {
    const control = w.el(dian, 'sts', 'InvoiceControl');
    w.el(control, 'sts', 'InvoiceAuthorization', d.resolucion.numero);
    const periodo = w.el(control, 'sts', 'AuthorizationPeriod');
    w.el(periodo, 'cbc', 'StartDate', d.resolucion.fechaInicio);
    w.el(periodo, 'cbc', 'EndDate', d.resolucion.fechaFin);
    const rango = w.el(control, 'sts', 'AuthorizedInvoices');
    if (d.resolucion.prefijo) w.el(rango, 'sts', 'Prefix', d.resolucion.prefijo);
    w.el(rango, 'sts', 'From', String(d.resolucion.desde));
    w.el(rango, 'sts', 'To', String(d.resolucion.hasta));
  }
  const fuente = w.el(dian, 'sts', 'InvoiceSource');
  w.el(fuente, 'cbc', 'IdentificationCode', 'CO', {
    listAgencyID: '6',
    listAgencyName: 'United Nations Economic Commission for Europe',
    listSchemeURI: 'urn:oasis:names:specification:ubl:codelist:gc:CountryIdentificationCode-2.1',
  });
  const proveedor = w.el(dian, 'sts', 'SoftwareProvider');
  const nitProveedor = sinDigitoVerificacion(d.software.proveedorNit);
  w.el(proveedor, 'sts', 'ProviderID', nitProveedor, { ...DIAN_AGENCIA, schemeID: digitoDe(d.software.proveedorNit), schemeName: '31' });
  w.el(proveedor, 'sts', 'SoftwareID', d.software.id, DIAN_AGENCIA);
  w.el(dian, 'sts', 'SoftwareSecurityCode', codigoSeguridadSoftware(d.software.id, d.software.pin, numero), DIAN_AGENCIA);
  const autorizacion = w.el(dian, 'sts', 'AuthorizationProvider');
  w.el(autorizacion, 'sts', 'AuthorizationProviderID', NIT_DIAN, { ...DIAN_AGENCIA, schemeID: '4', schemeName: '31' });
  w.el(dian, 'sts', 'QRCode', qr);
  w.el(w.el(extensiones, 'ext', 'UBLExtension'), 'ext', 'ExtensionContent');

  w.el(raiz, 'cbc', 'UBLVersionID', 'UBL 2.1');
  w.el(raiz, 'cbc', 'CustomizationID', esFactura ? '10' : '20');
  w.el(
    raiz,
    'cbc',
    'ProfileID',
    esFactura ? 'DIAN 2.1: Factura Electrónica de Venta' : 'DIAN 2.1: Nota Crédito de Factura Electrónica de Venta',
  );
  w.el(raiz, 'cbc', 'ProfileExecutionID', String(d.ambiente));
  w.el(raiz, 'cbc', 'ID', numero);
  w.el(raiz, 'cbc', 'UUID', codigo, { schemeID: String(d.ambiente), schemeName: esquemaCodigo });
  w.el(raiz, 'cbc', 'IssueDate', d.fecha);
  w.el(raiz, 'cbc', 'IssueTime', `${d.hora}-05:00`);
  if (esFactura) w.el(raiz, 'cbc', 'InvoiceTypeCode', d.tipoFactura);
  else w.el(raiz, 'cbc', 'CreditNoteTypeCode', '91');
  if (d.nota) w.el(raiz, 'cbc', 'Note', d.nota);
  w.el(raiz, 'cbc', 'DocumentCurrencyCode', 'COP', {
    listAgencyID: '6',
    listAgencyName: 'United Nations Economic Commission for Europe',
    listID: 'ISO 4217 Alpha',
  });
  w.el(raiz, 'cbc', 'LineCountNumeric', String(d.lineas.length));
  if (!esFactura) {
    const discrepancia = w.el(raiz, 'cac', 'DiscrepancyResponse');
    w.el(discrepancia, 'cbc', 'ReferenceID', d.facturaReferencia.numero);
    w.el(discrepancia, 'cbc', 'ResponseCode', d.concepto);
    w.el(discrepancia, 'cbc', 'Description', d.descripcionConcepto);
    const referencia = w.el(w.el(raiz, 'cac', 'BillingReference'), 'cac', 'InvoiceDocumentReference');
    w.el(referencia, 'cbc', 'ID', d.facturaReferencia.numero);
    w.el(referencia, 'cbc', 'UUID', d.facturaReferencia.cufe, { schemeName: 'CUFE-SHA384' });
    w.el(referencia, 'cbc', 'IssueDate', d.facturaReferencia.fecha);
  }
  parte(w, w.el(raiz, 'cac', 'AccountingSupplierParty'), d.emisor);
  parte(w, w.el(raiz, 'cac', 'AccountingCustomerParty'), d.adquiriente);
  const pago = w.el(raiz, 'cac', 'PaymentMeans');
  w.el(pago, 'cbc', 'ID', d.formaPago);
  w.el(pago, 'cbc', 'PaymentMeansCode', d.medioPago);
  if (d.formaPago === '2') w.el(pago, 'cbc', 'PaymentDueDate', d.fecha);

  for (const [codigoTributo, valor] of t.impuestos) {
    const total = w.el(raiz, 'cac', 'TaxTotal');
    w.monto(total, 'TaxAmount', valor);
    // One subtotal per rate of this tax (a percentage, or an amount per unit and its unit).
    const porTasa = new Map<string, { base: number; impuesto: ImpuestoDocumento }>();
    for (const l of d.lineas) {
      for (const i of l.impuestos) {
        if (i.codigo !== codigoTributo) continue;
        const k = i.porUnidad ? `$${i.porUnidad.valor}|${i.porUnidad.unidad}` : `%${i.porcentaje ?? ''}`;
        const s = porTasa.get(k);
        if (!s) {
          porTasa.set(k, { base: l.base, impuesto: { ...i, porUnidad: i.porUnidad && { ...i.porUnidad } } });
          continue;
        }
        s.base += l.base;
        s.impuesto.valor += i.valor;
        if (s.impuesto.porUnidad && i.porUnidad) s.impuesto.porUnidad.cantidad += i.porUnidad.cantidad;
      }
    }
    for (const s of porTasa.values()) subtotalImpuesto(w, total, s.impuesto, s.base);
  }
  const monetario = w.el(raiz, 'cac', 'LegalMonetaryTotal');
  w.monto(monetario, 'LineExtensionAmount', t.base);
  w.monto(
    monetario,
    'TaxExclusiveAmount',
    d.lineas.filter((l) => impuestoDeLinea(l) > 0).reduce((s, l) => s + l.base, 0),
  );
  w.monto(monetario, 'TaxInclusiveAmount', t.total);
  w.monto(monetario, 'PayableAmount', t.total);

  d.lineas.forEach((l, i) => {
    const linea = w.el(raiz, 'cac', esFactura ? 'InvoiceLine' : 'CreditNoteLine');
    w.el(linea, 'cbc', 'ID', String(i + 1));
    w.el(linea, 'cbc', esFactura ? 'InvoicedQuantity' : 'CreditedQuantity', aTexto(l.cantidad, 3), { unitCode: l.unidad });
    w.monto(linea, 'LineExtensionAmount', l.base);
    // One TaxTotal per tax of the line, as DIAN's examples give them (each fuel tax under its own code).
    for (const i of l.impuestos) {
      const impuesto = w.el(linea, 'cac', 'TaxTotal');
      w.monto(impuesto, 'TaxAmount', i.valor);
      subtotalImpuesto(w, impuesto, i, l.base);
    }
    const item = w.el(linea, 'cac', 'Item');
    w.el(item, 'cbc', 'Description', l.descripcion);
    w.el(w.el(item, 'cac', 'StandardItemIdentification'), 'cbc', 'ID', l.codigo, {
      schemeID: '999',
      schemeName: 'Estándar de adopción del contribuyente',
    });
    const precio = w.el(linea, 'cac', 'Price');
    w.monto(precio, 'PriceAmount', l.precio);
    w.el(precio, 'cbc', 'BaseQuantity', '1.000', { unitCode: l.unidad });
  });

  return { codigo, numero, qr, xml: serializar(doc) };
}

/**
 * A TaxSubtotal in the schema's order. A per-unit tax (DIAN's nominal taxes: fuels, bags) carries BaseUnitMeasure
 * (the units taxed, in their unit) and PerUnitAmount, with TaxAmount = PerUnitAmount × units (DIAN rule FAX07); a
 * percentage tax carries its Percent in TaxCategory.
 */
function subtotalImpuesto(w: Escritor, padre: Element, i: ImpuestoDocumento, base: number) {
  const sub = w.el(padre, 'cac', 'TaxSubtotal');
  w.monto(sub, 'TaxableAmount', base);
  w.monto(sub, 'TaxAmount', i.valor);
  if (i.porUnidad) {
    w.el(sub, 'cbc', 'BaseUnitMeasure', aTexto(i.porUnidad.cantidad, 3), { unitCode: i.porUnidad.unidad });
    w.monto(sub, 'PerUnitAmount', i.porUnidad.valor);
  }
  const categoria = w.el(sub, 'cac', 'TaxCategory');
  if (i.porcentaje !== null) w.el(categoria, 'cbc', 'Percent', i.porcentaje);
  const esquema = w.el(categoria, 'cac', 'TaxScheme');
  w.el(esquema, 'cbc', 'ID', i.codigo);
  w.el(esquema, 'cbc', 'Name', nombreTributo(i.codigo));
}

function digitoDe(identificacion: string): string {
  const partes = identificacion.replace(/[.\s]/g, '').split('-');
  return partes[1] ?? '';
}

function parte(w: Escritor, padre: Element, p: ParteDocumento) {
  w.el(padre, 'cbc', 'AdditionalAccountID', p.tipoPersona);
  const party = w.el(padre, 'cac', 'Party');
  w.el(w.el(party, 'cac', 'PartyName'), 'cbc', 'Name', p.nombre);
  if (p.direccion) {
    const ubicacion = w.el(w.el(party, 'cac', 'PhysicalLocation'), 'cac', 'Address');
    if (p.ciudad) w.el(ubicacion, 'cbc', 'CityName', p.ciudad);
    w.el(w.el(ubicacion, 'cac', 'AddressLine'), 'cbc', 'Line', p.direccion);
    w.el(w.el(ubicacion, 'cac', 'Country'), 'cbc', 'IdentificationCode', 'CO');
  }
  const id = sinDigitoVerificacion(p.identificacion);
  const dv = digitoDe(p.identificacion);
  const atributosId: Atributos = { ...DIAN_AGENCIA, schemeName: p.tipoIdentificacion };
  if (dv) atributosId.schemeID = dv;
  const tributario = w.el(party, 'cac', 'PartyTaxScheme');
  w.el(tributario, 'cbc', 'RegistrationName', p.nombre);
  w.el(tributario, 'cbc', 'CompanyID', id, atributosId);
  w.el(tributario, 'cbc', 'TaxLevelCode', 'R-99-PN', { listName: '48' });
  const esquema = w.el(tributario, 'cac', 'TaxScheme');
  w.el(esquema, 'cbc', 'ID', 'ZZ');
  w.el(esquema, 'cbc', 'Name', 'No aplica');
  const legal = w.el(party, 'cac', 'PartyLegalEntity');
  w.el(legal, 'cbc', 'RegistrationName', p.nombre);
  w.el(legal, 'cbc', 'CompanyID', id, atributosId);
  if (p.correo || p.telefono) {
    const contacto = w.el(party, 'cac', 'Contact');
    if (p.telefono) w.el(contacto, 'cbc', 'Telephone', p.telefono);
    if (p.correo) w.el(contacto, 'cbc', 'ElectronicMail', p.correo);
  }
}

export function serializar(doc: Document): string {
  return `<?xml version="1.0" encoding="UTF-8" standalone="no"?>${new XMLSerializer().serializeToString(doc)}`;
}
