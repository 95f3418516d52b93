import { createHash } from 'node:crypto';
import { aTexto } from '../../lib/decimal';

/** DIAN environment: 1 production, 2 test (habilitación). */
export type Ambiente = 1 | 2;

/**
 * The fields of DIAN's unique code (CUFE for invoices, CUDE for notes and contingency transcriptions), in the
 * annex's order. Amounts are integer cents: they are written with two decimals, `.` point and no thousands
 * separator (cents are already truncated, so nothing is rounded here).
 */
export interface CamposCufe {
  /** Prefix + consecutive, e.g. SETP990000001. */
  numero: string;
  /** YYYY-MM-DD. */
  fecha: string;
  /** HH:MM:SS-05:00. */
  hora: string;
  /** Line extension amount (before taxes), cents. */
  valorBruto: number;
  /** Tax totals by DIAN code, cents (missing = 0.00). */
  iva: number;
  inc: number;
  ica: number;
  /** Payable amount, cents. */
  total: number;
  /** Issuer and buyer identification, without check digit. */
  nitEmisor: string;
  documentoAdquiriente: string;
  /** ClTec (invoices) or the software PIN (notes, contingency). */
  clave: string;
  ambiente: Ambiente;
}

/** Money as the CUFE and the XML write it: 1500000.00. */
export const montoDian = (centavos: number): string => aTexto(centavos, 2);

/** The chain the CUFE hashes, exactly as DOMAIN.md orders it (kept visible for tests and support). */
export function cadenaCufe(c: CamposCufe): string {
  return [
    c.numero,
    c.fecha,
    c.hora,
    montoDian(c.valorBruto),
    '01',
    montoDian(c.iva),
    '04',
    montoDian(c.inc),
    '03',
    montoDian(c.ica),
    montoDian(c.total),
    c.nitEmisor,
    c.documentoAdquiriente,
    c.clave,
    String(c.ambiente),
  ].join('');
}

const sha384 = (texto: string) => createHash('sha384').update(texto, 'utf8').digest('hex');

/** CUFE: SHA-384 (lowercase hex, 96 characters) of the chain with the resolution's technical key. */
export const calcularCufe = (c: CamposCufe): string => sha384(cadenaCufe(c));

/** CUDE: the same chain with the software PIN in place of the technical key. */
export const calcularCude = (c: Omit<CamposCufe, 'clave'> & { pin: string }): string => sha384(cadenaCufe({ ...c, clave: c.pin }));

/** SoftwareSecurityCode = SHA-384(SoftwareID + PIN + NumFac). */
export const codigoSeguridadSoftware = (softwareId: string, pin: string, numero: string): string => sha384(`${softwareId}${pin}${numero}`);

/** DIAN's public lookup of a document by its CUFE/CUDE (the QR's link). */
export function enlaceConsulta(cufe: string, ambiente: Ambiente): string {
  const host = ambiente === 1 ? 'catalogo-vpfe.dian.gov.co' : 'catalogo-vpfe-hab.dian.gov.co';
  return `https://${host}/document/searchqr?documentkey=${cufe}`;
}

/** Identification without DIAN check digit: "900123456-7" → "900123456"; dots and spaces go. */
export function sinDigitoVerificacion(id: string): string {
  return id.replace(/[.\s]/g, '').split('-')[0];
}

/** DIAN's check digit (DV) of a NIT, modulo 11 with DIAN's prime weights. */
export function digitoVerificacion(nit: string): string {
  const pesos = [3, 7, 13, 17, 19, 23, 29, 37, 41, 43, 47, 53, 59, 67, 71];
  const digitos = sinDigitoVerificacion(nit).replace(/\D/g, '').split('').reverse();
  const suma = digitos.reduce((s, d, i) => s + Number(d) * pesos[i], 0);
  const r = suma % 11;
  return String(r > 1 ? 11 - r : r);
}
