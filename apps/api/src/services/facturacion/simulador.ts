import { randomUUID } from 'node:crypto';
import { DOMParser } from '@xmldom/xmldom';
import xpath from 'xpath';
import { dinero } from '../../lib/decimal';
import { calcularCufe, sinDigitoVerificacion, type Ambiente } from './cufe';
import { validarEsquema } from './esquema';
import {
  DOCUMENTO_PROCESADO_ANTERIORMENTE,
  ProveedorNoDisponible,
  type DocumentoEnviable,
  type ProveedorFe,
  type RangoNumeracion,
  type RespuestaDian,
} from './proveedor';
import { NS } from './ubl';

/**
 * DIAN simulator: validates what it receives as DIAN's reception would (UBL 2.1 schema, the signature's presence,
 * the CUFE/CUDE recomputed with the technical key or software PIN DIAN knows for the issuer) and answers in DIAN's
 * words. It keeps what it accepted, so a resend answers "Documento procesado anteriormente". Tests script it to be
 * down, to answer late, or to reject with given rules. One simulator per process, as there is one DIAN.
 */

/** What DIAN knows of its issuers: resolutions' technical keys and registered software PINs. */
export interface RegistroDian {
  claveTecnica(numeroResolucion: string, prefijo: string): Promise<string | undefined>;
  pinSoftware(softwareId: string): Promise<string | undefined>;
  /** The ranges the simulator was configured to have authorised for a NIT and software (none when not given). */
  rangosNumeracion?(nit: string, softwareId: string): Promise<RangoNumeracion[]>;
}

export type Guion = { accion: 'caido' } | { accion: 'demorar'; consultas: number } | { accion: 'rechazar'; reglas: string[] };

interface Recibido {
  numero: string;
  codigo: string;
  respuesta: RespuestaDian;
  /** Status queries still to answer "in process" (a delayed document). */
  consultasPendientes: number;
}

const DESCRIPCION_OK = 'Procesado Correctamente.';
const DESCRIPCION_ERRORES = 'Documento con errores en campos mandatorios.';
const EN_PROCESO = 'Documento en proceso de validación';

export class SimuladorDian implements ProveedorFe {
  readonly nombre = 'simulador';
  private readonly recibidos = new Map<string, Recibido>();
  private readonly guiones: { numero: string | null; guion: Guion; veces: number }[] = [];
  /** Receptions per document number (what the tests count: a document sent twice shows 2). */
  readonly recepciones = new Map<string, number>();

  constructor(
    private readonly registro: RegistroDian,
    private readonly carpetaEsquemas?: string,
  ) {}

  /** Scripts the next `veces` receptions of one document number (or of any, with null). */
  programar(numero: string | null, guion: Guion, veces = 1): void {
    this.guiones.push({ numero, guion, veces });
  }

  olvidar(): void {
    this.recibidos.clear();
    this.guiones.length = 0;
    this.recepciones.clear();
  }

  private tomarGuion(numero: string): Guion | undefined {
    const i = this.guiones.findIndex((g) => g.numero === null || g.numero === numero);
    if (i < 0) return undefined;
    const g = this.guiones[i];
    if (--g.veces <= 0) this.guiones.splice(i, 1);
    return g.guion;
  }

  async enviar(doc: DocumentoEnviable): Promise<RespuestaDian> {
    this.recepciones.set(doc.numero, (this.recepciones.get(doc.numero) ?? 0) + 1);
    const guion = this.tomarGuion(doc.numero);
    if (guion?.accion === 'caido') throw new ProveedorNoDisponible('El servicio de DIAN no responde');
    const anterior = this.recibidos.get(doc.codigo);
    if (anterior?.respuesta.valido) return procesadoAnteriormente(doc.codigo);

    const reglas = guion?.accion === 'rechazar' ? guion.reglas : await this.validar(doc.xml);
    const respuesta = veredicto(doc, reglas);
    const demora = guion?.accion === 'demorar' ? guion.consultas : 0;
    this.recibidos.set(doc.codigo, { numero: doc.numero, codigo: doc.codigo, respuesta, consultasPendientes: demora });
    return guion?.accion === 'demorar' ? enProceso(doc.codigo) : respuesta;
  }

