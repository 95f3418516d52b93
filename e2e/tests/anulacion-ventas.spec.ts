import { expect, test } from '@playwright/test';
import { posDeEstacion, venderConFactura } from '../support/dashboard';
import { entrarEn } from '../support/ui';

/**
 * Anulación de ventas (SCREENS.md G16, /app/acciones/anulacionventas and /app/cc/anulacion-venta-kiosco): an invoiced
 * sale the test posts from a station's POS (its own, so no other test's invoices — a contingency batch — change) is annulled — the form's validation first, then Motivo and Observación, the
 * confirmation — and shows as annulled, not annullable again; the list is exported.
 */
test.describe('anulación de ventas', () => {
  test('SUPERADMIN anula una venta (primero con errores), la ve anulada y exporta', async ({ page }) => {
    const [venta] = await venderConFactura(page.request, await posDeEstacion(page.request), 1, (f) => ({ factura: f }));
    const numero = `${venta.prefijo}${venta.consecutivo}`;
    await entrarEn(page, 'SUPERADMIN', '/app/acciones/anulacionventas');
    await expect(page.getByRole('heading', { name: 'Anulación de ventas' })).toBeVisible();

    const filtros = page.getByRole('search');
    await filtros.getByLabel('Número').fill(numero);
    await filtros.getByRole('button', { name: 'BUSCAR' }).click();
    const anular = page.getByRole('button', { name: `Anular la venta ${numero}` });
    await expect(anular).toBeEnabled();
    await anular.click();
    const cajon = page.getByRole('dialog', { name: 'Anular venta' });
    await cajon.getByRole('button', { name: 'Guardar' }).click();
    await expect(cajon.getByText('Campo obligatorio')).toBeVisible();
    await expect(cajon.getByText('Este campo es obligatorio')).toBeVisible();
    await cajon.getByLabel(/^Observación/).fill('Corta');
    await cajon.getByRole('button', { name: 'Guardar' }).click();
    await expect(cajon.getByText('La observación debe tener al menos 10 caracteres')).toBeVisible();
    await cajon.getByLabel(/^Motivo/).click();
    await page.getByRole('option', { name: 'VENTA DUPLICADA', exact: true }).click();
    await cajon.getByLabel(/^Observación/).fill('Venta registrada dos veces por el POS');
    await cajon.getByRole('button', { name: 'Guardar' }).click();
    await page
      .getByRole('dialog', { name: '¿Está seguro de anular la venta? Esta acción no se puede revertir' })
      .getByRole('button', { name: 'Aceptar' })
      .click();
    await expect(page.getByText('Venta anulada correctamente')).toBeVisible();
    await expect(cajon).toBeHidden();

    await filtros.getByRole('button', { name: 'BUSCAR' }).click();
    const fila = page.getByRole('row').filter({ has: page.getByRole('button', { name: `Anular la venta ${numero}` }) });
    await expect(fila).toHaveCount(1);
    await expect(fila).toContainText('Anulada');
    await expect(fila).toContainText('VENTA DUPLICADA');
    await expect(fila.getByRole('button', { name: `Anular la venta ${numero}` })).toBeDisabled();

    const [excel] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar Excel' }).click()]);
    expect(excel.suggestedFilename()).toMatch(/^anulacion_ventas_export_\d{8}_\d{6}\.xlsx$/);

    // The kiosk screen lists kiosk sales only: no business-type selector.
    await page.goto('/app/cc/anulacion-venta-kiosco');
    await expect(page.getByRole('heading', { name: 'Anulación de venta kiosco' })).toBeVisible();
    await expect(page.getByRole('search').getByLabel('Tipo de negocio')).toHaveCount(0);
  });

  test('en árabe la pantalla va de derecha a izquierda y la validación se dice en árabe', async ({ page }) => {
    await entrarEn(page, 'SUPERADMIN', '/app/acciones/anulacionventas');
    await expect(page.getByRole('heading', { name: 'Anulación de ventas' })).toBeVisible();
    await page.getByRole('button', { name: 'Seleccionar idioma' }).click();
    await page.getByRole('menuitem', { name: 'العربية' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'إلغاء المبيعات' })).toBeVisible();

    await page
      .getByRole('button', { name: /^إلغاء البيع /, disabled: false })
      .first()
      .click();
    const cajon = page.getByRole('dialog', { name: 'إلغاء البيع' });
    await cajon.getByRole('textbox').fill('قصير');
    await cajon.getByRole('button', { name: 'حفظ' }).click();
    await expect(cajon.getByText('يجب أن تحتوي الملاحظة على 10 أحرف على الأقل')).toBeVisible();
    await cajon.getByRole('button', { name: 'إلغاء', exact: true }).click();
    // A typed form asks before closing: '¿Desea salir sin guardar los cambios?' in Arabic.
    await page.getByRole('dialog', { name: 'هل تريد الخروج دون حفظ التغييرات؟' }).getByRole('button', { name: 'قبول' }).click();
    await expect(cajon).toBeHidden();

    await page.getByRole('button', { name: 'اختيار اللغة' }).click();
    await page.getByRole('menuitem', { name: 'Español' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  });
});
