import { expect, test, type Locator, type Page } from '@playwright/test';
import { abrirMenu, cerrarAvisosDelDashboard, entrarEn, ingresar } from '../support/ui';

/**
 * Regionales (spec document 2, /configuracion/regionales): cards with the name and Editar, 'Crear regional', the
 * drawer 'Crear Regional' / 'Editar Regional' with the spec's messages, and the link to the business made on creation.
 */
const RUTA = /\/app\/configuracion\/regionales$/;

async function abrirDesdeElMenu(page: Page): Promise<void> {
  const cajon = await abrirMenu(page);
  const menu = cajon.getByRole('navigation', { name: 'Menú' });
  await menu.getByRole('button', { name: 'Configuración' }).click();
  await menu.getByRole('link', { name: 'Regionales' }).click();
  await expect(page).toHaveURL(RUTA);
}

/** A regional's card, by its name. */
function tarjeta(page: Page, nombre: string): Locator {
  return page.getByRole('article', { name: nombre, exact: true });
}

async function buscar(page: Page, texto: string, etiquetas = { buscar: 'Buscar', boton: 'BUSCAR' }): Promise<void> {
  const filtros = page.getByRole('search');
  await filtros.getByLabel(etiquetas.buscar).fill(texto);
  await filtros.getByRole('button', { name: etiquetas.boton }).click();
}

async function elegirPais(page: Page, cajon: Locator, etiqueta: string, pais: string): Promise<void> {
  await cajon.getByLabel(etiqueta).click();
  await page.getByRole('option', { name: pais, exact: true }).click();
}

