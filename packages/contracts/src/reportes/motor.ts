import { z } from 'zod';
import type { NombreModulo } from '../modulos';
import { zOrden, type OrdenCampo } from '../paginacion';
import { zFechaHoraTexto, zFechaTexto } from '../respuestas';
import { esFechaCalendario, zIdNumero } from '../validaciones';
import { MENSAJES_REPORTES as M, mensajeRangoMaximo } from './mensajes';

/**
 * The report engine's contract (REPORTS.md §0, docs/decisions/019-report-engine.md). A report is a definition:
 * its filters, its columns with their types and foot, its chart and its drill-down links. The server adds its
 * query; the web draws its screen from the same definition.
 */

/** Longest range of a detail report (rows read from the operational tables) and of a summary (rollups). */
export const RANGO_DETALLE_DIAS = 31;
export const RANGO_RESUMEN_DIAS = 366;
/** Above this many rows a PDF is refused: `Para más de 10.000 filas exporte a Excel`. */
export const MAXIMO_FILAS_PDF = 10_000;
/** Rows a page of a report may ask for (the screen offers 5, 10, 20 and 50). */
export const TAMANO_MAXIMO_REPORTE = 500;
/** Stations one call may name (the body stays small; a business with more asks by regional). */
export const MAXIMO_ESTACIONES_REPORTE = 2000;

export const CLASES_REPORTE = ['detalle', 'resumen'] as const;
export type ClaseReporte = (typeof CLASES_REPORTE)[number];

export const FORMATOS_REPORTE = ['pdf', 'xlsx'] as const;
export type FormatoReporte = (typeof FORMATOS_REPORTE)[number];

/**
 * How a column is shown and exported. Money and volumes are truncated by the server once per row to 2 decimals;
 * `lectura` keeps the 3 decimals of a raw totalizer; `porcentaje` is shown `12,34 %`; a null figure (a division by
 * zero) shows `—`.
 */
export const TIPOS_COLUMNA_REPORTE = [
  'texto',
  'entero',
  'dinero',
  'volumen',
  'decimal',
  'porcentaje',
  'lectura',
  'fecha',
  'fechaHora',
] as const;
export type TipoColumnaReporte = (typeof TIPOS_COLUMNA_REPORTE)[number];

/** Columns whose values are numbers (right-aligned, red when negative). */
export const TIPOS_NUMERICOS: ReadonlySet<TipoColumnaReporte> = new Set([
  'entero',
  'dinero',
  'volumen',
  'decimal',
  'porcentaje',
  'lectura',
]);

/** A drill-down: the row opens another screen with filters taken from the row, in the URL query. */
export interface EnlaceReporte {
  /** Module link of the screen opened: `/reportes/reporte_arqueo`. */
  destino: string;
  /** The row's station becomes the only station of the screen opened. */
  estacion?: boolean;
  /** A row field holding a business day: the screen opened runs for that day. */
  dia?: string;
  /** Filters of the screen opened, from row fields: `{ promotor: 'promotor_id' }`. */
  filtros?: Readonly<Record<string, string>>;
}

export interface ColumnaReporte<K extends string = string> {
  clave: K;
  /** Spanish title, printed on the exports; the screen translates `reportes.columnas.<clave>`. */
  titulo: string;
  tipo: TipoColumnaReporte;
  /**
   * The foot (TOTALES and each station's Subtotal): `suma` adds the rows as shown, so it equals the column to
   * the cent; `formula` is recomputed by the server from the foot's own figures (ratios are never summed).
   */
  pie?: 'suma' | 'formula';
  /**
   * A `suma` column of quantities in the unit named by this row field (gallons beside units): its TOTALES and
   * Subtotals are left empty when they would add different units, and the foot carries one total per unit instead.
   */
  porUnidad?: string;
  /** Sortable on the server (default true). */
  ordenable?: boolean;
  /** Shown only when the report is grouped by this key (the `agrupar` filter). */
  grupo?: string;
  /** Left out of the table until the user shows it. */
  oculta?: boolean;
  enlace?: EnlaceReporte;
  /** The cell's fill, from the row (REPORTS.md's coloured cells): evaluated by the server for the files, by the web for the table. */
  color?: ReglaColorReporte;
}

/** The fills a cell may take, each with its colour (RGB hex) for the files and the table. */
export const COLORES_CELDA = {
  rojo: 'F8D7DA',
  naranja: 'FFE0B2',
  amarillo: 'FFF3CD',
  azul: 'CFE2FF',
  verde: 'D1E7DD',
} as const;
export type ColorCelda = keyof typeof COLORES_CELDA;

