import { expect, test, type Locator, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { abrirMenu, cerrarAvisosDelDashboard, entrarEn, ingresar } from '../support/ui';

/**
 * Turnos (SCREENS.md G23, /configuracion/gestion_turnos). The demo's three shifts (MAÑANA, TARDE, NOCHE) cover the
 * whole day at every station, so a new active shift needs one of them inactive first: the overlap rule is met on the
 * way, and the station is left as it was found.
 */
const RUTA = /\/app\/configuracion\/gestion_turnos$/;
const ESTACION = 'EDS CALI PANCE';

async function abrirDesdeElMenu(page: Page): Promise<void> {
  const cajon = await abrirMenu(page);
  const menu = cajon.getByRole('navigation', { name: 'Menú' });
  await menu.getByRole('button', { name: 'Configuración' }).click();
  await menu.getByRole('link', { name: 'Gestión de turnos' }).click();
  await expect(page).toHaveURL(RUTA);
}

function fila(page: Page, nombre: string): Locator {
  return page.getByRole('row').filter({ has: page.getByRole('cell', { name: nombre, exact: true }) });
}

async function filtrar(page: Page, estacion: string, texto: string, e = { estacion: 'Estación', buscar: 'Buscar', boton: 'BUSCAR' }) {
  const filtros = page.getByRole('search');
  await filtros.getByLabel(e.estacion).click();
  await page.getByRole('option', { name: estacion, exact: true }).click();
  await filtros.getByRole('searchbox', { name: e.buscar }).fill(texto);
  await filtros.getByRole('button', { name: e.boton }).click();
  // The table keeps the earlier rows until the answer arrives: the search is done when no other station's row is left.
  await expect(
    page
      .getByRole('row')
      .filter({ has: page.getByRole('cell') })
      .filter({ hasNotText: estacion }),
  ).toHaveCount(0);
}

async function elegir(page: Page, cajon: Locator, etiqueta: string | RegExp, opcion: string) {
  await cajon.getByLabel(etiqueta).click();
  await page.getByRole('option', { name: opcion, exact: true }).click();
}

test.describe('turnos', () => {
  test('SUPERADMIN crea (primero con errores y un cruce), busca, edita, inactiva, exporta y elimina', async ({ page }) => {
    await ingresar(page, 'SUPERADMIN');
    await cerrarAvisosDelDashboard(page);
    await abrirDesdeElMenu(page);
    await expect(page.getByRole('heading', { name: 'Turnos' })).toBeVisible();

    // Required fields first, then an overlap with the demo's MAÑANA, named by the server on both hour fields.
    await page.getByRole('button', { name: 'Crear turno' }).click();
    const cajon = page.getByRole('dialog', { name: 'Crear turno' });
    await cajon.getByRole('button', { name: 'Guardar' }).click();
    await expect(cajon.getByText('Campo obligatorio')).toBeVisible();
    await expect(cajon.getByText('Este campo es obligatorio').first()).toBeVisible();
    await elegir(page, cajon, /^Estación/, ESTACION);
    await cajon.getByLabel(/^Nombre/).fill('refuerzo');
    await cajon.getByLabel(/^Hora inicio/).fill('06:00');
    await cajon.getByLabel(/^Hora fin/).fill('06:00');
    await cajon.getByRole('button', { name: 'Guardar' }).click();
    await expect(cajon.getByText('La hora de fin debe ser distinta de la hora de inicio')).toBeVisible();
    await cajon.getByLabel(/^Hora fin/).fill('14:00');
    await cajon.getByRole('button', { name: 'Guardar' }).click();
    await expect(cajon.getByLabel(/^Hora inicio/)).toHaveAccessibleDescription('El turno se cruza con MAÑANA');
    await cajon.getByRole('button', { name: 'Cancelar' }).click();
    await page.getByRole('dialog', { name: '¿Desea salir sin guardar los cambios?' }).getByRole('button', { name: 'Aceptar' }).click();

    // Inactivate the demo's MAÑANA of the station, found with the filters.
    await filtrar(page, ESTACION, 'mañana');
    const manana = fila(page, 'MAÑANA').getByRole('switch', { name: 'Estado de MAÑANA' });
    await manana.click();
    await page.getByRole('dialog', { name: '¿Está seguro de inactivar este registro?' }).getByRole('button', { name: 'Aceptar' }).click();
    await expect(page.getByText('REGISTRO INACTIVADO CORRECTAMENTE')).toBeVisible();
    await expect(manana).not.toBeChecked();

    // Now the same shift fits.
    await page.getByRole('button', { name: 'Crear turno' }).click();
    const nuevo = page.getByRole('dialog', { name: 'Crear turno' });
    await expect(nuevo.getByLabel(/^Estación/)).toHaveText(ESTACION);
    await nuevo.getByLabel(/^Nombre/).fill('refuerzo');
    await nuevo.getByLabel(/^Hora inicio/).fill('06:00');
    await nuevo.getByLabel(/^Hora fin/).fill('14:00');
    await nuevo.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Registro creado correctamente')).toBeVisible();

    await filtrar(page, ESTACION, 'refuerzo');
    await expect(fila(page, 'REFUERZO')).toContainText('8 h 00 min');
    await fila(page, 'REFUERZO').getByRole('button', { name: 'Editar REFUERZO' }).click();
    const edicion = page.getByRole('dialog', { name: 'Editar turno' });
    await expect(edicion.getByLabel(/^Hora inicio/)).toHaveValue('06:00');
    await edicion.getByLabel(/^Nombre/).fill('refuerzo mañana');
    await edicion.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Registro editado correctamente')).toBeVisible();
    await filtrar(page, ESTACION, '');
    await expect(fila(page, 'REFUERZO MAÑANA')).toBeVisible();
    await expect(fila(page, 'NOCHE')).toContainText('06:00 (día siguiente)');

    // Excel of every row of the station.
    const [excel] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar Excel' }).click()]);
    expect(excel.suggestedFilename()).toMatch(/^turnos_export_\d{8}_\d{6}\.xlsx$/);
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.readFile(await excel.path());
    const filas = libro.worksheets[0].getSheetValues().slice(2) as unknown[][];
    expect(filas.map((f) => f[2]).sort()).toEqual(['MAÑANA', 'NOCHE', 'REFUERZO MAÑANA', 'TARDE']);

    // Delete the new shift (never used) and give the station its MAÑANA back.
    await fila(page, 'REFUERZO MAÑANA').getByRole('button', { name: 'Eliminar REFUERZO MAÑANA' }).click();
    await page.getByRole('dialog', { name: '¿Está seguro de eliminar este registro?' }).getByRole('button', { name: 'Aceptar' }).click();
    await expect(page.getByText('Registro eliminado correctamente')).toBeVisible();
    await fila(page, 'MAÑANA').getByRole('switch', { name: 'Estado de MAÑANA' }).click();
    await page.getByRole('dialog', { name: '¿Está seguro de activar este registro?' }).getByRole('button', { name: 'Aceptar' }).click();
    await expect(page.getByText('REGISTRO ACTIVADO CORRECTAMENTE')).toBeVisible();
  });

  test('en árabe la pantalla va de derecha a izquierda y el cruce se dice en árabe', async ({ page }) => {
    await entrarEn(page, 'SUPERADMIN', '/app/configuracion/gestion_turnos', { preferencias: { idioma: 'ar' } });
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'المناوبات' })).toBeVisible();

    await page.getByRole('button', { name: 'إنشاء مناوبة' }).click();
    const cajon = page.getByRole('dialog', { name: 'إنشاء مناوبة' });
    expect((await cajon.boundingBox())!.x).toBeLessThan(2);
    await cajon.getByRole('button', { name: 'حفظ' }).click();
    await expect(cajon.getByText('هذا الحقل مطلوب').first()).toBeVisible();
    await elegir(page, cajon, /^المحطة/, ESTACION);
    await cajon.getByLabel(/^الاسم/).fill('apoyo');
    await cajon.getByLabel(/^وقت البدء/).fill('15:00');
    await cajon.getByLabel(/^وقت الانتهاء/).fill('16:00');
    await cajon.getByRole('button', { name: 'حفظ' }).click();
    await expect(cajon.getByLabel(/^وقت البدء/)).toHaveAccessibleDescription('المناوبة تتداخل مع TARDE');
    await cajon.getByRole('button', { name: 'إلغاء' }).click();
    await page.getByRole('dialog', { name: 'هل تريد الخروج دون حفظ التغييرات؟' }).getByRole('button', { name: 'قبول' }).click();
    await expect(cajon).toBeHidden();

    await page.getByRole('button', { name: 'اختيار اللغة' }).click();
    await page.getByRole('menuitem', { name: 'Español' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  });
});
