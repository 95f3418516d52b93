import type { Readable } from 'node:stream';
import { sql, type SQL } from 'drizzle-orm';
import { textoBogota } from '@eds/contracts/dia-operativo';
import { formatearDinero, formatearNumero, type FormatoNumero } from '@eds/contracts/formato';
import {
  MAXIMO_FILAS_PDF,
  type ColumnaReporte,
  type CuerpoReporte,
  type DatosReporte,
  type DefinicionReporte,
  type FormatoReporte,
  type TFilaReporte,
} from '@eds/contracts/reportes/motor';
import { MENSAJES_REPORTES as M } from '@eds/contracts/reportes/mensajes';
import { filas, type Conn } from '../../../db/client';
import { badRequest } from '../../../lib/errors';
import type { SesionActiva } from '../../sesion/contexto';
import { paginaDeFilas, pieDeReporte } from './consulta';
import { contextoReporte, ventanaDe } from './contexto';
import { texto } from './sql';
import { libroExcel } from './exportar-excel';
import { documentoPdf } from './exportar-pdf';
import { filtrosLegibles } from './filtros-legibles';
import type { ContextoReporte, ReporteServidor, SeccionReporte } from './tipos';

/** Rows read per round trip while a file is built. */
const LOTE_EXPORTACION = 2000;

/** A row of a file: a report row, a station's Subtotal or the TOTALES foot. */
export type FilaArchivo =
  { tipo: 'fila'; fila: TFilaReporte } | { tipo: 'subtotal' | 'total'; etiqueta: string; totales: Record<string, number | null> };

/** A section of a book: its title, columns and rows (with its own Subtotals and TOTALES). */
export interface SeccionContenido {
  titulo: string;
  columnas: readonly ColumnaReporte[];
  filas: () => AsyncIterable<FilaArchivo>;
}

/** What both file builders receive: the columns, the heading and the rows in order (read lazily, in batches). */
export interface ContenidoArchivo {
  titulo: string;
  razonSocial: string;
  logo: string | null;
  estaciones: string;
  ventana: string;
  usuario: string;
  generado: string;
  columnas: readonly ColumnaReporte[];
  /** The Filtros sheet: name and value of every filter in force. */
  filtros: readonly [string, string][];
  filas: () => AsyncIterable<FilaArchivo>;
  formato: FormatoNumero;
  grafico: DatosReporte['grafico'];
  tipoGrafico: string | null;
  /** A book: these sections are printed instead of `columnas` and `filas` (a sheet each, or each from a new page). */
  secciones?: readonly SeccionContenido[];
}

const dos = (n: number) => String(n).padStart(2, '0');
const sello = (d: string) => d.replace(/\D/g, '');

/**
 * `{ruta}_{ALIAS|VARIAS}_{YYYYMMDD}-{YYYYMMDD}_export_{YYYYMMDDHHmmss}.pdf|xlsx` (REPORTS.md §0 "Export"). A route with a
 * segment (`eds/bitacorajornada`) names its file with a dash: a slash is no part of a file name.
 */
export function nombreArchivo(ruta: string, ctx: ContextoReporte<unknown>, formato: string, ahora = new Date()): string {
  const alias =
    ctx.estaciones.length === 1
      ? ctx.estaciones[0].alias
          .normalize('NFD')
          .replace(/[\u0300-\u036f]/g, '')
          .replace(/[^A-Za-z0-9]+/g, '-')
      : 'VARIAS';
  return `${ruta.replace(/\//g, '-')}_${alias}_${sello(ctx.desde)}-${sello(ctx.hasta)}_export_${sello(textoBogota(ahora))}.${formato}`;
}

/**
 * The columns a file prints, as the screen shows them: those not hidden by default, the grouping keys the report is
 * grouped by, and the station only when several are chosen (unless each row is a station).
 */
export function columnasDeArchivo(
  d: Pick<DefinicionReporte, 'columnas' | 'subtotales'>,
  filtros: unknown,
  variasEstaciones: boolean,
): ColumnaReporte[] {
  const agrupar = (filtros as { agrupar?: readonly string[] } | undefined)?.agrupar;
  const conEstacion = variasEstaciones || d.subtotales === false;
  return d.columnas.filter((c) => !c.oculta && (!c.grupo || agrupar?.includes(c.grupo)) && (c.clave !== 'estacion' || conEstacion));
}

