import { sql } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import { fila, type Conn } from '../../db/client';
import { recaudoConAplicaciones } from './cartera';

const MARGEN = 36;

const miles = (valor: number) => {
  const [entero, fraccion] = Math.abs(valor).toFixed(2).split('.');
  return `${valor < 0 ? '-' : ''}$ ${entero.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${fraccion}`;
};

/** Renders a PDF document to a buffer. */
async function pdf(titulo: string, dibujar: (doc: PDFKit.PDFDocument, ancho: number) => void): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'LETTER', margin: MARGEN, info: { Title: titulo } });
  const partes: Buffer[] = [];
  doc.on('data', (b: Buffer) => partes.push(b));
  const fin = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(partes)));
    doc.on('error', reject);
  });
  dibujar(doc, doc.page.width - 2 * MARGEN);
  doc.end();
  return fin;
}

/** A simple table: header in grey, rows, new page when full. */
function tabla(
  doc: PDFKit.PDFDocument,
  ancho: number,
  cols: { titulo: string; ancho: number; derecha?: boolean }[],
  filasTexto: string[][],
) {
  let y = doc.y + 8;
  const linea = (valores: string[], negrita: boolean) => {
    doc.font(negrita ? 'Helvetica-Bold' : 'Helvetica').fontSize(8.5);
    const alto = Math.max(...valores.map((v, i) => doc.heightOfString(v, { width: cols[i].ancho * ancho - 4 })));
    if (y + alto > doc.page.height - MARGEN) {
      doc.addPage();
      y = MARGEN;
    }
    let x = MARGEN;
    valores.forEach((v, i) => {
      doc.text(v, x + 2, y, { width: cols[i].ancho * ancho - 4, align: cols[i].derecha ? 'right' : 'left' });
      x += cols[i].ancho * ancho;
    });
    y += alto + 4;
  };
  doc.rect(MARGEN, y - 2, ancho, 13).fill('#eeeeee');
  doc.fillColor('#000000');
  linea(
    cols.map((c) => c.titulo),
    true,
  );
  for (const f of filasTexto) linea(f, false);
  doc.x = MARGEN;
  doc.y = y + 4;
}

async function encabezadoEmpresa(conn: Conn, empresaId: number) {
  return (await fila<{ razon_social: string; alias: string; nit: string | null }>(
    conn,
    sql`SELECT e.razon_social, e.alias, coalesce(e.nit, n.nit) AS nit FROM empresas e JOIN negocios n ON n.id = e.negocio_id WHERE e.id = ${empresaId}`,
  ))!;
}

/** The receipt of a collection (Registrar recaudo): station, customer, value, payment method and what it paid. */
export async function reciboRecaudoPdf(
  conn: Conn,
  id: number,
  alcance: ReadonlySet<number>,
): Promise<{ consecutivo: number; pdf: Buffer }> {
  const r = await recaudoConAplicaciones(conn, id, alcance);
  const e = await encabezadoEmpresa(conn, r.empresa_id);
  const titulo = `RECIBO DE CAJA N° ${r.consecutivo}`;
  const buffer = await pdf(titulo, (doc, ancho) => {
    doc.font('Helvetica-Bold').fontSize(13).text(e.razon_social, { width: ancho });
    doc
      .font('Helvetica')
      .fontSize(9)
      .text(`${e.alias}${e.nit ? ` · NIT ${e.nit}` : ''}`, { width: ancho });
    doc.moveDown(0.5);
    doc.font('Helvetica-Bold').fontSize(12).fillColor('#b71c1c').text(titulo, { width: ancho });
    doc.fillColor('#000000').font('Helvetica').fontSize(9);
    const dato = (etiqueta: string, valor: string | null) => {
      if (valor) doc.font('Helvetica-Bold').text(`${etiqueta}: `, { continued: true }).font('Helvetica').text(valor, { width: ancho });
    };
    dato('Fecha', r.fecha);
    dato('Día de negocio', r.fecha_negocio);
    dato('Cliente', `${r.cliente} · ${r.identificacion}`);
    dato('Valor', miles(Number(r.valor)));
    dato('Medio de pago', r.medio_pago);
    dato('Referencia', r.referencia);
    dato('Observaciones', r.observacion);
    dato('Usuario', r.usuario);
    dato('Estado', r.estado);
    tabla(
      doc,
      ancho,
      [
        { titulo: 'Día de la venta', ancho: 0.2 },
        { titulo: 'Factura', ancho: 0.25 },
        { titulo: 'Estación', ancho: 0.3 },
        { titulo: 'Valor aplicado', ancho: 0.25, derecha: true },
      ],
      r.aplicaciones.map((a) => [a.fecha_negocio, a.factura ?? '', a.estacion, miles(Number(a.valor))]),
    );
    doc.font('Helvetica').fontSize(8).text(`Impreso ${r.emitido}`, { width: ancho });
  });
  return { consecutivo: r.consecutivo, pdf: buffer };
}

/** The customer's statement: balance, ageing and the unpaid sales, as a PDF. */
export async function estadoCuentaPdf(
  datos: {
    nombre: string;
    identificacion: string;
    saldo: string;
    d0_30: string;
    d31_60: string;
    d61_90: string;
    d90_mas: string;
    cupo: string | null;
    disponible: string | null;
    facturas: {
      fecha_negocio: string;
      factura: string | null;
      empresa: string;
      dias: number;
      valor: string;
      pagado: string;
      pendiente: string;
    }[];
  },
  emitido: string,
): Promise<Buffer> {
  const titulo = `ESTADO DE CUENTA ${datos.nombre}`;
  return pdf(titulo, (doc, ancho) => {
    doc.font('Helvetica-Bold').fontSize(12).fillColor('#b71c1c').text(titulo, { width: ancho });
    doc.fillColor('#000000').font('Helvetica').fontSize(9);
    doc.text(`Identificación ${datos.identificacion} · Emitido ${emitido}`, { width: ancho });
    doc.moveDown(0.5);
    doc.text(
      `Saldo ${miles(Number(datos.saldo))} · 0–30 ${miles(Number(datos.d0_30))} · 31–60 ${miles(Number(datos.d31_60))} · ` +
        `61–90 ${miles(Number(datos.d61_90))} · >90 ${miles(Number(datos.d90_mas))}`,
      { width: ancho },
    );
    if (datos.cupo !== null)
      doc.text(`Cupo ${miles(Number(datos.cupo))} · Disponible ${miles(Number(datos.disponible ?? 0))}`, { width: ancho });
    tabla(
      doc,
      ancho,
      [
        { titulo: 'Día', ancho: 0.12 },
        { titulo: 'Factura', ancho: 0.16 },
        { titulo: 'Estación', ancho: 0.24 },
        { titulo: 'Días', ancho: 0.08, derecha: true },
        { titulo: 'Valor', ancho: 0.14, derecha: true },
        { titulo: 'Pagado', ancho: 0.13, derecha: true },
        { titulo: 'Pendiente', ancho: 0.13, derecha: true },
      ],
      datos.facturas.map((f) => [
        f.fecha_negocio,
        f.factura ?? '',
        f.empresa,
        String(f.dias),
        miles(Number(f.valor)),
        miles(Number(f.pagado)),
        miles(Number(f.pendiente)),
      ]),
    );
  });
}
