import { describe, expect, it } from 'vitest';
import {
  diaOperativo,
  esFechaHoraValida,
  horaLocal,
  inicioMes,
  instanteBogota,
  sumarDias,
  textoBogota,
  ventanaDiaOperativo,
} from './dia-operativo';

describe('diaOperativo', () => {
  it('files the hours before 06:00 under the previous day', () => {
    expect(diaOperativo('2025-03-02 05:59:59')).toBe('2025-03-01');
    expect(diaOperativo('2025-03-02 06:00:00')).toBe('2025-03-02');
    expect(diaOperativo('2025-03-01 00:00:00')).toBe('2025-02-28');
    expect(diaOperativo('2024-03-01 00:30:00')).toBe('2024-02-29');
    expect(diaOperativo('2025-01-01 03:00:00')).toBe('2024-12-31');
  });

  it('takes an instant in Bogotá time (UTC−5)', () => {
    expect(diaOperativo(new Date('2025-03-02T10:59:59Z'))).toBe('2025-03-01');
    expect(diaOperativo(new Date('2025-03-02T11:00:00Z'))).toBe('2025-03-02');
  });

  it('follows a company cycle that starts at another time', () => {
    expect(diaOperativo('2025-03-02 05:00:00', 0)).toBe('2025-03-02');
    expect(diaOperativo('2025-03-02 21:59:00', 22 * 60)).toBe('2025-03-01');
    expect(diaOperativo('2025-03-02 22:00:00', 22 * 60)).toBe('2025-03-02');
  });

  it('gives the real window of a day and its local texts', () => {
    const v = ventanaDiaOperativo('2025-03-01');
    expect(v.desde.toISOString()).toBe('2025-03-01T11:00:00.000Z');
    expect(v.hasta.toISOString()).toBe('2025-03-02T11:00:00.000Z');
    expect(v.desdeLocal).toBe('2025-03-01 06:00:00');
    expect(v.hastaLocal).toBe('2025-03-02 06:00:00');
  });

  it('converts between instants and Bogotá texts', () => {
    expect(instanteBogota('2025-03-01 06:00:00').toISOString()).toBe('2025-03-01T11:00:00.000Z');
    expect(textoBogota(new Date('2025-03-01T11:00:00Z'))).toBe('2025-03-01 06:00:00');
    expect(horaLocal('2025-03-01 23:15:00')).toBe(23);
    expect(horaLocal(new Date('2025-03-01T04:15:00Z'))).toBe(23);
    expect(inicioMes('2025-03-17')).toBe('2025-03-01');
    expect(sumarDias('2024-02-28', 2)).toBe('2024-03-01');
  });

  it('checks calendar dates', () => {
    expect(esFechaHoraValida('2025-02-28 23:59:59')).toBe(true);
    expect(esFechaHoraValida('2025-02-29 10:00:00')).toBe(false);
    expect(esFechaHoraValida('2025-13-01 10:00:00')).toBe(false);
    expect(esFechaHoraValida('2025-01-01 24:00:00')).toBe(false);
    expect(esFechaHoraValida('ayer')).toBe(false);
  });
});
