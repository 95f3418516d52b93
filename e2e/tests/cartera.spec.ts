import { expect, test, type Page } from '@playwright/test';
import { entrarEn } from '../support/ui';
import { autorizacion, ingresarApi } from '../support/api';
import { buscar, elegir, enArabe, fila, AR, ES } from '../support/catalogo';
import { llenarFecha } from '../support/fecha';
import { posDeEstacion, venderConFactura } from '../support/dashboard';

interface FilaCartera {
  cliente_id: number;
  nombre: string;
  saldo: string;
  cupo: string | null;
  consumido: string | null;
}

/** The demo's credit customer nearest its quota (the 80/90 % alerts), read through the API. */
async function clienteCercaDelCupo(page: Page): Promise<FilaCartera & { token: string }> {
  const s = await ingresarApi(page.request, 'SUPERADMIN');
  const r = await page.request.get(`/api/cartera/empresa/${s.empresas_id}?limite=100`, { headers: autorizacion(s.token) });
  expect(r.status()).toBe(200);
  const filas = ((await r.json()) as { data: FilaCartera[] }).data.filter((f) => f.cupo !== null && Number(f.cupo) > 0);
  const uso = (f: FilaCartera) => Number(f.consumido) / Number(f.cupo);
  const elegido = filas.sort((a, b) => uso(b) - uso(a))[0];
  if (uso(elegido) < 0.85) {
    // A short demo (fewer days) leaves every customer far from its quota: its POS sells it on credit up to 90 %.
    const pos = await posDeEstacion(page.request);
    const medios = (await (
      await page.request.get(`/api/medio-pago/select/${pos.estacion}`, { headers: autorizacion(s.token) })
    ).json()) as { data: { id: number; codigo: string }[] };
    const credito = medios.data.find((m) => m.codigo === 'CRE')!.id;
    const galones = Math.ceil((Number(elegido.cupo) * 0.9 - Number(elegido.consumido)) / 15_000);
    await venderConFactura(page.request, pos, 1, (f) => ({
      factura: f,
      cliente: elegido.cliente_id,
      detalles: [{ producto_id: pos.productoId, cantidad: galones, precio: 15_000 }],
      medios_pago: [{ medio_pago_id: credito, valor: galones * 15_000 }],
    }));
    const r2 = await page.request.get(`/api/cartera/cliente/${elegido.cliente_id}`, { headers: autorizacion(s.token) });
    const ahora = ((await r2.json()) as { data: FilaCartera }).data;
    expect(uso(ahora)).toBeGreaterThanOrEqual(0.8);
    return { ...elegido, ...ahora, token: s.token };
  }
  return { ...elegido, token: s.token };
}

