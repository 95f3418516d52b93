import { expect, test, type Locator, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { autorizacion, ingresarApi } from '../support/api';
import { entrarEn } from '../support/ui';

/**
 * Asignación de parámetros a equipos (SCREENS.md G05) at /app/configuracion/asignacion-parametros-equipos: a person
 * gives two POS devices of a station their own value of a parameter (first with the errors), copies it to a third,
 * sends the update to the devices, exports the list and lets the third inherit again. The parameter is the test's
 * own (a definition that admits device values), so no other test's values move.
 */
const DIRECCION = '/app/configuracion/asignacion-parametros-equipos';
const ESTACION = 'EDS CARTAGENA BOCAGRANDE';

function fila(page: Page, alias: string): Locator {
  return page.getByRole('row').filter({ has: page.getByRole('cell', { name: alias, exact: true }) });
}

async function elegir(page: Page, campo: Locator, opcion: string | RegExp): Promise<void> {
  await campo.click();
  await page.getByRole('option', { name: opcion }).click();
}

test.describe('asignación de parámetros a equipos', () => {
  test('asigna un valor a dos equipos (primero con errores), lo copia a otro, lo envía, exporta y restablece', async ({ page }) => {
    const codigo = `E2E_EQ_${Date.now().toString(36).toUpperCase()}`;
    const sesion = await ingresarApi(page.request, 'PLATAFORMA');
    const creada = await page.request.post('/api/parametro/definicion', {
      headers: autorizacion(sesion.token),
      data: {
        codigo,
        descripcion: 'VOLUMEN DEL EQUIPO',
        tipo: 'NUMERO',
        minimo: 1,
        maximo: 60,
        defecto: '5',
        niveles: ['GLOBAL', 'EQUIPO'],
      },
    });
    expect(creada.status()).toBe(200);

    await entrarEn(page, 'SUPERADMIN', DIRECCION);
    await expect(page.getByRole('heading', { name: 'Asignación de parámetros a equipos', level: 1 })).toBeVisible();
    await elegir(page, page.getByRole('combobox', { name: 'Estación' }), ESTACION);
    await expect(fila(page, 'POS ISLA 1')).toBeVisible();

    // Nothing chosen: the parameter and the devices are asked for.
    await page.getByRole('button', { name: 'Asignar a equipos' }).click();
    await expect(page.getByText('Campo obligatorio')).toBeVisible();
    await expect(page.getByText('Seleccione al menos un equipo')).toBeVisible();

    await elegir(page, page.getByRole('combobox', { name: 'Parámetro' }), codigo);
    await expect(fila(page, 'POS ISLA 1')).toContainText('DEFECTO');
    const equipos = page.getByRole('combobox', { name: 'Equipos' });
    await equipos.click();
    await page.getByRole('option', { name: /^POS ISLA 1/ }).click();
    await page.getByRole('option', { name: /^POS ISLA 2/ }).click();
    await page.keyboard.press('Escape');
    await expect(equipos).toContainText('POS ISLA 1, POS ISLA 2');
    await page.getByRole('textbox', { name: 'Valor' }).fill('99');
    await page.getByRole('button', { name: 'Asignar a equipos' }).click();
    await expect(page.getByText('El valor debe estar entre 1 y 60')).toBeVisible();
    await page.getByRole('textbox', { name: 'Valor' }).fill('12');
    await page.getByRole('button', { name: 'Asignar a equipos' }).click();
    await expect(page.getByText('Valor guardado correctamente')).toBeVisible();
    await expect(fila(page, 'POS ISLA 1')).toContainText('12');
    await expect(fila(page, 'POS ISLA 1')).toContainText('EQUIPO');
    await expect(fila(page, 'POS ISLA 2')).toContainText('EQUIPO');
    await expect(fila(page, 'POS CANASTILLA')).toContainText('DEFECTO');

    // Copiar de equipo: POS CANASTILLA takes POS ISLA 1's own values.
    await elegir(page, page.getByRole('combobox', { name: 'Copiar de equipo' }), 'POS ISLA 1');
    await equipos.click();
    await page.getByRole('option', { name: /^POS ISLA 1/ }).click();
    await page.getByRole('option', { name: /^POS ISLA 2/ }).click();
    await page.getByRole('option', { name: /^POS CANASTILLA/ }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Copiar', exact: true }).click();
    await expect(page.getByText('Valores copiados de POS ISLA 1')).toBeVisible();
    await expect(fila(page, 'POS CANASTILLA')).toContainText('EQUIPO');
    await expect(fila(page, 'POS CANASTILLA')).toContainText('12');

    await page.getByRole('button', { name: 'Enviar a equipos' }).click();
    await expect(page.getByText('Comandos enviados correctamente')).toBeVisible();

    const [excel] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar Excel' }).click()]);
    expect(excel.suggestedFilename()).toMatch(/^parametros_equipos_export_\d{8}_\d{6}\.xlsx$/);
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.readFile(await excel.path());
    const filas = libro.worksheets[0].getSheetValues().slice(2) as unknown[][];
    const canastilla = filas.find((f) => f.includes('POS CANASTILLA'));
    expect(canastilla).toContain('12');
    expect(canastilla).toContain('EQUIPO');

    await fila(page, 'POS CANASTILLA').getByRole('button', { name: 'Restablecer valor de POS CANASTILLA' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Aceptar' }).click();
    await expect(page.getByText('Valor restablecido: la estación hereda el valor del nivel superior')).toBeVisible();
    await expect(fila(page, 'POS CANASTILLA')).toContainText('DEFECTO');
    await expect(fila(page, 'POS CANASTILLA').getByRole('button', { name: 'Restablecer valor de POS CANASTILLA' })).toHaveCount(0);
  });

  test('en árabe la pantalla se lee de derecha a izquierda', async ({ page }) => {
    await entrarEn(page, 'SUPERADMIN', DIRECCION, { preferencias: { idioma: 'ar' } });
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'تعيين المعلمات للأجهزة', level: 1 })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'المصدر' })).toBeVisible();
    await page.getByRole('button', { name: 'تعيين للأجهزة' }).click();
    await expect(page.getByText('اختر جهازًا واحدًا على الأقل')).toBeVisible();
  });
});
