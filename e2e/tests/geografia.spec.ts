import { expect, test, type Page } from '@playwright/test';
import { abrir, AR, type Catalogo, direccionDe, enArabe, ES, recorrer } from '../support/catalogo';
import { entrarEn } from '../support/ui';

/**
 * Geografía (SCREENS.md G11): countries, departments and municipalities with their DANE codes, one tab each, on the
 * catalogue kit. The platform operator PLATAFORMA (decision 059) walks a municipality in Spanish and a country in Arabic; the
 * server's DANE rule shows on its field.
 */

/** Picks an option of a list filter (a select outside the form). */
async function filtrar(page: Page, etiqueta: string, opcion: string): Promise<void> {
  await page.getByRole('search').getByLabel(etiqueta).click();
  await page.getByRole('option', { name: opcion, exact: true }).click();
}

const MUNICIPIOS: Catalogo = {
  seccion: 'Configuración',
  modulo: 'Geografía',
  ruta: new RegExp('/app/configuracion/geografia$'),
  titulo: 'Municipios',
  entidad: 'municipio',
  codigo: '08999',
  archivo: 'municipios',
  pdf: true,
  preparar: async (page) => {
    await page.getByRole('tab', { name: 'Municipios' }).click();
    await filtrar(page, 'Departamento', 'ATLÁNTICO');
  },
  llenar: async (cajon) => {
    // The form starts in the filter's department.
    await expect(cajon.getByRole('combobox', { name: /^Departamento/ })).toHaveText('ATLÁNTICO');
  },
};

test.describe('geografía', () => {
  test('Municipios: crear (primero con un error), buscar, editar, inactivar, exportar y eliminar', async ({ page }) => {
    await entrarEn(page, 'PLATAFORMA', direccionDe(MUNICIPIOS));
    await recorrer(page, MUNICIPIOS, ES);
  });

  test('un código DANE que no empieza por el de su departamento se rechaza en su campo', async ({ page }) => {
    await entrarEn(page, 'PLATAFORMA', direccionDe(MUNICIPIOS));
    await abrir(page, MUNICIPIOS, ES);
    await page.getByRole('button', { name: 'Crear municipio' }).click();
    const cajon = page.getByRole('dialog', { name: 'Crear municipio' });
    await cajon.getByLabel(ES.codigo).fill('13999');
    await cajon.getByLabel(ES.descripcion).fill('fuera de lugar');
    await cajon.getByRole('button', { name: ES.guardar }).click();
    await expect(
      cajon.getByText('El código DANE del municipio son cinco dígitos que empiezan por el código de su departamento'),
    ).toBeVisible();
    await expect(cajon).toBeVisible();
  });

  test('en árabe, de derecha a izquierda: Países con el mismo recorrido', async ({ page }) => {
    await enArabe(
      page,
      direccionDe(MUNICIPIOS),
      () =>
        recorrer(
          page,
          {
            ...MUNICIPIOS,
            titulo: 'الدول',
            entidad: 'الدولة',
            codigo: 'XQ',
            archivo: 'paises',
            pdf: false,
            preparar: async (p) => {
              await p.getByRole('tab', { name: 'الدول' }).click();
            },
            llenar: async () => undefined,
          },
          AR,
        ),
      'PLATAFORMA',
    );
  });
});
