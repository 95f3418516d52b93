import { expect, test, type Locator } from '@playwright/test';
import { abrir, AR, buscar, type Catalogo, direccionDe, elegir, enArabe, ES, fila, recorrer } from '../support/catalogo';
import { llenarFecha } from '../support/fecha';
import { entrarEn } from '../support/ui';

/**
 * The simple catalogues of SCREENS.md G11 built on the kit's catalogue screen. One walk (support/catalogo.ts) serves
 * them all: create with a validation error first, find, edit, inactivate, export to Excel (and, for one catalogue, to
 * PDF) and delete (so the catalogue is left as found), in Spanish and, for two catalogues, in Arabic right to left.
 */

/** NIT* and Razón social*, the fields every other party's catalogue starts with. */
async function llenarTercero(cajon: Locator, nit: string, razonSocial: string): Promise<void> {
  await cajon.getByLabel('NIT').fill(nit);
  await cajon.getByLabel('Razón social').fill(razonSocial);
}

const CATALOGOS: Catalogo[] = [
  {
    seccion: 'Configuración',
    modulo: 'Gestión de categorías',
    ruta: new RegExp('/app/configuracion/gestion_categorias$'),
    titulo: 'Categorías',
    entidad: 'categoría',
    codigo: 'E2ECAT',
    archivo: 'categorias',
    llenar: (cajon, page) => elegir(cajon, page, 'Tipo de negocio', 'Canastilla'),
  },
  {
    seccion: 'Configuración',
    modulo: 'Gestión de medios de pago',
    ruta: new RegExp('/app/configuracion/gestion_medios_pagos$'),
    titulo: 'Medios de pago',
    entidad: 'medio de pago',
    codigo: 'E2EMP',
    archivo: 'medios_pago',
    llenar: async (cajon, page) => {
      await elegir(cajon, page, 'Tipo', 'TARJETA');
      await elegir(cajon, page, 'Código DIAN', '48');
      await elegir(cajon, page, 'Categoría de conciliación', 'OTROS MEDIOS DE PAGOS');
      await cajon.getByLabel('Requiere datáfono').check();
    },
  },
  {
    seccion: 'Configuración',
    modulo: 'Tipos de vehículo',
    ruta: new RegExp('/app/configuracion/gestion_tipo_vehiculo$'),
    titulo: 'Tipos de vehículo',
    entidad: 'tipo de vehículo',
    codigo: 'E2ETV',
    archivo: 'tipos_vehiculo',
    llenar: async (cajon) => {
      await cajon.getByLabel('Capacidad de tanque (gal)').fill('18.5');
    },
  },
  {
    seccion: 'Configuración',
    modulo: 'Gestión de financieras',
    ruta: new RegExp('/app/configuracion/gestion_financieras$'),
    titulo: 'Entidades financieras',
    entidad: 'entidad financiera',
    codigo: 'E2EFIN',
    archivo: 'entidades_financieras',
    llenar: async (cajon, page) => {
      await llenarTercero(cajon, '890903938-8', 'banco de pruebas s.a.');
      await elegir(cajon, page, 'Tipo', 'BANCO');
    },
  },
  {
    seccion: 'Empresa',
    modulo: 'Gestión de talleres',
    ruta: new RegExp('/app/empresa/gestion_talleres$'),
    titulo: 'Talleres',
    entidad: 'taller',
    codigo: 'E2ETAL',
    archivo: 'talleres',
    llenar: async (cajon, page) => {
      await llenarTercero(cajon, '900777555', 'taller de pruebas');
      await elegir(cajon, page, 'Tipo', 'MECANICO');
    },
  },
  {
    seccion: 'Configuración',
    modulo: 'Gestión de impuestos',
    ruta: new RegExp('/app/configuracion/gestion_impuestos$'),
    titulo: 'Impuestos',
    entidad: 'impuesto',
    codigo: 'E2EIMP',
    archivo: 'impuestos',
    pdf: true,
    llenar: async (cajon, page) => {
      await elegir(cajon, page, 'Código DIAN', '04 INC');
      await cajon.getByLabel('Valor del impuesto').fill('8');
      await llenarFecha(cajon, 'Vigente desde', '2025-07-01');
    },
  },
  {
    seccion: 'Configuración',
    modulo: 'Gestión de verificadores',
    ruta: new RegExp('/app/configuracion/gestion_verificadores$'),
    titulo: 'Organismos verificadores',
    entidad: 'organismo verificador',
    codigo: 'E2EVER',
    archivo: 'organismos_verificadores',
    llenar: async (cajon) => {
      await llenarTercero(cajon, '900888333', 'certificadora de pruebas');
      await cajon.getByLabel('Acreditación ONAC').fill('16-oin-099');
      await llenarFecha(cajon, 'Vigencia', '2030-12-31');
    },
  },
  {
    seccion: 'Configuración',
    modulo: 'Conceptos de inventario',
    ruta: new RegExp('/app/configuracion/conceptos-inventario$'),
    titulo: 'Conceptos de inventario',
    entidad: 'concepto de inventario',
    codigo: 'E2ECON',
    archivo: 'conceptos_inventario',
    llenar: async (cajon, page) => {
      await elegir(cajon, page, 'Tipo', 'Salida');
      await cajon.getByLabel('Afecta costo').check();
      // Empresas is a multiple choice: its list stays open until Escape.
      await cajon.getByLabel('Empresas').click();
      await page.getByRole('option', { name: 'EDS BARRANQUILLA CENTRO' }).click();
      await page.keyboard.press('Escape');
    },
  },
];