test.describe('regionales', () => {
  test('SUPERADMIN crea (primero con los mensajes de validación), encuentra y edita una regional', async ({ page }) => {
    await ingresar(page, 'SUPERADMIN');
    await cerrarAvisosDelDashboard(page);
    await abrirDesdeElMenu(page);
    await expect(page.getByRole('heading', { name: 'Regionales', level: 1 })).toBeVisible();

    // Create: Guardar on an empty form shows the spec's three messages, and nothing is sent.
    await page.getByRole('button', { name: 'Crear regional' }).click();
    const cajon = page.getByRole('dialog', { name: 'Crear Regional' });
    await cajon.getByRole('button', { name: 'Guardar' }).click();
    await expect(cajon.getByText('Por favor, ingrese el nombre de la regional')).toBeVisible();
    await expect(cajon.getByText('Por favor, ingrese codigo de regional')).toBeVisible();
    await expect(cajon.getByText('Por favor, seleccione un país')).toBeVisible();
    // The shared custom check, on the form: a code with a space is not accepted.
    await cajon.getByLabel('Nombre').fill('regional caribe norte');
    await cajon.getByLabel('Código').fill('car n');
    await elegirPais(page, cajon, 'País', 'COLOMBIA');
    await cajon.getByRole('button', { name: 'Guardar' }).click();
    await expect(cajon.getByText('El código solo admite letras, números, guion y guion bajo, sin espacios')).toBeVisible();
    await cajon.getByLabel('Código').fill('car-n');
    await expect(cajon.getByLabel('Código')).toHaveValue('CAR-N');
    await cajon.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Regional creada correctamente')).toBeVisible();
    await expect(cajon).toBeHidden();
    // The card: its name under Nombre, its code and country, and the business it was linked to on creation.
    const creada = tarjeta(page, 'REGIONAL CARIBE NORTE');
    await expect(creada).toContainText('Nombre');
    await expect(creada).toContainText('CAR-N · COLOMBIA');
    await expect(creada).toContainText('Negocios vinculados: 1');

    // The same name again: the server's shared check lands on the field.
    await page.getByRole('button', { name: 'Crear regional' }).click();
    const otra = page.getByRole('dialog', { name: 'Crear Regional' });
    await otra.getByLabel('Nombre').fill('Regional  Caribe Norte');
    await otra.getByLabel('Código').fill('CN2');
    await elegirPais(page, otra, 'País', 'COLOMBIA');
    await otra.getByRole('button', { name: 'Guardar' }).click();
    await expect(otra.getByLabel('Nombre')).toHaveAccessibleDescription('Ya existe una regional con este nombre en el negocio');
    await otra.getByRole('button', { name: 'Cancelar' }).click();
    await page.getByRole('dialog', { name: '¿Desea salir sin guardar los cambios?' }).getByRole('button', { name: 'Aceptar' }).click();
    await expect(otra).toBeHidden();

    // Found by search on the server.
    await page.getByRole('button', { name: 'Crear regional' }).click();
    const segunda = page.getByRole('dialog', { name: 'Crear Regional' });
    await segunda.getByLabel('Nombre').fill('Regional Sur');
    await segunda.getByLabel('Código').fill('SUR');
    await elegirPais(page, segunda, 'País', 'ECUADOR');
    await segunda.getByRole('button', { name: 'Guardar' }).click();
    // The first creation's notice may still be on screen: the newest is the last one.
    await expect(page.getByText('Regional creada correctamente').last()).toBeVisible();
    await expect(segunda).toBeHidden();
    await buscar(page, 'car-n');
    await expect(tarjeta(page, 'REGIONAL CARIBE NORTE')).toBeVisible();
    await expect(tarjeta(page, 'REGIONAL SUR')).toHaveCount(0);
    await buscar(page, 'no existe ninguna');
    await expect(page.getByText('No se encontro')).toBeVisible();
    await buscar(page, 'caribe norte');

    // Edit: the drawer loads the three fields from the server, then saves.
    await tarjeta(page, 'REGIONAL CARIBE NORTE').getByRole('button', { name: 'Editar REGIONAL CARIBE NORTE' }).click();
    const edicion = page.getByRole('dialog', { name: 'Editar Regional' });
    await expect(edicion.getByLabel('Nombre')).toHaveValue('REGIONAL CARIBE NORTE');
    await expect(edicion.getByLabel('Código')).toHaveValue('CAR-N');
    await expect(edicion.getByLabel('País')).toHaveText('COLOMBIA');
    await edicion.getByLabel('Nombre').fill('Regional Caribe Insular');
    await edicion.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Regional editada correctamente')).toBeVisible();
    await expect(edicion).toBeHidden();
    await buscar(page, '');
    await expect(tarjeta(page, 'REGIONAL CARIBE INSULAR')).toContainText('CAR-N · COLOMBIA');
    await expect(tarjeta(page, 'REGIONAL SUR')).toContainText('SUR · ECUADOR');
  });

  test('ZONAL (CONFIGURACION con R) ve las tarjetas sin Crear regional ni Editar', async ({ page }) => {
    await ingresar(page, 'ZONAL');
    await cerrarAvisosDelDashboard(page);
    await abrirDesdeElMenu(page);
    await expect(page.getByRole('heading', { name: 'Regionales', level: 1 })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Crear regional' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Editar / })).toHaveCount(0);
  });

  test('en árabe la pantalla va de derecha a izquierda: crea con sus mensajes y edita', async ({ page }) => {
    await entrarEn(page, 'SUPERADMIN', '/app/configuracion/regionales', { preferencias: { idioma: 'ar' } });
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'المناطق الإقليمية', level: 1 })).toBeVisible();

    await page.getByRole('button', { name: 'إنشاء منطقة إقليمية' }).click();
    const cajon = page.getByRole('dialog', { name: 'إنشاء منطقة إقليمية' });
    await expect(cajon).toBeVisible();
    // The drawer opens on the inline end, which is the left in Arabic.
    expect((await cajon.boundingBox())!.x).toBeLessThan(2);
    await cajon.getByRole('button', { name: 'حفظ' }).click();
    await expect(cajon.getByText('يرجى إدخال اسم المنطقة الإقليمية')).toBeVisible();
    await expect(cajon.getByText('يرجى إدخال رمز المنطقة الإقليمية')).toBeVisible();
    await expect(cajon.getByText('يرجى اختيار بلد')).toBeVisible();
    await cajon.getByLabel('الاسم').fill('Regional Desierto');
    await cajon.getByLabel('الرمز').fill('des');
    await elegirPais(page, cajon, 'البلد', 'COLOMBIA');
    await cajon.getByRole('button', { name: 'حفظ' }).click();
    await expect(page.getByText('تم إنشاء المنطقة الإقليمية بنجاح')).toBeVisible();

    await buscar(page, 'desierto', { buscar: 'بحث', boton: 'بحث' });
    await tarjeta(page, 'REGIONAL DESIERTO').getByRole('button', { name: 'تعديل REGIONAL DESIERTO' }).click();
    const edicion = page.getByRole('dialog', { name: 'تعديل المنطقة الإقليمية' });
    await expect(edicion.getByLabel('الرمز')).toHaveValue('DES');
    await edicion.getByLabel('الاسم').fill('Regional Oasis');
    await edicion.getByRole('button', { name: 'حفظ' }).click();
    await expect(page.getByText('تم تعديل المنطقة الإقليمية بنجاح')).toBeVisible();
    await buscar(page, 'oasis', { buscar: 'بحث', boton: 'بحث' });
    await expect(tarjeta(page, 'REGIONAL OASIS')).toContainText('DES · COLOMBIA');

    await page.getByRole('button', { name: 'اختيار اللغة' }).click();
    await page.getByRole('menuitem', { name: 'Español' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  });
});
