import { z } from 'zod';
import { zFechaHoraTexto, zFechaTexto } from '../respuestas';
import { campoLista, filaReporte, zCifra, zEnteroFila, zIdFiltro, zTextoNulo } from './filtros';
import { definirReporte, type ColumnaReporte } from './motor';

/**
 * The reports of a station's working day (REPORTS.md §3 and "Turnos y caja"): eds/bitacorajornada (the day's
 * timeline), eds/planillaturnos (planned against worked shifts per promoter), historico-cierres (how each day was
 * closed, reconciled and sent to accounting) and cierre-dia-completo (the whole book of one business day).
 */

/** The kinds of event of the day's timeline, in the design's words (the rows carry them as they are). */
export const TIPOS_EVENTO_JORNADA = [
  'Apertura turno',
  'Cierre turno',
  'Sobre',
  'Calibración',
  'Lectura tanque',
  'Lectura manguera',
  'Cambio de precio',
  'Anulación',
  'Recibo combustible',
  'Contingencia FE',
  'Equipo desconectado',
  'Novedad',
] as const;
export type TipoEventoJornada = (typeof TIPOS_EVENTO_JORNADA)[number];

/** A device silent for longer than this is shown as disconnected on the timeline (its last contact is the event). */
export const MINUTOS_EQUIPO_DESCONECTADO = 10;

const colEstacion: ColumnaReporte<'estacion'> = { clave: 'estacion', titulo: 'Estación', tipo: 'texto' };
const enlaceTurno = { destino: '/reportes/consolidado-cierre-turno', estacion: true, filtros: { turno: 'turno_id' } } as const;

/**
 * eds/bitacorajornada — every event of a station's business days in time order, grouped by hour. The timeline is
 * derived: each kind of event is read from the table it already lives in (shifts, envelopes, test pours, readings,
 * prices, annulled sales and documents, fuel receipts, contingency invoices, device connections), so nothing is
 * written twice at ingestion and the timeline can never disagree with its sources. A shift opens its settlement sheet.
 */
export const REPORTE_BITACORA_JORNADA = definirReporte({
  ruta: 'eds/bitacorajornada',
  modulo: 'BITACORAJORNADA',
  titulo: 'Bitácora de jornada',
  clase: 'detalle',
  filtros: z.object({
    turno: zIdFiltro('turno'),
    tipo_evento: z.array(z.enum(TIPOS_EVENTO_JORNADA)).max(TIPOS_EVENTO_JORNADA.length).nullish(),
    promotor: zIdFiltro('promotor'),
  }),
  campos: [
    { clave: 'turno', titulo: 'Turno', tipo: 'numero' },
    { clave: 'tipo_evento', titulo: 'Tipo de evento', tipo: 'opciones', opciones: TIPOS_EVENTO_JORNADA, multiple: true },
    campoLista('promotor', 'Promotor', 'promotores'),
  ],
  fila: filaReporte({
    evento_id: z.string(),
    fecha_hora: zFechaHoraTexto,
    hora: z.string(),
    tipo: z.enum(TIPOS_EVENTO_JORNADA),
    turno_id: zEnteroFila.nullable(),
    turno: zTextoNulo,
    isla: zTextoNulo,
    responsable: zTextoNulo,
    detalle: z.string(),
    valor: zCifra.nullable(),
  }),
  columnas: [
    colEstacion,
    { clave: 'fecha_hora', titulo: 'Fecha y hora', tipo: 'fechaHora' },
    { clave: 'hora', titulo: 'Hora', tipo: 'texto' },
    { clave: 'tipo', titulo: 'Tipo', tipo: 'texto' },
    { clave: 'turno', titulo: 'Turno', tipo: 'texto', enlace: enlaceTurno },
    { clave: 'isla', titulo: 'Isla', tipo: 'texto' },
    { clave: 'responsable', titulo: 'Usuario/Promotor', tipo: 'texto' },
    { clave: 'detalle', titulo: 'Detalle', tipo: 'texto', ordenable: false },
    { clave: 'valor', titulo: 'Valor', tipo: 'dinero' },
  ],
  ordenDefecto: 'fecha_hora:asc',
});

/** How a promoter's day went against the roster. PROGRAMADO: planned for a moment still to come. */
export const ESTADOS_PLANILLA = ['CUMPLIDO', 'TARDE', 'AUSENTE', 'EXTRA', 'PROGRAMADO'] as const;
/** Minutes after the planned start that make an opening late (a parameter of the report). */
export const MINUTOS_TARDE_DEFECTO = 15;
/** The night band, Bogotá hours [inicio, fin): 19:00 to 06:00 (Código Sustantivo del Trabajo art. 160 as amended in 2025). */
export const NOCTURNA_INICIO_DEFECTO = 19;
export const NOCTURNA_FIN_DEFECTO = 6;
/** Longest period of the roster grid: one column per day. */
export const DIAS_PLANILLA = 31;

