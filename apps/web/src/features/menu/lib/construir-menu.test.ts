import { describe, expect, it } from 'vitest';
import { buildModulo, buildSeccion } from '../../../testing/fabricas';
import { construirMenu, entradaDeRuta, entradasDelMenu } from './construir-menu';

const DASHBOARD = buildModulo({ id: 1, descripcion: 'DASHBOARD', link: '/dashboard', icono: 'Dashboard' });
const WIDGET = buildModulo({ id: 20, descripcion: 'DASHBOARD INDICADORES', modulos_id: 1, tipo: 3 });
const REPORTES = buildSeccion(10, 'REPORTES', [
  [230, 'VENTAS EDS', '/reportes/ventas_eds'],
  [231, 'LECTURA TANQUE', '/reportes/lectura-tanque'],
]);
const EMPRESA = buildSeccion(2, 'EMPRESA', [
  [100, 'EDS EMPRESA', '/empresa/eds'],
  [101, 'CDL', '/empresa/cdl'],
]);
const SAP = buildSeccion(16, 'SAP', [[292, 'CONCILIACIÓN PDV', '/sap/conciliacion-pdv']], 18);

const todas = () => true;

describe('construirMenu', () => {
  it('puts DASHBOARD first, then each section with its screens, skipping widgets', () => {
    const menu = construirMenu([DASHBOARD, WIDGET, ...REPORTES, ...EMPRESA], todas);
    expect(menu.dashboard).toMatchObject({ descripcion: 'DASHBOARD', link: '/dashboard' });
    expect(menu.secciones.map((s) => s.descripcion)).toEqual(['EMPRESA', 'REPORTES']);
    expect(menu.secciones[1].hijos.map((h) => h.link)).toEqual(['/reportes/ventas_eds', '/reportes/lectura-tanque']);
    expect(entradasDelMenu(menu).map((e) => e.link)).not.toContain(null);
  });

  it('offers CONCILIADOR EDS only to users holding CONCILIACIÓN PDV', () => {
    expect(construirMenu([DASHBOARD, ...SAP], todas).conciliador).toMatchObject({
      descripcion: 'CONCILIADOR EDS',
      link: '/sap/conciliacion-pdv',
    });
    expect(construirMenu([DASHBOARD, ...EMPRESA], todas).conciliador).toBeNull();
  });

  it('lists only the screens that are built, and hides sections left empty', () => {
    const construidas = new Set(['/dashboard', '/reportes/ventas_eds']);
    const menu = construirMenu([DASHBOARD, ...REPORTES, ...EMPRESA, ...SAP], (l) => construidas.has(l));
    expect(menu.secciones.map((s) => s.descripcion)).toEqual(['REPORTES']);
    expect(menu.secciones[0].hijos.map((h) => h.descripcion)).toEqual(['VENTAS EDS']);
    expect(menu.conciliador).toBeNull();
  });

  it('gives a read-only user only what their modules hold', () => {
    const superadmin = construirMenu([DASHBOARD, ...EMPRESA, ...REPORTES, ...SAP], todas);
    const consulta = construirMenu([DASHBOARD, ...REPORTES], todas);
    expect(superadmin.secciones.map((s) => s.descripcion)).toEqual(['EMPRESA', 'REPORTES', 'SAP']);
    expect(consulta.secciones.map((s) => s.descripcion)).toEqual(['REPORTES']);
  });

  it('finds the entry of an address, including its sub-paths', () => {
    const menu = construirMenu([DASHBOARD, ...EMPRESA], todas);
    expect(entradaDeRuta(menu, '/empresa/eds/15')?.descripcion).toBe('EDS EMPRESA');
    expect(entradaDeRuta(menu, '/dashboard/')?.link).toBe('/dashboard');
    expect(entradaDeRuta(menu, '/empresa/edsx')).toBeUndefined();
  });
});
