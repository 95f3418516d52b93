import { describe, expect, it } from 'vitest';
import { aEntero, aTexto, impuestoIncluido, multiplicar, porcentaje } from './decimal';

describe('fixed-point decimals', () => {
  it('parses numbers and texts into scaled integers, rounding half away from zero', () => {
    expect(aEntero('16190.00', 2)).toBe(1_619_000);
    expect(aEntero(4.5, 3)).toBe(4500);
    expect(aEntero('0.0005', 3)).toBe(1);
    expect(aEntero('0.0004', 3)).toBe(0);
    expect(aEntero('-1.005', 2)).toBe(-101);
    expect(() => aEntero('1,5', 2)).toThrow(RangeError);
  });

  it('prints scaled integers back as decimal texts', () => {
    expect(aTexto(1_619_000, 2)).toBe('16190.00');
    expect(aTexto(5, 3)).toBe('0.005');
    expect(aTexto(-120, 2)).toBe('-1.20');
  });

  it('multiplies gallons by a price without float drift', () => {
    // 3.147 gal × $15,890.00 = $50,005.83 (50005.83 exactly: 3147 × 1589000 / 1000 = 5000583 cents)
    expect(multiplicar(3147, 1_589_000)).toBe(5_000_583);
    expect(multiplicar(1, 1)).toBe(0);
    expect(multiplicar(500, 1)).toBe(1);
  });

  it('takes percentages and included taxes', () => {
    expect(porcentaje(10_000, '19')).toBe(1900);
    // $11,900 with 19 % VAT included: base $10,000, tax $1,900.
    expect(impuestoIncluido(1_190_000, '19')).toBe(190_000);
    expect(impuestoIncluido(100, '19')).toBe(16);
  });
});
