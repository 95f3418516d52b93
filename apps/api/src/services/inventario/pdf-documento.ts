import { sql } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import { MENSAJES_INVENTARIO as M } from '@eds/contracts/inventario';
import { fila } from '../../db/client';
import type { Conn } from '../../db/client';
import { AppError } from '../../lib/errors';
import { detalleDocumento } from './administracion';

/** The printed name of each kind of document. */
export const TITULO_DOCUMENTO: Readonly<Record<string, string>> = {
  AJUSTE_INICIAL: 'AJUSTE INICIAL DE INVENTARIO',
  ENTRADA: 'ENTRADA DE INVENTARIO',
  SALIDA: 'SALIDA DE INVENTARIO',
  TRASLADO: 'TRASLADO ENTRE BODEGAS',
  TRASLADO_PDV: 'TRASLADO ENTRE PUNTOS DE VENTA',
  REMARCACION: 'REMARCACIÓN DE PRECIOS',
  AJUSTE: 'AJUSTE POR TOMA FÍSICA',
};

const NEGOCIO: Readonly<Record<string, string>> = { S: 'CANASTILLA', K: 'KIOSCO', C: 'COMBUSTIBLE' };
const MARGEN = 36;

const miles = (valor: number, decimales: number) => {
  const [entero, fraccion] = Math.abs(valor).toFixed(decimales).split('.');
  const texto = entero.replace(/\B(?=(\d{3})+(?!\d))/g, '.') + (fraccion ? `,${fraccion}` : '');
  return valor < 0 ? `-${texto}` : texto;
};
const pesos = (valor: number) => `$ ${miles(valor, 2)}`;

/**
 * The printable inventory document (SCREENS G14 "its PDF"): letter size, the station and its NIT, the kind and number,
 * dates, warehouses, supplier and invoice of an entry, concept and notes, each line with quantity, unit cost, value
 * and the stock it left, the total, and the annulment's reason when the document is ANULADO. Only a document of a
 * station in `alcance` is printed (another one is "does not exist", as the detail answers it).
 */
export async function pdfDocumento(
  conn: Conn,
  alcance: ReadonlySet<number>,
  id: number,
): Promise<{ tipo: string; consecutivo: number; pdf: Buffer }> {
  const d = await detalleDocumento(conn, id);
  if (!d || !alcance.has(d.empresa_id)) throw new AppError(404, M.documentoNoExiste);
  const e = (await fila<{ razon_social: string; alias: string; nit: string | null; destino: string | null; usuario: string | null }>(
    conn,
    sql`SELECT e.razon_social, e.alias, coalesce(e.nit, n.nit) AS nit, bd.descripcion AS destino, u.usuario
          FROM movimientos_inventario m JOIN empresas e ON e.id = m.empresa_id JOIN negocios n ON n.id = e.negocio_id
          LEFT JOIN bodegas bd ON bd.id = m.bodega_destino_id LEFT JOIN usuarios u ON u.id = m.usuario_id
         WHERE m.id = ${id}`,
  ))!;
  const titulo = `${TITULO_DOCUMENTO[d.tipo] ?? d.tipo.replaceAll('_', ' ')} N° ${d.consecutivo}`;

  const doc = new PDFDocument({ size: 'LETTER', margin: MARGEN, info: { Title: titulo } });
  const partes: Buffer[] = [];
  doc.on('data', (b: Buffer) => partes.push(b));
  const fin = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(partes)));
    doc.on('error', reject);
  });
  const ancho = doc.page.width - 2 * MARGEN;

  doc.font('Helvetica-Bold').fontSize(13).text(e.razon_social, { width: ancho });
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(`${e.alias}${e.nit ? ` · NIT ${e.nit}` : ''}`, { width: ancho });
  doc.moveDown(0.5);
  doc.font('Helvetica-Bold').fontSize(12).fillColor('#b71c1c').text(titulo, { width: ancho });
  doc.fillColor('#000000').font('Helvetica').fontSize(9);
  const dato = (etiqueta: string, valor: string | null | undefined) => {
    if (valor) doc.font('Helvetica-Bold').text(`${etiqueta}: `, { continued: true }).font('Helvetica').text(valor, { width: ancho });
  };
  dato('Fecha', d.fecha.replace('T', ' ').slice(0, 16));
  dato('Día de negocio', d.fecha_negocio);
  dato('Tipo de negocio', NEGOCIO[d.tipo_negocio] ?? d.tipo_negocio);
  dato(d.bodega_destino_id ? 'Bodega origen' : 'Bodega', d.bodega);
  dato('Bodega destino', e.destino);
  dato('Proveedor', d.proveedor);
  dato('Factura del proveedor', d.factura_proveedor);
  dato('Concepto', d.concepto);
  dato('Observaciones', d.observaciones);
  dato('Usuario', e.usuario);
  dato('Estado', d.estado);
  const cambio = d.datos?.anulacion ?? d.datos?.rechazo;
  const motivo =
    typeof cambio === 'object' && cambio !== null && 'motivo' in cambio && typeof cambio.motivo === 'string' ? cambio.motivo : null;
  if (d.estado !== 'REGISTRADO' && motivo !== null) {
    doc.fillColor('#b71c1c');
    dato('Motivo', motivo);
    doc.fillColor('#000000');
  }

  let y = doc.y + 10;
  const cols = [
    { titulo: 'Código', ancho: ancho * 0.12, alinear: 'left' as const },
    { titulo: 'Producto', ancho: ancho * 0.34, alinear: 'left' as const },
    { titulo: 'Cantidad', ancho: ancho * 0.12, alinear: 'right' as const },
    { titulo: 'Costo unitario', ancho: ancho * 0.14, alinear: 'right' as const },
    { titulo: 'Valor', ancho: ancho * 0.15, alinear: 'right' as const },
    { titulo: 'Saldo', ancho: ancho * 0.13, alinear: 'right' as const },
  ];
  const filaTabla = (valores: string[], negrita = false) => {
    doc.font(negrita ? 'Helvetica-Bold' : 'Helvetica').fontSize(8.5);
    const alto = Math.max(...valores.map((v, i) => doc.heightOfString(v, { width: cols[i].ancho - 4 })));
    if (y + alto > doc.page.height - MARGEN) {
      doc.addPage();
      y = MARGEN;
    }
    let x = MARGEN;
    valores.forEach((v, i) => {
      doc.text(v, x + 2, y, { width: cols[i].ancho - 4, align: cols[i].alinear });
      x += cols[i].ancho;
    });
    y += alto + 4;
  };
  doc.rect(MARGEN, y - 2, ancho, 13).fill('#eeeeee');
  doc.fillColor('#000000');
  filaTabla(
    cols.map((c) => c.titulo),
    true,
  );
  for (const l of d.detalles)
    filaTabla([
      l.codigo,
      l.descripcion,
      miles(l.cantidad, 3),
      pesos(l.costo_unitario),
      pesos(l.valor),
      l.saldo_cantidad === null ? '' : miles(l.saldo_cantidad, 3),
    ]);
  y += 4;
  doc.font('Helvetica-Bold').fontSize(10);
  doc.text('Total', MARGEN + ancho * 0.5, y, { width: ancho * 0.22, align: 'right' });
  doc.text(pesos(d.total), MARGEN + ancho * 0.72, y, { width: ancho * 0.28 - 2, align: 'right' });
  doc.end();
  return { tipo: d.tipo, consecutivo: d.consecutivo, pdf: await fin };
}
