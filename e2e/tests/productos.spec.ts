import { expect, test, type Locator, type Page } from '@playwright/test';
import { AR, type Catalogo, direccionDe, elegir, enArabe, ES, recorrer, type Textos } from '../support/catalogo';
import { entrarEn } from '../support/ui';

/**
 * Productos (SCREENS.md G13) at /app/configuracion/productos: the kit's walk (create with a validation error first,
 * find, edit, inactivate, export, delete) with the product's own fields. The proposed code (producto/posible-consecutivo)
 * is checked, then cleared so the form refuses the empty Código before the product is saved.
 */
interface Etiquetas {
  tipo: string | RegExp;
  estandar: string;
  clase: string | RegExp;
  normal: string;
  negocios: string | RegExp;
  canastilla: string;
  categoria: string | RegExp;
  unidad: string | RegExp;
  precio: string | RegExp;
}

function llenarProducto(x: Textos, e: Etiquetas) {
  return async (cajon: Locator, page: Page) => {
    const codigo = cajon.getByLabel(x.codigo);
    await expect(codigo).toHaveValue(/^\d+$/);
    await codigo.fill('');
    await elegir(cajon, page, e.tipo, e.estandar);
    await elegir(cajon, page, e.clase, e.normal);
    // Negocios is a multiple choice: its list stays open until Escape.
    await cajon.getByLabel(e.negocios).click();
    await page.getByRole('option', { name: e.canastilla, exact: true }).click();
    await page.keyboard.press('Escape');
    await elegir(cajon, page, e.categoria, 'BEBIDAS');
    await elegir(cajon, page, e.unidad, 'UNIDAD (und)');
    await cajon.getByLabel(e.precio).fill('3500');
  };
}

const PRODUCTOS: Catalogo = {
  seccion: 'Configuración',
  modulo: 'Productos',
  ruta: new RegExp('/app/configuracion/productos$'),
  titulo: 'Productos',
  entidad: 'producto',
  codigo: 'E2EPROD',
  archivo: 'productos',
  pdf: true,
  llenar: llenarProducto(ES, {
    tipo: /^Tipo\W*$/,
    estandar: 'Estándar',
    clase: /^Clase\W*$/,
    normal: 'Normal',
    negocios: /^Negocios\W*$/,
    canastilla: 'Canastilla',
    categoria: /^Categoría\W*$/,
    unidad: /^Unidad\W*$/,
    precio: /^Precio\W*$/,
  }),
};

test.describe('productos (G13)', () => {
  test('crear (primero con un error), buscar, editar, inactivar, exportar y eliminar en /app/configuracion/productos', async ({ page }) => {
    await entrarEn(page, 'SUPERADMIN', direccionDe(PRODUCTOS));
    await recorrer(page, PRODUCTOS, ES);
  });

  test('en árabe, de derecha a izquierda, el mismo recorrido', async ({ page }) => {
    await enArabe(page, direccionDe(PRODUCTOS), () =>
      recorrer(
        page,
        {
          ...PRODUCTOS,
          titulo: 'المنتجات',
          entidad: 'منتج',
          codigo: 'E2EPRODAR',
          pdf: false,
          llenar: llenarProducto(AR, {
            tipo: /^النوع\W*$/,
            estandar: 'قياسي',
            clase: /^الصنف\W*$/,
            normal: 'عادي',
            negocios: /^الأنشطة\W*$/,
            canastilla: 'متجر',
            categoria: /^الفئة\W*$/,
            unidad: /^الوحدة\W*$/,
            precio: /^السعر\W*$/,
          }),
        },
        AR,
      ),
    );
  });

  test('kiosco y canastilla: la misma pantalla fija a su tipo de negocio', async ({ page }) => {
    await entrarEn(page, 'SUPERADMIN', '/app/cc/productos-kiosco');
    const buscarProducto = async (texto: string) => {
      const filtros = page.getByRole('search');
      await filtros.getByRole('searchbox', { name: 'Buscar' }).fill(texto);
      await filtros.getByRole('button', { name: 'BUSCAR' }).click();
    };
    await expect(page.getByRole('heading', { name: 'Productos kiosco' })).toBeVisible();
    await buscarProducto('CAFE TINTO');
    await expect(page.getByRole('row').filter({ hasText: 'KIO-001' })).toContainText('CAFETERIA');

    await page.goto('/app/canastilla/productos-canastilla');
    await expect(page.getByRole('heading', { name: 'Productos canastilla' })).toBeVisible();
    await buscarProducto('CAFE TINTO');
    await expect(page.getByText('No se encontro')).toBeVisible();
    await buscarProducto('AGUA CRISTAL');
    await expect(page.getByRole('row').filter({ hasText: 'CAN-001' })).toContainText('BEBIDAS');
  });

  test('un producto con precio especial: inactivarlo y activarlo desde su formulario', async ({ page }) => {
    await entrarEn(page, 'SUPERADMIN', '/app/configuracion/productos');
    const filtros = page.getByRole('search');
    await filtros.getByRole('searchbox', { name: 'Buscar' }).fill('COMB-003');
    await filtros.getByRole('button', { name: 'BUSCAR' }).click();
    await page.getByRole('button', { name: 'Editar COMB-003' }).click();
    const cajon = page.getByRole('dialog', { name: 'Editar producto' });
    const especiales = cajon.getByRole('region', { name: 'Precios especiales' });
    const interruptor = especiales.getByRole('switch').first();
    await expect(interruptor).toBeChecked();
    await interruptor.click();
    await page.getByRole('dialog', { name: '¿Está seguro de inactivar este registro?' }).getByRole('button', { name: 'Aceptar' }).click();
    await expect(page.getByText('Precio especial inactivado correctamente')).toBeVisible();
    await expect(interruptor).not.toBeChecked();
    await interruptor.click();
    await page.getByRole('dialog', { name: '¿Está seguro de activar este registro?' }).getByRole('button', { name: 'Aceptar' }).click();
    await expect(page.getByText('Precio especial activado correctamente')).toBeVisible();
    await expect(interruptor).toBeChecked();
    await expect(cajon.getByRole('region', { name: 'Historial de precios' })).toBeVisible();
  });
});
