import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import ExcelJS from 'exceljs';
import { autorizacion, ingresarApi } from '../support/api';
import { posDeEstacion } from '../support/dashboard';
import { entrarEn } from '../support/ui';

/**
 * Conciliación de sincronización (SCREENS.md G06) at /app/soporte/conciliacion: the POS's own count against the sales
 * received, the numbering gaps of a prefix, a resend request, the export.
 */
const bogota = (minutos = 0) => new Date(Date.now() - minutos * 60_000 - 5 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
/** The business day (from 06:00 Bogotá) a sale made a minute ago falls in. */
const diaOperativo = () => new Date(Date.parse(`${bogota(1).replace(' ', 'T')}Z`) - 6 * 3_600_000).toISOString().slice(0, 10);

async function datos<T>(r: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> {
  expect(r.status(), await r.text()).toBe(200);
  return ((await r.json()) as { data: T }).data;
}

test.describe('conciliación de sincronización', () => {
  test('pide la estación, muestra la diferencia y los huecos, solicita el reenvío y exporta', async ({ page }) => {
    const pos = await posDeEstacion(page.request);
    const admin = await ingresarApi(page.request, 'SUPERADMIN');
    const h = { headers: autorizacion(admin.token) };
    const equipos = await datos<{ id: number; alias: string; tipo: string; tipos_negocio: string[] }[]>(
      await page.request.get(`/api/equipo/select/empresa/${pos.estacion}`, h),
    );
    const equipo = equipos.find((e) => e.tipo === 'POS' && e.tipos_negocio.includes('C'))!;

    // Three invoiced sales a minute old, numbered b, b+1 and b+4: b+2 and b+3 never arrived.
    const b = 600_000 + Math.floor(Math.random() * 300_000);
    const ventas = [0, 1, 4].map((i) => ({
      uuid: randomUUID(),
      fecha: bogota(1),
      tipo_negocio: 'C',
      detalles: [{ producto_id: pos.productoId, cantidad: 2, precio: 15_000 }],
      medios_pago: [{ medio_pago_id: pos.efectivo, valor: 30_000 }],
      factura: { prefijo: pos.prefijo, consecutivo: b + i },
    }));
    await datos(await page.request.post('/api/pos/v1/ventas', { headers: autorizacion(pos.token), data: { ventas } }));
    const fecha = diaOperativo();
    const antes = await datos<{ equipos: { equipo_id: number; ventas_servidor: number }[] }>(
      await page.request.post('/api/sincronizacion/conciliacion', { ...h, data: { empresa_id: pos.estacion, fecha } }),
    );
    const recibidas = antes.equipos.find((e) => e.equipo_id === equipo.id)!.ventas_servidor;
    // The POS counted one sale more than arrived.
    await datos(
      await page.request.post('/api/pos/v1/conteos', {
        headers: autorizacion(pos.token),
        data: { conteos: [{ fecha, ventas: recibidas + 1 }] },
      }),
    );

    await entrarEn(page, 'SUPERADMIN', '/app/soporte/conciliacion');
    await expect(page.getByRole('heading', { name: 'Conciliación de sincronización', level: 1 })).toBeVisible();
    const filtros = page.getByRole('search');
    await filtros.getByRole('button', { name: 'BUSCAR' }).click();
    await expect(filtros.getByText('Seleccione la estación')).toBeVisible();
    await filtros.getByLabel('Estación').click();
    await page.getByRole('option', { name: 'EDS BARRANQUILLA CENTRO' }).click();
    await filtros.getByLabel('Día').fill(fecha);
    await filtros.getByRole('button', { name: 'BUSCAR' }).click();
    await expect(filtros.getByText('Seleccione la estación')).toHaveCount(0);

    const filaEquipo = page.getByRole('row').filter({ has: page.getByRole('cell', { name: equipo.alias, exact: true }) });
    await expect(filaEquipo).toContainText('FALTAN VENTAS');
    await expect(filaEquipo).toContainText(String(recibidas + 1));
    const filaPrefijo = page.getByRole('row').filter({ has: page.getByRole('cell', { name: pos.prefijo, exact: true }) });
    await expect(filaPrefijo).toContainText(`${b + 2}-${b + 3}`);

    await filaPrefijo.getByRole('button', { name: `Solicitar reenvío del prefijo ${pos.prefijo}` }).click();
    const dialogo = page.getByRole('dialog');
    await expect(dialogo).toContainText(`¿Solicitar el reenvío del prefijo ${pos.prefijo}`);
    await dialogo.getByRole('button', { name: 'Aceptar' }).click();
    await expect(page.getByText('Reenvío solicitado: el equipo recibirá el comando en su próxima conexión')).toBeVisible();
    const comandos = await datos<{ tipo: string; payload: Record<string, unknown> }[]>(
      await page.request.get('/api/pos/v1/comandos', { headers: autorizacion(pos.token) }),
    );
    expect(comandos.some((c) => c.tipo === 'REENVIAR_VENTAS' && c.payload.prefijo === pos.prefijo && c.payload.fecha === fecha)).toBe(true);

    const [excel] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exportar Excel' }).first().click(),
    ]);
    expect(excel.suggestedFilename()).toMatch(/^conciliacion_equipos_export_\d{8}_\d{6}\.xlsx$/);
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.readFile(await excel.path());
    const hoja = libro.worksheets[0];
    expect(hoja.getRow(1).values).toEqual([
      undefined,
      'Equipo',
      'Ventas POS',
      'Ventas recibidas',
      'Diferencia',
      'Total POS',
      'Total recibido',
      'Estado',
      'Reportado',
    ]);
    const filas = hoja.getSheetValues().slice(2) as unknown[][];
    const exportada = filas.find((f) => f[1] === equipo.alias);
    expect(exportada?.[2]).toBe(recibidas + 1);
    expect(exportada?.[4]).toBe(1);
    expect(exportada?.[7]).toBe('FALTAN VENTAS');
  });

  test('en árabe la pantalla va de derecha a izquierda y pide la estación', async ({ page }) => {
    await entrarEn(page, 'SUPERADMIN', '/app/soporte/conciliacion', { preferencias: { idioma: 'ar' } });
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'مطابقة المزامنة', level: 1 })).toBeVisible();
    const filtros = page.getByRole('search');
    await filtros.getByRole('button', { name: 'بحث' }).click();
    await expect(filtros.getByText('اختر المحطة')).toBeVisible();
  });
});
