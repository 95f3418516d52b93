import { expect, test, type Locator, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { URL_BASE } from '../playwright.config';
import { cerrarAvisosDelDashboard, descartarAvisos, entrarEn, ingresar } from '../support/ui';

/**
 * Negocios (SCREENS.md G01, decision 054) at /empresa/negocios: a business administrator edits its own business
 * (first with a wrong check digit), then adds a domain (first with a bad colour), finds it, edits it, sees its
 * sign-in page take the new colour, inactivates it and exports the list; in Arabic the screen runs right to left.
 */
const RUTA = /\/app\/empresa\/negocios$/;
/** Served by the test server through the browser's host rules (playwright.config.ts). */
const HOST = 'negocios-e2e.test';
/** A 1×1 PNG, the domain's logo. */
const LOGO = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

async function abrirDesdeElMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  const cajon = page.getByRole('complementary', { name: 'Menú principal' });
  await cajon.getByRole('button', { name: 'Empresa' }).click();
  await cajon.getByRole('link', { name: 'Negocios' }).click();
  await expect(page).toHaveURL(RUTA);
}

const fila = (page: Page, texto: string): Locator =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name: texto, exact: true }) });

async function buscar(page: Page, texto: string, etiquetas = { buscar: 'Buscar', boton: 'BUSCAR' }): Promise<void> {
  const filtros = page.getByRole('search');
  await filtros.getByRole('searchbox', { name: etiquetas.buscar }).fill(texto);
  await filtros.getByRole('button', { name: etiquetas.boton }).click();
}

async function elegirTipoNegocio(page: Page, cajon: Locator, tipo: string): Promise<void> {
  await cajon.getByLabel(/^Tipo\W*$/).click();
  await page.getByRole('option', { name: tipo, exact: true }).click();
}

