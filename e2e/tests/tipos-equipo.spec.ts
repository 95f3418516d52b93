import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { entrarEn } from '../support/ui';

/**
 * Tipos de equipo (SCREENS.md G05) at /app/configuracion/equipos: the business's device models on the catalogue kit.
 * Each run creates its own code; the model is then offered as Modelo in Gestión de equipos for a POS.
 */
const DIRECCION = '/app/configuracion/equipos';

function fila(page: Page, codigo: string): Locator {
  return page.getByRole('row').filter({ has: page.getByRole('cell', { name: codigo, exact: true }) });
}

async function elegir(page: Page, campo: Locator, opcion: string): Promise<void> {
  await campo.click();
  await page.getByRole('option', { name: opcion, exact: true }).click();
}

test.describe('tipos de equipo', () => {
  test('SUPERADMIN crea un modelo (primero con un error), lo busca, edita, lo ofrece a un POS, lo inactiva y exporta', async ({ page }) => {
    const codigo = `M${Date.now() % 100_000_000}`;
    await entrarEn(page, 'SUPERADMIN', DIRECCION);
    await expect(page.getByRole('heading', { name: 'Tipos de equipo' })).toBeVisible();

    await page.getByRole('button', { name: 'Crear tipo de equipo' }).click();
    const cajon = page.getByRole('dialog', { name: 'Crear tipo de equipo' });
    await cajon.getByLabel(/^Código\W*$/).fill(codigo);
    await cajon.getByLabel(/^Descripción\W*$/).fill('Pos portátil');
    await elegir(page, cajon.getByLabel(/^Tipo\W*$/), 'POS');
    await cajon.getByLabel(/^Modelo\W*$/).fill('A920');
    await cajon.getByRole('button', { name: 'Guardar' }).click();
    await expect(cajon.getByText('Este campo es obligatorio')).toBeVisible();
    await cajon.getByLabel(/^Marca\W*$/).fill('Pax');
    await cajon.getByLabel('Firmware mínimo').fill('1.0.4');
    await cajon.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Registro creado correctamente')).toBeVisible();
    await expect(cajon).toBeHidden();

    const filtros = page.getByRole('search');
    await elegir(page, filtros.getByRole('combobox', { name: 'Tipo' }), 'POS');
    await filtros.getByRole('searchbox', { name: 'Buscar' }).fill(codigo);
    await filtros.getByRole('button', { name: 'BUSCAR' }).click();
    await expect(page.getByText('1-1 de 1')).toBeVisible();
    await expect(fila(page, codigo)).toContainText('PAX');
    await expect(fila(page, codigo)).toContainText('A920');

    await fila(page, codigo)
      .getByRole('button', { name: `Editar ${codigo}` })
      .click();
    const edicion = page.getByRole('dialog', { name: 'Editar tipo de equipo' });
    await expect(edicion.getByLabel('Firmware mínimo')).toHaveValue('1.0.4');
    await edicion.getByLabel('Protocolo').fill('rest');
    await edicion.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Registro editado correctamente')).toBeVisible();
    await expect(fila(page, codigo)).toContainText('REST');

    // Gestión de equipos offers it as the Modelo of a POS, not of a printer.
    await page.goto('/app/empresa/gestion-equipos');
    await page.getByRole('button', { name: 'Crear equipo' }).click();
    const equipo = page.getByRole('dialog', { name: 'Crear equipo' });
    await elegir(page, equipo.getByLabel(/^Tipo\W*$/), 'Impresora');
    await equipo.getByLabel('Modelo').click();
    await expect(page.getByRole('option', { name: 'PAX A920' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await elegir(page, equipo.getByLabel(/^Tipo\W*$/), 'POS');
    await elegir(page, equipo.getByLabel('Modelo'), 'PAX A920');
    await equipo.getByRole('button', { name: 'Cancelar' }).click();
    await page.getByRole('dialog', { name: '¿Desea salir sin guardar los cambios?' }).getByRole('button', { name: 'Aceptar' }).click();

    await page.goto(DIRECCION);
    await page.getByRole('search').getByRole('searchbox', { name: 'Buscar' }).fill(codigo);
    await page.getByRole('search').getByRole('button', { name: 'BUSCAR' }).click();
    const estado = fila(page, codigo).getByRole('switch', { name: `Estado de ${codigo}` });
    await estado.click();
    await page.getByRole('dialog', { name: '¿Está seguro de inactivar este registro?' }).getByRole('button', { name: 'Aceptar' }).click();
    await expect(page.getByText('REGISTRO INACTIVADO CORRECTAMENTE')).toBeVisible();
    await expect(estado).not.toBeChecked();

    const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar PDF' }).click()]);
    expect(pdf.suggestedFilename()).toMatch(/^tipos_equipo_export_\d{8}_\d{6}\.pdf$/);
    const contenidoPdf = (await readFile(await pdf.path())).toString('latin1');
    expect(contenidoPdf.startsWith('%PDF-')).toBe(true);
    expect(contenidoPdf).toContain(`(${codigo})`);

    const [excel] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar Excel' }).click()]);
    expect(excel.suggestedFilename()).toMatch(/^tipos_equipo_export_\d{8}_\d{6}\.xlsx$/);
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.readFile(await excel.path());
    const filas = libro.worksheets[0].getSheetValues().slice(2) as unknown[][];
    expect(filas).toHaveLength(1);
    expect(filas[0]).toEqual(expect.arrayContaining([codigo, 'POS PORTÁTIL', 'POS', 'PAX', 'A920', 'REST', '1.0.4', 'Inactivo']));
  });

  test('en árabe la pantalla se lee de derecha a izquierda', async ({ page }) => {
    await entrarEn(page, 'SUPERADMIN', DIRECCION, { preferencias: { idioma: 'ar' } });
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'أنواع الأجهزة' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'العلامة التجارية' })).toBeVisible();
    await page.getByRole('button', { name: 'إنشاء نوع جهاز' }).click();
    await expect(page.getByRole('dialog', { name: 'إنشاء نوع جهاز' }).getByLabel('الحد الأدنى للبرنامج الثابت')).toBeVisible();
  });
});
