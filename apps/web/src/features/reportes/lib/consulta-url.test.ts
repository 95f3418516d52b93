import { describe, expect, it } from 'vitest';
import { REPORTES } from '@eds/contracts/reportes/catalogo';
import { escribirFiltrosUrl, filtrosPorDefecto, leerFiltrosUrl } from './consulta-url';
import { urlEnlace } from './enlaces';

describe('filters in the URL', () => {
  it('round-trip through the query, each filter in its own type', () => {
    const d = REPORTES.reporteventas_combustible;
    const f = {
      estaciones: [3, 4],
      fecha_inicial: '2025-03-01',
      fecha_final: '2025-03-08',
      filtros: { producto: 7, agrupar: ['dia', 'turno'] },
    };
    const texto = escribirFiltrosUrl(f).toString();
    expect(texto).toBe('estaciones=3%2C4&fecha_inicial=2025-03-01&fecha_final=2025-03-08&producto=7&agrupar=dia%2Cturno');
    expect(leerFiltrosUrl(d, new URLSearchParams(texto))).toEqual(f);
  });

  it('ignore what the report does not filter by, and need stations and dates to run', () => {
    const d = REPORTES.ventas_eds;
    expect(leerFiltrosUrl(d, new URLSearchParams('fecha_inicial=2025-03-01&fecha_final=2025-03-01'))).toBeNull();
    expect(
      leerFiltrosUrl(d, new URLSearchParams('estaciones=3&fecha_inicial=2025-03-01&fecha_final=2025-03-01&tipo_negocio=X&otro=1')),
    ).toEqual({
      estaciones: [3],
      fecha_inicial: '2025-03-01',
      fecha_final: '2025-03-01',
      filtros: {},
    });
  });

  it('start detail reports on the current business day and summaries on the month to date', () => {
    expect(filtrosPorDefecto(REPORTES.ventas_promotor, [1], '2025-03-19')).toMatchObject({
      fecha_inicial: '2025-03-19',
      fecha_final: '2025-03-19',
    });
    expect(filtrosPorDefecto(REPORTES.ventas_eds, [1], '2025-03-19')).toMatchObject({
      fecha_inicial: '2025-03-01',
      fecha_final: '2025-03-19',
    });
  });

  it('open a drill-down with the row station, day and filters', () => {
    const actual = { estaciones: [3, 4], fecha_inicial: '2025-03-01', fecha_final: '2025-03-08', filtros: {} };
    const fila = { estacion_id: 4, estacion: 'E4', promotor_id: 9, dia: '2025-03-05' };
    expect(urlEnlace({ destino: '/reportes/reporte_arqueo', estacion: true, filtros: { promotor: 'promotor_id' } }, fila, actual)).toBe(
      '/reportes/reporte_arqueo?estaciones=4&fecha_inicial=2025-03-01&fecha_final=2025-03-08&promotor=9',
    );
    expect(urlEnlace({ destino: '/reportes/cierre_diario', estacion: true, dia: 'dia' }, fila, actual)).toBe(
      '/reportes/cierre_diario?estaciones=4&fecha_inicial=2025-03-05&fecha_final=2025-03-05',
    );
    expect(urlEnlace({ destino: '/reportes/x', filtros: { turno: 'turno_id' } }, fila, actual)).toBeNull();
  });
});
