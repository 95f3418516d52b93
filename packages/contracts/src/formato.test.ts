import { describe, expect, it } from 'vitest';
import { fechaServidor, formatearDinero, formatearFecha, formatearFechaHora, formatearNumero, truncar } from './formato';

describe('number formatting', () => {
  it('truncates to two decimals instead of rounding', () => {
    expect(truncar(10.999)).toBe(10.99);
    expect(truncar('1234.567')).toBe(1234.56);
    expect(truncar(-2.459)).toBe(-2.45);
    expect(truncar(0.1 + 0.2)).toBe(0.3);
    expect(truncar('abc')).toBe(0);
  });

  it('groups by the domain flag: COP German style, mx and us', () => {
    expect(formatearNumero(1234567.899, 'COP')).toBe('1.234.567,89');
    expect(formatearNumero(1234567.899, 'mx')).toBe('1,234,567.89');
    expect(formatearNumero(1234567.899, 'us')).toBe('1,234,567.89');
  });

  it('shows money with a dollar sign and two truncated decimals', () => {
    expect(formatearDinero(15999.999)).toBe('$15.999,99');
    expect(formatearDinero(-500)).toBe('-$500,00');
    expect(formatearDinero('0')).toBe('$0,00');
  });
});

describe('date formatting', () => {
  const fecha = new Date(2026, 0, 5, 15, 7, 9);
  it('uses DD/MM/YYYY, DD/MM/YYYY hh:mm a and the server format', () => {
    expect(formatearFecha(fecha)).toBe('05/01/2026');
    expect(formatearFechaHora(fecha)).toBe('05/01/2026 03:07 pm');
    expect(formatearFechaHora(new Date(2026, 0, 5, 0, 30))).toBe('05/01/2026 12:30 am');
    expect(fechaServidor(fecha)).toBe('2026-01-05 15:07:09');
  });
});
