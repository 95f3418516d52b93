import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { abrir, AR, buscar, type Catalogo, direccionDe, elegir, enArabe, ES, fila, type Textos } from '../support/catalogo';
import { llenarFecha } from '../support/fecha';
import { entrarEn } from '../support/ui';

/**
 * Acuerdos comerciales (SCREENS.md G12): a person creates an agreement (the dates refused first), finds it, edits the
 * draft, puts it in force (letter A), cancels it and exports the list; in Spanish and in Arabic right to left.
 */
interface TextosAcuerdo {
  x: Textos;
  pantalla: Catalogo;
  proveedor: string;
  numero: string;
  fechaInicio: string;
  fechaFin: string;
  estaciones: string;
  producto: RegExp;
  costo: string;
  observaciones: string;
  fechas: string;
  vigenciaDe: (n: string) => string;
  confirmarVigencia: (n: string) => string;
  cancelarDe: (n: string) => string;
  confirmarCancelar: (n: string) => string;
  activado: string;
  cambiado: string;
  estado: string;
  todos: string;
  borrador: string;
  vigente: string;
  cancelado: string;
}

const PANTALLA: Catalogo = {
  seccion: 'Configuración',
  modulo: 'Gestión de acuerdos',
  ruta: new RegExp('/app/configuracion/gestion_acuerdos$'),
  titulo: 'Acuerdos comerciales',
  entidad: 'acuerdo comercial',
  codigo: 'AC-E2E-1',
  archivo: 'acuerdos_comerciales',
  llenar: async () => undefined,
};

const TEXTOS_ES: TextosAcuerdo = {
  x: ES,
  pantalla: PANTALLA,
  proveedor: 'Proveedor',
  numero: 'Número',
  fechaInicio: 'Vigente desde',
  fechaFin: 'Vigente hasta',
  estaciones: 'Estaciones',
  producto: /^Producto\W*$/,
  costo: 'Costo pactado',
  observaciones: 'Observaciones',
  fechas: 'La fecha final debe ser mayor o igual a la fecha inicial',
  vigenciaDe: (n) => `Poner en vigencia ${n}`,
  confirmarVigencia: (n) => `¿Poner en vigencia el acuerdo ${n}?`,
  cancelarDe: (n) => `Cancelar ${n}`,
  confirmarCancelar: (n) => `¿Cancelar el acuerdo ${n}?`,
  activado: 'Acuerdo vigente',
  cambiado: 'Estado del acuerdo actualizado',
  estado: 'Estado',
  todos: 'Todos',
  borrador: 'Borrador',
  vigente: 'Vigente',
  cancelado: 'Cancelado',
};

const TEXTOS_AR: TextosAcuerdo = {
  x: AR,
  pantalla: { ...PANTALLA, titulo: 'الاتفاقيات التجارية', entidad: 'اتفاقية تجارية', codigo: 'AC-E2E-2' },
  proveedor: 'المورد',
  numero: 'الرقم',
  fechaInicio: 'سارية من',
  fechaFin: 'سارية حتى',
  estaciones: 'المحطات',
  producto: /^المنتج\W*$/,
  costo: 'التكلفة المتفق عليها',
  observaciones: 'ملاحظات',
  fechas: 'يجب أن يكون تاريخ الانتهاء مساويًا لتاريخ البدء أو بعده',
  vigenciaDe: (n) => `تفعيل ${n}`,
  confirmarVigencia: (n) => `هل تريد تفعيل الاتفاقية ${n}؟`,
  cancelarDe: (n) => `إلغاء ${n}`,
  confirmarCancelar: (n) => `هل تريد إلغاء الاتفاقية ${n}؟`,
  activado: 'الاتفاقية سارية',
  cambiado: 'تم تحديث حالة الاتفاقية',
  estado: 'الحالة',
  todos: 'الكل',
  borrador: 'مسودة',
  vigente: 'سارية',
  cancelado: 'ملغاة',
};

async function confirmar(page: Page, t: TextosAcuerdo, pregunta: string): Promise<void> {
  await page.getByRole('dialog', { name: pregunta }).getByRole('button', { name: t.x.aceptar }).click();
}

