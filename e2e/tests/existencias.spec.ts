import { expect, test, type Page } from '@playwright/test';
import { autorizacion, ingresarApi } from '../support/api';
import { entrarEn } from '../support/ui';

/**
 * Inventario de productos (SCREENS G14) at /app/configuracion/gestion_inventario_productos: a person picks a station's
 * store warehouse, starts a physical count, scans one product's barcode and types another's counted quantity, generates
 * the adjustment (its document number shown) and sees the stock at the counted quantities; the stock is then put back
 * as it was through the API, by a second count.
 */
const ESTACION = 'EDS CALI PANCE';
const BODEGA = 'BOD-CAN BODEGA CANASTILLA';
const ESCANEADO = { codigo: 'CAN-001', nombre: 'CAN-001 AGUA CRISTAL 600 ML' };
const DIGITADO = { codigo: 'CAN-019', nombre: 'CAN-019 AMBIENTADOR CARRO', cantidad: 7 };

/** The demo's goods carry EAN-13 barcodes 7709990 + their running number (CAN-001 is the first) + the check digit. */
function ean13(base: string): string {
  const suma = [...base].reduce((a, d, i) => a + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return `${base}${(10 - (suma % 10)) % 10}`;
}

/** The warehouse and the stock of the two products, as the stock call answers them. */
async function existencias(page: Page) {
  const sesion = await ingresarApi(page.request, 'SUPERADMIN');
  const cabeceras = autorizacion(sesion.token);
  const negocio = sesion.infoDominio.negocio_id;
  const estaciones = (await (await page.request.get(`/api/empresa/select/all/${negocio}`, { headers: cabeceras })).json()).data as {
    idEds: number;
    alias: string;
  }[];
  const estacion = estaciones.find((e) => e.alias === ESTACION)!.idEds;
  const bodegas = (await (await page.request.get(`/api/bodega/select/empresa/${estacion}?limite=500`, { headers: cabeceras })).json())
    .data as { id: number; codigo: string }[];
  const bodega = bodegas.find((b) => b.codigo === 'BOD-CAN')!.id;
  const stock = (await (await page.request.get(`/api/inventario/bodega/${bodega}`, { headers: cabeceras })).json()).data as {
    producto_id: number;
    codigo: string;
    cantidad: number;
  }[];
  const de = (codigo: string) => stock.find((s) => s.codigo === codigo)!;
  return { cabeceras, bodega, escaneado: de(ESCANEADO.codigo), digitado: de(DIGITADO.codigo) };
}

test.describe('inventario de productos (G14)', () => {
  test('toma física: un código escaneado y una cantidad digitada, Generar ajuste y las existencias contadas', async ({ page }) => {
    const antes = await existencias(page);
    await entrarEn(page, 'SUPERADMIN', '/app/configuracion/gestion_inventario_productos');
    await expect(page.getByRole('heading', { name: 'Inventario de productos' })).toBeVisible();
    const filtros = page.getByRole('search', { name: 'Filtros del inventario' });
    await filtros.getByLabel('Estación').click();
    await page.getByRole('option', { name: ESTACION, exact: true }).click();
    await filtros.getByLabel('Bodega').click();
    await page.getByRole('option', { name: BODEGA, exact: true }).click();
    const stock = (codigo: string) => page.getByRole('row').filter({ has: page.getByRole('cell', { name: codigo, exact: true }) });
    await expect(stock(ESCANEADO.codigo)).toBeVisible();

    // Start the count: the snapshot of the warehouse.
    await page.getByRole('button', { name: 'Toma física', exact: true }).click();
    await expect(page.getByText('Toma física creada correctamente')).toBeVisible();
    const toma = page.getByRole('region', { name: 'Toma física en curso' });

    // One scan adds one unit; a typed quantity replaces the product's count.
    await toma.getByLabel('Código de barras').fill(ean13('770999000001'));
    await toma.getByRole('button', { name: 'Sumar' }).click();
    await expect(page.getByText(`${ean13('770999000001')}: Conteo registrado correctamente`)).toBeVisible();
    await toma.getByLabel(/^Producto/).click();
    await page.getByRole('option', { name: DIGITADO.nombre, exact: true }).click();
    await toma.getByLabel(/^Cantidad contada/).fill(String(DIGITADO.cantidad));
    await toma.getByRole('button', { name: 'Registrar conteo' }).click();
    await expect(page.getByText('Conteo registrado correctamente', { exact: true })).toBeVisible();

    // Generate the adjustment (letter A): its number is shown and the stock is what was counted.
    await toma.getByRole('button', { name: 'Generar ajuste' }).click();
    await page.getByRole('dialog', { name: '¿Generar el ajuste de la toma física?' }).getByRole('button', { name: 'Aceptar' }).click();
    await expect(page.getByText('Ajuste de la toma física generado correctamente')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /^Documento de ajuste N° \d+ registrado$/ })).toBeVisible();
    await expect(toma).toBeHidden();
    await expect(stock(ESCANEADO.codigo).getByRole('cell', { name: '1', exact: true }).first()).toBeVisible();
    await expect(
      stock(DIGITADO.codigo)
        .getByRole('cell', { name: String(DIGITADO.cantidad), exact: true })
        .first(),
    ).toBeVisible();

    // The warehouse is left as found: a second count puts the quantities back.
    const { cabeceras, bodega, escaneado, digitado } = await existencias(page);
    expect(escaneado.cantidad).toBe(1);
    expect(digitado.cantidad).toBe(DIGITADO.cantidad);
    const id = (
      await (
        await page.request.post('/api/inventario/toma-fisica', { headers: cabeceras, data: { bodega_id: bodega, tipo_negocio: 'S' } })
      ).json()
    ).data.id as number;
    const conteo = await page.request.put(`/api/inventario/toma-fisica/${id}/conteo`, {
      headers: cabeceras,
      data: {
        lineas: [
          { producto_id: antes.escaneado.producto_id, cantidad: antes.escaneado.cantidad },
          { producto_id: antes.digitado.producto_id, cantidad: antes.digitado.cantidad },
        ],
      },
    });
    expect(conteo.status()).toBe(200);
    expect((await page.request.post(`/api/inventario/toma-fisica/${id}/ajuste`, { headers: cabeceras })).status()).toBe(200);
  });
});
