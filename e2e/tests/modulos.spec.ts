import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { abrir, AR, buscar, type Catalogo, direccionDe, ES, fila } from '../support/catalogo';
import { abrirMenu, entrarEn } from '../support/ui';

/**
 * Módulos (SCREENS.md G09, decision 048): the code's modules with their menu label, route, type, parent and order.
 * There is no Crear or Eliminar: the platform administrator edits the label and order (a validation error first),
 * sees the label in the menu, switches a module off and on, and exports; in Arabic, right to left. Every change is
 * undone, so the menu is left as found.
 */

const MODULOS: Catalogo = {
  seccion: 'Configuración',
  modulo: 'Módulos',
  ruta: /\/app\/configuracion\/modulos$/,
  titulo: 'Módulos',
  entidad: 'módulo',
  codigo: 'MODULOS',
  archivo: 'modulos',
  llenar: async () => undefined,
};

/** An unbuilt screen's module: switching it off touches no one's menu. */
const APAGABLE = 'PRESUPUESTO VENTA';

async function cambiarEstado(page: Page, codigo: string, pregunta: string, aviso: string): Promise<void> {
  await fila(page, codigo)
    .getByRole('switch', { name: `Estado de ${codigo}` })
    .click();
  await page.getByRole('dialog', { name: pregunta }).getByRole('button', { name: ES.aceptar }).click();
  await expect(page.getByText(aviso)).toBeVisible();
}

test.describe('módulos', () => {
  test('editar etiqueta y orden (primero con un error), verla en el menú, apagar y encender un módulo, exportar', async ({ page }) => {
    // A long path on a shared machine: three times the default time.
    test.slow();
    await entrarEn(page, 'PLATAFORMA', direccionDe(MODULOS));
    await abrir(page, MODULOS, ES);
    // Modules come from the code: nothing to create.
    await expect(page.getByRole('button', { name: 'Crear módulo' })).toHaveCount(0);

    await buscar(page, ES, 'modulos');
    const propia = fila(page, 'MODULOS');
    await expect(propia).toContainText('/configuracion/modulos');
    await expect(propia).toContainText('PANTALLA');
    await expect(propia).toContainText('CONFIGURACION');
    await expect(propia.getByRole('button', { name: 'Eliminar MODULOS' })).toHaveCount(0);

    // Edit: an empty order is refused on its field; then the label and order are saved.
    await propia.getByRole('button', { name: 'Editar MODULOS' }).click();
    const cajon = page.getByRole('dialog', { name: 'Editar módulo' });
    await expect(cajon.getByLabel('Código')).toHaveValue('MODULOS');
    await expect(cajon.getByLabel('Código')).toBeDisabled();
    const orden = cajon.getByLabel(/^Orden/);
    const ordenInicial = await orden.inputValue();
    await orden.fill('');
    await cajon.getByRole('button', { name: ES.guardar }).click();
    await expect(cajon.getByText(ES.obligatorio)).toBeVisible();
    await cajon.getByLabel('Etiqueta del menú').fill('Módulos del sistema');
    await orden.fill(ordenInicial);
    await cajon.getByRole('button', { name: ES.guardar }).click();
    await expect(page.getByText(ES.editado)).toBeVisible();
    await expect(cajon).toBeHidden();
    await expect(propia).toContainText('Módulos del sistema');
    await expect(page.getByText(ES.editado)).toBeHidden();

    // The menu shows the label on the next load; the screen still opens (its grant is by code).
    await page.reload();
    const menu = (await abrirMenu(page)).getByRole('navigation', { name: ES.menu });
    // The section of the screen on view is already open.
    await expect(menu.getByRole('button', { name: 'Configuración', exact: true })).toHaveAttribute('aria-expanded', 'true');
    await menu.getByRole('link', { name: 'Módulos del sistema', exact: true }).click();
    await expect(page).toHaveURL(MODULOS.ruta);
    await expect(page.getByRole('heading', { name: 'Módulos' })).toBeVisible();

    // The module's own screen is never switched off.
    await buscar(page, ES, 'modulos');
    await cambiarEstado(page, 'MODULOS', ES.preguntaInactivar, 'Este módulo no se puede inactivar');
    await expect(fila(page, 'MODULOS').getByRole('switch', { name: 'Estado de MODULOS' })).toBeChecked();

    // Another one is, and shows so in the export.
    await buscar(page, ES, APAGABLE.toLowerCase());
    await cambiarEstado(page, APAGABLE, ES.preguntaInactivar, ES.inactivado);
    await expect(fila(page, APAGABLE).getByRole('switch', { name: `Estado de ${APAGABLE}` })).not.toBeChecked();
    const [excel] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: ES.exportarExcel }).click()]);
    expect(excel.suggestedFilename()).toMatch(/^modulos_export_\d{8}_\d{6}\.xlsx$/);
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.readFile(await excel.path());
    const filas = libro.worksheets[0].getSheetValues().slice(2) as unknown[][];
    const exportada = filas.find((f) => f[1] === APAGABLE);
    expect(exportada?.slice(1, 7)).toEqual([APAGABLE, APAGABLE, '/pdv/presupuesto_venta', 'PANTALLA', 'PDV', 0]);
    expect(exportada?.at(-1)).toBe(ES.inactivo);

    // Everything back as it was.
    await cambiarEstado(page, APAGABLE, '¿Está seguro de activar este registro?', 'REGISTRO ACTIVADO CORRECTAMENTE');
    await buscar(page, ES, 'modulos');
    await fila(page, 'MODULOS').getByRole('button', { name: 'Editar MODULOS' }).click();
    await cajon.getByLabel('Etiqueta del menú').fill('');
    await cajon.getByRole('button', { name: ES.guardar }).click();
    await expect(page.getByText(ES.editado)).toBeVisible();
    await expect(fila(page, 'MODULOS').getByRole('cell', { name: 'MODULOS', exact: true })).toHaveCount(2);
  });

  test('en árabe, de derecha a izquierda: buscar, un error de validación y el módulo protegido', async ({ page }) => {
    await entrarEn(page, 'PLATAFORMA', '/app/configuracion/modulos', { preferencias: { idioma: 'ar' } });
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'الوحدات' })).toBeVisible();
    await buscar(page, AR, 'modulos');
    const propia = fila(page, 'MODULOS');
    await expect(propia).toContainText('شاشة');
    await propia.getByRole('button', { name: AR.editarDe('MODULOS') }).click();
    const cajon = page.getByRole('dialog', { name: AR.editar('وحدة') });
    await expect(cajon.getByLabel('تسمية القائمة')).toBeVisible();
    await cajon.getByLabel(/^الترتيب/).fill('');
    await cajon.getByRole('button', { name: AR.guardar }).click();
    await expect(cajon.getByText(AR.obligatorio)).toBeVisible();
    await cajon.getByRole('button', { name: 'إلغاء' }).click();
    await page.getByRole('dialog', { name: 'هل تريد الخروج دون حفظ التغييرات؟' }).getByRole('button', { name: AR.aceptar }).click();
    await expect(cajon).toBeHidden();
    await propia.getByRole('switch', { name: AR.estadoDe('MODULOS') }).click();
    await page.getByRole('dialog', { name: AR.preguntaInactivar }).getByRole('button', { name: AR.aceptar }).click();
    await expect(page.getByText('لا يمكن تعطيل هذه الوحدة')).toBeVisible();
    await expect(propia.getByRole('switch', { name: AR.estadoDe('MODULOS') })).toBeChecked();
  });
});
