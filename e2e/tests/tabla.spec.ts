import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { ingresar } from '../support/ui';

// The shared table is exercised where the shell shows one today: the stations of the dashboard
// landing page. When the dashboard screen changes, these tests move with the table.
test.describe('tabla de datos compartida (estaciones del dashboard)', () => {
  test.beforeEach(async ({ page }) => {
    await ingresar(page, 'SUPERADMIN');
    await expect(page.getByRole('row')).toHaveCount(9);
  });

  test('pagina de a 10 con opciones 5/10/20/50, ordena y dice No se encontro cuando no hay filas', async ({ page }) => {
    await expect(page.getByText('1-8 de 8')).toBeVisible();
    await page.getByRole('combobox', { name: /Filas por página/ }).click();
    await expect(page.getByRole('option')).toHaveText(['5', '10', '20', '50']);
    await page.getByRole('option', { name: '5', exact: true }).click();
    await expect(page.getByText('1-5 de 8')).toBeVisible();
    await expect(page.getByRole('row')).toHaveCount(6);

    const primeraEstacion = () => page.getByRole('row').nth(1).getByRole('cell').nth(1).textContent();
    await page
      .getByRole('columnheader', { name: /Estación/ })
      .getByRole('button')
      .first()
      .click();
    expect(await primeraEstacion()).toBe('EDS BARRANQUILLA CENTRO');
    await page
      .getByRole('columnheader', { name: /Estación/ })
      .getByRole('button')
      .first()
      .click();
    expect(await primeraEstacion()).toBe('EDS SANTA MARTA RODADERO');

    // Several columns at once: shift-click adds a column to the sort.
    const titulo = (columna: string) => page.getByRole('columnheader', { name: new RegExp(columna) }).getByText(columna, { exact: true });
    await titulo('Tipo').click();
    await titulo('Estación').click({ modifiers: ['Shift'] });
    await expect(page.getByRole('columnheader', { name: /Estación/ })).toHaveAttribute('aria-sort', 'ascending');
    await titulo('Estación').click({ modifiers: ['Shift'] });
    await expect(page.getByRole('columnheader', { name: /Tipo/ })).toHaveAttribute('aria-sort', 'ascending');
    await expect(page.getByRole('columnheader', { name: /Estación/ })).toHaveAttribute('aria-sort', 'descending');
    expect(await primeraEstacion()).toBe('EDS SANTA MARTA RODADERO');

    await page.getByRole('button', { name: 'Mostrar/ocultar búsqueda' }).click();
    await page.getByPlaceholder('Buscar').fill('ninguna-estacion');
    await expect(page.getByText('No se encontro')).toBeVisible();
  });

  test('exporta un PDF y un Excel que abren y traen las filas', async ({ page }) => {
    const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar PDF' }).click()]);
    expect(pdf.suggestedFilename()).toMatch(/^estaciones_export_\d{8}_\d{6}\.pdf$/);
    const contenidoPdf = await readFile(await pdf.path());
    expect(contenidoPdf.subarray(0, 5).toString()).toBe('%PDF-');

    const [excel] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar Excel' }).click()]);
    expect(excel.suggestedFilename()).toMatch(/^estaciones_export_\d{8}_\d{6}\.xlsx$/);
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.readFile(await excel.path());
    const hoja = libro.worksheets[0];
    expect(hoja.getRow(1).values).toEqual([undefined, 'ID', 'Estación', 'Razón social', 'Tipo', 'Ciudad', 'Departamento', 'País']);
    expect(hoja.rowCount).toBe(9);
    const estaciones = [];
    for (let i = 2; i <= 9; i++) estaciones.push(hoja.getRow(i).getCell(2).value);
    expect(estaciones).toContain('EDS BOGOTA NORTE');
    expect(hoja.getRow(2).getCell(4).value).toBe('EDS');
  });
});
