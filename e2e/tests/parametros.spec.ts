import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { entrarEn } from '../support/ui';
import ExcelJS from 'exceljs';

/**
 * Parameters (SCREENS.md G10): Parámetros globales (/app/configuracion/globales), Parámetros por estación
 * (/app/configuracion/parametros) and Configuración de ventas (/app/configuracion/configuracion_ventas). Each test
 * leaves the station values as it found them (Restablecer); definitions carry a code of their own run.
 */
/** The row of a parameter by its code, within the page or one of its tables. */
function fila(ambito: Page | Locator, codigo: string): Locator {
  const pagina = 'page' in ambito && typeof ambito.page === 'function' ? ambito.page() : (ambito as Page);
  return ambito.getByRole('row').filter({ has: pagina.getByRole('cell', { name: codigo, exact: true }) });
}

async function abrir(page: Page, ruta: string, titulo: string): Promise<void> {
  if (new URL(page.url()).pathname !== ruta) await page.goto(ruta);
  await expect(page.getByRole('heading', { name: titulo, level: 1 })).toBeVisible();
}

test.describe('parámetros', () => {
  test('Parámetros globales: crea una definición (primero con errores), la busca, la edita, la inactiva y exporta', async ({ page }) => {
    const codigo = `E2E_${Date.now().toString(36).toUpperCase()}`;
    await entrarEn(page, 'PLATAFORMA', '/app/configuracion/globales');
    await abrir(page, '/app/configuracion/globales', 'Parámetros globales');
    const definiciones = page.getByRole('table').first();
    await expect(fila(definiciones, 'BLOQUEA_GNV_CERT_VENCIDO')).toContainText('BOOLEANO');
    // The global and business values below: every station inherits them.
    await expect(page.getByRole('heading', { name: 'Valores globales y del negocio' })).toBeVisible();
    await expect(fila(page.getByRole('table').last(), 'TOLERANCIA_DIFERENCIA_PCT')).toContainText('0.5');

    await page.getByRole('button', { name: 'Crear parámetro' }).click();
    const cajon = page.getByRole('dialog', { name: 'Crear parámetro' });
    await cajon.getByLabel('Descripción').fill('Prueba de extremo a extremo');
    await cajon.getByLabel(/^Mín\W*$/).fill('1');
    await cajon.getByLabel(/^Máx\W*$/).fill('10');
    await cajon.getByLabel(/^Defecto\W*$/).fill('50');
    await cajon.getByRole('button', { name: 'Guardar' }).click();
    await expect(cajon.getByText('Este campo es obligatorio')).toBeVisible();
    await cajon.getByLabel(/^Código\W*$/).fill(codigo.toLowerCase());
    await cajon.getByRole('button', { name: 'Guardar' }).click();
    await expect(cajon.getByText('Valor por defecto no válido: El valor debe estar entre 1 y 10')).toBeVisible();
    await cajon.getByLabel(/^Defecto\W*$/).fill('5');
    await cajon.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Registro creado correctamente')).toBeVisible();
    await expect(cajon).toBeHidden();

    const filtros = page.getByRole('search');
    await filtros.getByRole('searchbox', { name: 'Buscar' }).fill(codigo);
    await filtros.getByRole('button', { name: 'BUSCAR' }).click();
    await expect(page.getByText('1-1 de 1')).toBeVisible();
    await expect(fila(definiciones, codigo)).toContainText('PRUEBA DE EXTREMO A EXTREMO');

    await fila(definiciones, codigo)
      .getByRole('button', { name: `Editar ${codigo}` })
      .click();
    const edicion = page.getByRole('dialog', { name: 'Editar parámetro' });
    await edicion.getByLabel('Descripción').fill('Prueba editada');
    await edicion.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Registro editado correctamente')).toBeVisible();
    await expect(fila(definiciones, codigo)).toContainText('PRUEBA EDITADA');

    const estado = fila(definiciones, codigo).getByRole('switch', { name: `Estado de ${codigo}` });
    await estado.click();
    await page.getByRole('dialog', { name: '¿Está seguro de inactivar este registro?' }).getByRole('button', { name: 'Aceptar' }).click();
    await expect(page.getByText('REGISTRO INACTIVADO CORRECTAMENTE')).toBeVisible();
    await expect(estado).not.toBeChecked();

    const [excel] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exportar Excel' }).first().click(),
    ]);
    expect(excel.suggestedFilename()).toMatch(/^parametros_globales_export_\d{8}_\d{6}\.xlsx$/);
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.readFile(await excel.path());
    const filas = libro.worksheets[0].getSheetValues().slice(2) as unknown[][];
    expect(filas.find((f) => f[1] === codigo)?.[2]).toBe('PRUEBA EDITADA');
  });

  test('Parámetros por estación: un valor fuera de rango se rechaza, se guarda, se hereda y se restablece', async ({ page }) => {
    await entrarEn(page, 'SUPERADMIN', '/app/configuracion/parametros');
    await abrir(page, '/app/configuracion/parametros', 'Parámetros por estación');
    const tolerancia = fila(page, 'TOLERANCIA_DIFERENCIA_PCT');
    await expect(tolerancia).toContainText('DEFECTO');

    await tolerancia.getByRole('button', { name: 'Editar valor de TOLERANCIA_DIFERENCIA_PCT' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Editar valor de TOLERANCIA_DIFERENCIA_PCT' });
    await dialogo.getByLabel('Valor').fill('150');
    await dialogo.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialogo.getByText('El valor debe estar entre 0 y 100')).toBeVisible();
    await dialogo.getByLabel('Valor').fill('1.5');
    await dialogo.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Valor guardado correctamente')).toBeVisible();
    await expect(tolerancia).toContainText('ESTACIÓN');
    await expect(tolerancia).toContainText('1.5');

    const [excel] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar Excel' }).click()]);
    expect(excel.suggestedFilename()).toMatch(/^parametros_estacion_export_\d{8}_\d{6}\.xlsx$/);
    const contenido = await readFile(await excel.path());
    expect(contenido.subarray(0, 2).toString()).toBe('PK');

    await tolerancia.getByRole('button', { name: 'Restablecer TOLERANCIA_DIFERENCIA_PCT' }).click();
    await page
      .getByRole('dialog', { name: /restablecer TOLERANCIA_DIFERENCIA_PCT/ })
      .getByRole('button', { name: 'Aceptar' })
      .click();
    await expect(page.getByText('Valor restablecido: la estación hereda el valor del nivel superior')).toBeVisible();
    await expect(tolerancia).toContainText('DEFECTO');
    await expect(tolerancia.getByRole('button', { name: 'Restablecer TOLERANCIA_DIFERENCIA_PCT' })).toHaveCount(0);
  });

  test('Configuración de ventas: exige placa en una estación y la devuelve al valor heredado', async ({ page }) => {
    await entrarEn(page, 'SUPERADMIN', '/app/configuracion/configuracion_ventas');
    await abrir(page, '/app/configuracion/configuracion_ventas', 'Configuración de ventas');
    const placa = fila(page, 'EXIGIR_PLACA');
    await placa.getByRole('button', { name: 'Editar valor de EXIGIR_PLACA' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Editar valor de EXIGIR_PLACA' });
    await dialogo.getByLabel('Valor').click();
    await page.getByRole('option', { name: 'Sí' }).click();
    await dialogo.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Valor guardado correctamente')).toBeVisible();
    await expect(placa).toContainText('ESTACIÓN');
    await placa.getByRole('button', { name: 'Restablecer EXIGIR_PLACA' }).click();
    await page
      .getByRole('dialog', { name: /restablecer EXIGIR_PLACA/ })
      .getByRole('button', { name: 'Aceptar' })
      .click();
    await expect(placa).toContainText('DEFECTO');
  });

  test('en árabe las tres pantallas van de derecha a izquierda', async ({ page }) => {
    await entrarEn(page, 'SUPERADMIN', '/app/configuracion/globales', { preferencias: { idioma: 'ar' } });
    await abrir(page, '/app/configuracion/globales', 'المعلمات العامة');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await abrir(page, '/app/configuracion/configuracion_ventas', 'إعدادات المبيعات');
    await abrir(page, '/app/configuracion/parametros', 'المعلمات حسب المحطة');
    const tolerancia = fila(page, 'TOLERANCIA_DIFERENCIA_PCT');
    await expect(tolerancia).toContainText('الافتراضي');
    await tolerancia.getByRole('button', { name: 'تعديل قيمة TOLERANCIA_DIFERENCIA_PCT' }).click();
    const dialogo = page.getByRole('dialog', { name: 'تعديل قيمة TOLERANCIA_DIFERENCIA_PCT' });
    await dialogo.getByLabel('القيمة').fill('abc');
    await dialogo.getByRole('button', { name: 'حفظ' }).click();
    await expect(dialogo.getByText('يجب أن تكون القيمة رقمًا')).toBeVisible();
    await dialogo.getByRole('button', { name: 'إلغاء' }).click();
    await expect(dialogo).toBeHidden();
  });
});
