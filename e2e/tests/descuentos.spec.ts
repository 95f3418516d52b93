import ExcelJS from 'exceljs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { llenarFecha } from '../support/fecha';
import { abrirMenu, cerrarAvisosDelDashboard, entrarEn, ingresar } from '../support/ui';

/**
 * Reglas de descuento (SCREENS.md G18): /app/configuracion/gestion_descuentos walked by a person — create with
 * validation errors first, find, edit, inactivate, export, delete — and the vehicle route in Arabic, which offers only
 * the vehicle destinatarios. The rule starts in May 2031 at one station and is deleted at the end.
 */
const DIRECCION = '/app/configuracion/gestion_descuentos';
const ESTACION = 'EDS CALI PANCE';
const NOMBRE = 'PRUEBA E2E DESCUENTO GALON';

async function elegir(page: Page, cajon: Locator, etiqueta: string | RegExp, opcion: string) {
  await cajon.getByLabel(etiqueta).click();
  await page.getByRole('option', { name: opcion, exact: true }).click();
}

async function elegirVarios(page: Page, cajon: Locator, etiqueta: string | RegExp, opcion: string) {
  await cajon.getByLabel(etiqueta).click();
  await page.getByRole('option', { name: opcion, exact: true }).click();
  await page.keyboard.press('Escape');
}

const fila = (page: Page) => page.getByRole('row').filter({ has: page.getByRole('cell', { name: NOMBRE, exact: true }) });

