import { expect, test, type Locator, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { abrirMenu, cerrarAvisosDelDashboard, descartarAvisos, entrarEn, ingresar } from '../support/ui';

/**
 * Resoluciones de facturación (SCREENS.md G17) at '/app/configuracion/gestion_resoluciones'. The station's
 * FACTURA ELECTRÓNICA range is replaced by the next one DIAN (the simulator) authorised, as a person does when a
 * range runs out: the old one is inactivated, the new one is prefilled with Consultar DIAN and saved.
 */
const DIRECCION = '/app/configuracion/gestion_resoluciones';
const RUTA = new RegExp(`${DIRECCION}$`);
const ESTACION = 'EDS BUCARAMANGA CABECERA';

async function abrirDesdeElMenu(page: Page, e = { seccion: 'Configuración', enlace: 'Gestión de resoluciones' }): Promise<void> {
  const cajon = await abrirMenu(page);
  await cajon.getByRole('button', { name: e.seccion }).click();
  await cajon.getByRole('link', { name: e.enlace }).click();
  await expect(page).toHaveURL(RUTA);
}

function fila(page: Page, texto: string): Locator {
  return page.getByRole('row').filter({ has: page.getByRole('cell', { name: texto, exact: true }) });
}

async function filtrar(page: Page, estacion: string, texto: string): Promise<void> {
  const filtros = page.getByRole('search');
  await filtros.getByLabel('Estación').click();
  await page.getByRole('option', { name: estacion, exact: true }).click();
  await filtros.getByRole('searchbox', { name: 'Buscar' }).fill(texto);
  await filtros.getByRole('button', { name: 'BUSCAR' }).click();
}

async function elegir(page: Page, cajon: Locator, etiqueta: RegExp, opciones: string[]): Promise<void> {
  await cajon.getByLabel(etiqueta).click();
  for (const o of opciones) await page.getByRole('option', { name: o, exact: true }).click();
  if (opciones.length > 1) await page.keyboard.press('Escape');
}

test.describe('resoluciones de facturación', () => {
  test('SUPERADMIN crea (primero con errores), consulta DIAN, busca, inactiva, edita y exporta', async ({ page }) => {
    await ingresar(page, 'SUPERADMIN');
    await cerrarAvisosDelDashboard(page);
    await abrirDesdeElMenu(page);
    await expect(page.getByRole('heading', { name: 'Resoluciones de facturación' })).toBeVisible();

    // Required fields first.
    await page.getByRole('button', { name: 'Crear resolución' }).click();
    const cajon = page.getByRole('dialog', { name: 'Crear resolución' });
    await cajon.getByRole('button', { name: 'Guardar' }).click();
    await expect(cajon.getByText('Campo obligatorio').first()).toBeVisible();
    await expect(cajon.getByText('Este campo es obligatorio').first()).toBeVisible();

    // Consultar DIAN prefills the next range; the station still has its active electronic-invoice resolution.
    await elegir(page, cajon, /^Estación/, [ESTACION]);
    await cajon.getByRole('button', { name: 'Consultar DIAN' }).click();
    await expect(page.getByText('Rangos de numeración consultados en DIAN')).toBeVisible();
    await cajon.getByLabel('Rango autorizado por DIAN').click();
    await page.getByRole('option').first().click();
    const numero = await cajon.getByLabel(/^N° resolución/).inputValue();
    const prefijo = await cajon.getByLabel(/^Prefijo/).inputValue();
    expect(numero).toMatch(/^\d+$/);
    await expect(cajon.getByLabel(/^Tipo de documento/)).toHaveText('FACTURA ELECTRÓNICA');
    await elegir(page, cajon, /^Negocio/, ['COMBUSTIBLE', 'CANASTILLA', 'KIOSCO']);
    // A range crossing the station's current one is refused naming it; then the one active per type.
    const desde = await cajon.getByLabel(/^Consecutivo inicial/).inputValue();
    await cajon.getByLabel(/^Consecutivo inicial/).fill('5');
    await cajon.getByRole('button', { name: 'Guardar' }).click();
    await expect(cajon.getByLabel(/^Consecutivo inicial/)).toHaveAccessibleDescription(/^El rango se cruza con la resolución \d+$/);
    await cajon.getByLabel(/^Consecutivo inicial/).fill(desde);
    await cajon.getByRole('button', { name: 'Guardar' }).click();
    await expect(cajon.getByLabel(/^Tipo de documento/)).toHaveAccessibleDescription(
      'Ya existe una resolución activa para la estación, el tipo de documento y el negocio',
    );
    await cajon.getByRole('button', { name: 'Cancelar' }).click();
    await page.getByRole('dialog', { name: '¿Desea salir sin guardar los cambios?' }).getByRole('button', { name: 'Aceptar' }).click();
    await expect(cajon).toBeHidden();

    // Found with the filters and inactivated.
    await filtrar(page, ESTACION, 'factura');
    const anterior = fila(page, 'FACTURA ELECTRÓNICA');
    await expect(anterior).toHaveCount(1);
    await anterior.getByRole('switch').click();
    await page.getByRole('dialog', { name: '¿Está seguro de inactivar este registro?' }).getByRole('button', { name: 'Aceptar' }).click();
    await expect(page.getByText('REGISTRO INACTIVADO CORRECTAMENTE')).toBeVisible();
    await expect(anterior.getByRole('switch')).not.toBeChecked();

    // Now the range DIAN authorised is saved.
    await page.getByRole('button', { name: 'Crear resolución' }).click();
    const nuevo = page.getByRole('dialog', { name: 'Crear resolución' });
    await elegir(page, nuevo, /^Estación/, [ESTACION]);
    await nuevo.getByRole('button', { name: 'Consultar DIAN' }).click();
    await nuevo.getByLabel('Rango autorizado por DIAN').click();
    await page.getByRole('option', { name: new RegExp(`^${numero} · ${prefijo} `) }).click();
    await elegir(page, nuevo, /^Negocio/, ['COMBUSTIBLE', 'CANASTILLA', 'KIOSCO']);
    await nuevo.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Registro creado correctamente')).toBeVisible();
    await expect(nuevo).toBeHidden();

    // Found by its number; edited (thresholds); the technical key is never shown back.
    await filtrar(page, ESTACION, numero);
    const creada = fila(page, numero);
    await expect(creada).toHaveCount(1);
    await creada.getByRole('button', { name: `Editar ${prefijo} ${numero}` }).click();
    const edicion = page.getByRole('dialog', { name: 'Editar resolución' });
    await expect(edicion.getByLabel(/^Clave técnica/)).toHaveValue('');
    await edicion.getByLabel(/^Alertar cuando queden \(días\)/).fill('45');
    // Equipos: one of the station's devices may use it (none chosen means every device).
    await edicion.getByLabel(/^Equipos/).click();
    const equipo = page.getByRole('option').first();
    const nombreEquipo = (await equipo.textContent())!.trim();
    await equipo.click();
    await page.keyboard.press('Escape');
    await edicion.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Registro editado correctamente')).toBeVisible();
    await creada.getByRole('button', { name: `Editar ${prefijo} ${numero}` }).click();
    await expect(edicion.getByLabel(/^Equipos/)).toContainText(nombreEquipo);
    await edicion.getByRole('button', { name: 'Cancelar' }).click();
    await expect(edicion).toBeHidden();

    const [excel] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar Excel' }).click()]);
    expect(excel.suggestedFilename()).toMatch(/^resoluciones_facturacion_export_\d{8}_\d{6}\.xlsx$/);
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.readFile(await excel.path());
    const celdas = libro.worksheets[0].getSheetValues().flat().map(String);
    expect(celdas).toContain(numero);

    // The station is left numbering with its original range: the new one inactivated, the old one active again.
    await descartarAvisos(page);
    await creada.getByRole('switch').click();
    await page.getByRole('dialog', { name: '¿Está seguro de inactivar este registro?' }).getByRole('button', { name: 'Aceptar' }).click();
    await expect(page.getByText('REGISTRO INACTIVADO CORRECTAMENTE')).toBeVisible();
    await filtrar(page, ESTACION, 'factura');
    const original = fila(page, 'FACTURA ELECTRÓNICA').filter({ hasNot: page.getByRole('cell', { name: numero, exact: true }) });
    await expect(original).toHaveCount(1);
    await original.getByRole('switch').click();
    await page.getByRole('dialog', { name: '¿Está seguro de activar este registro?' }).getByRole('button', { name: 'Aceptar' }).click();
    await expect(page.getByText('REGISTRO ACTIVADO CORRECTAMENTE')).toBeVisible();
    await expect(original.getByRole('switch')).toBeChecked();
  });

  test('en árabe la pantalla va de derecha a izquierda', async ({ page }) => {
    await entrarEn(page, 'SUPERADMIN', DIRECCION, { preferencias: { idioma: 'ar' } });
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'قرارات الفوترة' })).toBeVisible();
    await page.getByRole('button', { name: 'إنشاء قرار' }).click();
    const cajon = page.getByRole('dialog', { name: 'إنشاء قرار' });
    expect((await cajon.boundingBox())!.x).toBeLessThan(2);
    await cajon.getByRole('button', { name: 'حفظ' }).click();
    await expect(cajon.getByText('هذا الحقل مطلوب').first()).toBeVisible();
    await expect(cajon.getByRole('button', { name: 'استعلام من DIAN' })).toBeDisabled();
    await cajon.getByRole('button', { name: 'إلغاء' }).click();
    await expect(cajon).toBeHidden();
    await page.getByRole('button', { name: 'اختيار اللغة' }).click();
    await page.getByRole('menuitem', { name: 'Español' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  });
});
