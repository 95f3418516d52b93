import type { Readable } from 'node:stream';
import PDFDocument from 'pdfkit';
import { COLORES_CELDA, TIPOS_NUMERICOS, colorDeCelda, type ColumnaReporte } from '@eds/contracts/reportes/motor';
import { textoCelda, type ContenidoArchivo, type FilaArchivo } from './archivo';
import { dibujarGrafico } from './grafico-pdf';

/** REPORTS.md §0 "Export": legal paper, landscape, font 9, a red header, `Página X de Y` at the foot. */
const MARGEN = 24;
const FUENTE = 9;
const ALTO_FILA = 14;
const ROJO = '#c62828';
const ROJO_TEXTO = '#b71c1c';

/** Relative widths by column type; texts take what is left. */
const PESO: Record<ColumnaReporte['tipo'], number> = {
  texto: 2.2,
  entero: 0.8,
  dinero: 1.3,
  volumen: 1.1,
  decimal: 1,
  porcentaje: 0.9,
  lectura: 1.2,
  fecha: 0.9,
  fechaHora: 1.3,
};

type Doc = InstanceType<typeof PDFDocument>;

function logoDe(logo: string | null): Buffer | null {
  const m = logo ? /^data:image\/(png|jpe?g);base64,(.+)$/.exec(logo) : null;
  return m ? Buffer.from(m[2], 'base64') : null;
}

/** Entries of the Filtros sheet the heading's first line already says (or the title does). */
const BASE_FILTROS = new Set(['Reporte', 'Estaciones', 'Fecha inicial', 'Fecha final', 'Ventana', 'Usuario']);

/** The page heading: the red band with the logo, the business name and the title, then stations, window, user and time. */
function encabezado(doc: Doc, c: ContenidoArchivo): number {
  const ancho = doc.page.width - 2 * MARGEN;
  doc.rect(MARGEN, MARGEN, ancho, 40).fill(ROJO);
  const logo = logoDe(c.logo);
  let x = MARGEN + 10;
  if (logo) {
    try {
      doc.image(logo, x, MARGEN + 4, { fit: [80, 32] });
      x += 90;
    } catch {
      // A logo pdfkit cannot read is left out; the name still identifies the business.
    }
  }
  doc
    .fillColor('#ffffff')
    .font('Helvetica-Bold')
    .fontSize(11)
    .text(c.razonSocial, x, MARGEN + 7, { width: ancho - (x - MARGEN) - 10, lineBreak: false, ellipsis: true });
  doc.fontSize(13).text(c.titulo, x, MARGEN + 21, { width: ancho - (x - MARGEN) - 10, lineBreak: false, ellipsis: true });
  doc.fillColor('#212121').font('Helvetica').fontSize(FUENTE);
  const linea = `${c.estaciones}  ·  ${c.ventana}  ·  ${c.usuario}  ·  ${c.generado}`;
  doc.text(linea, MARGEN, MARGEN + 46, { width: ancho, lineBreak: false, ellipsis: true });
  // The report's own filters (Tipo de negocio, Producto...), as the Excel's Filtros sheet names them.
  const propios = c.filtros.filter(([nombre]) => !BASE_FILTROS.has(nombre));
  if (propios.length === 0) return MARGEN + 62;
  const filtros = propios.map(([nombre, valor]) => `${nombre}: ${valor}`).join('  ·  ');
  doc.text(filtros, MARGEN, MARGEN + 58, { width: ancho, lineBreak: false, ellipsis: true });
  return MARGEN + 74;
}

interface Tabla {
  columnas: readonly ColumnaReporte[];
  anchos: number[];
}

function titulosTabla(doc: Doc, t: Tabla, y: number): number {
  const ancho = t.anchos.reduce((a, b) => a + b, 0);
  doc.rect(MARGEN, y, ancho, ALTO_FILA + 4).fill(ROJO);
  doc.fillColor('#ffffff').font('Helvetica-Bold').fontSize(FUENTE);
  let x = MARGEN;
  t.columnas.forEach((c, i) => {
    doc.text(c.titulo, x + 2, y + 4, {
      width: t.anchos[i] - 4,
      align: TIPOS_NUMERICOS.has(c.tipo) ? 'right' : 'left',
      lineBreak: false,
      ellipsis: true,
    });
    x += t.anchos[i];
  });
  return y + ALTO_FILA + 4;
}

