/** One row of a chart as typed or imported: text, so that what the user wrote is kept until it is checked. */
export interface FilaAforo {
  altura: string;
  volumen: string;
}

const numero = (v: unknown): string => {
  if (typeof v === 'number') return String(v);
  if (v && typeof v === 'object' && 'result' in v) return numero(v.result);
  if (typeof v !== 'string') return '';
  return v.trim().replace(',', '.');
};

/** Rows whose first two cells are numbers; a header row or blank lines are skipped. */
export function filasDeCeldas(celdas: readonly (readonly unknown[])[]): FilaAforo[] {
  return celdas
    .map((c) => ({ altura: numero(c[0]), volumen: numero(c[1]) }))
    .filter((f) => f.altura !== '' && f.volumen !== '' && Number.isFinite(Number(f.altura)) && Number.isFinite(Number(f.volumen)));
}

/** A CSV's rows (comma, semicolon or tab separated: Excel in Spanish writes semicolons). */
export function filasDeCsv(texto: string): FilaAforo[] {
  return filasDeCeldas(texto.split(/\r?\n/).map((l) => (l.includes(';') || l.includes('\t') ? l.split(/[;\t]/) : l.split(','))));
}

/** The first sheet of an .xlsx file, column A the height (mm) and B the volume (gal). */
export async function filasDeExcel(datos: ArrayBuffer): Promise<FilaAforo[]> {
  const { default: ExcelJS } = await import('exceljs');
  const libro = new ExcelJS.Workbook();
  await libro.xlsx.load(datos);
  const hoja = libro.worksheets[0];
  if (!hoja) return [];
  const celdas: unknown[][] = [];
  hoja.eachRow((fila) => celdas.push([fila.getCell(1).value, fila.getCell(2).value]));
  return filasDeCeldas(celdas);
}