/**
 * Checks an export before it is built: the same scope and filters as the screen, and the PDF's row limit
 * (`Para más de 10.000 filas exporte a Excel`). Answers the stations it holds, its format and the file's name.
 */
export async function revisarExportacion(
  conn: Conn,
  sesion: SesionActiva,
  r: ReporteServidor,
  cuerpo: CuerpoReporte,
): Promise<{ estaciones: number[]; formato: FormatoReporte; archivo: string }> {
  const ctx = await contextoReporte(conn, sesion, cuerpo);
  const formato = cuerpo.formato ?? 'xlsx';
  if (formato === 'pdf') {
    const fuentes = r.secciones ? r.secciones.map((x) => x.reporte.fuente(contextoSeccion(ctx, x))) : [r.fuente(ctx)];
    let n = 0;
    for (const fuente of fuentes) n += (await filas<{ n: number }>(conn, sql`SELECT count(*)::int AS n FROM (${fuente}) b`))[0]?.n ?? 0;
    if (n > MAXIMO_FILAS_PDF) throw badRequest(M.pdfMaximo);
  }
  return { estaciones: [...ctx.ids], formato, archivo: nombreArchivo(r.definicion.ruta, ctx, formato) };
}

const textoVentana = (v: { desde: string; hasta: string }) => {
  const f = (t: string) => {
    const [d, h] = t.split(' ');
    const [a, m, dia] = d.split('-');
    const hora = Number(h.slice(0, 2));
    return `${dia}/${m}/${a} ${dos(hora % 12 === 0 ? 12 : hora % 12)}:${h.slice(3, 5)} ${hora < 12 ? 'a. m.' : 'p. m.'}`;
  };
  return `Del ${f(v.desde)} al ${f(v.hasta)}`;
};

/** A section's context: the book's stations and days with the section's own filters (its schema's defaults applied). */
function contextoSeccion(ctx: ContextoReporte<unknown>, x: SeccionReporte): ContextoReporte<unknown> {
  return { ...ctx, filtros: x.reporte.definicion.filtros.parse(x.filtros ?? {}) };
}

/** Every matching row of a report in the order asked for, read in batches, with each station's Subtotal and TOTALES. */
async function* filasDeArchivo(
  r: ReporteServidor,
  ctx: ContextoReporte<unknown>,
  base: SQL,
  orden: CuerpoReporte['orden'],
): AsyncIterable<FilaArchivo> {
  const pie = await pieDeReporte(r, ctx, base);
  const subtotales = new Map(pie.subtotales.map((s) => [s.estacion_id, s]));
  const subtotal = (id: number): FilaArchivo => ({
    tipo: 'subtotal',
    etiqueta: `Subtotal ${subtotales.get(id)!.estacion}`,
    totales: subtotales.get(id)!.totales,
  });
  let anterior: number | undefined;
  for (let desde = 0; ; desde += LOTE_EXPORTACION) {
    const lote = await paginaDeFilas(r, ctx, base, orden, LOTE_EXPORTACION, desde);
    for (const fila of lote.filas) {
      if (anterior !== undefined && anterior !== fila.estacion_id && subtotales.has(anterior)) yield subtotal(anterior);
      anterior = fila.estacion_id;
      yield { tipo: 'fila', fila };
    }
    if (lote.filas.length < LOTE_EXPORTACION) break;
  }
  if (anterior !== undefined && subtotales.has(anterior)) yield subtotal(anterior);
  yield { tipo: 'total', etiqueta: 'TOTALES', totales: pie.totales };
  for (const u of pie.totales_unidad ?? []) yield { tipo: 'total', etiqueta: `TOTALES ${u.unidad}`, totales: u.totales };
}

/** A built file: its bytes as they are produced, its name and its MIME type. */
export interface ArchivoConstruido {
  contenido: Readable;
  archivo: string;
  tipo: string;
  modulo: ReporteServidor['definicion']['modulo'];
}

