import { describe, expect, it } from 'vitest';
import { MAPA_RUTAS, RUTAS_ABREVIADAS, rutasDelMapa } from './mapa-rutas';
import { PANTALLAS } from './pantallas';

describe('route map', () => {
  it('holds every section of the spec and its sub-routes', () => {
    const rutas = rutasDelMapa();
    for (const seccion of [
      'configuracion',
      'empresa',
      'usuarios',
      'fidelizacion',
      'mantenimiento',
      'acciones',
      'eds',
      'reportes',
      'servicios',
      'cc',
      'canastilla',
      'pdv',
      'clientes_propios',
      'transacciones',
      'parametrizacion',
      'soporte',
      'sap',
      'integraciones',
      'dashboard',
    ]) {
      expect(rutas).toContain(`/${seccion}`);
    }
    expect(rutas).toContain('/sap/conciliacion-pdv');
    expect(MAPA_RUTAS.reportes.length).toBeGreaterThanOrEqual(55);
    expect(new Set(rutas).size).toBe(rutas.length);
  });

  it('registers built screens only on paths of the map', () => {
    const rutas = new Set(rutasDelMapa());
    for (const link of Object.keys(PANTALLAS)) expect(rutas).toContain(link);
  });

  it('sends the spec’s short store paths to the full ones', () => {
    expect(RUTAS_ABREVIADAS['/canastilla/ajuste-inicial-']).toBe('/canastilla/ajuste-inicial-canastilla');
    expect(RUTAS_ABREVIADAS['/canastilla/reporte-ventas-detallada-']).toBe('/canastilla/reporte-ventas-detallada-canastilla');
    expect(Object.keys(RUTAS_ABREVIADAS)).toHaveLength(10);
  });
});
