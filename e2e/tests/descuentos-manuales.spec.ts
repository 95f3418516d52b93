import { expect, test, type Locator, type Page } from '@playwright/test';
import { type Catalogo, direccionDe, elegir, ES, recorrer } from '../support/catalogo';
import { entrarEn } from '../support/ui';

/**
 * Descuentos manuales (SCREENS.md G18, /app/configuracion/descuentos): a reason with the highest percentage each
 * profile may grant, walked on the catalogue kit (create with a validation error first, find, edit, inactivate, export,
 * delete), and the form in Arabic, where a reason without profiles is refused in Arabic.
 */
const MOTIVOS: Catalogo = {
  seccion: 'Configuración',
  modulo: 'Descuentos',
  ruta: /\/app\/configuracion\/descuentos$/,
  titulo: 'Descuentos manuales',
  entidad: 'motivo de descuento',
  codigo: 'E2EMAN',
  etiquetaDescripcion: 'Motivo',
  archivo: 'descuentos_manuales',
  llenar: async (cajon: Locator, page: Page) => {
    await cajon.getByRole('button', { name: 'Agregar perfil' }).click();
    await elegir(cajon, page, /^Perfil\s*\*?$/, 'ADMINISTRADOR DE ESTACION');
    await cajon.getByLabel(/^% máximo/).fill('7.5');
  },
};

test.describe('descuentos manuales', () => {
  test('SUPERADMIN crea (primero con un error), busca, edita, inactiva, exporta y elimina un motivo', async ({ page }) => {
    await entrarEn(page, 'SUPERADMIN', direccionDe(MOTIVOS));
    await recorrer(page, MOTIVOS, ES);
  });

  test('en árabe el formulario va de derecha a izquierda y exige un perfil en árabe', async ({ page }) => {
    await entrarEn(page, 'SUPERADMIN', '/app/configuracion/descuentos', { preferencias: { idioma: 'ar' } });
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'الخصومات اليدوية' })).toBeVisible();

    await page.getByRole('button', { name: 'إنشاء سبب خصم' }).click();
    const cajon = page.getByRole('dialog', { name: 'إنشاء سبب خصم' });
    expect((await cajon.boundingBox())!.x).toBeLessThan(2);
    await cajon.getByLabel(/^الرمز/).fill('ar1');
    await cajon.getByLabel(/^السبب/).fill('عميل دائم');
    await cajon.getByRole('button', { name: 'حفظ' }).click();
    await expect(cajon.getByText('أدخل ملفًا وظيفيًا واحدًا على الأقل مع نسبته القصوى')).toBeVisible();
    await cajon.getByRole('button', { name: 'إلغاء' }).click();
    await page.getByRole('dialog', { name: 'هل تريد الخروج دون حفظ التغييرات؟' }).getByRole('button', { name: 'قبول' }).click();
    await expect(cajon).toBeHidden();

    await page.getByRole('button', { name: 'اختيار اللغة' }).click();
    await page.getByRole('menuitem', { name: 'Español' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  });
});
