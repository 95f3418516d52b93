import { expect, test, type Page } from '@playwright/test';
import { URL_BASE } from '../playwright.config';
import { ingresar } from '../support/ui';

const fondo = (page: Page) => page.locator('header').evaluate((e) => getComputedStyle(e).backgroundColor);

test.describe('marca por dominio', () => {
  test('localhost (DATAGAS) usa sus colores, su nombre en el pie y la versión', async ({ page }) => {
    await ingresar(page, 'CONSULTA');
    expect(await fondo(page)).toBe('rgb(26, 35, 126)');
    await expect(page.locator('footer')).toContainText(
      `© ${new Date().getFullYear()} COMBUSTIBLES ANDINOS S.A.S. · Todos los derechos reservados`,
    );
    await expect(page.locator('footer').getByTestId('version')).toHaveText('Versión 11.0.4');
    await expect(page).toHaveTitle('Dashboard · COMBUSTIBLES ANDINOS');
  });

  test('127.0.0.1 (TERPEL) usa el tema de la segunda marca', async ({ page }) => {
    await page.goto(URL_BASE.replace('localhost', '127.0.0.1') + '/app/');
    await expect(page.getByRole('button', { name: 'Entrar' })).toHaveCSS('background-color', 'rgb(211, 47, 47)');
  });

  test('un dominio desconocido muestra la página no encontrada en la pestaña y en la imagen', async ({ page }) => {
    await page.goto(URL_BASE.replace('localhost', 'desconocido.test') + '/app/');
    await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Surtidor con un signo de interrogación' })).toBeVisible();
    await expect(page).toHaveTitle('Página no encontrada');
    await expect(page.getByRole('button', { name: 'Entrar' })).toHaveCount(0);
  });
});
