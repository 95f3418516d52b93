import ExcelJS from 'exceljs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { llenarFecha } from '../support/fecha';
import { abrirMenu, cerrarAvisosDelDashboard, entrarEn, ingresar } from '../support/ui';

/**
 * Promociones (SCREENS.md G18): the fuel route /app/acciones/promociones walked by a person — create with validation
 * errors first, find, edit, inactivate, export — and the kiosk route in Arabic. The promotion runs in March 2031 at one
 * station, so no sale of the demo meets it.
 */
const DIRECCION = '/app/acciones/promociones';
const ESTACION = 'EDS CALI PANCE';
const NOMBRE = 'PRUEBA E2E DESCUENTO CORRIENTE';

async function elegir(page: Page, cajon: Locator, etiqueta: string | RegExp, opcion: string) {
  await cajon.getByLabel(etiqueta).click();
  await page.getByRole('option', { name: opcion, exact: true }).click();
}

const fila = (page: Page) => page.getByRole('row').filter({ has: page.getByRole('cell', { name: NOMBRE, exact: true }) });

test.describe('promociones', () => {
  test('SUPERADMIN crea (primero con errores), busca, edita, inactiva y exporta una promoción de combustible', async ({ page }) => {
    await ingresar(page, 'SUPERADMIN');
    await cerrarAvisosDelDashboard(page);
    const cajonMenu = await abrirMenu(page);
    const menu = cajonMenu.getByRole('navigation', { name: 'Menú' });
    await menu.getByRole('button', { name: 'Acciones' }).click();
    await menu.getByRole('link', { name: 'Promociones', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${DIRECCION}$`));
    await expect(page.getByRole('heading', { name: 'Promociones' })).toBeVisible();

    await page.getByRole('button', { name: 'Crear promoción' }).click();
    const cajon = page.getByRole('dialog', { name: 'Crear promoción' });
    await cajon.getByRole('button', { name: 'Guardar' }).click();
    await expect(cajon.getByText('Este campo es obligatorio').first()).toBeVisible();
    await expect(cajon.getByText('Campo obligatorio').first()).toBeVisible();
    await expect(cajon.getByText('Seleccione al menos un producto')).toBeVisible();

    await cajon.getByLabel(/^Nombre/).fill(NOMBRE.toLowerCase());
    await elegir(page, cajon, /^Tipo/, '% DESCUENTO');
    await cajon.getByRole('textbox', { name: /^Valor/ }).fill('5');
    await cajon.getByRole('button', { name: 'Agregar producto' }).click();
    await elegir(page, cajon, /^Producto\s*\*?$/, 'COMB-001 GASOLINA CORRIENTE');
    // The end before the start: the form says so and saves nothing.
    await llenarFecha(cajon, /^Desde/, '2031-03-01');
    await llenarFecha(cajon, /^Hasta/, '2031-02-01');
    await cajon.getByLabel(/^Estaciones/).click();
    await page.getByRole('option', { name: ESTACION, exact: true }).click();
    await page.keyboard.press('Escape');
    await cajon.getByRole('button', { name: 'Guardar' }).click();
    await expect(cajon.getByText('La fecha final debe ser mayor o igual a la fecha inicial')).toBeVisible();
    await llenarFecha(cajon, /^Hasta/, '2031-03-31');
    await cajon.getByLabel(/^Hora inicial/).fill('06:00');
    await cajon.getByRole('button', { name: 'Guardar' }).click();
    await expect(cajon.getByText('Indique la hora inicial y la final, o ninguna')).toBeVisible();
    await cajon.getByLabel(/^Hora final/).fill('10:00');
    await cajon.getByRole('button', { name: 'Guardar' }).click();
    const creada = page.getByText('Promoción creada correctamente');
    await expect(creada).toBeVisible();
    await expect(cajon).toBeHidden();

    // Found on the server by the station and the product's name.
    const filtros = page.getByRole('search');
    await filtros.getByLabel('Estación').click();
    await page.getByRole('option', { name: ESTACION, exact: true }).click();
    await filtros.getByRole('searchbox', { name: 'Buscar' }).fill('gasolina corriente');
    await filtros.getByRole('button', { name: 'BUSCAR' }).click();
    await expect(fila(page)).toContainText('5,00 %');
    await expect(fila(page)).toContainText('GASOLINA CORRIENTE');
    await expect(fila(page)).toContainText('06:00–10:00');
    await expect(fila(page)).toContainText(ESTACION);

    await fila(page)
      .getByRole('button', { name: `Editar ${NOMBRE}` })
      .click();
    const edicion = page.getByRole('dialog', { name: 'Editar promoción' });
    await expect(edicion.getByLabel(/^Nombre/)).toHaveValue(NOMBRE);
    await edicion.getByRole('textbox', { name: /^Valor/ }).fill('7');
    await edicion.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Promoción editada correctamente')).toBeVisible();
    await expect(fila(page)).toContainText('7,00 %');

    await fila(page)
      .getByRole('switch', { name: `Estado de ${NOMBRE}` })
      .click();
    await page.getByRole('dialog', { name: '¿Está seguro de inactivar este registro?' }).getByRole('button', { name: 'Aceptar' }).click();
    await expect(page.getByText('REGISTRO INACTIVADO CORRECTAMENTE')).toBeVisible();
    await expect(fila(page).getByRole('switch')).not.toBeChecked();

    // The Excel file holds the filtered rows as the screen shows them.
    const [excel] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar Excel' }).click()]);
    expect(excel.suggestedFilename()).toMatch(/^promociones_export_\d{8}_\d{6}\.xlsx$/);
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.readFile(await excel.path());
    const filas = libro.worksheets[0].getSheetValues().slice(2) as unknown[][];
    const exportada = filas.find((f) => f[1] === NOMBRE);
    expect(exportada?.[2]).toBe('% DESCUENTO');
    expect(exportada?.[3]).toBe('7,00 %');
    expect(exportada?.at(-1)).toBe('Inactivo');
  });

  test('la pantalla de canastilla ofrece solo productos de tienda y pide uno antes de guardar', async ({ page }) => {
    await entrarEn(page, 'SUPERADMIN', '/app/canastilla/promocion-canastilla');
    await expect(page.getByRole('heading', { name: 'Promociones canastilla' })).toBeVisible();
    await page.getByRole('button', { name: 'Crear promoción' }).click();
    const cajon = page.getByRole('dialog', { name: 'Crear promoción' });
    await cajon.getByLabel(/^Nombre/).fill('bebidas frias');
    await elegir(page, cajon, /^Tipo/, 'PRECIO FIJO');
    await cajon.getByRole('button', { name: 'Guardar' }).click();
    await expect(cajon.getByText('Seleccione al menos un producto')).toBeVisible();
    await cajon.getByRole('button', { name: 'Agregar producto' }).click();
    await cajon.getByLabel(/^Producto\s*\*?$/).click();
    // CAN-004 is sold in the store only; no fuel is offered here.
    await expect(page.getByRole('option', { name: 'CAN-004 GATORADE 500 ML', exact: true })).toBeVisible();
    await expect(page.getByRole('option', { name: 'COMB-001 GASOLINA CORRIENTE', exact: true })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await cajon.getByRole('button', { name: 'Cancelar' }).click();
    await page.getByRole('dialog', { name: '¿Desea salir sin guardar los cambios?' }).getByRole('button', { name: 'Aceptar' }).click();
    await expect(cajon).toBeHidden();
  });

  test('en árabe la pantalla de kiosco va de derecha a izquierda y exige productos en árabe', async ({ page }) => {
    await entrarEn(page, 'SUPERADMIN', '/app/cc/promociones-kiosco', { preferencias: { idioma: 'ar' } });
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'عروض الكشك' })).toBeVisible();

    await page.getByRole('button', { name: 'إنشاء عرض ترويجي' }).click();
    const cajon = page.getByRole('dialog', { name: 'إنشاء عرض ترويجي' });
    expect((await cajon.boundingBox())!.x).toBeLessThan(2);
    await cajon.getByLabel(/^الاسم/).fill('قهوة');
    await elegir(page, cajon, /^النوع/, 'سعر ثابت');
    await cajon.getByRole('button', { name: 'حفظ' }).click();
    await expect(cajon.getByText('اختر منتجًا واحدًا على الأقل')).toBeVisible();
    await cajon.getByRole('button', { name: 'إضافة منتج' }).click();
    await elegir(page, cajon, /^المنتج\s*\*?$/, 'KIO-001 CAFE TINTO');
    await cajon.getByRole('button', { name: 'إلغاء' }).click();
    await page.getByRole('dialog', { name: 'هل تريد الخروج دون حفظ التغييرات؟' }).getByRole('button', { name: 'قبول' }).click();
    await expect(cajon).toBeHidden();

    await page.getByRole('button', { name: 'اختيار اللغة' }).click();
    await page.getByRole('menuitem', { name: 'Español' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  });
});
