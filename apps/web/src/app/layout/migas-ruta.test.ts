import { describe, expect, it } from 'vitest';
import { construirMigas } from './migas-ruta';

const ETIQUETAS: Record<string, string> = {
  '/dashboard': 'Dashboard',
  '/configuracion': 'Configuración',
  '/configuracion/gestion_campañas': 'Gestión de campañas',
};
const etiqueta = (ruta: string) => ETIQUETAS[ruta];

describe('construirMigas', () => {
  it('replaces the first crumb with Home and names the screen by its label', () => {
    expect(construirMigas('/dashboard', etiqueta)).toEqual([
      { texto: '', esInicio: true },
      { texto: 'Dashboard', esInicio: false },
    ]);
  });

  it('reads the section and the screen as their labels, an encoded address too', () => {
    expect(construirMigas('/configuracion/gestion_campa%C3%B1as', etiqueta).map((m) => m.texto)).toEqual([
      '',
      'Configuración',
      'Gestión de campañas',
    ]);
  });

  it('shows the path words of a segment that is no module', () => {
    expect(construirMigas('/configuracion/gestion_campañas/12', etiqueta).map((m) => m.texto)).toEqual([
      '',
      'Configuración',
      'Gestión de campañas',
      '12',
    ]);
    expect(construirMigas('/otra-seccion/x_y', etiqueta).map((m) => m.texto)).toEqual(['', 'otra seccion', 'x y']);
  });
});
