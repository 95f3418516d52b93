import { expect, test, type Locator, type Page } from '@playwright/test';
import { cerrarAvisosDelDashboard, entrarEn, ingresar } from '../support/ui';

/**
 * Estructura empresarial (SCREENS.md G01) at /empresa/estructura: a person adds a company under a regional (first
 * with validation errors), moves it by dragging it onto another regional, sees the move under its own descendant
 * refused with the server's text, inactivates it and finds it again by search; in Arabic the screen runs right to
 * left and the move goes through the keyboard's dialog.
 */
const RUTA = /\/app\/empresa\/estructura$/;

async function abrirDesdeElMenu(page: Page, textos = { abrir: 'Abrir menú', menu: 'Menú principal' }): Promise<void> {
  await page.getByRole('button', { name: textos.abrir }).click();
  const cajon = page.getByRole('complementary', { name: textos.menu });
  await cajon.getByRole('button', { name: 'Empresa' }).click();
  await cajon.getByRole('link', { name: 'Estructura' }).click();
  await expect(page).toHaveURL(RUTA);
}

const nodo = (donde: Page | Locator, nombre: string) => donde.getByRole('treeitem', { name: nombre, exact: true });
/** The row of a node (what is dragged and what takes the drop), without its children. */
const filaDe = (donde: Page | Locator, nombre: string) => nodo(donde, nombre).locator('> .eds-arbol-fila');

async function elegir(page: Page, cajon: Locator, etiqueta: RegExp, opcion: string): Promise<void> {
  await cajon.getByLabel(etiqueta).click();
  await page.getByRole('option', { name: opcion, exact: true }).click();
}

