import { expect, test, type Page } from '@playwright/test';
import { cerrarAvisosDelDashboard, ingresar } from '../support/ui';

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
    await ingresar(page, 'SUPERADMIN');
    await cerrarAvisosDelDashboard(page);
    await page.goto(RUTA);
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
    await ingresar(page, 'SUPERADMIN');
    await cerrarAvisosDelDashboard(page);
    await page.goto(RUTA);
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
});
