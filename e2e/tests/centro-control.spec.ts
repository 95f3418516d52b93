import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { autorizacion } from '../support/api';
import { crearEquipoDePrueba, inactivarEquipo, latido } from '../support/monitoreo';
import { entrarEn } from '../support/ui';

/**
 * Centro de control (SCREENS.md G06) at /app/soporte/centro_control: one station's panels, and a command sent to the
 * test's own device at Cartagena that goes PENDIENTE → ENTREGADO → EJECUTADO live as the POS fetches and answers it.
 */
const DIRECCION = '/app/soporte/centro_control';
const ESTACION = 'EDS CARTAGENA BOCAGRANDE';

test.describe('centro de control', () => {
  test('SUPERADMIN elige una estación, envía un comando a un equipo y lo ve ejecutarse en vivo', async ({ page }) => {
    const alias = `CC E2E ${Date.now() % 1_000_000}`;
    const equipo = await crearEquipoDePrueba(page.request, ESTACION, alias);
    await latido(page.request, equipo.token, { version_app: '6.0.0', ventas_pendientes: 2 });
    await entrarEn(page, 'SUPERADMIN', DIRECCION);
    await expect(page.getByRole('heading', { name: 'Centro de control', exact: true })).toBeVisible();
    await page.getByRole('combobox', { name: 'Estación' }).click();
    await page.getByRole('option', { name: ESTACION, exact: true }).click();

    const equipos = page.getByRole('region', { name: 'Equipos', exact: true });
    const suya = equipos.getByRole('row').filter({ hasText: equipo.alias });
    await expect(suya).toContainText('6.0.0');
    await expect(suya.locator('[data-nivel="ok"]')).toHaveText('En línea');
    await expect(page.getByRole('region', { name: 'Turnos abiertos' }).first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Tanques' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Resoluciones' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Última sincronización' })).toBeVisible();

    // A command for the test's device only: confirmed first, then followed live.
    const comandos = page.getByRole('region', { name: 'Comandos', exact: true });
    await comandos.getByRole('combobox', { name: 'Enviar a' }).click();
    await page.getByRole('option', { name: equipo.alias, exact: true }).click();
    await comandos.getByRole('button', { name: 'Forzar sincronización' }).click();
    const confirmacion = page.getByRole('dialog', { name: 'Forzar sincronización' });
    await expect(confirmacion).toContainText(`Se enviará a ${equipo.alias}.`);
    await confirmacion.getByRole('button', { name: 'Aceptar' }).click();
    await expect(page.getByText('Comandos enviados correctamente')).toBeVisible();
    const comando = comandos.getByRole('row').filter({ hasText: equipo.alias }).filter({ hasText: 'Forzar sincronización' });
    await expect(comando.locator('[data-estado]')).toHaveAttribute('data-estado', 'PENDIENTE');

    const h = { headers: autorizacion(equipo.token) };
    const pedidos = await page.request.get('/api/pos/v1/comandos', h);
    expect(pedidos.status()).toBe(200);
    // A bulk command of the master test may reach this device too: this test's own command is the one to answer.
    const pedido = ((await pedidos.json()) as { data: { id: number; tipo: string }[] }).data.find(
      (c) => c.tipo === 'FORZAR_SINCRONIZACION',
    )!;
    expect(pedido).toBeDefined();
    await expect(comando.locator('[data-estado]')).toHaveAttribute('data-estado', 'ENTREGADO');
    await expect(comando).toContainText('Entregado');
    const r = await page.request.post(`/api/pos/v1/comandos/${pedido.id}/resultado`, {
      ...h,
      data: { exito: true, detalle: 'Sincronizado' },
    });
    expect(r.status()).toBe(200);
    await expect(comando.locator('[data-estado]')).toHaveAttribute('data-estado', 'EJECUTADO');
    await expect(comando).toContainText('Sincronizado');

    const [excel] = await Promise.all([page.waitForEvent('download'), equipos.getByRole('button', { name: 'Exportar Excel' }).click()]);
    expect(excel.suggestedFilename()).toMatch(/^centro_control_equipos_export_\d{8}_\d{6}\.xlsx$/);
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.readFile(await excel.path());
    const filas = libro.worksheets[0].getSheetValues().slice(2) as unknown[][];
    expect(filas.find((f) => f.includes(equipo.alias))).toEqual(
      expect.arrayContaining(['En línea', equipo.alias, 'POS', '6.0.0', 'No', 2]),
    );

    await inactivarEquipo(page.request, equipo.id);
  });

  test('ADMINEDS ve solo su estación, sin selector', async ({ page }) => {
    await entrarEn(page, 'ADMINEDS', DIRECCION);
    await expect(page.getByRole('heading', { name: 'Centro de control', exact: true })).toBeVisible();
    await expect(page.getByText('EDS BARRANQUILLA CENTRO', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Estación' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Comandos', exact: true }).getByRole('button', { name: 'Solicitar logs' })).toBeVisible();
  });

  test('en árabe la pantalla se lee de derecha a izquierda', async ({ page }) => {
    await entrarEn(page, 'SUPERADMIN', DIRECCION, { preferencias: { idioma: 'ar' } });
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'مركز التحكم', exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'الخزانات' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'فرض المزامنة' })).toBeVisible();
  });
});
