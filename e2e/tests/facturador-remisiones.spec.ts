import ExcelJS from 'exceljs';
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Download, type Page } from '@playwright/test';
import { autorizacion, ingresarApi, salirApi } from '../support/api';
import { entrarEn } from '../support/ui';

/**
 * Facturador, tabs Remisiones and Ticket a factura (SCREENS.md G16, decision 053). The test posts its own sales from a
 * POS of EDS MEDELLIN POBLADO (the demo station with a REMISION numbering): two delivery notes of a customer are found
 * (after a wrong date range is refused), exported, chosen and invoiced in one electronic invoice that the Facturador's
 * list then holds; a ticket without invoice is found by its plate, exported, refused without a customer and then
 * invoiced to one. In Arabic both tabs run right to left and speak Arabic.
 */
const RUTA = '/app/acciones/facturador';
const ESTACION = 'EDS MEDELLIN POBLADO';

/** Bogotá wall-clock text `minutos` ago, as a POS sends it. */
const haceMinutos = (minutos: number) =>
  new Date(Date.now() - minutos * 60_000 - 5 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
const hoyBogota = () => new Date(Date.now() - 5 * 3_600_000).toISOString().slice(0, 10);

interface Preparado {
  cliente: string;
  remisiones: string[];
  placa: string;
}

/** Posts, from a fuel POS of the station, two delivery notes of the station's first customer and one ticket. */
async function preparar(request: APIRequestContext): Promise<Preparado> {
  const sesion = await ingresarApi(request, 'SUPERADMIN');
  const h = { headers: autorizacion(sesion.token) };
  const negocio = sesion.infoDominio.negocio_id;
  const estaciones = (await (await request.get(`/api/empresa/select/all/${negocio}`, h)).json()).data as { idEds: number; alias: string }[];
  const estacion = estaciones.find((e) => e.alias === ESTACION)!.idEds;
  const catalogo = (await (await request.get(`/api/facturador/catalogo/${estacion}`, h)).json()).data as {
    productos: { id: number; codigo: string; precio: number; tipos_negocio: string[] }[];
    clientes: { id: number; identificacion: string; nombre: string }[];
  };
  const producto = catalogo.productos.find((p) => p.tipos_negocio.includes('C') && p.codigo.startsWith('COMB'))!;
  const cliente = catalogo.clientes[0];
  const medios = (await (await request.get(`/api/medio-pago/select/${estacion}`, h)).json()).data as { id: number; codigo: string }[];
  const efectivo = medios.find((m) => m.codigo === 'EFE')!.id;
  const equipos = (await (await request.get(`/api/equipo/select/empresa/${estacion}`, h)).json()).data as {
    id: number;
    tipo: string;
    tipos_negocio: string[];
  }[];
  const pos = equipos.find((e) => e.tipo === 'POS' && e.tipos_negocio.includes('C'))!;
  const token = ((await (await request.post(`/api/equipo/${pos.id}/token`, h)).json()).data as { token: string }).token;
  await salirApi(request, sesion.token);

  const base = 50_000 + Math.floor(Math.random() * 40_000);
  const placa = `QZ${String(1000 + Math.floor(Math.random() * 9000))}`;
  const venta = (galones: number, extra: Record<string, unknown>) => ({
    uuid: randomUUID(),
    fecha: haceMinutos(1),
    tipo_negocio: 'C',
    detalles: [{ producto_id: producto.id, cantidad: galones, precio: producto.precio }],
    medios_pago: [{ medio_pago_id: efectivo, valor: Math.round(galones * producto.precio * 100) / 100 }],
    ...extra,
  });
  const ventas = [
    venta(2, { cliente: cliente.id, factura: { prefijo: 'REM', consecutivo: base } }),
    venta(3, { cliente: cliente.id, factura: { prefijo: 'REM', consecutivo: base + 1 } }),
    venta(1, { placa }),
  ];
  const r = await request.post('/api/pos/v1/ventas', { headers: autorizacion(token), data: { ventas } });
  expect(r.status(), await r.text()).toBe(200);
  return { cliente: `${cliente.identificacion} ${cliente.nombre}`, remisiones: [`REM${base}`, `REM${base + 1}`], placa };
}

async function elegir(page: Page, campo: ReturnType<Page['getByLabel']>, opcion: string) {
  await campo.click();
  await page.getByRole('listbox').getByRole('option').filter({ hasText: opcion }).first().click();
}

async function filasExcel(descarga: Download): Promise<unknown[][]> {
  const libro = new ExcelJS.Workbook();
  await libro.xlsx.readFile(await descarga.path());
  return libro.worksheets[0].getSheetValues().slice(2) as unknown[][];
}

async function buscarEnFacturas(page: Page, numero: string) {
  await page.getByRole('tab', { name: 'Factura manual' }).click();
  const filtros = page.getByRole('search');
  await filtros.getByRole('searchbox', { name: 'Buscar' }).fill(numero);
  await filtros.getByRole('button', { name: 'BUSCAR' }).click();
  await expect(page.getByRole('row').filter({ hasText: numero })).toHaveCount(1);
}

test.describe('facturador: remisiones y tiquetes', () => {
  test('SUPERADMIN factura dos remisiones de un cliente en una sola factura (primero con un rango inválido) y exporta', async ({
    page,
  }) => {
    const p = await preparar(page.request);
    await entrarEn(page, 'SUPERADMIN', RUTA);
    await page.getByRole('tab', { name: 'Remisiones' }).click();
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByText('Elija la estación, el cliente y las fechas')).toBeVisible();
    await elegir(page, panel.getByLabel(/^Estación/), ESTACION);
    await elegir(page, panel.getByLabel(/^Cliente/), p.cliente);

    await panel.getByLabel('Hasta').fill('2020-01-01');
    await expect(panel.getByText('La fecha final debe ser igual o posterior a la inicial')).toBeVisible();
    await panel.getByLabel('Hasta').fill(hoyBogota());
    for (const numero of p.remisiones) await expect(page.getByRole('row').filter({ hasText: numero })).toHaveCount(1);

    const [excel] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar Excel' }).click()]);
    expect(excel.suggestedFilename()).toMatch(/^remisiones_pendientes_export_\d{8}_\d{6}\.xlsx$/);
    const filas = await filasExcel(excel);
    for (const numero of p.remisiones) expect(filas.some((f) => f.includes(numero))).toBe(true);

    for (const numero of p.remisiones) await page.getByRole('checkbox', { name: `Seleccionar la remisión ${numero}` }).check();
    await expect(panel.getByText(/^2 seleccionadas/)).toBeVisible();
    await panel.getByRole('button', { name: 'Facturar remisiones' }).click();
    await page
      .getByRole('dialog', { name: '¿Está seguro de facturar las remisiones seleccionadas? Se enviará a DIAN' })
      .getByRole('button', { name: 'Aceptar' })
      .click();
    const aviso = page.getByText(/^Factura \S+ creada con las remisiones y enviada a la cola de DIAN$/);
    await expect(aviso).toBeVisible();
    const numero = /^Factura (\S+) creada/.exec((await aviso.textContent())!)![1];
    // Invoiced: no longer pending.
    for (const r of p.remisiones) await expect(page.getByRole('row').filter({ hasText: r })).toHaveCount(0);

    await buscarEnFacturas(page, numero);
  });

  test('SUPERADMIN convierte un tiquete POS en factura de un cliente (primero sin cliente) y exporta', async ({ page }) => {
    const p = await preparar(page.request);
    await entrarEn(page, 'SUPERADMIN', RUTA);
    await page.getByRole('tab', { name: 'Ticket a factura' }).click();
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByText('Elija la estación')).toBeVisible();
    await elegir(page, panel.getByLabel(/^Estación/), ESTACION);
    await expect(panel.getByText(/^Tiquetes de los últimos \d+ minutos/)).toBeVisible();
    const fila = page.getByRole('row').filter({ hasText: p.placa });
    await expect(fila).toHaveCount(1);

    const [excel] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar Excel' }).click()]);
    expect(excel.suggestedFilename()).toMatch(/^tiquetes_sin_factura_export_\d{8}_\d{6}\.xlsx$/);
    expect((await filasExcel(excel)).some((f) => f.includes(p.placa))).toBe(true);

    await fila.getByRole('button', { name: /^Facturar el tiquete \d+$/ }).click();
    const cajon = page.getByRole('dialog', { name: /^Facturar el tiquete \d+$/ });
    await cajon.getByRole('button', { name: 'Guardar' }).click();
    await expect(cajon.getByText('Campo obligatorio').first()).toBeVisible();
    await elegir(page, cajon.getByLabel(/^Cliente/), p.cliente);
    await cajon.getByRole('button', { name: 'Guardar' }).click();
    await page
      .getByRole('dialog', { name: '¿Está seguro de facturar el tiquete a este cliente? Se enviará a DIAN' })
      .getByRole('button', { name: 'Aceptar' })
      .click();
    const aviso = page.getByText(/^Tiquete facturado con la factura \S+$/);
    await expect(aviso).toBeVisible();
    const numero = /factura (\S+)$/.exec((await aviso.textContent())!)![1];
    await expect(cajon).toBeHidden();
    await expect(fila).toHaveCount(0);

    await buscarEnFacturas(page, numero);
  });

  test('en árabe las pestañas de remisiones y tiquetes van de derecha a izquierda y hablan árabe', async ({ page }) => {
    await entrarEn(page, 'SUPERADMIN', RUTA, { preferencias: { idioma: 'ar' } });
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByRole('tab', { name: 'إشعارات التسليم' }).click();
    await expect(page.getByRole('tabpanel').getByText('اختر المحطة والعميل والتواريخ')).toBeVisible();
    await page.getByRole('tab', { name: 'تحويل الإيصال إلى فاتورة' }).click();
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByText('اختر المحطة')).toBeVisible();
    await elegir(page, panel.getByLabel(/^المحطة/), ESTACION);
    await expect(panel.getByText(/^إيصالات آخر \d+ دقيقة/)).toBeVisible();
  });
});
