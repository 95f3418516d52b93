import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { ColumnaReporte } from '@eds/contracts/reportes/motor';
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

/**
 * The workbook of an export, written as a stream (exceljs' streaming writer): each row is committed as soon as it is
 * read, so memory stays flat whatever the number of rows. Sheet `Reporte` (heading, column titles, rows, Subtotals,
 * TOTALES) and sheet `Filtros`.
 */
export function libroExcel(c: ContenidoArchivo): Readable {
  const salida = new PassThrough();
  const libro = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: salida, useStyles: true, useSharedStrings: false });
  void (async () => {
    const hoja = libro.addWorksheet('Reporte', { views: [{ state: 'frozen', ySplit: 6 }] });
    c.columnas.forEach((col, i) => {
      hoja.getColumn(i + 1).width = Math.max(12, Math.min(40, col.titulo.length + 4));
    });
    const encabezado: [string, string][] = [
      [c.razonSocial, c.titulo],
      ['Estaciones', c.estaciones],
      ['Periodo', c.ventana],
      ['Usuario', `${c.usuario} · ${c.generado}`],
    ];
    for (const [a, b] of encabezado) {
      const r = hoja.addRow([a, b]);
      r.getCell(1).font = { bold: true };
      r.commit();
    }
    hoja.addRow([]).commit();
    const titulos = hoja.addRow(c.columnas.map((col) => col.titulo));
    titulos.eachCell((celda) => {
      celda.font = { bold: true, color: { argb: 'FFFFFFFF' } };
      celda.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: ROJO } };
    });
    titulos.commit();
    for await (const f of c.filas()) {
      const r = hoja.addRow(valores(f, c.columnas));
      c.columnas.forEach((col, i) => {
        const formato = FORMATOS[col.tipo];
        if (formato) r.getCell(i + 1).numFmt = formato;
      });
      if (f.tipo !== 'fila') r.font = { bold: true };
      r.commit();
    }
    hoja.commit();
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
