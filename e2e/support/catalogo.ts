import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import type { UsuarioDemo } from './api';
import { abrirMenu, entrarEn } from './ui';
import { etiquetaEnArabe } from './etiquetas';

/**
 * A person's path through a catalogue screen of the kit (apps/web/src/components/catalogo): open it from the menu,
 * create with a validation error first, find, edit, inactivate, export to Excel (and PDF when asked) and delete, so
 * the catalogue is left as found; in Spanish or in Arabic, right to left. Any catalogue's spec walks it.
 */

export interface Textos {
  menu: string;
  buscar: string;
  botonBuscar: string;
  guardar: string;
  obligatorio: string;
  creado: string;
  editado: string;
  inactivado: string;
  eliminado: string;
  aceptar: string;
  preguntaInactivar: string;
  preguntaEliminar: string;
  exportarExcel: string;
  exportarPdf: string;
  codigo: RegExp;
  descripcion: string;
  crear: (entidad: string) => string;
  editar: (entidad: string) => string;
  editarDe: (codigo: string) => string;
  eliminarDe: (codigo: string) => string;
  estadoDe: (codigo: string) => string;
  inactivo: string;
}

export const ES: Textos = {
  menu: 'Menú',
  buscar: 'Buscar',
  botonBuscar: 'BUSCAR',
  guardar: 'Guardar',
  obligatorio: 'Este campo es obligatorio',
  creado: 'Registro creado correctamente',
  editado: 'Registro editado correctamente',
  inactivado: 'REGISTRO INACTIVADO CORRECTAMENTE',
  eliminado: 'Registro eliminado correctamente',
  aceptar: 'Aceptar',
  preguntaInactivar: '¿Está seguro de inactivar este registro?',
  preguntaEliminar: '¿Está seguro de eliminar este registro?',
  exportarExcel: 'Exportar Excel',
  exportarPdf: 'Exportar PDF',
  codigo: /^Código\W*$/,
  descripcion: 'Descripción',
  crear: (e) => `Crear ${e}`,
  editar: (e) => `Editar ${e}`,
  editarDe: (c) => `Editar ${c}`,
  eliminarDe: (c) => `Eliminar ${c}`,
  estadoDe: (c) => `Estado de ${c}`,
  inactivo: 'Inactivo',
};

export const AR: Textos = {
  menu: 'القائمة',
  buscar: 'بحث',
  botonBuscar: 'بحث',
  guardar: 'حفظ',
  obligatorio: 'هذا الحقل مطلوب',
  creado: 'تم إنشاء السجل بنجاح',
  editado: 'تم تعديل السجل بنجاح',
  inactivado: 'تم إلغاء تفعيل السجل بنجاح',
  eliminado: 'تم حذف السجل بنجاح',
  aceptar: 'قبول',
  preguntaInactivar: 'هل أنت متأكد من إلغاء تفعيل هذا السجل؟',
  preguntaEliminar: 'هل أنت متأكد من حذف هذا السجل؟',
  exportarExcel: 'تصدير Excel',
  exportarPdf: 'تصدير PDF',
  codigo: /^الرمز\W*$/,
  descripcion: 'الوصف',
  crear: (e) => `إنشاء ${e}`,
  editar: (e) => `تعديل ${e}`,
  editarDe: (c) => `تعديل ${c}`,
  eliminarDe: (c) => `حذف ${c}`,
  estadoDe: (c) => `حالة ${c}`,
  inactivo: 'غير نشط',
};

export interface Catalogo {
  /** The menu section and the module's entry. */
  seccion: string;
  modulo: string;
  ruta: RegExp;
  titulo: string;
  /** The record's name as 'Crear {entidad}' writes it. */
  entidad: string;
  codigo: string;
  /** Fills the catalogue's own required fields in the drawer. */
  llenar: (cajon: Locator, page: Page) => Promise<void>;
  /** The file name base of the exports. */
  archivo: string;
  /** Also export to PDF and look for the record in it. */
  pdf?: boolean;
  /** Labels of the code and description fields when the catalogue names them otherwise (NIT, Razón social). */
  etiquetaCodigo?: string | RegExp;
  etiquetaDescripcion?: string;
  /** What the screen needs once open, before the walk (a tab, a filter). */
  preparar?: (page: Page) => Promise<void>;
}

export async function elegir(cajon: Locator, page: Page, etiqueta: string | RegExp, opcion: string): Promise<void> {
  await cajon.getByLabel(etiqueta).click();
  await page.getByRole('option', { name: opcion, exact: true }).click();
}

export function fila(page: Page, codigo: string): Locator {
  return page.getByRole('row').filter({ has: page.getByRole('cell', { name: codigo, exact: true }) });
}

export async function buscar(page: Page, x: Textos, texto: string): Promise<void> {
  const filtros = page.getByRole('search');
  await filtros.getByRole('searchbox', { name: x.buscar }).fill(texto);
  await filtros.getByRole('button', { name: x.botonBuscar }).click();
}

