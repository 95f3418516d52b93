import type PDFDocument from 'pdfkit';
import type { TGraficoReporte } from '@eds/contracts/reportes/motor';

type Doc = InstanceType<typeof PDFDocument>;
type Grafico = NonNullable<TGraficoReporte>;

/** Colours of series that have none of their own (fuels bring theirs). */
const PALETA = ['#1565c0', '#c62828', '#2e7d32', '#f9a825', '#6a1b9a', '#00838f', '#ef6c00', '#5d4037'];
const color = (g: Grafico, i: number) => g.series[i].color ?? PALETA[i % PALETA.length];

/** `12,5 M`, `3,2 mil`: the value axis abbreviated, as on the screen. */
function abreviado(n: number): string {
  const a = Math.abs(n);
  const f = (x: number, s: string) => `${(Math.trunc(x * 10) / 10).toString().replace('.', ',')}${s}`;
  if (a >= 1e9) return f(n / 1e9, ' mil M');
  if (a >= 1e6) return f(n / 1e6, ' M');
  if (a >= 1e3) return f(n / 1e3, ' mil');
  return f(n, '');
}

function leyenda(doc: Doc, g: Grafico, x: number, y: number, ancho: number): void {
  let cx = x;
  doc.fontSize(7);
  g.series.forEach((s, i) => {
    const w = doc.widthOfString(s.nombre) + 18;
    if (cx + w > x + ancho) return;
    doc.rect(cx, y + 1, 8, 6).fill(color(g, i));
    doc.fillColor('#424242').text(s.nombre, cx + 11, y, { lineBreak: false });
    cx += w;
  });
}

/**
 * The report's chart on the first page of its PDF (when its panel was open): vertical bars (stacked when the chart
 * stacks), horizontal bars for rankings, lines and steps for series over time. Returns the y under it.
 */
export function dibujarGrafico(doc: Doc, g: Grafico, tipo: string | null, x: number, y: number, ancho: number, alto: number): number {
  const apilado = tipo === 'columnasApiladas';
  const porCategoria = g.categorias.map((_, j) => g.series.map((s) => s.datos[j] ?? 0));
  const maximo = Math.max(1, ...porCategoria.map((v) => (apilado ? v.filter((n) => n > 0).reduce((a, b) => a + b, 0) : Math.max(0, ...v))));
  const minimo = Math.min(0, ...porCategoria.flat());
  leyenda(doc, g, x, y, ancho);
  const arriba = y + 14;
  const izquierda = x + 48;
  const anchoUtil = ancho - 52;
  const altoUtil = alto - 34;
  doc.fontSize(7).fillColor('#616161');
  if (tipo === 'barrasHorizontales') {
    const fila = altoUtil / Math.max(1, g.categorias.length);
    const izq = x + 110;
    g.categorias.forEach((cat, j) => {
      const v = g.series[0]?.datos[j] ?? 0;
      const w = (Math.max(0, v) / maximo) * (ancho - 170);
      doc.fillColor('#424242').text(cat, x, arriba + j * fila, { width: 105, lineBreak: false, ellipsis: true });
      doc.rect(izq, arriba + j * fila + 1, w, Math.max(2, fila - 3)).fill(color(g, 0));
      doc.fillColor('#424242').text(abreviado(v), izq + w + 3, arriba + j * fila, { lineBreak: false });
    });
    return y + alto;
  }
  const escala = (v: number) => arriba + altoUtil - ((v - minimo) / (maximo - minimo)) * altoUtil;
  for (let k = 0; k <= 4; k++) {
    const v = minimo + ((maximo - minimo) * k) / 4;
    doc
      .moveTo(izquierda, escala(v))
      .lineTo(izquierda + anchoUtil, escala(v))
      .lineWidth(0.3)
      .stroke('#bdbdbd');
    doc.fillColor('#616161').text(abreviado(v), x, escala(v) - 3, { width: 44, align: 'right', lineBreak: false });
  }
  const paso = anchoUtil / Math.max(1, g.categorias.length);
  const cadaEtiqueta = Math.max(1, Math.ceil(g.categorias.length / 24));
  g.categorias.forEach((cat, j) => {
    if (j % cadaEtiqueta === 0)
      doc
        .fillColor('#616161')
        .text(cat, izquierda + j * paso, arriba + altoUtil + 4, { width: paso * cadaEtiqueta, lineBreak: false, ellipsis: true });
  });
  const lineas = (desde: number) =>
    g.series.forEach((s, i) => {
      if (i < desde) return;
      let previo: [number, number] | null = null;
      s.datos.forEach((v, j) => {
        if (v === null) return;
        const punto: [number, number] = [izquierda + j * paso + paso / 2, escala(v)];
        if (previo) {
          doc.moveTo(previo[0], previo[1]);
          if (tipo === 'escalones') doc.lineTo(punto[0], previo[1]);
          doc.lineTo(punto[0], punto[1]).lineWidth(1.2).stroke(color(g, i));
        }
        previo = punto;
      });
    });
  if (tipo === 'lineas' || tipo === 'escalones') {
    lineas(0);
    return y + alto;
  }
  // Columns and a line: the first series as columns, the others (a running total) as lines over them.
  const columnas = tipo === 'columnasYLinea' ? g.series.slice(0, 1) : g.series;
  const grupos = apilado ? 1 : columnas.length;
  const anchoBarra = Math.max(1, (paso * 0.8) / grupos);
  g.categorias.forEach((_, j) => {
    let acumulado = 0;
    columnas.forEach((s, i) => {
      const v = s.datos[j] ?? 0;
      const base = apilado ? acumulado : 0;
      const x0 = izquierda + j * paso + paso * 0.1 + (apilado ? 0 : i * anchoBarra);
      const y0 = escala(Math.max(base, base + v));
      const y1 = escala(Math.min(base, base + v));
      doc.rect(x0, y0, anchoBarra, Math.max(0.5, y1 - y0)).fill(color(g, i));
      if (apilado) acumulado += v;
    });
  });
  if (tipo === 'columnasYLinea') lineas(1);
  return y + alto;
}
