import { describe, expect, it } from 'vitest';
import {
  cadenaCufe,
  calcularCude,
  calcularCufe,
  codigoSeguridadSoftware,
  digitoVerificacion,
  enlaceConsulta,
  montoDian,
  sinDigitoVerificacion,
  type CamposCufe,
} from '../src/services/facturacion/cufe';

/** DIAN's technical annex vector (DOMAIN.md). */
const ANEXO: CamposCufe = {
  numero: '323200000129',
  fecha: '2019-01-16',
  hora: '10:53:10-05:00',
  valorBruto: 150_000_000,
  iva: 28_500_000,
  inc: 0,
  ica: 0,
  total: 178_500_000,
  nitEmisor: '700085371',
  documentoAdquiriente: '800199436',
  clave: '693ff6f2a553c3646a063436fd4dd9ded0311471',
  ambiente: 1,
};

describe('CUFE and CUDE', () => {
  it('the annex vector gives the annex CUFE', () => {
    expect(cadenaCufe(ANEXO)).toBe(
      '3232000001292019-01-1610:53:10-05:001500000.00' +
        '01285000.00040.00030.001785000.00700085371800199436693ff6f2a553c3646a063436fd4dd9ded03114711',
    );
    expect(calcularCufe(ANEXO)).toBe('8bb918b19ba22a694f1da11c643b5e9de39adf60311cf179179e9b33381030bcd4c3c3f156c506ed5908f9276f5bd9b4');
  });

  it('the CUDE is the same chain with the software PIN in place of the technical key', () => {
    const { clave, ...resto } = ANEXO;
    expect(calcularCude({ ...resto, pin: clave })).toBe(calcularCufe(ANEXO));
    const cude = calcularCude({ ...resto, pin: '12345' });
    expect(cude).toMatch(/^[0-9a-f]{96}$/);
    expect(cude).not.toBe(calcularCufe(ANEXO));
    expect(cude).toBe(calcularCufe({ ...ANEXO, clave: '12345' }));
  });

  it('every field counts: one cent or the environment changes the code', () => {
    expect(calcularCufe({ ...ANEXO, total: ANEXO.total + 1 })).not.toBe(calcularCufe(ANEXO));
    expect(calcularCufe({ ...ANEXO, ambiente: 2 })).not.toBe(calcularCufe(ANEXO));
  });

  it('amounts have two decimals, a point and no thousands separator', () => {
    expect(montoDian(0)).toBe('0.00');
    expect(montoDian(5)).toBe('0.05');
    expect(montoDian(123_456_789)).toBe('1234567.89');
  });

  it('software security code, lookup link, NIT without and with check digit', () => {
    expect(codigoSeguridadSoftware('sw', '123', 'SETP1')).toMatch(/^[0-9a-f]{96}$/);
    expect(enlaceConsulta('abc', 1)).toBe('https://catalogo-vpfe.dian.gov.co/document/searchqr?documentkey=abc');
    expect(enlaceConsulta('abc', 2)).toBe('https://catalogo-vpfe-hab.dian.gov.co/document/searchqr?documentkey=abc');
    expect(sinDigitoVerificacion('900.373.115-0')).toBe('900373115');
    // DIAN's own NIT 800197268 has check digit 4.
    expect(digitoVerificacion('800197268')).toBe('4');
  });
});
