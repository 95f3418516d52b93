import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { autorizacion } from '../support/api';
import { tanqueConAforo } from '../support/tanques';
import { entrarEn } from '../support/ui';

/**
 * Recibos de combustible (SCREENS.md G04) at /app/configuracion/gestion_recibos: a delivery refused without an
 * observation when its difference is beyond tolerance, posted, found, annulled and exported. Each run receives into
 * a tank of its own, created with its chart through the calls at a station other than the station administrator's.
 */
const DIRECCION = '/app/configuracion/gestion_recibos';
const ESTACION = 'EDS PEREIRA CIRCUNVALAR';

async function preparar(page: Page): Promise<{ codigo: string; proveedor: string }> {
  const { codigo, estacion, token } = await tanqueConAforo(page.request, {
    estacion: ESTACION,
    prefijo: 'RC',
    descripcion: 'TANQUE RECIBO',
  });
  const proveedores = (await (await page.request.get(`/api/proveedor/empresa/select/${estacion}`, { headers: autorizacion(token) })).json())
    .data as { razon_social: string }[];
  return { codigo, proveedor: proveedores[0].razon_social };
}

async function elegir(page: Page, campo: Locator, opcion: string | RegExp): Promise<void> {
  await campo.click();
  await page.getByRole('option', { name: opcion, exact: typeof opcion === 'string' }).click();
}

const etiqueta = (texto: string) => new RegExp(`^${texto.replace(/[()]/g, '\\$&')}\\W*$`);

test.describe('recibos de combustible', () => {
  test('SUPERADMIN registra un recibo (primero sin observación fuera de tolerancia), lo busca, lo anula y exporta', async ({ page }) => {
    const { codigo, proveedor } = await preparar(page);
    const factura = `FE${Date.now() % 100_000_000}`;
    await entrarEn(page, 'SUPERADMIN', DIRECCION);
    await expect(page.getByRole('heading', { name: 'Recibos de combustible' })).toBeVisible();

    await page.getByRole('button', { name: 'Crear recibo' }).click();
    const cajon = page.getByRole('dialog', { name: 'Crear recibo' });
    await elegir(page, cajon.getByRole('combobox', { name: 'Estación' }), ESTACION);
    await elegir(page, cajon.getByRole('combobox', { name: 'Tanque' }), new RegExp(`^${codigo} `));
    await elegir(page, cajon.getByRole('combobox', { name: 'Proveedor' }), proveedor);
    await cajon.getByLabel(etiqueta('N° factura')).fill(factura);
    await cajon.getByLabel(etiqueta('Guía SICOM')).fill('SIC778899');
    await cajon.getByLabel(etiqueta('Placa carrotanque')).fill('TKR123');
    await cajon.getByLabel(etiqueta('Volumen facturado (gal)')).fill('2600');
    await cajon.getByLabel(etiqueta('Costo por galón')).fill('10500');
    await cajon.getByLabel(etiqueta('Inicio del descargue')).fill('2026-02-10 08:00:00');
    await cajon.getByLabel(etiqueta('Medición antes (mm)')).fill('500');
    await cajon.getByLabel(etiqueta('Fin del descargue')).fill('2026-02-10 09:00:00');
    await cajon.getByLabel(etiqueta('Medición después (mm)')).fill('1000');
    await cajon.getByRole('button', { name: 'Guardar' }).click();
    // Received 2.500 gal against 2.600 invoiced: −3,84 % (truncated), beyond the 0,5 % tolerance.
    await expect(cajon.getByText('La diferencia (-3.84 %) supera la tolerancia de 0.5 %: indique una observación')).toBeVisible();
    await cajon.getByLabel('Observación').fill('Faltante reportado al proveedor');
    await cajon.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText(/^Recibo N° \d+ registrado: recibidos 2\.500 gal, diferencia -100 gal$/)).toBeVisible();
    await expect(cajon).toBeHidden();

    const filtros = page.getByRole('search');
    await elegir(page, filtros.getByRole('combobox', { name: 'Estación' }), ESTACION);
    await filtros.getByRole('searchbox', { name: 'Buscar' }).fill(factura);
    await filtros.getByRole('button', { name: 'BUSCAR' }).click();
    await expect(page.getByText('1-1 de 1')).toBeVisible();
    const fila = page.getByRole('row').filter({ hasText: factura });
    await expect(fila).toContainText(`${codigo} TANQUE RECIBO`);
    await expect(fila.getByRole('cell')).toContainText(['2.600', '2.500', '5.000', '2.500', '-100', '-3,84', 'Registrado']);

    await fila.getByRole('button', { name: /^Anular recibo \d+$/ }).click();
    await page
      .getByRole('dialog', { name: /^¿Anular el recibo N° \d+\?/ })
      .getByRole('button', { name: 'Aceptar' })
      .click();
    await expect(page.getByText('Recibo de combustible anulado correctamente')).toBeVisible();
    await expect(fila).toContainText('Anulado');
    await expect(fila.getByRole('button', { name: /^Anular recibo/ })).toHaveCount(0);

    const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar PDF' }).click()]);
    expect(pdf.suggestedFilename()).toMatch(/^recibos_combustible_export_\d{8}_\d{6}\.pdf$/);
    expect((await readFile(await pdf.path())).toString('latin1').startsWith('%PDF-')).toBe(true);

    const [excel] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar Excel' }).click()]);
    expect(excel.suggestedFilename()).toMatch(/^recibos_combustible_export_\d{8}_\d{6}\.xlsx$/);
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.readFile(await excel.path());
    const filas = libro.worksheets[0].getSheetValues().slice(2) as unknown[][];
    expect(filas).toHaveLength(1);
    expect(filas[0]).toEqual(
      expect.arrayContaining([ESTACION, `${codigo} TANQUE RECIBO`, proveedor, factura, 'SIC778899', 2600, 2500, -100, 'Anulado']),
    );
  });

  test('en árabe la pantalla se lee de derecha a izquierda', async ({ page }) => {
    await entrarEn(page, 'SUPERADMIN', DIRECCION, { preferencias: { idioma: 'ar' } });
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'استلام الوقود' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'المستلم (غالون)' })).toBeVisible();
    await page.getByRole('button', { name: 'إنشاء استلام' }).click();
    await expect(page.getByRole('dialog').getByLabel('المورد')).toBeVisible();
  });
});
