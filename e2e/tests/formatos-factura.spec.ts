import { expect, test, type Locator, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { abrirMenu, cerrarAvisosDelDashboard, entrarEn, ingresar } from '../support/ui';

/**
 * Formatos de factura (SCREENS.md G17) at '/app/configuracion/gestion_facturas': a format is created with a live
 * preview, found, edited, inactivated once no station prints with it, exported; the POS messages are saved.
 */
const DIRECCION = '/app/configuracion/gestion_facturas';
const RUTA = new RegExp(`${DIRECCION}$`);
const ESTACION = 'EDS PEREIRA CIRCUNVALAR';

function fila(page: Page, texto: string): Locator {
  return page.getByRole('row').filter({ has: page.getByRole('cell', { name: texto, exact: true }) });
}

async function buscar(page: Page, texto: string): Promise<void> {
  const filtros = page.getByRole('search');
  await filtros.getByRole('searchbox', { name: 'Buscar' }).fill(texto);
  await filtros.getByRole('button', { name: 'BUSCAR' }).click();
}

test.describe('formatos de factura', () => {
  test('SUPERADMIN crea (primero con errores) con vista previa, busca, edita, inactiva, exporta y guarda los mensajes POS', async ({
    page,
  }) => {
    await ingresar(page, 'SUPERADMIN');
    await cerrarAvisosDelDashboard(page);
    const menu = await abrirMenu(page);
    await menu.getByRole('button', { name: 'Configuración' }).click();
    await menu.getByRole('link', { name: 'Gestión de facturas' }).click();
    await expect(page).toHaveURL(RUTA);
    await expect(page.getByRole('heading', { name: 'Formatos de factura' })).toBeVisible();
    await expect(fila(page, 'TIRILLA ESTACIONES')).toContainText('TIRILLA 80 MM');

    await page.getByRole('button', { name: 'Crear formato de factura' }).click();
    const cajon = page.getByRole('dialog', { name: 'Crear formato de factura' });
    await cajon.getByLabel(/^Copias/).fill('4');
    await cajon.getByRole('button', { name: 'Guardar' }).click();
    await expect(cajon.getByText('Este campo es obligatorio')).toBeVisible();
    await expect(cajon.getByText('Campo obligatorio')).toBeVisible();
    await expect(cajon.getByText('El valor ingresado debe estar entre 1 y 3')).toBeVisible();

    await cajon.getByLabel(/^Descripción/).fill('tirilla pereira');
    await cajon.getByLabel(/^Formato/).click();
    await page.getByRole('option', { name: 'TIRILLA 58 MM', exact: true }).click();
    await cajon.getByLabel(/^Encabezado/).fill('ESTACION PEREIRA');
    await cajon.getByLabel(/^Pie de página/).fill('VUELVA PRONTO');
    await cajon.getByLabel(/^Copias/).fill('2');
    const previa = cajon.getByTestId('vista-previa-formato');
    await expect(previa).toContainText('ESTACION PEREIRA');
    await expect(previa).toContainText('VUELVA PRONTO');
    await expect(cajon.getByText('Vista previa · TIRILLA 58 MM · 2 copia(s)')).toBeVisible();
    await cajon.getByLabel(/^Estaciones/).click();
    await page.getByRole('option', { name: ESTACION, exact: true }).click();
    await page.keyboard.press('Escape');
    await cajon.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Registro creado correctamente')).toBeVisible();
    await expect(cajon).toBeHidden();

    await buscar(page, 'pereira');
    const creada = fila(page, 'TIRILLA PEREIRA');
    await expect(creada).toContainText('TIRILLA 58 MM');
    await expect(creada).toContainText(ESTACION);

    // A format a station prints with is not inactivated.
    await creada.getByRole('switch', { name: 'Estado de TIRILLA PEREIRA' }).click();
    await page.getByRole('dialog', { name: '¿Está seguro de inactivar este registro?' }).getByRole('button', { name: 'Aceptar' }).click();
    await expect(page.getByText('El formato está asignado a estaciones: asigne otro formato antes de inactivarlo')).toBeVisible();

    // Edited: paper changes in the preview; the station goes back to the demo's format.
    await creada.getByRole('button', { name: 'Editar TIRILLA PEREIRA' }).click();
    const edicion = page.getByRole('dialog', { name: 'Editar formato de factura' });
    await edicion.getByLabel(/^Formato/).click();
    await page.getByRole('option', { name: 'CARTA', exact: true }).click();
    await expect(edicion.getByText('Vista previa · CARTA · 2 copia(s)')).toBeVisible();
    await edicion.getByLabel(/^Estaciones/).click();
    await page.getByRole('option', { name: ESTACION, exact: true }).click();
    await page.keyboard.press('Escape');
    await edicion.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Registro editado correctamente')).toBeVisible();
    await expect(creada).toContainText('CARTA');

    await creada.getByRole('switch', { name: 'Estado de TIRILLA PEREIRA' }).click();
    await page.getByRole('dialog', { name: '¿Está seguro de inactivar este registro?' }).getByRole('button', { name: 'Aceptar' }).click();
    await expect(page.getByText('REGISTRO INACTIVADO CORRECTAMENTE')).toBeVisible();
    await expect(creada.getByRole('switch', { name: 'Estado de TIRILLA PEREIRA' })).not.toBeChecked();

    const [excel] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar Excel' }).click()]);
    expect(excel.suggestedFilename()).toMatch(/^formatos_factura_export_\d{8}_\d{6}\.xlsx$/);
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.readFile(await excel.path());
    expect(libro.worksheets[0].getSheetValues().flat().map(String)).toContain('TIRILLA PEREIRA');

    // The POS messages.
    await page.getByRole('button', { name: 'Mensajes POS' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Mensajes de facturación electrónica del POS' });
    await expect(dialogo.getByLabel('Factura enviada')).toHaveValue('FACTURA ELECTRÓNICA ENVIADA CORRECTAMENTE');
    await dialogo.getByLabel('Mensaje adicional 1').fill('GRACIAS POR PREFERIRNOS');
    await dialogo.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Mensajes POS guardados correctamente')).toBeVisible();
    await page.getByRole('button', { name: 'Mensajes POS' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Mensajes de facturación electrónica del POS' }).getByLabel('Mensaje adicional 1'),
    ).toHaveValue('GRACIAS POR PREFERIRNOS');
  });

  test('en árabe la pantalla va de derecha a izquierda y la vista previa sigue de izquierda a derecha', async ({ page }) => {
    await entrarEn(page, 'SUPERADMIN', DIRECCION, { preferencias: { idioma: 'ar' } });
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'تنسيقات الفاتورة' })).toBeVisible();
    await page.getByRole('button', { name: 'إنشاء تنسيق فاتورة' }).click();
    const cajon = page.getByRole('dialog', { name: 'إنشاء تنسيق فاتورة' });
    expect((await cajon.boundingBox())!.x).toBeLessThan(2);
    await cajon.getByRole('button', { name: 'حفظ' }).click();
    await expect(cajon.getByText('هذا الحقل مطلوب').first()).toBeVisible();
    await expect(cajon.getByTestId('vista-previa-formato')).toHaveAttribute('dir', 'ltr');
    await cajon.getByRole('button', { name: 'إلغاء' }).click();
    await expect(cajon).toBeHidden();
    await page.getByRole('button', { name: 'اختيار اللغة' }).click();
    await page.getByRole('menuitem', { name: 'Español' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  });
});
