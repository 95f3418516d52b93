import { expect, test, type Locator, type Page } from '@playwright/test';
import { cerrarAvisosDelDashboard, descartarAvisos, entrarEn, ingresar } from '../support/ui';

/**
 * Islas y surtidores (SCREENS.md G03) at '/app/empresa/islas': a person picks a station, creates an island (first with
 * a validation error), adds a pump and a hose (first on a tank of another fuel, refused with the spec's text), edits
 * the hose, inactivates it and deletes it (never used); in Arabic the screen runs right to left and creates an island.
 */
const DIRECCION = '/app/empresa/islas';

async function abrirDesdeElMenu(page: Page, textos = { abrir: 'Abrir menú', menu: 'Menú principal' }): Promise<void> {
  await page.getByRole('button', { name: textos.abrir }).click();
  const cajon = page.getByRole('complementary', { name: textos.menu });
  await cajon.getByRole('button', { name: 'Empresa' }).click();
  await cajon.getByRole('link', { name: 'Islas', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${DIRECCION}$`));
}

const nodo = (donde: Page | Locator, nombre: string) => donde.getByRole('treeitem', { name: nombre, exact: true });

async function elegir(page: Page, cajon: Locator, etiqueta: RegExp, opcion: string): Promise<void> {
  await cajon.getByLabel(etiqueta).click();
  await page.getByRole('option', { name: opcion, exact: true }).click();
}

test.describe('islas y surtidores', () => {
  test('SUPERADMIN crea una isla (primero con un error), agrega un surtidor y una manguera, la edita, la inactiva y la elimina', async ({
    page,
  }) => {
    await ingresar(page, 'SUPERADMIN');
    await cerrarAvisosDelDashboard(page);
    await abrirDesdeElMenu(page);
    await expect(page.getByRole('heading', { name: 'Islas y surtidores' })).toBeVisible();
    const arbol = page.getByRole('tree', { name: 'Islas, surtidores y mangueras' });
    await expect(arbol).toBeVisible();

    // The island: Descripción left empty first.
    await page.getByRole('button', { name: 'Crear Isla' }).click();
    const isla = page.getByRole('dialog', { name: 'Crear Isla' });
    await isla.getByLabel(/^Código\W*$/).fill('e2e1');
    await isla.getByRole('button', { name: 'Guardar' }).click();
    await expect(isla.getByLabel(/^Descripción\W*$/)).toHaveAccessibleDescription('Este campo es obligatorio');
    await isla.getByLabel(/^Descripción\W*$/).fill('isla de prueba');
    await isla.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Registro creado correctamente')).toBeVisible();
    await expect(isla).toBeHidden();
    const nodoIsla = nodo(arbol, 'Isla E2E1 - ISLA DE PRUEBA');
    await expect(nodoIsla).toBeVisible();
    await descartarAvisos(page);

    // The pump: an address out of range first.
    await nodoIsla.getByRole('button', { name: 'Agregar surtidor a Isla E2E1 - ISLA DE PRUEBA' }).click();
    const surtidor = page.getByRole('dialog', { name: 'Crear Surtidor' });
    await surtidor.getByLabel(/^Número\W*$/).fill('91');
    await elegir(page, surtidor, /^Protocolo\W*$/, 'WAYNE');
    await surtidor.getByLabel(/^Dirección\W*$/).fill('120');
    await surtidor.getByRole('button', { name: 'Guardar' }).click();
    await expect(surtidor.getByLabel(/^Dirección\W*$/)).toHaveAccessibleDescription('El valor ingresado debe estar entre 1 y 99');
    await surtidor.getByLabel(/^Dirección\W*$/).fill('12');
    await surtidor.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Registro creado correctamente')).toBeVisible();
    const nodoSurtidor = nodo(nodoIsla, 'Surtidor 91 (WAYNE)');
    await expect(nodoSurtidor).toBeVisible();
    await descartarAvisos(page);

    // The hose: a product the tank does not hold is refused by the server with the spec's text.
    await nodoSurtidor.getByRole('button', { name: 'Agregar manguera a Surtidor 91 (WAYNE)' }).click();
    const manguera = page.getByRole('dialog', { name: 'Crear Manguera' });
    await manguera.getByLabel(/^Número\W*$/).fill('1');
    await elegir(page, manguera, /^Producto\W*$/, 'GASOLINA EXTRA');
    await elegir(page, manguera, /^Tanque\W*$/, 'TQ-COR - TANQUE CORRIENTE (GASOLINA CORRIENTE)');
    await manguera.getByLabel(/^Lectura inicial \(gal\)\W*$/).fill('1500,5');
    await manguera.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('El producto de la manguera no coincide con el del tanque').first()).toBeVisible();
    await elegir(page, manguera, /^Producto\W*$/, 'GASOLINA CORRIENTE');
    await manguera.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Registro creado correctamente')).toBeVisible();
    await expect(manguera).toBeHidden();
    const nombreManguera = 'Manguera 1 · cara 1 · GASOLINA CORRIENTE · TANQUE CORRIENTE';
    await expect(nodo(nodoSurtidor, nombreManguera)).toBeVisible();

    // Edit: the hose moves to side 2 and keeps its reading.
    await nodo(nodoSurtidor, nombreManguera)
      .getByRole('button', { name: `Editar ${nombreManguera}` })
      .click();
    const edicion = page.getByRole('dialog', { name: 'Editar Manguera' });
    await expect(edicion.getByLabel(/^Lectura inicial \(gal\)\W*$/)).toHaveValue('1500.5');
    await elegir(page, edicion, /^Cara\W*$/, '2');
    await edicion.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Registro editado correctamente')).toBeVisible();
    const editada = 'Manguera 1 · cara 2 · GASOLINA CORRIENTE · TANQUE CORRIENTE';
    await expect(nodo(nodoSurtidor, editada)).toBeVisible();

    // Inactivate the hose.
    const estado = nodo(nodoSurtidor, editada).getByRole('switch', { name: `Estado de ${editada}` });
    await estado.click();
    await page.getByRole('dialog', { name: '¿Está seguro de inactivar este registro?' }).getByRole('button', { name: 'Aceptar' }).click();
    await expect(page.getByText('REGISTRO INACTIVADO CORRECTAMENTE')).toBeVisible();
    await expect(estado).not.toBeChecked();

    // A hose never used may be deleted (one with sales is refused and stays inactive).
    await nodo(nodoSurtidor, editada)
      .getByRole('button', { name: `Eliminar ${editada}` })
      .click();
    await page.getByRole('dialog', { name: '¿Está seguro de eliminar este registro?' }).getByRole('button', { name: 'Aceptar' }).click();
    await expect(page.getByText('Registro eliminado correctamente')).toBeVisible();
    await expect(nodo(nodoSurtidor, editada)).toHaveCount(0);
  });

  test('en árabe la pantalla va de derecha a izquierda y crea una isla con un error primero', async ({ page }) => {
    await entrarEn(page, 'SUPERADMIN', DIRECCION, { preferencias: { idioma: 'ar' } });
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'الجزر والمضخات' })).toBeVisible();
    const arbol = page.getByRole('tree', { name: 'الجزر والمضخات والخراطيم' });
    await expect(arbol).toBeVisible();

    await page.getByRole('button', { name: 'إنشاء جزيرة' }).click();
    const cajon = page.getByRole('dialog', { name: 'إنشاء جزيرة' });
    expect((await cajon.boundingBox())!.x).toBeLessThan(2);
    await cajon.getByRole('button', { name: 'حفظ' }).click();
    await expect(cajon.getByLabel(/^الرمز\W*$/)).toHaveAccessibleDescription('هذا الحقل مطلوب');
    await cajon.getByLabel(/^الرمز\W*$/).fill('ar1');
    await cajon.getByLabel(/^الوصف\W*$/).fill('isla arabe');
    await cajon.getByRole('button', { name: 'حفظ' }).click();
    await expect(page.getByText('تم إنشاء السجل بنجاح')).toBeVisible();
    await expect(nodo(arbol, 'جزيرة AR1 - ISLA ARABE')).toBeVisible();
  });
});
