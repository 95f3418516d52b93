import { expect, test, type Locator, type Page } from '@playwright/test';
import { abrirMenu, cerrarAvisosDelDashboard, cerrarSesion, descartarAvisos, entrarEn, ingresar } from '../support/ui';

/**
 * Perfiles (SCREENS.md G09) at /configuracion/gestion_perfiles: profiles and their module grants as a tree. A grant
 * given to the demo CONSULTA profile shows in that user's menu at the next sign-in, and is taken back at the end.
 */
const RUTA = /\/app\/configuracion\/gestion_perfiles$/;

async function abrirPerfiles(page: Page, menu = { cajon: 'Menú principal', nav: 'Menú' }): Promise<void> {
  const cajon = menu.cajon === 'Menú principal' ? await abrirMenu(page) : page.getByRole('complementary', { name: menu.cajon });
  await cajon.getByRole('button', { name: 'Configuración' }).click();
  // The section's own entry, not the same link under 'Recientes'.
  const lista = menu.nav ? cajon.getByRole('navigation', { name: menu.nav }) : cajon;
  await lista.getByRole('link', { name: 'Gestión de perfiles' }).click();
  await expect(page).toHaveURL(RUTA);
}

function fila(page: Page, nombre: string): Locator {
  return page.getByRole('row').filter({ has: page.getByRole('cell', { name: nombre, exact: true }) });
}

async function buscar(page: Page, texto: string, etiquetas = { buscar: 'Buscar', boton: 'BUSCAR' }): Promise<void> {
  const filtros = page.getByRole('search');
  await filtros.getByRole('searchbox', { name: etiquetas.buscar }).fill(texto);
  await filtros.getByRole('button', { name: etiquetas.boton }).click();
}

/** Opens the grant tree of CONSULTA, sets 'Leer' on a module, saves. */
async function cambiarLectura(page: Page, modulo: string, marcar: boolean): Promise<void> {
  await buscar(page, 'CONSULTA');
  await fila(page, 'CONSULTA').getByRole('button', { name: 'Permisos de CONSULTA' }).click();
  const arbol = page.getByRole('tree', { name: 'Módulos y permisos' });
  const casilla = arbol.getByRole('checkbox', { name: `Leer: ${modulo}`, exact: true });
  if (marcar) await casilla.check();
  else await casilla.uncheck();
  // An earlier save's notice may still be on screen; this save must show its own.
  await descartarAvisos(page);
  const aviso = page.getByText('Permisos guardados correctamente');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(aviso).toBeVisible();
}

test.describe('perfiles: módulos y letras como árbol', () => {
  test('SUPERADMIN crea un perfil (primero con un error), da un módulo a CONSULTA y su menú cambia', async ({ page }) => {
    // The longest path of the suite (two sign-ins, the whole module tree twice): about 35 s alone, over the default
    // minute when both shards share two cores.
    test.slow();
    await entrarEn(page, 'SUPERADMIN', '/app/configuracion/gestion_perfiles');
    await expect(page.getByRole('heading', { name: 'Perfiles' })).toBeVisible();

    // Create: the empty form is refused with the spec's messages, then saved upper-cased.
    const nombre = `LECTORES ${Date.now().toString(36).toUpperCase()}`;
    await page.getByRole('button', { name: 'Crear perfil' }).click();
    const cajon = page.getByRole('dialog', { name: 'Crear perfil' });
    await cajon.getByRole('button', { name: 'Guardar' }).click();
    await expect(cajon.getByText('Este campo es obligatorio')).toBeVisible();
    await cajon.getByLabel('Nombre').fill(nombre.toLowerCase());
    await cajon.getByLabel('Tipo').click();
    await page.getByRole('option', { name: 'CONSULTA' }).click();
    await cajon.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Registro creado correctamente')).toBeVisible();
    await buscar(page, nombre);
    await expect(fila(page, nombre)).toContainText('CONSULTA');

    // Its tree: ticking Leer on a section ticks it on every module below.
    await fila(page, nombre)
      .getByRole('button', { name: `Permisos de ${nombre}` })
      .click();
    const arbol = page.getByRole('tree', { name: 'Módulos y permisos' });
    await arbol.getByRole('checkbox', { name: 'Leer: CONFIGURACION', exact: true }).check();
    await expect(arbol.getByRole('checkbox', { name: 'Leer: GESTION UNIDADES', exact: true })).toBeChecked();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Permisos guardados correctamente')).toBeVisible();

    // Inactivated after the question.
    await fila(page, nombre)
      .getByRole('switch', { name: `Estado de ${nombre}` })
      .click();
    await page.getByRole('dialog', { name: '¿Está seguro de inactivar este registro?' }).getByRole('button', { name: 'Aceptar' }).click();
    await expect(page.getByText('REGISTRO INACTIVADO CORRECTAMENTE')).toBeVisible();

    // CONSULTA's menu has no CONFIGURACION; SUPERADMIN grants it GESTION UNIDADES.
    await cambiarLectura(page, 'GESTION UNIDADES', true);
    await cerrarSesion(page);

    await ingresar(page, 'CONSULTA');
    const menu = await abrirMenu(page);
    await menu.getByRole('button', { name: 'Configuración' }).click();
    await menu.getByRole('link', { name: 'Unidades de medida' }).click();
    await expect(page.getByRole('heading', { name: 'Unidades de medida' })).toBeVisible();
    await cerrarSesion(page);

    // Taken back: Leer off the section clears its modules, and the menu loses it.
    await ingresar(page, 'SUPERADMIN');
    await cerrarAvisosDelDashboard(page);
    await abrirPerfiles(page);
    await cambiarLectura(page, 'CONFIGURACION', false);
    await cerrarSesion(page);
    await ingresar(page, 'CONSULTA');
    const despues = await abrirMenu(page);
    await expect(despues.getByRole('button', { name: 'Reportes' })).toBeVisible();
    await expect(despues.getByRole('button', { name: 'Configuración' })).toHaveCount(0);
  });

  test('en árabe la pantalla va de derecha a izquierda', async ({ page }) => {
    await entrarEn(page, 'SUPERADMIN', '/app/configuracion/gestion_perfiles', { preferencias: { idioma: 'ar' } });
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'الملفات الشخصية للصلاحيات' })).toBeVisible();

    await page.getByRole('button', { name: 'إنشاء ملف صلاحيات' }).click();
    const cajon = page.getByRole('dialog', { name: 'إنشاء ملف صلاحيات' });
    expect((await cajon.boundingBox())!.x).toBeLessThan(2);
    await cajon.getByRole('button', { name: 'حفظ' }).click();
    await expect(cajon.getByText('هذا الحقل مطلوب').first()).toBeVisible();
    await cajon.getByRole('button', { name: 'إلغاء' }).click();

    await buscar(page, 'CONSULTA', { buscar: 'بحث', boton: 'بحث' });
    await fila(page, 'CONSULTA').getByRole('button', { name: 'صلاحيات CONSULTA' }).click();
    const arbol = page.getByRole('tree', { name: 'الوحدات والصلاحيات' });
    await expect(arbol.getByRole('checkbox', { name: 'قراءة: REPORTES', exact: true })).toBeChecked();
    await page.getByRole('button', { name: 'إلغاء' }).click();

    await page.getByRole('button', { name: 'اختيار اللغة' }).click();
    await page.getByRole('menuitem', { name: 'Español' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  });
});
