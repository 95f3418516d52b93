import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { autorizacion, ingresarApi } from '../support/api';
import { descartarAvisos, entrarEn } from '../support/ui';

/**
 * Tablas de aforo (SCREENS.md G04) at /app/configuracion/gestion_aforo: a tank's calibration chart, refused with
 * decreasing heights, saved as a version, tried (linear interpolation), imported from CSV and exported.
 * Each run charts a tank of its own, created through the calls.
 */
const DIRECCION = '/app/configuracion/gestion_aforo';

async function tanqueNuevo(page: Page): Promise<{ codigo: string; estacion: string }> {
  const sesion = await ingresarApi(page.request, 'SUPERADMIN');
  const h = { headers: autorizacion(sesion.token) };
  const negocio = sesion.infoDominio.negocio_id;
  const estaciones = (await (await page.request.get(`/api/empresa/select/all/${negocio}`, h)).json()).data as {
    idEds: number;
    alias: string;
    tipo: number;
  }[];
  // Not the station administrator's station: an active tank without readings makes every past day of its station a
  // day with novelties, and the reconciliation tests need a clean past day there.
  const estacion = estaciones.find((e) => e.alias === 'EDS PEREIRA CIRCUNVALAR')!;
  const combustibles = (await (await page.request.get(`/api/bodega/combustibles/empresa/${estacion.idEds}`, h)).json()).data as {
    id: number;
  }[];
  const codigo = `AF${Date.now() % 100_000_000}`;
  const r = await page.request.post('/api/bodega', {
    ...h,
    data: {
      empresa_id: estacion.idEds,
      codigo,
      descripcion: 'TANQUE AFORO',
      tipo: 'TANQUE',
      producto_id: combustibles[0].id,
      capacidad: 12000,
      volumen_minimo: 500,
    },
  });
  expect(r.status(), await r.text()).toBe(200);
  return { codigo, estacion: estacion.alias };
}

async function elegirTanque(page: Page, estacion: string, codigo: string, etiquetas = { estacion: 'Estación', tanque: 'Tanque' }) {
  await page.getByRole('combobox', { name: etiquetas.estacion }).click();
  await page.getByRole('option', { name: estacion, exact: true }).click();
  await page.getByRole('combobox', { name: etiquetas.tanque }).click();
  await page.getByRole('option', { name: new RegExp(`^${codigo} `) }).click();
}

test.describe('tablas de aforo', () => {
  test('SUPERADMIN guarda una tabla (primero con alturas decrecientes), la prueba, importa otra versión y exporta', async ({ page }) => {
    const { codigo, estacion } = await tanqueNuevo(page);
    await entrarEn(page, 'SUPERADMIN', DIRECCION);
    await expect(page.getByRole('heading', { name: 'Tablas de aforo' })).toBeVisible();
    await elegirTanque(page, estacion, codigo);
    await expect(page.getByText('El tanque no tiene tabla de aforo')).toBeVisible();

    await page.getByLabel('Altura (mm) Fila 1').fill('1000');
    await page.getByLabel('Volumen (gal) Fila 1').fill('5000');
    await page.getByLabel('Altura (mm) Fila 2').fill('900');
    await page.getByLabel('Volumen (gal) Fila 2').fill('6000');
    await page.getByRole('button', { name: 'Guardar nueva versión' }).click();
    await expect(page.getByText('Fila 2: Las alturas deben ser crecientes')).toBeVisible();
    await page.getByLabel('Altura (mm) Fila 2').fill('2000');
    await page.getByLabel('Volumen (gal) Fila 2').fill('12000');
    await page.getByLabel('Vigente desde').fill('2026-01-01 00:00:00');
    await page.getByRole('button', { name: 'Guardar nueva versión' }).click();
    await expect(page.getByText('Tabla de aforo guardada, vigente desde 2026-01-01 00:00:00')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Versión' })).toHaveText('Vigente desde 2026-01-01 00:00:00');

    // Probar: 500 mm is half of the first point (the chart starts at zero).
    await page.getByLabel('Altura a probar (mm)').fill('500');
    await page.getByRole('button', { name: 'Probar' }).click();
    await expect(page.getByRole('status')).toHaveText('2.500 gal');

    // A CSV with a header and semicolons becomes a new version, in force now.
    await page.getByTestId('archivo-aforo').setInputFiles({
      name: 'aforo.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('altura;volumen\n1000;5500\n1500;8000\n2000;11000\n'),
    });
    await expect(page.getByText('3 filas importadas')).toBeVisible();
    await expect(page.getByLabel('Volumen (gal) Fila 3')).toHaveValue('11000');
    // The first save's toast goes away before the second one, so that only one says it.
    await descartarAvisos(page);
    await page.getByRole('button', { name: 'Guardar nueva versión' }).click();
    await expect(page.getByText(/^Tabla de aforo guardada, vigente desde \d{4}-\d{2}-\d{2} /)).toBeVisible();
    await page.getByRole('button', { name: 'Probar' }).click();
    await expect(page.getByRole('status')).toHaveText('2.750 gal');
    await page.getByRole('combobox', { name: 'Versión' }).click();
    await expect(page.getByRole('option', { name: /^Vigente desde / })).toHaveCount(2);
    await page.getByRole('option', { name: 'Vigente desde 2026-01-01 00:00:00' }).click();
    await expect(page.getByLabel('Volumen (gal) Fila 2')).toHaveValue('12000');

    const [excel] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar Excel' }).click()]);
    expect(excel.suggestedFilename()).toMatch(new RegExp(`^aforo_${codigo}_export_\\d{8}_\\d{6}\\.xlsx$`, 'i'));
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.readFile(await excel.path());
    const filas = libro.worksheets[0].getSheetValues().slice(2) as unknown[][];
    expect(filas).toEqual([
      [undefined, 1000, 5000],
      [undefined, 2000, 12000],
    ]);
  });

  test('en árabe la pantalla se lee de derecha a izquierda', async ({ page }) => {
    await entrarEn(page, 'SUPERADMIN', DIRECCION, { preferencias: { idioma: 'ar' } });
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'جداول المعايرة' })).toBeVisible();
    await expect(page.getByText('اختر خزانًا')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'الخزان' })).toBeVisible();
  });
});
