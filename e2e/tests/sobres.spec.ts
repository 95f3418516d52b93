import { expect, test, type Locator, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { abrirMenu, cerrarAvisosDelDashboard, entrarEn, ingresar } from '../support/ui';

/**
 * Sobres (SCREENS.md G23, /configuracion/gestion_sobres). An envelope registered by hand on the station's newest
 * shift (the demo's operation runs to today, a day not reconciled) is found, edited, verified with a difference
 * (the observation is asked first) and exported; another one is deleted while not counted.
 */
const RUTA = /\/app\/configuracion\/gestion_sobres$/;
const ESTACION = 'EDS CALI PANCE';

async function abrirDesdeElMenu(page: Page): Promise<void> {
  const cajon = await abrirMenu(page);
  const menu = cajon.getByRole('navigation', { name: 'Menú' });
  await menu.getByRole('button', { name: 'Configuración' }).click();
  await menu.getByRole('link', { name: 'Gestión de sobres' }).click();
  await expect(page).toHaveURL(RUTA);
}

function fila(page: Page, numero: string): Locator {
  return page.getByRole('row').filter({ has: page.getByRole('cell', { name: numero, exact: true }) });
}

async function filtrar(page: Page, texto: string) {
  const filtros = page.getByRole('search');
  await filtros.getByLabel('Estación').click();
  await page.getByRole('option', { name: ESTACION, exact: true }).click();
  await filtros.getByRole('searchbox', { name: 'Buscar' }).fill(texto);
  await filtros.getByRole('button', { name: 'BUSCAR' }).click();
}

async function registrar(page: Page, numero: string, valor: string) {
  await page.getByRole('button', { name: 'Crear sobre' }).click();
  const cajon = page.getByRole('dialog', { name: 'Crear sobre' });
  await cajon.getByLabel(/^Estación/).click();
  await page.getByRole('option', { name: ESTACION, exact: true }).click();
  // The station's shifts load once it is chosen; the newest comes first (today's, a day not reconciled).
  await cajon.getByLabel(/^Turno/).click();
  await page
    .getByRole('option', { name: / · \d{4}-\d{2}-\d{2} \d{2}:\d{2} · / })
    .first()
    .click();
  await expect(cajon.getByLabel(/^Turno/)).toContainText(' · ');
  await cajon.getByLabel(/^N° sobre/).fill(numero);
  await cajon.getByLabel(/^Valor declarado/).fill(valor);
  await cajon.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Registro creado correctamente')).toBeVisible();
}

test.describe('sobres', () => {
  test('SUPERADMIN registra (primero con errores), busca, edita, verifica con diferencia, exporta y elimina', async ({ page }) => {
    await ingresar(page, 'SUPERADMIN');
    await cerrarAvisosDelDashboard(page);
    await abrirDesdeElMenu(page);
    await expect(page.getByRole('heading', { name: 'Sobres' })).toBeVisible();

    await page.getByRole('button', { name: 'Crear sobre' }).click();
    const cajon = page.getByRole('dialog', { name: 'Crear sobre' });
    await cajon.getByRole('button', { name: 'Guardar' }).click();
    await expect(cajon.getByText('Campo obligatorio').first()).toBeVisible();
    await expect(cajon.getByText('Este campo es obligatorio').first()).toBeVisible();
    await cajon.getByRole('button', { name: 'Cancelar' }).click();
    await expect(cajon).toBeHidden();
    await registrar(page, '777', '50000');

    await filtrar(page, '777');
    await expect(fila(page, '777')).toContainText('REGISTRADO');
    await fila(page, '777').getByRole('button', { name: 'Editar sobre N° 777' }).click();
    const edicion = page.getByRole('dialog', { name: 'Editar sobre' });
    await expect(edicion.getByLabel(/^Valor declarado/)).toHaveValue('50000');
    await edicion.getByLabel(/^Valor declarado/).fill('60000');
    await edicion.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Registro editado correctamente')).toBeVisible();

    // Verificar: a counted value that differs asks for the observation first.
    await fila(page, '777').getByRole('button', { name: 'Verificar sobre N° 777' }).click();
    const verificar = page.getByRole('dialog', { name: 'Verificar sobre' });
    await verificar.getByRole('button', { name: 'Guardar' }).click();
    await expect(verificar.getByText('Este campo es obligatorio')).toBeVisible();
    await verificar.getByLabel(/^Valor contado/).fill('55000');
    await verificar.getByRole('button', { name: 'Guardar' }).click();
    await expect(verificar.getByLabel(/^Observación/)).toHaveAccessibleDescription('Indique la observación de la diferencia');
    await verificar.getByLabel(/^Observación/).fill('Faltante de billetes');
    await verificar.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Sobre verificado correctamente')).toBeVisible();
    await expect(fila(page, '777')).toContainText('CON DIFERENCIA');
    await expect(fila(page, '777').getByRole('button', { name: 'Editar sobre N° 777' })).toBeDisabled();

    const [excel] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar Excel' }).click()]);
    expect(excel.suggestedFilename()).toMatch(/^sobres_export_\d{8}_\d{6}\.xlsx$/);
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.readFile(await excel.path());
    const filas = libro.worksheets[0].getSheetValues().slice(2) as unknown[][];
    expect(filas.map((f) => [f[1], f[3], f[6], f[7], f[8], f[9]])).toEqual([[ESTACION, 777, 60000, 55000, -5000, 'CON DIFERENCIA']]);

    // An envelope not yet counted can be deleted.
    await registrar(page, '778', '1000');
    await filtrar(page, '778');
    await fila(page, '778').getByRole('button', { name: 'Eliminar sobre N° 778' }).click();
    await page.getByRole('dialog', { name: '¿Está seguro de eliminar este registro?' }).getByRole('button', { name: 'Aceptar' }).click();
    await expect(page.getByText('Registro eliminado correctamente')).toBeVisible();
    await expect(fila(page, '778')).toBeHidden();
  });

  test('en árabe la pantalla va de derecha a izquierda y la validación se dice en árabe', async ({ page }) => {
    await entrarEn(page, 'SUPERADMIN', '/app/configuracion/gestion_sobres', { preferencias: { idioma: 'ar' } });
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'المظاريف' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'المبلغ المعدود' })).toBeVisible();

    await page.getByRole('button', { name: 'إنشاء مظروف' }).click();
    const cajon = page.getByRole('dialog', { name: 'إنشاء مظروف' });
    expect((await cajon.boundingBox())!.x).toBeLessThan(2);
    await cajon.getByRole('button', { name: 'حفظ' }).click();
    await expect(cajon.getByText('هذا الحقل مطلوب').first()).toBeVisible();
    await cajon.getByRole('button', { name: 'إلغاء' }).click();
    await expect(cajon).toBeHidden();

    await page.getByRole('button', { name: 'اختيار اللغة' }).click();
    await page.getByRole('menuitem', { name: 'Español' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  });
});
