import { readFile } from 'node:fs/promises';
import { inflateSync } from 'node:zlib';
import { expect, test, type Download, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { CLAVE_DEMO, fijarPreferencias, type UsuarioDemo } from '../support/api';
import { cerrarAvisosDelDashboard, entrarEn, llenarIngreso, PREFERENCIAS_BASE } from '../support/ui';

/**
 * Three goods and balance reports walked as a person does (REPORTS.md: inventario_productos, kardex_consolidado,
 * balance-operativo-diario): filter from the shared bar, sort on the server, open the report a row details, and the
 * PDF and Excel the server builds open and hold the rows. In Spanish, and in Arabic from right to left.
 */

const ESTACION = 'EDS BARRANQUILLA CENTRO';

async function ingresar(page: Page, usuario: UsuarioDemo, preferencias: Record<string, unknown> = {}): Promise<void> {
  await fijarPreferencias(page.request, usuario, { ...PREFERENCIAS_BASE, ...preferencias });
  await page.goto('/app/');
  await llenarIngreso(page, usuario, CLAVE_DEMO);
  await page.getByLabel(/^(Contraseña|كلمة المرور)$/).press('Enter');
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await cerrarAvisosDelDashboard(page);
}

/** Chooses one station in the bar's station select (its "all" option first clears every other). */
async function elegirEstacion(page: Page, textos = { estacion: /^Estación/, todas: 'TODAS' }): Promise<void> {
  await page.getByRole('combobox', { name: textos.estacion }).click();
  await page.getByRole('option', { name: textos.todas }).click();
  await page.getByRole('option', { name: new RegExp(`^${ESTACION}`) }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('combobox', { name: textos.estacion })).toHaveText(new RegExp(ESTACION));
}

/** Rows of the table that are report rows (not a Subtotal, not the foot). */
const filasDeDatos = (page: Page, pie = /^(TOTALES|Subtotal)/) =>
  page
    .getByRole('row')
    .filter({ has: page.getByRole('cell') })
    .filter({ hasNotText: pie });

/** A figure cell's text as a number: `$1.234.567,89` → 1234567.89. */
const numero = (texto: string) => Number(texto.replace(/[^\d,-]/g, '').replace(',', '.'));

/** How many rows the table says match: `1-10 de 42` → 42. */
async function totalFilas(page: Page, de = 'de'): Promise<number> {
  const rango = page.getByText(new RegExp(`^\\d+-\\d+ ${de} \\d+$`));
  return Number(new RegExp(`${de} (\\d+)$`).exec((await rango.textContent())!)![1]);
}

/** The rows of the Excel's `Reporte` sheet from its title row on (the title row's first cell given). */
async function filasExcel(descarga: Download, primerTitulo: string): Promise<unknown[][]> {
  const libro = new ExcelJS.Workbook();
  await libro.xlsx.readFile(await descarga.path());
  const filas: unknown[][] = [];
  libro.getWorksheet('Reporte')!.eachRow((f) => filas.push((f.values as unknown[]).slice(1)));
  return filas.slice(filas.findIndex((f) => f[0] === primerTitulo));
}

/** The texts a PDF draws (pdfkit writes the standard fonts' codes as hex inside compressed content streams). */
async function textosPdf(descarga: Download): Promise<string[]> {
  const contenido = await readFile(await descarga.path());
  expect(contenido.subarray(0, 5).toString()).toBe('%PDF-');
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

const descargar = (page: Page, boton: string) =>
  Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: boton }).click()]).then(([d]) => d);

