import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { entrarEn } from '../support/ui';

/**
 * G08 Planilla de promotores at /configuracion/gestion_planilla_promotores: the roster of a station. Each run plans on
 * a day of its own, far ahead of the demo roster, so runs never meet.
 */
const RUTA = '/app/configuracion/gestion_planilla_promotores';

/** A business day 40 to 240 days ahead, 'YYYY-MM-DD'. */
function diaPropio(): string {
  const d = new Date(Date.now() - 5 * 3600_000 + (40 + Math.floor(Math.random() * 200)) * 86_400_000);
  return d.toISOString().slice(0, 10);
}

async function verDia(page: Page, dia: string): Promise<void> {
  const filtros = page.getByRole('search');
  await filtros.getByLabel('Desde').fill(dia);
  await filtros.getByLabel('Hasta').fill(dia);
  await filtros.getByRole('button', { name: 'BUSCAR' }).click();
}

test.describe('planilla de promotores', () => {
  test('SUPERADMIN programa un turno (primero con un error), lo busca, lo edita, lo retira y exporta', async ({ page }) => {
    await entrarEn(page, 'SUPERADMIN', RUTA);
    await expect(page.getByRole('heading', { name: 'Planilla de promotores' })).toBeVisible();
    const dia = diaPropio();
    await verDia(page, dia);
    await expect(page.getByText('No se encontro').first()).toBeVisible();

    // Plan: without a promoter the form refuses, then the shift is saved on the day shown.
    await page.getByRole('button', { name: 'Crear turno de planilla' }).click();
    const cajon = page.getByRole('dialog', { name: 'Crear turno de planilla' });
    await cajon.getByRole('button', { name: 'Guardar' }).click();
    await expect(cajon.getByText('Campo obligatorio').first()).toBeVisible();
    await cajon.getByLabel(/^Promotor/).click();
    const opcion = page.getByRole('option').filter({ hasText: ' · ' }).first();
    const promotor = (await opcion.textContent())!;
    const codigo = promotor.split(' · ')[0];
    await opcion.click();
    await cajon.getByLabel(/^Turno/).click();
    const turnos = page.getByRole('option').filter({ hasText: '–' });
    const primerTurno = (await turnos.first().textContent())!;
    await turnos.first().click();
    await cajon.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Registro creado correctamente')).toBeVisible();
    await expect(cajon).toBeHidden();

    // Found by the promoter's code, on the server.
    const filtros = page.getByRole('search');
    await filtros.getByRole('searchbox', { name: 'Buscar' }).fill(codigo);
    await filtros.getByRole('button', { name: 'BUSCAR' }).click();
    await expect(page.getByText('1-1 de 1')).toBeVisible();
    const fila = page.getByRole('row').filter({ hasText: codigo });
    await expect(fila).toContainText(primerTurno.split(' ')[0]);

    // Edit: another shift template.
    await fila.getByRole('button', { name: /^Editar / }).click();
    const edicion = page.getByRole('dialog', { name: 'Editar turno de planilla' });
    await edicion.getByLabel(/^Turno/).click();
    const segundo = page.getByRole('option').filter({ hasText: '–' }).nth(1);
    const otroTurno = (await segundo.textContent())!;
    await segundo.click();
    await edicion.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Registro editado correctamente')).toBeVisible();
    await expect(fila).toContainText(otroTurno.split(' ')[0]);

    // Withdraw it, after the question.
    const estado = fila.getByRole('switch');
    await expect(estado).toBeChecked();
    await estado.click();
    await page.getByRole('dialog', { name: '¿Está seguro de inactivar este registro?' }).getByRole('button', { name: 'Aceptar' }).click();
    await expect(page.getByText('REGISTRO INACTIVADO CORRECTAMENTE')).toBeVisible();
    await expect(estado).not.toBeChecked();

    // The export holds the row.
    const [excel] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar Excel' }).click()]);
    expect(excel.suggestedFilename()).toMatch(/^planilla_promotores_export_\d{8}_\d{6}\.xlsx$/);
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.readFile(await excel.path());
    const celdas: string[] = [];
    libro.worksheets[0].eachRow((r) => r.eachCell((c) => celdas.push(c.text)));
    expect(celdas).toContain(codigo);
  });

  test('en árabe la pantalla va de derecha a izquierda', async ({ page }) => {
    await entrarEn(page, 'SUPERADMIN', '/app/configuracion/gestion_planilla_promotores', { preferencias: { idioma: 'ar' } });
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'جدول مناوبات المروّجين' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByRole('button', { name: 'إنشاء مناوبة في الجدول' }).click();
    const cajon = page.getByRole('dialog', { name: 'إنشاء مناوبة في الجدول' });
    expect((await cajon.boundingBox())!.x).toBeLessThan(2);
    await cajon.getByRole('button', { name: 'حفظ' }).click();
    await expect(cajon.getByText('حقل مطلوب').first()).toBeVisible();
    await expect(cajon.getByLabel(/^المروّج/)).toBeVisible();
  });
});
