import { expect, test, type Request } from '@playwright/test';
import { entrarEn, irEnLaApp } from '../support/ui';

/**
 * The same document and order screens behind every menu that offers them (issue 24, SCREENS §0): the kiosk's and
 * the store's entries fix the business type (no selector, and the list asks the server for that type only); the
 * ACCIONES entries let it be chosen. The paths through each screen (create, find, annul, export) are walked in
 * inventario-documentos.spec.ts and ordenes-compra.spec.ts on the store's routes.
 */
const RUTAS: readonly (readonly [string, string, 'K' | 'S' | null])[] = [
  ['/app/acciones/ajusteinicial', 'Ajuste inicial', null],
  ['/app/cc/ajuste-inicial-kiosco', 'Ajuste inicial', 'K'],
  ['/app/acciones/entrada', 'Entradas de inventario', null],
  ['/app/cc/entrada-kiosco', 'Entradas de inventario', 'K'],
  ['/app/cc/salida-kiosco', 'Salidas de inventario', 'K'],
  ['/app/canastilla/salida-canastilla', 'Salidas de inventario', 'S'],
  ['/app/cc/traslados', 'Traslados entre bodegas', 'K'],
  ['/app/acciones/ordencompra', 'Órdenes de compra', null],
  ['/app/cc/ordenes-compra-kiosco', 'Órdenes de compra', 'K'],
];

/** The screen's list call: documents of a station, or purchase orders. */
const esLista = (r: Request) => r.method() === 'GET' && /\/api\/(movimiento\/[\w-]+\/empresa\/\d+|orden-compra)\?/.test(r.url());

test('cada menú abre su pantalla de inventario: el kiosco y la canastilla fijan su tipo de negocio, Acciones lo deja elegir', async ({
  page,
}) => {
  for (const [i, [ruta, titulo, negocio]] of RUTAS.entries()) {
    const lista = page.waitForRequest(esLista);
    if (i === 0) await entrarEn(page, 'SUPERADMIN', ruta);
    else await irEnLaApp(page, ruta);
    await expect(page.getByRole('heading', { name: titulo, exact: true }), ruta).toBeVisible();
    const filtro = page.getByRole('search').getByRole('combobox', { name: 'Tipo de negocio' });
    const pedido = new URL((await lista).url()).searchParams.get('tipo_negocio');
    if (negocio) {
      await expect(filtro, ruta).toHaveCount(0);
      expect(pedido, ruta).toBe(negocio);
    } else {
      await expect(filtro, ruta).toBeVisible();
      expect(pedido, ruta).toBeNull();
    }
  }
});
