import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { abrirMenu, cerrarAvisosDelDashboard, entrarEn, ingresar } from '../support/ui';

/**
 * The reference screen of the screen kit: units of measure (SCREENS.md G11) at /configuracion/gestion_unidades.
 * Each test creates its own unit and deletes it at the end, so the catalogue is left as it was found.
 */
const RUTA = /\/app\/configuracion\/gestion_unidades$/;

async function abrirDesdeElMenu(page: Page): Promise<void> {
  const cajon = await abrirMenu(page);
  const menu = cajon.getByRole('navigation', { name: 'Menú' });
  await menu.getByRole('button', { name: 'Configuración' }).click();
  await menu.getByRole('link', { name: 'Unidades de medida' }).click();
  await expect(page).toHaveURL(RUTA);
}

/** The row of a unit in the table, by its code in the first cell. */
function fila(page: Page, codigo: string): Locator {
  return page.getByRole('row').filter({ has: page.getByRole('cell', { name: codigo, exact: true }) });
}

async function buscar(page: Page, texto: string, etiquetas = { buscar: 'Buscar', boton: 'BUSCAR' }): Promise<void> {
  const filtros = page.getByRole('search');
  await filtros.getByRole('searchbox', { name: etiquetas.buscar }).fill(texto);
  await filtros.getByRole('button', { name: etiquetas.boton }).click();
}

/** The range text of the table's pager ('1-10 de 14'): how many rows match. */
async function totalDeFilas(page: Page): Promise<number> {
  const rango = page.getByText(/^\d+-\d+ de \d+$/);
  await expect(rango).toBeVisible();
  return Number(/de (\d+)$/.exec((await rango.textContent())!)![1]);
}