function filaTabla(doc: Doc, t: Tabla, f: FilaArchivo, y: number, par: boolean, formato: ContenidoArchivo['formato']): void {
  const ancho = t.anchos.reduce((a, b) => a + b, 0);
  if (f.tipo !== 'fila') doc.rect(MARGEN, y, ancho, ALTO_FILA).fill(f.tipo === 'total' ? '#e0e0e0' : '#f1f1f1');
  else if (par) doc.rect(MARGEN, y, ancho, ALTO_FILA).fill('#fafafa');
  doc.font(f.tipo === 'fila' ? 'Helvetica' : 'Helvetica-Bold').fontSize(FUENTE);
  let x = MARGEN;
  t.columnas.forEach((c, i) => {
    const valor = f.tipo === 'fila' ? f.fila[c.clave] : i === 0 ? f.etiqueta : c.clave in f.totales ? f.totales[c.clave] : undefined;
    const texto = f.tipo !== 'fila' && i === 0 ? String(valor) : valor === undefined ? '' : textoCelda(valor, c, formato);
    const negativo = TIPOS_NUMERICOS.has(c.tipo) && typeof valor === 'number' && valor < 0;
    // The column's colour rule (REPORTS.md's coloured cells) fills the cell under its text.
    const color = f.tipo === 'fila' ? colorDeCelda(c, f.fila) : null;
    if (color) doc.rect(x, y, t.anchos[i], ALTO_FILA).fill(`#${COLORES_CELDA[color]}`);
    doc.fillColor(negativo ? ROJO_TEXTO : '#212121');
    doc.text(texto, x + 2, y + 3, {
      width: t.anchos[i] - 4,
      align: TIPOS_NUMERICOS.has(c.tipo) ? 'right' : 'left',
      lineBreak: false,
      ellipsis: true,
    });
    x += t.anchos[i];
  });
}

/** Column widths over the page's width, by each column's type. */
function tablaDe(columnas: readonly ColumnaReporte[], disponible: number): Tabla {
  const pesos = columnas.map((col) => PESO[col.tipo]);
  const total = pesos.reduce((a, b) => a + b, 0);
  return { columnas, anchos: pesos.map((p) => (p / total) * disponible) };
}

/** A section's title band of a book, under the page heading. */
function tituloSeccion(doc: Doc, titulo: string, y: number, ancho: number): number {
  doc
    .fillColor(ROJO_TEXTO)
    .font('Helvetica-Bold')
    .fontSize(11)
    .text(titulo, MARGEN, y + 2, { width: ancho, lineBreak: false, ellipsis: true });
  return y + 18;
}

/**
 * The PDF of an export, built with pdfkit as rows are read. Pages are kept until the end (at most 10.000 rows, a few
 * hundred pages) so each can say `Página X de Y`. A book prints its sections one after the other, each from a new
 * page under its own title (repeated on the pages it continues on).
 */
export function documentoPdf(c: ContenidoArchivo): Readable {
  const doc = new PDFDocument({
    size: 'LEGAL',
    layout: 'landscape',
    margin: MARGEN,
    bufferPages: true,
    info: { Title: c.titulo, Author: c.razonSocial },
  });
  void (async () => {
    const disponible = doc.page.width - 2 * MARGEN;
    const limite = doc.page.height - MARGEN - 18;
    const partes = c.secciones ?? [{ titulo: null, columnas: c.columnas, filas: c.filas }];
    for (const [i, parte] of partes.entries()) {
      const tabla = tablaDe(parte.columnas, disponible);
      if (i > 0) doc.addPage();
      const cabeza = () => {
        const y = encabezado(doc, c);
        return parte.titulo ? tituloSeccion(doc, parte.titulo, y, disponible) : y;
      };
      let y = cabeza();
      if (!c.secciones && c.grafico && c.grafico.categorias.length > 0)
        y = dibujarGrafico(doc, c.grafico, c.tipoGrafico, MARGEN, y + 4, disponible, 190) + 8;
      y = titulosTabla(doc, tabla, y);
      let n = 0;
      for await (const f of parte.filas()) {
        if (y + ALTO_FILA > limite) {
          doc.addPage();
          y = titulosTabla(doc, tabla, cabeza());
        }
        filaTabla(doc, tabla, f, y, n % 2 === 1, c.formato);
        y += ALTO_FILA;
        n++;
      }
    }
    const paginas = doc.bufferedPageRange();
    for (let i = 0; i < paginas.count; i++) {
      doc.switchToPage(paginas.start + i);
      // Writing below the bottom margin would open a new page: the footer sits in the margin on purpose.
      doc.page.margins.bottom = 0;
      doc
        .fillColor('#616161')
        .font('Helvetica')
        .fontSize(FUENTE)
        .text(`Página ${i + 1} de ${paginas.count}`, MARGEN, doc.page.height - MARGEN + 6, {
          width: disponible,
          align: 'center',
          lineBreak: false,
        });
    }
    doc.end();
  })().catch((error: unknown) => doc.destroy(error instanceof Error ? error : new Error(String(error))));
  return doc;
}