test.describe('estructura empresarial', () => {
  test('SUPERADMIN agrega una empresa bajo una regional (primero con errores), la mueve arrastrando, ve el movimiento rechazado, la inactiva y la encuentra', async ({
    page,
  }) => {
    await ingresar(page, 'SUPERADMIN');
    await cerrarAvisosDelDashboard(page);
    await abrirDesdeElMenu(page);
    await expect(page.getByRole('heading', { name: 'Estructura empresarial' })).toBeVisible();
    const arbol = page.getByRole('tree', { name: 'Empresas del negocio' });
    await expect(nodo(nodo(arbol, 'REGIONAL CARIBE'), 'EDS BARRANQUILLA CENTRO')).toBeVisible();

    // Add under REGIONAL CARIBE: the form refuses missing and invalid fields with the spec's messages.
    await nodo(arbol, 'REGIONAL CARIBE').getByRole('button', { name: 'Agregar empresa en REGIONAL CARIBE' }).first().click();
    const cajon = page.getByRole('dialog', { name: 'Crear empresa' });
    await expect(cajon.getByLabel(/^Empresa padre\W*$/)).toHaveText('REGIONAL CARIBE');
    await expect(cajon.getByLabel(/^Tipo\W*$/)).toHaveText('Regional');
    await cajon.getByLabel(/^Razón social\W*$/).fill('regional e2e norte s.a.s.');
    await cajon.getByLabel(/^NIT\W*$/).fill('900123456-1');
    await cajon.getByLabel(/^Teléfono\W*$/).fill('12');
    await cajon.getByRole('button', { name: 'Guardar' }).click();
    await expect(cajon.getByLabel(/^Alias\W*$/)).toHaveAccessibleDescription('Este campo es obligatorio');
    await expect(cajon.getByLabel(/^NIT\W*$/)).toHaveAccessibleDescription('El dígito de verificación no corresponde');
    await expect(cajon.getByLabel(/^Teléfono\W*$/)).toHaveAccessibleDescription('Debe de ingresar al menos 7 digitos (si es fijo)');

    await cajon.getByLabel(/^Alias\W*$/).fill('regional e2e norte');
    await expect(cajon.getByLabel(/^Alias\W*$/)).toHaveValue('REGIONAL E2E NORTE');
    await cajon.getByLabel(/^NIT\W*$/).fill('900123456-8');
    await cajon.getByLabel(/^Teléfono\W*$/).fill('3001234567');
    await elegir(page, cajon, /^País\W*$/, 'COLOMBIA');
    await elegir(page, cajon, /^Departamento\W*$/, 'ATLÁNTICO');
    await elegir(page, cajon, /^Ciudad\W*$/, 'SOLEDAD');
    await cajon.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Registro creado correctamente')).toBeVisible();
    await expect(cajon).toBeHidden();
    await expect(nodo(nodo(arbol, 'REGIONAL CARIBE'), 'REGIONAL E2E NORTE')).toBeVisible();

    // A company dropped on its own descendant: the server refuses, and the tree stays as it was.
    await filaDe(arbol, 'REGIONAL CARIBE').dragTo(filaDe(arbol, 'REGIONAL E2E NORTE'));
    await expect(page.getByText('Una empresa no puede depender de sí misma ni de sus descendientes')).toBeVisible();
    await expect(nodo(nodo(arbol, 'REGIONAL CARIBE'), 'REGIONAL E2E NORTE')).toBeVisible();

    // Dragged onto REGIONAL ANDINA, it moves there.
    await filaDe(arbol, 'REGIONAL E2E NORTE').dragTo(filaDe(arbol, 'REGIONAL ANDINA'));
    await expect(page.getByText('Empresa movida correctamente')).toBeVisible();
    await expect(nodo(nodo(arbol, 'REGIONAL ANDINA'), 'REGIONAL E2E NORTE')).toBeVisible();
    await expect(nodo(nodo(arbol, 'REGIONAL CARIBE'), 'REGIONAL E2E NORTE')).toHaveCount(0);

    // Inactivate, then find it by search: only it and its ancestors stay in the tree.
    const estado = nodo(arbol, 'REGIONAL E2E NORTE').getByRole('switch', { name: 'Estado de REGIONAL E2E NORTE' });
    await estado.click();
    await page.getByRole('dialog', { name: '¿Está seguro de inactivar este registro?' }).getByRole('button', { name: 'Aceptar' }).click();
    await expect(page.getByText('REGISTRO INACTIVADO CORRECTAMENTE')).toBeVisible();
    await expect(estado).not.toBeChecked();
    await page.getByRole('search').getByRole('searchbox', { name: 'Buscar' }).fill('e2e norte');
    await expect(nodo(arbol, 'REGIONAL CARIBE')).toHaveCount(0);
    await expect(
      nodo(nodo(arbol, 'REGIONAL ANDINA'), 'REGIONAL E2E NORTE').getByRole('switch', { name: 'Estado de REGIONAL E2E NORTE' }),
    ).not.toBeChecked();
    await page.getByRole('search').getByRole('searchbox', { name: 'Buscar' }).fill('no existe ninguna');
    await expect(page.getByText('No se encontro')).toBeVisible();
  });

  test('en árabe la pantalla va de derecha a izquierda: agrega con un error primero y mueve con el teclado', async ({ page }) => {
    await entrarEn(page, 'SUPERADMIN', '/app/empresa/estructura', { preferencias: { idioma: 'ar' } });
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'الهيكل التنظيمي للشركات' })).toBeVisible();
    const arbol = page.getByRole('tree', { name: 'شركات النشاط التجاري' });

    await nodo(arbol, 'REGIONAL PACIFICO').getByRole('button', { name: 'إضافة شركة ضمن REGIONAL PACIFICO' }).first().click();
    const cajon = page.getByRole('dialog', { name: 'إنشاء شركة' });
    expect((await cajon.boundingBox())!.x).toBeLessThan(2);
    await cajon.getByRole('button', { name: 'حفظ' }).click();
    await expect(cajon.getByLabel(/^الاسم المختصر\W*$/)).toHaveAccessibleDescription('هذا الحقل مطلوب');
    await cajon.getByLabel(/^الاسم التجاري\W*$/).fill('regional arabe s.a.s.');
    await cajon.getByLabel(/^الاسم المختصر\W*$/).fill('regional arabe');
    await cajon.getByLabel(/^الرقم الضريبي \(NIT\)\W*$/).fill('900123456-8');
    await elegir(page, cajon, /^الدولة\W*$/, 'COLOMBIA');
    await elegir(page, cajon, /^المقاطعة\W*$/, 'SANTANDER');
    await elegir(page, cajon, /^المدينة\W*$/, 'FLORIDABLANCA');
    await cajon.getByRole('button', { name: 'حفظ' }).click();
    await expect(page.getByText('تم إنشاء السجل بنجاح')).toBeVisible();
    await expect(nodo(nodo(arbol, 'REGIONAL PACIFICO'), 'REGIONAL ARABE')).toBeVisible();

    // The tree reads right to left: a child sits left of its parent's start.
    const padre = (await filaDe(arbol, 'REGIONAL PACIFICO').boundingBox())!;
    const hijo = (await filaDe(arbol, 'REGIONAL ARABE').boundingBox())!;
    expect(hijo.x + hijo.width).toBeLessThan(padre.x + padre.width);

    // Moving with the keyboard: focus the node, open Mover and choose the new parent.
    await nodo(arbol, 'REGIONAL ARABE').getByRole('button', { name: 'نقل REGIONAL ARABE' }).focus();
    await page.keyboard.press('Enter');
    const mover = page.getByRole('dialog', { name: 'نقل REGIONAL ARABE' });
    await mover.getByLabel('الشركة الأم الجديدة').click();
    await page.getByRole('option', { name: 'REGIONAL ANDINA', exact: true }).press('Enter');
    await mover.getByRole('button', { name: 'نقل', exact: true }).click();
    await expect(page.getByText('تم نقل الشركة بنجاح')).toBeVisible();
    await expect(nodo(nodo(arbol, 'REGIONAL ANDINA'), 'REGIONAL ARABE')).toBeVisible();
  });
});