test.describe('recorrido de reportes de inventario y balance', () => {
  test('inventario de productos: filtra por tipo de negocio, ordena por valor, abre el kardex de un producto y exporta', async ({
    page,
  }) => {
    await entrarEn(page, 'SUPERADMIN', '/app/reportes/inventario_productos');
    await expect(page.getByRole('heading', { name: 'Inventario de productos' })).toBeVisible();
    await elegirEstacion(page);
    await page.getByRole('button', { name: 'ÚLTIMOS 7 DÍAS' }).click();
    await page.getByRole('combobox', { name: 'Tipo de negocio' }).click();
    await page.getByRole('option', { name: 'Canastilla' }).click();
    await page.getByRole('button', { name: 'BUSCAR' }).click();
    await expect(page).toHaveURL(
      /\/app\/reportes\/inventario_productos\?estaciones=\d+&fecha_inicial=[\d-]+&fecha_final=[\d-]+&tipo_negocio=S$/,
    );
    await expect(page.getByRole('row', { name: /^TOTALES/ })).toBeVisible();
    const total = await totalFilas(page);
    expect(total).toBeGreaterThan(1);
    // Only the store's warehouse: no tank, no kiosk.
    await expect(filasDeDatos(page).filter({ hasText: /TANQUE|KIOSCO/ })).toHaveCount(0);

    // The most valuable stock first, asked of the server.
    const columna = page.getByRole('columnheader', { name: /^Valor costo/ });
    await columna.getByText('Valor costo', { exact: true }).click();
    await expect(columna).toHaveAttribute('aria-sort', 'descending');
    await expect
      .poll(async () => {
        const v = (await filasDeDatos(page).locator('td:nth-child(8)').allTextContents()).map(numero);
        return v.length > 1 && v.every((x, i) => i === 0 || v[i - 1] >= x);
      })
      .toBe(true);
    const primera = (await filasDeDatos(page).first().locator('td').nth(1).textContent())!;

    const excel = await descargar(page, 'EXCEL');
    expect(excel.suggestedFilename()).toMatch(/^inventario_productos_EDS-BARRANQUILLA-CENTRO_\d{8}-\d{8}_export_\d{14}\.xlsx$/);
    const filas = await filasExcel(excel, 'Código');
    expect(filas[0]).toEqual([
      'Código',
      'Producto',
      'Categoría',
      'Bodega',
      'Existencia',
      'Mínimo',
      'Costo promedio',
      'Valor costo',
      'Precio venta',
      'Valor venta',
      'Días de inventario',
    ]);
    expect(filas.slice(1)).toHaveLength(total + 1);
    expect(filas[1][1]).toBe(primera);
    expect(filas.at(-1)![0]).toBe('TOTALES');
    expect(typeof filas[1][7]).toBe('number');
    const textos = await textosPdf(await descargar(page, 'PDF'));
    expect(textos).toEqual(expect.arrayContaining(['Inventario de productos', primera, 'TOTALES']));
    expect(textos.some((x) => /^Página 1 de \d+$/.test(x))).toBe(true);

    // The product opens its stock card in that warehouse, for the same days.
    await filasDeDatos(page).first().getByRole('link', { name: primera }).click();
    await expect(page).toHaveURL(
      new RegExp('/app/reportes/kardex-canastilla\\?estaciones=\\d+&fecha_inicial=[\\d-]+&fecha_final=[\\d-]+&producto=\\d+&bodega=\\d+$'),
    );
    await expect(page.getByRole('heading', { name: 'Kardex canastilla' })).toBeVisible();
    await expect(filasDeDatos(page).first()).toContainText('Saldo inicial');
    await expect(filasDeDatos(page).filter({ hasText: primera }).first()).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/app\/reportes\/inventario_productos\?/);
  });

  test('kardex consolidado: los combustibles con su medido final, ordenados por saldo, y sus archivos', async ({ page }) => {
    await entrarEn(page, 'SUPERADMIN', '/app/reportes/kardex_consolidado');
    await elegirEstacion(page);
    await page.getByRole('button', { name: 'ÚLTIMOS 7 DÍAS' }).click();
    await page.getByRole('combobox', { name: 'Tipo de negocio' }).click();
    await page.getByRole('option', { name: 'Combustible' }).click();
    await page.getByRole('button', { name: 'BUSCAR' }).click();
    await expect(page).toHaveURL(/tipo_negocio=C$/);
    await expect(page.getByRole('row', { name: /^TOTALES/ })).toBeVisible();
    const total = await totalFilas(page);
    expect(total).toBeGreaterThan(0);
    const columna = page.getByRole('columnheader', { name: /^Saldo final/ });
    await columna.getByText('Saldo final', { exact: true }).click();
    await expect(columna).toHaveAttribute('aria-sort', 'descending');
    await columna.getByText('Saldo final', { exact: true }).click();
    await expect(columna).toHaveAttribute('aria-sort', 'ascending');
    await expect
      .poll(async () => {
        const v = (await filasDeDatos(page).locator('td:nth-child(11)').allTextContents()).map(numero);
        return v.length === total && v.every((x, i) => i === 0 || v[i - 1] <= x);
      })
      .toBe(true);
    const primera = (await filasDeDatos(page).first().locator('td').nth(1).textContent())!;

    const filas = await filasExcel(await descargar(page, 'EXCEL'), 'Código');
    expect(filas[0]).toEqual(expect.arrayContaining(['Producto', 'Saldo inicial', 'Saldo final', 'Medido final', 'Sobrante/Faltante']));
    expect(filas.slice(1)).toHaveLength(total + 1);
    expect(filas[1][1]).toBe(primera);
    const medido = filas[0].indexOf('Medido final');
    expect(filas.slice(1, -1).every((f) => typeof f[medido] === 'number')).toBe(true);
    const textos = await textosPdf(await descargar(page, 'PDF'));
    expect(textos).toEqual(expect.arrayContaining(['Kardex consolidado', primera, 'TOTALES']));
  });

  test('balance operativo diario en árabe, de derecha a izquierda: gráfico, un día abre su cierre y los archivos', async ({ page }) => {
    await ingresar(page, 'SUPERADMIN', { idioma: 'ar' });
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.goto('/app/reportes/balance-operativo-diario');
    await expect(page.getByRole('heading', { name: 'الميزان التشغيلي اليومي' })).toBeVisible();
    await elegirEstacion(page, { estacion: /^المحطة/, todas: 'الكل' });
    await page.getByRole('button', { name: 'آخر 7 أيام' }).click();
    await page.getByRole('button', { name: 'بحث' }).click();
    await expect(page).toHaveURL(/\/app\/reportes\/balance-operativo-diario\?estaciones=\d+&fecha_inicial=/);
    const pie = /^(الإجماليات|المجموع الفرعي)/;
    await expect(page.getByRole('row', { name: /^الإجماليات/ })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: /^فرق الصندوق/ })).toBeVisible();
    await page.getByRole('button', { name: 'عرض الرسم البياني' }).click();
    await expect(page.getByTestId('grafico-reporte')).toBeVisible();
    const dias = await filasDeDatos(page, pie).count();
    expect(dias).toBeGreaterThan(0);

    const filas = await filasExcel(await descargar(page, 'EXCEL'), 'Día');
    expect(filas[0]).toEqual(expect.arrayContaining(['Día', 'Total', 'Efectivo esperado', 'Entregado', 'Diferencia caja', 'Margen %']));
    expect(filas.slice(1)).toHaveLength(dias + 1);
    expect(filas.at(-1)![0]).toBe('TOTALES');
    const textos = await textosPdf(await descargar(page, 'PDF'));
    expect(textos).toEqual(expect.arrayContaining(['Balance operativo diario', 'TOTALES']));

    // A day opens that day's closing of the station.
    await filasDeDatos(page, pie).first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/app\/reportes\/cierre_diario\?estaciones=\d+&fecha_inicial=(\d{4}-\d{2}-\d{2})&fecha_final=\1$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });
});
