import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { posDeEstacion, venderConFactura } from '../support/dashboard';
import { entrarEn } from '../support/ui';

/**
 * Facturador (SCREENS.md G16, /app/acciones/facturador): a manual office invoice is typed — refused first (required
 * fields, then payments that do not add up to the total), then issued after the confirmation — found in the
 * Facturador's list and on the electronic-invoicing screen with its DIAN state, its PDF downloaded and opened, the
 * list exported. "Anular y refacturar" on the annulment screen annuls an invoiced sale the test posts itself and
 * re-issues it to another customer. In Arabic the screen runs right to left and its validation speaks Arabic.
 */
const RUTA = '/app/acciones/facturador';

async function elegir(page: Page, campo: ReturnType<Page['getByLabel']>, opcion: string | RegExp | null) {
  await campo.click();
  const opciones = page.getByRole('listbox').getByRole('option');
  await (opcion === null ? opciones.first() : opciones.filter({ hasText: opcion }).first()).click();
}

async function buscarNumero(page: Page, numero: string) {
  const filtros = page.getByRole('search');
  await filtros.getByRole('searchbox', { name: 'Buscar' }).fill(numero);
  await filtros.getByRole('button', { name: 'BUSCAR' }).click();
}

test.describe('facturador', () => {
  test('SUPERADMIN emite una factura manual (primero con errores), la encuentra autorizada, descarga su PDF y exporta', async ({
    page,
  }) => {
    // The DIAN sender works while the test waits for the authorisation: more time than a screen alone.
    test.slow();
    await entrarEn(page, 'SUPERADMIN', RUTA);
    await expect(page.getByRole('heading', { name: 'Facturador' })).toBeVisible();

    await page.getByRole('button', { name: 'Crear factura' }).click();
    const cajon = page.getByRole('dialog', { name: 'Crear factura' });
    await cajon.getByRole('button', { name: 'Guardar' }).click();
    await expect(cajon.getByText('Campo obligatorio').first()).toBeVisible();

    await elegir(page, cajon.getByLabel(/^Estación/), 'EDS MEDELLIN POBLADO');
    await elegir(page, cajon.getByLabel(/^Negocio/), /^Canastilla — /);
    await elegir(page, cajon.getByLabel(/^Cliente/), null);
    await elegir(page, cajon.getByLabel(/^Producto/), null);
    await cajon.getByLabel(/^Cantidad/).fill('2');
    await cajon.getByLabel(/^Precio unitario/).fill('4500');
    await elegir(page, cajon.getByLabel(/^Medio de pago/), /EFECTIVO/);
    await cajon.getByLabel(/^Valor/).fill('1000');
    await cajon.getByRole('button', { name: 'Guardar' }).click();
    await expect(cajon.getByText('La suma de los pagos debe ser igual al total')).toBeVisible();

    await cajon.getByLabel(/^Valor/).fill('9000');
    await cajon.getByRole('button', { name: 'Guardar' }).click();
    await page
      .getByRole('dialog', { name: '¿Está seguro de emitir la factura? Se enviará a DIAN' })
      .getByRole('button', { name: 'Aceptar' })
      .click();
    const aviso = page.getByText(/^Factura \S+ creada y enviada a la cola de DIAN$/);
    await expect(aviso).toBeVisible();
    const numero = /^Factura (\S+) creada/.exec((await aviso.textContent())!)![1];
    await expect(cajon).toBeHidden();

    // The DIAN sender authorises it; the list, read anew, shows it with its state once it has.
    const fila = page.getByRole('row').filter({ hasText: numero });
    await expect(async () => {
      await page.reload();
      await buscarNumero(page, numero);
      await expect(fila).toContainText('Autorizada', { timeout: 5_000 });
    }).toPass();
    await expect(fila).toContainText('EDS MEDELLIN POBLADO');

    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      fila.getByRole('button', { name: `Descargar PDF de ${numero}` }).click(),
    ]);
    const contenido = (await readFile(await pdf.path())).toString('latin1');
    expect(contenido.startsWith('%PDF-')).toBe(true);

    const [excel] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar Excel' }).click()]);
    expect(excel.suggestedFilename()).toMatch(/^facturas_oficina_export_\d{8}_\d{6}\.xlsx$/);
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.readFile(await excel.path());
    const filas = libro.worksheets[0].getSheetValues().slice(2) as unknown[][];
    const exportada = filas.find((f) => f.includes(numero));
    expect(exportada).toContain('EDS MEDELLIN POBLADO');

    // The same invoice on the electronic-invoicing screen, with its state.
    await page.goto('/app/acciones/facturacion-electronica');
    await buscarNumero(page, numero);
    await expect(page.getByRole('row').filter({ hasText: numero })).toContainText('Autorizada');
  });

  test('SUPERADMIN anula y refactura una venta facturada a otro cliente', async ({ page }) => {
    const [venta] = await venderConFactura(page.request, await posDeEstacion(page.request), 1, (f) => ({
      factura: { ...f, electronica: true },
    }));
    const numero = `${venta.prefijo}${venta.consecutivo}`;
    await entrarEn(page, 'SUPERADMIN', '/app/acciones/anulacionventas');
    const filtros = page.getByRole('search');
    await filtros.getByLabel('Número').fill(numero);
    await filtros.getByRole('button', { name: 'BUSCAR' }).click();
    const boton = page.getByRole('button', { name: `Anular y refacturar la venta ${numero}` });
    await expect(boton).toBeEnabled();
    await boton.click();

    const cajon = page.getByRole('dialog', { name: 'Anular y refacturar' });
    await cajon.getByRole('button', { name: 'Guardar' }).click();
    await expect(cajon.getByText('Campo obligatorio').first()).toBeVisible();
    await expect(cajon.getByText('Este campo es obligatorio')).toBeVisible();
    await elegir(page, cajon.getByLabel(/^Motivo/), 'VENTA DUPLICADA');
    await cajon.getByLabel(/^Observación/).fill('El cliente pidió la factura a nombre de su empresa');
    await elegir(page, cajon.getByLabel(/^Nuevo cliente/), null);
    await cajon.getByRole('button', { name: 'Guardar' }).click();
    await page
      .getByRole('dialog', { name: /^¿Está seguro de anular la venta y facturarla al nuevo cliente\?/ })
      .getByRole('button', { name: 'Aceptar' })
      .click();
    const aviso = page.getByText(/^Venta anulada y refacturada con la factura \S+$/);
    await expect(aviso).toBeVisible();
    const nueva = /factura (\S+)$/.exec((await aviso.textContent())!)![1];
    await expect(cajon).toBeHidden();

    await filtros.getByRole('button', { name: 'BUSCAR' }).click();
    const fila = page.getByRole('row').filter({ has: page.getByRole('button', { name: `Anular la venta ${numero}` }) });
    await expect(fila).toContainText('Anulada');
    await expect(fila.getByRole('button', { name: `Anular y refacturar la venta ${numero}` })).toBeDisabled();

    // The new invoice is an office invoice of the same station, in the Facturador's list.
    await page.goto(RUTA);
    await buscarNumero(page, nueva);
    await expect(page.getByRole('row').filter({ hasText: nueva })).toHaveCount(1);
  });

  test('en árabe la pantalla va de derecha a izquierda y la validación se dice en árabe', async ({ page }) => {
    await entrarEn(page, 'SUPERADMIN', RUTA, { preferencias: { idioma: 'ar' } });
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'الفوترة' })).toBeVisible();
    await page.getByRole('button', { name: 'إنشاء فاتورة' }).click();
    const cajon = page.getByRole('dialog', { name: 'إنشاء فاتورة' });
    await elegir(page, cajon.getByLabel(/^المحطة/), 'EDS MEDELLIN POBLADO');
    await elegir(page, cajon.getByLabel(/^النشاط/), null);
    await elegir(page, cajon.getByLabel(/^العميل/), null);
    await elegir(page, cajon.getByLabel(/^المنتج/), null);
    await cajon.getByLabel(/^الكمية/).fill('1');
    await cajon.getByLabel(/^سعر الوحدة/).fill('1000');
    await elegir(page, cajon.getByLabel(/^طريقة الدفع/), null);
    await cajon.getByLabel(/^المبلغ/).fill('1');
    await cajon.getByRole('button', { name: 'حفظ' }).click();
    await expect(cajon.getByText('يجب أن يساوي مجموع المدفوعات الإجمالي')).toBeVisible();
    await cajon.getByRole('button', { name: 'إلغاء', exact: true }).click();
    await page.getByRole('dialog', { name: 'هل تريد الخروج دون حفظ التغييرات؟' }).getByRole('button', { name: 'قبول' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
