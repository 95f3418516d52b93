import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { autorizacion, ingresarApi } from '../support/api';
import { entrarEn } from '../support/ui';

/** Auditoría (SCREENS.md G27) at /app/configuracion/auditoria: the log filtered, one change's detail, the export. */
const dia = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

test.describe('auditoría', () => {
  test('filtra (primero con un rango de más de 31 días), abre el detalle con antes y después y exporta', async ({ page }) => {
    // A change to find: a station value saved twice (through the calls), then removed.
    const sesion = await ingresarApi(page.request, 'SUPERADMIN');
    const h = { headers: autorizacion(sesion.token) };
    const definiciones = await (await page.request.get('/api/parametro/definicion?buscar=MINUTOS_DESCONEXION', h)).json();
    const definicion = definiciones.data[0].id as number;
    const negocio = sesion.infoDominio.negocio_id;
    const lista = await (await page.request.get(`/api/empresa/select/all/${negocio}`, h)).json();
    const estacion = (lista.data as { idEds: number; tipo: number }[]).find((e) => e.tipo === 3)!.idEds;
    for (const valor of ['7', '8']) {
      const r = await page.request.put('/api/parametro/valores', {
        ...h,
        data: { definicion_id: definicion, nivel: 'ESTACION', empresa_id: estacion, valor },
      });
      expect(r.status()).toBe(200);
    }
    await page.request.delete(`/api/parametro/valores?definicion_id=${definicion}&nivel=ESTACION&empresa_id=${estacion}`, h);

    await entrarEn(page, 'SUPERADMIN', '/app/configuracion/auditoria');
    await expect(page.getByRole('heading', { name: 'Auditoría', level: 1 })).toBeVisible();
    const filtros = page.getByRole('search');
    const hoy = new Date();
    await filtros.getByLabel('Fecha inicial').fill(dia(new Date(hoy.getFullYear(), hoy.getMonth(), hoy.getDate() - 40)));
    await filtros.getByRole('button', { name: 'BUSCAR' }).click();
    await expect(filtros.getByText('El rango de fechas no puede ser mayor a 31 días')).toBeVisible();
    await filtros.getByLabel('Fecha inicial').fill(dia(hoy));
    await filtros.getByLabel('Entidad').click();
    await page.getByRole('option', { name: 'parametros_valores', exact: true }).click();
    await filtros.getByLabel('Acción').click();
    await page.getByRole('option', { name: 'EDICIÓN' }).click();
    await filtros.getByRole('button', { name: 'BUSCAR' }).click();
    await expect(filtros.getByText('El rango de fechas no puede ser mayor a 31 días')).toHaveCount(0);

    const primera = page.getByRole('row').filter({ hasText: 'parametros_valores' }).first();
    await expect(primera).toContainText('SUPERADMIN');
    await expect(primera).toContainText('UPDATE');
    await primera.getByRole('button', { name: /^Ver detalle del registro/ }).click();
    const detalle = page.getByRole('dialog', { name: /^Detalle de auditoría/ });
    const cambio = detalle.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'valor', exact: true }) });
    await expect(cambio).toContainText('7');
    await expect(cambio).toContainText('8');
    await detalle.getByRole('button', { name: 'Cerrar' }).click();
    await expect(detalle).toBeHidden();

    const [excel] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar Excel' }).click()]);
    expect(excel.suggestedFilename()).toMatch(/^auditoria_export_\d{8}_\d{6}\.xlsx$/);
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.readFile(await excel.path());
    const hoja = libro.worksheets[0];
    expect(hoja.getRow(1).values).toEqual([undefined, 'Fecha', 'Usuario', 'Empresa', 'Módulo', 'Entidad', 'Registro', 'Acción', 'IP']);
    const filas = hoja.getSheetValues().slice(2) as unknown[][];
    expect(filas.length).toBeGreaterThan(0);
    expect(filas.every((f) => f[5] === 'parametros_valores' && f[7] === 'UPDATE')).toBe(true);
  });

  test('en árabe la pantalla va de derecha a izquierda y avisa del rango', async ({ page }) => {
    await entrarEn(page, 'SUPERADMIN', '/app/configuracion/auditoria', { preferencias: { idioma: 'ar' } });
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'التدقيق', level: 1 })).toBeVisible();
    const filtros = page.getByRole('search');
    await filtros.getByLabel('تاريخ البداية').fill('2026-01-01');
    await filtros.getByLabel('تاريخ النهاية').fill('2026-03-01');
    await filtros.getByRole('button', { name: 'بحث' }).click();
    await expect(filtros.getByText('لا يمكن أن يتجاوز نطاق التواريخ 31 يومًا')).toBeVisible();
  });
});
