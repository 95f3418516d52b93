import { readFile } from 'node:fs/promises';
import { inflateSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';

import { entrarEn, irEnLaApp } from '../support/ui';

/**
 * The report engine end to end (docs/decisions/019-report-engine.md): a report is filtered from the shared bar, its
 * filters land in the address, it sorts on the server, opens another report from a row, draws its chart, and its PDF
 * and Excel, built by the server, open and hold its rows.
 */

const ESTACION = 'EDS BARRANQUILLA CENTRO';

/** Chooses one station in the bar's Estación select (TODAS first clears every other). */
async function elegirEstacion(page: Page, alias: string): Promise<void> {
  await page.getByRole('combobox', { name: /^Estación/ }).click();
  await page.getByRole('option', { name: 'TODAS' }).click();
  await page.getByRole('option', { name: new RegExp(`^${alias}`) }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('combobox', { name: /^Estación/ })).toHaveText(new RegExp(alias));
}

/** Rows of the report's table that are report rows (not a Subtotal, not TOTALES). */
const filasDeDatos = (page: Page) =>
  page
    .getByRole('row')
    .filter({ has: page.getByRole('cell') })
    .filter({ hasNotText: /^(TOTALES|Subtotal)/ });

/** A money cell's text as a number: `$1.234.567,89` → 1234567.89. */
const numero = (texto: string) => Number(texto.replace(/[^\d,-]/g, '').replace(',', '.'));

/** The texts a PDF draws (pdfkit writes the standard fonts' codes as hex inside compressed content streams). */
function textosPdf(contenido: Buffer): string[] {
  const pdf = contenido.toString('latin1');
  const textos: string[] = [];
  for (const m of pdf.matchAll(/stream\r?\n/g)) {
    const inicio = m.index + m[0].length;
    try {
      const flujo = inflateSync(Buffer.from(pdf.slice(inicio, pdf.indexOf('endstream', inicio)), 'latin1')).toString('latin1');
      for (const tj of flujo.matchAll(/\[([^\]]*)\]\s*TJ/g))
        textos.push(Buffer.from([...tj[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]).join(''), 'hex').toString('latin1'));
    } catch {
      // Not a content stream (a font, an image).
    }
  }
  return textos;
}