export const TIPO_XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Counts the rows as a file reads them (a job's progress). */
async function* contadas(filas: AsyncIterable<FilaArchivo>, alLeer?: () => void): AsyncIterable<FilaArchivo> {
  for await (const f of filas) {
    alLeer?.();
    yield f;
  }
}

/**
 * Builds a report's file from its validated request (scope read again): every matching row, in the screen's order,
 * with Subtotals and TOTALES; `alLeer` is called once per row written (Subtotals and TOTALES included).
 */
export async function construirArchivo(
  conn: Conn,
  sesion: SesionActiva,
  r: ReporteServidor,
  cuerpo: CuerpoReporte,
  formato: FormatoReporte,
  archivo: string,
  alLeer?: () => void,
): Promise<ArchivoConstruido> {
  const ctx = await contextoReporte(conn, sesion, cuerpo);
  const base = r.fuente(ctx);
  const varias = ctx.ids.length > 1;
  const columnas = columnasDeArchivo(r.definicion, cuerpo.filtros, varias);
  const secciones = r.secciones?.map((x) => {
    const sctx = contextoSeccion(ctx, x);
    return {
      titulo: x.titulo,
      columnas: columnasDeArchivo(x.reporte.definicion, sctx.filtros, varias),
      filas: () => contadas(filasDeArchivo(x.reporte, sctx, x.reporte.fuente(sctx), undefined), alLeer),
    };
  });
  const dominio = sesion.usuarioSesion.dominio;
  const contenido: ContenidoArchivo = {
    titulo: r.definicion.titulo,
    razonSocial: dominio.parametros.nombre_empresa || dominio.alias,
    logo: dominio.parametros.logo,
    estaciones: ctx.estaciones.length > 6 ? `${ctx.estaciones.length} estaciones` : ctx.estaciones.map((e) => e.alias).join(', '),
    ventana: textoVentana(ventanaDe(ctx)),
    usuario: sesion.usuario,
    generado: textoBogota(new Date()),
    columnas,
    filtros: await filtrosLegibles(conn, r.definicion, ctx, textoVentana(ventanaDe(ctx))),
    filas: () => contadas(filasDeArchivo(r, ctx, base, cuerpo.orden), alLeer),
    formato: dominio.parametros.formato_numero,
    grafico: cuerpo.grafico && r.grafico ? await r.grafico(ctx, base) : null,
    tipoGrafico: r.definicion.grafico?.tipo ?? null,
    secciones,
  };
  if (formato === 'pdf') return { contenido: documentoPdf(contenido), archivo, tipo: 'application/pdf', modulo: r.definicion.modulo };
  return { contenido: libroExcel(contenido), archivo, tipo: TIPO_XLSX, modulo: r.definicion.modulo };
}

/** A figure as the PDF prints it: money `$1.234,56`, volumes `1.234,56`, `12,34 %`, `—` where there is nothing to divide. */
export function textoCelda(valor: unknown, c: ColumnaReporte, formato: FormatoNumero): string {
  if (valor === null || valor === undefined) return c.tipo === 'texto' || c.tipo === 'fecha' || c.tipo === 'fechaHora' ? '' : '—';
  switch (c.tipo) {
    case 'dinero':
      return formatearDinero(valor as number, formato);
    case 'volumen':
    case 'decimal':
      return formatearNumero(valor as number, formato, 2);
    case 'lectura':
      return formatearNumero(valor as number, formato, 3);
    case 'entero':
      return formatearNumero(valor as number, formato, 0);
    case 'porcentaje':
      return `${formatearNumero(valor as number, formato, 2)} %`;
    case 'fecha': {
      const [a, m, d] = texto(valor).split('-');
      return `${d}/${m}/${a}`;
    }
    case 'fechaHora': {
      const [fecha, hora] = texto(valor).split(' ');
      const [a, m, d] = fecha.split('-');
      return `${d}/${m}/${a} ${hora.slice(0, 5)}`;
    }
    default:
      return texto(valor);
  }
}
