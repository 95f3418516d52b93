import { describe, expect, it } from 'vitest';
import { MENSAJES_OPERACION as M } from '@eds/contracts/mensajes-operacion';
import { aforoCilindroHorizontal, revisarAforo, volumenDeAltura } from './aforo';

const tabla = [
  { altura_mm: 100, volumen: 50 },
  { altura_mm: 1000, volumen: 2000 },
  { altura_mm: 2000, volumen: 5000 },
];

describe('calibration chart', () => {
  it('interpolates linearly between the surrounding points', () => {
    expect(volumenDeAltura(tabla, 1000)).toBe(2000);
    expect(volumenDeAltura(tabla, 1500)).toBe(3500);
    expect(volumenDeAltura(tabla, 550)).toBe(1025);
    expect(volumenDeAltura(tabla, 2000)).toBe(5000);
  });

  it('scales from zero below the first point and has no answer above the last', () => {
    expect(volumenDeAltura(tabla, 50)).toBe(25);
    expect(volumenDeAltura(tabla, 0)).toBe(0);
    expect(volumenDeAltura(tabla, 2000.1)).toBeNull();
    expect(volumenDeAltura(tabla, -1)).toBeNull();
  });

  it('checks that heights increase and volumes do not decrease', () => {
    expect(revisarAforo(tabla)).toBeNull();
    expect(revisarAforo([tabla[0]])).toBe(M.aforoMinimo);
    expect(revisarAforo([tabla[1], tabla[0]])).toBe(M.alturasCrecientes);
    expect(
      revisarAforo([
        { altura_mm: 1, volumen: 10 },
        { altura_mm: 2, volumen: 9 },
      ]),
    ).toBe(M.volumenesNoDecrecientes);
  });

  it('builds the chart of a horizontal cylinder: half the height holds half the capacity', () => {
    const puntos = aforoCilindroHorizontal(12_000, 2400, 100);
    expect(revisarAforo(puntos)).toBeNull();
    expect(volumenDeAltura(puntos, 1200)).toBeCloseTo(6000, 0);
    expect(puntos[puntos.length - 1]).toEqual({ altura_mm: 2400, volumen: 12_000 });
  });
});
