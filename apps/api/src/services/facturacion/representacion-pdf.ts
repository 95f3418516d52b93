import { sql } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import qrcode from 'qrcode-generator';
import { MENSAJES_DOCUMENTOS_FE } from '@eds/contracts/facturacion/documentos';
import { NOMBRE_ESTADO_FE, type EstadoFe } from '@eds/contracts/facturacion/electronica';
import { MENSAJES } from '@eds/contracts/mensajes';
import { fila, filas, type Conn } from '../../db/client';
import { aTexto, dinero } from '../../lib/decimal';
import { AppError } from '../../lib/errors';
import { enlaceConsulta, type Ambiente } from './cufe';
import { lineasConImpuestos } from './datos';
import { nombreTributo } from './ubl';

/**
 * The graphical representation of an electronic invoice (a letter-size PDF): issuer with NIT and the numbering
 * resolution, number, issue date and time, customer, lines, taxes and total, payment means, DIAN's state, the CUFE and
 * the QR of DIAN's lookup link (the document's sts:QRCode text). An annulled sale says so, with its credit note. Only
 * an invoice that has a signed document (a CUFE) has one.
 */

interface Cabecera {
  id: number;
  venta_id: number;
  numero: string;
  estado: number;
  cufe: string | null;
  razon_social: string;
  nit: string;
  direccion: string | null;
  telefono: string | null;
  ciudad: string | null;
  r_numero: string | null;
  r_prefijo: string | null;
  r_desde: string | null;
  r_hasta: string | null;
  r_inicio: string | null;
  r_fin: string | null;
  cliente: string | null;
  identificacion: string | null;
  subtotal: string;
  impuestos: string;
  total: string;
  anulada: boolean;
  nota: string | null;
  qr: string | null;
  emitida: string | null;
  ambiente: number | null;
}

const MARGEN = 40;
const pesos = (valor: string) =>
  `$ ${aTexto(dinero(valor), 2)
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.')
    .replace(/\.(\d{2})$/, ',$1')}`;

