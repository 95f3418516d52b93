import { expect, test, type Page } from '@playwright/test';
import { AR, buscar, type Catalogo, direccionDe, elegir, enArabe, ES, fila, recorrer } from '../support/catalogo';
import { entrarEn, irEnLaApp } from '../support/ui';

/**
 * Own customers (SCREENS.md G19, issue 25): a customer, a fleet of it, a vehicle of it and a tag for the vehicle,
 * each created with a validation error first, found, edited, inactivated and exported. The business's own fleet in
 * Arabic, right to left.
 */
const CLIENTES: Catalogo = {
  seccion: 'Usuarios',
  modulo: 'Clientes',
  ruta: new RegExp('/app/usuarios/clientes$'),
  titulo: 'Clientes',
  entidad: 'cliente',
  codigo: '811333444',
  archivo: 'clientes',
  etiquetaCodigo: /^Identificación/,
  etiquetaDescripcion: 'Nombre',
  llenar: async (cajon, page) => {
    await cajon.getByLabel('Correo FE').fill('facturas@transportes-e2e.co');
    await elegir(cajon, page, /^Tipo\W*$/, 'Crédito');
    await cajon.getByLabel(/^Autorización de tratamiento de datos/).check();
  },
};

/** A customer the fleet and the vehicle belong to, created through the screen. */
async function crearCliente(page: Page, identificacion: string, nombre: string): Promise<void> {
  await entrarEn(page, 'SUPERADMIN', direccionDe(CLIENTES));
  await page.getByRole('button', { name: 'Crear cliente' }).click();
  const cajon = page.getByRole('dialog', { name: 'Crear cliente' });
  await cajon.getByLabel(/^Identificación/).fill(identificacion);
  await cajon.getByLabel('Nombre').fill(nombre);
  await cajon.getByLabel('Correo FE').fill('flotas@transportes-e2e.co');
  await elegir(cajon, page, /^Tipo\W*$/, 'Crédito');
  // Without the consent the customer is not stored (Ley 1581).
  await cajon.getByRole('button', { name: ES.guardar }).click();
  await expect(cajon.getByText('Debe aceptar la autorización de tratamiento de datos')).toBeVisible();
  await cajon.getByLabel(/^Autorización de tratamiento de datos/).check();
  await cajon.getByRole('button', { name: ES.guardar }).click();
  await expect(page.getByText(ES.creado).last()).toBeVisible(); // the previous form's notice may still be up
  // The next form's own notice is then the only one on screen.
  await expect(page.getByText(ES.creado)).toHaveCount(0);
}

