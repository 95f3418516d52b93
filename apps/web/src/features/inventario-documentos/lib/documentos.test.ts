import { describe, expect, it } from 'vitest';
import { faltantes, lineasDeOrden } from './documentos';

describe('inventory document helpers', () => {
  it('loads only the pending lines of a purchase order, at their cost', () => {
    const lineas = [
      { id: 1, producto_id: 10, codigo: 'A', descripcion: 'A', cantidad: 10, cantidad_recibida: 10, pendiente: 0, costo: 100, iva_pct: 19 },
      { id: 2, producto_id: 11, codigo: 'B', descripcion: 'B', cantidad: 8, cantidad_recibida: 3, pendiente: 5, costo: 250.5, iva_pct: 0 },
    ];
    expect(lineasDeOrden({ lineas })).toEqual([{ producto_id: 11, cantidad: 5, costo_unitario: 250.5, iva_pct: 0 }]);
  });

  it('computes the shortfall per line in thousandths and flags a quantity above what was sent', () => {
    const lineas = [
      { producto_id: 1, codigo: 'A', descripcion: 'A', enviada: 0.3 },
      { producto_id: 2, codigo: 'B', descripcion: 'B', enviada: 10 },
    ];
    expect(faltantes(lineas, { 1: 0.1, 2: 10 })).toEqual({ faltante: { 1: 0.2, 2: 0 }, excede: false, total: 0.2 });
    // An untyped quantity counts as all of it arrived.
    expect(faltantes(lineas, {})).toEqual({ faltante: { 1: 0, 2: 0 }, excede: false, total: 0 });
    expect(faltantes(lineas, { 2: 10.001 }).excede).toBe(true);
  });
});