test.describe('reportes', () => {
  test('ventas por producto: filtra, queda en la dirección, ordena en el servidor y exporta un PDF y un Excel con sus filas', async ({
    page,
  }) => {
    await entrarEn(page, 'SUPERADMIN', '/app/reportes/ventas_productos');
    await expect(page.getByRole('heading', { name: 'Ventas por producto' })).toBeVisible();
    await elegirEstacion(page, ESTACION);
    await page.getByRole('button', { name: 'ÚLTIMOS 7 DÍAS' }).click();
    await page.getByRole('button', { name: 'BUSCAR' }).click();
    await expect(page).toHaveURL(
      /\/app\/reportes\/ventas_productos\?estaciones=\d+&fecha_inicial=\d{4}-\d{2}-\d{2}&fecha_final=\d{4}-\d{2}-\d{2}$/,
    );
    await expect(page.getByTestId('ventana-reporte')).toHaveText(/^Del \d{2}\/\d{2}\/\d{4} 06:00 am al \d{2}\/\d{2}\/\d{4} 06:00 am$/);
    // Gallons and store units are not added together: TOTALES, then one total per unit.
    await expect(page.getByRole('row', { name: /^TOTALES$|^TOTALES \D/ }).first()).toBeVisible();
    await expect(page.getByRole('row', { name: /^TOTALES [A-Za-z]+/ })).toHaveCount(2);
    const rango = page.getByText(/^\d+-\d+ de \d+$/);
    const total = Number(/de (\d+)$/.exec((await rango.textContent())!)![1]);
    expect(total).toBeGreaterThan(10);

    // Sorting asks the server again: a click on a figure's title puts the largest first, the next the smallest; TOTALES
    // stays at the foot.
    const valores = async () => (await filasDeDatos(page).locator('td:nth-child(8)').allTextContents()).map(numero);
    const columna = page.getByRole('columnheader', { name: /^Valor/ });
    await columna.getByText('Valor', { exact: true }).click();
    await expect(columna).toHaveAttribute('aria-sort', 'descending');
    await columna.getByText('Valor', { exact: true }).click();
    await expect(columna).toHaveAttribute('aria-sort', 'ascending');
    await expect
      .poll(async () => {
        const v = await valores();
        return v.length === 10 && v.every((x, i) => i === 0 || v[i - 1] <= x);
      })
      .toBe(true);
    const primera = (await filasDeDatos(page).first().locator('td').nth(1).textContent())!;

    const [excel] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'EXCEL' }).click()]);
    expect(excel.suggestedFilename()).toMatch(/^ventas_productos_EDS-BARRANQUILLA-CENTRO_\d{8}-\d{8}_export_\d{14}\.xlsx$/);
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.readFile(await excel.path());
    const hoja = libro.getWorksheet('Reporte')!;
    const filas: unknown[][] = [];
    hoja.eachRow((f) => filas.push((f.values as unknown[]).slice(1)));
    const titulos = filas.findIndex((f) => f[0] === 'Código');
    expect(filas[titulos]).toEqual([
      'Código',
      'Producto',
      'Categoría',
      'Unidad',
      'Cantidad',
      'Base',
      'Impuestos',
      'Valor',
      'Precio promedio',
      '% participación',
    ]);
    const cuerpo = filas.slice(titulos + 1);
    expect(cuerpo).toHaveLength(total + 3);
    expect(cuerpo[0][1]).toBe(primera);
    expect(cuerpo[total][0]).toBe('TOTALES');
    expect(cuerpo[total][4]).toBeFalsy();
    expect(cuerpo.slice(total + 1).map((f) => f[0])).toEqual([
      expect.stringMatching(/^TOTALES \S+$/),
      expect.stringMatching(/^TOTALES \S+$/),
    ]);
    expect(cuerpo.slice(total + 1).every((f) => typeof f[4] === 'number')).toBe(true);
    expect(typeof cuerpo[0][7]).toBe('number');
    const filtros: unknown[][] = [];
    libro.getWorksheet('Filtros')!.eachRow((f) => filtros.push((f.values as unknown[]).slice(1)));
    expect(filtros).toContainEqual(['Estaciones', ESTACION]);

    const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'PDF' }).click()]);
    expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
    const contenido = await readFile(await pdf.path());
    expect(contenido.subarray(0, 5).toString()).toBe('%PDF-');
    const textos = textosPdf(contenido);
    expect(textos).toEqual(expect.arrayContaining(['Ventas por producto', primera, 'TOTALES']));
    expect(textos.some((x) => /^Página 1 de \d+$/.test(x))).toBe(true);
  });

  test('kardex de combustible: su gráfico y, desde un día, las lecturas de tanque de ese día', async ({ page }) => {
    await entrarEn(page, 'SUPERADMIN', '/app/reportes/kardex-combustible');
    await elegirEstacion(page, ESTACION);
    await page.getByRole('button', { name: 'ÚLTIMOS 7 DÍAS' }).click();
    await page.getByRole('button', { name: 'BUSCAR' }).click();
    await expect(page.getByRole('row', { name: /^TOTALES/ })).toBeVisible();
    await page.getByRole('button', { name: 'Ver gráfico' }).click();
    await expect(page.getByTestId('grafico-reporte')).toBeVisible();

    // The latest days first; a day whose closing dip was read opens that day's tank readings of the same tank.
    const dia = page.getByRole('columnheader', { name: /^Día/ });
    for (let i = 0; i < 3 && (await dia.getAttribute('aria-sort')) !== 'descending'; i++)
      await dia.getByText('Día', { exact: true }).click();
    await expect(dia).toHaveAttribute('aria-sort', 'descending');
    await expect(page.getByRole('row', { name: /^TOTALES/ })).toBeVisible();
    const medido = filasDeDatos(page)
      .filter({ has: page.getByRole('cell', { name: /^(OK|REVISAR|INVESTIGAR)$/ }) })
      .first();
    const enlace = medido.getByRole('link').first();
    await enlace.click();
    await expect(page).toHaveURL(
      /\/app\/reportes\/lectura-tanque\?estaciones=\d+&fecha_inicial=(\d{4}-\d{2}-\d{2})&fecha_final=\1&tanque=\d+$/,
    );
    await expect(page.getByRole('heading', { name: 'Lecturas de tanque' })).toBeVisible();
    await expect(filasDeDatos(page).first()).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/app\/reportes\/kardex-combustible\?/);
    await expect(page.getByRole('row', { name: /^TOTALES/ })).toBeVisible();
  });

  test('un usuario de estación ve su estación fija, y un rango largo en la dirección trae el mensaje del servidor', async ({ page }) => {
    await entrarEn(page, 'ADMINEDS', '/app/reportes/ventas_promotor');
    await expect(page.getByTestId('estacion-fija')).toHaveText(ESTACION);
    await page.getByRole('button', { name: 'HOY' }).click();
    await page.getByRole('button', { name: 'BUSCAR' }).click();
    await expect(page).toHaveURL(/estaciones=\d+/);
    await expect(page.getByRole('row', { name: /^TOTALES/ })).toBeVisible();
    // A link (a favourite, a shared address) asking for more days than a detail report reads.
    const url = new URL(page.url());
    const hasta = url.searchParams.get('fecha_final')!;
    const desde = new Date(Date.parse(`${hasta}T00:00:00Z`) - 40 * 86_400_000).toISOString().slice(0, 10);
    url.searchParams.set('fecha_inicial', desde);
    await page.goto(url.pathname + url.search);
    await expect(page.getByText('El rango máximo para este reporte es de 31 días')).toBeVisible();
  });
});

