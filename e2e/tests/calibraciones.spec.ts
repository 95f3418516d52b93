import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { autorizacion, ingresarApi } from '../support/api';
import { entrarEn } from '../support/ui';

/**
 * Calibraciones (SCREENS.md G04) at /app/configuracion/gestion_calibraciones: a test pour refused above the
 * 20-gallon limit, registered, found, annulled and exported. It is registered on the latest shift of a station other
 * than the station administrator's, with a volume no demo pour has, and left annulled (out of every figure).
 */
const DIRECCION = '/app/configuracion/gestion_calibraciones';
const ESTACION = 'EDS PEREIRA CIRCUNVALAR';

type Opcion = { id: number; texto: string };

async function preparar(page: Page): Promise<{ turno: Opcion; manguera: Opcion; responsable: Opcion }> {
  const sesion = await ingresarApi(page.request, 'SUPERADMIN');
  const h = { headers: autorizacion(sesion.token) };
  const negocio = sesion.infoDominio.negocio_id;
  const estaciones = (await (await page.request.get(`/api/empresa/select/all/${negocio}`, h)).json()).data as {
    idEds: number;
    alias: string;
  }[];
  const estacion = estaciones.find((e) => e.alias === ESTACION)!;
  const r = await page.request.get(`/api/calibracion/opciones/empresa/${estacion.idEds}`, h);
  expect(r.status(), await r.text()).toBe(200);
  const o = (await r.json()).data as Record<'turnos' | 'mangueras' | 'responsables', Opcion[]>;
  expect(o.turnos.length).toBeGreaterThan(0);
  return { turno: o.turnos[0], manguera: o.mangueras[0], responsable: o.responsables[0] };
}

async function elegir(page: Page, campo: Locator, opcion: string): Promise<void> {
  await campo.click();
  await page.getByRole('option', { name: opcion, exact: true }).click();
}

const etiqueta = (texto: string) => new RegExp(`^${texto.replace(/[()]/g, '\\$&')}\\W*$`);

test.describe('calibraciones', () => {
  test('SUPERADMIN registra una calibración (primero sobre el máximo), la busca, la anula y exporta', async ({ page }) => {
    const { turno, manguera, responsable } = await preparar(page);
    await entrarEn(page, 'SUPERADMIN', DIRECCION);
    await expect(page.getByRole('heading', { name: 'Calibraciones' })).toBeVisible();

    await page.getByRole('button', { name: 'Crear calibración' }).click();
    const cajon = page.getByRole('dialog', { name: 'Crear calibración' });
    await elegir(page, cajon.getByRole('combobox', { name: 'Estación' }), ESTACION);
    await elegir(page, cajon.getByRole('combobox', { name: 'Turno' }), turno.texto);
    await elegir(page, cajon.getByRole('combobox', { name: 'Manguera' }), manguera.texto);
    await elegir(page, cajon.getByRole('combobox', { name: 'Responsable' }), responsable.texto);
    await cajon.getByLabel(etiqueta('Volumen (gal)')).fill('25');
    await cajon.getByRole('button', { name: 'Guardar' }).click();
    await expect(cajon.getByText('El volumen de la calibración no puede superar 20 galones')).toBeVisible();
    await cajon.getByLabel(etiqueta('Volumen (gal)')).fill('7.125');
    await cajon.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Calibración registrada correctamente')).toBeVisible();
    await expect(cajon).toBeHidden();

    const filtros = page.getByRole('search');
    await elegir(page, filtros.getByRole('combobox', { name: 'Estación' }), ESTACION);
    await filtros.getByRole('searchbox', { name: 'Buscar' }).fill(String(turno.id));
    await filtros.getByRole('button', { name: 'BUSCAR' }).click();
    const fila = page.getByRole('row').filter({ hasText: '7,125' });
    await expect(fila).toHaveCount(1);
    await expect(fila).toContainText(`#${turno.id}`);
    await expect(fila.getByRole('cell')).toContainText([ESTACION, '7,125', responsable.texto, 'Oficina', 'Registrada']);

    await fila.getByRole('button', { name: /^Anular calibración de la manguera / }).click();
    await page
      .getByRole('dialog', { name: /^¿Anular la calibración de 7.125 gal/ })
      .getByRole('button', { name: 'Aceptar' })
      .click();
    await expect(page.getByText('Calibración anulada correctamente')).toBeVisible();
    await expect(fila).toContainText('Anulada');
    await expect(fila.getByRole('button', { name: /^Anular calibración/ })).toHaveCount(0);

    const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar PDF' }).click()]);
    expect(pdf.suggestedFilename()).toMatch(/^calibraciones_export_\d{8}_\d{6}\.pdf$/);
    expect((await readFile(await pdf.path())).toString('latin1').startsWith('%PDF-')).toBe(true);

    const [excel] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar Excel' }).click()]);
    expect(excel.suggestedFilename()).toMatch(/^calibraciones_export_\d{8}_\d{6}\.xlsx$/);
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.readFile(await excel.path());
    const filas = libro.worksheets[0].getSheetValues().slice(2) as unknown[][];
    const mias = filas.filter((f) => f.includes(7.125));
    expect(mias).toHaveLength(1);
    expect(mias[0]).toEqual(expect.arrayContaining([ESTACION, responsable.texto, 'Oficina', 'Anulada']));
  });

  test('en árabe la pantalla se lee de derecha a izquierda', async ({ page }) => {
    await entrarEn(page, 'SUPERADMIN', DIRECCION, { preferencias: { idioma: 'ar' } });
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'المعايرات' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'الحجم (غالون)' })).toBeVisible();
    await page.getByRole('button', { name: 'إنشاء معايرة' }).click();
    await expect(page.getByRole('dialog').getByLabel('المسؤول')).toBeVisible();
  });
});
