import { jsPDF } from 'jspdf';
import { autoTable } from 'jspdf-autotable';
import { descargarArchivo, nombreExportacion, type ColumnaExportable } from './columnas';

/** Document 2 §9: legal paper, landscape, font 9, red header fill. */
export const PDF = { formato: 'legal', orientacion: 'landscape', fuente: 9, rojo: [198, 40, 40] as [number, number, number] } as const;

export interface DatosPdf {
  titulo: string;
  subtitulo?: string;
  columnas: ColumnaExportable[];
  /** Cells already formatted as shown on screen. */
  filas: string[][];
  nombreArchivo: string;
}

export function crearPdf(d: DatosPdf): jsPDF {
  const doc = new jsPDF({ orientation: PDF.orientacion, format: PDF.formato, unit: 'pt' });
  doc.setFontSize(14);
  doc.text(d.titulo, 40, 40);
  if (d.subtitulo) {
    doc.setFontSize(PDF.fuente);
    doc.text(d.subtitulo, 40, 56);
  }
  autoTable(doc, {
    head: [d.columnas.map((c) => c.titulo)],
    body: d.filas,
    startY: d.subtitulo ? 68 : 56,
    margin: { left: 40, right: 40 },
    styles: { fontSize: PDF.fuente, cellPadding: 4 },
    headStyles: { fillColor: PDF.rojo, textColor: 255, fontStyle: 'bold' },
    columnStyles: Object.fromEntries(
      d.columnas.map((c, i) => [i, { halign: c.tipo === 'numero' || c.tipo === 'dinero' ? ('right' as const) : ('left' as const) }]),
    ),
  });
  return doc;
}

export function exportarPdf(d: DatosPdf): void {
  const doc = crearPdf(d);
  descargarArchivo(doc.output('blob'), nombreExportacion(d.nombreArchivo, 'pdf'));
}
