import { expect, test, type Locator, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { autorizacion } from '../support/api';
import { crearEquipoDePrueba, inactivarEquipo } from '../support/monitoreo';
import { entrarEn } from '../support/ui';

/**
 * Depuración POS (SCREENS.md G05) at /app/mantenimiento/depuracionpos: a person chooses two POS devices of a station
 * (the test's own: one reported its local counts on its heartbeat, the other never did), first with an age out of
 * range, previews what each holds, confirms the purge and finds the two DEPURAR commands in the history, then exports
 * it to Excel. The devices are disabled again at the end.
 */
const DIRECCION = '/app/mantenimiento/depuracionpos';
const ESTACION = 'EDS CARTAGENA BOCAGRANDE';

/** The row of `contenedor` (the page, or one table) with a cell that reads exactly `texto`. */
function fila(page: Page, texto: string, contenedor: Page | Locator = page): Locator {
  return contenedor.getByRole('row').filter({ has: page.getByRole('cell', { name: texto, exact: true }) });
}

test.describe('depuración POS', () => {
  test('depura dos equipos (primero con la antigüedad fuera de rango), ve la vista previa, el historial y lo exporta', async ({ page }) => {
    const marca = Date.now().toString(36).toUpperCase();
    const conDatos = await crearEquipoDePrueba(page.request, ESTACION, `DEP A ${marca}`);
    const sinDatos = await crearEquipoDePrueba(page.request, ESTACION, `DEP B ${marca}`);
    const latido = await page.request.post('/api/pos/v1/estado', {
      headers: autorizacion(conDatos.token),
      data: { version_app: '3.2.0', conteos: { ventas_sincronizadas: 320, logs: 640, cola_confirmada: 12, cache_mb: 48 } },
    });
    expect(latido.status(), await latido.text()).toBe(200);

    await entrarEn(page, 'SUPERADMIN', DIRECCION);
    await expect(page.getByRole('heading', { name: 'Depuración POS', level: 1 })).toBeVisible();
    await page.getByRole('combobox', { name: 'Estación' }).click();
    await page.getByRole('option', { name: ESTACION }).click();

    // Nothing chosen and an age out of range: every field says what is wrong, nothing is asked or sent.
    await page.getByRole('textbox', { name: 'Antigüedad (días)' }).fill('20');
    await page.getByRole('button', { name: 'Depurar', exact: true }).click();
    await expect(page.getByText('El valor ingresado debe estar entre 30 y 365')).toBeVisible();
    await expect(page.getByText('Seleccione qué depurar')).toBeVisible();
    await expect(page.getByText('Campo obligatorio')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    const equipos = page.getByRole('combobox', { name: 'Equipos' });
    await equipos.click();
    await page.getByRole('option', { name: new RegExp(`^${conDatos.alias}`) }).click();
    await page.getByRole('option', { name: new RegExp(`^${sinDatos.alias}`) }).click();
    await page.keyboard.press('Escape');
    await expect(equipos).toContainText(`${conDatos.alias}, ${sinDatos.alias}`);

    // The preview: the counts of the last heartbeat, or that the device never reported them.
    const vista = page.getByRole('table').first();
    await expect(fila(page, conDatos.alias, vista)).toContainText('320');
    await expect(fila(page, conDatos.alias, vista)).toContainText('640');
    await expect(fila(page, sinDatos.alias, vista)).toContainText('Sin datos del equipo');

    await page.getByRole('checkbox', { name: 'Ventas sincronizadas' }).check();
    await page.getByRole('checkbox', { name: 'Logs' }).check();
    await page.getByRole('textbox', { name: 'Antigüedad (días)' }).fill('90');
    await expect(page.getByText('El valor ingresado debe estar entre 30 y 365')).toHaveCount(0);
    await page.getByRole('button', { name: 'Depurar', exact: true }).click();
    const dialogo = page.getByRole('dialog');
    await expect(dialogo).toContainText('¿Está seguro de depurar los equipos seleccionados? Esta acción no se puede revertir en el equipo');
    await dialogo.getByRole('button', { name: 'Aceptar' }).click();
    await expect(page.getByText('Comandos enviados correctamente')).toBeVisible();

    // The history: one DEPURAR per device, pending, with what and how old, found by the device.
    const filtros = page.getByRole('search');
    await filtros.getByRole('searchbox', { name: 'Buscar' }).fill(marca);
    await filtros.getByRole('button', { name: 'BUSCAR' }).click();
    await expect(fila(page, conDatos.alias)).toContainText('Pendiente');
    await expect(fila(page, conDatos.alias)).toContainText('Ventas sincronizadas, Logs');
    await expect(fila(page, sinDatos.alias)).toContainText('SUPERADMIN');

    const [excel] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar Excel' }).click()]);
    expect(excel.suggestedFilename()).toMatch(/^depuracion_pos_export_\d{8}_\d{6}\.xlsx$/);
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.readFile(await excel.path());
    const filas = libro.worksheets[0].getSheetValues().slice(2) as unknown[][];
    expect(filas).toHaveLength(2);
    const exportada = filas.find((f) => f.includes(conDatos.alias));
    expect(exportada).toContain('Ventas sincronizadas, Logs');
    expect(exportada).toContain('Pendiente');
    expect(exportada).toContain('SUPERADMIN');
    expect(filas.some((f) => f.includes(sinDatos.alias))).toBe(true);

    await inactivarEquipo(page.request, conDatos.id);
    await inactivarEquipo(page.request, sinDatos.id);
  });

  test('en árabe la pantalla se lee de derecha a izquierda', async ({ page }) => {
    await entrarEn(page, 'SUPERADMIN', DIRECCION, { preferencias: { idioma: 'ar' } });
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'تنظيف نقاط البيع', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'سجل عمليات التنظيف', level: 2 })).toBeVisible();
    await page.getByRole('button', { name: 'تنظيف', exact: true }).click();
    await expect(page.getByText('اختر ما يجب تنظيفه')).toBeVisible();
  });
});
