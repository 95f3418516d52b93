import { expect, test } from '@playwright/test';
import { abrir, AR, type Catalogo, direccionDe, elegir, enArabe, ES, recorrer } from '../support/catalogo';
import { entrarEn } from '../support/ui';

/**
 * Proveedores (SCREENS.md G12) on the catalogue kit: NIT and Razón social stand for Código and Descripción. The
 * configuration route in Spanish; the loyalty route, PREMIOS only, in Arabic right to left.
 */
const PROVEEDORES: Catalogo = {
  seccion: 'Configuración',
  modulo: 'Gestión de proveedores',
  ruta: new RegExp('/app/configuracion/gestion_proveedores$'),
  titulo: 'Proveedores',
  entidad: 'proveedor',
  codigo: '900555111',
  archivo: 'proveedores',
  etiquetaCodigo: /^NIT/,
  etiquetaDescripcion: 'Razón social',
  llenar: async (cajon, page) => {
    await elegir(cajon, page, 'Tipo de identificación', 'NIT');
    await cajon.getByLabel('Correo').fill('compras@proveedor.co');
    await cajon.getByLabel('Plazo de pago (días)').fill('30');
    await elegir(cajon, page, /^Tipo\W*$/, 'CANASTILLA');
  },
};

test.describe('proveedores', () => {
  test('Proveedores: crear (primero con un error), buscar, editar, inactivar, exportar y eliminar', async ({ page }) => {
    await entrarEn(page, 'SUPERADMIN', direccionDe(PROVEEDORES));
    await recorrer(page, PROVEEDORES, ES);
  });

  test('un NIT con un dígito de verificación que no corresponde no se guarda', async ({ page }) => {
    await entrarEn(page, 'SUPERADMIN', direccionDe(PROVEEDORES));
    await abrir(page, PROVEEDORES, ES);
    await page.getByRole('button', { name: 'Crear proveedor' }).click();
    const cajon = page.getByRole('dialog', { name: 'Crear proveedor' });
    await cajon.getByLabel(/^NIT/).fill('900100000-1');
    await cajon.getByRole('button', { name: ES.guardar }).click();
    await expect(cajon.getByText('El dígito de verificación no corresponde')).toBeVisible();
    await expect(cajon).toBeVisible();
  });

  test('en árabe, de derecha a izquierda: Proveedores de premios con el mismo recorrido', async ({ page }) => {
    await enArabe(page, '/app/fidelizacion/gestion_proveedores', () =>
      recorrer(
        page,
        {
          ...PROVEEDORES,
          seccion: 'Fidelización',
          modulo: 'Proveedores de fidelización',
          ruta: new RegExp('/app/fidelizacion/gestion_proveedores$'),
          titulo: 'موردو الجوائز',
          entidad: 'مورد',
          codigo: '900555222',
          archivo: 'proveedores_premios',
          etiquetaCodigo: /^الرقم الضريبي/,
          etiquetaDescripcion: 'الاسم القانوني',
          llenar: async (cajon, p) => {
            await elegir(cajon, p, 'نوع الهوية', 'NIT');
            await cajon.getByLabel('البريد الإلكتروني').fill('premios@proveedor.co');
            // The loyalty route's suppliers are PREMIOS: the type comes chosen and fixed.
            await expect(cajon.getByRole('combobox', { name: /^النوع/ })).toHaveText('PREMIOS');
          },
        },
        AR,
      ),
    );
  });
});
