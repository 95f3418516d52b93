import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { cerrarAvisosDelDashboard, ingresar } from '../support/ui';

/**
 * The shared data table, where the shell shows one with real data: the dashboard alert of
 * electronic invoices not yet handled at the station administrator's station.
 */
async function abrirTabla(page: Page): Promise<{ dialogo: Locator; total: number }> {
  await ingresar(page, 'ADMINEDS');
  await cerrarAvisosDelDashboard(page);
  await page.getByText('Facturas electrónicas no gestionadas', { exact: true }).first().click();
  const dialogo = page.getByRole('dialog', { name: 'Facturas electrónicas no gestionadas' });
  await expect(dialogo.getByText(/^1-\d+ de \d+$/)).toBeVisible();
  const rango = (await dialogo.getByText(/^1-\d+ de \d+$/).textContent())!;
  const total = Number(/de (\d+)$/.exec(rango)![1]);
  expect(total).toBeGreaterThan(5);
  return { dialogo, total };
}

test.describe('tabla de datos compartida', () => {
  test('pagina de a 10 con opciones 5/10/20/50, ordena por varias columnas y dice No se encontro', async ({ page }) => {
    const { dialogo, total } = await abrirTabla(page);
    await expect(dialogo.getByText(`1-${Math.min(10, total)} de ${total}`)).toBeVisible();

    await dialogo.getByRole('combobox', { name: /Filas por página/ }).click();
    await expect(page.getByRole('option')).toHaveText(['5', '10', '20', '50']);
    await page.getByRole('option', { name: '5', exact: true }).click();
    await expect(dialogo.getByText(`1-5 de ${total}`)).toBeVisible();
    await dialogo.getByRole('combobox', { name: /Filas por página/ }).click();
    await page.getByRole('option', { name: '50', exact: true }).click();
    await expect(dialogo.getByRole('row')).toHaveCount(total + 1);

    const facturas = async () => dialogo.getByRole('row').locator('td:nth-child(2)').allTextContents();
    const todas = await facturas();
    const titulo = (columna: string) =>
      dialogo.getByRole('columnheader', { name: new RegExp(`^${columna}`) }).getByText(columna, { exact: true });
    await titulo('Factura').click();
    await expect(dialogo.getByRole('columnheader', { name: /^Factura/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(await facturas()).toEqual([...todas].sort((a, b) => a.localeCompare(b, 'es', { numeric: true })));
    // Shift-click adds a second column to the sort instead of replacing the first.
    await titulo('Estado').click({ modifiers: ['Shift'] });
    await expect(dialogo.getByRole('columnheader', { name: /^Estado/ })).toHaveAttribute('aria-sort', 'ascending');
    await expect(dialogo.getByRole('columnheader', { name: /^Factura/ })).toHaveAttribute('aria-sort', 'ascending');

    await dialogo.getByRole('button', { name: 'Mostrar/ocultar búsqueda' }).click();
    await dialogo.getByPlaceholder('Buscar').fill('ninguna-factura');
    await expect(dialogo.getByText('No se encontro')).toBeVisible();
  });

  test('exporta un PDF y un Excel que abren y traen las filas', async ({ page }) => {
    const { dialogo, total } = await abrirTabla(page);
    const [pdf] = await Promise.all([page.waitForEvent('download'), dialogo.getByRole('button', { name: 'Exportar PDF' }).click()]);
    expect(pdf.suggestedFilename()).toMatch(/^facturas_no_gestionadas_export_\d{8}_\d{6}\.pdf$/);
    expect((await readFile(await pdf.path())).subarray(0, 5).toString()).toBe('%PDF-');

    const [excel] = await Promise.all([page.waitForEvent('download'), dialogo.getByRole('button', { name: 'Exportar Excel' }).click()]);
    expect(excel.suggestedFilename()).toMatch(/^facturas_no_gestionadas_export_\d{8}_\d{6}\.xlsx$/);
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.readFile(await excel.path());
    const hoja = libro.worksheets[0];
    expect(hoja.rowCount).toBe(total + 1);
    expect(hoja.getRow(1).values).toEqual(expect.arrayContaining(['Estación', 'Factura', 'Estado']));
    expect(hoja.getRow(2).getCell(1).value).toBe('EDS BARRANQUILLA CENTRO');
  });
});
