import { expect, test } from '@playwright/test';
import { leerPreferencias } from '../support/api';
import { ingresar } from '../support/ui';

test.describe('recorrido guiado', () => {
  test('arranca solo en la primera visita, se puede omitir y volver a ver', async ({ page }) => {
    await ingresar(page, 'CONSULTA', { preferencias: { tourVisto: false } });
    const tour = page.getByRole('dialog', { name: 'Menú principal' });
    await expect(tour).toBeVisible();
    await expect(tour).toContainText(/Paso 1 de \d/);
    await tour.getByRole('button', { name: 'Siguiente' }).click();
    await expect(page.getByRole('dialog', { name: 'Inicio' })).toBeVisible();
    await page.getByRole('button', { name: 'Omitir' }).click();
    await expect(page.getByRole('dialog', { name: 'Inicio' })).toHaveCount(0);
    await expect.poll(async () => (await leerPreferencias(page.request, 'CONSULTA')).tourVisto).toBe(true);

    await page.reload();
    await expect(page.getByRole('button', { name: 'Abrir menú' })).toBeVisible();
    await page.waitForTimeout(1_500);
    await expect(page.getByRole('dialog', { name: 'Menú principal' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Recorrido guiado' }).click();
    await expect(page.getByRole('dialog', { name: 'Menú principal' })).toBeVisible();
  });
});
