import { expect, test, type Locator, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { autorizacion, ingresarApi } from '../support/api';
import { entrarEn } from '../support/ui';

/**
 * Remarcación de precios (SCREENS.md G13) at /app/acciones/remarcacion: a numbered document that re-prices a station's
 * store goods. The person leaves the form empty first, then chooses the station and business type, filters by
 * category, applies a percentage to the selection (rounded to $50), is asked before a price below cost, posts, finds the
 * document and exports the list; a second document puts the old price back, so the station is left as found. In Arabic,
 * right to left: the same form and its validation.
 */
const ESTACION = 'EDS PEREIRA CIRCUNVALAR';
const PRODUCTO = 'CAN-016';
const NOMBRE = 'CAN-016 LIQUIDO DE FRENOS DOT4';

/** The product's price in force and average cost at the station, as the grid's call answers them. */
async function precioYCosto(page: Page): Promise<{ precio: number; costo: number }> {
  const sesion = await ingresarApi(page.request, 'SUPERADMIN');
  const negocio = sesion.infoDominio.negocio_id;
  const estaciones = await page.request.get(`/api/empresa/select/all/${negocio}`, {
    headers: autorizacion(sesion.token),
  });
  const estacion = ((await estaciones.json()).data as { idEds: number; alias: string }[]).find((e) => e.alias === ESTACION)!;
  const r = await page.request.get(`/api/movimiento/remarcacion/productos?empresa_id=${estacion.idEds}&tipo_negocio=S`, {
    headers: autorizacion(sesion.token),
  });
  expect(r.status()).toBe(200);
  const p = ((await r.json()).data.productos as { codigo: string; precio_actual: number; costo_promedio: number }[]).find(
    (x) => x.codigo === PRODUCTO,
  )!;
  return { precio: p.precio_actual, costo: p.costo_promedio };
}

async function elegir(page: Page, cajon: Locator, etiqueta: RegExp, opcion: string): Promise<void> {
  await cajon.getByLabel(etiqueta).click();
  await page.getByRole('option', { name: opcion, exact: true }).click();
}

/** Opens a new document for the station's store goods. */
async function nuevo(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Crear remarcación' }).click();
  const cajon = page.getByRole('dialog', { name: 'Crear remarcación' });
  await elegir(page, cajon, /^Estación\W*$/, ESTACION);
  await elegir(page, cajon, /^Tipo de negocio\W*$/, 'Canastilla');
  await expect(cajon.getByText('Bodega del documento:')).toBeVisible();
  return cajon;
}

test.describe('remarcación de precios (G13)', () => {
  test('crear (primero vacía), filtrar, aplicar %, la pregunta bajo el costo, buscar, exportar y devolver el precio', async ({ page }) => {
    const { precio, costo } = await precioYCosto(page);
    const conDiez = Math.round((precio * 1.1) / 50) * 50;

    await entrarEn(page, 'SUPERADMIN', '/app/acciones/remarcacion');
    await expect(page.getByRole('heading', { name: 'Remarcación de precios' })).toBeVisible();

    // Empty: the station and the business type are required.
    await page.getByRole('button', { name: 'Crear remarcación' }).click();
    let cajon = page.getByRole('dialog', { name: 'Crear remarcación' });
    await expect(cajon.getByText('Elija la estación y el tipo de negocio para ver sus productos')).toBeVisible();
    await cajon.getByRole('button', { name: 'Guardar' }).click();
    await expect(cajon.getByLabel(/^Estación\W*$/)).toHaveAccessibleDescription('Campo obligatorio');
    await elegir(page, cajon, /^Estación\W*$/, ESTACION);
    await elegir(page, cajon, /^Tipo de negocio\W*$/, 'Canastilla');

    // By category: the lubricants only.
    await elegir(page, cajon, /^Categoría$/, 'LUBRICANTES Y ADITIVOS');
    const grilla = cajon.getByRole('table', { name: 'Productos a remarcar' });
    const fila = grilla.getByRole('row').filter({ hasText: NOMBRE });
    await expect(fila).toBeVisible();
    await expect(grilla.getByRole('row').filter({ hasText: 'CAN-001' })).toHaveCount(0);

    // Nothing re-priced yet.
    await cajon.getByRole('button', { name: 'Guardar' }).click();
    await expect(cajon.getByText('Agregue al menos un producto')).toBeVisible();

    // A price below cost asks first; declining keeps the form.
    const nuevoPrecio = cajon.getByRole('textbox', { name: `Nuevo precio de ${NOMBRE}` });
    await nuevoPrecio.fill(String(Math.max(50, Math.floor(costo / 2))));
    await cajon.getByRole('button', { name: 'Guardar' }).click();
    const pregunta = page.getByRole('dialog', { name: 'El precio queda por debajo del costo' });
    await pregunta.getByRole('button', { name: 'Cancelar' }).click();
    await expect(cajon).toBeVisible();

    // 10 % over the current price on the selection, rounded to $50.
    await cajon.getByRole('checkbox', { name: `Seleccionar ${NOMBRE}` }).check();
    await cajon.getByLabel('% a aplicar').fill('10');
    await cajon.getByRole('button', { name: 'Aplicar % a selección' }).click();
    await expect(nuevoPrecio).toHaveValue(String(conDiez));
    await cajon.getByLabel('Observaciones').fill('Prueba de remarcación');
    await cajon.getByRole('button', { name: 'Guardar' }).click();
    const aviso = page.getByText(/^Remarcación \d+ registrada correctamente$/);
    await expect(aviso).toBeVisible();
    const consecutivo = Number(/\d+/.exec((await aviso.textContent())!)![0]);
    await expect(cajon).toBeHidden();
    expect((await precioYCosto(page)).precio).toBe(conDiez);
    await expect(aviso).toBeHidden();

    // Found by product, with its station, line count and user.
    const filtros = page.getByRole('search');
    await filtros.getByRole('searchbox', { name: 'Buscar' }).fill(PRODUCTO);
    await filtros.getByRole('button', { name: 'BUSCAR' }).click();
    const documento = page.getByRole('row').filter({ hasText: 'Prueba de remarcación' }).filter({ hasText: ESTACION }).first();
    await expect(documento).toContainText('SUPERADMIN');
    await expect(documento).toContainText('Canastilla');

    // Exported: the Excel file holds the document.
    const [excel] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar Excel' }).click()]);
    expect(excel.suggestedFilename()).toMatch(/^remarcaciones_export_\d{8}_\d{6}\.xlsx$/);
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.readFile(await excel.path());
    const filas = libro.worksheets[0].getSheetValues().slice(2) as unknown[][];
    const exportada = filas.find((f) => Number(f[1]) === consecutivo && f[3] === ESTACION);
    expect(exportada?.slice(3, 9)).toEqual([ESTACION, 'Canastilla', expect.any(String), 1, 'SUPERADMIN', 'Prueba de remarcación']);

    // The old price back, as a second document.
    cajon = await nuevo(page);
    await cajon.getByRole('textbox', { name: `Nuevo precio de ${NOMBRE}` }).fill(String(precio));
    await cajon.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText(`Remarcación ${consecutivo + 1} registrada correctamente`)).toBeVisible();
    expect((await precioYCosto(page)).precio).toBe(precio);
  });

  test('en árabe, de derecha a izquierda: el formulario y sus validaciones', async ({ page }) => {
    await entrarEn(page, 'SUPERADMIN', '/app/acciones/remarcacion', { preferencias: { idioma: 'ar' } });
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'إعادة التسعير' })).toBeVisible();
    await page.getByRole('button', { name: 'إنشاء إعادة تسعير' }).click();
    const cajon = page.getByRole('dialog', { name: 'إنشاء إعادة تسعير' });
    await cajon.getByRole('button', { name: 'حفظ' }).click();
    await expect(cajon.getByLabel(/^المحطة\W*$/)).toHaveAccessibleDescription('حقل مطلوب');
    await elegir(page, cajon, /^المحطة\W*$/, ESTACION);
    await elegir(page, cajon, /^نوع النشاط\W*$/, 'متجر صغير');
    await expect(
      cajon.getByRole('table', { name: 'المنتجات المراد إعادة تسعيرها' }).getByRole('row').filter({ hasText: NOMBRE }),
    ).toBeVisible();
    await cajon.getByRole('button', { name: 'حفظ' }).click();
    await expect(cajon.getByText('أضف منتجًا واحدًا على الأقل')).toBeVisible();
    await cajon.getByRole('button', { name: 'إلغاء' }).click();
    await page.getByRole('dialog', { name: 'هل تريد الخروج دون حفظ التغييرات؟' }).getByRole('button', { name: 'قبول' }).click();
    await expect(cajon).toBeHidden();
  });
});
