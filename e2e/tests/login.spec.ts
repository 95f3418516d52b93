import { expect, test } from '@playwright/test';
import { autorizacion, CLAVE_DEMO, ingresarApi, salirApi } from '../support/api';
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

  test('una contraseña asignada por el administrador pide una nueva al ingresar, y con ella entra', async ({ page, request }) => {
    // ZONAL's person id, then SUPERADMIN (EMPLEADOS, letter U) assigns a temporary password, signed with its own.
    const zonal = await ingresarApi(request, 'ZONAL');
    await salirApi(request, zonal.token);
    const admin = await ingresarApi(request, 'SUPERADMIN');
    const asignada = await request.post('/api/persona/cambiar-clave', {
      headers: autorizacion(admin.token),
      data: { persona: { persona_id: zonal.p_id, clave: 'Temporal-zonal-26', clave_Administrador: CLAVE_DEMO } },
    });
    expect(asignada.status(), await asignada.text()).toBe(200);
    await salirApi(request, admin.token);

    await llenarIngreso(page, 'zonal', 'Temporal-zonal-26');
    await page.getByRole('button', { name: 'Entrar' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Contraseña vencida' });
    await expect(dialogo).toContainText('Su contraseña venció. Por seguridad, elija una nueva para ingresar.');
    // A common password is refused under the field; the new one opens the session.
    await dialogo.getByLabel('Nueva contraseña').fill('password1');
    await dialogo.getByLabel('Repetir contraseña').fill('password1');
    await dialogo.getByRole('button', { name: 'Guardar e ingresar' }).click();
    await expect(dialogo).toContainText('La contraseña es muy común o fácil de adivinar. Elija otra.');
    await dialogo.getByLabel('Nueva contraseña').fill('Propia-zonal-26');
    await dialogo.getByLabel('Repetir contraseña').fill('Propia-zonal-26');
    await dialogo.getByRole('button', { name: 'Guardar e ingresar' }).click();
    await expect(page).toHaveURL(/\/app\/dashboard$/);

    // Back to the demo password for the other tests.
    const propia = await ingresarApi(request, 'ZONAL', 'Propia-zonal-26');
    const vuelta = await request.post('/api/persona/cambiar-clave', {
      headers: autorizacion(propia.token),
      data: { persona: { persona_id: zonal.p_id, clave: CLAVE_DEMO, clave_Administrador: 'Propia-zonal-26' } },
    });
    expect(vuelta.status(), await vuelta.text()).toBe(200);
    await salirApi(request, propia.token);
  });
});
