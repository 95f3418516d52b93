import { createPrivateKey, randomUUID } from 'node:crypto';
import { DOMParser } from '@xmldom/xmldom';
import { strToU8, zipSync } from 'fflate';
import { SignedXml } from 'xml-crypto';
import type { ClaveFirma } from './firma';
import { ProveedorNoDisponible, type DocumentoEnviable, type ProveedorFe, type RangoNumeracion, type RespuestaDian } from './proveedor';

/**
 * DIAN's SOAP web services (WcfDianCustomerServices, SOAP 1.2 with WS-Addressing): SendBillSync sends the signed
 * document zipped and base64 encoded, GetStatus asks by track id (CUFE/CUDE). Every call carries WS-Security: a
 * timestamp, the business's certificate as BinarySecurityToken and an RSA-SHA256 signature (exclusive C14N) over
 * wsa:To, made with xml-crypto. The transport is injectable: tests check the envelope without a network.
 */

export const DIAN_URL = {
  1: 'https://vpfe.dian.gov.co/WcfDianCustomerServices.svc',
  2: 'https://vpfe-hab.dian.gov.co/WcfDianCustomerServices.svc',
} as const;

const NS_SOAP = 'http://www.w3.org/2003/05/soap-envelope';
const NS_WCF = 'http://wcf.dian.colombia';
const NS_WSA = 'http://www.w3.org/2005/08/addressing';
const NS_WSSE = 'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd';
const NS_WSU = 'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-utility-1.0.xsd';
const X509V3 = 'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-x509-token-profile-1.0#X509v3';
const BASE64 = 'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-soap-message-security-1.0#Base64Binary';
const EXC_C14N = 'http://www.w3.org/2001/10/xml-exc-c14n#';

export type Transporte = (url: string, accion: string, sobre: string) => Promise<string>;

/** HTTP POST of a SOAP 1.2 envelope (the action goes in the content type). */
export const transporteHttp: Transporte = async (url, accion, sobre) => {
  let r: Response;
  try {
    r = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': `application/soap+xml;charset=UTF-8;action="${accion}"` },
      body: sobre,
      signal: AbortSignal.timeout(60_000),
    });
  } catch (err) {
    throw new ProveedorNoDisponible(`No hubo conexión con DIAN: ${(err as Error).message}`);
  }
  const texto = await r.text();
  if (!r.ok && !texto.includes('Envelope')) throw new ProveedorNoDisponible(`DIAN respondió ${r.status}`);
  return texto;
};

const accion = (metodo: string) => `${NS_WCF}/IWcfDianCustomerServices/${metodo}`;
const escapar = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The signed SOAP envelope of one call; `cuerpo` is the wcf: element of the body. */
export function sobreFirmado(metodo: string, cuerpo: string, url: string, clave: ClaveFirma, ahora = new Date()): string {
  const idToken = `X509-${randomUUID()}`;
  const idTo = `id-${randomUUID()}`;
  const expira = new Date(ahora.getTime() + 60_000);
  const sobre =
    `<soap:Envelope xmlns:soap="${NS_SOAP}" xmlns:wcf="${NS_WCF}">` +
    `<soap:Header xmlns:wsa="${NS_WSA}">` +
    `<wsse:Security soap:mustUnderstand="true" xmlns:wsse="${NS_WSSE}" xmlns:wsu="${NS_WSU}">` +
    `<wsu:Timestamp wsu:Id="TS-${randomUUID()}"><wsu:Created>${ahora.toISOString()}</wsu:Created><wsu:Expires>${expira.toISOString()}</wsu:Expires></wsu:Timestamp>` +
    `<wsse:BinarySecurityToken EncodingType="${BASE64}" ValueType="${X509V3}" wsu:Id="${idToken}">${clave.certificado.toString('base64')}</wsse:BinarySecurityToken>` +
    `</wsse:Security>` +
    `<wsa:Action>${accion(metodo)}</wsa:Action>` +
    `<wsa:To wsu:Id="${idTo}" xmlns:wsu="${NS_WSU}">${escapar(url)}</wsa:To>` +
    `</soap:Header>` +
    `<soap:Body>${cuerpo}</soap:Body>` +
    `</soap:Envelope>`;
  const firma = new SignedXml({
    idMode: 'wssecurity',
    privateKey: createPrivateKey({ key: clave.clavePrivada, format: 'der', type: 'pkcs8' }),
    signatureAlgorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
    canonicalizationAlgorithm: EXC_C14N,
    getKeyInfoContent: () =>
      `<wsse:SecurityTokenReference xmlns:wsse="${NS_WSSE}"><wsse:Reference URI="#${idToken}" ValueType="${X509V3}"/></wsse:SecurityTokenReference>`,
  });
  firma.addReference({
    xpath: `//*[local-name(.)='To' and namespace-uri(.)='${NS_WSA}']`,
    transforms: [EXC_C14N],
    digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
    inclusiveNamespacesPrefixList: ['soap', 'wcf'],
  });
  firma.computeSignature(sobre, {
    prefix: 'ds',
    location: { reference: `//*[local-name(.)='Security' and namespace-uri(.)='${NS_WSSE}']`, action: 'append' },
  });
  return firma.getSignedXml();
}

