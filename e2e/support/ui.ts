import { expect, type Page } from '@playwright/test';
import { autorizacion, CLAVE_DEMO, fijarPreferencias, ingresarApi, type UsuarioDemo } from './api';

/** The shell's preferences every test starts from, unless it is about them. */
export const PREFERENCIAS_BASE = {
  tourVisto: true,
  idioma: 'es',
  navegacion: 'vertical',
  rtl: false,
  temaOscuro: false,
  colorPrimario: null,
};

export async function llenarIngreso(page: Page, usuario: string, clave: string): Promise<void> {
  await page.getByLabel('Usuario', { exact: true }).fill(usuario);
  await page.getByLabel('Contraseña', { exact: true }).fill(clave);
}

/**
 * Signs in through the login screen, as a person would, and waits for the dashboard. The user's
 * preferences are reset first so one test's theme or language does not leak into the next.
 */
export async function ingresar(
  page: Page,
  usuario: UsuarioDemo,
  opciones: { clave?: string; base?: string; preferencias?: Record<string, unknown> | false } = {},
): Promise<void> {
  if (opciones.preferencias !== false)
    await fijarPreferencias(page.request, usuario, { ...PREFERENCIAS_BASE, ...opciones.preferencias }, opciones.clave);
  const base = opciones.base ?? '/app';
  vigilarContingencia(page, usuario);
  await page.goto(`${base}/`);
  await llenarIngreso(page, usuario, opciones.clave ?? CLAVE_DEMO);
  await page.getByLabel('Contraseña', { exact: true }).press('Enter');
  await expect(page).toHaveURL(new RegExp(`${base}/dashboard$`));
  // The shell is up once its menu button is drawn. The dashboard may already have opened a modal notice (the
  // contingency-invoice prompt), which hides the rest of the page from the accessibility tree while it is open:
  // the button is still there behind it, so it is looked for among hidden elements too; cerrarAvisosDelDashboard
  // closes the notice.
  await expect(page.getByRole('button', { name: 'Abrir menú', includeHidden: true })).toBeVisible();
}

/**
 * Opens a screen already signed in: the session is made through the API and its token put where the sign-in form
 * would have stored it, so the test starts on its own screen without drawing the dashboard first (the sign-in form
 * itself is proven by the sign-in specs). The token is planted once per test: after a sign-out the page stays signed
 * out, as it would for a person.
 */
export async function entrarEn(
  page: Page,
  usuario: UsuarioDemo,
  direccion: string,
  opciones: { preferencias?: Record<string, unknown> } = {},
): Promise<void> {
  const sesion = await ingresarApi(page.request, usuario);
  const r = await page.request.put('/api/propiedad/preferencias', {
    headers: autorizacion(sesion.token),
    data: { preferencias: { ...PREFERENCIAS_BASE, ...opciones.preferencias } },
  });
  expect(r.status()).toBe(200);
  await page.addInitScript(
    ({ clave, token }) => {
      if (localStorage.getItem('e2e.sesionSembrada')) return;
      localStorage.setItem('e2e.sesionSembrada', '1');
      sessionStorage.setItem(clave, token);
    },
    { clave: 'eds.token', token: sesion.token },
  );
  await page.goto(direccion);
  // The shell is up once its menu button is drawn (found by its tour anchor: its name depends on the language). A cold
  // page load (the app's scripts parsed, the session and the screen's chunk fetched) is given the navigation's time,
  // not the 10 s of an expectation on a page already there: on a busy machine it is the browser that is slow.
  await expect(page.locator('header [data-tour="menu"]')).toBeVisible({ timeout: 30_000 });
}

/**
 * Moves to another screen inside the running app, as one of its own links does (the router follows the history), so a
 * walk over many screens pays the app's start-up once instead of once per screen: the browser's work of loading the
 * app is most of what a cold page costs.
 */
export async function irEnLaApp(page: Page, direccion: string): Promise<void> {
  await page.evaluate((d) => {
    window.history.pushState(null, '', d);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, direccion);
}

/**
 * The dashboard opens notices of its own on load for some profiles (the contingency-invoice prompt of
 * station administrators). Tests about the shell, signed in as such a user, close them once the page
 * has settled.
 */
export async function cerrarAvisosDelDashboard(page: Page): Promise<void> {
  const contingencia = page.getByRole('dialog', { name: 'Facturación de contingencia' });
  const respuesta = contingencias.get(page);
  // Signed in through the form: settle on the dashboard's own answer. A quiet network is not enough, since the check
  // starts once the dashboard knows its station and can come after the network has looked idle for a moment.
  const abre = respuesta ? ((await respuesta) ?? 0) > 0 : await asentadaYVisible(page);
  // The answer opens the notice once; a later call on this page looks at the page as it stands.
  contingencias.delete(page);
  if (abre) {
    await contingencia.getByRole('button', { name: 'Cerrar', exact: true }).last().click();
    await expect(contingencia).toBeHidden();
  }
}

async function asentadaYVisible(page: Page): Promise<boolean> {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  return page.getByRole('dialog', { name: 'Facturación de contingencia' }).isVisible();
}

/** Demo users whose first profile has the dashboard check the contingency batch on load (PERFILES_CONTINGENCIA). */
const REVISAN_CONTINGENCIA: readonly UsuarioDemo[] = ['SUPERADMIN', 'ADMINEDS'];

/** For a page signed in through the form: how many invoices the dashboard's contingency answer listed. */
const contingencias = new WeakMap<Page, Promise<number | null>>();

function vigilarContingencia(page: Page, usuario: UsuarioDemo): void {
  if (!REVISAN_CONTINGENCIA.includes(usuario)) {
    contingencias.set(page, Promise.resolve(0));
    return;
  }
  contingencias.set(
    page,
    page
      .waitForResponse((r) => r.url().includes('/facturasContingencia/'), { timeout: 45_000 })
      .then(async (r) => ((await r.json()) as { data?: { facturas?: unknown[] } }).data?.facturas?.length ?? 0)
      .catch(() => null),
  );
}

export async function abrirMenu(page: Page) {
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  const cajon = page.getByRole('complementary', { name: 'Menú principal' });
  await expect(cajon).toBeVisible();
  return cajon;
}

export async function cerrarSesion(page: Page): Promise<void> {
  const cajon = await abrirMenu(page);
  await cajon.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
}

/** The notice dialog of the shell (title, text, OK). */
export function aviso(page: Page) {
  return page.getByTestId('aviso');
}

export async function tokenDelNavegador(page: Page): Promise<string> {
  const token = await page.evaluate(() => sessionStorage.getItem('eds.token'));
  expect(token).toBeTruthy();
  return token!;
}

/**
 * Dismisses the toasts on screen with their close buttons, so that the next save's toast is its own and not an
 * earlier one with the same text (the buttons are found by the toast's place, whatever the language).
 */
export async function descartarAvisos(page: Page): Promise<void> {
  for (const boton of await page.locator('.notistack-MuiContent button').all())
    await boton.click({ timeout: 2_000 }).catch(() => undefined);
  await expect(page.locator('.notistack-MuiContent')).toHaveCount(0);
}
