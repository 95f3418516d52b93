import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { COLORES_CELDA, colorDeCelda, type ColumnaReporte } from '@eds/contracts/reportes/motor';
import type { ContenidoArchivo, FilaArchivo } from './archivo';
import { texto } from './sql';

/** Excel number formats of each column type (Excel shows them with the reader's own separators). */
const FORMATOS: Partial<Record<ColumnaReporte['tipo'], string>> = {
  dinero: '"$" #,##0.00;[Red]-"$" #,##0.00',
  volumen: '#,##0.00;[Red]-#,##0.00',
  decimal: '#,##0.00;[Red]-#,##0.00',
  lectura: '#,##0.000;[Red]-#,##0.000',
  entero: '#,##0;[Red]-#,##0',
  porcentaje: '0.00" %";[Red]-0.00" %"',
  fecha: 'dd/mm/yyyy',
  fechaHora: 'dd/mm/yyyy hh:mm',
};

const ROJO = 'FFC62828';

/** A cell value as Excel stores it: numbers stay numbers, dates become dates (Bogotá wall-clock, as the screen shows them). */
function valorCelda(valor: unknown, c: ColumnaReporte): ExcelJS.CellValue {
  if (valor === null || valor === undefined) return null;
  if (c.tipo === 'fecha') return new Date(`${texto(valor)}T00:00:00Z`);
  if (c.tipo === 'fechaHora') return new Date(`${texto(valor).replace(' ', 'T')}Z`);
  if (c.tipo === 'texto') return texto(valor);
  return Number(valor);
}

function valores(f: FilaArchivo, columnas: readonly ColumnaReporte[]): ExcelJS.CellValue[] {
  if (f.tipo === 'fila') return columnas.map((c) => valorCelda(f.fila[c.clave], c));
  // Subtotal and TOTALES: the label in the first column, the foot's figures under their columns.
  return columnas.map((c, i) => (i === 0 ? f.etiqueta : c.clave in f.totales ? valorCelda(f.totales[c.clave], c) : null));
}

/** A sheet's name: Excel allows 31 characters and none of `: \\ / ? * [ ]`. */
const nombreHoja = (titulo: string) => titulo.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31);

/** One sheet: the heading (with the section's title in a book), the column titles, the rows, Subtotals and TOTALES. */
async function escribirHoja(
  libro: ExcelJS.stream.xlsx.WorkbookWriter,
  nombre: string,
  c: ContenidoArchivo,
  columnas: readonly ColumnaReporte[],
  filas: () => AsyncIterable<FilaArchivo>,
  seccion?: string,
): Promise<void> {
  const encabezado: [string, string][] = [
    [c.razonSocial, seccion ? `${c.titulo} · ${seccion}` : c.titulo],
    ['Estaciones', c.estaciones],
    ['Periodo', c.ventana],
    ['Usuario', `${c.usuario} · ${c.generado}`],
  ];
  const hoja = libro.addWorksheet(nombre, { views: [{ state: 'frozen', ySplit: encabezado.length + 2 }] });
  columnas.forEach((col, i) => {
    hoja.getColumn(i + 1).width = Math.max(12, Math.min(40, col.titulo.length + 4));
  });
  for (const [a, b] of encabezado) {
    const r = hoja.addRow([a, b]);
    r.getCell(1).font = { bold: true };
    r.commit();
  }
  hoja.addRow([]).commit();
  const titulos = hoja.addRow(columnas.map((col) => col.titulo));
  titulos.eachCell((celda) => {
    celda.font = { bold: true, color: { argb: 'FFFFFFFF' } };
    celda.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: ROJO } };
  });
  titulos.commit();
  for await (const f of filas()) {
    const r = hoja.addRow(valores(f, columnas));
    columnas.forEach((col, i) => {
      const formato = FORMATOS[col.tipo];
      if (formato) r.getCell(i + 1).numFmt = formato;
      // The column's colour rule (REPORTS.md's coloured cells), on report rows only.
      const color = f.tipo === 'fila' ? colorDeCelda(col, f.fila) : null;
      if (color) r.getCell(i + 1).fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: `FF${COLORES_CELDA[color]}` } };
    });
    if (f.tipo !== 'fila') r.font = { bold: true };
    r.commit();
  }
  hoja.commit();
}

/**
 * The workbook of an export, written as a stream (exceljs' streaming writer): each row is committed as soon as it is
 * read, so memory stays flat whatever the number of rows. Sheet `Reporte` (heading, column titles, rows, Subtotals,
 * TOTALES) — or, for a book, one sheet per section named after it — and sheet `Filtros`.
 */
export function libroExcel(c: ContenidoArchivo): Readable {
  const salida = new PassThrough();
  const libro = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: salida, useStyles: true, useSharedStrings: false });
  void (async () => {
    if (c.secciones) {
      const usados = new Set<string>();
      for (const [i, x] of c.secciones.entries()) {
        let nombre = nombreHoja(x.titulo);
        if (usados.has(nombre)) nombre = nombreHoja(`${i + 1} ${x.titulo}`);
        usados.add(nombre);
        await escribirHoja(libro, nombre, c, x.columnas, x.filas, x.titulo);
      }
    } else await escribirHoja(libro, 'Reporte', c, c.columnas, c.filas);
    const filtros = libro.addWorksheet('Filtros');
    filtros.getColumn(1).width = 24;
    filtros.getColumn(2).width = 60;
    for (const [nombre, valor] of c.filtros) {
      const r = filtros.addRow([nombre, valor]);
      r.getCell(1).font = { bold: true };
      r.commit();
    }
    filtros.commit();
    await libro.commit();
  })().catch((error: unknown) => salida.destroy(error instanceof Error ? error : new Error(String(error))));
  return salida;
}
