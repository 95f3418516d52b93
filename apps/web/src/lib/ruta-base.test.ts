import { describe, expect, it } from 'vitest';
import { calcularRutaBase } from './ruta-base';

describe('calcularRutaBase', () => {
  it('is /app unless the first segment names a tenant', () => {
    expect(calcularRutaBase('/')).toBe('/app');
    expect(calcularRutaBase('/app')).toBe('/app');
    expect(calcularRutaBase('/app/dashboard')).toBe('/app');
    expect(calcularRutaBase('/terpel/app/dashboard')).toBe('/terpel/app');
    expect(calcularRutaBase('/terpel')).toBe('/terpel/app');
  });
});
