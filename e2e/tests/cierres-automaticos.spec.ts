import { expect, test, type Locator, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { abrirMenu, cerrarAvisosDelDashboard, entrarEn, ingresar } from '../support/ui';

/** Cierres automáticos (SCREENS.md G23, /configuracion/gestion_cierres_automaticos): one configuration per station. */
const RUTA = /\/app\/configuracion\/gestion_cierres_automaticos$/;
const ESTACION = 'EDS CALI PANCE';

function fila(page: Page, nombre: string): Locator {
  return page.getByRole('row').filter({ has: page.getByRole('cell', { name: nombre, exact: true }) });
}

async function elegir(page: Page, cajon: Locator, etiqueta: RegExp, opcion: string) {
  await cajon.getByLabel(etiqueta).click();
  await page.getByRole('option', { name: opcion, exact: true }).click();
}

test.describe('cierres automáticos', () => {
  test('SUPERADMIN configura (primero con errores), busca, edita, inactiva, exporta y elimina', async ({ page }) => {
    await ingresar(page, 'SUPERADMIN');
    await cerrarAvisosDelDashboard(page);
    const menu = (await abrirMenu(page)).getByRole('navigation', { name: 'Menú' });
    await menu.getByRole('button', { name: 'Configuración' }).click();
    await menu.getByRole('link', { name: 'Gestión de cierres automáticos' }).click();
    await expect(page).toHaveURL(RUTA);
    await expect(page.getByRole('heading', { name: 'Cierres automáticos' })).toBeVisible();

    await page.getByRole('button', { name: 'Crear cierre automático' }).click();
    const cajon = page.getByRole('dialog', { name: 'Crear cierre automático' });
    await cajon.getByRole('button', { name: 'Guardar' }).click();
    await expect(cajon.getByText('Campo obligatorio').first()).toBeVisible();
    await elegir(page, cajon, /^Estación/, ESTACION);
    await elegir(page, cajon, /^Si hay un turno abierto/, 'SOLO ALERTAR');
    await cajon.getByLabel(/^Tolerancia/).fill('300');
    await cajon.getByRole('button', { name: 'Guardar' }).click();
    await expect(cajon.getByText('El valor ingresado debe estar entre 0 y 240')).toBeVisible();
    await cajon.getByLabel(/^Tolerancia/).fill('45');
    await cajon.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Registro creado correctamente')).toBeVisible();

    const filtros = page.getByRole('search');
    await filtros.getByLabel('Estación').click();
    await page.getByRole('option', { name: ESTACION, exact: true }).click();
    await filtros.getByRole('button', { name: 'BUSCAR' }).click();
    await expect(fila(page, ESTACION)).toContainText('06:00');
    await fila(page, ESTACION)
      .getByRole('button', { name: `Editar ${ESTACION}` })
      .click();
    const edicion = page.getByRole('dialog', { name: 'Editar cierre automático' });
    await expect(edicion.getByLabel(/^Tolerancia/)).toHaveValue('45');
    await edicion.getByLabel(/^Hora de cierre/).fill('23:30');
    await edicion.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Registro editado correctamente')).toBeVisible();
    await expect(fila(page, ESTACION)).toContainText('23:30');

    const interruptor = fila(page, ESTACION).getByRole('switch', { name: `Estado de ${ESTACION}` });
    await interruptor.click();
    await page.getByRole('dialog', { name: '¿Está seguro de inactivar este registro?' }).getByRole('button', { name: 'Aceptar' }).click();
    await expect(page.getByText('REGISTRO INACTIVADO CORRECTAMENTE')).toBeVisible();
    await expect(interruptor).not.toBeChecked();

    const [excel] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar Excel' }).click()]);
    expect(excel.suggestedFilename()).toMatch(/^cierres_automaticos_export_\d{8}_\d{6}\.xlsx$/);
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.readFile(await excel.path());
    const filas = libro.worksheets[0].getSheetValues().slice(2) as unknown[][];
    expect(filas.map((f) => f.slice(1, 6))).toEqual([[ESTACION, '23:30', 45, 'SOLO ALERTAR', 'Inactivo']]);

    await fila(page, ESTACION)
      .getByRole('button', { name: `Eliminar ${ESTACION}` })
      .click();
    await page.getByRole('dialog', { name: '¿Está seguro de eliminar este registro?' }).getByRole('button', { name: 'Aceptar' }).click();
    await expect(page.getByText('Registro eliminado correctamente')).toBeVisible();
  });

  test('en árabe la pantalla va de derecha a izquierda y la validación se dice en árabe', async ({ page }) => {
    await entrarEn(page, 'SUPERADMIN', '/app/configuracion/gestion_cierres_automaticos', { preferencias: { idioma: 'ar' } });
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'الإغلاقات التلقائية' })).toBeVisible();

    await page.getByRole('button', { name: 'إنشاء إغلاق تلقائي' }).click();
    const cajon = page.getByRole('dialog', { name: 'إنشاء إغلاق تلقائي' });
    expect((await cajon.boundingBox())!.x).toBeLessThan(2);
    await cajon.getByLabel(/^المهلة/).fill('300');
    await cajon.getByRole('button', { name: 'حفظ' }).click();
    await expect(cajon.getByText('حقل مطلوب').first()).toBeVisible();
    await expect(cajon.getByText('يجب أن تكون القيمة المدخلة بين 0 و240')).toBeVisible();
    await cajon.getByRole('button', { name: 'إلغاء' }).click();
    await page.getByRole('dialog', { name: 'هل تريد الخروج دون حفظ التغييرات؟' }).getByRole('button', { name: 'قبول' }).click();
    await expect(cajon).toBeHidden();

    await page.getByRole('button', { name: 'اختيار اللغة' }).click();
    await page.getByRole('menuitem', { name: 'Español' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  });
});
