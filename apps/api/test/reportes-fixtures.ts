import { randomUUID } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import { diaOperativo, inicioMes, sumarDias } from '@eds/contracts/dia-operativo';
import { filas } from '../src/db/client';
import type { App } from '../src/app';
import { conToken, type AppDePrueba } from './helper';
import { emitirToken, postPos, type EstacionPos } from './pos-fixtures';

/**
 * Helpers of the report tests: a business day no demo operation reaches, operations posted through the POS API on
 * it, exact money in cents, and reading back the files an export downloads.
 */

/** A business day well before the demo's days and its goals (the month before last), so a test owns every row of it. */
export function diaDePrueba(ahora = new Date()): string {
  return sumarDias(inicioMes(sumarDias(inicioMes(diaOperativo(ahora)), -1)), -20);
}

/** Bogotá wall-clock text of a time of a business day (`07:30:00`; before 06:00 it is the next calendar day). */
export function aLas(dia: string, hora: string): string {
  return `${Number(hora.slice(0, 2)) < 6 ? sumarDias(dia, 1) : dia} ${hora}`;
}

/** cantidad × precio in cents, as the server rounds a line (half away from zero on thousandths × cents). */
export function centavosLinea(cantidad: number, precio: number): number {
  return Math.round((Math.round(cantidad * 1000) * Math.round(precio * 100)) / 1000);
}

/** Cents as the wire's number. */
export const pesos = (centavos: number) => centavos / 100;

/** x / y × 100 (or x / y) truncated to 2 decimals, from integers, as the server truncates a ratio once. */
export const truncPorcentaje = (x: number, y: number) => Math.trunc((x * 10_000) / y) / 100;
export const truncRazon = (x: number, y: number) => Math.trunc((x * 100) / y) / 100;

/** A fuel sale on the station's hose with an exact value, cash unless `medios` says otherwise. */
export function ventaDe(
  e: EstacionPos,
  fecha: string,
  galones: number,
  extra: Record<string, unknown> = {},
): Record<string, unknown> & { centavos: number } {
  const centavos = centavosLinea(galones, e.precioCombustible);
  return {
    uuid: randomUUID(),
    fecha,
    tipo_negocio: 'C',
    manguera: e.manguera.id,
    detalles: [{ producto_id: e.manguera.productoId, cantidad: galones, precio: e.precioCombustible, valor: pesos(centavos) }],
    medios_pago: [{ medio_pago_id: e.medios.efectivo, valor: pesos(centavos) }],
    centavos,
    ...extra,
  };
}

/** Posts POS items and expects every one stored. */
export async function publicar(app: App, token: string, ruta: string, clave: string, items: Record<string, unknown>[]): Promise<void> {
  const cuerpo = { [clave]: items.map(({ centavos: _c, ...i }) => i) };
  const r = await postPos(app, token, ruta, cuerpo);
  expect(r.json().data, `${ruta}: ${r.body}`).toMatchObject({ aceptadas: items.length, rechazadas: [] });
}

/** The station's store (canastilla) device token. */
export const tokenCanastilla = (t: AppDePrueba, e: EstacionPos) => emitirToken(t.app, e.admin, e.equipoCanastillaId);

/** The hoses of the station's island of its first hose, and a promoter with no open shift. */
export async function islaYPromotor(t: AppDePrueba, e: EstacionPos): Promise<{ mangueras: number[]; promotorId: number }> {
  const mangueras = await filas<{ id: number }>(
    t.database.db,
    sql`SELECT m.id FROM mangueras m JOIN surtidores s ON s.id = m.surtidor_id WHERE s.isla_id = ${e.manguera.islaId} ORDER BY m.id`,
  );
  const [p] = await filas<{ id: number }>(
    t.database.db,
    sql`SELECT p.id FROM promotores p WHERE p.empresa_id = ${e.empresaId}
         AND NOT EXISTS (SELECT 1 FROM turnos t WHERE t.promotor_id = p.id AND t.estado = 'A') ORDER BY p.id LIMIT 1`,
  );
  return { mangueras: mangueras.map((m) => m.id), promotorId: p.id };
}

/** A report call as a signed-in user. */
export function reporte(app: App, token: string) {
  const llamar = conToken(app, token);
  return (ruta: string, cuerpo: Record<string, unknown>) => llamar('POST', `/api/reportes/v1/${ruta}`, cuerpo);
}

/** Exports through the report call and downloads the file from the link it answers. */
export async function exportar(
  app: App,
  token: string,
  ruta: string,
  cuerpo: Record<string, unknown>,
): Promise<{ archivo: string; contenido: Buffer }> {
  const r = await reporte(app, token)(ruta, cuerpo);
  expect(r.statusCode, r.body).toBe(201);
  const { url, filename } = r.json<{ data: { url: string; filename: string } }>().data;
  const d = await conToken(app, token)('GET', url);
  expect(d.statusCode, d.body.slice(0, 200)).toBe(200);
  expect(d.headers['content-disposition']).toBe(`attachment; filename="${filename}"`);
  return { archivo: filename, contenido: d.rawPayload };
}

/** The rows of a workbook's sheet as arrays of cell values (1-based columns dropped). */
export async function hojaExcel(contenido: Buffer, nombre: string): Promise<unknown[][]> {
  const libro = new ExcelJS.Workbook();
  await libro.xlsx.load(contenido as unknown as ArrayBuffer);
  const hoja = libro.getWorksheet(nombre)!;
  const salida: unknown[][] = [];
  hoja.eachRow({ includeEmpty: true }, (fila) => salida.push((fila.values as unknown[]).slice(1)));
  return salida;
}

/**
 * The text a PDF shows, in drawing order: each content stream inflated, each text operator's string decoded (pdfkit
 * writes the standard fonts' WinAnsi codes as hex), one text per `TJ`.
 */
export function textosPdf(contenido: Buffer): string[] {
  const textos: string[] = [];
  const pdf = contenido.toString('latin1');
  for (const m of pdf.matchAll(/stream\r?\n/g)) {
    const inicio = m.index + m[0].length;
    const fin = pdf.indexOf('endstream', inicio);
    let flujo: string;
    try {
      flujo = inflateSync(Buffer.from(pdf.slice(inicio, fin), 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const tj of flujo.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const hex = [...tj[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]).join('');
      textos.push(Buffer.from(hex, 'hex').toString('latin1').replace(/\x97/g, '—').replace(/\x96/g, '–'));
    }
  }
  return textos;
}
