import { randomUUID, webcrypto } from 'node:crypto';
import { DOMImplementation, DOMParser, XMLSerializer } from '@xmldom/xmldom';
import * as xadesjs from 'xadesjs';
import xpath from 'xpath';
import { NS } from './ubl';

/**
 * XAdES-EPES signature of DIAN documents with xadesjs (PeculiarVentures, on Node's WebCrypto): RSA-SHA256,
 * inclusive C14N, three references (the document with the enveloped transform, the KeyInfo and the
 * SignedProperties), SignedProperties with SigningTime, SigningCertificate, DIAN's policy v2 and the supplier
 * role. The signature goes into the second UBLExtension, whose ExtensionContent the builder left empty.
 */

xadesjs.setNodeDependencies({ DOMParser, XMLSerializer, DOMImplementation, xpath });
xadesjs.Application.setEngine('NodeJS', webcrypto as unknown as Crypto);

/** DIAN's signature policy v2: identifier, description and the SHA-256 digest DIAN publishes for it. */
export const POLITICA_DIAN = {
  url: 'https://facturaelectronica.dian.gov.co/politicadefirma/v2/politicadefirmav2.pdf',
  descripcion: 'Política de firma para facturas electrónicas de la República de Colombia.',
  hash: 'dMoMvtcG5aIzgYo0tIsSQeVJBDnUnfSOfBpxXrmor0Y=',
} as const;

const C14N = 'http://www.w3.org/TR/2001/REC-xml-c14n-20010315';
const RSA = { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' } as const;

export interface ClaveFirma {
  /** PKCS#8 DER of the private key. */
  clavePrivada: Buffer;
  /** DER of the X.509 certificate. */
  certificado: Buffer;
}

/** Signs a document built by `construirDocumento`: answers the signed XML. */
export async function firmarDocumento(xml: string, clave: ClaveFirma, instante = new Date()): Promise<string> {
  const doc = xadesjs.Parse(xml);
  const contenedores = doc.getElementsByTagNameNS(NS.ext, 'ExtensionContent');
  const destino = contenedores.item(1);
  if (!destino || destino.childNodes.length > 0) throw new Error('El documento no tiene la extensión de la firma vacía');

  const llave = await webcrypto.subtle.importKey('pkcs8', clave.clavePrivada, RSA, false, ['sign']);
  const certificado = clave.certificado.toString('base64');
  const id = `xmldsig-${randomUUID()}`;
  const firmador = new xadesjs.SignedXml();
  firmador.XmlSignature.Id = id;
  firmador.XmlSignature.KeyInfo.Id = `${id}-keyinfo`;
  firmador.XmlSignature.SignedInfo.CanonicalizationMethod.Algorithm = C14N;
  firmador.SignedProperties.Id = `${id}-signedprops`;

  const firma = await firmador.Sign(RSA, llave, doc, {
    x509: [certificado],
    references: [
      { id: `${id}-ref0`, uri: '', hash: 'SHA-256', transforms: ['enveloped'] },
      { uri: `#${id}-keyinfo`, hash: 'SHA-256' },
    ],
    signingCertificate: { certificate: certificado, digestAlgorithm: 'SHA-256' },
    signingTime: { value: instante },
    policy: {
      hash: 'SHA-256',
      identifier: { value: POLITICA_DIAN.url, description: POLITICA_DIAN.descripcion },
      digestValue: POLITICA_DIAN.hash,
    },
    signerRole: { claimed: ['supplier'] },
  });
  const nodo = firma.GetXml();
  if (!nodo) throw new Error('No se pudo generar la firma');
  destino.appendChild(doc.importNode(nodo, true));
  const texto = new XMLSerializer().serializeToString(doc as never);
  return texto.startsWith('<?xml') ? texto : `<?xml version="1.0" encoding="UTF-8" standalone="no"?>${texto}`;
}
