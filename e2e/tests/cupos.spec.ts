import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { autorizacion, ingresarApi, salirApi } from '../support/api';
import { enArabe } from '../support/catalogo';
import { posDeEstacion } from '../support/dashboard';
import { entrarEn } from '../support/ui';

/**
 * Cupos de clientes, the pump's quota check and the own-customer alerts (SCREENS.md G20, docs/decisions/072): a quota
 * created (first with a validation error), found, edited and exported; a sale over quota refused at the pump and,
 * stored anyway, alerted on the alerts screen, where Inactivar removes it; the alerts screen right to left in Arabic.
 */

/** Bogotá wall-clock text of a moment `minutos` ago, as a POS sends it. */
const bogota = (minutos = 0) => new Date(Date.now() - minutos * 60_000 - 5 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

/** A demo credit customer of the ADMINEDS station's business (one with a CRÉDITO quota) and the station. */
async function clienteCredito(request: APIRequestContext) {
  const eds = await ingresarApi(request, 'ADMINEDS');
  const h = { headers: autorizacion(eds.token) };
  const r = await request.get(`/api/cupo/empresa/${eds.empresas_id}?tipo=CREDITO&estado=A&limite=5`, h);
  expect(r.status(), await r.text()).toBe(200);
  const cupo = ((await r.json()) as { data: { cliente_id: number; descripcion: string }[] }).data[0];
  const medios = (
    (await (await request.get(`/api/medio-pago/select/${eds.empresas_id}`, h)).json()) as { data: { id: number; codigo: string }[] }
  ).data;
  await salirApi(request, eds.token);
  return { clienteId: cupo.cliente_id, nombre: cupo.descripcion, credito: medios.find((m) => m.codigo === 'CRE')!.id };
}

test.describe('cupos', () => {
  test('Cupos de clientes: crear (primero con un error), buscar, editar y exportar', async ({ page }) => {
    const c = await clienteCredito(page.request);
    await entrarEn(page, 'SUPERADMIN', '/app/usuarios/cupos-cliente');
    await expect(page.getByRole('heading', { name: 'Cupos de clientes', level: 1 })).toBeVisible();

    await page.getByRole('button', { name: 'Crear cupo' }).click();
    const cajon = page.getByRole('dialog', { name: 'Crear cupo' });
    await cajon.getByLabel('Cliente (id)').fill(String(c.clienteId));
    await cajon.getByLabel('Tipo').first().click();
    await page.getByRole('option', { name: 'Prepago' }).click();
    await cajon.getByRole('button', { name: 'Guardar' }).click();
    await expect(cajon.getByText(/Este campo es obligatorio|Valor ingresado no valido/).first()).toBeVisible();
    await cajon.getByLabel(/^Valor/).fill('987654.32');
    await cajon.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Registro creado correctamente')).toBeVisible();

    const filtros = page.getByRole('search');
    await filtros.getByLabel('Buscar').fill(c.nombre);
    await filtros.getByRole('button', { name: 'BUSCAR' }).click();
    const fila = page.getByRole('row').filter({ hasText: 'Prepago' }).filter({ hasText: '987.654,32' });
    await expect(fila).toHaveCount(1);

    await fila.getByRole('button', { name: /^Editar/ }).click();
    const edicion = page.getByRole('dialog', { name: 'Editar cupo' });
    await edicion.getByLabel(/^Valor/).fill('987000');
    await edicion.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Registro editado correctamente')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'Prepago' }).filter({ hasText: '987.000,00' })).toHaveCount(1);

    const [excel] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar Excel' }).click()]);
    expect(excel.suggestedFilename()).toMatch(/^cupos_clientes_export_\d{8}_\d{6}\.xlsx$/);
  });

  test('una venta sobre el cupo: el surtidor la rechaza, la que llega igual se alerta e Inactivar la quita', async ({ page }) => {
    const c = await clienteCredito(page.request);
    const pos = await posDeEstacion(page.request);
    const validar = await page.request.post('/api/pos/v1/cupos/validar', {
      headers: autorizacion(pos.token),
      data: { uuid: randomUUID(), cliente_id: c.clienteId, tipo: 'CREDITO', valor: 999_999_999 },
    });
    expect(validar.status(), await validar.text()).toBe(200);
    const respuesta = ((await validar.json()) as { data: { autorizado: boolean; mensaje: string } }).data;
    expect(respuesta.autorizado).toBe(false);
    expect(respuesta.mensaje).toMatch(/^Cupo insuficiente\. Disponible: \$/);

    // The station sells it anyway (offline): stored, flagged and alerted, never dropped.
    const valor = 900_000_000;
    const venta = await page.request.post('/api/pos/v1/ventas', {
      headers: autorizacion(pos.token),
      data: {
        ventas: [
          {
            uuid: randomUUID(),
            fecha: bogota(1),
            tipo_negocio: 'C',
            cliente: c.clienteId,
            detalles: [{ producto_id: pos.productoId, cantidad: 60_000, precio: 15_000 }],
            medios_pago: [{ medio_pago_id: c.credito, valor }],
          },
        ],
      },
    });
    expect(venta.status(), await venta.text()).toBe(200);

    await entrarEn(page, 'SUPERADMIN', '/app/clientes_propios/alertas');
    await expect(page.getByRole('heading', { name: 'Alertas de clientes propios', level: 1 })).toBeVisible();
    const alerta = page.getByRole('row').filter({ hasText: c.nombre }).filter({ hasText: 'por encima del cupo por $900.000.000,00' });
    await expect(alerta).toHaveCount(1);
    await alerta.getByRole('button', { name: 'Inactivar' }).click();
    await expect(alerta).toHaveCount(0);
  });

  test('Restricciones de consumo: sin flota ni vehículo no se guarda', async ({ page }) => {
    await entrarEn(page, 'SUPERADMIN', '/app/configuracion/gestion_restricciones_cf');
    await expect(page.getByRole('heading', { name: 'Restricciones de consumo' })).toBeVisible();
    await page.getByRole('button', { name: 'Crear restricción' }).click();
    const cajon = page.getByRole('dialog', { name: 'Crear restricción' });
    await cajon.getByRole('button', { name: 'Guardar' }).click();
    await expect(cajon.getByText('Elija una flota o un vehículo')).toBeVisible();
  });

  test('en árabe, de derecha a izquierda: la pantalla de alertas', async ({ page }) => {
    await enArabe(page, '/app/clientes_propios/alertas', async () => {
      await expect(page.getByRole('heading', { name: 'تنبيهات العملاء الخاصين', level: 1 })).toBeVisible();
      await expect(page.getByRole('columnheader', { name: 'التنبيه' })).toBeVisible();
    });
  });
});