/**
 * A definition-level colour rule of a column: by the text of a field (`valores`: `{ INVESTIGAR: 'rojo' }`), or by a
 * number in bands (`tramos`, the first whose `hasta` the value does not exceed; `absoluto` compares |x|). `campo` is
 * the row's field it reads (the column's own by default). Rows without the field, or a value no band takes, stay
 * without fill; Subtotal and TOTALES rows are never filled.
 */
export type ReglaColorReporte = { campo?: string } & (
  { valores: Readonly<Record<string, ColorCelda>> } | { tramos: readonly { hasta?: number; color: ColorCelda }[]; absoluto?: boolean }
);

/** The fill of a row's cell under its column's rule, or null. */
export function colorDeCelda(c: Pick<ColumnaReporte, 'clave' | 'color'>, fila: Readonly<Record<string, unknown>>): ColorCelda | null {
  const regla = c.color;
  if (!regla) return null;
  const valor = fila[regla.campo ?? c.clave];
  if (valor === null || valor === undefined) return null;
  if ('valores' in regla) return typeof valor === 'string' ? (regla.valores[valor] ?? null) : null;
  if (typeof valor !== 'number') return null;
  const x = regla.absoluto ? Math.abs(valor) : valor;
  return regla.tramos.find((t) => t.hasta === undefined || x <= t.hasta)?.color ?? null;
}

/** Selectable lists the filter bar fills from `GET /api/reportes/v1/opciones/{lista}`. */
export const LISTAS_OPCIONES_REPORTE = [
  'productos',
  'categorias',
  'promotores',
  'islas',
  'mangueras',
  'tanques',
  'regionales',
  'bodegas',
  'proveedores',
] as const;
export type ListaOpcionesReporte = (typeof LISTAS_OPCIONES_REPORTE)[number];

/** A filter of a report after the base ones. Labels are `reportes.filtros.<clave>`; fixed options `reportes.opciones.<clave>.<valor>`. */
export type CampoFiltroReporte = { clave: string; /** Spanish name, printed on the exports' Filtros sheet. */ titulo: string } & (
  | { tipo: 'opciones'; opciones: readonly string[]; multiple?: boolean }
  | { tipo: 'lista'; lista: ListaOpcionesReporte }
  | { tipo: 'numero' }
);

/** `columnasYLinea`: the first series as columns, the rest as lines (a daily figure and its running total). */
export const TIPOS_GRAFICO_REPORTE = ['barras', 'barrasHorizontales', 'columnasApiladas', 'lineas', 'escalones', 'columnasYLinea'] as const;
export type TipoGraficoReporte = (typeof TIPOS_GRAFICO_REPORTE)[number];

export interface GraficoReporte {
  tipo: TipoGraficoReporte;
  /** What the value axis carries: money axes are abbreviated (`$ 12,5 M`). */
  eje: 'dinero' | 'volumen' | 'numero';
}

/** A chart's data, computed by the server over every matching row. */
export const ZGraficoReporte = z
  .object({
    categorias: z.array(z.string()),
    series: z.array(z.object({ nombre: z.string(), color: z.string().nullable(), datos: z.array(z.number().nullable()) })),
  })
  .nullable();
export type TGraficoReporte = z.infer<typeof ZGraficoReporte>;

/** The real window of the business days asked for: `Del 01/03/2025 06:00 a. m. al 08/03/2025 06:00 a. m.` */
export const ZVentanaReporte = z.object({
  desde: zFechaHoraTexto,
  hasta: zFechaHoraTexto,
  fecha_inicial: zFechaTexto,
  fecha_final: zFechaTexto,
});
export type TVentanaReporte = z.infer<typeof ZVentanaReporte>;

/** What an export answers (201): where to download the file and its name. */
export const ZArchivoReporte = z.object({ url: z.string(), filename: z.string() });
export type TArchivoReporte = z.infer<typeof ZArchivoReporte>;

/** States of an export job: building, ready to download, or failed. */
export const ESTADOS_TRABAJO_REPORTE = ['EN_PROCESO', 'LISTO', 'ERROR'] as const;

/**
 * An export that outgrew the request (202): its job, how far it got (rows written, bytes), and once `LISTO` the `url`
 * its file downloads from (any instance serves it, with a session of the same business and scope).
 */
