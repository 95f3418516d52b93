import { expect, test } from '@playwright/test';
import { autorizacion } from '../support/api';
import { abrirMenu, ingresar, llenarIngreso, tokenDelNavegador } from '../support/ui';

test.describe('sesión', () => {
  test('una sesión caducada muestra el aviso y vuelve al ingreso a los 3 segundos', async ({ page }) => {
    await ingresar(page, 'CONSULTA');
    const token = await tokenDelNavegador(page);
    // The session ends on the server (another tab signed out, or it expired).
    await page.request.delete('/api/v1/', { headers: autorizacion(token) });

    // Opening the profile asks the server, which answers 205. The shell may notice even sooner (its
    // socket is closed by the server's periodic session check); then the notice is already up.
    const aviso = page.getByRole('dialog', { name: 'Su sesión ha caducado' });
    const abrirPerfil = async () => {
      await page.getByRole('button', { name: 'Abrir menú' }).click({ timeout: 3_000 });
      await page.getByRole('button', { name: 'Ver Perfil' }).click({ timeout: 3_000 });
    };
    await Promise.race([aviso.waitFor({ state: 'visible' }), abrirPerfil().catch(() => undefined)]);
    await expect(aviso).toBeVisible();
    await expect(aviso).toContainText('Debido a la inactividad, hemos cerrado su sesión');
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible({ timeout: 8_000 });
    await expect(page).toHaveURL(/\/app\/$/);
    expect(await page.evaluate(() => sessionStorage.getItem('eds.token'))).toBeNull();
  });

  test('al abrir la aplicación con una sesión vencida se avisa; al volver a ingresar regresa a donde estaba', async ({ page }) => {
    await ingresar(page, 'CONSULTA');
    const token = await tokenDelNavegador(page);
    // Leave the app first: a dashboard call still in flight would meet the ended session in the old page and clear
    // the stored token before the app is opened again. The tab keeps its session storage across the navigation.
    await page.goto('about:blank');
    await page.request.delete('/api/v1/', { headers: autorizacion(token) });
    await page.goto('/app/reportes/millas?desde=2026-01-01');
    await expect(page.getByRole('dialog', { name: 'Su sesión ha caducado' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible({ timeout: 8_000 });
    await expect(page).toHaveURL(/\/app\/$/);
    await llenarIngreso(page, 'CONSULTA', 'demo2026');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/app\/reportes\/millas\?desde=2026-01-01$/);
    // The stored address is used once: the start page is the dashboard again.
    await page.getByRole('link', { name: 'Ir al inicio' }).click();
    await expect(page).toHaveURL(/\/app\/dashboard$/);
  });

  test('cerrar sesión avisa al servidor, limpia el almacenamiento y recarga', async ({ page }) => {
    await ingresar(page, 'CONSULTA');
    const token = await tokenDelNavegador(page);
    const cajon = await abrirMenu(page);
    await cajon.getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
    await expect(page).toHaveURL(/\/app\/$/);
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
    const r = await page.request.get('/api/v1/session', { headers: autorizacion(token) });
    expect(r.status()).toBe(205);
  });

  test('la tarjeta del usuario muestra cuándo vence la sesión', async ({ page }) => {
    await ingresar(page, 'CONSULTA');
    const cajon = await abrirMenu(page);
    await expect(cajon.getByTestId('tarjeta-usuario')).toContainText(/Su sesión vence el \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} (am|pm)/);
  });
});
