import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { autorizacion, ingresarApi, salirApi } from '../support/api';
import { entrarEn } from '../support/ui';

/**
 * CONCILIADOR EDS (/app/sap/conciliacion-pdv) on the demo business: the station administrator (tipo 5, locked to
 * its station) reconciles a clean past day and sees it green; a day with novelties shows red and cannot be
 * reconciled; in Arabic the screen runs right to left and asks for a station before searching.
 */
const RUTA = '/app/sap/conciliacion-pdv';

interface Calendario {
  newsDateList: string[];
  newsStartDate: string | null;
  ClosingDays: string[];
  hoy: string;
}

/** The days the station's calendar offers this month and the previous one, read through the API. */
async function diasDeLaEstacion(request: APIRequestContext): Promise<{ estacion: number; limpio: string; rojo: string; hoy: string }> {
  const s = await ingresarApi(request, 'ADMINEDS');
  const leer = async (mes?: string) =>
    (
      (await (
        await request.get(`/api/v1/news/${s.empresas_id}${mes ? `?mes=${mes}` : ''}`, { headers: autorizacion(s.token) })
      ).json()) as {
        result: Calendario;
      }
    ).result;
  const actual = await leer();
  const [a, m] = actual.hoy.slice(0, 7).split('-').map(Number);
  const anterior = await leer(m === 1 ? `${a - 1}-12` : `${a}-${String(m - 1).padStart(2, '0')}`);
  await salirApi(request, s.token);
  const rojos = new Set([...actual.newsDateList, ...anterior.newsDateList]);
  const verdes = new Set([...actual.ClosingDays, ...anterior.ClosingDays]);
  const pasados: string[] = [];
  for (let d = new Date(`${actual.hoy}T12:00:00Z`); ;) {
    d = new Date(d.getTime() - 86_400_000);
    const dia = d.toISOString().slice(0, 10);
    if (!actual.newsStartDate || dia < actual.newsStartDate) break;
    pasados.push(dia);
  }
  const limpio = pasados.find((d) => !rojos.has(d) && !verdes.has(d));
  const rojo = pasados.find((d) => rojos.has(d));
  expect(limpio, 'the demo leaves a clean past day').toBeTruthy();
  expect(rojo, 'the demo leaves a past day with novelties').toBeTruthy();
  return { estacion: s.empresas_id, limpio: limpio!, rojo: rojo!, hoy: actual.hoy };
}

/** Shows the month of a day in the calendar and clicks it. */
async function elegirDia(page: Page, dia: string, hoy: string): Promise<void> {
  const calendario = page.getByTestId('calendario-conciliacion');
  if (dia.slice(0, 7) !== hoy.slice(0, 7)) await calendario.getByRole('button', { name: /previous month/i }).click();
  await calendario.locator(`[data-fecha="${dia}"]`).click();
}

test.describe('CONCILIADOR EDS', () => {
  test('el administrador de estación concilia un día limpio y lo ve en verde; un día con novedades sale en rojo', async ({ page }) => {
    const { limpio, rojo, hoy } = await diasDeLaEstacion(page.request);
    await entrarEn(page, 'ADMINEDS', RUTA);
    await expect(page.getByRole('heading', { name: 'CONCILIADOR EDS' })).toBeVisible();
    // Tipo 5: locked to its own station; department and city follow it, read-only.
    const estacion = page.getByRole('combobox', { name: 'Estación' });
    await expect(estacion).toBeDisabled();
    await expect(estacion).toHaveValue('EDS BARRANQUILLA CENTRO');
    await expect(page.getByLabel('Ciudad')).toHaveValue(/BARRANQUILLA/i);
    await expect(page.getByLabel('Ciudad')).toHaveAttribute('readonly', '');
    await expect(page.getByText('Consulte la información del día')).toBeVisible();

    // The day with novelties: red, listed, and the button stays disabled.
    await elegirDia(page, rojo, hoy);
    await expect(page.locator(`[data-fecha="${rojo}"]`)).toHaveAttribute('data-estado', 'rojo');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(page.getByText('Se requiere gestionar estas novedades para conciliar el día')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Conciliar día' })).toBeDisabled();

    // The clean day: no novelties, the three summaries and the reading differences, then reconcile it.
    await elegirDia(page, limpio, hoy);
    await expect(page.locator(`[data-fecha="${limpio}"]`)).toHaveAttribute('data-estado', 'habilitado');
    await expect(page.getByText('Consulte la información del día')).toBeVisible();
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(page.getByText('No hay novedades pendientes')).toBeVisible();
    await expect(page.getByTestId('resumen-combustible')).toContainText('COMBUSTIBLE');
    await expect(page.getByTestId('resumen-kiosco')).toContainText('KIOSCO');
    await expect(page.getByTestId('resumen-canastilla')).toContainText('CANASTILLA');
    await page.getByTestId('diferencias-lectura').getByText('DIFERENCIAS DE LECTURA').click();
    await expect(page.getByTestId('fila-total')).toContainText('GALONES');
    const conciliar = page.getByRole('button', { name: 'Conciliar día' });
    await expect(conciliar).toBeEnabled();
    await conciliar.click();
    const dialogo = page.getByRole('dialog');
    await expect(dialogo).toContainText(
      '¿Está seguro de conciliar el día? NOTA: Una vez seleccione aceptar esta acción no podrá revertir.',
    );
    await dialogo.getByRole('button', { name: 'Aceptar' }).click();
    await expect(page.getByText('¡Muy bien! Proceso de conciliación iniciado correctamente.')).toBeVisible();
    await expect(conciliar).toBeDisabled();
    await expect(page.locator(`[data-fecha="${limpio}"]`)).toHaveAttribute('data-estado', 'verde');
    // Today cannot be reconciled and later days are not offered.
    await expect(page.locator(`[data-fecha="${hoy}"]`)).not.toHaveAttribute('data-estado', 'deshabilitado');
  });

  test('en árabe la pantalla va de derecha a izquierda y pide una estación antes de buscar', async ({ page }) => {
    await entrarEn(page, 'SUPERADMIN', RUTA, { preferencias: { idioma: 'ar' } });
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'مطابقة المحطة' })).toBeVisible();
    await expect(page.getByText('استعلم عن معلومات اليوم')).toBeVisible();
    await page.getByRole('button', { name: 'بحث' }).click();
    await expect(page.getByText('يرجى اختيار محطة')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'المحطة' })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'مطابقة اليوم' })).toBeDisabled();
  });
});
