import { describe, expect, it } from 'vitest';
import { REPORTE_CUMPLIMIENTO_DIARIO } from './inventario-metas';
import { REPORTE_KARDEX_COMBUSTIBLE } from './kardex-combustible';
import { colorDeCelda } from './motor';

const columna = (columnas: readonly { clave: string }[], clave: string) => columnas.find((c) => c.clave === clave)!;

describe('cell colours of report definitions', () => {
  it('cuplimiento-diario follows the progress bar: red to 25 %, yellow to 50 %, blue to 75 %, green above', () => {
    for (const clave of ['cumplimiento', 'cumplimiento_acumulado']) {
      const c = columna(REPORTE_CUMPLIMIENTO_DIARIO.columnas, clave);
      expect([0, 25, 25.01, 50, 50.5, 75, 75.01, 140].map((v) => colorDeCelda(c, { [clave]: v }))).toEqual([
        'rojo',
        'rojo',
        'amarillo',
        'amarillo',
        'azul',
        'azul',
        'verde',
        'verde',
      ]);
      expect(colorDeCelda(c, { [clave]: null })).toBeNull();
    }
    expect(colorDeCelda(columna(REPORTE_CUMPLIMIENTO_DIARIO.columnas, 'real'), { real: 10 })).toBeNull();
  });

  it('kardex-combustible colours the difference by the row state', () => {
    const c = columna(REPORTE_KARDEX_COMBUSTIBLE.columnas, 'diferencia');
    expect(['OK', 'REVISAR', 'INVESTIGAR'].map((estado) => colorDeCelda(c, { diferencia: -3, estado }))).toEqual([
      'verde',
      'amarillo',
      'rojo',
    ]);
  });
});