/** Every other built report opens from its address, runs on the demo station and says which window it read. */
const OTROS_REPORTES: Record<string, string> = {
  '/reportes/ventas_eds': 'Ventas por estación',
  '/reportes/reporteventas_combustible': 'Reporte de ventas de combustible',
  '/reportes/reporteventas_canastilla': 'Reporte de ventas de canastilla',
  '/reportes/historicos-precios': 'Histórico de precios',
  '/reportes/lectura-tanque': 'Lecturas de tanque',
  '/reportes/calibraciones': 'Calibraciones',
  '/reportes/lectura-manguera': 'Lecturas de manguera',
  '/reportes/inventario_tanques': 'Inventario de tanques',
  '/reportes/diferencia-recibo': 'Diferencia en recibo de combustible',
  '/reportes/balance-operativo': 'Balance operativo',
  '/reportes/balance-acumulado': 'Balance acumulado',
  '/reportes/costo-utilidad-combustible': 'Costo y utilidad de combustible',
  '/reportes/reporte_compras': 'Reporte de compras',
  '/reportes/cuplimiento-diario': 'Cumplimiento diario',
  '/pdv/presupuesto_venta': 'Presupuesto de ventas',
  '/reportes/cierre_diario': 'Cierre diario',
  '/reportes/cierre_diario_v2': 'Cierre diario por turnos',
  '/reportes/cierre_diario_v3': 'Cierre diario consolidado',
  '/reportes/consolidado-cierre-turno': 'Consolidado cierre de turno',
  '/reportes/reporte_cierres': 'Reporte de cierres de turno',
  '/reportes/reporte_arqueo': 'Arqueo de caja',
  '/reportes/cierre-dia-24-horas': 'Cierre día 24 horas',
  '/eds/bitacorajornada': 'Bitácora de jornada',
  '/eds/planillaturnos': 'Planilla de turnos',
  '/reportes/historico-cierres': 'Histórico de cierres',
  '/reportes/cierre-dia-completo': 'Cierre de día completo',
  '/cc/libro-compras-kiosco': 'Libro de compras kiosco',
  '/canastilla/libro-compras-canastilla': 'Libro de compras canastilla',
  '/cc/costo-utilidad-kiosco': 'Costo y utilidad kiosco',
  '/canastilla/costo-utilidad-canastilla': 'Costo y utilidad canastilla',
  '/reportes/utilidad_categoria': 'Utilidad por categoría',
  '/reportes/utilidad_producto': 'Utilidad por producto',
  '/reportes/productos_empresa': 'Productos por estación',
  '/reportes/productos-acuerdos': 'Productos con acuerdos',
  '/reportes/conversiones': 'Conversiones a GNV',
  '/reportes/alerta_conversiones': 'Alerta de conversiones GNV',
  '/reportes/ventas_placas': 'Ventas por placa',
  '/reportes/ventas_clientes_consumo': 'Ventas por cliente',
  '/reportes/consumo-propio': 'Consumo propio',
};

test('cada reporte construido abre, consulta la estación y muestra su ventana', async ({ page }) => {
  test.setTimeout(360_000);
  for (const [i, [ruta, titulo]] of Object.entries(OTROS_REPORTES).entries()) {
    if (i === 0) await entrarEn(page, 'SUPERADMIN', `/app${ruta}`);
    else await irEnLaApp(page, `/app${ruta}`);
    await expect(page.getByRole('heading', { name: titulo })).toBeVisible();
    await elegirEstacion(page, ESTACION);
    await page.getByRole('button', { name: 'ÚLTIMOS 7 DÍAS' }).click();
    await page.getByRole('button', { name: 'BUSCAR' }).click();
    await expect(page).toHaveURL(new RegExp(`/app${ruta}\\?estaciones=\\d+&fecha_inicial=`));
    await expect(page.getByTestId('ventana-reporte'), ruta).toHaveText(
      /^Del \d{2}\/\d{2}\/\d{4} 06:00 am al \d{2}\/\d{2}\/\d{4} 06:00 am$/,
    );
  }
});
