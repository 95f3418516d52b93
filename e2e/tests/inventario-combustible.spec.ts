import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { autorizacion } from '../support/api';
import { tanqueConAforo } from '../support/tanques';
import { entrarEn } from '../support/ui';

/**
 * Inventario de combustible (SCREENS.md G04) at /app/configuracion/gestion_inventario_combustible: per tank, the
 * kardex stock, last dip, book and over/short coloured by the tolerance; the opening stock once and a signed
 * adjustment with its reason. Each run uses a tank of its own, created with its chart and two dips through the calls
 * at a station other than the station administrator's.
 */
const DIRECCION = '/app/configuracion/gestion_inventario_combustible';
const ESTACION = 'EDS PEREIRA CIRCUNVALAR';

async function tanqueConMediciones(page: Page): Promise<{ codigo: string; token: string; bodega: number }> {
  const { codigo, token, bodega } = await tanqueConAforo(page.request, {
    estacion: ESTACION,
    prefijo: 'IC',
    descripcion: 'TANQUE INVENTARIO',
  });
  for (const [fecha, altura_mm] of [
    ['2026-02-01 08:00:00', 500],
    ['2026-02-02 08:00:00', 1000],
  ] as const) {
    const m = await page.request.post('/api/tanque/medicion', {
      headers: autorizacion(token),
      data: { bodega_id: bodega, fecha, altura_mm },
    });
    expect(m.status(), await m.text()).toBe(200);
  }
  return { codigo, token, bodega };
}

test.describe('inventario de combustible', () => {
  test('SUPERADMIN registra el inventario inicial (primero vacío) y un ajuste, ve el libro y la diferencia del día y exporta', async ({
    page,
  }) => {
    const { codigo } = await tanqueConMediciones(page);
    const tanque = `${codigo} TANQUE INVENTARIO`;
    await entrarEn(page, 'SUPERADMIN', DIRECCION);
    await expect(page.getByRole('heading', { name: 'Inventario de combustible' })).toBeVisible();

    const filtros = page.getByRole('search');
    await filtros.getByRole('combobox', { name: 'Estación' }).click();
    await page.getByRole('option', { name: ESTACION, exact: true }).click();
    await filtros.getByLabel('Día').fill('2026-02-02');
    await filtros.getByRole('searchbox', { name: 'Buscar' }).fill(codigo);
    await filtros.getByRole('button', { name: 'BUSCAR' }).click();
    await expect(page.getByText('1-1 de 1')).toBeVisible();
    const fila = page.getByRole('row').filter({ hasText: tanque });
    // The day starts at the first dip (2.500), nothing came in or was sold, so the book is 2.500; the second dip
    // measured 5.000: 2.500 over, yellow (no sales to divide by).
    await expect(fila.getByRole('cell')).toContainText(['2.500', '0', '0', '2.500', '5.000', '2.500', 'Alerta']);
    await expect(fila.locator('[data-nivel="aviso"]').first()).toBeVisible();

    await fila.getByRole('button', { name: `Inventario inicial de ${tanque}` }).click();
    const inicial = page.getByRole('dialog', { name: `Inventario inicial de ${tanque}` });
    await inicial.getByRole('button', { name: 'Guardar' }).click();
    await expect(inicial.getByText('Este campo es obligatorio')).toHaveCount(2);
    await inicial.getByLabel('Cantidad (gal)').fill('1000');
    await inicial.getByLabel('Costo por galón').fill('9500');
    await inicial.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText(/^Inventario inicial N° \d+ registrado$/)).toBeVisible();
    await expect(inicial).toBeHidden();
    await expect(fila.getByRole('button', { name: `Inventario inicial de ${tanque}` })).toHaveCount(0);
    await expect(fila.getByRole('cell').nth(3)).toHaveText('1.000');

    await fila.getByRole('button', { name: `Ajuste de ${tanque}` }).click();
    const ajuste = page.getByRole('dialog', { name: `Ajuste de ${tanque}` });
    await ajuste.getByLabel('Galones').fill('-200');
    await ajuste.getByRole('button', { name: 'Guardar' }).click();
    await expect(ajuste.getByText('Este campo es obligatorio')).toBeVisible();
    await ajuste.getByLabel('Motivo').fill('Evaporación');
    await ajuste.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText(/^Ajuste N° \d+ registrado$/)).toBeVisible();
    await expect(ajuste).toBeHidden();
    await expect(fila.getByRole('cell').nth(3)).toHaveText('800');

    const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar PDF' }).click()]);
    expect(pdf.suggestedFilename()).toMatch(/^inventario_combustible_export_\d{8}_\d{6}\.pdf$/);
    expect((await readFile(await pdf.path())).toString('latin1').startsWith('%PDF-')).toBe(true);
    const [excel] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar Excel' }).click()]);
    expect(excel.suggestedFilename()).toMatch(/^inventario_combustible_export_\d{8}_\d{6}\.xlsx$/);
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.readFile(await excel.path());
    const filas = libro.worksheets[0].getSheetValues().slice(2) as unknown[][];
    expect(filas).toHaveLength(1);
    expect(filas[0]).toEqual(expect.arrayContaining([ESTACION, tanque, 800, 5000, 2500, 'Alerta']));
  });

  test('el inventario inicial se registra una sola vez', async ({ page }) => {
    const { codigo, token, bodega } = await tanqueConMediciones(page);
    const h = { headers: autorizacion(token) };
    await entrarEn(page, 'SUPERADMIN', DIRECCION);
    const filtros = page.getByRole('search');
    await filtros.getByRole('searchbox', { name: 'Buscar' }).fill(codigo);
    await filtros.getByRole('button', { name: 'BUSCAR' }).click();
    const fila = page.getByRole('row').filter({ hasText: codigo });
    await fila.getByRole('button', { name: /^Inventario inicial de / }).click();
    const inicial = page.getByRole('dialog', { name: /^Inventario inicial de / });
    await inicial.getByLabel('Cantidad (gal)').fill('300');
    await inicial.getByLabel('Costo por galón').fill('9000');
    // The same tank gets its opening stock elsewhere meanwhile: the server refuses the second one.
    const otra = await page.request.post('/api/inventario-combustible/inicial', {
      ...h,
      data: { bodega_id: bodega, cantidad: 100, costo_unitario: 9000 },
    });
    expect(otra.status(), await otra.text()).toBe(200);
    await inicial.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('El tanque ya tiene inventario inicial')).toBeVisible();
    await expect(inicial).toBeVisible();
  });

  test('en árabe la pantalla se lee de derecha a izquierda', async ({ page }) => {
    await entrarEn(page, 'SUPERADMIN', DIRECCION, { preferencias: { idioma: 'ar' } });
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'مخزون الوقود' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'الدفتري (غالون)' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'فرق اليوم (غالون)' })).toBeVisible();
  });
});