test.describe('reglas de descuento', () => {
  test('SUPERADMIN crea (primero con errores), busca, edita, inactiva, exporta y elimina una regla', async ({ page }) => {
    await ingresar(page, 'SUPERADMIN');
    await cerrarAvisosDelDashboard(page);
    const cajonMenu = await abrirMenu(page);
    const menu = cajonMenu.getByRole('navigation', { name: 'Menú' });
    await menu.getByRole('button', { name: 'Configuración' }).click();
    await menu.getByRole('link', { name: 'Gestión de descuentos', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${DIRECCION}$`));
    await expect(page.getByRole('heading', { name: 'Reglas de descuento' })).toBeVisible();

    await page.getByRole('button', { name: 'Crear regla de descuento' }).click();
    const cajon = page.getByRole('dialog', { name: 'Crear regla de descuento' });
    await cajon.getByRole('button', { name: 'Guardar' }).click();
    await expect(cajon.getByText('Este campo es obligatorio').first()).toBeVisible();
    await expect(cajon.getByText('Campo obligatorio').first()).toBeVisible();
    await expect(cajon.getByText('Seleccione al menos una estación')).toBeVisible();

    await cajon.getByLabel(/^Nombre/).fill(NOMBRE.toLowerCase());
    await elegir(page, cajon, /^Tipo/, '%');
    await cajon.getByRole('textbox', { name: /^Valor/ }).fill('150');
    await elegir(page, cajon, /^Destinatario/, 'CLIENTE');
    await llenarFecha(cajon, /^Desde/, '2031-05-01');
    await elegirVarios(page, cajon, /^Estaciones/, ESTACION);
    await cajon.getByRole('button', { name: 'Guardar' }).click();
    // A percentage above 100 and a customer rule without its customer.
    await expect(cajon.getByText('El descuento debe estar entre 0 y 100')).toBeVisible();
    await expect(cajon.getByLabel(/^Cliente/)).toBeVisible();
    await expect(cajon.getByText('Campo obligatorio')).toBeVisible();

    await elegir(page, cajon, /^Tipo/, '$ POR GALÓN');
    await cajon.getByRole('textbox', { name: /^Valor/ }).fill('120');
    await elegir(page, cajon, /^Destinatario/, 'TODOS');
    await elegirVarios(page, cajon, /^Productos/, 'COMB-001 GASOLINA CORRIENTE');
    await cajon.getByRole('button', { name: 'Guardar' }).click();
    const creada = page.getByText('Registro creado correctamente');
    await expect(creada).toBeVisible();
    await expect(cajon).toBeHidden();

    const filtros = page.getByRole('search');
    await filtros.getByRole('searchbox', { name: 'Buscar' }).fill('prueba e2e');
    await filtros.getByRole('button', { name: 'BUSCAR' }).click();
    await expect(fila(page)).toContainText('$ POR GALÓN');
    await expect(fila(page)).toContainText('TODOS');
    await expect(fila(page)).toContainText('GASOLINA CORRIENTE');
    await expect(fila(page)).toContainText('$120,00');
    await expect(fila(page)).toContainText(ESTACION);

    await fila(page)
      .getByRole('button', { name: `Editar ${NOMBRE}` })
      .click();
    const edicion = page.getByRole('dialog', { name: 'Editar regla de descuento' });
    await expect(edicion.getByLabel(/^Nombre/)).toHaveValue(NOMBRE);
    await edicion.getByRole('textbox', { name: /^Valor/ }).fill('150');
    await edicion.getByRole('switch', { name: 'Acumulable' }).check();
    await edicion.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Registro editado correctamente')).toBeVisible();
    await expect(fila(page)).toContainText('$150,00');
    await expect(fila(page)).toContainText('Sí');

    await fila(page)
      .getByRole('switch', { name: `Estado de ${NOMBRE}` })
      .click();
    await page.getByRole('dialog', { name: '¿Está seguro de inactivar este registro?' }).getByRole('button', { name: 'Aceptar' }).click();
    await expect(page.getByText('REGISTRO INACTIVADO CORRECTAMENTE')).toBeVisible();
    await expect(fila(page).getByRole('switch')).not.toBeChecked();

    const [excel] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar Excel' }).click()]);
    expect(excel.suggestedFilename()).toMatch(/^reglas-de-descuento_export_\d{8}_\d{6}\.xlsx$/);
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.readFile(await excel.path());
    const filas = libro.worksheets[0].getSheetValues().slice(2) as unknown[][];
    const exportada = filas.find((f) => f[1] === NOMBRE);
    expect(exportada?.[2]).toBe('$ POR GALÓN');
    expect(exportada?.[4]).toBe('TODOS');
    expect(exportada?.at(-1)).toBe('Inactivo');

    await fila(page)
      .getByRole('button', { name: `Eliminar ${NOMBRE}` })
      .click();
    await page.getByRole('dialog', { name: '¿Está seguro de eliminar este registro?' }).getByRole('button', { name: 'Aceptar' }).click();
    await expect(page.getByText('Registro eliminado correctamente')).toBeVisible();
    await expect(fila(page)).toHaveCount(0);
  });

  test('la pantalla de clientes propios solo ofrece el destinatario CLIENTE y pide una estación', async ({ page }) => {
    await entrarEn(page, 'SUPERADMIN', '/app/usuarios/descclientespropios');
    await expect(page.getByRole('heading', { name: 'Descuentos clientes propios' })).toBeVisible();
    await page.getByRole('button', { name: 'Crear regla de descuento' }).click();
    const cajon = page.getByRole('dialog', { name: 'Crear regla de descuento' });
    await cajon.getByLabel(/^Destinatario/).click();
    await expect(page.getByRole('option')).toHaveText(['CLIENTE']);
    await page.keyboard.press('Escape');
    await cajon.getByLabel(/^Nombre/).fill('clientes credito');
    await cajon.getByRole('button', { name: 'Guardar' }).click();
    await expect(cajon.getByText('Seleccione al menos una estación')).toBeVisible();
    await cajon.getByRole('button', { name: 'Cancelar' }).click();
    await page.getByRole('dialog', { name: '¿Desea salir sin guardar los cambios?' }).getByRole('button', { name: 'Aceptar' }).click();
    await expect(cajon).toBeHidden();
  });

  test('en árabe la pantalla de vehículos va de derecha a izquierda y solo ofrece sus destinatarios', async ({ page }) => {
    await entrarEn(page, 'SUPERADMIN', '/app/configuracion/descuentos_vehiculos', { preferencias: { idioma: 'ar' } });
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'خصومات المركبات' })).toBeVisible();

    await page.getByRole('button', { name: 'إنشاء قاعدة خصم' }).click();
    const cajon = page.getByRole('dialog', { name: 'إنشاء قاعدة خصم' });
    expect((await cajon.boundingBox())!.x).toBeLessThan(2);
    await cajon.getByLabel(/^المستفيد/).click();
    await expect(page.getByRole('option')).toHaveText(['مركبة', 'نوع مركبة']);
    await page.getByRole('option', { name: 'نوع مركبة', exact: true }).click();
    await cajon.getByLabel(/^الاسم/).fill('سيارات الأجرة');
    await cajon.getByRole('button', { name: 'حفظ' }).click();
    await expect(cajon.getByText('اختر محطة واحدة على الأقل')).toBeVisible();
    await cajon.getByRole('button', { name: 'إلغاء' }).click();
    await page.getByRole('dialog', { name: 'هل تريد الخروج دون حفظ التغييرات؟' }).getByRole('button', { name: 'قبول' }).click();
    await expect(cajon).toBeHidden();

    await page.getByRole('button', { name: 'اختيار اللغة' }).click();
    await page.getByRole('menuitem', { name: 'Español' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  });
});
