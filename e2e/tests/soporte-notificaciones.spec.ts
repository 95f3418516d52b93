import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { autorizacion, ingresarApi } from '../support/api';
import { entrarEn } from '../support/ui';

/** Notificaciones enviadas (SCREENS.md G06) at /app/soporte/reportenotificaciones: the socket and mail log, a resend. */
const bogota = () => new Date(Date.now() - 5 * 3_600_000).toISOString().slice(0, 10);
const dia = (dias = 0) => new Date(Date.parse(`${bogota()}T00:00:00Z`) - dias * 86_400_000).toISOString().slice(0, 10);

test.describe('notificaciones enviadas', () => {
  test('filtra (primero con un rango de más de 31 días), reenvía una notificación y exporta', async ({ page }) => {
    // A notification to the ADMINEDS station, sent through the call the shell's notices use.
    const sesion = await ingresarApi(page.request, 'SUPERADMIN');
    const eds = await ingresarApi(page.request, 'ADMINEDS');
    const titulo = `AVISO ${randomUUID().slice(0, 8).toUpperCase()}`;
    const r = await page.request.post('/api/notificaciones', {
      headers: autorizacion(sesion.token),
      data: { empresa: eds.empresas_id, titulo, texto: 'Cierre de turno pendiente en la isla 2', tipo: 400 },
    });
    expect(r.status(), await r.text()).toBe(200);

    await entrarEn(page, 'SUPERADMIN', '/app/soporte/reportenotificaciones');
    await expect(page.getByRole('heading', { name: 'Notificaciones enviadas', level: 1 })).toBeVisible();
    const filtros = page.getByRole('search');
    await filtros.getByLabel('Fecha inicial').fill(dia(40));
    await filtros.getByRole('button', { name: 'BUSCAR' }).click();
    await expect(filtros.getByText('El rango de fechas no puede ser mayor a 31 días')).toBeVisible();
    await filtros.getByLabel('Fecha inicial').fill(dia(1));
    await filtros.getByLabel('Canal').click();
    await page.getByRole('option', { name: 'SOCKET' }).click();
    await filtros.getByLabel('Buscar').fill(titulo);
    await filtros.getByRole('button', { name: 'BUSCAR' }).click();
    await expect(filtros.getByText('El rango de fechas no puede ser mayor a 31 días')).toHaveCount(0);

    const filas = page.getByRole('row').filter({ hasText: titulo });
    await expect(filas).toHaveCount(1);
    await expect(filas).toContainText('400');
    await expect(filas).toContainText('ENVIADO');
    await expect(filas).toContainText('EDS BARRANQUILLA CENTRO');
    await filas.getByRole('button', { name: `Reenviar ${titulo}` }).click();
    const dialogo = page.getByRole('dialog');
    await expect(dialogo).toContainText(`¿Reenviar «${titulo}»?`);
    await dialogo.getByRole('button', { name: 'Aceptar' }).click();
    await expect(page.getByText('Notificación reenviada correctamente')).toBeVisible();
    await expect(filas).toHaveCount(2);

    const [excel] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar Excel' }).click()]);
    expect(excel.suggestedFilename()).toMatch(/^notificaciones_export_\d{8}_\d{6}\.xlsx$/);
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.readFile(await excel.path());
    const hoja = libro.worksheets[0];
    expect(hoja.getRow(1).values).toEqual([undefined, 'Fecha', 'Empresa', 'Canal', 'Tipo', 'Destinatario', 'Título', 'Texto', 'Estado']);
    const exportadas = hoja.getSheetValues().slice(2) as unknown[][];
    expect(exportadas).toHaveLength(2);
    expect(exportadas.every((f) => f[6] === titulo && f[3] === 'SOCKET' && f[8] === 'ENVIADO')).toBe(true);
  });

  test('en árabe la pantalla va de derecha a izquierda y avisa del rango', async ({ page }) => {
    await entrarEn(page, 'SUPERADMIN', '/app/soporte/reportenotificaciones', { preferencias: { idioma: 'ar' } });
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'الإشعارات المرسلة', level: 1 })).toBeVisible();
    const filtros = page.getByRole('search');
    await filtros.getByLabel('تاريخ البداية').fill('2026-01-01');
    await filtros.getByLabel('تاريخ النهاية').fill('2026-03-01');
    await filtros.getByRole('button', { name: 'بحث' }).click();
    await expect(filtros.getByText('لا يمكن أن يتجاوز نطاق التواريخ 31 يومًا')).toBeVisible();
  });
});
