import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { autorizacion } from '../support/api';
import { entrarEn } from '../support/ui';

/**
 * Gestión de equipos (SCREENS.md G05) at /app/empresa/gestion-equipos: a person enrols a POS at a station, issues its
 * token, the POS sells with it, and the list shows its last contact; then the token is revoked and the device disabled.
 * The device is enrolled at Cartagena, so the POS the other specs take at the ADMINEDS station is left alone.
 */
const DIRECCION = '/app/empresa/gestion-equipos';
const ESTACION = 'EDS CARTAGENA BOCAGRANDE';

function fila(page: Page, serial: string): Locator {
  return page.getByRole('row').filter({ has: page.getByRole('cell', { name: serial, exact: true }) });
}

async function buscar(page: Page, texto: string): Promise<void> {
  const filtros = page.getByRole('search');
  await filtros.getByRole('searchbox', { name: 'Buscar' }).fill(texto);
  await filtros.getByRole('button', { name: 'BUSCAR' }).click();
}

async function elegir(page: Page, campo: Locator, opcion: string): Promise<void> {
  await campo.click();
  await page.getByRole('option', { name: opcion, exact: true }).click();
}

/** Today in Bogotá as the table shows it (DD/MM/YYYY). */
function hoyBogota(): string {
  const [a, m, d] = new Date(Date.now() - 5 * 3_600_000).toISOString().slice(0, 10).split('-');
  return `${d}/${m}/${a}`;
}

/** What the device does with its token: reads its station's configuration, then posts one cash fuel sale. */
async function venderComoPos(request: APIRequestContext, token: string): Promise<void> {
  const h = { headers: autorizacion(token) };
  const r = await request.get('/api/pos/v1/configuracion', h);
  expect(r.status(), await r.text()).toBe(200);
  const configuracion = (
    (await r.json()) as {
      data: {
        productos: { id: number; tipo_producto_id: number; tipos_negocio: string[]; precio: number }[];
        medios_pago: { id: number; codigo: string }[];
      };
    }
  ).data;
  const producto = configuracion.productos.find((p) => p.tipo_producto_id === 21 && p.tipos_negocio.includes('C') && p.precio > 0)!;
  const efectivo = configuracion.medios_pago.find((m) => m.codigo === 'EFE')!;
  const fecha = new Date(Date.now() - 5 * 3_600_000 - 60_000).toISOString().slice(0, 19).replace('T', ' ');
  const venta = {
    uuid: randomUUID(),
    fecha,
    tipo_negocio: 'C',
    detalles: [{ producto_id: producto.id, cantidad: 3, precio: producto.precio }],
    medios_pago: [{ medio_pago_id: efectivo.id, valor: 3 * producto.precio }],
  };
  const v = await request.post('/api/pos/v1/ventas', { ...h, data: { ventas: [venta] } });
  const cuerpo = (await v.json()) as { data: { aceptadas: number } };
  expect(v.status(), JSON.stringify(cuerpo)).toBe(200);
  expect(cuerpo.data.aceptadas, JSON.stringify(cuerpo)).toBe(1);
}

