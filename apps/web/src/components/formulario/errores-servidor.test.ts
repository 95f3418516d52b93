import { describe, expect, it } from 'vitest';
import { tieneCampo } from './errores-servidor';

describe('server field errors', () => {
  it('finds a top-level field and a path into the form lines', () => {
    const valores = { codigo: '', lineas: [{ producto_id: 1, cantidad: null }] };
    expect(tieneCampo(valores, 'codigo')).toBe(true);
    expect(tieneCampo(valores, 'lineas.0.cantidad')).toBe(true);
    expect(tieneCampo(valores, 'lineas.1.cantidad')).toBe(false);
    expect(tieneCampo(valores, 'archivo')).toBe(false);
  });
});
