import { expect, test, type Page } from '@playwright/test';
import { ingresar } from '../support/ui';
import { cuerpo, empezarEnTodos, ordenWidgets } from '../support/dashboard';

const TODOS_LOS_WIDGETS = [
  'widget-indicadores',
  'widget-alertas',
  'widget-tanques',
  'widget-productos',
  'widget-galonaje',
  'widget-combustible-galones',
  'widget-presupuesto',
  'widget-ventas-diarias',
  'widget-ventas-mensuales',
  'widget-ventas-pdv',
];

const esReporte = (nombre: string) => (url: string) => url.endsWith(`/api/reportes/dashboard-lite/${nombre}`);

async function widgetsVisibles(page: Page): Promise<string[]> {
  return page.locator('[data-widget] > section').evaluateAll((nodos) => nodos.map((n) => n.getAttribute('data-testid') ?? ''));
}

test.describe('dashboard: widgets por módulo, periodos y orden', () => {
  test('SUPERADMIN ve todos los widgets; CONSULTA solo indicadores, productos y combustible, sin alertas', async ({ page }) => {
    await empezarEnTodos(page);
    await ingresar(page, 'SUPERADMIN');
    for (const id of TODOS_LOS_WIDGETS) await expect(page.getByTestId(id)).toBeVisible();
    expect((await widgetsVisibles(page)).sort()).toEqual([...TODOS_LOS_WIDGETS].sort());
    await expect(page.getByRole('heading', { name: 'Indicadores' })).toBeVisible();
    await expect(page.getByTestId('widget-indicadores').getByTestId('indicador-combustible')).toBeVisible();
    await expect(page.getByTestId('ciclo-dia')).toContainText('Día operativo');
    await expect(page.getByTestId('boton-notificaciones')).toBeVisible();
    // Every widget has its MOVER handle.
    await expect(page.getByRole('button', { name: 'MOVER' })).toHaveCount(TODOS_LOS_WIDGETS.length);

    await page.evaluate(() => sessionStorage.clear());
    await ingresar(page, 'CONSULTA');
    await expect(page.getByTestId('widget-productos')).toBeVisible();
    expect((await widgetsVisibles(page)).sort()).toEqual(['widget-combustible-galones', 'widget-indicadores', 'widget-productos']);
    await expect(page.getByTestId('boton-notificaciones')).toHaveCount(0);
    // CONSULTA holds none of the modules 3, 4, 5, 119, 409: no sales card, only the general figures.
    await expect(page.getByTestId('resumen-indicadores')).toBeVisible();
    await expect(page.getByTestId('indicador-combustible')).toHaveCount(0);
  });

  test('los botones de periodo y de categoría piden otro periodo y cambian las cifras', async ({ page }) => {
    await empezarEnTodos(page);
    const inicial = page.waitForResponse((r) => esReporte('PRODUCTOS_MAS_VENDIDOS_HOY')(r.url()) && cuerpo(r.request()).periodo === 0);
    await ingresar(page, 'SUPERADMIN');
    const hoy = await inicial;
    expect(cuerpo(hoy.request())).toMatchObject({ periodo: 0, tipo_negocio: 'C' });
    const productos = page.getByTestId('widget-productos');
    await expect(productos.getByRole('button', { name: 'HOY', exact: true })).toHaveAttribute('aria-pressed', 'true');

    const [semana] = await Promise.all([
      page.waitForResponse((r) => esReporte('PRODUCTOS_MAS_VENDIDOS_HOY')(r.url()) && cuerpo(r.request()).periodo === 1),
      productos.getByRole('button', { name: 'ESTA SEMANA' }).click(),
    ]);
    expect(cuerpo(semana.request())).toMatchObject({ periodo: 1, tipo_negocio: 'C' });
    const total = async (r: typeof hoy) => ((await r.json()) as { data: { cantidad: number }[] }).data.reduce((s, p) => s + p.cantidad, 0);
    // The demo has sales on more than one day: the week sells more than today.
    expect(await total(semana)).toBeGreaterThan(await total(hoy));
    await expect(productos.getByRole('button', { name: 'ESTA SEMANA' })).toHaveAttribute('aria-pressed', 'true');

    const [tienda] = await Promise.all([
      page.waitForRequest((r) => esReporte('PRODUCTOS_MAS_VENDIDOS_HOY')(r.url()) && cuerpo(r).tipo_negocio === 'S'),
      productos.getByRole('button', { name: 'CANASTILLA' }).click(),
    ]);
    expect(cuerpo(tienda)).toMatchObject({ periodo: 1, tipo_negocio: 'S' });

    // Fuel in gallons: the year is read by month, today and the week by day.
    const combustible = page.getByTestId('widget-combustible-galones');
    const [anio] = await Promise.all([
      page.waitForResponse((r) => esReporte('VENTAS_COMBUSTIBLE_MENSUALES')(r.url())),
      combustible.getByRole('button', { name: 'ESTE AÑO' }).click(),
    ]);
    expect(cuerpo(anio.request())).toMatchObject({ periodo: 3 });
    const meses = ((await anio.json()) as { data: { mes: string }[] }).data;
    expect(meses.length).toBeGreaterThan(0);
    expect(meses.every((m) => /^\d{4}-\d{2}$/.test(m.mes))).toBe(true);
    const [dia] = await Promise.all([
      page.waitForRequest((r) => esReporte('VENTAS_COMBUSTIBLE_DIARIAS')(r.url()) && cuerpo(r).periodo === 0),
      combustible.getByRole('button', { name: 'HOY' }).click(),
    ]);
    expect(cuerpo(dia)).toMatchObject({ periodo: 0 });
  });

  test('el filtro EMPRESA con BUSCAR lleva la estación a todos los widgets', async ({ page }) => {
    await empezarEnTodos(page);
    await ingresar(page, 'SUPERADMIN');
    await expect(page.getByTestId('widget-indicadores').getByTestId('indicador-combustible')).toBeVisible();
    await page.getByLabel('EMPRESA').first().click();
    await expect(page.getByRole('option', { name: 'TODOS' })).toBeVisible();
    await page.getByRole('option', { name: 'EDS BARRANQUILLA CENTRO' }).click();
    const [indicadores] = await Promise.all([
      page.waitForRequest((r) => esReporte('VENTAS_TOTAL')(r.url()) && typeof cuerpo(r).identificadorEstacion === 'number'),
      page.getByRole('button', { name: 'BUSCAR' }).click(),
    ]);
    const estacion = cuerpo(indicadores).identificadorEstacion;
    expect(cuerpo(indicadores)).toMatchObject({
      fecha_inicial: expect.stringMatching(/ 06:00:00$/),
      fecha_final: expect.stringMatching(/ 06:00:00$/),
    });
    await expect(page.getByTestId('widget-tanques')).toContainText('EDS BARRANQUILLA CENTRO');
    expect(await page.evaluate(() => sessionStorage.getItem('eds.dashboard.empresa'))).toBe(String(estacion));
  });

  test('el orden de los widgets se cambia arrastrando MOVER y sobrevive a recargar la página', async ({ page }) => {
    await empezarEnTodos(page);
    await ingresar(page, 'SUPERADMIN');
    await expect(page.getByTestId('widget-productos')).toBeVisible();
    const antes = await ordenWidgets(page);
    expect(antes.slice(0, 4)).toEqual([20, 29, 27, 21]);

    // A real drag with the mouse: press on MOVER, move a little to start, then over the tank widget above.
    const manija = page.getByTestId('widget-productos').getByRole('button', { name: 'MOVER' });
    await manija.scrollIntoViewIfNeeded();
    const desde = (await manija.boundingBox())!;
    await page.mouse.move(desde.x + desde.width / 2, desde.y + desde.height / 2);
    await page.mouse.down();
    await page.mouse.move(desde.x + desde.width / 2 + 10, desde.y + desde.height / 2 - 10, { steps: 5 });
    const hasta = (await page.getByTestId('widget-tanques').boundingBox())!;
    await page.mouse.move(hasta.x + hasta.width / 2, Math.max(hasta.y + 30, 10), { steps: 25 });
    await page.waitForTimeout(400);
    await page.mouse.up();

    await expect.poll(() => ordenWidgets(page)).not.toEqual(antes);
    const despues = await ordenWidgets(page);
    expect(despues.indexOf(21)).toBeLessThan(antes.indexOf(21));
    expect([...despues].sort()).toEqual([...antes].sort());
    expect(JSON.parse((await page.evaluate(() => sessionStorage.getItem('eds.dashboard.orden'))) ?? '[]')).toEqual(despues);

    await page.reload();
    await expect(page.getByTestId('widget-productos')).toBeVisible();
    expect(await ordenWidgets(page)).toEqual(despues);
  });
});
