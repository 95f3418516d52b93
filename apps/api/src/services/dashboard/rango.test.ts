import { describe, expect, it } from 'vitest';
import { partirRango, rangoDeCuerpo, rangoDePeriodo } from './rango';

// 2026-03-10 10:00 Bogotá = 15:00 UTC; at 05:00 Bogotá the business day is still the 9th.
const ahora = new Date('2026-03-10T15:00:00Z');
const madrugada = new Date('2026-03-10T10:00:00Z');

describe('dashboard periods', () => {
  it('maps the period codes to business days', () => {
    expect(rangoDePeriodo(0, ahora)).toEqual({ desde: '2026-03-10', hasta: '2026-03-10' });
    expect(rangoDePeriodo(0, madrugada)).toEqual({ desde: '2026-03-09', hasta: '2026-03-09' });
    expect(rangoDePeriodo(1, ahora)).toEqual({ desde: '2026-03-04', hasta: '2026-03-10' });
    expect(rangoDePeriodo(2, ahora)).toEqual({ desde: '2026-03-01', hasta: '2026-03-10' });
    expect(rangoDePeriodo(3, ahora)).toEqual({ desde: '2026-01-01', hasta: '2026-03-10' });
  });

  it('reads 06:00 today to 06:00 tomorrow as one business day', () => {
    expect(rangoDeCuerpo({ fecha_inicial: '2026-03-10 06:00:00', fecha_final: '2026-03-11 06:00:00' }, 0, ahora)).toEqual({
      desde: '2026-03-10',
      hasta: '2026-03-10',
    });
    expect(rangoDeCuerpo({ fecha_inicial: '2026-03-01', fecha_final: '2026-03-05' }, 0, ahora)).toEqual({
      desde: '2026-03-01',
      hasta: '2026-03-05',
    });
    expect(() => rangoDeCuerpo({ fecha_inicial: '2026-03-05', fecha_final: '2026-03-01' }, 0, ahora)).toThrow(
      'La fecha inicial no puede ser mayor a la fecha final',
    );
  });

  it('splits ranges into whole months and loose days', () => {
    expect(partirRango({ desde: '2026-01-01', hasta: '2026-03-10' })).toEqual({
      meses: { desde: '2026-01-01', hasta: '2026-02-01' },
      dias: [{ desde: '2026-03-01', hasta: '2026-03-10' }],
    });
    expect(partirRango({ desde: '2026-01-15', hasta: '2026-03-31' })).toEqual({
      meses: { desde: '2026-02-01', hasta: '2026-03-01' },
      dias: [{ desde: '2026-01-15', hasta: '2026-01-31' }],
    });
    expect(partirRango({ desde: '2026-03-04', hasta: '2026-03-10' })).toEqual({
      meses: null,
      dias: [{ desde: '2026-03-04', hasta: '2026-03-10' }],
    });
    expect(partirRango({ desde: '2026-02-01', hasta: '2026-02-28' })).toEqual({
      meses: { desde: '2026-02-01', hasta: '2026-02-01' },
      dias: [],
    });
  });
});