export const ZTrabajoReporte = z.object({
  trabajo: z.string().uuid(),
  ruta: z.string(),
  filename: z.string(),
  estado: z.enum(ESTADOS_TRABAJO_REPORTE),
  filas: z.number().int(),
  bytes: z.number().int(),
  url: z.string().nullable(),
  mensaje: z.string().nullable(),
});
export type TTrabajoReporte = z.infer<typeof ZTrabajoReporte>;

/** A station the user may report on, for the filter bar. */
export const ZEstacionReporte = z.object({
  id: z.number().int(),
  alias: z.string(),
  ciudad: z.string().nullable(),
  regional_id: z.number().int().nullable(),
});
export type TEstacionReporte = z.infer<typeof ZEstacionReporte>;

/** An option of a filter list; `estacion_id` when it belongs to one station (islands, hoses, tanks, promoters). */
export const ZOpcionReporte = z.object({ valor: z.number().int(), etiqueta: z.string(), estacion_id: z.number().int().nullable() });
export type TOpcionReporte = z.infer<typeof ZOpcionReporte>;

/** Every report row carries its station (the first column when several are chosen, and the Subtotal rows). */
export const ZFilaBaseReporte = z.object({ estacion_id: z.number().int(), estacion: z.string() });

const diasEntre = (a: string, b: string) => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000) + 1;
const zFechaReporte = z.string({ error: M.fechaNoValida }).refine(esFechaCalendario, { error: M.fechaNoValida });

/**
 * A report's class, or how its filters choose it: a sales report grouped by day or product reads the rollups
 * (a summary), grouped by shift or promoter it reads the sales (a detail).
 */
export type ClaseDe<F extends z.ZodObject> = ClaseReporte | ((filtros: z.output<F>) => ClaseReporte);

export function claseDe<F extends z.ZodObject>(clase: ClaseDe<F>, filtros: z.output<F> | undefined): ClaseReporte {
  return typeof clase === 'function' ? clase((filtros ?? {}) as z.output<F>) : clase;
}

/** The longest range of a report of this class, in days. */
export const rangoMaximo = (clase: ClaseReporte) => (clase === 'detalle' ? RANGO_DETALLE_DIAS : RANGO_RESUMEN_DIAS);

/**
 * The body of `POST /api/reportes/v1/{ruta}` (REPORTS.md §0 "API and data"): the stations, the business days,
 * the report's own filters, the page, the order (`campo:asc,otro:desc` over the sortable columns) and, for an
 * export, the format. The range is checked here, so the screen and the server give the same message.
 */
export function zCuerpoReporte<F extends z.ZodObject>(filtros: F, clase: ClaseDe<F>, ordenables: readonly [string, ...string[]]) {
  return z
    .object({
      estaciones: z
        .array(zIdNumero(M.seleccioneEstacion), { error: M.seleccioneEstacion })
        .min(1, { error: M.seleccioneEstacion })
        .max(MAXIMO_ESTACIONES_REPORTE),
      fecha_inicial: zFechaReporte,
      fecha_final: zFechaReporte,
      filtros: filtros.prefault({} as z.input<F>),
      pagina: z.number().int().min(1).max(1_000_000).optional(),
      tamano: z.number().int().min(1).max(TAMANO_MAXIMO_REPORTE).optional(),
      orden: zOrden(ordenables).optional(),
      formato: z.enum(FORMATOS_REPORTE).optional(),
      /** The chart panel is open: the answer carries the chart's data (and the PDF draws it). */
      grafico: z.boolean().optional(),
    })
    .superRefine((c, ctx) => {
      if (!esFechaCalendario(c.fecha_inicial) || !esFechaCalendario(c.fecha_final)) return;
      const maximo = rangoMaximo(claseDe(clase, c.filtros));
      if (c.fecha_inicial > c.fecha_final) ctx.addIssue({ code: 'custom', path: ['fecha_inicial'], message: M.fechaInicialMayor });
      else if (diasEntre(c.fecha_inicial, c.fecha_final) > maximo)
        ctx.addIssue({ code: 'custom', path: ['fecha_final'], message: mensajeRangoMaximo(maximo) });
    });
}

/** The foot of a report: one nullable figure per column that has one. */
export function zTotalesReporte(columnas: readonly ColumnaReporte[]) {
  return z.object(Object.fromEntries(columnas.filter((c) => c.pie).map((c) => [c.clave, z.number().nullable()])));
}

