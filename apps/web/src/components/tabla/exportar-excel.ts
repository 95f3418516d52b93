import ExcelJS from 'exceljs';
import { truncarExacto } from '@eds/contracts/formato-exacto';
import { textoDe } from '../../lib/texto';
import { descargarArchivo, nombreExportacion, type ColumnaExportable } from './columnas';

/** Currency columns: dollar sign and 2 decimals (document 2 §9). */
export const FORMATO_DINERO = '"$"#,##0.00';
const FORMATO_NUMERO = '#,##0.00';
const FORMATO_FECHA = 'dd/mm/yyyy';
const FORMATO_FECHA_HORA = 'dd/mm/yyyy hh:mm AM/PM';

export interface DatosExcel {
  titulo: string;
  columnas: ColumnaExportable[];
  /** Raw values: numbers stay numbers and dates stay dates, so the sheet can compute with them. */
  filas: unknown[][];
  nombreArchivo: string;
}

/** Numbers with more than 2 decimals (factors, rates) keep up to that many, without trailing zeros. */
const formatoDecimales = (decimales: number) => `#,##0.${'#'.repeat(decimales)}`;

function celda(valor: unknown, columna: ColumnaExportable): ExcelJS.CellValue {
  const tipo = columna.tipo;
  if (valor === null || valor === undefined || valor === '') return null;
  if (tipo === 'numero' || tipo === 'dinero') {
    const n = typeof valor === 'number' ? valor : Number(valor);
    return Number.isFinite(n) ? truncarExacto(n, tipo === 'numero' ? (columna.decimales ?? 2) : 2) : textoDe(valor);
  }
  if ((tipo === 'fecha' || tipo === 'fechaHora') && valor instanceof Date) return valor;
  return textoDe(valor);
}

export async function crearLibroExcel(d: DatosExcel): Promise<ExcelJS.Workbook> {
  const libro = new ExcelJS.Workbook();
  libro.created = new Date();
  // Sheet names are limited to 31 characters and a few symbols are not allowed.
  const hoja = libro.addWorksheet(d.titulo.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31) || 'Datos');
  hoja.columns = d.columnas.map((c) => ({
    header: c.titulo,
    width: c.anchoExcel ?? Math.max(12, c.titulo.length + 4),
    style: {
      numFmt:
        c.tipo === 'dinero'
          ? FORMATO_DINERO
          : c.tipo === 'numero'
            ? c.decimales !== undefined && c.decimales > 2
              ? formatoDecimales(c.decimales)
              : FORMATO_NUMERO
            : c.tipo === 'fecha'
              ? FORMATO_FECHA
              : c.tipo === 'fechaHora'
                ? FORMATO_FECHA_HORA
                : undefined,
    },
  }));
  for (const fila of d.filas) hoja.addRow(fila.map((v, i) => celda(v, d.columnas[i])));
  const cabecera = hoja.getRow(1);
  cabecera.font = { bold: true, color: { argb: 'FFFFFFFF' } };
  cabecera.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFC62828' } };
  hoja.views = [{ state: 'frozen', ySplit: 1 }];
  return libro;
}

export async function exportarExcel(d: DatosExcel): Promise<void> {
  const libro = await crearLibroExcel(d);
  const contenido = await libro.xlsx.writeBuffer();
  descargarArchivo(
    new Blob([contenido], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
    nombreExportacion(d.nombreArchivo, 'xlsx'),
  );
}
