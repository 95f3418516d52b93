import { expect, test } from '@playwright/test';
import { cerrarSesion, ingresar } from '../support/ui';

test.describe('personalizador del tema', () => {
  test('el estilo de navegación y el tema oscuro se guardan por usuario', async ({ page }) => {
    await ingresar(page, 'CONSULTA');
    await page.getByRole('button', { name: 'Personalizar tema' }).click();
    const panel = page.getByRole('presentation').filter({ hasText: 'Estilo de navegación' });
    await panel.getByLabel('Debajo de la cabecera').click();
    await expect(page.locator('[data-navegacion="bajo-cabecera"]')).toBeVisible();
    await panel.getByLabel('Tema oscuro').click();
    await expect(panel.getByLabel('Tema oscuro')).toBeChecked();
    await page.keyboard.press('Escape');

    // The horizontal navigation sits below the header and holds DASHBOARD.
    const nav = page.getByRole('navigation', { name: 'Menú' });
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    const cabecera = await page.locator('header').boundingBox();
    const barra = await nav.boundingBox();
    expect(barra!.y).toBeGreaterThanOrEqual(cabecera!.y + cabecera!.height - 1);
    const fondo = await page.locator('body').evaluate((b) => getComputedStyle(b).backgroundColor);
    expect(fondo).toBe('rgb(21, 24, 39)');

    await cerrarSesion(page);
    await ingresar(page, 'CONSULTA', { preferencias: false });
    await expect(page.locator('[data-navegacion="bajo-cabecera"]')).toBeVisible();

    for (const [opcion, valor] of [
      ['Dentro de la cabecera', 'dentro-cabecera'],
      ['Encima de la cabecera', 'sobre-cabecera'],
      ['Vertical (menú lateral)', 'vertical'],
    ] as const) {
      await page.getByRole('button', { name: 'Personalizar tema' }).click();
      await page.getByLabel(opcion).click();
      await expect(page.getByLabel(opcion)).toBeChecked();
      await expect(page.locator(`[data-navegacion="${valor}"]`)).toBeVisible();
      await page.keyboard.press('Escape');
    }
    await page.getByRole('button', { name: 'Personalizar tema' }).click();
    await page.getByRole('button', { name: 'Restablecer valores' }).click();
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(243, 245, 250)');
  });
});
