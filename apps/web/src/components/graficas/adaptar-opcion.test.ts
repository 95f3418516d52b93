import { describe, expect, it } from 'vitest';
import { adaptarOpcion, type EstiloGrafico } from './adaptar-opcion';
import type { OpcionGrafico } from './nucleo-echarts';

const estilo: EstiloGrafico = { rtl: false, texto: '#555', linea: '#ddd', fondoTooltip: '#fff', textoTooltip: '#000', fuente: 'Roboto' };

describe('chart option adaptation', () => {
  it("applies the theme's colours without dropping the caller's axis settings", () => {
    const formatter = (v: number) => `${v}`;
    const r = adaptarOpcion(
      { xAxis: { type: 'category', data: ['a'] }, yAxis: { type: 'value', axisLabel: { formatter } }, series: [] },
      estilo,
    ) as Record<string, unknown>;
    const [x] = r.xAxis as Record<string, unknown>[];
    const [y] = r.yAxis as Record<string, unknown>[];
    expect(x).toMatchObject({ type: 'category', data: ['a'], axisLabel: { color: '#555' } });
    expect(x.inverse).toBeUndefined();
    expect(y).toMatchObject({ type: 'value', axisLabel: { color: '#555', formatter } });
    expect(r.tooltip).toMatchObject({ backgroundColor: '#fff', confine: true });
  });

  it('mirrors the category axis and moves the value axis to the inline end right to left', () => {
    const r = adaptarOpcion(
      { xAxis: [{ type: 'category' }, { type: 'value', inverse: true }], yAxis: { type: 'value' }, series: [] },
      { ...estilo, rtl: true },
    ) as Record<string, unknown>;
    const ejesX = r.xAxis as Record<string, unknown>[];
    expect(ejesX.map((x) => x.inverse)).toEqual([true, false]);
    expect((r.yAxis as Record<string, unknown>[])[0].position).toBe('right');
  });

  it('leaves out axes and legend the chart does not have (a pie)', () => {
    const r = adaptarOpcion({ series: [{ type: 'pie', data: [] }] }, estilo) as Record<string, unknown>;
    expect(r.xAxis).toBeUndefined();
    expect(r.yAxis).toBeUndefined();
    expect(r.legend).toBeUndefined();
  });

  it('draws without the entry animation for a person who asked for less motion, and animates otherwise', () => {
    const opcion: OpcionGrafico = { series: [{ type: 'bar', data: [1] }] };
    expect((adaptarOpcion(opcion, { ...estilo, sinMovimiento: true }) as Record<string, unknown>).animation).toBe(false);
    expect((adaptarOpcion(opcion, estilo) as Record<string, unknown>).animation).toBeUndefined();
  });
});
