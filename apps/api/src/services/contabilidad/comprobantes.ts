import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { MENSAJES_CONTABILIDAD as M, type TComprobante, type TLineaComprobante } from '@eds/contracts/conciliacion/contabilidad';
import type { EstadoComprobante } from '@eds/contracts/conciliacion/conciliacion';
import { fila, filas, type Conn } from '../../db/client';
import { textoCsv } from '../../lib/csv';
import { badRequest, notFound } from '../../lib/errors';

/** Columns of the voucher file, in the order an accountant's import template reads them. */
export const COLUMNAS_ARCHIVO = [
  'comprobante',
  'fecha',
  'estacion',
  'linea',
  'cuenta',
  'centro_costo',
  'tercero',
  'descripcion',
  'debito',
  'credito',
] as const;

/** One voucher of a station in `empresas` (the caller's scope) with its lines and its state history; 404 otherwise. */
export async function obtenerComprobante(conn: Conn, empresas: readonly number[], id: number): Promise<TComprobante> {
  const c = await fila<Omit<TComprobante, 'lineas' | 'historial'>>(
    conn,
    sql`SELECT c.id, c.empresa_id AS empresas_id, e.alias AS estacion, c.fecha::text AS fecha, c.estado,
               c.total_debitos::float8 AS total_debitos, c.total_creditos::float8 AS total_creditos
          FROM comprobantes_contables c JOIN empresas e ON e.id = c.empresa_id
         WHERE c.id = ${id} AND c.empresa_id = ANY(${`{${empresas.join(',') || 0}}`}::int[])`,
  );
  if (!c) throw notFound(M.noExiste);
  const lineas = await filas<TLineaComprobante>(
    conn,
    sql`SELECT orden, operacion, tipo_negocio, cuenta, centro_costo, tercero, descripcion, debito::float8 AS debito, credito::float8 AS credito
          FROM comprobantes_lineas WHERE comprobante_id = ${id} ORDER BY orden`,
  );
  const historial = await filas<TComprobante['historial'][number]>(
    conn,
    sql`SELECT h.estado, h.detalle, u.usuario, to_char(h.fecha AT TIME ZONE 'America/Bogota', 'YYYY-MM-DD HH24:MI:SS') AS fecha
          FROM comprobantes_estados h LEFT JOIN usuarios u ON u.id = h.usuario_id WHERE h.comprobante_id = ${id} ORDER BY h.id`,
  );
  return { ...c, lineas, historial };
}

/** The rows of the file: one per voucher line. */
function filasArchivo(comprobantes: readonly TComprobante[]): (string | number | null)[][] {
  return comprobantes.flatMap((c) =>
    c.lineas.map((l) => [c.id, c.fecha, c.estacion, l.orden, l.cuenta, l.centro_costo, l.tercero, l.descripcion, l.debito, l.credito]),
  );
}

/**
 * The vouchers as a file an accountant imports: CSV (UTF-8 with BOM, comma-separated, `.` decimals with two places,
 * CRLF, RFC 4180 quoting, text that would read as a formula neutralised: lib/csv.ts) or an Excel workbook with the
 * same columns, numbers as numbers (its text cells are strings, never formulas).
 */
export async function archivoComprobantes(
  comprobantes: readonly TComprobante[],
  formato: 'csv' | 'xlsx',
): Promise<{ contenido: Buffer; tipo: string; extension: string }> {
  const filasA = filasArchivo(comprobantes);
  if (formato === 'csv') {
    const texto = textoCsv(COLUMNAS_ARCHIVO, filasA);
    return { contenido: Buffer.from(`\uFEFF${texto}`, 'utf8'), tipo: 'text/csv; charset=utf-8', extension: 'csv' };
  }
  const libro = new ExcelJS.Workbook();
  const hoja = libro.addWorksheet('COMPROBANTES');
  hoja.addRow([...COLUMNAS_ARCHIVO]);
  for (const f of filasA) hoja.addRow(f);
  hoja.getColumn(9).numFmt = '0.00';
  hoja.getColumn(10).numFmt = '0.00';
  const contenido = Buffer.from(await libro.xlsx.writeBuffer());
  return { contenido, tipo: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', extension: 'xlsx' };
}

/** File name of an export: `comprobantes_{YYYYMMDD_HHmmss}.{ext}`, Bogotá time. */
export function nombreArchivo(extension: string, ahora = new Date()): string {
  const t = new Date(ahora.getTime() - 5 * 3_600_000).toISOString();
  return `comprobantes_${t.slice(0, 10).replace(/-/g, '')}_${t.slice(11, 19).replace(/:/g, '')}.${extension}`;
}

/**
 * "Sends" vouchers (`POST SI:v1/posting/send`, the monitor's Reenviar): there is no SAP to reach, so the vouchers
 * are exported as one file and each is recorded ENVIADO with the file's name in its history. A voucher the
 * accountant already confirmed (CONCILIADO) is not sent again.
 */
export async function enviarComprobantes(
  conn: Conn,
  empresas: readonly number[],
  ids: readonly number[],
  formato: 'csv' | 'xlsx',
  usuarioId: number,
): Promise<{ enviados: number; archivo: string; contenido: Buffer; tipo: string }> {
  const unicos = [...new Set(ids)].sort((a, b) => a - b);
  await conn.execute(sql`SELECT id FROM comprobantes_contables WHERE id = ANY(${`{${unicos.join(',')}}`}::int[]) ORDER BY id FOR UPDATE`);
  const comprobantes: TComprobante[] = [];
  for (const id of unicos) {
    const c = await obtenerComprobante(conn, empresas, id);
    if (c.estado === 'CONCILIADO') throw badRequest(M.estadoNoValido, [{ campo: 'comprobantes', mensaje: String(id) }]);
    comprobantes.push(c);
  }
  const archivo = await archivoComprobantes(comprobantes, formato);
  const nombre = nombreArchivo(archivo.extension);
  await conn.execute(sql`UPDATE comprobantes_contables SET estado = 'ENVIADO' WHERE id = ANY(${`{${unicos.join(',')}}`}::int[])`);
  await conn.execute(sql`
    INSERT INTO comprobantes_estados (comprobante_id, estado, detalle, usuario_id)
    SELECT id, 'ENVIADO', ${`${M.historialExportado} ${nombre}`}, ${usuarioId} FROM unnest(${`{${unicos.join(',')}}`}::int[]) AS id`);
  return { enviados: unicos.length, archivo: nombre, contenido: archivo.contenido, tipo: archivo.tipo };
}

/** The accountant confirms the import of an exported voucher (CONCILIADO) or reports it failed (ERROR). */
export async function cambiarEstadoComprobante(
  conn: Conn,
  empresas: readonly number[],
  id: number,
  estado: Extract<EstadoComprobante, 'CONCILIADO' | 'ERROR'>,
  detalle: string | null,
  usuarioId: number,
): Promise<void> {
  await conn.execute(sql`SELECT id FROM comprobantes_contables WHERE id = ${id} FOR UPDATE`);
  const c = await obtenerComprobante(conn, empresas, id);
  // Only an exported voucher can be confirmed or fail its import; a confirmed one is final.
  if (c.estado !== 'ENVIADO') throw badRequest(M.estadoNoValido);
  await conn.execute(sql`UPDATE comprobantes_contables SET estado = ${estado} WHERE id = ${id}`);
  await conn.execute(
    sql`INSERT INTO comprobantes_estados (comprobante_id, estado, detalle, usuario_id) VALUES (${id}, ${estado}, ${detalle}, ${usuarioId})`,
  );
}
