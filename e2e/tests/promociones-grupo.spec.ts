import { expect, test, type Locator, type Page } from '@playwright/test';
import { llenarFecha } from '../support/fecha';
import { entrarEn } from '../support/ui';

/**
 * Promociones for a product group (SCREENS.md G18 "Productos or grupo", decision 053): a fuel promotion is refused
 * with neither products nor group, then saved with the demo's product group COMBUSTIBLES LIQUIDOS instead of products
 * and found with its group; it runs in 2032 at one station, so no sale of the demo meets it, and is left inactive.
 */
const DIRECCION = '/app/acciones/promociones';
const ESTACION = 'EDS CALI PANCE';
const NOMBRE = 'PRUEBA E2E GRUPO COMBUSTIBLES';

async function elegir(page: Page, cajon: Locator, etiqueta: string | RegExp, opcion: string) {
  await cajon.getByLabel(etiqueta).click();
  await page.getByRole('option', { name: opcion, exact: true }).click();
}

test('SUPERADMIN crea una promoción para un grupo de productos (primero sin productos ni grupo) y la encuentra', async ({ page }) => {
  await entrarEn(page, 'SUPERADMIN', DIRECCION);
  await page.getByRole('button', { name: 'Crear promoción' }).click();
  const cajon = page.getByRole('dialog', { name: 'Crear promoción' });
  await cajon.getByLabel(/^Nombre/).fill(NOMBRE);
  await elegir(page, cajon, /^Tipo/, '% DESCUENTO');
  await cajon.getByRole('textbox', { name: /^Valor/ }).fill('3');
  await llenarFecha(cajon, /^Desde/, '2032-05-01');
  await llenarFecha(cajon, /^Hasta/, '2032-05-31');
  await cajon.getByLabel(/^Estaciones/).click();
  await page.getByRole('option', { name: ESTACION, exact: true }).click();
  await page.keyboard.press('Escape');
  await cajon.getByRole('button', { name: 'Guardar' }).click();
  await expect(cajon.getByText('Seleccione al menos un producto')).toBeVisible();

  await elegir(page, cajon, /^Grupo de productos/, 'COMBUSTIBLES LIQUIDOS');
  await cajon.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Promoción creada correctamente')).toBeVisible();
  await expect(cajon).toBeHidden();

  const filtros = page.getByRole('search');
  await filtros.getByRole('searchbox', { name: 'Buscar' }).fill(NOMBRE);
  await filtros.getByRole('button', { name: 'BUSCAR' }).click();
  const fila = page.getByRole('row').filter({ has: page.getByRole('cell', { name: NOMBRE, exact: true }) });
  await expect(fila).toContainText('Grupo COMBUSTIBLES LIQUIDOS');
  await expect(fila).toContainText(ESTACION);

  // Edited, it keeps its group.
  await fila.getByRole('button', { name: `Editar ${NOMBRE}` }).click();
  const edicion = page.getByRole('dialog', { name: 'Editar promoción' });
  await expect(edicion.getByLabel(/^Grupo de productos/)).toHaveText('COMBUSTIBLES LIQUIDOS');
  await edicion.getByRole('button', { name: 'Cancelar', exact: true }).click();
  await expect(edicion).toBeHidden();
  await fila.getByRole('switch', { name: `Estado de ${NOMBRE}` }).click();
  await page.getByRole('dialog', { name: '¿Está seguro de inactivar este registro?' }).getByRole('button', { name: 'Aceptar' }).click();
  await expect(page.getByText('REGISTRO INACTIVADO CORRECTAMENTE')).toBeVisible();
  await expect(fila.getByRole('switch')).not.toBeChecked();
});
