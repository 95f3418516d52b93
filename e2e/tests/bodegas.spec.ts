import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { entrarEn } from '../support/ui';

/**
 * Bodegas (SCREENS.md G04) at /app/configuracion/gestion_bodega: warehouses and tanks of the stations in scope.
 * Warehouses are never deleted, so each run creates its own code.
 */
const DIRECCION = '/app/configuracion/gestion_bodega';

function fila(page: Page, codigo: string): Locator {
  return page.getByRole('row').filter({ has: page.getByRole('cell', { name: codigo, exact: true }) });
}

async function buscar(page: Page, texto: string): Promise<void> {
  const filtros = page.getByRole('search');
  await filtros.getByRole('searchbox', { name: 'Buscar' }).fill(texto);
  await filtros.getByRole('button', { name: 'BUSCAR' }).click();
}

async function elegir(page: Page, campo: Locator, opcion: string): Promise<void> {
  await campo.click();
  await page.getByRole('option', { name: opcion, exact: true }).click();
}

test.describe('bodegas y tanques', () => {
  test('SUPERADMIN crea un tanque (primero con un error), lo busca, edita, inactiva y exporta', async ({ page }) => {
    const codigo = `TQ${Date.now() % 100_000_000}`;
    await entrarEn(page, 'SUPERADMIN', DIRECCION);
    await expect(page.getByRole('heading', { name: 'Bodegas' })).toBeVisible();

    await page.getByRole('button', { name: 'Crear bodega' }).click();
    const cajon = page.getByRole('dialog', { name: 'Crear bodega' });
    await cajon.getByLabel(/^Código\W*$/).fill(codigo);
    await cajon.getByLabel('Descripción').fill('Tanque de prueba');
    await elegir(page, cajon.getByLabel('Estación'), 'EDS BARRANQUILLA CENTRO');
    await elegir(page, cajon.getByLabel('Tipo'), 'Tanque');
    await elegir(page, cajon.getByLabel('Producto'), 'GASOLINA EXTRA');
    await cajon.getByLabel('Capacidad (gal)').fill('8000');
    await cajon.getByLabel('Volumen mínimo (gal)').fill('9000');
    await cajon.getByRole('button', { name: 'Guardar' }).click();
    await expect(cajon.getByText('El volumen mínimo debe ser menor que la capacidad')).toBeVisible();
    await cajon.getByLabel('Volumen mínimo (gal)').fill('400');
    await cajon.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Registro creado correctamente')).toBeVisible();
    await expect(cajon).toBeHidden();

    // Found by station and type, then by its code.
    await elegir(page, page.getByRole('search').getByRole('combobox', { name: 'Estación' }), 'EDS BARRANQUILLA CENTRO');
    await elegir(page, page.getByRole('search').getByRole('combobox', { name: 'Tipo' }), 'Tanque');
    await buscar(page, codigo);
    await expect(page.getByText('1-1 de 1')).toBeVisible();
    await expect(fila(page, codigo)).toContainText('TANQUE DE PRUEBA');
    await expect(fila(page, codigo)).toContainText('EDS BARRANQUILLA CENTRO');
    await expect(fila(page, codigo)).toContainText('GASOLINA EXTRA');

    await fila(page, codigo)
      .getByRole('button', { name: `Editar ${codigo}` })
      .click();
    const edicion = page.getByRole('dialog', { name: 'Editar bodega' });
    await expect(edicion.getByLabel('Capacidad (gal)')).toHaveValue('8000');
    await edicion.getByLabel('Descripción').fill('Tanque extra norte');
    await edicion.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Registro editado correctamente')).toBeVisible();
    await expect(fila(page, codigo)).toContainText('TANQUE EXTRA NORTE');

    const estado = fila(page, codigo).getByRole('switch', { name: `Estado de ${codigo}` });
    await expect(estado).toBeChecked();
    await estado.click();
    await page.getByRole('dialog', { name: '¿Está seguro de inactivar este registro?' }).getByRole('button', { name: 'Aceptar' }).click();
    await expect(page.getByText('REGISTRO INACTIVADO CORRECTAMENTE')).toBeVisible();
    await expect(estado).not.toBeChecked();

    const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar PDF' }).click()]);
    expect(pdf.suggestedFilename()).toMatch(/^bodegas_export_\d{8}_\d{6}\.pdf$/);
    const contenidoPdf = (await readFile(await pdf.path())).toString('latin1');
    expect(contenidoPdf.startsWith('%PDF-')).toBe(true);
    expect(contenidoPdf).toContain(`(${codigo})`);

    const [excel] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar Excel' }).click()]);
    expect(excel.suggestedFilename()).toMatch(/^bodegas_export_\d{8}_\d{6}\.xlsx$/);
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.readFile(await excel.path());
    const filas = libro.worksheets[0].getSheetValues().slice(2) as unknown[][];
    expect(filas).toHaveLength(1);
    expect(filas[0]).toEqual(
      expect.arrayContaining([codigo, 'TANQUE EXTRA NORTE', 'EDS BARRANQUILLA CENTRO', 'Tanque', 'GASOLINA EXTRA', 'Inactivo']),
    );
  });

  test('en árabe la pantalla se lee de derecha a izquierda', async ({ page }) => {
    await entrarEn(page, 'SUPERADMIN', DIRECCION, { preferencias: { idioma: 'ar' } });
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'المستودعات' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'المحطة' })).toBeVisible();
    // The type filter in Arabic: tanks only.
    const filtros = page.getByRole('search');
    await elegir(page, filtros.getByRole('combobox', { name: 'النوع' }), 'خزان');
    await filtros.getByRole('button', { name: 'بحث' }).click();
    await expect(page.getByRole('cell', { name: 'خزان', exact: true }).first()).toBeVisible();
    await expect(page.getByRole('cell', { name: 'متجر صغير', exact: true })).toHaveCount(0);
  });
});
