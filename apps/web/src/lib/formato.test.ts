import { describe, expect, it } from 'vitest';
import { crearFormateador, leerFecha, leerFechaBogota } from './formato';

describe('formatters by the domain flag', () => {
  it('truncates money to 2 decimals with the domain grouping', () => {
    expect(crearFormateador('COP').dinero(1234567.899)).toBe('$1.234.567,89');
    expect(crearFormateador('us').dinero(1234567.899)).toBe('$1,234,567.89');
    expect(crearFormateador('COP').dinero(-5.555)).toBe('-$5,55');
    expect(crearFormateador('COP').dinero(null)).toBe('');
  });

  it('shows dates as DD/MM/YYYY and DD/MM/YYYY hh:mm a', () => {
    const f = crearFormateador('COP');
    expect(f.fecha('2026-03-09')).toBe('09/03/2026');
    expect(f.fechaHora('2026-03-09 15:07:00')).toBe('09/03/2026 03:07 pm');
    expect(leerFecha('no es fecha')).toBeUndefined();
  });

  it('reads Bogotá timestamps as that instant', () => {
    expect(leerFechaBogota('2026-03-09 19:30:00')?.toISOString()).toBe('2026-03-10T00:30:00.000Z');
  });
});