/** The zip DIAN expects: one entry named after the document. */
export function comprimir(nombre: string, xml: string): Uint8Array {
  return zipSync({ [`${nombre}.xml`]: strToU8(xml) }, { level: 6 });
}

/** DIAN's file name: face_f{NIT 10 digits}{number in hex, 10 digits}, the same for the zip. */
export function nombreArchivo(doc: DocumentoEnviable): string {
  const consecutivo = BigInt(/\d+$/.exec(doc.numero)?.[0] ?? '0');
  return `face_f${doc.nitEmisor.padStart(10, '0')}${consecutivo.toString(16).padStart(10, '0')}`;
}

/** Reads DianResponse (SendBillSync, GetStatus) from a SOAP answer. */
export function leerRespuesta(xml: string): RespuestaDian {
  const doc = new DOMParser().parseFromString(xml, 'text/xml');
  const falla = doc.getElementsByTagNameNS(NS_SOAP, 'Fault').item(0);
  if (falla) throw new ProveedorNoDisponible(`DIAN respondió un error SOAP: ${falla.textContent?.trim().slice(0, 300) ?? ''}`);
  const primero = (nombre: string) => {
    const todos = doc.getElementsByTagName('*');
    for (let i = 0; i < todos.length; i++) if (todos.item(i)!.localName === nombre) return todos.item(i)!;
    return null;
  };
  const texto = (nombre: string) => primero(nombre)?.textContent?.trim() ?? '';
  if (!primero('StatusCode') && !primero('IsValid')) throw new ProveedorNoDisponible('La respuesta de DIAN no trae DianResponse');
  const errores = primero('ErrorMessage');
  const reglas: string[] = [];
  if (errores) {
    for (let i = 0; i < errores.childNodes.length; i++) {
      const t = errores.childNodes.item(i)?.textContent?.trim();
      if (t) reglas.push(t);
    }
  }
  const base64 = texto('XmlBase64Bytes');
  return {
    codigo: texto('StatusCode'),
    descripcion: texto('StatusDescription') || texto('StatusMessage'),
    valido: texto('IsValid') === 'true',
    reglas,
    respuestaXml: base64 ? Buffer.from(base64, 'base64').toString('utf8') : null,
    pendiente: false,
    trackId: texto('XmlDocumentKey') || null,
  };
}

/**
 * Reads GetNumberingRange's NumberRangeResponseList: OperationCode 100 lists the ranges (ResolutionNumber,
 * ResolutionDate, Prefix, FromNumber, ToNumber, ValidDateFrom, ValidDateTo, TechnicalKey); other codes list none.
 */