test.describe('cartera, prepago y bonos', () => {
  test('un recaudo devuelve bajo el umbral de alerta a un cliente cerca de su cupo, con su recibo', async ({ page }) => {
    const c = await clienteCercaDelCupo(page);
    await entrarEn(page, 'SUPERADMIN', '/app/configuracion/gestion_cartera');
    await expect(page.getByRole('heading', { name: 'Cartera', level: 1 })).toBeVisible();
    await buscar(page, ES, c.nombre);
    await fila(page, c.nombre)
      .getByRole('button', { name: `Ver cartera de ${c.nombre}` })
      .click();
    const dialogo = page.getByRole('region', { name: `Cartera de ${c.nombre}` });
    await expect(dialogo.getByRole('group', { name: 'Edades de la cartera' })).toContainText('0–30 días');
    await expect(dialogo.getByRole('group', { name: 'Edades de la cartera' })).toContainText('Más de 90 días');

    await dialogo.getByRole('button', { name: 'Registrar recaudo' }).click();
    const cajon = page.getByRole('dialog', { name: 'Registrar recaudo' });
    await cajon.getByLabel(/^Valor/).fill('0');
    await elegir(cajon, page, /^Medio de pago/, 'EFECTIVO');
    await cajon.getByRole('button', { name: ES.guardar }).click();
    await expect(cajon.getByText('Valor ingresado no valido')).toBeVisible();

    // What brings the consumption to 70 % of the quota, never above the balance.
    const valor = Math.min(Math.ceil(Number(c.consumido) - Number(c.cupo) * 0.7), Math.floor(Number(c.saldo)));
    await cajon.getByLabel(/^Valor/).fill(String(valor));
    const [recibo] = await Promise.all([page.waitForEvent('download'), cajon.getByRole('button', { name: ES.guardar }).click()]);
    expect(recibo.suggestedFilename()).toMatch(/^recibo_\d+\.pdf$/);

    const r = await page.request.get(`/api/cartera/cliente/${c.cliente_id}`, { headers: autorizacion(c.token) });
    const despues = ((await r.json()) as { data: { cupo: string; consumido: string } }).data;
    expect(Number(despues.consumido) * 100).toBeLessThan(Number(despues.cupo) * 80);
  });

  test('una recarga prepago sube el saldo y queda en el histórico', async ({ page }) => {
    const cliente = 'GRUPO EMPRESARIAL PREPAGO S.A.S.';
    await entrarEn(page, 'SUPERADMIN', '/app/configuracion/gestion_clientes_prepagos');
    await buscar(page, ES, 'GRUPO EMPRESARIAL PREPAGO');
    await fila(page, cliente).getByRole('button', { name: 'Recargar' }).click();
    const cajon = page.getByRole('dialog', { name: `Recargar a ${cliente}` });
    await cajon.getByLabel(/^Valor/).fill('150000');
    await elegir(cajon, page, /^Medio de pago/, 'EFECTIVO');
    await cajon.getByRole('button', { name: ES.guardar }).click();
    await expect(page.getByText('Recarga registrada correctamente')).toBeVisible();
    await fila(page, cliente).getByRole('button', { name: 'Histórico de recargas' }).click();
    const historico = page.getByRole('dialog', { name: `Histórico de recargas de ${cliente}` });
    await expect(historico.getByRole('cell', { name: '$150.000' }).first()).toBeVisible();
  });

  test('una serie de bonos se genera, se encuentra y se exporta', async ({ page }) => {
    const serie = `E2E${Date.now().toString(36).toUpperCase().slice(-6)}`;
    await entrarEn(page, 'SUPERADMIN', '/app/configuracion/gestion_bonos');
    await page.getByRole('button', { name: 'Crear bonos' }).click();
    const cajon = page.getByRole('dialog', { name: 'Generar bonos' });
    await cajon.getByLabel(/^Serie/).fill(serie);
    await cajon.getByLabel(/^Cantidad/).fill('0');
    await cajon.getByLabel(/^Valor/).fill('20000');
    const vigencia = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
    await llenarFecha(cajon, /^Vigencia/, vigencia);
    await cajon.getByRole('button', { name: ES.guardar }).click();
    await expect(cajon.getByText('El valor ingresado debe estar entre 1 y 10000')).toBeVisible();
    await cajon.getByLabel(/^Cantidad/).fill('5');
    await cajon.getByRole('button', { name: ES.guardar }).click();
    await expect(page.getByText(`Se generaron 5 bonos de la serie ${serie}`)).toBeVisible();
    await buscar(page, ES, serie);
    await expect(page.getByRole('row').filter({ hasText: `${serie}-` })).toHaveCount(5);
    const [excel] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: ES.exportarExcel }).click()]);
    expect(excel.suggestedFilename()).toMatch(/^bonos_export_\d{8}_\d{6}\.xlsx$/);
  });

  test('en árabe, de derecha a izquierda: la cartera y sus edades', async ({ page }) => {
    await enArabe(page, '/app/configuracion/gestion_cartera', async () => {
      await expect(page.getByRole('heading', { name: 'الذمم المدينة', level: 1 })).toBeVisible();
      await buscar(page, AR, 'S.A.S');
      const ver = page.getByRole('button', { name: /^عرض ذمم / }).first();
      await ver.click();
      await expect(page.getByRole('group', { name: 'أعمار الذمم' })).toContainText('0–30 يومًا');
    });
  });
});
