import { describe, expect, it } from 'vitest';
import { construirMigas } from './migas-ruta';

describe('construirMigas', () => {
  it('replaces the first crumb with Home', () => {
    expect(construirMigas('/dashboard')).toEqual([
      { texto: '', esInicio: true },
      { texto: 'DASHBOARD', esInicio: false },
    ]);
  });

  it('removes the word kiosco from the third crumb only', () => {
    expect(construirMigas('/cc/ventas-kiosco-detallada').map((m) => m.texto)).toEqual(['', 'CC', 'VENTAS DETALLADA']);
    expect(construirMigas('/kiosco/x').map((m) => m.texto)).toEqual(['', 'KIOSCO', 'X']);
  });

  it('makes path words readable', () => {
    expect(construirMigas('/configuracion/gestion_campa%C3%B1as').map((m) => m.texto)).toEqual(['', 'CONFIGURACION', 'GESTION CAMPAÑAS']);
  });
});