export async function representacionPdf(
  conn: Conn,
  alcance: ReadonlySet<number>,
  facturaId: number,
): Promise<{ numero: string; pdf: Buffer }> {
  const c = await fila<Cabecera>(
    conn,
    sql`SELECT f.id, f.venta_id, f.prefijo || f.consecutivo AS numero, f.estado::int AS estado, f.cufe, e.razon_social,
               coalesce(e.nit, n.nit) AS nit, e.direccion, e.telefono, ci.nombre AS ciudad,
               r.numero AS r_numero, r.prefijo AS r_prefijo, r.desde::text AS r_desde, r.hasta::text AS r_hasta,
               r.fecha_inicio::text AS r_inicio, r.fecha_fin::text AS r_fin,
               cl.nombre AS cliente, cl.identificacion, v.subtotal::text, v.impuestos::text, v.total::text,
               right(v.estado_movimiento, 3) = '002' AS anulada,
               (SELECT nc.prefijo || nc.consecutivo FROM fe_notas_credito nc WHERE nc.factura_id = f.id) AS nota,
               d.qr, to_char(d.creado_en AT TIME ZONE 'America/Bogota', 'DD/MM/YYYY HH12:MI AM') AS emitida, fc.ambiente::int AS ambiente
          FROM facturas_electronicas f
          JOIN ventas v ON v.id = f.venta_id
          JOIN empresas e ON e.id = f.empresa_id
          JOIN negocios n ON n.id = e.negocio_id
          LEFT JOIN ciudades ci ON ci.id = e.ciudad_id
          LEFT JOIN resoluciones r ON r.id = f.resolucion_id
          LEFT JOIN clientes cl ON cl.id = v.cliente_id
          LEFT JOIN fe_configuracion fc ON fc.negocio_id = e.negocio_id
          LEFT JOIN LATERAL (SELECT qr, creado_en FROM fe_documentos WHERE factura_id = f.id AND tipo = 'FACTURA' AND codigo = f.cufe
                              ORDER BY id DESC LIMIT 1) d ON true
         WHERE f.id = ${facturaId} AND f.empresa_id = ANY(${`{${[...alcance].join(',')}}`}::int[])`,
  );
  if (!c) throw new AppError(404, MENSAJES.facturaNoExiste);
  if (!c.cufe || !c.qr) throw new AppError(404, MENSAJES_DOCUMENTOS_FE.sinDocumento);
  const lineas = await filas<{ descripcion: string; cantidad: string; precio: string; impuestos: string; valor: string }>(
    conn,
    sql`SELECT p.descripcion, d.cantidad::text, d.precio::text, d.impuestos::text, d.valor::text
          FROM ventas_detalles d JOIN productos p ON p.id = d.producto_id WHERE d.venta_id = ${c.venta_id} ORDER BY d.id`,
  );
  const pagos = await filas<{ descripcion: string; valor: string }>(
    conn,
    sql`SELECT m.descripcion, vp.valor::text FROM ventas_pagos vp JOIN medios_pago m ON m.id = vp.medio_pago_id
         WHERE vp.venta_id = ${c.venta_id} ORDER BY vp.id`,
  );

  const doc = new PDFDocument({ size: 'LETTER', margin: MARGEN, info: { Title: `Factura electrónica ${c.numero}` } });
  const partes: Buffer[] = [];
  doc.on('data', (b: Buffer) => partes.push(b));
  const fin = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(partes)));
    doc.on('error', reject);
  });
  const ancho = doc.page.width - 2 * MARGEN;

  doc
    .font('Helvetica-Bold')
    .fontSize(14)
    .text(c.razon_social, MARGEN, MARGEN, { width: ancho - 130 });
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(`NIT ${c.nit}`, { width: ancho - 130 });
  doc.text([c.direccion, c.ciudad, c.telefono].filter(Boolean).join(' · '), { width: ancho - 130 });
  if (c.r_numero) {
    doc.text(
      `Resolución DIAN N° ${c.r_numero} del ${c.r_inicio} al ${c.r_fin}, prefijo ${c.r_prefijo ?? ''} del ${c.r_desde} al ${c.r_hasta}`,
      { width: ancho - 130 },
    );
  }
  doc.moveDown(0.5);
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .text(`FACTURA ELECTRÓNICA DE VENTA ${c.numero}`, { width: ancho - 130 });
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(`Fecha de emisión: ${c.emitida ?? ''}`);
  doc.text(`Estado DIAN: ${NOMBRE_ESTADO_FE[c.estado as EstadoFe] ?? c.estado}`);
  if (c.anulada) {
    doc
      .fillColor('#b71c1c')
      .font('Helvetica-Bold')
      .text(`VENTA ANULADA${c.nota ? ` — Nota crédito ${c.nota}` : ''}`);
    doc.fillColor('#000000').font('Helvetica');
  }
  doc.moveDown(0.5);
  doc.text(`Cliente: ${c.cliente ?? 'Consumidor final'}   Identificación: ${c.identificacion ?? '222222222222'}`);

  // The QR at the top right: DIAN's text for the document (its last line is the lookup link).
  const qr = qrcode(0, 'M');
  qr.addData(c.qr, 'Byte');
  qr.make();
  const modulos = qr.getModuleCount();
  const lado = 110;
  const celda = lado / modulos;
  const x0 = MARGEN + ancho - lado;
  for (let fila = 0; fila < modulos; fila++) {
    for (let col = 0; col < modulos; col++) {
      if (qr.isDark(fila, col)) doc.rect(x0 + col * celda, MARGEN + fila * celda, celda, celda);
    }
  }
  doc.fill('#000000');

  // Lines.
  let y = Math.max(doc.y + 12, MARGEN + lado + 12);
  const cols = [
    { titulo: 'Descripción', ancho: ancho * 0.42, alinear: 'left' as const },
    { titulo: 'Cantidad', ancho: ancho * 0.12, alinear: 'right' as const },
    { titulo: 'Precio', ancho: ancho * 0.15, alinear: 'right' as const },
    { titulo: 'Impuestos', ancho: ancho * 0.14, alinear: 'right' as const },
    { titulo: 'Valor', ancho: ancho * 0.17, alinear: 'right' as const },
  ];
  const filaTabla = (valores: string[], negrita = false) => {
    doc.font(negrita ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    let x = MARGEN;
    const alto = Math.max(...valores.map((v, i) => doc.heightOfString(v, { width: cols[i].ancho - 4 })));
    valores.forEach((v, i) => {
      doc.text(v, x + 2, y, { width: cols[i].ancho - 4, align: cols[i].alinear });
      x += cols[i].ancho;
    });
    y += alto + 4;
  };
  doc.rect(MARGEN, y - 2, ancho, 14).fill('#eeeeee');
  doc.fillColor('#000000');
  filaTabla(
    cols.map((x) => x.titulo),
    true,
  );
  for (const l of lineas) filaTabla([l.descripcion, l.cantidad, pesos(l.precio), pesos(l.impuestos), pesos(l.valor)]);
  y += 6;
  const total = (etiqueta: string, valor: string, negrita = false) => {
    doc.font(negrita ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
    doc.text(etiqueta, MARGEN + ancho * 0.55, y, { width: ancho * 0.25, align: 'right' });
    doc.text(valor, MARGEN + ancho * 0.8, y, { width: ancho * 0.2, align: 'right' });
    y += 14;
  };
  total('Subtotal', pesos(c.subtotal));
  // Each tax by its DIAN name, as the document reports it (fuel taxes apart: INCombustibles, Sobretasa Combustibles…).
  const porTributo = new Map<string, number>();
  for (const l of await lineasConImpuestos(conn, c.venta_id)) {
    for (const i of l.impuestos) if (i.valor !== 0) porTributo.set(i.codigo, (porTributo.get(i.codigo) ?? 0) + i.valor);
  }
  if (porTributo.size === 0) total('Impuestos', pesos(c.impuestos));
  for (const [codigo, valor] of porTributo) total(codigo === 'ZZ' ? 'Otros impuestos' : nombreTributo(codigo), pesos(aTexto(valor, 2)));
  total('Total', pesos(c.total), true);
  y += 6;
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(`Medios de pago: ${pagos.map((p) => `${p.descripcion} ${pesos(p.valor)}`).join(', ')}`, MARGEN, y, {
      width: ancho,
    });
  doc.moveDown(1);
  doc.font('Helvetica-Bold').text('CUFE:', { continued: true }).font('Helvetica').text(` ${c.cufe}`, { width: ancho });
  const enlace = enlaceConsulta(c.cufe, (c.ambiente ?? 2) as Ambiente);
  doc.fillColor('#1565c0').text(enlace, { width: ancho, link: enlace, underline: true });
  doc.fillColor('#000000').fontSize(8).moveDown(0.5).text('Representación gráfica de la factura electrónica de venta.', { width: ancho });
  doc.end();
  return { numero: c.numero, pdf: await fin };
}
