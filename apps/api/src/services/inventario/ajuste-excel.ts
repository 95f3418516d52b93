import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { MENSAJES_INVENTARIO as M, type TAjusteExcelForm, type TFilaRechazada } from '@eds/contracts/inventario';
import { filas, type Conn } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { registrarDocumentoWeb } from './administracion';

/** The template's columns, in order. */
export const COLUMNAS_PLANTILLA = ['CODIGO', 'CANTIDAD', 'COSTO'] as const;

/** The template to download: the three columns and one example row. */
export async function plantillaAjusteInicial(): Promise<Buffer> {
  const libro = new ExcelJS.Workbook();
  const hoja = libro.addWorksheet('AJUSTE INICIAL');
  hoja.addRow([...COLUMNAS_PLANTILLA]);
  hoja.addRow(['CAN-001', 10, 1350]);
  hoja.getRow(1).font = { bold: true };
  return Buffer.from(await libro.xlsx.writeBuffer());
}

const decimalesMax = (n: number, d: number) => Math.abs(n * 10 ** d - Math.round(n * 10 ** d)) < 1e-6;
const numeroDe = (v: ExcelJS.CellValue): number => {
  if (typeof v === 'number') return v;
  if (typeof v === 'string' && v.trim() !== '' && /^-?\d+(\.\d+)?$/.test(v.trim())) return Number(v.trim());
  if (v !== null && typeof v === 'object' && 'result' in v && typeof v.result === 'number') return v.result;
  return Number.NaN;
};

/**
 * Ajuste inicial from an Excel file: every row is checked (product code of the business, quantity ≥ 0 with at most
 * 3 decimals, cost ≥ 0 with at most 2, no repeated code, no earlier adjustment or movement in the warehouse). Any
 * refused row refuses the file: the rows come back named with their reason and nothing is posted. A file that is not
 * an xlsx workbook is a 400.
 */
export async function importarAjusteInicial(
  conn: Conn,
  d: TAjusteExcelForm,
  ctx: { negocioId: number; usuarioId: number },
): Promise<{ rechazadas: TFilaRechazada[] } | { id: number; consecutivo: number; repetido: boolean }> {
  const libro = new ExcelJS.Workbook();
  try {
    // exceljs types its input as its own ArrayBuffer-like `Buffer`: hand it a copy of the bytes as an ArrayBuffer.
    await libro.xlsx.load(new Uint8Array(Buffer.from(d.archivo, 'base64')).buffer);
  } catch {
    throw badRequest(M.archivoNoExcel, [{ campo: 'archivo', mensaje: M.archivoNoExcel }]);
  }
  const hoja = libro.worksheets[0];
  if (!hoja) throw badRequest(M.archivoNoExcel, [{ campo: 'archivo', mensaje: M.archivoNoExcel }]);
  const leidas: { fila: number; codigo: string; cantidad: number; costo: number }[] = [];
  hoja.eachRow((row, n) => {
    if (n === 1) return;
    const codigo = String(row.getCell(1).text ?? '')
      .trim()
      .toUpperCase();
    if (codigo === '' && row.getCell(2).text.trim() === '' && row.getCell(3).text.trim() === '') return;
    leidas.push({ fila: n, codigo, cantidad: numeroDe(row.getCell(2).value), costo: numeroDe(row.getCell(3).value) });
  });
  if (leidas.length === 0) throw badRequest(M.archivoVacio, [{ campo: 'archivo', mensaje: M.archivoVacio }]);

  const productos = new Map(
    (
      await filas<{ id: number; codigo: string; descripcion: string }>(
        conn,
        sql`SELECT id, upper(codigo) AS codigo, descripcion FROM productos WHERE negocio_id = ${ctx.negocioId}
             AND upper(codigo) = ANY(${`{${leidas.map((l) => `"${l.codigo.replace(/["\\]/g, '')}"`).join(',')}}`}::text[])`,
      )
    ).map((p) => [p.codigo, p]),
  );
  const conMovimientos = new Set(
    (
      await filas<{ producto_id: number }>(
        conn,
        sql`SELECT DISTINCT producto_id FROM inventario_dia WHERE bodega_id = ${d.bodega_id}
             AND producto_id = ANY(${`{${[...productos.values()].map((p) => p.id).join(',') || '0'}}`}::int[])`,
      )
    ).map((r) => r.producto_id),
  );
  const rechazadas: TFilaRechazada[] = [];
  const vistos = new Set<string>();
  for (const l of leidas) {
    const p = productos.get(l.codigo);
    let mensaje: string | null = null;
    if (l.codigo === '' || !p) mensaje = M.filaProductoNoExiste(l.codigo);
    else if (vistos.has(l.codigo)) mensaje = M.filaRepetida(l.codigo);
    else if (!Number.isFinite(l.cantidad) || l.cantidad < 0 || !decimalesMax(l.cantidad, 3)) mensaje = M.filaCantidad;
    else if (!Number.isFinite(l.costo) || l.costo < 0 || !decimalesMax(l.costo, 2)) mensaje = M.filaCosto;
    else if (conMovimientos.has(p.id)) mensaje = M.ajusteConMovimientos(p.descripcion);
    vistos.add(l.codigo);
    if (mensaje) rechazadas.push({ fila: l.fila, mensaje });
  }
  if (rechazadas.length > 0) return { rechazadas };
  return registrarDocumentoWeb(
    conn,
    'ajuste-inicial',
    {
      uuid: d.uuid,
      empresa_id: d.empresa_id,
      tipo_negocio: d.tipo_negocio,
      bodega_id: d.bodega_id,
      observaciones: d.observaciones,
      lineas: leidas.map((l) => ({ producto_id: productos.get(l.codigo)!.id, cantidad: l.cantidad, costo_unitario: l.costo })),
    },
    ctx,
  );
}
