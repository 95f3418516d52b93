import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { tanqueConAforo } from '../support/tanques';
import { descartarAvisos, entrarEn } from '../support/ui';

/**
 * Medición de tanques (SCREENS.md G04) at /app/configuracion/medicion_tanques: manual dips turned into gallons by
 * the tank's chart, refused beyond it, listed with book stock and difference, and exported. Each run dips a tank of
 * its own, created with its chart through the calls at a station other than the station administrator's.
 */
const DIRECCION = '/app/configuracion/medicion_tanques';
const ESTACION = 'EDS PEREIRA CIRCUNVALAR';

async function elegir(page: Page, campo: Locator, opcion: string | RegExp): Promise<void> {
  await campo.click();
  await page.getByRole('option', { name: opcion, exact: typeof opcion === 'string' }).click();
}

async function medir(page: Page, codigo: string, fecha: string, altura: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Crear medición' }).click();
  const cajon = page.getByRole('dialog', { name: 'Crear medición' });
  await elegir(page, cajon.getByLabel('Estación'), ESTACION);
  await elegir(page, cajon.getByLabel('Tanque'), new RegExp(`^${codigo} `));
  await cajon.getByLabel('Fecha').fill(fecha);
  await cajon.getByLabel(/^Altura \(mm\)\W*$/).fill(altura);
  await cajon.getByRole('button', { name: 'Guardar' }).click();
  return cajon;
}

test.describe('medición de tanques', () => {
  test('SUPERADMIN registra mediciones (primero fuera de la tabla de aforo), las busca con su libro y diferencia y exporta', async ({
    page,
  }) => {
    const { codigo } = await tanqueConAforo(page.request, { estacion: ESTACION, prefijo: 'MD', descripcion: 'TANQUE MEDICION' });
    await entrarEn(page, 'SUPERADMIN', DIRECCION);
    await expect(page.getByRole('heading', { name: 'Medición de tanques' })).toBeVisible();

    const cajon = await medir(page, codigo, '2026-02-01 08:00:00', '2500');
    await expect(cajon.getByText('Altura fuera de la tabla de aforo')).toBeVisible();
    await cajon.getByLabel(/^Altura \(mm\)\W*$/).fill('500');
    await cajon.getByLabel('Altura de agua (mm)').fill('100');
    await cajon.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Medición registrada: 2.500 gal')).toBeVisible();
    await expect(cajon).toBeHidden();
    await descartarAvisos(page);

    await medir(page, codigo, '2026-02-02 08:00:00', '1000');
    await expect(page.getByText('Medición registrada: 5.000 gal')).toBeVisible();

    const filtros = page.getByRole('search');
    await elegir(page, filtros.getByRole('combobox', { name: 'Estación' }), ESTACION);
    await elegir(page, filtros.getByRole('combobox', { name: 'Origen' }), 'Manual');
    await filtros.getByRole('searchbox', { name: 'Buscar' }).fill(codigo);
    await filtros.getByRole('button', { name: 'BUSCAR' }).click();
    await expect(page.getByText('1-2 de 2')).toBeVisible();
    // The second dip found 5.000 gal where the book (the first dip, nothing sold or received since) said 2.500.
    const segunda = page.getByRole('row').filter({ hasText: '02/02/2026' });
    await expect(segunda).toContainText(`${codigo} TANQUE MEDICION`);
    await expect(segunda.getByRole('cell')).toContainText(['5.000', '2.500', '2.500', 'Manual']);

    const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar PDF' }).click()]);
    expect(pdf.suggestedFilename()).toMatch(/^mediciones_tanques_export_\d{8}_\d{6}\.pdf$/);
    expect((await readFile(await pdf.path())).toString('latin1').startsWith('%PDF-')).toBe(true);

    const [excel] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar Excel' }).click()]);
    expect(excel.suggestedFilename()).toMatch(/^mediciones_tanques_export_\d{8}_\d{6}\.xlsx$/);
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.readFile(await excel.path());
    const filas = libro.worksheets[0].getSheetValues().slice(2) as unknown[][];
    expect(filas).toHaveLength(2);
    expect(filas[0]).toEqual(expect.arrayContaining([ESTACION, `${codigo} TANQUE MEDICION`, 1000, 5000, 2500, 'Manual']));
    expect(filas[1]).toEqual(expect.arrayContaining([ESTACION, `${codigo} TANQUE MEDICION`, 500, 100, 2500, 'Manual']));
  });

  test('en árabe la pantalla se lee de derecha a izquierda', async ({ page }) => {
    await entrarEn(page, 'SUPERADMIN', DIRECCION, { preferencias: { idioma: 'ar' } });
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'قياس الخزانات' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'المخزون الدفتري (غالون)' })).toBeVisible();
    await page.getByRole('button', { name: 'إنشاء قياس' }).click();
    await expect(page.getByRole('dialog').getByLabel('الخزان')).toBeVisible();
  });
});
