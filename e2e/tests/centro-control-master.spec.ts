import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { autorizacion } from '../support/api';
import { crearEquipoDePrueba, inactivarEquipo } from '../support/monitoreo';
import { entrarEn } from '../support/ui';

/**
 * Centro de control master (SCREENS.md G06) at /app/soporte/centro_control_master: every station with its health,
 * worst first, and a bulk command to the devices of the stations ticked. The station ticked is Cartagena; the test's
 * own device there proves the command reached it.
 */
const DIRECCION = '/app/soporte/centro_control_master';
const ESTACION = 'EDS CARTAGENA BOCAGRANDE';

test.describe('centro de control master', () => {
  test('SUPERADMIN ve la salud de cada estación, envía un comando masivo y exporta', async ({ page }) => {
    const equipo = await crearEquipoDePrueba(page.request, ESTACION, `CCM E2E ${Date.now() % 1_000_000}`);
    await entrarEn(page, 'SUPERADMIN', DIRECCION);
    await expect(page.getByRole('heading', { name: 'Centro de control master' })).toBeVisible();
    const fila = page.getByRole('row').filter({ has: page.getByRole('cell', { name: ESTACION, exact: true }) });
    await expect(fila).toContainText(/Salud \d{1,3}\/100/);

    const panel = page.getByRole('region', { name: /^Comandos masivos/ });
    await expect(panel.getByRole('button', { name: 'Solicitar logs' })).toBeDisabled();
    await fila.getByRole('checkbox', { name: `Elegir ${ESTACION}` }).check();
    await expect(panel).toHaveAccessibleName('Comandos masivos (1 estaciones elegidas)');
    await panel.getByRole('button', { name: 'Solicitar logs' }).click();
    const confirmacion = page.getByRole('dialog', { name: 'Solicitar logs' });
    await expect(confirmacion).toContainText('Se enviará a 1 estaciones.');
    await confirmacion.getByRole('button', { name: 'Aceptar' }).click();
    await expect(page.getByText('Comandos enviados correctamente')).toBeVisible();
    await expect(fila.getByRole('checkbox')).not.toBeChecked();

    const pedidos = await page.request.get('/api/pos/v1/comandos', { headers: autorizacion(equipo.token) });
    expect(pedidos.status()).toBe(200);
    expect(((await pedidos.json()) as { data: { tipo: string }[] }).data.map((c) => c.tipo)).toEqual(['SOLICITAR_LOGS']);

    const [excel] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar Excel' }).click()]);
    expect(excel.suggestedFilename()).toMatch(/^centro_control_master_export_\d{8}_\d{6}\.xlsx$/);
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.readFile(await excel.path());
    const filas = libro.worksheets[0].getSheetValues().slice(2) as unknown[][];
    expect(filas.length).toBeGreaterThanOrEqual(2);
    expect(filas.find((f) => f.includes(ESTACION))).toEqual(expect.arrayContaining([ESTACION, 'COMBUSTIBLES ANDINOS S.A.S.']));

    await inactivarEquipo(page.request, equipo.id);
  });

  test('en árabe la pantalla se lee de derecha a izquierda', async ({ page }) => {
    await entrarEn(page, 'SUPERADMIN', DIRECCION, { preferencias: { idioma: 'ar' } });
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'مركز التحكم الرئيسي' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'الحالة العامة' })).toBeVisible();
  });
});