  async estado(trackId: string): Promise<RespuestaDian> {
    const r = this.recibidos.get(trackId);
    if (!r) {
      return {
        codigo: '66',
        descripcion: 'Documento no encontrado',
        valido: false,
        reglas: [],
        respuestaXml: null,
        pendiente: false,
        trackId,
      };
    }
    if (r.consultasPendientes > 0) {
      r.consultasPendientes--;
      return enProceso(trackId);
    }
    return r.respuesta;
  }

  async reenviar(doc: DocumentoEnviable): Promise<RespuestaDian> {
    return this.enviar(doc);
  }

  /** GetNumberingRange: answers from the simulator's own configured ranges. */
  async rangosNumeracion(nit: string, softwareId: string): Promise<RangoNumeracion[]> {
    return (await this.registro.rangosNumeracion?.(nit, softwareId)) ?? [];
  }

  /** DIAN's reception checks; answers the rule messages of what fails (none = accepted). */
  private async validar(xml: string): Promise<string[]> {
    const esquema = await validarEsquema(xml, this.carpetaEsquemas);
    if (!esquema.valido) return esquema.errores.slice(0, 5).map((e) => `Regla: ZB01, Rechazo: Fallo en el esquema XML del archivo: ${e}`);
    const doc = new DOMParser().parseFromString(xml, 'text/xml');
    const select = xpath.useNamespaces({ ...NS, inv: NS.invoice, cn: NS.creditNote });
    const t = (ruta: string) => (select(`string(${ruta})`, doc as unknown as Node) as string).trim();
    const raiz = doc.documentElement?.localName === 'CreditNote' ? '/cn:CreditNote' : '/inv:Invoice';
    const esNota = raiz === '/cn:CreditNote';
    const reglas: string[] = [];
    if (t(`count(${raiz}/ext:UBLExtensions/ext:UBLExtension/ext:ExtensionContent/ds:Signature)`) !== '1') {
      reglas.push('Regla: ZD06, Rechazo: El documento no está firmado.');
    }
    const impuesto = (codigo: string) =>
      t(`${raiz}/cac:TaxTotal[cac:TaxSubtotal/cac:TaxCategory/cac:TaxScheme/cbc:ID='${codigo}']/cbc:TaxAmount`) || '0.00';
    const dian = `${raiz}/ext:UBLExtensions/ext:UBLExtension/ext:ExtensionContent/sts:DianExtensions`;
    const esquemaCodigo = t(`${raiz}/cbc:UUID/@schemeName`);
    const clave =
      esquemaCodigo === 'CUFE-SHA384'
        ? await this.registro.claveTecnica(
            t(`${dian}/sts:InvoiceControl/sts:InvoiceAuthorization`),
            t(`${dian}/sts:InvoiceControl/sts:AuthorizedInvoices/sts:Prefix`),
          )
        : await this.registro.pinSoftware(t(`${dian}/sts:SoftwareProvider/sts:SoftwareID`));
    const regla = esNota ? 'CAD06' : 'FAD06';
    if (!clave) {
      reglas.push(
        esquemaCodigo === 'CUFE-SHA384'
          ? 'Regla: FAB05b, Rechazo: Número de la resolución no corresponde a una autorización de numeración vigente.'
          : 'Regla: FAB19b, Rechazo: El software no se encuentra habilitado.',
      );
      return reglas;
    }
    const ambiente = Number(t(`${raiz}/cbc:ProfileExecutionID`)) as Ambiente;
    const esperado = calcularCufe({
      numero: t(`${raiz}/cbc:ID`),
      fecha: t(`${raiz}/cbc:IssueDate`),
      hora: t(`${raiz}/cbc:IssueTime`),
      valorBruto: dinero(t(`${raiz}/cac:LegalMonetaryTotal/cbc:LineExtensionAmount`) || '0'),
      iva: dinero(impuesto('01')),
      inc: dinero(impuesto('04')),
      ica: dinero(impuesto('03')),
      total: dinero(t(`${raiz}/cac:LegalMonetaryTotal/cbc:PayableAmount`) || '0'),
      nitEmisor: sinDigitoVerificacion(t(`${raiz}/cac:AccountingSupplierParty/cac:Party/cac:PartyTaxScheme/cbc:CompanyID`)),
      documentoAdquiriente: sinDigitoVerificacion(t(`${raiz}/cac:AccountingCustomerParty/cac:Party/cac:PartyTaxScheme/cbc:CompanyID`)),
      clave,
      ambiente,
    });
    if (t(`${raiz}/cbc:UUID`) !== esperado) {
      reglas.push(
        esNota
          ? `Regla: ${regla}, Rechazo: Valor del CUDE no está calculado correctamente.`
          : `Regla: ${regla}, Rechazo: Valor del CUFE no está calculado correctamente.`,
      );
    }
    return reglas;
  }
}