export function leerRangos(xml: string): RangoNumeracion[] {
  const doc = new DOMParser().parseFromString(xml, 'text/xml');
  const falla = doc.getElementsByTagNameNS(NS_SOAP, 'Fault').item(0);
  if (falla) throw new ProveedorNoDisponible(`DIAN respondió un error SOAP: ${falla.textContent?.trim().slice(0, 300) ?? ''}`);
  const lista = doc.getElementsByTagName('*');
  const todos = Array.from({ length: lista.length }, (_, i) => lista.item(i)!);
  const codigo = todos.find((e) => e.localName === 'OperationCode')?.textContent?.trim();
  if (codigo === undefined) throw new ProveedorNoDisponible('La respuesta de DIAN no trae NumberRangeResponseList');
  if (codigo !== '100') return [];
  return todos
    .filter((e) => e.localName === 'NumberRangeResponse')
    .map((r) => {
      const hijo = (nombre: string) => {
        for (let i = 0; i < r.childNodes.length; i++) {
          const n = r.childNodes.item(i) as unknown as { localName?: string; textContent?: string | null };
          if (n.localName === nombre) return n.textContent?.trim() ?? '';
        }
        return '';
      };
      return {
        numero: hijo('ResolutionNumber'),
        fechaResolucion: hijo('ResolutionDate').slice(0, 10),
        prefijo: hijo('Prefix'),
        desde: Number(hijo('FromNumber')),
        hasta: Number(hijo('ToNumber')),
        fechaInicio: hijo('ValidDateFrom').slice(0, 10),
        fechaFin: hijo('ValidDateTo').slice(0, 10),
        claveTecnica: hijo('TechnicalKey'),
      };
    });
}

/** One business's DIAN registration as the SOAP calls use it: the address of its environment and its signing key. */
export interface IdentidadDian {
  url: string;
  clave: ClaveFirma;
}

/**
 * The SOAP adapter. Each call is made with the registration of the business it names (`identidad`): that business's
 * certificate is the BinarySecurityToken and signs the call, and its environment decides the address — never the
 * registration of another business of the installation.
 */
export class ProveedorDianSoap implements ProveedorFe {
  readonly nombre = 'dian';

  constructor(
    private readonly identidad: (negocioId: number) => Promise<IdentidadDian>,
    private readonly transporte: Transporte = transporteHttp,
  ) {}

  private async llamar<T>(negocioId: number, metodo: string, cuerpo: string, leer: (xml: string) => T): Promise<T> {
    const { url, clave } = await this.identidad(negocioId);
    const sobre = sobreFirmado(metodo, cuerpo, url, clave);
    return leer(await this.transporte(url, accion(metodo), sobre));
  }

  async enviar(doc: DocumentoEnviable): Promise<RespuestaDian> {
    const nombre = nombreArchivo(doc);
    const zip = Buffer.from(comprimir(nombre, doc.xml)).toString('base64');
    return this.llamar(
      doc.negocioId,
      'SendBillSync',
      `<wcf:SendBillSync><wcf:fileName>${nombre.replace(/^face_f/, 'z')}.zip</wcf:fileName><wcf:contentFile>${zip}</wcf:contentFile></wcf:SendBillSync>`,
      leerRespuesta,
    );
  }

  async estado(trackId: string, negocioId: number): Promise<RespuestaDian> {
    return this.llamar(
      negocioId,
      'GetStatus',
      `<wcf:GetStatus><wcf:trackId>${escapar(trackId)}</wcf:trackId></wcf:GetStatus>`,
      leerRespuesta,
    );
  }

  async reenviar(doc: DocumentoEnviable): Promise<RespuestaDian> {
    return this.enviar(doc);
  }

  async rangosNumeracion(nit: string, softwareId: string, negocioId: number): Promise<RangoNumeracion[]> {
    const cuerpo =
      `<wcf:GetNumberingRange><wcf:accountCode>${escapar(nit)}</wcf:accountCode><wcf:accountCodeT>${escapar(nit)}</wcf:accountCodeT>` +
      `<wcf:softwareCode>${escapar(softwareId)}</wcf:softwareCode></wcf:GetNumberingRange>`;
    return this.llamar(negocioId, 'GetNumberingRange', cuerpo, leerRangos);
  }
}
