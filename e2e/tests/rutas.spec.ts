import { expect, test } from '@playwright/test';
import { entrarEn, ingresar } from '../support/ui';

test.describe('rutas y ruta base', () => {
  test('un visitante sin sesión ve el ingreso en cualquier dirección', async ({ page }) => {
    await page.goto('/app/dashboard');
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
    await expect(page).toHaveURL(/\/app\/dashboard$/);
  });

  test('la raíz lleva al dashboard', async ({ page }) => {
    await ingresar(page, 'CONSULTA');
    await page.goto('/');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await page.goto('/app');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
  });

  test('/app/404 y las rutas desconocidas muestran la página no encontrada con enlace al inicio', async ({ page }) => {
    await entrarEn(page, 'CONSULTA', '/app/404');
    for (const ruta of ['/app/404', '/app/no-existe/tampoco', '/app/transacciones/datafono', '/app/configuracion']) {
      await page.goto(ruta);
      await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
      await expect(page.getByRole('img', { name: 'Surtidor con un signo de interrogación' })).toBeVisible();
    }
    await page.getByRole('link', { name: 'Volver al inicio' }).click();
    await expect(page).toHaveURL(/\/app\/dashboard$/);
  });

  test('las migas reemplazan el primer tramo por Home y nombran la sección y la pantalla', async ({ page }) => {
    await entrarEn(page, 'CONSULTA', '/app/cc/ventas-kiosco-detallada');
    const migas = page.getByRole('navigation', { name: 'Ruta de navegación' });
    await expect(migas.getByRole('listitem')).toHaveText(['Home', 'Kiosco', 'Ventas detalladas del kiosco']);
    await migas.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/app\/dashboard$/);
  });

  test('con un inquilino la aplicación vive en /{inquilino}/app', async ({ page }) => {
    await ingresar(page, 'CONSULTA', { base: '/andinos/app' });
    await expect(page.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', /^\/andinos\/app\/?$/);
    await page.goto('/andinos/app/404');
    await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
    await page.getByRole('link', { name: 'Volver al inicio' }).click();
    await expect(page).toHaveURL(/\/andinos\/app\/dashboard$/);
    await page.goto('/andinos');
    await expect(page).toHaveURL(/\/andinos\/app\/dashboard$/);
  });
});