function veredicto(doc: DocumentoEnviable, reglas: string[]): RespuestaDian {
  const valido = reglas.length === 0;
  return {
    codigo: valido ? '00' : '99',
    descripcion: valido ? DESCRIPCION_OK : DESCRIPCION_ERRORES,
    valido,
    reglas,
    respuestaXml: respuestaAplicacion(doc, valido, valido ? DESCRIPCION_OK : reglas.join('\n')),
    pendiente: false,
    trackId: doc.codigo,
  };
}

const procesadoAnteriormente = (trackId: string): RespuestaDian => ({
  codigo: '99',
  descripcion: DESCRIPCION_ERRORES,
  valido: false,
  reglas: [`Regla: 90, Rechazo: ${DOCUMENTO_PROCESADO_ANTERIORMENTE}.`],
  respuestaXml: null,
  pendiente: false,
  trackId,
});

const enProceso = (trackId: string): RespuestaDian => ({
  codigo: '',
  descripcion: EN_PROCESO,
  valido: false,
  reglas: [],
  respuestaXml: null,
  pendiente: true,
  trackId,
});

const escapar = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** DIAN's ApplicationResponse for a document: 02 accepted, 04 rejected. */
function respuestaAplicacion(doc: DocumentoEnviable, valido: boolean, descripcion: string): string {
  const ahora = new Date(Date.now() - 5 * 3600_000).toISOString();
  return (
    `<?xml version="1.0" encoding="UTF-8"?>` +
    `<ApplicationResponse xmlns="urn:oasis:names:specification:ubl:schema:xsd:ApplicationResponse-2" xmlns:cac="${NS.cac}" xmlns:cbc="${NS.cbc}">` +
    `<cbc:UBLVersionID>UBL 2.1</cbc:UBLVersionID><cbc:CustomizationID>1</cbc:CustomizationID>` +
    `<cbc:ProfileID>DIAN 2.1</cbc:ProfileID><cbc:ProfileExecutionID>2</cbc:ProfileExecutionID>` +
    `<cbc:ID>${randomUUID()}</cbc:ID><cbc:IssueDate>${ahora.slice(0, 10)}</cbc:IssueDate><cbc:IssueTime>${ahora.slice(11, 19)}-05:00</cbc:IssueTime>` +
    `<cac:SenderParty><cac:PartyTaxScheme><cbc:RegistrationName>Unidad Especial Dirección de Impuestos y Aduanas Nacionales</cbc:RegistrationName>` +
    `<cbc:CompanyID schemeID="4" schemeName="31">800197268</cbc:CompanyID><cac:TaxScheme><cbc:ID>01</cbc:ID><cbc:Name>IVA</cbc:Name></cac:TaxScheme></cac:PartyTaxScheme></cac:SenderParty>` +
    `<cac:ReceiverParty><cac:PartyTaxScheme><cbc:RegistrationName>${escapar(doc.nitEmisor)}</cbc:RegistrationName>` +
    `<cbc:CompanyID schemeName="31">${escapar(doc.nitEmisor)}</cbc:CompanyID><cac:TaxScheme><cbc:ID>01</cbc:ID><cbc:Name>IVA</cbc:Name></cac:TaxScheme></cac:PartyTaxScheme></cac:ReceiverParty>` +
    `<cac:DocumentResponse><cac:Response><cbc:ResponseCode>${valido ? '02' : '04'}</cbc:ResponseCode><cbc:Description>${escapar(descripcion)}</cbc:Description></cac:Response>` +
    `<cac:DocumentReference><cbc:ID>${escapar(doc.numero)}</cbc:ID><cbc:UUID schemeName="CUFE-SHA384">${doc.codigo}</cbc:UUID></cac:DocumentReference></cac:DocumentResponse>` +
    `</ApplicationResponse>`
  );
}
