import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { autorizacion, ingresarApi, salirApi } from '../support/api';
import { entrarEn } from '../support/ui';

/**
 * Canastillas y kioscos (SCREENS.md G02 "Punto de venta") at /app/configuracion/gestion_canastillas. The demo's store
 * warehouse of each station already has its active point, so the test makes a warehouse of its own at Cartagena.
 */
const DIRECCION = '/app/configuracion/gestion_canastillas';
const ESTACION = 'EDS CARTAGENA BOCAGRANDE';

function fila(page: Page, nombre: string): Locator {
  return page.getByRole('row').filter({ has: page.getByRole('cell', { name: nombre, exact: true }) });
}

async function elegir(page: Page, campo: Locator, opcion: string): Promise<void> {
  await campo.click();
  await page.getByRole('option', { name: opcion, exact: true }).click();
}

test.describe('canastillas y kioscos', () => {
  test('SUPERADMIN crea un punto de venta (primero con errores), lo busca, edita, inactiva y exporta', async ({ page }) => {
    const sufijo = Date.now() % 100_000_000;
    const bodega = `CANASTILLA ${sufijo}`;
    const nombre = `TIENDA ${sufijo}`;
    const sesion = await ingresarApi(page.request, 'SUPERADMIN');
    const h = { headers: autorizacion(sesion.token) };
    const negocio = sesion.infoDominio.negocio_id;
    const estaciones = (await (await page.request.get(`/api/empresa/select/all/${negocio}`, h)).json()).data as {
      idEds: number;
      alias: string;
    }[];
    const cartagena = estaciones.find((e) => e.alias === ESTACION)!.idEds;
    const creada = await page.request.post('/api/bodega', {
      ...h,
      data: { empresa_id: cartagena, codigo: `PV${sufijo % 100_000}`, descripcion: bodega, tipo: 'CANASTILLA' },
    });
    expect(creada.status(), await creada.text()).toBe(200);
    await salirApi(page.request, sesion.token);

    await entrarEn(page, 'SUPERADMIN', DIRECCION);
    await expect(page.getByRole('heading', { name: 'Canastillas y kioscos' })).toBeVisible();
    await page.getByRole('button', { name: 'Crear punto de venta' }).click();
    const cajon = page.getByRole('dialog', { name: 'Crear punto de venta' });
    await cajon.getByRole('button', { name: 'Guardar' }).click();
    await expect(cajon.getByText('Este campo es obligatorio').first()).toBeVisible();

    // The demo store warehouse already has its active point: the server refuses it on the field.
    await cajon.getByLabel(/^Nombre/).fill(nombre);
    await elegir(page, cajon.getByLabel(/^Estación/), ESTACION);
    await elegir(page, cajon.getByLabel(/^Tipo/), 'Canastilla');
    await elegir(page, cajon.getByLabel(/^Bodega/), 'BODEGA CANASTILLA');
    await cajon.getByRole('button', { name: 'Guardar' }).click();
    await expect(cajon.getByText('Ya existe un punto de venta activo de ese tipo con esa bodega en la estación').first()).toBeVisible();

    await elegir(page, cajon.getByLabel(/^Bodega/), bodega);
    await cajon.getByLabel(/^Equipos/).click();
    await page.getByRole('option', { name: 'POS CANASTILLA', exact: true }).click();
    await page.keyboard.press('Escape');
    await cajon.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('PUNTO DE VENTA GUARDADO CORRECTAMENTE')).toBeVisible();
    await expect(cajon).toBeHidden();

    const filtros = page.getByRole('search');
    await elegir(page, filtros.getByRole('combobox', { name: 'Estación' }), ESTACION);
    await filtros.getByRole('searchbox', { name: 'Buscar' }).fill(nombre);
    await filtros.getByRole('button', { name: 'BUSCAR' }).click();
    await expect(page.getByText('1-1 de 1')).toBeVisible();
    await expect(fila(page, nombre)).toContainText(ESTACION);
    await expect(fila(page, nombre)).toContainText(bodega);
    await expect(fila(page, nombre)).toContainText('POS CANASTILLA');

    await fila(page, nombre)
      .getByRole('button', { name: `Editar ${nombre}` })
      .click();
    const edicion = page.getByRole('dialog', { name: 'Editar punto de venta' });
    await expect(edicion.getByLabel(/^Nombre/)).toHaveValue(nombre);
    await expect(edicion.getByLabel(/^Estación/)).toBeDisabled();
    const editado = `${nombre} NORTE`;
    await edicion.getByLabel(/^Nombre/).fill(editado);
    await edicion.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('PUNTO DE VENTA EDITADO CORRECTAMENTE')).toBeVisible();
    await filtros.getByRole('searchbox', { name: 'Buscar' }).fill(editado);
    await filtros.getByRole('button', { name: 'BUSCAR' }).click();
    await expect(fila(page, editado)).toContainText(bodega);

    const estado = fila(page, editado).getByRole('switch', { name: `Estado de ${editado}` });
    await expect(estado).toBeChecked();
    await estado.click();
    await page.getByRole('dialog', { name: '¿Está seguro de inactivar este registro?' }).getByRole('button', { name: 'Aceptar' }).click();
    await expect(page.getByText('REGISTRO INACTIVADO CORRECTAMENTE')).toBeVisible();
    await expect(estado).not.toBeChecked();

    const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar PDF' }).click()]);
    expect(pdf.suggestedFilename()).toMatch(/^puntos_venta_export_\d{8}_\d{6}\.pdf$/);
    expect((await readFile(await pdf.path())).toString('latin1').startsWith('%PDF-')).toBe(true);

    const [excel] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar Excel' }).click()]);
    expect(excel.suggestedFilename()).toMatch(/^puntos_venta_export_\d{8}_\d{6}\.xlsx$/);
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.readFile(await excel.path());
    const filas = libro.worksheets[0].getSheetValues().slice(2) as unknown[][];
    expect(filas).toHaveLength(1);
    expect(filas[0]).toEqual(expect.arrayContaining([editado, ESTACION, 'Canastilla', bodega, 'POS CANASTILLA', 'Inactivo']));
  });

  test('en árabe la pantalla va de derecha a izquierda y el formulario avisa en árabe', async ({ page }) => {
    await entrarEn(page, 'SUPERADMIN', DIRECCION, { preferencias: { idioma: 'ar' } });
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'المتاجر والأكشاك' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'المستودع' })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'متجر', exact: true }).first()).toBeVisible();
    await page.getByRole('button', { name: 'إنشاء نقطة بيع' }).click();
    const cajon = page.getByRole('dialog', { name: 'إنشاء نقطة بيع' });
    await cajon.getByRole('button', { name: 'حفظ' }).click();
    await expect(cajon.getByText('هذا الحقل مطلوب').first()).toBeVisible();
  });
});
