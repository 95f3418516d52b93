import { expect, test, type Locator, type Page } from '@playwright/test';
import { favoritosApi, ingresarApi, salirApi, type SesionApi, type UsuarioDemo } from '../support/api';
import { abrirMenu, cerrarAvisosDelDashboard, cerrarSesion, entrarEn, ingresar } from '../support/ui';
import { etiquetasModulo } from '../support/etiquetas';

/** What the drawer's menu shows: the link targets and the section headings. */
async function leerMenu(cajon: Locator) {
  const nav = cajon.getByRole('navigation', { name: 'Menú' });
  const enlaces = await nav
    .getByRole('link')
    .evaluateAll((as) => as.map((a) => ({ texto: a.textContent?.trim() ?? '', href: a.getAttribute('href') ?? '' })));
  const secciones = await nav.locator('[aria-expanded]').allTextContents();
  return { enlaces, secciones };
}

async function modulosDe(page: Page, usuario: UsuarioDemo): Promise<SesionApi['modulos']> {
  const s = await ingresarApi(page.request, usuario);
  await salirApi(page.request, s.token);
  return s.modulos;
}

test.describe('menú lateral construido con los módulos del usuario', () => {
  for (const usuario of ['SUPERADMIN', 'CONSULTA'] as const) {
    test(`${usuario}: DASHBOARD primero y solo pantallas de sus módulos`, async ({ page }) => {
      const modulos = await modulosDe(page, usuario);
      await ingresar(page, usuario);
      await cerrarAvisosDelDashboard(page);
      const cajon = await abrirMenu(page);
      const { enlaces, secciones } = await leerMenu(cajon);

      expect(enlaces[0]).toEqual({ texto: 'Dashboard', href: '/app/dashboard' });
      const propios = new Set(
        modulos
          .map((m) => m.link)
          .filter(Boolean)
          .map((l) => `/app${l}`),
      );
      for (const e of enlaces) expect(propios, e.href).toContain(e.href);
      const etiquetas = etiquetasModulo('es');
      const seccionesPropias = new Set(modulos.filter((m) => m.modulos_id === null).map((m) => etiquetas[m.id]));
      for (const s of secciones) expect(seccionesPropias).toContain(s);
      const conciliacion = modulos.some((m) => m.descripcion === 'CONCILIACIÓN PDV');
      if (!conciliacion) expect(enlaces.map((e) => e.texto)).not.toContain('Conciliador EDS');
    });
  }

  test('CONSULTA no ve secciones que no tiene y las pantallas sin construir no son alcanzables', async ({ page }) => {
    const superadmin = await modulosDe(page, 'SUPERADMIN');
    const consulta = await modulosDe(page, 'CONSULTA');
    // The server gives the read-only user far fewer modules than the superadmin.
    expect(consulta.length).toBeLessThan(superadmin.length);
    expect(
      consulta
        .filter((m) => m.modulos_id === null)
        .map((m) => m.descripcion)
        .sort(),
    ).toEqual(['DASHBOARD', 'REPORTES']);

    await ingresar(page, 'CONSULTA');
    const cajon = await abrirMenu(page);
    await expect(cajon.getByTestId('tarjeta-usuario')).toContainText('DIANA PATRICIA LOPEZ RIOS');
    for (const ajena of ['Empresa', 'Configuración', 'Usuarios', 'SAP'])
      await expect(cajon.getByText(ajena, { exact: true })).toHaveCount(0);
    await page.keyboard.press('Escape');

    // A report of the route map whose screen is not built yet (loyalty's miles): the not-found page, never a stand-in.
    await page.goto('/app/reportes/millas');
    await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
  });

  test('al recargar con sesión, el código del armazón se pide sin esperar la verificación de la sesión', async ({ page }) => {
    await entrarEn(page, 'CONSULTA', '/app/dashboard');
    // A full load of an address with a stored session: the shell's code used to be asked for only after the domain,
    // the session check and the preferences had answered, one after another, so a busy server kept the page blank.
    const pedidos: string[] = [];
    page.on('request', (r) => {
      const ruta = new URL(r.url()).pathname;
      if (/\/layout-principal-[\w-]+\.js$/.test(ruta)) pedidos.push('armazón');
      else if (ruta === '/api/v1/session') pedidos.push('sesión');
    });
    await page.goto('/app/reportes/millas');
    await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
    expect(pedidos.indexOf('armazón')).toBeGreaterThanOrEqual(0);
    expect(pedidos.indexOf('armazón')).toBeLessThan(pedidos.indexOf('sesión'));
  });

  test('navegar desde el menú cierra el cajón y registra el módulo reciente', async ({ page }) => {
    await ingresar(page, 'CONSULTA');
    const cajon = await abrirMenu(page);
    await expect(cajon.getByRole('navigation', { name: 'Recientes' }).getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await cajon.getByRole('navigation', { name: 'Menú' }).getByRole('link', { name: 'Dashboard' }).click();
    await expect(cajon).toBeHidden();
    await expect(page).toHaveURL(/\/app\/dashboard$/);
  });

  test('favoritos con clic derecho y estrella, guardados entre sesiones', async ({ page }) => {
    await ingresar(page, 'CONSULTA');
    let cajon = await abrirMenu(page);
    await expect(cajon.getByRole('navigation', { name: 'Favoritos' })).toHaveCount(0);

    await cajon.getByRole('navigation', { name: 'Menú' }).getByRole('link', { name: 'Dashboard' }).click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Añadir a favoritos' }).click();
    const favoritos = cajon.getByRole('navigation', { name: 'Favoritos' });
    await expect(favoritos.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/app/dashboard');
    expect((await favoritosApi(page.request, 'CONSULTA')).map((f) => f.link)).toEqual(['/dashboard']);

    await page.keyboard.press('Escape');
    await cerrarSesion(page);
    await ingresar(page, 'CONSULTA');
    cajon = await abrirMenu(page);
    await expect(cajon.getByRole('navigation', { name: 'Favoritos' }).getByRole('link', { name: 'Dashboard' })).toBeVisible();

    // The right-click menu now offers removal; the star does the same.
    await cajon.getByRole('navigation', { name: 'Menú' }).getByRole('link', { name: 'Dashboard' }).click({ button: 'right' });
    await expect(page.getByRole('menuitem', { name: 'Remover de favoritos' })).toBeVisible();
    await page.keyboard.press('Escape');
    await cajon.getByRole('button', { name: 'Remover de favoritos: Dashboard' }).click();
    await expect(cajon.getByRole('navigation', { name: 'Favoritos' })).toHaveCount(0);
    expect(await favoritosApi(page.request, 'CONSULTA')).toEqual([]);
  });

  test('la búsqueda del menú encuentra pantallas sin importar tildes ni mayúsculas y abre la primera con Enter', async ({ page }) => {
    await ingresar(page, 'SUPERADMIN');
    await cerrarAvisosDelDashboard(page);
    const cajon = await abrirMenu(page);
    const caja = cajon.getByRole('searchbox', { name: 'Buscar en el menú' });
    await caja.fill('MEDICION tanq');
    const resultados = cajon.getByRole('navigation', { name: 'Buscar en el menú' });
    await expect(resultados.getByRole('link', { name: /Medición de tanques/ })).toContainText('Configuración');
    await caja.press('Enter');
    await expect(cajon).toBeHidden();
    await expect(page).toHaveURL(/\/app\/configuracion\/medicion_tanques$/);
    await expect(page.getByRole('navigation', { name: 'Ruta de navegación' }).getByRole('listitem')).toHaveText([
      'Home',
      'Configuración',
      'Medición de tanques',
    ]);
    await expect(page).toHaveTitle(/^Medición de tanques · /);
  });
});