test.describe('negocios', () => {
  test('SUPERADMIN edita su negocio y gestiona un dominio hasta su página de ingreso', async ({ page, browser }) => {
    await ingresar(page, 'SUPERADMIN');
    await cerrarAvisosDelDashboard(page);
    await abrirDesdeElMenu(page);
    await expect(page.getByRole('tab', { name: 'Negocio' })).toHaveAttribute('aria-selected', 'true');

    // The business: its one row, edited with a wrong NIT check digit first, then back as it was.
    const negocio = fila(page, 'COMBUSTIBLES ANDINOS S.A.S.');
    await expect(page.getByText('1-1 de 1')).toBeVisible();
    await expect(negocio).toContainText('900456789');
    await expect(negocio).toContainText('Combustible');
    await expect(negocio).toContainText('COLOMBIA');
    await negocio.getByRole('button', { name: 'Editar COMBUSTIBLES ANDINOS S.A.S.' }).click();
    let cajon = page.getByRole('dialog', { name: 'Editar negocio' });
    await cajon.getByLabel(/^NIT\W*$/).fill('900456789-1');
    await cajon.getByRole('button', { name: 'Guardar' }).click();
    await expect(cajon.getByLabel(/^NIT\W*$/)).toHaveAccessibleDescription('El dígito de verificación no corresponde');
    await cajon.getByLabel(/^NIT\W*$/).fill('900456789-4');
    await elegirTipoNegocio(page, cajon, 'Kiosco');
    await cajon.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Registro editado correctamente')).toBeVisible();
    await expect(cajon).toBeHidden();
    await expect(negocio).toContainText('900456789-4');
    await expect(negocio).toContainText('Kiosco');
    await descartarAvisos(page);
    await negocio.getByRole('button', { name: 'Editar COMBUSTIBLES ANDINOS S.A.S.' }).click();
    cajon = page.getByRole('dialog', { name: 'Editar negocio' });
    await cajon.getByLabel(/^NIT\W*$/).fill('900456789');
    await elegirTipoNegocio(page, cajon, 'Combustible');
    await cajon.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Registro editado correctamente')).toBeVisible();
    await expect(negocio).toContainText('Combustible');

    // A domain: a bad colour first, then saved with a logo.
    await page.getByRole('tab', { name: 'Dominios' }).click();
    await page.getByRole('button', { name: 'Crear dominio' }).click();
    cajon = page.getByRole('dialog', { name: 'Crear dominio' });
    await cajon.getByLabel(/^Host\W*$/).fill(HOST.toUpperCase());
    await cajon.getByLabel(/^Alias\W*$/).fill('negocios e2e');
    await cajon.getByLabel(/^Tipo\W*$/).click();
    await page.getByRole('option', { name: 'TERPEL', exact: true }).click();
    await cajon.getByLabel(/^Color 1\W*$/).fill('rojo');
    await cajon.getByRole('button', { name: 'Guardar' }).click();
    await expect(cajon.getByLabel(/^Color 1\W*$/)).toHaveAccessibleDescription('Color no válido');
    await cajon.getByLabel(/^Color 1\W*$/).fill('#00897b');
    await cajon.locator('input[type="file"]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: LOGO });
    await expect(cajon.getByRole('img', { name: 'Logo' })).toBeVisible();
    await cajon.getByLabel(/^Copyright\W*$/).fill('Andinos E2E');
    await cajon.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Registro creado correctamente')).toBeVisible();
    await expect(cajon).toBeHidden();

    await buscar(page, 'negocios-e2e');
    await expect(page.getByText('1-1 de 1')).toBeVisible();
    const dominio = fila(page, HOST);
    await expect(dominio).toContainText('NEGOCIOS E2E');
    await expect(dominio).toContainText('#00897b');

    await descartarAvisos(page);
    await dominio.getByRole('button', { name: `Editar ${HOST}` }).click();
    cajon = page.getByRole('dialog', { name: 'Editar dominio' });
    await expect(cajon.getByRole('img', { name: 'Logo' })).toBeVisible();
    await cajon.getByLabel(/^Color 1\W*$/).fill('#6A1B9A');
    await cajon.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Registro editado correctamente')).toBeVisible();
    await expect(dominio).toContainText('#6a1b9a');

    // Its sign-in page wears the new colour and logo.
    const visitante = await browser.newPage();
    await visitante.goto(URL_BASE.replace('localhost', HOST) + '/app/');
    await expect(visitante.getByRole('button', { name: 'Entrar' })).toHaveCSS('background-color', 'rgb(106, 27, 154)');
    await expect(visitante.getByRole('img', { name: 'NEGOCIOS E2E' }).first()).toBeVisible();

    // Inactivated, it is found among the inactive ones and its host no longer opens the sign-in.
    await dominio.getByRole('switch', { name: `Estado de ${HOST}` }).click();
    await page.getByRole('dialog', { name: '¿Está seguro de inactivar este registro?' }).getByRole('button', { name: 'Aceptar' }).click();
    await expect(page.getByText('REGISTRO INACTIVADO CORRECTAMENTE')).toBeVisible();
    await page.getByRole('search').getByLabel('Estado').click();
    await page.getByRole('option', { name: 'Inactivos' }).click();
    await buscar(page, 'negocios-e2e');
    await expect(page.getByText('1-1 de 1')).toBeVisible();
    await expect(dominio.getByRole('switch', { name: `Estado de ${HOST}` })).not.toBeChecked();
    await visitante.reload();
    await expect(visitante.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
    await visitante.close();

    const [excel] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar Excel' }).click()]);
    expect(excel.suggestedFilename()).toMatch(/^dominios_export_\d{8}_\d{6}\.xlsx$/);
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.readFile(await excel.path());
    const hoja = libro.worksheets[0];
    expect(hoja.getRow(1).values).toEqual([undefined, 'Host', 'Alias', 'Tipo', 'Color 1', 'Color 2', 'Formato numérico', 'Estado']);
    expect(hoja.getRow(2).values).toEqual([undefined, HOST, 'NEGOCIOS E2E', 'TERPEL', '#6a1b9a', '#ff6f00', 'COP (1.234,56)', 'Inactivo']);
    expect(hoja.rowCount).toBe(2);
  });

  test('en árabe la pantalla va de derecha a izquierda: crea un dominio con un color erróneo primero', async ({ page }) => {
    await entrarEn(page, 'SUPERADMIN', '/app/empresa/negocios', { preferencias: { idioma: 'ar' } });
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(fila(page, 'COMBUSTIBLES ANDINOS S.A.S.')).toContainText('وقود');

    await page.getByRole('tab', { name: 'النطاقات' }).click();
    await page.getByRole('button', { name: 'إنشاء نطاق' }).click();
    const cajon = page.getByRole('dialog', { name: 'إنشاء نطاق' });
    expect((await cajon.boundingBox())!.x).toBeLessThan(2);
    await cajon.getByLabel(/^المضيف\W*$/).fill('negocios-ar.test');
    await cajon.getByLabel(/^الاسم المستعار\W*$/).fill('negocios ar');
    await cajon.getByLabel(/^اللون 2\W*$/).fill('#12');
    await cajon.getByRole('button', { name: 'حفظ' }).click();
    await expect(cajon.getByLabel(/^اللون 2\W*$/)).toHaveAccessibleDescription('لون غير صالح');
    await cajon.getByLabel(/^اللون 2\W*$/).fill('#123456');
    await cajon.getByRole('button', { name: 'حفظ' }).click();
    await expect(page.getByText('تم إنشاء السجل بنجاح')).toBeVisible();
    await buscar(page, 'negocios-ar', { buscar: 'بحث', boton: 'بحث' });
    await expect(fila(page, 'negocios-ar.test')).toContainText('NEGOCIOS AR');
  });
});
