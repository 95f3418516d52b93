import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { abrir, AR, buscar, type Catalogo, direccionDe, elegir, enArabe, ES, fila, type Textos } from '../support/catalogo';
import { llenarFecha } from '../support/fecha';
import { entrarEn } from '../support/ui';

/**
 * Conversiones a GNV (SCREENS.md G21, decision 074): a person registers a conversion (a zero fee per m³ refused
 * first), finds it, edits it, annuls it (letter N) and exports the list; in Spanish and in Arabic right to left.
 */
interface TextosConversion {
  x: Textos;
  pantalla: Catalogo;
  placa: string;
  propietario: string;
  taller: string;
  verificador: string;
  certificado: string;
  fechaConversion: string;
  venceRevision: string;
  cuota: string;
  cuotaPositiva: string;
  anularDe: (p: string) => string;
  confirmarAnular: (p: string) => string;
  anulada: string;
  estado: string;
  todos: string;
  registrada: string;
  anuladaEstado: string;
}

const PANTALLA: Catalogo = {
  seccion: 'Configuración',
  modulo: 'Conversiones Configuración',
  ruta: new RegExp('/app/configuracion/conversiones$'),
  titulo: 'Conversiones GNV',
  entidad: 'conversión',
  codigo: 'GNV101',
  archivo: 'conversiones_gnv',
  llenar: async () => undefined,
};

const TEXTOS_ES: TextosConversion = {
  x: ES,
  pantalla: PANTALLA,
  placa: 'Placa',
  propietario: 'Propietario',
  taller: 'Taller',
  verificador: 'Verificador',
  certificado: 'N° certificado',
  fechaConversion: 'Fecha de conversión',
  venceRevision: 'Vencimiento revisión anual',
  cuota: 'Cuota por m³',
  cuotaPositiva: 'La cuota por m³ debe ser mayor a cero',
  anularDe: (p) => `Anular ${p}`,
  confirmarAnular: (p) => `¿Anular la conversión de ${p}?`,
  anulada: 'Conversión anulada',
  estado: 'Estado',
  todos: 'Todos',
  registrada: 'Registrada',
  anuladaEstado: 'Anulada',
};

const TEXTOS_AR: TextosConversion = {
  x: AR,
  pantalla: { ...PANTALLA, titulo: 'تحويلات الغاز الطبيعي', entidad: 'تحويل', codigo: 'GNV102' },
  placa: 'اللوحة',
  propietario: 'المالك',
  taller: 'الورشة',
  verificador: 'جهة التحقق',
  certificado: 'رقم الشهادة',
  fechaConversion: 'تاريخ التحويل',
  venceRevision: 'انتهاء الفحص السنوي',
  cuota: 'القسط لكل م³',
  cuotaPositiva: 'يجب أن يكون القسط لكل م³ أكبر من صفر',
  anularDe: (p) => `إلغاء ${p}`,
  confirmarAnular: (p) => `هل تريد إلغاء تحويل ${p}؟`,
  anulada: 'تم إلغاء التحويل',
  estado: 'الحالة',
  todos: 'الكل',
  registrada: 'مسجلة',
  anuladaEstado: 'ملغاة',
};

async function recorrer(page: Page, t: TextosConversion): Promise<void> {
  const { x, pantalla } = t;
  const placa = pantalla.codigo;
  await abrir(page, pantalla, x);

  // Create: a zero fee per m³ is refused on its field; corrected, the conversion saves (REGISTRADA, balance = financed).
  await page.getByRole('button', { name: x.crear(pantalla.entidad) }).click();
  const cajon = page.getByRole('dialog', { name: x.crear(pantalla.entidad) });
  await cajon.getByLabel(t.placa).fill(placa.toLowerCase());
  await elegir(cajon, page, t.propietario, '900200000 TRANSPORTES DEL CARIBE S.A.S.');
  await elegir(cajon, page, t.taller, '900777111 TALLER CONVERSIONES GNV DEL NORTE');
  await elegir(cajon, page, t.verificador, '900888111 CERTIFICADORA TECNICA DE GAS S.A.S.');
  await cajon.getByLabel(t.certificado).fill('cert-e2e');
  await llenarFecha(cajon, t.fechaConversion, '2026-01-15');
  await llenarFecha(cajon, t.venceRevision, '2027-01-15');
  await cajon.getByLabel(t.cuota).fill('0');
  await cajon.getByRole('button', { name: x.guardar }).click();
  await expect(cajon.getByText(t.cuotaPositiva)).toBeVisible();
  await cajon.getByLabel(t.cuota).fill('850');
  await cajon.getByRole('button', { name: x.guardar }).click();
  await expect(page.getByText(x.creado)).toBeVisible();
  await expect(cajon).toBeHidden();

  // Find it.
  await buscar(page, x, placa);
  await expect(fila(page, placa)).toContainText(t.registrada);

  // Edit it.
  await fila(page, placa)
    .getByRole('button', { name: x.editarDe(placa) })
    .click();
  const edicion = page.getByRole('dialog', { name: x.editar(pantalla.entidad) });
  await expect(edicion.getByLabel(t.placa)).toHaveValue(placa);
  await edicion.getByLabel(t.certificado).fill('cert-e2e-2');
  await edicion.getByRole('button', { name: x.guardar }).click();
  await expect(page.getByText(x.editado)).toBeVisible();
  await expect(fila(page, placa)).toContainText('CERT-E2E-2');

  // Annul it (letter N): it leaves the Activos list and shows as annulled with Todos.
  await fila(page, placa)
    .getByRole('button', { name: t.anularDe(placa) })
    .click();
  await page
    .getByRole('dialog', { name: t.confirmarAnular(placa) })
    .getByRole('button', { name: x.aceptar })
    .click();
  await expect(page.getByText(t.anulada)).toBeVisible();
  await expect(fila(page, placa)).toHaveCount(0);
  await page.getByRole('search').getByLabel(t.estado).click();
  await page.getByRole('option', { name: t.todos }).click();
  await buscar(page, x, placa);
  await expect(fila(page, placa)).toContainText(t.anuladaEstado);

  // Export: the Excel file holds the conversion as the screen shows it.
  const [excel] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: x.exportarExcel }).click()]);
  expect(excel.suggestedFilename()).toMatch(/^conversiones_gnv_export_\d{8}_\d{6}\.xlsx$/);
  const libro = new ExcelJS.Workbook();
  await libro.xlsx.readFile(await excel.path());
  const filas = libro.worksheets[0].getSheetValues().slice(2) as unknown[][];
  const exportada = filas.find((f) => f[1] === placa);
  expect(exportada?.at(-1)).toBe(t.anuladaEstado);
}

test.describe('conversiones GNV', () => {
  test('registrar (primero con una cuota en cero), buscar, editar, anular y exportar', async ({ page }) => {
    await entrarEn(page, 'SUPERADMIN', direccionDe(PANTALLA));
    await recorrer(page, TEXTOS_ES);
  });

  test('en árabe, de derecha a izquierda: el mismo recorrido', async ({ page }) => {
    await enArabe(page, direccionDe(PANTALLA), () => recorrer(page, TEXTOS_AR));
  });
});
