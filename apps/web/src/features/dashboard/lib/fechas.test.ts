import { describe, expect, it } from 'vitest';
import { inicioCicloMin, rangoHoy, ventanaIndicadores } from './fechas';

// 2026-03-10 05:30 and 07:15 in Bogotá (UTC−5).
const antesDeLasSeis = new Date('2026-03-10T10:30:00Z');
const despues = new Date('2026-03-10T12:15:00Z');

describe('dashboard dates', () => {
  it('reads the cycle start, 06:00 by default', () => {
    expect(inicioCicloMin(undefined)).toBe(360);
    expect(inicioCicloMin({ fecha_inicio: '05:30:00' })).toBe(330);
    expect(inicioCicloMin({ fecha_inicio: 'raro' })).toBe(360);
  });

  it('asks the indicators for 06:00:00 of the business day to 06:00:00 of the next', () => {
    expect(ventanaIndicadores(undefined, despues)).toEqual({ fechaInicial: '2026-03-10 06:00:00', fechaFinal: '2026-03-11 06:00:00' });
    expect(ventanaIndicadores({ fecha_inicio: '06:00:00' }, antesDeLasSeis)).toEqual({
      fechaInicial: '2026-03-09 06:00:00',
      fechaFinal: '2026-03-10 06:00:00',
    });
  });

  it('gives the start and end of today for the manual sales', () => {
    expect(rangoHoy(antesDeLasSeis)).toEqual({ fechaInicial: '2026-03-10 00:00:00', fechaFinal: '2026-03-10 23:59:59' });
  });
});
