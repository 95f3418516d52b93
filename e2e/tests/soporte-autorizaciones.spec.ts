import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { autorizacion } from '../support/api';
import { posDeEstacion } from '../support/dashboard';
import { entrarEn } from '../support/ui';

/** Autorizaciones (SCREENS.md G06) at /app/soporte/reporte_autorizaciones: what the POS reported, filtered and exported. */
/** Bogotá wall-clock text of a moment `minutos` ago, as a POS sends it. */
const bogota = (minutos = 0) => new Date(Date.now() - minutos * 60_000 - 5 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
/** A Bogotá calendar day, `dias` before today. */
const dia = (dias = 0) => new Date(Date.parse(`${bogota().slice(0, 10)}T00:00:00Z`) - dias * 86_400_000).toISOString().slice(0, 10);

test.describe('autorizaciones', () => {
  test('filtra (primero con un rango de más de 31 días), encuentra lo que reportó el POS y exporta', async ({ page }) => {
    // The station's POS reports two authorisations a minute old: one approved, one declined.
    const pos = await posDeEstacion(page.request);
    const marca = randomUUID().slice(0, 8).toUpperCase();
    const hace = bogota(1);
    const base = { fecha: hace, valor: 85000, tiempo_ms: 640 };
    const r = await page.request.post('/api/pos/v1/autorizaciones', {
      headers: autorizacion(pos.token),
      data: {
        autorizaciones: [
          { ...base, uuid: randomUUID(), tipo: 'CUPO', referencia: `CUPO-${marca}`, respuesta: 'APROBADA', codigo: '00' },
          {
            ...base,
            uuid: randomUUID(),
            tipo: 'DATAFONO',
            referencia: `DAT-${marca}`,
            respuesta: 'RECHAZADA',
            codigo: '51',
            tiempo_ms: 2300,
          },
        ],
      },
    });
    expect(r.status(), await r.text()).toBe(200);
    // The server's own quota check, for a customer without a quota: declined with code 14, and recorded.
    const cupo = await page.request.post('/api/pos/v1/autorizaciones/cupo', {
      headers: autorizacion(pos.token),
      data: { uuid: randomUUID(), cliente_id: 2_000_000_000, valor: 42000, referencia: `SRV-${marca}` },
    });
    expect(cupo.status(), await cupo.text()).toBe(200);
    expect(((await cupo.json()) as { data: { codigo: string } }).data.codigo).toBe('14');

    await entrarEn(page, 'SUPERADMIN', '/app/soporte/reporte_autorizaciones');
    await expect(page.getByRole('heading', { name: 'Autorizaciones', level: 1 })).toBeVisible();
    const filtros = page.getByRole('search');
    await filtros.getByLabel('Fecha inicial').fill(dia(40));
    await filtros.getByRole('button', { name: 'BUSCAR' }).click();
    await expect(filtros.getByText('El rango de fechas no puede ser mayor a 31 días')).toBeVisible();
    await filtros.getByLabel('Fecha inicial').fill(dia(1));
    await filtros.getByLabel('Respuesta').click();
    await page.getByRole('option', { name: 'RECHAZADA' }).click();
    await filtros.getByLabel('Buscar').fill(marca);
    await filtros.getByRole('button', { name: 'BUSCAR' }).click();
    await expect(filtros.getByText('El rango de fechas no puede ser mayor a 31 días')).toHaveCount(0);

    const fila = page.getByRole('row').filter({ hasText: `DAT-${marca}` });
    await expect(fila).toContainText('DATÁFONO');
    await expect(fila).toContainText('RECHAZADA');
    await expect(fila).toContainText('51');
    await expect(page.getByRole('row').filter({ hasText: `SRV-${marca}` })).toContainText('14');
    await expect(page.getByRole('row').filter({ hasText: `CUPO-${marca}` })).toHaveCount(0);

    const [excel] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar Excel' }).click()]);
    expect(excel.suggestedFilename()).toMatch(/^autorizaciones_export_\d{8}_\d{6}\.xlsx$/);
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.readFile(await excel.path());
    const hoja = libro.worksheets[0];
    expect(hoja.getRow(1).values).toEqual([
      undefined,
      'Fecha',
      'Empresa',
      'Equipo',
      'Tipo',
      'Referencia',
      'Valor',
      'Respuesta',
      'Código',
      'Tiempo (ms)',
    ]);
    const filas = hoja.getSheetValues().slice(2) as unknown[][];
    expect(filas).toHaveLength(2);
    const datafono = filas.find((f) => f[5] === `DAT-${marca}`);
    expect(datafono?.[7]).toBe('RECHAZADA');
    expect(datafono?.[9]).toBe(2300);
    const servidor = filas.find((f) => f[5] === `SRV-${marca}`);
    expect(servidor?.[4]).toBe('CUPO');
    expect(servidor?.[8]).toBe('14');

    const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar PDF' }).click()]);
    expect(pdf.suggestedFilename()).toMatch(/^autorizaciones_export_\d{8}_\d{6}\.pdf$/);
    const contenido = (await readFile(await pdf.path())).toString('latin1');
    expect(contenido.startsWith('%PDF-')).toBe(true);
    expect(contenido).toContain(`(DAT-${marca})`);
  });

  test('en árabe la pantalla va de derecha a izquierda y avisa del rango', async ({ page }) => {
    await entrarEn(page, 'SUPERADMIN', '/app/soporte/reporte_autorizaciones', { preferencias: { idioma: 'ar' } });
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'التفويضات', level: 1 })).toBeVisible();
    const filtros = page.getByRole('search');
    await filtros.getByLabel('تاريخ البداية').fill('2026-01-01');
    await filtros.getByLabel('تاريخ النهاية').fill('2026-03-01');
    await filtros.getByRole('button', { name: 'بحث' }).click();
    await expect(filtros.getByText('لا يمكن أن يتجاوز نطاق التواريخ 31 يومًا')).toBeVisible();
  });
});
