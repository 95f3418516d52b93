import { expect, test, type Page } from '@playwright/test';
import { autorizacion, ingresarApi } from '../support/api';
import { abrirMenu, descartarAvisos, entrarEn } from '../support/ui';

/**
 * A day in the life of a station administrator (issue 31, item 1): ADMINEDS finds its station's daily work in the
 * menu and does it — a tank dip, the fuel stock that reads it, the shifts — without a "No tienes permisos" on the way.
 * The tank is the run's own, created with its chart at ADMINEDS's station through the calls.
 */
const ESTACION = 'EDS BARRANQUILLA CENTRO';

async function tanqueDeLaEstacion(page: Page): Promise<string> {
  const sesion = await ingresarApi(page.request, 'SUPERADMIN');
  const h = { headers: autorizacion(sesion.token) };
  const negocio = (sesion as unknown as { infoDominio: { negocio_id: number } }).infoDominio.negocio_id;
  const estaciones = (await (await page.request.get(`/api/empresa/select/all/${negocio}`, h)).json()).data as {
    idEds: number;
    alias: string;
  }[];
  const estacion = estaciones.find((e) => e.alias === ESTACION)!;
  const combustibles = (await (await page.request.get(`/api/bodega/combustibles/empresa/${estacion.idEds}`, h)).json()).data as {
    id: number;
  }[];
  const codigo = `DV${Date.now() % 100_000_000}`;
  const r = await page.request.post('/api/bodega', {
    ...h,
    data: {
      empresa_id: estacion.idEds,
      codigo,
      descripcion: 'TANQUE DEL DIA',
      tipo: 'TANQUE',
      producto_id: combustibles[0].id,
      capacidad: 12000,
      volumen_minimo: 500,
    },
  });
  expect(r.status(), await r.text()).toBe(200);
  const aforo = await page.request.put(`/api/bodega/${(await r.json()).data.id}/aforo`, {
    ...h,
    data: {
      vigente_desde: '2026-01-01 00:00:00',
      puntos: [
        { altura_mm: 1000, volumen: 5000 },
        { altura_mm: 2000, volumen: 12000 },
      ],
    },
  });
  expect(aforo.status(), await aforo.text()).toBe(200);
  return codigo;
}

/** Opens a screen from the menu as a person does: its name typed in the menu's search box, then its entry. */
async function desdeElMenu(page: Page, seccion: string, entrada: string): Promise<void> {
  const cajon = await abrirMenu(page);
  await cajon.getByRole('searchbox', { name: 'Buscar en el menú' }).fill(entrada);
  const resultado = cajon.getByRole('navigation', { name: 'Buscar en el menú' }).getByRole('link', { name: new RegExp(`^${entrada}`) });
  await expect(resultado).toContainText(seccion);
  await resultado.click();
  await expect(cajon).toBeHidden();
}

test.describe('un día de la estación', () => {
  test('ADMINEDS mide un tanque de su estación, lee el inventario de combustible y revisa los turnos desde el menú', async ({ page }) => {
    const codigo = await tanqueDeLaEstacion(page);
    const tanque = `${codigo} TANQUE DEL DIA`;
    // Entered on its first task (the dashboard and its notices are the dashboard specs' part).
    await entrarEn(page, 'ADMINEDS', '/app/configuracion/medicion_tanques');
    await expect(page.getByRole('heading', { name: 'Medición de tanques' })).toBeVisible();
    await page.getByRole('button', { name: 'Crear medición' }).click();
    const cajon = page.getByRole('dialog', { name: 'Crear medición' });
    // Its scope is one station: the form does not ask which.
    await expect(cajon.getByRole('combobox', { name: 'Tanque' })).toBeVisible();
    await expect(cajon.getByRole('combobox', { name: 'Estación' })).toHaveCount(0);
    await cajon.getByRole('combobox', { name: 'Tanque' }).click();
    await page.getByRole('option', { name: new RegExp(`^${codigo} `) }).click();
    await cajon.getByLabel('Fecha').fill('2026-02-01 08:00:00');
    await cajon.getByLabel(/^Altura \(mm\)\W*$/).fill('1000');
    await cajon.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Medición registrada: 5.000 gal')).toBeVisible();
    await expect(cajon).toBeHidden();
    await descartarAvisos(page);

    await desdeElMenu(page, 'Configuración', 'Inventario de combustible');
    await expect(page.getByRole('heading', { name: 'Inventario de combustible' })).toBeVisible();
    const filtros = page.getByRole('search');
    await filtros.getByLabel('Día').fill('2026-02-01');
    await filtros.getByRole('searchbox', { name: 'Buscar' }).fill(codigo);
    await filtros.getByRole('button', { name: 'BUSCAR' }).click();
    await expect(page.getByRole('row').filter({ hasText: tanque }).getByRole('cell')).toContainText(['5.000']);

    await desdeElMenu(page, 'Configuración', 'Gestión de turnos');
    await expect(page.getByRole('heading', { name: 'Turnos' })).toBeVisible();
    await expect(page.getByText('No tienes permisos')).toHaveCount(0);
    await expect(page.getByRole('row').filter({ hasText: ESTACION }).first()).toBeVisible();
  });
});
