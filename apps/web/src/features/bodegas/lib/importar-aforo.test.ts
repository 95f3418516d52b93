import { describe, expect, it } from 'vitest';
import { filasDeCeldas, filasDeCsv } from './importar-aforo';

describe('importing a calibration chart', () => {
  it('reads semicolon, comma and tab separated CSVs, skipping the header and blank lines', () => {
    expect(filasDeCsv('altura;volumen\r\n100;50,5\n\n200;120\n')).toEqual([
      { altura: '100', volumen: '50.5' },
      { altura: '200', volumen: '120' },
    ]);
    expect(filasDeCsv('100,50\n200,120')).toEqual([
      { altura: '100', volumen: '50' },
      { altura: '200', volumen: '120' },
    ]);
    expect(filasDeCsv('100\t50')).toEqual([{ altura: '100', volumen: '50' }]);
  });

  it('takes numbers and formula results from Excel cells and drops rows without both numbers', () => {
    expect(
      filasDeCeldas([
        ['Altura', 'Volumen'],
        [100, { formula: 'B1*2', result: 40 }],
        [200, null],
      ]),
    ).toEqual([{ altura: '100', volumen: '40' }]);
  });
});