/** `data` of a report's answer: a page of rows, the foot over every matching row, each station's Subtotal, the chart. */
export function zDatosReporte<R extends z.ZodObject>(fila: R, columnas: readonly ColumnaReporte[]) {
  const totales = zTotalesReporte(columnas);
  return z.object({
    filas: z.array(fila),
    totales,
    subtotales: z.array(z.object({ estacion_id: z.number().int(), estacion: z.string(), filas: z.number().int(), totales })),
    /** Where the rows hold several units (ColumnaReporte.porUnidad): the foot per unit, after TOTALES. */
    totales_unidad: z.array(z.object({ unidad: z.string(), totales })).optional(),
    grafico: ZGraficoReporte,
    total_filas: z.number().int(),
    ventana: ZVentanaReporte,
  });
}

export interface OpcionesDefinicion<F extends z.ZodObject, R extends z.ZodObject> {
  /** Route segment under /reportes and under /api/reportes/v1. */
  ruta: string;
  /** The module whose link is `/reportes/<ruta>`: R lets the user run and export it. */
  modulo: NombreModulo;
  /** Spanish title, printed on the exports; the screen translates `reportes.titulos.<ruta>`. */
  titulo: string;
  clase: ClaseDe<F>;
  filtros: F;
  campos: readonly CampoFiltroReporte[];
  fila: R;
  columnas: readonly ColumnaReporte<Extract<keyof z.infer<R>, string>>[];
  /** The order when the user picks none, `campo:asc,otro:desc`; the server ends it with a unique key. */
  ordenDefecto: string;
  grafico?: GraficoReporte;
  /** Subtotal rows per station when several are chosen (default true); off where each row is a station. */
  subtotales?: boolean;
}

/** A report's definition, with the schemas of its body and its answer built from it. */
export function definirReporte<F extends z.ZodObject, R extends z.ZodObject>(o: OpcionesDefinicion<F, R>) {
  const ordenables = o.columnas.filter((c) => c.ordenable !== false).map((c) => c.clave) as unknown as [string, ...string[]];
  return { ...o, cuerpo: zCuerpoReporte(o.filtros, o.clase, ordenables), datos: zDatosReporte(o.fila, o.columnas) };
}

/** What a report's body holds once validated (its filters typed loosely: each report's query reads its own). */
export interface CuerpoReporte<F = Record<string, unknown>> {
  estaciones: number[];
  fecha_inicial: string;
  fecha_final: string;
  filtros?: F;
  pagina?: number;
  tamano?: number;
  orden?: OrdenCampo<string>[];
  formato?: FormatoReporte;
  grafico?: boolean;
}

/** Any report's definition, as the engine, the registry and the screen hold it. */
export interface DefinicionReporte {
  ruta: string;
  modulo: NombreModulo;
  titulo: string;
  clase: ClaseReporte | ((filtros: never) => ClaseReporte);
  filtros: z.ZodObject;
  campos: readonly CampoFiltroReporte[];
  fila: z.ZodObject;
  columnas: readonly ColumnaReporte[];
  ordenDefecto: string;
  grafico?: GraficoReporte;
  subtotales?: boolean;
  cuerpo: z.ZodType<CuerpoReporte>;
  datos: z.ZodType<DatosReporte>;
}

/** `data` of any report's answer. */
export interface DatosReporte {
  filas: TFilaReporte[];
  totales: Record<string, number | null>;
  subtotales: { estacion_id: number; estacion: string; filas: number; totales: Record<string, number | null> }[];
  /** Where the rows hold several units (ColumnaReporte.porUnidad): the foot per unit, after TOTALES. */
  totales_unidad?: { unidad: string; totales: Record<string, number | null> }[];
  grafico: TGraficoReporte;
  total_filas: number;
  ventana: TVentanaReporte;
}

/** A row as the web reads it: the base fields and the report's own. */
export type TFilaReporte = Record<string, unknown> & z.infer<typeof ZFilaBaseReporte>;

/** The class of a report for the filters of a body (their defaults applied); a detail when they do not parse. */
export function claseDeReporte(d: Pick<DefinicionReporte, 'clase' | 'filtros'>, filtros: unknown): ClaseReporte {
  if (typeof d.clase !== 'function') return d.clase;
  const r = d.filtros.safeParse(filtros ?? {});
  return r.success ? (d.clase as (f: unknown) => ClaseReporte)(r.data) : 'detalle';
}
