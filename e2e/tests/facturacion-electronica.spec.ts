import { expect, test, type Page } from '@playwright/test';
import { entrarEn } from '../support/ui';

/**
 * Facturación electrónica (/app/acciones/facturacion-electronica): the invoices of the user's stations. A rejected
 * invoice of the demo is found by its state, regenerated (it goes back to the sending queue and its history shows
 * the change by the user), found again by its number with its new state and the sender's pending job, and the list
 * is exported.
 */
const RUTA = '/app/acciones/facturacion-electronica';

async function buscar(page: Page, cambios: { estado?: string; texto?: string }) {
  const filtros = page.getByRole('search');
  if (cambios.estado) {
    await filtros.getByLabel('Estado de la factura').click();
    await page.getByRole('option', { name: cambios.estado, exact: true }).click();
  }
  if (cambios.texto !== undefined) await filtros.getByRole('searchbox', { name: 'Buscar' }).fill(cambios.texto);
  await filtros.getByRole('button', { name: 'BUSCAR' }).click();
}

test.describe('facturación electrónica', () => {
  test('SUPERADMIN encuentra una factura rechazada, la regenera, ve su historial y exporta', async ({ page }) => {
    await entrarEn(page, 'SUPERADMIN', RUTA);
    await expect(page.getByRole('heading', { name: 'Facturación electrónica' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Respuesta DIAN' })).toBeVisible();

    await buscar(page, { estado: 'No autorizada' });
    const regenerar = page.getByRole('button', { name: /^Regenerar / }).first();
    await expect(regenerar).toBeEnabled();
    const numero = (await regenerar.getAttribute('aria-label'))!.replace('Regenerar ', '');
    await regenerar.click();
    const confirmar = page.getByRole('dialog', { name: /¿Está seguro de regenerar la factura\?/ });
    await confirmar.getByRole('button', { name: 'Aceptar' }).click();
    await expect(page.getByText('La factura quedó en la cola de envío a DIAN')).toBeVisible();

    await buscar(page, { estado: 'Todos los estados', texto: numero });
    const fila = page.getByRole('row').filter({ has: page.getByRole('button', { name: `Ver detalle de ${numero}` }) });
    await expect(fila).toHaveCount(1);
    await expect(fila).not.toContainText('No autorizada');
    await expect(fila).toContainText(/Esperando autorización|Esperando respuesta|Autorizada/);
    await fila.getByRole('button', { name: `Ver detalle de ${numero}` }).click();
    const detalle = page.getByRole('dialog', { name: `Factura ${numero}` });
    const historial = detalle.getByRole('table', { name: 'Historial de estados' });
    // Newest first: the person's change 3 → 5 (the sender's later changes never leave state 3).
    const cambio = historial.getByRole('row').filter({ hasText: 'No autorizada' }).first();
    await expect(cambio).toContainText('Esperando autorización');
    await expect(cambio.getByRole('cell', { name: 'Usuario', exact: true })).toBeVisible();
    await detalle.getByRole('button', { name: 'Cerrar' }).click();
    await expect(detalle).toBeHidden();

    const [excel] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar Excel' }).click()]);
    expect(excel.suggestedFilename()).toMatch(/^facturas_electronicas_export_\d{8}_\d{6}\.xlsx$/);
  });

  test('en árabe la pantalla va de derecha a izquierda', async ({ page }) => {
    await entrarEn(page, 'SUPERADMIN', RUTA);
    await expect(page.getByRole('heading', { name: 'Facturación electrónica' })).toBeVisible();
    await page.getByRole('button', { name: 'Seleccionar idioma' }).click();
    await page.getByRole('menuitem', { name: 'العربية' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'الفوترة الإلكترونية' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'رد DIAN' })).toBeVisible();
    await page
      .getByRole('button', { name: /^عرض تفاصيل / })
      .first()
      .click();
    await expect(page.getByRole('dialog').getByRole('table', { name: 'سجل الحالات' })).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'إغلاق' }).click();

    await page.getByRole('button', { name: 'اختيار اللغة' }).click();
    await page.getByRole('menuitem', { name: 'Español' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  });
  test('pestañas de parámetros: un motivo de anulación (primero con error), parámetros de remisión por estación con una que falla, y en árabe', async ({
    page,
  }) => {
    const motivo = `CORTE DE ENERGÍA ${Date.now().toString(36).toUpperCase()}`;
    await entrarEn(page, 'SUPERADMIN', RUTA);
    await expect(page.getByRole('tablist', { name: 'Secciones de facturación electrónica' })).toBeVisible();
    const pestanas = page.getByRole('tablist');

    // A business reason, refused blank first; the annulment screen offers it once active.
    await pestanas.getByRole('tab', { name: 'Motivos de anulación' }).click();
    await expect(page.getByRole('row').filter({ hasText: 'VENTA DUPLICADA' })).toContainText('Sistema');
    await page.getByRole('button', { name: 'Crear motivo de anulación' }).click();
    const cajon = page.getByRole('dialog', { name: 'Crear motivo de anulación' });
    await cajon.getByRole('button', { name: 'Guardar' }).click();
    await expect(cajon.getByText('Este campo es obligatorio')).toBeVisible();
    await cajon.getByLabel(/^Descripción/).fill(motivo.toLowerCase());
    await cajon.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Registro creado correctamente')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: motivo })).toContainText('Negocio');

    // REMISION parameters for two stations, one call each: Medellín holds a REMISION resolution, Cartagena does not.
    await pestanas.getByRole('tab', { name: 'Parámetros REMISIÓN' }).click();
    const formulario = page.locator('#form-parametros-REMISION');
    await formulario.getByLabel(/^Estaciones/).click();
    // The first chosen station's current values fill the form.
    const leidos = page.waitForResponse((r) => r.url().includes('/api/parametrizacion/parametros-estacion/'));
    await page.getByRole('option', { name: 'EDS MEDELLIN POBLADO', exact: true }).click();
    await page.getByRole('option', { name: 'EDS CARTAGENA BOCAGRANDE', exact: true }).click();
    await page.keyboard.press('Escape');
    await leidos;
    const dias = formulario.getByLabel(/^Días máximos para facturar una remisión/);
    await expect(dias).toHaveValue('30');
    await formulario.getByLabel('Emite remisiones').check();
    await dias.fill('120');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(formulario.getByText('El valor ingresado debe estar entre 1 y 90')).toBeVisible();
    await dias.fill('15');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('No se guardaron los parámetros de algunas estaciones')).toBeVisible();
    const fallidas = page.getByRole('alert').filter({ hasText: 'EDS CARTAGENA BOCAGRANDE' });
    await expect(fallidas).toContainText('No se guardaron los parámetros de estas estaciones');
    await expect(fallidas).toContainText('EDS CARTAGENA BOCAGRANDE: La estación no tiene una resolución de remisión activa');
    await expect(fallidas).not.toContainText('EDS MEDELLIN POBLADO');

    await page.getByRole('button', { name: 'Seleccionar idioma' }).click();
    await page.getByRole('menuitem', { name: 'العربية' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'الفوترة الإلكترونية' })).toBeVisible();
    await expect(fallidas).toContainText('لا تملك المحطة قرار إشعارات تسليم نشطًا');
    await pestanas.getByRole('tab', { name: 'أسباب الإلغاء' }).click();
    await expect(page.getByRole('button', { name: 'إنشاء سبب إلغاء' })).toBeVisible();
    await page.getByRole('button', { name: 'اختيار اللغة' }).click();
    await page.getByRole('menuitem', { name: 'Español' }).click();
  });
});