test.describe('catálogos simples (G11) sobre el kit', () => {
  for (const c of CATALOGOS) {
    test(`${c.titulo}: crear (primero con un error), buscar, editar, inactivar, exportar y eliminar`, async ({ page }) => {
      await entrarEn(page, 'SUPERADMIN', direccionDe(c));
      await recorrer(page, c, ES);
    });
  }

  test('Medios de pago: EFECTIVO no se inactiva y el servidor lo dice', async ({ page }) => {
    await entrarEn(page, 'SUPERADMIN', direccionDe(CATALOGOS[1]));
    await abrir(page, CATALOGOS[1], ES);
    await buscar(page, ES, 'EFE');
    await fila(page, 'EFE').getByRole('switch', { name: 'Estado de EFE' }).click();
    await page.getByRole('dialog', { name: ES.preguntaInactivar }).getByRole('button', { name: 'Aceptar' }).click();
    await expect(page.getByText('El medio de pago EFECTIVO no se puede inactivar')).toBeVisible();
    await expect(fila(page, 'EFE').getByRole('switch', { name: 'Estado de EFE' })).toBeChecked();
  });

  test('Conceptos de inventario: los del sistema se ven con candado y sin editar ni eliminar', async ({ page }) => {
    await entrarEn(page, 'SUPERADMIN', direccionDe(CATALOGOS[7]));
    await abrir(page, CATALOGOS[7], ES);
    await buscar(page, ES, 'COMPRA');
    const compra = fila(page, 'COMPRA');
    await expect(compra).toContainText('ENTRADA POR COMPRA');
    await expect(compra.getByRole('img', { name: 'Registro del sistema: solo lectura' })).toBeVisible();
    await expect(compra.getByRole('button', { name: 'Editar COMPRA' })).toHaveCount(0);
    await expect(compra.getByRole('button', { name: 'Eliminar COMPRA' })).toHaveCount(0);
    // Its state is shown, not switched.
    await expect(compra.getByRole('switch')).toHaveCount(0);
    await expect(compra).toContainText('Activo');
  });

  test('en árabe, de derecha a izquierda: Categorías con el mismo recorrido', async ({ page }) => {
    await enArabe(page, direccionDe(CATALOGOS[0]), () =>
      recorrer(
        page,
        {
          ...CATALOGOS[0],
          titulo: 'الفئات',
          entidad: 'فئة',
          codigo: 'E2EAR',
          llenar: (cajon, p) => elegir(cajon, p, 'نوع النشاط', 'متجر صغير'),
        },
        AR,
      ),
    );
  });

  test('en árabe, de derecha a izquierda: Impuestos, con su fecha escrita desde el teclado', async ({ page }) => {
    await enArabe(page, direccionDe(CATALOGOS[5]), () =>
      recorrer(
        page,
        {
          ...CATALOGOS[5],
          titulo: 'الضرائب',
          entidad: 'ضريبة',
          codigo: 'E2EIMPAR',
          pdf: false,
          llenar: async (cajon, p) => {
            await elegir(cajon, p, 'رمز DIAN', '04 INC');
            await cajon.getByLabel('قيمة الضريبة').fill('8');
            await llenarFecha(cajon, 'سارية من', '2025-07-01');
          },
        },
        AR,
      ),
    );
  });
});
