import { expect, test, type Locator, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { crearEquipoDePrueba, inactivarEquipo, latido } from '../support/monitoreo';
import { entrarEn } from '../support/ui';

/**
 * Monitoreo (SCREENS.md G06) at /app/empresa/monitoreo: the devices in scope with their connection light, the station
 * map, and a heartbeat posted through the POS API that changes the row live (over /ws), without a reload. The device
 * is the test's own, enrolled at Cartagena, and disabled at the end.
 */
const DIRECCION = '/app/empresa/monitoreo';
const ESTACION = 'EDS CARTAGENA BOCAGRANDE';

function fila(page: Page, alias: string): Locator {
  return page.getByRole('row').filter({ has: page.getByRole('cell', { name: alias, exact: true }) });
}

async function buscar(page: Page, texto: string): Promise<void> {
  const filtros = page.getByRole('search');
  await filtros.getByRole('searchbox', { name: 'Buscar' }).fill(texto);
  await filtros.getByRole('button', { name: 'BUSCAR' }).click();
}

test.describe('monitoreo', () => {
  test('SUPERADMIN encuentra un equipo desconectado, su latido lo pone en línea en vivo y lo exporta', async ({ page }) => {
    const alias = `MON E2E ${Date.now() % 1_000_000}`;
    const equipo = await crearEquipoDePrueba(page.request, ESTACION, alias);
    await entrarEn(page, 'SUPERADMIN', DIRECCION);
    await expect(page.getByRole('heading', { name: 'Monitoreo' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Mapa de estaciones' })).toBeVisible();

    // Never heard from: red, and found by the red filter.
    const filtros = page.getByRole('search');
    await filtros.getByRole('combobox', { name: 'Conexión' }).click();
    await page.getByRole('option', { name: 'Desconectado', exact: true }).click();
    await buscar(page, equipo.alias);
    await expect(page.getByText('1-1 de 1')).toBeVisible();
    const suya = fila(page, equipo.alias);
    await expect(suya).toContainText(ESTACION);
    await expect(suya.locator('[data-nivel="error"]')).toHaveText('Desconectado');

    // Back to every light, then the POS's heartbeat: the row changes without a reload.
    await filtros.getByRole('combobox', { name: 'Conexión' }).click();
    await page.getByRole('option', { name: 'Todos', exact: true }).click();
    await filtros.getByRole('button', { name: 'BUSCAR' }).click();
    await expect(page.getByText('1-1 de 1')).toBeVisible();
    let recargas = 0;
    page.on('framenavigated', () => (recargas += 1));
    await latido(page.request, equipo.token, { version_app: '7.3.1', ventas_pendientes: 12, contingencia: true });
    await expect(suya.locator('[data-nivel="ok"]')).toHaveText('En línea');
    await expect(suya).toContainText('7.3.1');
    await expect(suya.getByRole('cell', { name: '12', exact: true })).toBeVisible();
    await expect(suya.getByRole('cell', { name: 'Sí', exact: true })).toBeVisible();
    await latido(page.request, equipo.token, { ventas_pendientes: 0, contingencia: false });
    await expect(suya.getByRole('cell', { name: 'No', exact: true })).toBeVisible();
    await expect(suya.getByRole('cell', { name: '0', exact: true })).toBeVisible();
    expect(recargas).toBe(0);

    const [excel] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar Excel' }).click()]);
    expect(excel.suggestedFilename()).toMatch(/^monitoreo_export_\d{8}_\d{6}\.xlsx$/);
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.readFile(await excel.path());
    const filas = libro.worksheets[0].getSheetValues().slice(2) as unknown[][];
    expect(filas).toHaveLength(1);
    expect(filas[0]).toEqual(expect.arrayContaining(['En línea', equipo.alias, ESTACION, 'POS', '7.3.1', 'No', 0]));

    await inactivarEquipo(page.request, equipo.id);
  });

  test('ADMINEDS ve solo los equipos de su estación', async ({ page }) => {
    await entrarEn(page, 'ADMINEDS', DIRECCION);
    await expect(page.getByRole('heading', { name: 'Monitoreo' })).toBeVisible();
    const celdas = page.getByRole('cell', { name: /^EDS / });
    await expect(celdas.first()).toBeVisible();
    for (const texto of await celdas.allTextContents()) expect(texto).toBe('EDS BARRANQUILLA CENTRO');
  });

  test('en árabe la pantalla se lee de derecha a izquierda', async ({ page }) => {
    await entrarEn(page, 'SUPERADMIN', DIRECCION, { preferencias: { idioma: 'ar' } });
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'المراقبة' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'آخر اتصال' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'خريطة المحطات' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'خريطة المحطات' })).toHaveAttribute('dir', 'ltr');
  });
});
