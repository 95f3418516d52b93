import { expect, test, type Page } from '@playwright/test';
import { tanqueConAforo } from '../support/tanques';
import { abrirMenu, descartarAvisos, entrarEn } from '../support/ui';

/**
 * A day in the life of a station administrator (issue 31, item 1): ADMINEDS finds its station's daily work in the
 * menu and does it — a tank dip, the fuel stock that reads it, the shifts — without a "No tienes permisos" on the way.
 * The tank is the run's own, created with its chart at ADMINEDS's station through the calls.
 */
const ESTACION = 'EDS BARRANQUILLA CENTRO';

/** Opens a screen from the menu as a person does: its name typed in the menu's search box, then its entry. */
async function desdeElMenu(page: Page, seccion: string, entrada: string): Promise<void> {
  const cajon = await abrirMenu(page);
  await cajon.getByRole('searchbox', { name: 'Buscar en el menú' }).fill(entrada);
  const resultado = cajon.getByRole('navigation', { name: 'Buscar en el menú' }).getByRole('link', { name: new RegExp(`^${entrada}`) });
  await expect(resultado).toContainText(seccion);
  await resultado.click();
  await expect(cajon).toBeHidden();
}

test.describe('un día de la estación', () => {
  test('ADMINEDS mide un tanque de su estación, lee el inventario de combustible y revisa los turnos desde el menú', async ({ page }) => {
    const { codigo } = await tanqueConAforo(page.request, { estacion: ESTACION, prefijo: 'DV', descripcion: 'TANQUE DEL DIA' });
    const tanque = `${codigo} TANQUE DEL DIA`;
    // Entered on its first task (the dashboard and its notices are the dashboard specs' part).
    await entrarEn(page, 'ADMINEDS', '/app/configuracion/medicion_tanques');
    await expect(page.getByRole('heading', { name: 'Medición de tanques' })).toBeVisible();
    await page.getByRole('button', { name: 'Crear medición' }).click();
    const cajon = page.getByRole('dialog', { name: 'Crear medición' });
    // Its scope is one station: the form does not ask which.
    await expect(cajon.getByRole('combobox', { name: 'Tanque' })).toBeVisible();
    await expect(cajon.getByRole('combobox', { name: 'Estación' })).toHaveCount(0);
    await cajon.getByRole('combobox', { name: 'Tanque' }).click();
    await page.getByRole('option', { name: new RegExp(`^${codigo} `) }).click();
    await cajon.getByLabel('Fecha').fill('2026-02-01 08:00:00');
    await cajon.getByLabel(/^Altura \(mm\)\W*$/).fill('1000');
    await cajon.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Medición registrada: 5.000 gal')).toBeVisible();
    await expect(cajon).toBeHidden();
    await descartarAvisos(page);

    await desdeElMenu(page, 'Configuración', 'Inventario de combustible');
    await expect(page.getByRole('heading', { name: 'Inventario de combustible' })).toBeVisible();
    const filtros = page.getByRole('search');
    await filtros.getByLabel('Día').fill('2026-02-01');
    await filtros.getByRole('searchbox', { name: 'Buscar' }).fill(codigo);
    await filtros.getByRole('button', { name: 'BUSCAR' }).click();
    await expect(page.getByRole('row').filter({ hasText: tanque }).getByRole('cell')).toContainText(['5.000']);

    await desdeElMenu(page, 'Configuración', 'Gestión de turnos');
    await expect(page.getByRole('heading', { name: 'Turnos' })).toBeVisible();
    await expect(page.getByText('No tienes permisos')).toHaveCount(0);
    await expect(page.getByRole('row').filter({ hasText: ESTACION }).first()).toBeVisible();
  });
});
