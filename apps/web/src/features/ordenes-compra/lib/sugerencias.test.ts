import { describe, expect, it } from 'vitest';
import { aplicarSugerencias } from './sugerencias';

describe('aplicarSugerencias', () => {
  it('fills an empty form with the suggested products and drops the empty line', () => {
    const r = aplicarSugerencias(
      [{ producto_id: null, cantidad: null, costo: null, iva_pct: 19 }],
      [
        { producto_id: 7, cantidad: 12, costo: 1500 },
        { producto_id: 9, cantidad: 3.5, costo: 800 },
      ],
      19,
    );
    expect(r).toEqual([
      { producto_id: 7, cantidad: 12, costo: 1500, iva_pct: 19 },
      { producto_id: 9, cantidad: 3.5, costo: 800, iva_pct: 19 },
    ]);
  });

  it('updates the lines of suggested products in place, keeps the others and their tax', () => {
    const r = aplicarSugerencias(
      [
        { producto_id: 4, cantidad: 2, costo: 100, iva_pct: 5 },
        { producto_id: 7, cantidad: 1, costo: 1, iva_pct: 0 },
      ],
      [{ producto_id: 7, cantidad: 12, costo: 1500 }],
      19,
    );
    expect(r).toEqual([
      { producto_id: 4, cantidad: 2, costo: 100, iva_pct: 5 },
      { producto_id: 7, cantidad: 12, costo: 1500, iva_pct: 0 },
    ]);
  });

  it('leaves out suggestions of nothing to order, and leaves the lines alone when nothing is suggested', () => {
    const lineas = [{ producto_id: null, cantidad: null, costo: null, iva_pct: 19 }];
    expect(aplicarSugerencias(lineas, [{ producto_id: 7, cantidad: 0, costo: 1500 }], 19)).toEqual(lineas);
    expect(aplicarSugerencias(lineas, [], 19)).toEqual(lineas);
  });
});
