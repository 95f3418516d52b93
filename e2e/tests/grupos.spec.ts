import { expect, test, type Locator, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { abrirMenu, cerrarAvisosDelDashboard, entrarEn, ingresar } from '../support/ui';

/** Grupos (SCREENS.md G09) at '/app/configuracion/grupos': typed sets of products, stations, customers or employees. */
const RUTA = '/app/configuracion/grupos';

async function abrirGrupos(page: Page, cajon: Locator): Promise<void> {
  await cajon.getByRole('button', { name: 'Configuración' }).click();
  await cajon.getByRole('link', { name: 'Grupos', exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`${RUTA}$`));
}

function fila(page: Page, nombre: string): Locator {
  return page.getByRole('row').filter({ has: page.getByRole('cell', { name: nombre, exact: true }) });
}

test.describe('grupos', () => {
  test('SUPERADMIN crea un grupo (primero con un error), lo busca, lo edita, lo inactiva, exporta y lo elimina', async ({ page }) => {
    await ingresar(page, 'SUPERADMIN');
    await cerrarAvisosDelDashboard(page);
    await abrirGrupos(page, await abrirMenu(page));
    await expect(page.getByRole('heading', { name: 'Grupos' })).toBeVisible();

    const nombre = `COSTA ${Date.now().toString(36).toUpperCase()}`;
    await page.getByRole('button', { name: 'Crear grupo' }).click();
    const cajon = page.getByRole('dialog', { name: 'Crear grupo' });
    await cajon.getByRole('button', { name: 'Guardar' }).click();
    await expect(cajon.getByText('Este campo es obligatorio')).toBeVisible();
    await cajon.getByLabel(/^Tipo/).click();
    await page.getByRole('option', { name: 'Estaciones' }).click();
    await cajon.getByLabel(/^Nombre/).fill(nombre.toLowerCase());
    await cajon.getByLabel(/^Miembros/).click();
    await page.getByRole('option', { name: 'EDS BARRANQUILLA CENTRO' }).click();
    await page.getByRole('option', { name: 'EDS CARTAGENA BOCAGRANDE' }).click();
    await page.keyboard.press('Escape');
    await cajon.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Registro creado correctamente')).toBeVisible();

    await page.getByRole('search').getByRole('searchbox', { name: 'Buscar' }).fill(nombre);
    await page.getByRole('search').getByRole('button', { name: 'BUSCAR' }).click();
    await expect(fila(page, nombre)).toContainText('Estaciones');
    await expect(fila(page, nombre)).toContainText('2');

    await fila(page, nombre)
      .getByRole('button', { name: `Editar ${nombre}` })
      .click();
    const edicion = page.getByRole('dialog', { name: 'Editar grupo' });
    await edicion.getByLabel(/^Nombre/).fill(`${nombre} CARIBE`);
    await edicion.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Registro editado correctamente')).toBeVisible();
    await page.getByRole('search').getByRole('button', { name: 'BUSCAR' }).click();
    const editado = fila(page, `${nombre} CARIBE`);
    await expect(editado).toBeVisible();

    await editado.getByRole('switch', { name: `Estado de ${nombre} CARIBE` }).click();
    await page.getByRole('dialog', { name: '¿Está seguro de inactivar este registro?' }).getByRole('button', { name: 'Aceptar' }).click();
    await expect(page.getByText('REGISTRO INACTIVADO CORRECTAMENTE')).toBeVisible();

    const [excel] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar Excel' }).click()]);
    expect(excel.suggestedFilename()).toMatch(/^grupos_export_\d{8}_\d{6}\.xlsx$/);
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.readFile(await excel.path());
    expect(libro.worksheets[0].getRow(2).values).toContain(`${nombre} CARIBE`);

    await editado.getByRole('button', { name: `Eliminar ${nombre} CARIBE` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Aceptar' }).click();
    await expect(page.getByText('Registro eliminado correctamente')).toBeVisible();
    await expect(editado).toHaveCount(0);
  });

  test('en árabe la pantalla va de derecha a izquierda', async ({ page }) => {
    await entrarEn(page, 'SUPERADMIN', RUTA, { preferencias: { idioma: 'ar' } });
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'المجموعات' })).toBeVisible();
    await page.getByRole('button', { name: 'إنشاء مجموعة' }).click();
    const cajon = page.getByRole('dialog', { name: 'إنشاء مجموعة' });
    expect((await cajon.boundingBox())!.x).toBeLessThan(2);
    await cajon.getByRole('button', { name: 'حفظ' }).click();
    await expect(cajon.getByText('هذا الحقل مطلوب').first()).toBeVisible();
  });
});
