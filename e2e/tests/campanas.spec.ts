import ExcelJS from 'exceljs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { llenarFecha } from '../support/fecha';
import { abrirMenu, cerrarAvisosDelDashboard, entrarEn, ingresar } from '../support/ui';

/**
 * Campañas (SCREENS.md G18, /app/configuracion/gestion_campañas): a campaign grouping the demo's promotion at one
 * station — created with validation errors first, found, edited, inactivated, exported and deleted — and the form in
 * Arabic. The campaign runs in August 2031.
 */
const ESTACION = 'EDS CALI PANCE';
const NOMBRE = 'PRUEBA E2E CAMPANA AGOSTO';
const PROMOCION = 'PAGUE 2 LLEVE 3 GASEOSAS';

async function elegirVarios(page: Page, cajon: Locator, etiqueta: string | RegExp, opcion: string) {
  await cajon.getByLabel(etiqueta).click();
  await page.getByRole('option', { name: opcion, exact: true }).click();
  await page.keyboard.press('Escape');
}

const fila = (page: Page) => page.getByRole('row').filter({ has: page.getByRole('cell', { name: NOMBRE, exact: true }) });

test.describe('campañas', () => {
  test('SUPERADMIN crea (primero con errores), busca, edita, inactiva, exporta y elimina una campaña', async ({ page }) => {
    await ingresar(page, 'SUPERADMIN');
    await cerrarAvisosDelDashboard(page);
    const cajonMenu = await abrirMenu(page);
    const menu = cajonMenu.getByRole('navigation', { name: 'Menú' });
    await menu.getByRole('button', { name: 'Configuración' }).click();
    await menu.getByRole('link', { name: 'Gestión de campañas', exact: true }).click();
    await expect(page).toHaveURL(/\/app\/configuracion\/gestion_campa(ñ|%C3%B1)as$/);
    await expect(page.getByRole('heading', { name: 'Campañas' })).toBeVisible();

    await page.getByRole('button', { name: 'Crear campaña' }).click();
    const cajon = page.getByRole('dialog', { name: 'Crear campaña' });
    await cajon.getByRole('button', { name: 'Guardar' }).click();
    await expect(cajon.getByText('Este campo es obligatorio').first()).toBeVisible();
    await expect(cajon.getByText('Seleccione al menos una estación')).toBeVisible();

    await cajon.getByLabel(/^Nombre/).fill(NOMBRE.toLowerCase());
    await llenarFecha(cajon, /^Desde/, '2031-08-10');
    await llenarFecha(cajon, /^Hasta/, '2031-08-01');
    await elegirVarios(page, cajon, /^Estaciones/, ESTACION);
    await elegirVarios(page, cajon, /^Promociones/, PROMOCION);
    await cajon.getByRole('button', { name: 'Guardar' }).click();
    await expect(cajon.getByText('La fecha final debe ser mayor o igual a la fecha inicial')).toBeVisible();
    await llenarFecha(cajon, /^Hasta/, '2031-08-31');
    await cajon.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Registro creado correctamente')).toBeVisible();
    await expect(cajon).toBeHidden();

    const filtros = page.getByRole('search');
    await filtros.getByRole('searchbox', { name: 'Buscar' }).fill('e2e campana');
    await filtros.getByRole('button', { name: 'BUSCAR' }).click();
    await expect(fila(page)).toContainText(PROMOCION);
    await expect(fila(page)).toContainText(ESTACION);
    await expect(fila(page)).toContainText('31/08/2031');

    await fila(page)
      .getByRole('button', { name: `Editar ${NOMBRE}` })
      .click();
    const edicion = page.getByRole('dialog', { name: 'Editar campaña' });
    await expect(edicion.getByLabel(/^Nombre/)).toHaveValue(NOMBRE);
    await llenarFecha(edicion, /^Hasta/, '2031-08-20');
    await edicion.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Registro editado correctamente')).toBeVisible();
    await expect(fila(page)).toContainText('20/08/2031');

    await fila(page)
      .getByRole('switch', { name: `Estado de ${NOMBRE}` })
      .click();
    await page.getByRole('dialog', { name: '¿Está seguro de inactivar este registro?' }).getByRole('button', { name: 'Aceptar' }).click();
    await expect(page.getByText('REGISTRO INACTIVADO CORRECTAMENTE')).toBeVisible();
    await expect(fila(page).getByRole('switch')).not.toBeChecked();

    const [excel] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar Excel' }).click()]);
    expect(excel.suggestedFilename()).toMatch(/^campanas_export_\d{8}_\d{6}\.xlsx$/);
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.readFile(await excel.path());
    const filas = libro.worksheets[0].getSheetValues().slice(2) as unknown[][];
    const exportada = filas.find((f) => f[1] === NOMBRE);
    expect(exportada?.[5]).toBe(PROMOCION);
    expect(exportada?.at(-1)).toBe('Inactivo');

    await fila(page)
      .getByRole('button', { name: `Eliminar ${NOMBRE}` })
      .click();
    await page.getByRole('dialog', { name: '¿Está seguro de eliminar este registro?' }).getByRole('button', { name: 'Aceptar' }).click();
    await expect(page.getByText('Registro eliminado correctamente')).toBeVisible();
    await expect(fila(page)).toHaveCount(0);
  });

  test('en árabe el formulario va de derecha a izquierda y exige estaciones en árabe', async ({ page }) => {
    await entrarEn(page, 'SUPERADMIN', '/app/configuracion/gestion_campañas', { preferencias: { idioma: 'ar' } });
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'الحملات' })).toBeVisible();

    await page.getByRole('button', { name: 'إنشاء حملة' }).click();
    const cajon = page.getByRole('dialog', { name: 'إنشاء حملة' });
    expect((await cajon.boundingBox())!.x).toBeLessThan(2);
    await cajon.getByLabel(/^الاسم/).fill('حملة الصيف');
    await cajon.getByRole('button', { name: 'حفظ' }).click();
    await expect(cajon.getByText('اختر محطة واحدة على الأقل')).toBeVisible();
    await cajon.getByRole('button', { name: 'إلغاء' }).click();
    await page.getByRole('dialog', { name: 'هل تريد الخروج دون حفظ التغييرات؟' }).getByRole('button', { name: 'قبول' }).click();
    await expect(cajon).toBeHidden();

    await page.getByRole('button', { name: 'اختيار اللغة' }).click();
    await page.getByRole('menuitem', { name: 'Español' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  });
});
