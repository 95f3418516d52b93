import { describe, expect, it } from 'vitest';
import { COLOR_COMBUSTIBLE } from '@eds/contracts/operacion';
import { colorAvance, colorCombustible, colorTanque, pasoTanque, PASOS_TANQUE, porcentajeTanque } from './colores';

describe('tank fill steps', () => {
  it('has ten steps: 0–10, above 10–20 … above 90–100', () => {
    expect(PASOS_TANQUE).toHaveLength(10);
    expect([0, 10, 10.01, 20, 20.5, 55, 90, 90.1, 100].map(pasoTanque)).toEqual([0, 0, 1, 1, 2, 5, 8, 9, 9]);
    expect(colorTanque(5)).toBe(PASOS_TANQUE[0]);
    expect(colorTanque(95)).toBe(PASOS_TANQUE[9]);
  });

  it('reads the percentage of balance over capacity within 0–100', () => {
    expect(porcentajeTanque(2500, 10000)).toBe(25);
    expect(porcentajeTanque(12000, 10000)).toBe(100);
    expect(porcentajeTanque(-5, 10000)).toBe(0);
    expect(porcentajeTanque(100, 0)).toBe(0);
  });
});

describe('sales progress colour', () => {
  it('is red up to 25 %, yellow up to 50, blue up to 75, green above', () => {
    expect([0, 25, 25.01, 50, 50.5, 75, 75.01, 140].map(colorAvance)).toEqual([
      'error',
      'error',
      'warning',
      'warning',
      'info',
      'info',
      'success',
      'success',
    ]);
  });
});

describe('fuel colours', () => {
  it('follows the spec: CORRIENTE red, EXTRA blue, DIESEL yellow, GNV/GAS green, GLP grey, ADBLUE light blue', () => {
    expect(colorCombustible('GASOLINA CORRIENTE', 27)).toBe(COLOR_COMBUSTIBLE.CORRIENTE);
    expect(colorCombustible('GASOLINA EXTRA', 28)).toBe(COLOR_COMBUSTIBLE.EXTRA);
    expect(colorCombustible('ACPM DIESEL', 29)).toBe(COLOR_COMBUSTIBLE.DIESEL);
    expect(colorCombustible('ACPM', 29)).toBe(COLOR_COMBUSTIBLE.DIESEL);
    expect(colorCombustible('GAS NATURAL VEHICULAR', 30)).toBe(COLOR_COMBUSTIBLE.GNV);
    // GLP and ADBLUE share id 33: the name decides.
    expect(colorCombustible('GLP', 33)).toBe(COLOR_COMBUSTIBLE.GLP);
    expect(colorCombustible('ADBLUE', 33)).toBe(COLOR_COMBUSTIBLE.ADBLUE);
    expect(colorCombustible('COMBUSTIBLE 27', 27)).toBe(COLOR_COMBUSTIBLE.CORRIENTE);
  });
});