/** The screen's address, from the pattern its URL must match ('/app/configuracion/gestion_categorias$'). */
export function direccionDe(c: Pick<Catalogo, 'ruta'>): string {
  return c.ruta.source.replace(/\\\//g, '/').replace(/\$$/, '');
}

/**
 * Opens the catalogue from the menu, as a person would; a test that entered on the catalogue itself (entrarEn, the
 * quicker way in when the menu is not what it is about) starts from its heading.
 */
export async function abrir(page: Page, c: Catalogo, x: Textos): Promise<void> {
  if (c.ruta.test(new URL(page.url()).pathname)) {
    await c.preparar?.(page);
    await expect(page.getByRole('heading', { name: c.titulo })).toBeVisible();
    return;
  }
  let menu: Locator;
  if (x === ES) menu = (await abrirMenu(page)).getByRole('navigation', { name: x.menu });
  else {
    await page.getByRole('button', { name: 'فتح القائمة' }).click();
    menu = page.getByRole('complementary', { name: 'القائمة الرئيسية' });
  }
  const arabe = x !== ES;
  await menu.getByRole('button', { name: arabe ? etiquetaEnArabe(c.seccion) : c.seccion }).click();
  await menu.getByRole('link', { name: arabe ? etiquetaEnArabe(c.modulo) : c.modulo, exact: true }).click();
  await expect(page).toHaveURL(c.ruta);
  await c.preparar?.(page);
  await expect(page.getByRole('heading', { name: c.titulo })).toBeVisible();
}

/** The person's path through one catalogue. */
export async function recorrer(page: Page, c: Catalogo, x: Textos): Promise<void> {
  await abrir(page, c, x);

  // Create: without Código the form refuses with the spec's message; then it saves.
  await page.getByRole('button', { name: x.crear(c.entidad) }).click();
  const cajon = page.getByRole('dialog', { name: x.crear(c.entidad) });
  const etiquetaCodigo = c.etiquetaCodigo ?? x.codigo;
  const etiquetaDescripcion = c.etiquetaDescripcion ?? x.descripcion;
  await cajon.getByLabel(etiquetaDescripcion).fill(`prueba ${c.codigo.toLowerCase()}`);
  await c.llenar(cajon, page);
  await cajon.getByRole('button', { name: x.guardar }).click();
  await expect(cajon.getByText(x.obligatorio).first()).toBeVisible();
  await cajon.getByLabel(etiquetaCodigo).fill(c.codigo.toLowerCase());
  await expect(cajon.getByLabel(etiquetaCodigo)).toHaveValue(c.codigo);
  await cajon.getByRole('button', { name: x.guardar }).click();
  await expect(page.getByText(x.creado)).toBeVisible();
  await expect(cajon).toBeHidden();

  // Find it on the server.
  await buscar(page, x, c.codigo);
  await expect(fila(page, c.codigo)).toContainText(`PRUEBA ${c.codigo}`);

  // Edit.
  await fila(page, c.codigo)
    .getByRole('button', { name: x.editarDe(c.codigo) })
    .click();
  const edicion = page.getByRole('dialog', { name: x.editar(c.entidad) });
  await expect(edicion.getByLabel(etiquetaDescripcion)).toHaveValue(`PRUEBA ${c.codigo}`);
  await edicion.getByLabel(etiquetaDescripcion).fill(`editada ${c.codigo.toLowerCase()}`);
  await edicion.getByRole('button', { name: x.guardar }).click();
  await expect(page.getByText(x.editado)).toBeVisible();
  await expect(fila(page, c.codigo)).toContainText(`EDITADA ${c.codigo}`);

  // Inactivate, after the question.
  const estado = fila(page, c.codigo).getByRole('switch', { name: x.estadoDe(c.codigo) });
  await estado.click();
  await page.getByRole('dialog', { name: x.preguntaInactivar }).getByRole('button', { name: x.aceptar }).click();
  await expect(page.getByText(x.inactivado)).toBeVisible();
  await expect(estado).not.toBeChecked();

  // Export: the Excel file holds the filtered rows with the record as the screen shows it.
  const [excel] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: x.exportarExcel }).click()]);
  expect(excel.suggestedFilename()).toMatch(new RegExp(`^${c.archivo}_export_\\d{8}_\\d{6}\\.xlsx$`));
  const libro = new ExcelJS.Workbook();
  await libro.xlsx.readFile(await excel.path());
  const filas = libro.worksheets[0].getSheetValues().slice(2) as unknown[][];
  const exportada = filas.find((f) => f[1] === c.codigo);
  expect(exportada?.[2]).toBe(`EDITADA ${c.codigo}`);
  expect(exportada?.at(-1)).toBe(x.inactivo);
  if (c.pdf) {
    const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: x.exportarPdf }).click()]);
    expect(pdf.suggestedFilename()).toMatch(new RegExp(`^${c.archivo}_export_\\d{8}_\\d{6}\\.pdf$`));
    const contenido = (await readFile(await pdf.path())).toString('latin1');
    expect(contenido.startsWith('%PDF-')).toBe(true);
    // jsPDF writes its text uncompressed: each cell is a string drawn on the page.
    expect(contenido).toContain(`(${c.codigo})`);
    expect(contenido).toContain(`(EDITADA ${c.codigo})`);
  }

  // Delete: the catalogue is left as it was found.
  await fila(page, c.codigo)
    .getByRole('button', { name: x.eliminarDe(c.codigo) })
    .click();
  await page.getByRole('dialog', { name: x.preguntaEliminar }).getByRole('button', { name: x.aceptar }).click();
  await expect(page.getByText(x.eliminado)).toBeVisible();
}

/** Signs in (SUPERADMIN unless told), switches the shell to Arabic (right to left), walks, and leaves it in Spanish again. */
export async function enArabe(
  page: Page,
  direccion: string,
  recorrido: () => Promise<void>,
  usuario: UsuarioDemo = 'SUPERADMIN',
): Promise<void> {
  // The language is the user's stored preference, as the language menu leaves it (the menu itself: idioma.spec.ts).
  await entrarEn(page, usuario, direccion, { preferencias: { idioma: 'ar' } });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await recorrido();
}