async function recorrer(page: Page, t: TextosAcuerdo, proveedor: string): Promise<void> {
  const { x, pantalla } = t;
  const numero = pantalla.codigo;
  await abrir(page, pantalla, x);

  // Create: an end date before the start is refused on its field; corrected, the draft saves.
  await page.getByRole('button', { name: x.crear(pantalla.entidad) }).click();
  const cajon = page.getByRole('dialog', { name: x.crear(pantalla.entidad) });
  await elegir(cajon, page, t.proveedor, proveedor);
  await cajon.getByLabel(t.numero).fill(numero.toLowerCase());
  await llenarFecha(cajon, t.fechaInicio, '2026-01-01');
  await llenarFecha(cajon, t.fechaFin, '2025-12-31');
  await cajon.getByLabel(t.estaciones).click();
  await page.getByRole('option', { name: 'EDS BARRANQUILLA CENTRO' }).click();
  await page.keyboard.press('Escape');
  await elegir(cajon, page, t.producto, 'COMB-004 ADBLUE');
  await cajon.getByLabel(t.costo).fill('8900');
  await cajon.getByRole('button', { name: x.guardar }).click();
  await expect(cajon.getByText(t.fechas)).toBeVisible();
  await llenarFecha(cajon, t.fechaFin, '2099-12-31');
  await cajon.getByRole('button', { name: x.guardar }).click();
  await expect(page.getByText(x.creado)).toBeVisible();
  await expect(cajon).toBeHidden();

  // Find it, a draft.
  await buscar(page, x, numero);
  await expect(fila(page, numero)).toContainText(t.borrador);

  // Edit the draft.
  await fila(page, numero)
    .getByRole('button', { name: x.editarDe(numero) })
    .click();
  const edicion = page.getByRole('dialog', { name: x.editar(pantalla.entidad) });
  await expect(edicion.getByLabel(t.numero)).toHaveValue(numero);
  await edicion.getByLabel(t.observaciones).fill('precio de prueba');
  await edicion.getByRole('button', { name: x.guardar }).click();
  await expect(page.getByText(x.editado)).toBeVisible();

  // Put it in force, then cancel it.
  await fila(page, numero)
    .getByRole('button', { name: t.vigenciaDe(numero) })
    .click();
  await confirmar(page, t, t.confirmarVigencia(numero));
  await expect(page.getByText(t.activado)).toBeVisible();
  await expect(fila(page, numero)).toContainText(t.vigente);
  await expect(fila(page, numero).getByRole('button', { name: x.editarDe(numero) })).toHaveCount(0);
  await fila(page, numero)
    .getByRole('button', { name: t.cancelarDe(numero) })
    .click();
  await confirmar(page, t, t.confirmarCancelar(numero));
  await expect(page.getByText(t.cambiado)).toBeVisible();
  // The list starts with Activos (drafts and agreements in force): the cancelled one shows with Todos.
  await expect(fila(page, numero)).toHaveCount(0);
  await page.getByRole('search').getByLabel(t.estado).click();
  await page.getByRole('option', { name: t.todos }).click();
  await buscar(page, x, numero);
  await expect(fila(page, numero)).toContainText(t.cancelado);

  // Export: the Excel file holds the agreement as the screen shows it.
  const [excel] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: x.exportarExcel }).click()]);
  expect(excel.suggestedFilename()).toMatch(/^acuerdos_comerciales_export_\d{8}_\d{6}\.xlsx$/);
  const libro = new ExcelJS.Workbook();
  await libro.xlsx.readFile(await excel.path());
  const filas = libro.worksheets[0].getSheetValues().slice(2) as unknown[][];
  const exportada = filas.find((f) => f[1] === numero);
  expect(exportada?.[2]).toBe(proveedor.replace(/^\d+ /, ''));
  expect(exportada?.at(-1)).toBe(t.cancelado);
}

test.describe('acuerdos comerciales', () => {
  test('crear (primero con un error de fechas), buscar, editar, poner en vigencia, cancelar y exportar', async ({ page }) => {
    await entrarEn(page, 'SUPERADMIN', direccionDe(PANTALLA));
    await recorrer(page, TEXTOS_ES, '890903858 POSTOBON S.A.');
  });

  test('en árabe, de derecha a izquierda: el mismo recorrido', async ({ page }) => {
    await enArabe(page, direccionDe(PANTALLA), () => recorrer(page, TEXTOS_AR, '860005224 COCA-COLA FEMSA COLOMBIA'));
  });
});
