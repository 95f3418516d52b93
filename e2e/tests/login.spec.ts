import { expect, test } from '@playwright/test';
import { aviso, llenarIngreso } from '../support/ui';

test.describe('pantalla de ingreso', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/app/');
  });

  test('muestra los campos, Entrar, el enlace de olvido y la versión', async ({ page }) => {
    await expect(page.getByLabel('Usuario', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Contraseña', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Olvidé mi contraseña' })).toBeVisible();
    await expect(page.getByTestId('version')).toHaveText('Versión 11.0.4');
  });

  test('exige usuario y luego clave con los textos de la especificación', async ({ page }) => {
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(aviso(page).getByRole('heading')).toHaveText('ERROR');
    await expect(aviso(page)).toContainText('!DEBE LLENAR EL CAMPO DE USUARIO!');
    await aviso(page).getByRole('button', { name: 'OK' }).click();
    await expect(aviso(page)).toBeHidden();

    await page.getByLabel('Usuario', { exact: true }).fill('consulta');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(aviso(page).getByRole('heading')).toHaveText('ERROR');
    await expect(aviso(page)).toContainText('!DEBE LLENAR EL CAMPO DE CLAVE!');
  });

  test('escribe el usuario en mayúsculas', async ({ page }) => {
    await page.getByLabel('Usuario', { exact: true }).pressSequentially('consulta');
    await expect(page.getByLabel('Usuario', { exact: true })).toHaveValue('CONSULTA');
  });

  test('una clave equivocada muestra el mensaje del servidor', async ({ page }) => {
    await llenarIngreso(page, 'zonal', 'equivocada');
    await page.getByLabel('Contraseña', { exact: true }).press('Enter');
    await expect(aviso(page).getByRole('heading')).toHaveText('ERROR');
    await expect(aviso(page)).toContainText('Usuario o contraseña incorrectos');
    await expect(page).toHaveURL(/\/app\/$/);
  });

  test('Enter en la clave ingresa y lleva al dashboard', async ({ page }) => {
    await llenarIngreso(page, 'consulta', 'demo2026');
    await page.getByLabel('Contraseña', { exact: true }).press('Enter');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await expect(page.getByRole('button', { name: 'Abrir menú' })).toBeVisible();
  });

  test('la imagen lateral se oculta en pantallas de menos de 720 px', async ({ page }) => {
    await expect(page.getByTestId('login-imagen')).toBeVisible();
    await page.setViewportSize({ width: 719, height: 800 });
    await expect(page.getByTestId('login-imagen')).toBeHidden();
    await page.setViewportSize({ width: 720, height: 800 });
    await expect(page.getByTestId('login-imagen')).toBeVisible();
  });
});