const zHora = (campo: string) =>
  z
    .number({ error: `${campo} debe ser una hora entre 0 y 23` })
    .int({ error: `${campo} debe ser una hora entre 0 y 23` })
    .min(0, { error: `${campo} debe ser una hora entre 0 y 23` })
    .max(23, { error: `${campo} debe ser una hora entre 0 y 23` })
    .nullish();

/** The day columns of the roster grid: d1 is the first day asked for. */
export const COLUMNAS_DIA_PLANILLA = [
  'd1',
  'd2',
  'd3',
  'd4',
  'd5',
  'd6',
  'd7',
  'd8',
  'd9',
  'd10',
  'd11',
  'd12',
  'd13',
  'd14',
  'd15',
  'd16',
  'd17',
  'd18',
  'd19',
  'd20',
  'd21',
  'd22',
  'd23',
  'd24',
  'd25',
  'd26',
  'd27',
  'd28',
  'd29',
  'd30',
  'd31',
] as const;
type ClaveDia = (typeof COLUMNAS_DIA_PLANILLA)[number];
const diasPlanilla = COLUMNAS_DIA_PLANILLA;

/**
 * eds/planillaturnos — the roster against the shifts worked: a row per promoter and a column per day of the period
 * (the 1st, 2nd… day asked for), each cell `DD/MM · planned hh:mm–hh:mm · real hh:mm–hh:mm · ESTADO`, then the hours:
 * programadas, trabajadas, extra (trabajadas − programadas when positive), nocturnas (inside the night band) and
 * dominicales/festivos (on Sundays and Colombian holidays, Emiliani rule included).
 */
export const REPORTE_PLANILLA_TURNOS = definirReporte({
  ruta: 'eds/planillaturnos',
  modulo: 'PLANILLATURNOS',
  titulo: 'Planilla de turnos',
  clase: 'detalle',
  filtros: z.object({
    promotor: zIdFiltro('promotor'),
    isla: zIdFiltro('isla'),
    minutos_tarde: z
      .number({ error: 'Los minutos de tolerancia deben ser un número entero' })
      .int({ error: 'Los minutos de tolerancia deben ser un número entero' })
      .min(0, { error: 'Los minutos de tolerancia deben ser un número entero' })
      .max(240, { error: 'Los minutos de tolerancia deben ser un número entero' })
      .nullish(),
    nocturna_inicio: zHora('El inicio de la franja nocturna'),
    nocturna_fin: zHora('El fin de la franja nocturna'),
  }),
  campos: [
    campoLista('promotor', 'Promotor', 'promotores'),
    campoLista('isla', 'Isla', 'islas'),
    { clave: 'minutos_tarde', titulo: 'Minutos para llegada tarde', tipo: 'numero' },
    { clave: 'nocturna_inicio', titulo: 'Inicio franja nocturna (hora)', tipo: 'numero' },
    { clave: 'nocturna_fin', titulo: 'Fin franja nocturna (hora)', tipo: 'numero' },
  ],
  fila: filaReporte({
    promotor_id: zEnteroFila,
    promotor: z.string(),
    ...(Object.fromEntries(diasPlanilla.map((d) => [d, zTextoNulo])) as Record<ClaveDia, typeof zTextoNulo>),
    cumplidos: zEnteroFila,
    tardes: zEnteroFila,
    ausencias: zEnteroFila,
    extras: zEnteroFila,
    horas_programadas: zCifra,
    horas_trabajadas: zCifra,
    horas_extra: zCifra,
    horas_nocturnas: zCifra,
    horas_dominicales: zCifra,
  }),
  columnas: [
    colEstacion,
    { clave: 'promotor', titulo: 'Promotor', tipo: 'texto' },
    ...diasPlanilla.map((d, i) => ({ clave: d, titulo: `Día ${i + 1}`, tipo: 'texto' as const, ordenable: false })),
    { clave: 'cumplidos', titulo: 'Cumplidos', tipo: 'entero', pie: 'suma' },
    { clave: 'tardes', titulo: 'Tarde', tipo: 'entero', pie: 'suma' },
    { clave: 'ausencias', titulo: 'Ausente', tipo: 'entero', pie: 'suma' },
    { clave: 'extras', titulo: 'Extra', tipo: 'entero', pie: 'suma' },
    { clave: 'horas_programadas', titulo: 'Horas programadas', tipo: 'decimal', pie: 'suma' },
    { clave: 'horas_trabajadas', titulo: 'Horas trabajadas', tipo: 'decimal', pie: 'suma' },
    { clave: 'horas_extra', titulo: 'Horas extra', tipo: 'decimal', pie: 'suma' },
    { clave: 'horas_nocturnas', titulo: 'Horas nocturnas', tipo: 'decimal', pie: 'suma' },
    { clave: 'horas_dominicales', titulo: 'Horas dominicales/festivos', tipo: 'decimal', pie: 'suma' },
  ],
  ordenDefecto: 'promotor:asc',
});

