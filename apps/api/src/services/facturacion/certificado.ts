import { createHash, createPrivateKey, X509Certificate, webcrypto } from 'node:crypto';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import type { ClaveFirma } from './firma';

/**
 * The signing certificate of a business: the X.509 certificate (PEM) and its private key stored as an encrypted
 * PKCS#8 PEM (AES-256-CBC under FE_CLAVE_CERTIFICADOS, the key from configuration), so a database copy alone
 * cannot sign. The demo creates a self-signed one with PKI.js on Node's WebCrypto.
 */

const motor = new pkijs.CryptoEngine({ name: 'node', crypto: webcrypto as unknown as Crypto });

export interface CertificadoGuardado {
  certificadoPem: string;
  /** Encrypted PKCS#8 PEM. */
  clavePrivadaPem: string;
}

/** Encrypts a private key (PEM or DER PKCS#8) with the configured passphrase. */
export function cifrarClave(clave: string | Buffer, frase: string): string {
  const llave =
    typeof clave === 'string'
      ? createPrivateKey({ key: clave, format: 'pem' })
      : createPrivateKey({ key: clave, format: 'der', type: 'pkcs8' });
  return llave.export({ format: 'pem', type: 'pkcs8', cipher: 'aes-256-cbc', passphrase: frase }) as string;
}

/** The key and certificate ready to sign; a wrong passphrase throws. */
export function abrirCertificado(c: CertificadoGuardado, frase: string): ClaveFirma {
  const llave = createPrivateKey({ key: c.clavePrivadaPem, format: 'pem', passphrase: frase });
  const cert = new X509Certificate(c.certificadoPem);
  return { clavePrivada: llave.export({ format: 'der', type: 'pkcs8' }), certificado: cert.raw };
}

export interface DatosCertificado {
  sujeto: string;
  emisor: string;
  serie: string;
  huella: string;
  desde: Date;
  hasta: Date;
}

export function datosCertificado(pem: string): DatosCertificado {
  const c = new X509Certificate(pem);
  return {
    sujeto: c.subject.replace(/\n/g, ', '),
    emisor: c.issuer.replace(/\n/g, ', '),
    serie: c.serialNumber,
    huella: createHash('sha256').update(c.raw).digest('hex'),
    desde: new Date(c.validFrom),
    hasta: new Date(c.validTo),
  };
}

/**
 * A certificate serial from random bytes, as DER wants it: positive (first bit 0) and minimal (first byte not 0).
 * A first byte of 0 followed by one below 0x80 is a non-minimal INTEGER that OpenSSL refuses ("illegal padding"):
 * one random serial in 256 made the demo's certificate unreadable.
 */
export function serieCertificado(aleatorios: Uint8Array): Uint8Array<ArrayBuffer> {
  const serie = new Uint8Array(aleatorios);
  serie[0] = serie[0] & 0x7f || 0x01;
  return serie;
}

/** A self-signed RSA-2048 certificate for a business (demo and tests), its key encrypted with the passphrase. */
export async function certificadoAutofirmado(
  nombre: string,
  nit: string,
  frase: string,
  ahora = new Date(),
  anos = 2,
): Promise<CertificadoGuardado> {
  const alg = { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256', publicExponent: new Uint8Array([1, 0, 1]), modulusLength: 2048 };
  const llaves = await webcrypto.subtle.generateKey(alg, true, ['sign', 'verify']);
  const cert = new pkijs.Certificate();
  cert.version = 2;
  const serie = serieCertificado(webcrypto.getRandomValues(new Uint8Array(8)));
  cert.serialNumber = new asn1js.Integer({ valueHex: serie.buffer });
  // CN, O, serialNumber (the NIT), C: the same name as subject and issuer.
  const nombreX500 = [
    ['2.5.4.3', new asn1js.Utf8String({ value: nombre })],
    ['2.5.4.10', new asn1js.Utf8String({ value: nombre })],
    ['2.5.4.5', new asn1js.PrintableString({ value: nit.replace(/[^0-9A-Za-z-]/g, '') })],
    ['2.5.4.6', new asn1js.PrintableString({ value: 'CO' })],
  ] as const;
  for (const [type, value] of nombreX500) {
    cert.subject.typesAndValues.push(new pkijs.AttributeTypeAndValue({ type, value }));
    cert.issuer.typesAndValues.push(new pkijs.AttributeTypeAndValue({ type, value }));
  }
  cert.notBefore.value = new Date(ahora.getTime() - 60_000);
  const hasta = new Date(ahora);
  hasta.setFullYear(hasta.getFullYear() + anos);
  cert.notAfter.value = hasta;
  // Key usage: digital signature and non-repudiation (bits 0 and 1), critical.
  const usos = new asn1js.BitString({ valueHex: new Uint8Array([0xc0]).buffer, unusedBits: 6 });
  cert.extensions = [new pkijs.Extension({ extnID: '2.5.29.15', critical: true, extnValue: usos.toBER(false), parsedValue: usos })];
  await cert.subjectPublicKeyInfo.importKey(llaves.publicKey, motor);
  await cert.sign(llaves.privateKey, 'SHA-256', motor);
  const der = Buffer.from(cert.toSchema(true).toBER(false));
  const pem = `-----BEGIN CERTIFICATE-----\n${der
    .toString('base64')
    .replace(/(.{64})/g, '$1\n')
    .replace(/\n$/, '')}\n-----END CERTIFICATE-----\n`;
  const pkcs8 = Buffer.from(await webcrypto.subtle.exportKey('pkcs8', llaves.privateKey));
  return { certificadoPem: pem, clavePrivadaPem: cifrarClave(pkcs8, frase) };
}
