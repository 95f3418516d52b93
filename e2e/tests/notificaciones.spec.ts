import { expect, test } from '@playwright/test';
import { autorizacion, ingresarApi, salirApi } from '../support/api';
import { ingresar } from '../support/ui';

test.describe('mensajes del socket', () => {
  test('se muestran como aviso de información o de error solo para la empresa del usuario', async ({ page }) => {
    // The toast is for the signed-in user's company; an administrator of the business sends it.
    await ingresar(page, 'CONSULTA');
    const consulta = await ingresarApi(page.request, 'CONSULTA');
    await salirApi(page.request, consulta.token);
    const admin = await ingresarApi(page.request, 'SUPERADMIN');
    const enviar = (empresa: number, titulo: string, texto: string, tipo: 200 | 400) =>
      page.request.post('/api/notificaciones', { headers: autorizacion(admin.token), data: { empresa, titulo, texto, tipo } });

    // The socket connects after sign-in; keep sending until the first one arrives.
    await expect(async () => {
      expect((await enviar(consulta.empresas_id, 'Cierre de turno', 'El turno 12 quedó cerrado', 200)).status()).toBe(200);
      await expect(page.getByText('El turno 12 quedó cerrado').first()).toBeVisible({ timeout: 1_500 });
    }).toPass({ timeout: 15_000 });
    await expect(page.locator('.notistack-MuiContent-info').first()).toContainText('Cierre de turno');

    await enviar(consulta.empresas_id, 'Falla de surtidor', 'El surtidor 3 no responde', 400);
    await expect(page.locator('.notistack-MuiContent-error')).toContainText('El surtidor 3 no responde');

    // A station below the user's company: not the user's own company, so no toast.
    const otra = consulta.empresas_id + 1;
    expect((await enviar(otra, 'Otra empresa', 'Mensaje para otra empresa', 200)).status()).toBe(200);
    await enviar(consulta.empresas_id, 'Control', 'Mensaje de control', 200);
    await expect(page.getByText('Mensaje de control')).toBeVisible();
    await expect(page.getByText('Mensaje para otra empresa')).toHaveCount(0);
    await salirApi(page.request, admin.token);
  });
});