export const TIPOS_CIERRE = ['AUTOMÁTICO', 'MANUAL'] as const;
/** ABIERTO: a shift of the day is still open; CERRADO: all closed; CONCILIADO: the day was reconciled (and frozen). */
export const ESTADOS_CIERRE_DIA = ['ABIERTO', 'CERRADO', 'CONCILIADO'] as const;

/**
 * historico-cierres — how each business day of each station was closed: by the automatic close (its run) or by hand
 * (the last shift closed), with the day's shifts, sales, cash difference and tank over/short as cierre_diario_v3 gives
 * them, its reconciliation and whether its accounting voucher was sent. A day opens its cierre_diario.
 */
export const REPORTE_HISTORICO_CIERRES = definirReporte({
  ruta: 'historico-cierres',
  modulo: 'HISTORICO CIERRES',
  titulo: 'Histórico de cierres',
  clase: 'detalle',
  filtros: z.object({ tipo_cierre: z.enum(TIPOS_CIERRE).nullish(), estado: z.enum(ESTADOS_CIERRE_DIA).nullish() }),
  campos: [
    { clave: 'tipo_cierre', titulo: 'Tipo de cierre', tipo: 'opciones', opciones: TIPOS_CIERRE },
    { clave: 'estado', titulo: 'Estado', tipo: 'opciones', opciones: ESTADOS_CIERRE_DIA },
  ],
  fila: filaReporte({
    dia: zFechaTexto,
    hora_cierre: zFechaHoraTexto.nullable(),
    tipo_cierre: z.enum(TIPOS_CIERRE).nullable(),
    usuario: zTextoNulo,
    turnos: zEnteroFila,
    turnos_abiertos: zEnteroFila,
    total: zCifra,
    diferencia_efectivo: zCifra,
    diferencia: zCifra.nullable(),
    estado: z.enum(ESTADOS_CIERRE_DIA),
    fecha_conciliacion: zFechaHoraTexto.nullable(),
    enviado_contabilidad: z.enum(['SÍ', 'NO']),
  }),
  columnas: [
    colEstacion,
    { clave: 'dia', titulo: 'Día', tipo: 'fecha', enlace: { destino: '/reportes/cierre_diario', estacion: true, dia: 'dia' } },
    { clave: 'hora_cierre', titulo: 'Hora de cierre', tipo: 'fechaHora' },
    { clave: 'tipo_cierre', titulo: 'Tipo', tipo: 'texto' },
    { clave: 'usuario', titulo: 'Usuario', tipo: 'texto' },
    { clave: 'turnos', titulo: '# Turnos', tipo: 'entero', pie: 'suma' },
    { clave: 'turnos_abiertos', titulo: 'Turnos abiertos al cierre', tipo: 'entero', pie: 'suma' },
    { clave: 'total', titulo: 'Venta total', tipo: 'dinero', pie: 'suma' },
    { clave: 'diferencia_efectivo', titulo: 'Diferencia de caja', tipo: 'dinero', pie: 'suma' },
    { clave: 'diferencia', titulo: 'Sobrante/Faltante (gal)', tipo: 'volumen', pie: 'suma' },
    { clave: 'estado', titulo: 'Estado conciliación', tipo: 'texto' },
    { clave: 'fecha_conciliacion', titulo: 'Fecha conciliación', tipo: 'fechaHora' },
    { clave: 'enviado_contabilidad', titulo: 'Enviado a contabilidad', tipo: 'texto' },
  ],
  ordenDefecto: 'dia:asc',
});

/** The sections of the day's book, in print order: each is a report's query over the same stations and days. */
export const SECCIONES_DIA_COMPLETO = [
  'Cierre diario',
  'Consolidado de turnos',
  'Lecturas de manguera',
  'Lecturas de tanque',
  'Calibraciones',
  'Recibos de combustible',
  'Traslados',
  'Facturas por resolución',
  'Anulaciones, contingencias y novedades',
] as const;

/**
 * reportes/cierre-dia-completo — the full book of a business day of a station, for the archive. The screen lists its
 * sections with the rows each holds; the PDF prints the sections one after the other (each from a new page) and the
 * Excel workbook has a sheet per section, each built by that section's own report over the same stations and days.
 */
