import { describe, expect, it } from 'vitest';
import { aplicarOrden, CLAVE_ORDEN, guardarOrden, leerOrden, mover } from './orden-widgets';
import { columnasDe, WIDGETS, widgetsDelUsuario } from './widgets';

describe('widget order', () => {
  it('keeps the stored order in session storage and reads back only ids', () => {
    expect(leerOrden()).toEqual([]);
    guardarOrden([21, 20, 29]);
    expect(sessionStorage.getItem(CLAVE_ORDEN)).toBe('[21,20,29]');
    expect(leerOrden()).toEqual([21, 20, 29]);
    sessionStorage.setItem(CLAVE_ORDEN, '{no es json');
    expect(leerOrden()).toEqual([]);
  });

  it('puts stored widgets first in their order and new ones after, in their default place', () => {
    const visibles = widgetsDelUsuario([{ id: 20 }, { id: 21 }, { id: 22 }, { id: 29 }]);
    expect(visibles.map((w) => w.id)).toEqual([20, 29, 21, 22]);
    expect(aplicarOrden(visibles, [22, 20]).map((w) => w.id)).toEqual([22, 20, 29, 21]);
    expect(aplicarOrden(visibles, [99, 21]).map((w) => w.id)).toEqual([21, 20, 29, 22]);
  });

  it('moves an item as a drop does', () => {
    expect(mover([1, 2, 3, 4], 0, 2)).toEqual([2, 3, 1, 4]);
    expect(mover([1, 2, 3, 4], 3, 0)).toEqual([4, 1, 2, 3]);
  });
});

describe('widgets by module', () => {
  it('shows a widget only with its module, and maps widths 1/2/3 to 4/8/12 columns (11 on extra small)', () => {
    expect(WIDGETS.map((w) => w.id).sort()).toEqual([20, 21, 22, 23, 24, 25, 26, 27, 28, 29]);
    expect(widgetsDelUsuario([{ id: 1 }, { id: 20 }, { id: 21 }, { id: 22 }]).map((w) => w.id)).toEqual([20, 21, 22]);
    expect(widgetsDelUsuario([{ id: 1 }])).toEqual([]);
    expect([1, 2, 3].map((a) => columnasDe(a as 1 | 2 | 3).lg)).toEqual([4, 8, 12]);
    expect(columnasDe(2).xs).toBe(11);
  });
});
