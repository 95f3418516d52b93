import { describe, expect, it } from 'vitest';
import { serieCertificado } from './certificado';

describe('serieCertificado', () => {
  it('makes a positive, minimal DER serial whatever the random bytes', () => {
    for (const primero of [0x00, 0x01, 0x7f, 0x80, 0xff]) {
      const aleatorios = Uint8Array.from([primero, 0x05, 0x06, 0x07, 0x08, 0x09, 0x0a, 0x0b]);
      const serie = serieCertificado(aleatorios);
      // Not 0 (a leading zero byte before one below 0x80 is "illegal padding" for OpenSSL) and not negative.
      expect(serie[0]).toBeGreaterThanOrEqual(0x01);
      expect(serie[0]).toBeLessThanOrEqual(0x7f);
      expect([...serie.slice(1)]).toEqual([...aleatorios.slice(1)]);
    }
    expect(serieCertificado(Uint8Array.from([0x00, 0x05]))[0]).toBe(0x01);
    expect(serieCertificado(Uint8Array.from([0x80, 0x05]))[0]).toBe(0x01);
    expect(serieCertificado(Uint8Array.from([0xc3, 0x05]))[0]).toBe(0x43);
  });
});
