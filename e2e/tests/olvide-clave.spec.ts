import { expect, test } from '@playwright/test';
import { autorizacion, ingresarApi, salirApi } from '../support/api';
import { abrirMenu, aviso, cerrarSesion, ingresar, llenarIngreso } from '../support/ui';
import { correosHastaAhora, enlaceRestablecer } from '../support/correo';
import { URL_BASE } from '../playwright.config';

const CLAVE_NUEVA = 'nueva2026';

test.describe('olvidé mi contraseña', () => {
  test('valida el diálogo, envía la solicitud y el enlace recibido restablece la clave', async ({ page, request }) => {
    await page.goto('/app/');
    await page.getByRole('button', { name: 'Olvidé mi contraseña' }).click();
    const dialogo = page.getByRole('dialog', { name: 'OLVIDE MI CONTRASEÑA' });
    await expect(dialogo).toBeVisible();
    await expect(dialogo.getByRole('button', { name: 'CANCELAR' })).toBeVisible();

    await dialogo.getByRole('button', { name: 'ENVIAR' }).click();
    await expect(dialogo).toContainText('LA IDENTIFICACION ES NECESARIA');
    await expect(dialogo).toContainText('EL CAMPO USUARIO NO PUEDE ESTAR VACIO');

    await dialogo.getByLabel('Identificación').fill('1000000004');
    await dialogo.getByLabel('Usuario').fill('   ');
    await dialogo.getByRole('button', { name: 'ENVIAR' }).click();
    await expect(dialogo).not.toContainText('LA IDENTIFICACION ES NECESARIA');
    await expect(dialogo).toContainText('EL CAMPO USUARIO NO PUEDE ESTAR VACIO');

    await dialogo.getByLabel('Usuario').fill('consulta');
    const correosAntes = correosHastaAhora();
    await dialogo.getByRole('button', { name: 'ENVIAR' }).click();
    await expect(aviso(page)).toContainText(
      'Si los datos corresponden a un usuario activo, enviamos a su correo las instrucciones para restablecer la contraseña.',
    );
    await aviso(page).getByRole('button', { name: 'OK' }).click();
    await expect(aviso(page)).toBeHidden();
    await expect(dialogo).toBeHidden();

    // The link arrives by mail (here the server's MAIL_DIR) and points at PUBLIC_URL; the outbox an administrator
    // reads shows the mail without it.
    const enlace = await enlaceRestablecer('consulta@combustiblesandinos.com.co', correosAntes);
    expect(enlace.startsWith(`${URL_BASE}/app/restablecer-clave?token=`)).toBe(true);
    const admin = await ingresarApi(request, 'SUPERADMIN');
    const correos = await request.get('/api/sistema/correos', { headers: autorizacion(admin.token) });
    const lista = ((await correos.json()) as { data: { para: string; texto: string }[] }).data;
    const guardado = lista.find((c) => c.para === 'consulta@combustiblesandinos.com.co');
    expect(guardado?.texto).toContain('[enlace de un solo uso: se genera al enviar el correo]');
    expect(guardado?.texto).not.toContain(new URL(enlace).searchParams.get('token')!);
    await salirApi(request, admin.token);

    await page.goto(new URL(enlace).pathname + new URL(enlace).search);
    await expect(page.getByRole('heading', { name: 'Restablecer contraseña' })).toBeVisible();
    await page.getByLabel('Nueva contraseña').fill(CLAVE_NUEVA);
    await page.getByLabel('Repetir contraseña').fill('otra-clave');
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await expect(page.getByText('las contraseñas no coinciden')).toBeVisible();
    await page.getByLabel('Repetir contraseña').fill(CLAVE_NUEVA);
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await expect(aviso(page)).toContainText('Su contraseña fue restablecida. Ya puede ingresar con la nueva contraseña.');
    await aviso(page).getByRole('button', { name: 'OK' }).click();

    // The old password no longer opens a session; the new one does.
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
    await llenarIngreso(page, 'consulta', 'demo2026');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(aviso(page)).toContainText('Usuario o contraseña incorrectos');
    await aviso(page).getByRole('button', { name: 'OK' }).click();

    await ingresar(page, 'CONSULTA', { clave: CLAVE_NUEVA });

    // Back to the demo password through the profile's password slide.
    const cajon = await abrirMenu(page);
    await cajon.getByRole('button', { name: 'Ver Perfil' }).click();
    const perfil = page.getByRole('dialog', { name: 'Información del Perfil' });
    await perfil.getByRole('button', { name: 'Editar Contraseña' }).click();
    await perfil.getByLabel('Contraseña actual').fill('no-es-la-actual');
    await perfil.getByLabel('Nueva contraseña').fill('demo2026');
    await perfil.getByLabel('Repetir contraseña').fill('demo2026');
    await perfil.getByRole('button', { name: 'Guardar' }).click();
    await expect(aviso(page)).toContainText('La contraseña actual no es correcta');
    await aviso(page).getByRole('button', { name: 'OK' }).click();
    await perfil.getByLabel('Contraseña actual').fill(CLAVE_NUEVA);
    await perfil.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Contraseña actualizada correctamente')).toBeVisible();
    await expect(perfil.getByRole('button', { name: 'Editar datos' })).toBeVisible();
    await perfil.getByRole('button', { name: 'Cerrar', exact: true }).click();

    await cerrarSesion(page);
    await ingresar(page, 'CONSULTA');
  });
});

test.describe('enlace de restablecimiento', () => {
  test('sin token o con uno vencido no cambia la clave y lo dice', async ({ page }) => {
    await page.goto('/app/restablecer-clave');
    await expect(page.getByText('El enlace para restablecer la contraseña no es válido o ya expiró')).toBeVisible();
    await expect(page.getByLabel('Nueva contraseña')).toHaveCount(0);

    await page.goto('/app/restablecer-clave?token=' + 'x'.repeat(43));
    await page.getByLabel('Nueva contraseña').fill('corta');
    await page.getByLabel('Repetir contraseña').fill('corta');
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await expect(page.getByText('La contraseña debe tener al menos 8 caracteres')).toBeVisible();
    await page.getByLabel('Nueva contraseña').fill('valida2026');
    await page.getByLabel('Repetir contraseña').fill('valida2026');
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await expect(aviso(page).getByRole('heading')).toHaveText('ERROR');
    await expect(aviso(page)).toContainText('El enlace para restablecer la contraseña no es válido o ya expiró');
  });
});