export const REPORTE_CIERRE_DIA_COMPLETO = definirReporte({
  ruta: 'cierre-dia-completo',
  modulo: 'CIERRE DIA COMPLETO',
  titulo: 'Cierre de día completo',
  clase: 'detalle',
  filtros: z.object({}),
  campos: [],
  fila: filaReporte({ orden: zEnteroFila, seccion: z.enum(SECCIONES_DIA_COMPLETO), filas: zEnteroFila }),
  columnas: [
    colEstacion,
    { clave: 'orden', titulo: 'N°', tipo: 'entero' },
    { clave: 'seccion', titulo: 'Sección', tipo: 'texto' },
    { clave: 'filas', titulo: 'Filas', tipo: 'entero', pie: 'suma' },
  ],
  ordenDefecto: 'orden:asc',
});

/**
 * The invoices of the days by resolution, a section of cierre-dia-completo (not a screen of its own): per resolution
 * and prefix, the first and last number used, how many, the numbers missing in between (huecos) and their value.
 */
export const REPORTE_FACTURAS_RESOLUCION = definirReporte({
  ruta: 'cierre-dia-completo',
  modulo: 'CIERRE DIA COMPLETO',
  titulo: 'Facturas por resolución',
  clase: 'detalle',
  filtros: z.object({}),
  campos: [],
  fila: filaReporte({
    resolucion: z.string(),
    prefijo: z.string(),
    desde: zEnteroFila,
    hasta: zEnteroFila,
    cantidad: zEnteroFila,
    huecos: zEnteroFila,
    faltantes: z.string(),
    valor: zCifra,
  }),
  columnas: [
    colEstacion,
    { clave: 'resolucion', titulo: 'Resolución', tipo: 'texto' },
    { clave: 'prefijo', titulo: 'Prefijo', tipo: 'texto' },
    { clave: 'desde', titulo: 'Desde', tipo: 'entero' },
    { clave: 'hasta', titulo: 'Hasta', tipo: 'entero' },
    { clave: 'cantidad', titulo: 'Cantidad', tipo: 'entero', pie: 'suma' },
    { clave: 'huecos', titulo: 'Huecos', tipo: 'entero', pie: 'suma' },
    { clave: 'faltantes', titulo: 'Números faltantes', tipo: 'texto' },
    { clave: 'valor', titulo: 'Valor', tipo: 'dinero', pie: 'suma' },
  ],
  ordenDefecto: 'prefijo:asc',
});

/**
 * The inventory transfers of the days, a section of cierre-dia-completo (not a screen of its own): one row per line of
 * each TRASLADO document, from its warehouse to the destination one, at the average cost it moved at. An annulled
 * document stays listed with its state (its number was used) and counts no quantity or value.
 */
export const REPORTE_TRASLADOS_DIA = definirReporte({
  ruta: 'cierre-dia-completo',
  modulo: 'CIERRE DIA COMPLETO',
  titulo: 'Traslados',
  clase: 'detalle',
  filtros: z.object({}),
  campos: [],
  fila: filaReporte({
    linea_id: zEnteroFila,
    fecha_hora: zFechaHoraTexto,
    documento: zEnteroFila,
    bodega_origen: z.string(),
    bodega_destino: zTextoNulo,
    producto: z.string(),
    cantidad: zCifra,
    costo_unitario: zCifra,
    valor: zCifra,
    estado: z.string(),
    usuario: zTextoNulo,
    observaciones: zTextoNulo,
  }),
  columnas: [
    colEstacion,
    { clave: 'fecha_hora', titulo: 'Fecha y hora', tipo: 'fechaHora' },
    { clave: 'documento', titulo: 'Documento', tipo: 'entero' },
    { clave: 'bodega_origen', titulo: 'Bodega origen', tipo: 'texto' },
    { clave: 'bodega_destino', titulo: 'Bodega destino', tipo: 'texto' },
    { clave: 'producto', titulo: 'Producto', tipo: 'texto' },
    { clave: 'cantidad', titulo: 'Cantidad', tipo: 'volumen', pie: 'suma' },
    { clave: 'costo_unitario', titulo: 'Costo unitario', tipo: 'dinero' },
    { clave: 'valor', titulo: 'Valor', tipo: 'dinero', pie: 'suma' },
    { clave: 'estado', titulo: 'Estado', tipo: 'texto' },
    { clave: 'usuario', titulo: 'Usuario', tipo: 'texto' },
    { clave: 'observaciones', titulo: 'Observaciones', tipo: 'texto' },
  ],
  ordenDefecto: 'fecha_hora:asc',
});
