import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { crearLibroExcel, FORMATO_DINERO } from './exportar-excel';

describe('Excel export', () => {
  it('writes a header and the rows, with currency columns as $ with 2 decimals (truncated)', async () => {
    const libro = await crearLibroExcel({
      titulo: 'Ventas',
      columnas: [
        { titulo: 'Estación', tipo: 'texto' },
        { titulo: 'Total', tipo: 'dinero' },
      ],
      filas: [
        ['EDS NORTE', 1234.569],
        ['EDS SUR', '99.999'],
      ],
      nombreArchivo: 'ventas',
    });
    // Round trip through the file format, as a user opening the file would.
    const leido = new ExcelJS.Workbook();
    await leido.xlsx.load(await libro.xlsx.writeBuffer());
    const hoja = leido.worksheets[0];
    expect(hoja.name).toBe('Ventas');
    expect(hoja.getRow(1).values).toEqual([undefined, 'Estación', 'Total']);
    expect(hoja.getCell('B2').value).toBe(1234.56);
    expect(hoja.getCell('B3').value).toBe(99.99);
    expect(hoja.getCell('B2').numFmt).toBe(FORMATO_DINERO);
  });
});
