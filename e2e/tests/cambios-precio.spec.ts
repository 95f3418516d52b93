import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { llenarFechaHora } from '../support/fecha';
import { entrarEn } from '../support/ui';

/**
 * Cambios de precio de combustible (SCREENS.md G13) at /app/configuracion/cambios_precios_eds: schedule a change (a
 * past moment refused first), find it, annul it and export the list; and the same in Arabic, right to left.
 */
const RUTA = new RegExp('/app/configuracion/cambios_precios_eds$');

/** A moment a day ahead, as the form takes it (Colombia time). */
function manana(): string {
  const d = new Date(Date.now() + 24 * 3600_000 - 5 * 3600_000);
  return d.toISOString().slice(0, 16).replace('T', ' ');
}

test.describe('cambios de precio de combustible (G13)', () => {
  test('programar (primero con una fecha pasada), buscar, anular y exportar en /app/configuracion/cambios_precios_eds', async ({
    page,
  }) => {
    await entrarEn(page, 'SUPERADMIN', '/app/configuracion/cambios_precios_eds');
    await expect(page.getByRole('heading', { name: 'Cambios de precio de combustible' })).toBeVisible();

    await page.getByRole('button', { name: 'Crear cambio de precio' }).click();
    const cajon = page.getByRole('dialog', { name: 'Crear cambio de precio' });
    await cajon.getByLabel(/^Estaciones\W*$/).click();
    await page.getByRole('option', { name: 'EDS BOGOTA NORTE', exact: true }).click();
    await page.keyboard.press('Escape');
    await cajon.getByLabel(/^Combustible\W*$/).click();
    await page.getByRole('option', { name: 'GASOLINA CORRIENTE', exact: true }).click();
    await cajon.getByLabel(/^Precio por galón\W*$/).fill('15500');
    // The price in force at the station stands beside the new one, with the variation's sign.
    const vigente = cajon.getByTestId('precio-vigente');
    // A drop: the demo's price is above 15.500.
    await expect(vigente).toHaveText(/^Precio vigente: \$ ?[\d.]+,\d{2} · Variación: -[\d,]+ %$/);
    const [, precio, variacion] = /\$ ?([\d.]+,\d{2}) · Variación: (-[\d,]+) %/.exec((await vigente.textContent()) ?? '')!;
    const base = Number(precio.replaceAll('.', '').replace(',', '.'));
    expect(Number(variacion.replace(',', '.'))).toBeCloseTo(((15500 - base) / base) * 100, 2);
    await llenarFechaHora(cajon, /^Fecha efectiva/, '2020-01-01 06:00');
    await cajon.getByRole('button', { name: 'Guardar' }).click();
    await expect(cajon.getByText('La fecha efectiva no puede estar en el pasado')).toBeVisible();
    await llenarFechaHora(cajon, /^Fecha efectiva/, manana());
    await cajon.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Cambio de precio programado correctamente')).toBeVisible();
    await expect(cajon).toBeHidden();

    // Found, still to come.
    const filtros = page.getByRole('search');
    await filtros.getByRole('searchbox', { name: 'Buscar' }).fill('BOGOTA');
    await filtros.getByRole('button', { name: 'BUSCAR' }).click();
    const fila = page.getByRole('row').filter({ hasText: 'EDS BOGOTA NORTE' }).filter({ hasText: 'Programado' }).first();
    await expect(fila).toContainText('GASOLINA CORRIENTE');

    // Annulled after the question.
    await fila.getByRole('button', { name: 'Anular el cambio de EDS BOGOTA NORTE' }).click();
    await page
      .getByRole('dialog', { name: '¿Está seguro de anular este cambio de precio?' })
      .getByRole('button', { name: 'Aceptar' })
      .click();
    await expect(page.getByText('Cambio de precio anulado correctamente')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'Anulado' }).first()).toBeVisible();

    const [excel] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar Excel' }).click()]);
    expect(excel.suggestedFilename()).toMatch(/^cambios_precio_export_\d{8}_\d{6}\.xlsx$/);
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.readFile(await excel.path());
    const filas = libro.worksheets[0].getSheetValues().slice(2) as unknown[][];
    expect(filas.some((f) => f.includes('EDS BOGOTA NORTE') && f.includes('Anulado'))).toBe(true);
  });

  test('en árabe, de derecha a izquierda: programar y anular', async ({ page }) => {
    await entrarEn(page, 'SUPERADMIN', '/app/configuracion/cambios_precios_eds', { preferencias: { idioma: 'ar' } });
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page).toHaveURL(RUTA);
    await expect(page.getByRole('heading', { name: 'تغييرات سعر الوقود' })).toBeVisible();
    await page.getByRole('button', { name: 'إنشاء تغيير سعر' }).click();
    const cajon = page.getByRole('dialog', { name: 'إنشاء تغيير سعر' });
    await cajon.getByLabel(/^المحطات\W*$/).click();
    await page.getByRole('option', { name: 'EDS BOGOTA NORTE', exact: true }).click();
    await page.keyboard.press('Escape');
    await cajon.getByLabel(/^الوقود\W*$/).click();
    await page.getByRole('option', { name: 'GASOLINA CORRIENTE', exact: true }).click();
    await cajon.getByLabel(/^السعر لكل غالون\W*$/).fill('16300');
    await llenarFechaHora(cajon, /^تاريخ السريان/, '2020-01-01 06:00');
    await cajon.getByRole('button', { name: 'حفظ' }).click();
    await expect(cajon.getByText('لا يمكن أن يكون تاريخ السريان في الماضي')).toBeVisible();
    await llenarFechaHora(cajon, /^تاريخ السريان/, manana());
    await cajon.getByRole('button', { name: 'حفظ' }).click();
    await expect(page.getByText('تمت جدولة تغيير السعر بنجاح')).toBeVisible();
    const fila = page.getByRole('row').filter({ hasText: 'EDS BOGOTA NORTE' }).filter({ hasText: 'مجدول' }).first();
    await fila.getByRole('button', { name: 'إلغاء تغيير EDS BOGOTA NORTE' }).click();
    await page.getByRole('dialog', { name: 'هل أنت متأكد من إلغاء تغيير السعر هذا؟' }).getByRole('button', { name: 'قبول' }).click();
    await expect(page.getByText('تم إلغاء تغيير السعر بنجاح')).toBeVisible();
    await page.getByRole('button', { name: 'اختيار اللغة' }).click();
    await page.getByRole('menuitem', { name: 'Español' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  });
});
