import { expect, test, type Page } from '@playwright/test';
import { entrarEn } from '../support/ui';

/**
 * Mis EDS (SCREENS.md G02) at /app/empresa/mis-eds: a card per station in scope with its status dots; the station
 * administrator edits its station's contact from the card (only that: the rest of the form is read-only).
 */
const DIRECCION = '/app/empresa/mis-eds';

const tarjeta = (page: Page, estacion: string) => page.getByRole('article', { name: estacion, exact: true });

test.describe('mis EDS', () => {
  test('SUPERADMIN ve cada estación con sus indicadores y la busca', async ({ page }) => {
    await entrarEn(page, 'SUPERADMIN', DIRECCION);
    await expect(page.getByRole('heading', { name: 'Mis EDS', level: 1 })).toBeVisible();
    // The cards come with the stations' answer, after the heading: wait for a second one rather than count at once.
    await expect(page.getByRole('article').nth(1)).toBeVisible();

    const filtros = page.getByRole('search');
    await filtros.getByRole('searchbox', { name: 'Buscar' }).fill('bogota');
    await filtros.getByRole('button', { name: 'BUSCAR' }).click();
    await expect(page.getByRole('article')).toHaveCount(1);
    const bogota = tarjeta(page, 'EDS BOGOTA NORTE');
    await expect(bogota).toContainText(/Equipos en línea: \d+ de \d+|Sin equipos/);
    await expect(bogota).toContainText(/Turnos abiertos: \d+|Sin turnos abiertos/);
    await expect(bogota).toContainText(/Día anterior (conciliado|sin conciliar)/);
    await expect(bogota).toContainText(/Ventas de hoy: \$/);
    for (const nivel of await bogota.locator('[data-nivel]').evaluateAll((n) => n.map((x) => x.getAttribute('data-nivel'))))
      expect(['ok', 'aviso', 'error', 'neutro']).toContain(nivel);
    await expect(bogota.getByRole('link', { name: 'Conciliar EDS BOGOTA NORTE' })).toBeVisible();
  });

  test('ADMINEDS ve solo su estación y edita su contacto (primero con un error), sin tocar el resto', async ({ page }) => {
    await entrarEn(page, 'ADMINEDS', DIRECCION);
    await expect(page.getByRole('article')).toHaveCount(1);
    const propia = tarjeta(page, 'EDS BARRANQUILLA CENTRO');
    await expect(propia).toBeVisible();

    await propia.getByRole('button', { name: 'Editar contacto de EDS BARRANQUILLA CENTRO' }).click();
    const cajon = page.getByRole('dialog', { name: 'Editar estación de servicio' });
    await expect(cajon.getByLabel(/^Alias/)).toBeDisabled();
    await expect(cajon.getByLabel(/^Razón social/)).toBeDisabled();
    const telefono = cajon.getByLabel(/^Teléfono\W*$/);
    const anterior = await telefono.inputValue();
    await telefono.fill('12');
    await cajon.getByRole('button', { name: 'Guardar' }).click();
    await expect(telefono).toHaveAccessibleDescription('Debe de ingresar al menos 7 digitos (si es fijo)');
    await telefono.fill('3057654321');
    await cajon.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Registro editado correctamente')).toBeVisible();
    await expect(propia).toContainText('3057654321');

    // Leave the demo station as it was.
    await expect(page.getByText('Registro editado correctamente')).toBeHidden();
    await propia.getByRole('button', { name: 'Editar contacto de EDS BARRANQUILLA CENTRO' }).click();
    await page
      .getByRole('dialog', { name: 'Editar estación de servicio' })
      .getByLabel(/^Teléfono\W*$/)
      .fill(anterior);
    await page.getByRole('dialog', { name: 'Editar estación de servicio' }).getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Registro editado correctamente')).toBeVisible();
    if (anterior) await expect(propia).toContainText(anterior);
  });

  test('en árabe la pantalla va de derecha a izquierda', async ({ page }) => {
    await entrarEn(page, 'ADMINEDS', DIRECCION, { preferencias: { idioma: 'ar' } });
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'محطاتي', level: 1 })).toBeVisible();
    const propia = tarjeta(page, 'EDS BARRANQUILLA CENTRO');
    await expect(propia).toContainText(/الأجهزة المتصلة|لا توجد أجهزة/);
    await expect(propia).toContainText(/اليوم السابق/);
  });
});