test.describe('unidades de medida: la pantalla de referencia del kit', () => {
  test('SUPERADMIN crea (primero con un error), busca, edita, inactiva, exporta y elimina', async ({ page }) => {
    await entrarEn(page, 'SUPERADMIN', '/app/configuracion/gestion_unidades');
    await expect(page.getByRole('heading', { name: 'Unidades de medida' })).toBeVisible();
    // The system units are listed, read-only: no switch and no edit button on them.
    await expect(fila(page, 'GAL')).toContainText('GALON');
    await expect(fila(page, 'GAL').getByRole('switch')).toHaveCount(0);
    await expect(fila(page, 'GAL').getByRole('button', { name: 'Editar GAL' })).toHaveCount(0);

    // Create: an empty code is refused by the form with the spec's message, then the unit is saved.
    await page.getByRole('button', { name: 'Crear unidad de medida' }).click();
    const cajon = page.getByRole('dialog', { name: 'Crear unidad de medida' });
    await cajon.getByLabel('Descripción').fill('Caja por doce');
    await cajon.getByLabel('Abreviatura').fill('cj12');
    await cajon.getByLabel('Código DIAN').fill('xbx');
    await cajon.getByLabel('Unidad base').click();
    await page.getByRole('option', { name: 'UNIDAD (und)' }).click();
    await cajon.getByLabel('Factor').fill('12');
    await cajon.getByRole('button', { name: 'Guardar' }).click();
    await expect(cajon.getByText('Este campo es obligatorio')).toBeVisible();
    await cajon.getByLabel(/^Código\W*$/).fill('caja12');
    await expect(cajon.getByLabel(/^Código\W*$/)).toHaveValue('CAJA12');
    await cajon.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Registro creado correctamente')).toBeVisible();
    await expect(cajon).toBeHidden();

    // The same code again: the server's field error lands on Código.
    await page.getByRole('button', { name: 'Crear unidad de medida' }).click();
    const otro = page.getByRole('dialog', { name: 'Crear unidad de medida' });
    await otro.getByLabel(/^Código\W*$/).fill('CAJA12');
    await otro.getByLabel('Descripción').fill('Otra caja');
    await otro.getByLabel('Abreviatura').fill('cj');
    await otro.getByLabel('Código DIAN').fill('XBX');
    await otro.getByLabel('Factor').fill('12');
    await otro.getByRole('button', { name: 'Guardar' }).click();
    await expect(otro.getByLabel(/^Código\W*$/)).toHaveAccessibleDescription('Ya existe un registro con este código');
    await otro.getByRole('button', { name: 'Cancelar' }).click();
    await page.getByRole('dialog', { name: '¿Desea salir sin guardar los cambios?' }).getByRole('button', { name: 'Aceptar' }).click();
    await expect(otro).toBeHidden();

    // Found by search, on the server.
    await buscar(page, 'caja12');
    await expect(page.getByText('1-1 de 1')).toBeVisible();
    await expect(fila(page, 'CAJA12')).toContainText('CAJA POR DOCE');
    await expect(fila(page, 'CAJA12')).toContainText('UNIDAD');

    // Edit.
    await fila(page, 'CAJA12').getByRole('button', { name: 'Editar CAJA12' }).click();
    const edicion = page.getByRole('dialog', { name: 'Editar unidad de medida' });
    await expect(edicion.getByLabel('Descripción')).toHaveValue('CAJA POR DOCE');
    await edicion.getByLabel('Descripción').fill('Caja de doce unidades');
    await edicion.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Registro editado correctamente')).toBeVisible();
    await expect(fila(page, 'CAJA12')).toContainText('CAJA DE DOCE UNIDADES');

    // Inactivate, after the question.
    const estado = fila(page, 'CAJA12').getByRole('switch', { name: 'Estado de CAJA12' });
    await expect(estado).toBeChecked();
    await estado.click();
    await page.getByRole('dialog', { name: '¿Está seguro de inactivar este registro?' }).getByRole('button', { name: 'Aceptar' }).click();
    await expect(page.getByText('REGISTRO INACTIVADO CORRECTAMENTE')).toBeVisible();
    await expect(estado).not.toBeChecked();

    // Exports hold every matching row, not the page: all units once the search is cleared.
    await buscar(page, '');
    const total = await totalDeFilas(page);
    expect(total).toBeGreaterThan(5);
    const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar PDF' }).click()]);
    expect(pdf.suggestedFilename()).toMatch(/^unidades_medida_export_\d{8}_\d{6}\.pdf$/);
    const contenidoPdf = (await readFile(await pdf.path())).toString('latin1');
    expect(contenidoPdf.startsWith('%PDF-')).toBe(true);
    // jsPDF writes its text uncompressed: each cell is a string drawn on the page.
    expect(contenidoPdf).toContain('(CAJA12)');
    expect(contenidoPdf).toContain('(CAJA DE DOCE UNIDADES)');
    expect(contenidoPdf).toContain('(GALON)');

    const [excel] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar Excel' }).click()]);
    expect(excel.suggestedFilename()).toMatch(/^unidades_medida_export_\d{8}_\d{6}\.xlsx$/);
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.readFile(await excel.path());
    const hoja = libro.worksheets[0];
    expect(hoja.rowCount).toBe(total + 1);
    expect(hoja.getRow(1).values).toEqual([
      undefined,
      'Código',
      'Descripción',
      'Abreviatura',
      'Código DIAN',
      'Unidad base',
      'Factor',
      'Estado',
    ]);
    const filas = hoja.getSheetValues().slice(2) as unknown[][];
    expect(filas.find((f) => f[1] === 'CAJA12')).toEqual([
      undefined,
      'CAJA12',
      'CAJA DE DOCE UNIDADES',
      'CJ12',
      'XBX',
      'UNIDAD',
      12,
      'Inactivo',
    ]);

    // Delete the unit, after the question: the catalogue is as it was.
    await buscar(page, 'CAJA12');
    await fila(page, 'CAJA12').getByRole('button', { name: 'Eliminar CAJA12' }).click();
    await page.getByRole('dialog', { name: '¿Está seguro de eliminar este registro?' }).getByRole('button', { name: 'Aceptar' }).click();
    await expect(page.getByText('Registro eliminado correctamente')).toBeVisible();
    await expect(page.getByText('No se encontro')).toBeVisible();
  });

  test('ZONAL (CONFIGURACION con R) la abre solo para leer: sin Crear, sin interruptores, sin editar ni exportar', async ({ page }) => {
    await entrarEn(page, 'ZONAL', '/app/configuracion/gestion_unidades');
    await expect(page.getByRole('heading', { name: 'Unidades de medida' })).toBeVisible();
    await expect(fila(page, 'GAL')).toContainText('GALON');
    expect(await totalDeFilas(page)).toBeGreaterThan(0);
    await expect(page.getByRole('button', { name: 'Crear unidad de medida' })).toHaveCount(0);
    await expect(page.getByRole('switch')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Editar / })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Eliminar / })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Exportar PDF' })).toHaveCount(0);
  });

  test('en árabe la pantalla va de derecha a izquierda y funciona igual', async ({ page }) => {
    await entrarEn(page, 'SUPERADMIN', '/app/configuracion/gestion_unidades', { preferencias: { idioma: 'ar' } });
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'وحدات القياس' })).toBeVisible();

    // The drawer form opens on the inline end, which is the left in Arabic.
    await page.getByRole('button', { name: 'إنشاء وحدة قياس' }).click();
    const cajon = page.getByRole('dialog', { name: 'إنشاء وحدة قياس' });
    await expect(cajon).toBeVisible();
    expect((await cajon.boundingBox())!.x).toBeLessThan(2);
    await cajon.getByRole('button', { name: 'حفظ' }).click();
    await expect(cajon.getByText('هذا الحقل مطلوب').first()).toBeVisible();
    await cajon.getByLabel(/^الرمز\W*$/).fill('paq6');
    await cajon.getByLabel('الوصف').fill('Paquete de seis');
    await cajon.getByLabel('الاختصار').fill('pq6');
    await cajon.getByLabel('رمز DIAN').fill('pk');
    await cajon.getByLabel('المعامل').fill('6');
    await cajon.getByRole('button', { name: 'حفظ' }).click();
    await expect(page.getByText('تم إنشاء السجل بنجاح')).toBeVisible();

    await buscar(page, 'PAQ6', { buscar: 'بحث', boton: 'بحث' });
    await expect(fila(page, 'PAQ6')).toContainText('PAQUETE DE SEIS');
    await fila(page, 'PAQ6').getByRole('button', { name: 'تعديل PAQ6' }).click();
    const edicion = page.getByRole('dialog', { name: 'تعديل وحدة قياس' });
    await edicion.getByLabel('الوصف').fill('Paquete por seis');
    await edicion.getByRole('button', { name: 'حفظ' }).click();
    await expect(page.getByText('تم تعديل السجل بنجاح')).toBeVisible();
    await expect(fila(page, 'PAQ6')).toContainText('PAQUETE POR SEIS');

    await fila(page, 'PAQ6').getByRole('switch', { name: 'حالة PAQ6' }).click();
    await page.getByRole('dialog', { name: 'هل أنت متأكد من إلغاء تفعيل هذا السجل؟' }).getByRole('button', { name: 'قبول' }).click();
    await expect(page.getByText('تم إلغاء تفعيل السجل بنجاح')).toBeVisible();

    await fila(page, 'PAQ6').getByRole('button', { name: 'حذف PAQ6' }).click();
    await page.getByRole('dialog', { name: 'هل أنت متأكد من حذف هذا السجل؟' }).getByRole('button', { name: 'قبول' }).click();
    await expect(page.getByText('تم حذف السجل بنجاح')).toBeVisible();

    await page.getByRole('button', { name: 'اختيار اللغة' }).click();
    await page.getByRole('menuitem', { name: 'Español' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  });

  test('si el código de la pantalla ya no existe (nueva versión), recarga una vez y luego muestra la página de error', async ({ page }) => {
    await ingresar(page, 'SUPERADMIN');
    await cerrarAvisosDelDashboard(page);
    // A deploy replaced the screen's chunk while the page was open: the old file name answers 404.
    await page.route('**/assets/unidades-screen-*.js', (ruta) => ruta.fulfill({ status: 404, body: 'Not Found' }));
    let recargas = 0;
    page.on('load', () => (recargas += 1));

    await abrirDesdeElMenu(page);
    await expect(page.getByRole('heading', { name: 'No pudimos mostrar esta pantalla' })).toBeVisible();
    await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
    // Opened from the menu, reloaded once by itself, failed again on that load: the error page, not a reload loop.
    expect(recargas).toBe(1);
    expect(await page.evaluate(() => sessionStorage.getItem('eds.recargaPorVersion'))).toBe('1');

    // With the chunk back, Reintentar opens the screen.
    await page.unroute('**/assets/unidades-screen-*.js');
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await expect(page.getByRole('heading', { name: 'Unidades de medida' })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('eds.recargaPorVersion'))).toBeNull();
  });
});