test.describe('gestión de equipos', () => {
  test('SUPERADMIN enrola un POS (primero con un error), emite su token, el POS vende y se ve su último contacto', async ({ page }) => {
    const serial = `SN${Date.now() % 100_000_000}`;
    await entrarEn(page, 'SUPERADMIN', DIRECCION);
    await expect(page.getByRole('heading', { name: 'Gestión de equipos' })).toBeVisible();

    await page.getByRole('button', { name: 'Crear equipo' }).click();
    const cajon = page.getByRole('dialog', { name: 'Crear equipo' });
    await elegir(page, cajon.getByLabel('Estación'), ESTACION);
    await cajon.getByLabel(/^Alias\W*$/).fill('Pos prueba e2e');
    await elegir(page, cajon.getByLabel(/^Tipo\W*$/), 'POS');
    await cajon.getByLabel('Serial').fill(serial);
    await cajon.getByLabel('IP', { exact: true }).fill('999.10.0.1');
    await cajon.getByLabel('Identificador de dispositivo').fill(`dev-${serial}`);
    await cajon.getByRole('button', { name: 'Guardar' }).click();
    await expect(cajon.getByText('Dirección IP no válida')).toBeVisible();
    await expect(cajon.getByText('Seleccione al menos un negocio')).toBeVisible();
    await cajon.getByLabel('IP', { exact: true }).fill('10.20.0.31');
    await cajon.getByLabel('Negocios').click();
    await page.getByRole('option', { name: 'Combustible' }).click();
    await page.keyboard.press('Escape');
    await cajon.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('DISPOSITIVOS GUARDADOS CORRECTAMENTE')).toBeVisible();
    await expect(cajon).toBeHidden();

    // Found by station, type and serial; enrolled without a token and never heard from.
    await elegir(page, page.getByRole('search').getByRole('combobox', { name: 'Estación' }), ESTACION);
    await elegir(page, page.getByRole('search').getByRole('combobox', { name: 'Tipo' }), 'POS');
    await buscar(page, serial);
    await expect(page.getByText('1-1 de 1')).toBeVisible();
    await expect(fila(page, serial)).toContainText('POS PRUEBA E2E');
    await expect(fila(page, serial)).toContainText(ESTACION);
    await expect(fila(page, serial)).toContainText('Sin token');
    await expect(fila(page, serial)).not.toContainText(hoyBogota());

    await fila(page, serial).getByRole('button', { name: 'Editar POS PRUEBA E2E' }).click();
    const edicion = page.getByRole('dialog', { name: 'Editar equipo' });
    await expect(edicion.getByLabel('IP', { exact: true })).toHaveValue('10.20.0.31');
    await edicion.getByLabel(/^Alias\W*$/).fill('Pos isla norte');
    // Resolución: one of the station's resolutions left to every device (the first offered).
    await edicion.getByLabel('Resolución').click();
    await page.getByRole('option').nth(1).click();
    await expect(edicion.getByLabel('Impresora')).toBeVisible();
    await edicion.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('DISPOSITIVOS EDITADOS CORRECTAMENTE')).toBeVisible();
    await expect(fila(page, serial)).toContainText('POS ISLA NORTE');

    // The token is shown once, in a dialog.
    await fila(page, serial).getByRole('button', { name: 'Generar token de POS ISLA NORTE' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Token del equipo POS ISLA NORTE' });
    await expect(dialogo.getByText('no se volverá a mostrar', { exact: false })).toBeVisible();
    const token = await dialogo.getByLabel('Token').inputValue();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await dialogo.getByRole('button', { name: 'Cerrar' }).click();
    await expect(dialogo).toBeHidden();
    await expect(fila(page, serial)).toContainText('Activo');
    // The POS learns its Resolución from its configuration.
    const conf = await page.request.get('/api/pos/v1/configuracion', { headers: autorizacion(token) });
    const equipo = ((await conf.json()) as { data: { equipo: { alias: string; resolucion_id: number | null } } }).data.equipo;
    expect(equipo.alias).toBe('POS ISLA NORTE');
    expect(equipo.resolucion_id).not.toBeNull();

    // The POS sells with it; its contact shows on the list.
    await venderComoPos(page.request, token);
    await page.reload();
    await buscar(page, serial);
    await expect(fila(page, serial)).toContainText(hoyBogota());

    // The monitoring screen shows it online since that sale.
    await page.goto('/app/empresa/monitoreo');
    await buscar(page, 'POS ISLA NORTE');
    const monitoreado = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'POS ISLA NORTE', exact: true }) });
    await expect(monitoreado).toContainText(ESTACION);
    await expect(monitoreado.locator('[data-nivel="ok"]')).toHaveText('En línea');
    await page.goto(DIRECCION);
    await buscar(page, serial);
    await expect(fila(page, serial)).toContainText(hoyBogota());

    // Revoked (letter X): the POS is refused from now on.
    await fila(page, serial).getByRole('button', { name: 'Revocar token de POS ISLA NORTE' }).click();
    await page
      .getByRole('dialog', { name: /¿Está seguro de revocar el token de POS ISLA NORTE\?/ })
      .getByRole('button', { name: 'Aceptar' })
      .click();
    await expect(page.getByText('Token del equipo revocado correctamente')).toBeVisible();
    await expect(fila(page, serial)).toContainText('Sin token');
    expect((await page.request.get('/api/pos/v1/configuracion', { headers: autorizacion(token) })).status()).toBe(401);

    const estado = fila(page, serial).getByRole('switch', { name: 'Estado de POS ISLA NORTE' });
    await expect(estado).toBeChecked();
    await estado.click();
    await page.getByRole('dialog', { name: '¿Está seguro de inactivar este registro?' }).getByRole('button', { name: 'Aceptar' }).click();
    await expect(page.getByText('DISPOSITIVO DESHABILITADO CORRECTAMENTE')).toBeVisible();
    await expect(estado).not.toBeChecked();

    const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar PDF' }).click()]);
    expect(pdf.suggestedFilename()).toMatch(/^equipos_export_\d{8}_\d{6}\.pdf$/);
    const contenidoPdf = (await readFile(await pdf.path())).toString('latin1');
    expect(contenidoPdf.startsWith('%PDF-')).toBe(true);
    expect(contenidoPdf).toContain(`(${serial})`);

    const [excel] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar Excel' }).click()]);
    expect(excel.suggestedFilename()).toMatch(/^equipos_export_\d{8}_\d{6}\.xlsx$/);
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.readFile(await excel.path());
    const filas = libro.worksheets[0].getSheetValues().slice(2) as unknown[][];
    expect(filas).toHaveLength(1);
    expect(filas[0]).toEqual(
      expect.arrayContaining(['POS ISLA NORTE', 'POS', serial, ESTACION, '10.20.0.31', 'Combustible', 'Sin token', 'Inactivo']),
    );
  });

  test('en árabe la pantalla se lee de derecha a izquierda', async ({ page }) => {
    await entrarEn(page, 'SUPERADMIN', DIRECCION, { preferencias: { idioma: 'ar' } });
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'إدارة الأجهزة' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'آخر اتصال' })).toBeVisible();
    // The type filter in Arabic: POS terminals only; then the form's labels.
    const filtros = page.getByRole('search');
    await elegir(page, filtros.getByRole('combobox', { name: 'النوع' }), 'نقطة بيع');
    await filtros.getByRole('button', { name: 'بحث' }).click();
    await expect(page.getByRole('cell', { name: 'نقطة بيع', exact: true }).first()).toBeVisible();
    await page.getByRole('button', { name: 'إنشاء جهاز' }).click();
    await expect(page.getByRole('dialog', { name: 'إنشاء جهاز' }).getByLabel('معرّف الجهاز')).toBeVisible();
  });
});