test.describe('clientes', () => {
  test('Clientes: crear (primero con un error), buscar, editar, inactivar y exportar', async ({ page }) => {
    await entrarEn(page, 'SUPERADMIN', direccionDe(CLIENTES));
    await recorrer(page, { ...CLIENTES, pdf: true }, ES);
  });

  test('Flotas de un cliente: crear (primero con un error), buscar, editar, inactivar y exportar', async ({ page }) => {
    await crearCliente(page, '811444555', 'transportes flota e2e');
    const cliente = '811444555 · TRANSPORTES FLOTA E2E';

    await irEnLaApp(page, direccionDe({ ruta: new RegExp('/app/usuarios/flotas$') }));
    await recorrer(
      page,
      {
        seccion: 'Usuarios',
        modulo: 'Flotas de usuarios',
        ruta: new RegExp('/app/usuarios/flotas$'),
        titulo: 'Flotas de clientes',
        entidad: 'flota',
        codigo: 'FLE2E1',
        archivo: 'flotas',
        etiquetaDescripcion: 'Nombre',
        llenar: (cajon, p) => elegir(cajon, p, /^Cliente/, cliente),
      },
      ES,
    );
  });

  test('Vehículos de un cliente: la placa AAA123 / AAA12A, crear, buscar, editar, inactivar y exportar', async ({ page }) => {
    await crearCliente(page, '811555666', 'transportes vehiculos e2e');
    const cliente = '811555666 · TRANSPORTES VEHICULOS E2E';
    await irEnLaApp(page, direccionDe({ ruta: new RegExp('/app/usuarios/vehiculos$') }));
    // The plate rule: AAA123 or AAA12A.
    await page.getByRole('button', { name: 'Crear vehículo' }).click();
    const intento = page.getByRole('dialog', { name: 'Crear vehículo' });
    await intento.getByLabel(/^Placa/).fill('AB1234');
    await intento.getByRole('button', { name: ES.guardar }).click();
    await expect(intento.getByText('Placa no válida')).toBeVisible();
    await intento.getByRole('button', { name: 'Cancelar' }).click();
    await page.getByRole('dialog', { name: '¿Desea salir sin guardar los cambios?' }).getByRole('button', { name: ES.aceptar }).click();
    await expect(intento).toBeHidden();
    await recorrer(
      page,
      {
        seccion: 'Usuarios',
        modulo: 'Vehículos de usuarios',
        ruta: new RegExp('/app/usuarios/vehiculos$'),
        titulo: 'Vehículos de clientes',
        entidad: 'vehículo',
        codigo: 'EEE12A',
        archivo: 'vehiculos',
        etiquetaCodigo: /^Placa/,
        etiquetaDescripcion: 'Tipo de vehículo',
        llenar: async (cajon, p) => {
          await elegir(cajon, p, /^Combustible/, 'CORRIENTE');
          await elegir(cajon, p, /^Cliente/, cliente);
        },
      },
      ES,
    );
  });

  test('un tag para un vehículo: crear (primero sin código), buscar, editar, inactivar y exportar', async ({ page }) => {
    await crearCliente(page, '811666777', 'transportes tag e2e');
    // The customer's vehicle the tag is for.
    await irEnLaApp(page, direccionDe({ ruta: new RegExp('/app/usuarios/vehiculos$') }));
    const cliente = '811666777 · TRANSPORTES TAG E2E';
    await expect(page.getByRole('heading', { name: 'Vehículos de clientes' })).toBeVisible();
    await page.getByRole('button', { name: 'Crear vehículo' }).click();
    const nuevo = page.getByRole('dialog', { name: 'Crear vehículo' });
    await nuevo.getByLabel(/^Placa/).fill('EEE123');
    await nuevo.getByLabel('Tipo de vehículo').fill('taxi');
    await elegir(nuevo, page, /^Combustible/, 'CORRIENTE');
    await elegir(nuevo, page, /^Cliente/, cliente);
    await nuevo.getByRole('button', { name: ES.guardar }).click();
    await expect(page.getByText(ES.creado).last()).toBeVisible(); // the previous form's notice may still be up

    // The tag: without a code the form refuses; then it is assigned to the vehicle, found, edited, inactivated, exported.
    await irEnLaApp(page, direccionDe({ ruta: new RegExp('/app/configuracion/gestion_medios_identificacion$') }));
    await expect(page.getByRole('heading', { name: 'Medios de identificación' })).toBeVisible();
    await page.getByRole('button', { name: 'Crear medio de identificación' }).click();
    const cajon = page.getByRole('dialog', { name: 'Crear medio de identificación' });
    await elegir(cajon, page, /^Tipo de medio/, 'Tag');
    await elegir(cajon, page, /^Entidad/, 'Vehículo');
    await elegir(cajon, page, /^Asignado a/, 'EEE123');
    await cajon.getByRole('button', { name: ES.guardar }).click();
    await expect(cajon.getByText(ES.obligatorio).first()).toBeVisible();
    await cajon.getByLabel(/^Código/).fill('tage2e001');
    await cajon.getByRole('button', { name: ES.guardar }).click();
    await expect(page.getByText(ES.creado).last()).toBeVisible(); // the previous form's notice may still be up
    await buscar(page, ES, 'TAGE2E001');
    await expect(fila(page, 'TAGE2E001')).toContainText('EEE123');
    await fila(page, 'TAGE2E001').getByRole('button', { name: 'Editar TAGE2E001' }).click();
    const edicion = page.getByRole('dialog', { name: 'Editar medio de identificación' });
    await elegir(edicion, page, /^Tipo de medio/, 'Tarjeta');
    await edicion.getByRole('button', { name: ES.guardar }).click();
    await expect(page.getByText(ES.editado)).toBeVisible();
    await expect(fila(page, 'TAGE2E001')).toContainText('TARJETA');
    const estado = fila(page, 'TAGE2E001').getByRole('switch', { name: 'Estado de TAGE2E001' });
    await estado.click();
    await page.getByRole('dialog', { name: ES.preguntaInactivar }).getByRole('button', { name: ES.aceptar }).click();
    await expect(page.getByText(ES.inactivado)).toBeVisible();
    const [excel] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: ES.exportarExcel }).click()]);
    expect(excel.suggestedFilename()).toMatch(/^medios_identificacion_export_\d{8}_\d{6}\.xlsx$/);
  });

  test('los vehículos de la empresa: su propia pantalla, que también exige una placa válida', async ({ page }) => {
    await entrarEn(page, 'SUPERADMIN', '/app/empresa/vehiculos');
    await expect(page.getByRole('heading', { name: 'Vehículos de la empresa' })).toBeVisible();
    await page.getByRole('button', { name: 'Crear vehículo' }).click();
    const cajon = page.getByRole('dialog', { name: 'Crear vehículo' });
    await cajon.getByLabel(/^Placa/).fill('AB1234');
    await cajon.getByRole('button', { name: ES.guardar }).click();
    await expect(cajon.getByText('Placa no válida')).toBeVisible();
  });

  test('en árabe, de derecha a izquierda: las flotas de la empresa con el mismo recorrido', async ({ page }) => {
    await enArabe(page, '/app/empresa/flotas', () =>
      recorrer(
        page,
        {
          seccion: 'Empresa',
          modulo: 'Flotas de la empresa',
          ruta: new RegExp('/app/empresa/flotas$'),
          titulo: 'أساطيل الشركة',
          entidad: 'أسطول',
          codigo: 'FLPAR1',
          archivo: 'flotas_empresa',
          etiquetaDescripcion: 'الاسم',
          llenar: async () => {},
        },
        AR,
      ),
    );
  });
});
