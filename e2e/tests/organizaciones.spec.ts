import { expect, test, type Locator, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { cerrarAvisosDelDashboard, entrarEn, ingresar } from '../support/ui';

/**
 * Organizaciones (SCREENS.md G01) at /empresa/organizaciones: a person creates an organization (first with
 * validation errors), finds it, edits it, inactivates it, finds it among the inactive ones and exports the list;
 * in Arabic the screen runs right to left.
 */
const RUTA = /\/app\/empresa\/organizaciones$/;

async function abrirDesdeElMenu(page: Page, textos = { abrir: 'Abrir menú', menu: 'Menú principal' }): Promise<void> {
  await page.getByRole('button', { name: textos.abrir }).click();
  const cajon = page.getByRole('complementary', { name: textos.menu });
  await cajon.getByRole('button', { name: 'Empresa' }).click();
  await cajon.getByRole('link', { name: 'Organizaciones' }).click();
  await expect(page).toHaveURL(RUTA);
}

const fila = (page: Page, codigo: string): Locator =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name: codigo, exact: true }) });

async function buscar(page: Page, texto: string, etiquetas = { buscar: 'Buscar', boton: 'BUSCAR' }): Promise<void> {
  const filtros = page.getByRole('search');
  await filtros.getByRole('searchbox', { name: etiquetas.buscar }).fill(texto);
  await filtros.getByRole('button', { name: etiquetas.boton }).click();
}

test.describe('organizaciones', () => {
  test('SUPERADMIN crea una organización (primero con errores), la encuentra, la edita, la inactiva y exporta', async ({ page }) => {
    await ingresar(page, 'SUPERADMIN');
    await cerrarAvisosDelDashboard(page);
    await abrirDesdeElMenu(page);
    await expect(page.getByRole('heading', { name: 'Organizaciones' })).toBeVisible();

    await page.getByRole('button', { name: 'Crear organización' }).click();
    const cajon = page.getByRole('dialog', { name: 'Crear organización' });
    await cajon.getByLabel(/^Código\W*$/).fill('org-e2e-01x');
    await cajon.getByRole('button', { name: 'Guardar' }).click();
    await expect(cajon.getByLabel(/^Nombre\W*$/)).toHaveAccessibleDescription('Este campo es obligatorio');
    await expect(cajon.getByLabel(/^Código\W*$/)).toHaveValue('ORG-E2E-01');
    await cajon.getByLabel(/^Nombre\W*$/).fill('organizacion e2e caribe');
    await cajon.getByLabel(/^País\W*$/).click();
    await page.getByRole('option', { name: 'COLOMBIA', exact: true }).click();
    await cajon.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Registro creado correctamente')).toBeVisible();
    await expect(cajon).toBeHidden();

    await buscar(page, 'e2e caribe');
    await expect(page.getByText('1-1 de 1')).toBeVisible();
    await expect(fila(page, 'ORG-E2E-01')).toContainText('ORGANIZACION E2E CARIBE');
    await expect(fila(page, 'ORG-E2E-01')).toContainText('COLOMBIA');

    await fila(page, 'ORG-E2E-01').getByRole('button', { name: 'Editar ORGANIZACION E2E CARIBE' }).click();
    const edicion = page.getByRole('dialog', { name: 'Editar organización' });
    await edicion.getByLabel(/^Nombre\W*$/).fill('organizacion e2e caribe norte');
    await edicion.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Registro editado correctamente')).toBeVisible();
    await expect(fila(page, 'ORG-E2E-01')).toContainText('ORGANIZACION E2E CARIBE NORTE');

    const estado = fila(page, 'ORG-E2E-01').getByRole('switch', { name: 'Estado de ORGANIZACION E2E CARIBE NORTE' });
    await estado.click();
    await page.getByRole('dialog', { name: '¿Está seguro de inactivar este registro?' }).getByRole('button', { name: 'Aceptar' }).click();
    await expect(page.getByText('REGISTRO INACTIVADO CORRECTAMENTE')).toBeVisible();
    await page.getByRole('search').getByLabel('Estado').click();
    await page.getByRole('option', { name: 'Inactivos' }).click();
    await buscar(page, 'caribe norte');
    await expect(page.getByText('1-1 de 1')).toBeVisible();
    await expect(fila(page, 'ORG-E2E-01').getByRole('switch', { name: 'Estado de ORGANIZACION E2E CARIBE NORTE' })).not.toBeChecked();

    const [excel] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar Excel' }).click()]);
    expect(excel.suggestedFilename()).toMatch(/^organizaciones_export_\d{8}_\d{6}\.xlsx$/);
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.readFile(await excel.path());
    const hoja = libro.worksheets[0];
    expect(hoja.getRow(1).values).toEqual([undefined, 'Código', 'Nombre', 'País', 'Estado']);
    expect(hoja.getRow(2).values).toEqual([undefined, 'ORG-E2E-01', 'ORGANIZACION E2E CARIBE NORTE', 'COLOMBIA', 'Inactivo']);
  });

  test('en árabe la pantalla va de derecha a izquierda: crea con un error primero', async ({ page }) => {
    await entrarEn(page, 'SUPERADMIN', '/app/empresa/organizaciones', { preferencias: { idioma: 'ar' } });
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'المنظمات' })).toBeVisible();

    await page.getByRole('button', { name: 'إنشاء منظمة' }).click();
    const cajon = page.getByRole('dialog', { name: 'إنشاء منظمة' });
    expect((await cajon.boundingBox())!.x).toBeLessThan(2);
    await cajon.getByRole('button', { name: 'حفظ' }).click();
    await expect(cajon.getByLabel(/^الاسم\W*$/)).toHaveAccessibleDescription('هذا الحقل مطلوب');
    await cajon.getByLabel(/^الاسم\W*$/).fill('organizacion arabe');
    await cajon.getByLabel(/^الرمز\W*$/).fill('org-ar-1');
    await cajon.getByLabel(/^الدولة\W*$/).click();
    await page.getByRole('option', { name: 'COLOMBIA', exact: true }).click();
    await cajon.getByRole('button', { name: 'حفظ' }).click();
    await expect(page.getByText('تم إنشاء السجل بنجاح')).toBeVisible();
    await buscar(page, 'ORG-AR-1', { buscar: 'بحث', boton: 'بحث' });
    await expect(fila(page, 'ORG-AR-1')).toContainText('ORGANIZACION ARABE');
  });
});
