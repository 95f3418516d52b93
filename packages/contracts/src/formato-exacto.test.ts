import { describe, expect, it } from 'vitest';
import { formatearDineroExacto, formatearNumeroExacto, truncarExacto } from './formato-exacto';

describe('exact truncation', () => {
  it('never loses a cent to float drift', () => {
    expect(truncarExacto(1234567.89)).toBe(1234567.89);
    expect(truncarExacto(0.29)).toBe(0.29);
    expect(truncarExacto('4.35')).toBe(4.35);
    expect(formatearDineroExacto(1234567.89)).toBe('$1.234.567,89');
  });

  it('truncates instead of rounding', () => {
    expect(truncarExacto(1234567.899)).toBe(1234567.89);
    expect(truncarExacto(-5.559)).toBe(-5.55);
    expect(truncarExacto(1.005)).toBe(1);
    expect(formatearDineroExacto(-5.559)).toBe('-$5,55');
  });

  it('groups by the domain flag', () => {
    expect(formatearNumeroExacto(1234567.899, 'COP')).toBe('1.234.567,89');
    expect(formatearNumeroExacto(1234567.899, 'us')).toBe('1,234,567.89');
    expect(formatearNumeroExacto(1234567.899, 'mx')).toBe('1,234,567.89');
    expect(formatearNumeroExacto('abc')).toBe('0,00');
  });
});
