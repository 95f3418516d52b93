import { expect, test } from '@playwright/test';
import { leerPreferencias } from '../support/api';
import { abrirMenu, ingresar } from '../support/ui';

test.describe('idiomas y dirección de escritura', () => {
  test('en la pantalla de ingreso el árabe pone la página de derecha a izquierda', async ({ page }) => {
    await page.goto('/app/');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await page.getByRole('button', { name: 'Seleccionar idioma' }).click();
    await page.getByRole('menuitem', { name: 'العربية' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('button', { name: 'دخول' })).toBeVisible();
    await page.getByRole('button', { name: 'اختيار اللغة' }).click();
    await page.getByRole('menuitem', { name: 'Español' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  });

  test('el idioma elegido se guarda con el usuario y cambia toda la interfaz', async ({ page }) => {
    await ingresar(page, 'CONSULTA');
    await page.getByRole('button', { name: 'Seleccionar idioma' }).click();
    await page.getByRole('menuitem', { name: 'العربية' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    // The shell's own texts: header, breadcrumb and footer.
    await expect(page.getByRole('link', { name: 'الذهاب إلى الصفحة الرئيسية' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'مسار التنقل' }).getByRole('link', { name: 'الرئيسية' })).toBeVisible();
    await expect(page.locator('footer')).toContainText('الإصدار 11.0.4');
    await expect(page.locator('footer')).toContainText('جميع الحقوق محفوظة');
    await expect.poll(async () => (await leerPreferencias(page.request, 'CONSULTA')).idioma).toBe('ar');

    // The drawer opens from the start side, which is the right in Arabic.
    await page.getByRole('button', { name: 'فتح القائمة' }).click();
    const cajon = page.getByRole('complementary', { name: 'القائمة الرئيسية' });
    await expect(cajon.getByRole('button', { name: 'تسجيل الخروج' })).toBeVisible();
    // The menu's entries and groups are in Arabic too, never the module codes.
    await expect(cajon.getByRole('navigation', { name: 'القائمة' }).getByRole('link', { name: 'لوحة المعلومات' })).toBeVisible();
    await expect(cajon.getByRole('button', { name: 'التقارير' })).toBeVisible();
    await expect(cajon.getByText('REPORTES', { exact: true })).toHaveCount(0);
    const caja = await cajon.boundingBox();
    const ancho = page.viewportSize()!.width;
    expect(caja!.x + caja!.width).toBeGreaterThan(ancho - 2);
    await page.keyboard.press('Escape');

    // A new visit starts in the user's language.
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByRole('button', { name: 'اختيار اللغة' }).click();
    await page.getByRole('menuitem', { name: 'Français' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('navigation', { name: "Fil d'Ariane" }).getByRole('link', { name: 'Accueil' })).toBeVisible();
    const menu = await (async () => {
      await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
      return page.getByRole('complementary', { name: 'Menu principal' });
    })();
    await expect(menu.getByRole('button', { name: 'Voir le profil' })).toBeVisible();
  });

  test('el interruptor de derecha a izquierda del personalizador aplica a cualquier idioma', async ({ page }) => {
    await ingresar(page, 'CONSULTA');
    await page.getByRole('button', { name: 'Personalizar tema' }).click();
    // The switch re-renders the drawer that holds it in the other direction: click, then look.
    await page.getByLabel('Derecha a izquierda').click();
    await expect(page.getByLabel('Derecha a izquierda')).toBeChecked();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await page.getByLabel('Derecha a izquierda').click();
    await expect(page.getByLabel('Derecha a izquierda')).not.toBeChecked();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await page.keyboard.press('Escape');
    const cajon = await abrirMenu(page);
    const caja = await cajon.boundingBox();
    expect(caja!.x).toBeLessThan(2);
  });
});
