import { z } from 'zod';
import { zFechaHoraTexto, zFechaTexto } from '../respuestas';
import {
  CAMPO_TIPO_NEGOCIO,
  campoLista,
  filaReporte,
  zCifra,
  zEnteroFila,
  zIdFiltro,
  zRatio,
  zTextoNulo,
  zTipoNegocioFiltro,
} from './filtros';
import { definirReporte, type ColumnaReporte, type ReglaColorReporte } from './motor';

/**
 * The station-day and shift-cash reports (REPORTS.md "Turnos y caja"): cierre_diario and its v2 and v3,
 * consolidado-cierre-turno, reporte_cierres, reporte_arqueo and cierre-dia-24-horas. They share one reading of a
 * shift's settlement (§0 "Shift cash"): Efectivo esperado = Valor medidor + canastilla/kiosco of the shift − payments
 * that are not cash; Diferencia = entregado (envelopes + final hand-over) − esperado.
 */

/** The sections of a closing sheet, in print order; the server writes them in Spanish, the language of the data. */
export const SECCIONES_CIERRE = {
  combustible: 'COMBUSTIBLE',
  tienda: 'CANASTILLA Y KIOSCO',
  pagos: 'MEDIOS DE PAGO',
  caja: 'CAJA',
  sobres: 'SOBRES Y DIFERENCIA POR PROMOTOR',
  sobresTurno: 'SOBRES',
  tanques: 'TANQUES',
  lecturas: 'LECTURAS',
  liquidacion: 'LIQUIDACIÓN',
  firmas: 'FIRMAS',
} as const;

/** Fixed lines of the sheets. */
export const CONCEPTOS_CIERRE = {
  totalCombustible: 'TOTAL COMBUSTIBLE',
  canastilla: 'CANASTILLA',
  kiosco: 'KIOSCO',
  totalVenta: 'TOTAL VENTA',
  totalPagos: 'TOTAL MEDIOS DE PAGO',
  sobres: 'SOBRES',
  entregaFinal: 'ENTREGA FINAL',
  entregado: 'TOTAL ENTREGADO',
  esperado: 'EFECTIVO ESPERADO',
  diferencia: 'DIFERENCIA',
  valorMedidor: 'VALOR MEDIDOR',
  menosTarjetas: '(−) TARJETAS Y OTROS MEDIOS',
  menosCredito: '(−) CRÉDITO / FLOTAS',
  menosPrivada: '(−) PRIVADA / BONOS',
  menosConsumo: '(−) CONSUMO INTERNO',
  masRecaudos: '(+) RECAUDOS EN EFECTIVO',
  elaborado: 'Elaborado por',
  revisado: 'Revisado por',
} as const;

/** A shift's result: more cash handed in than expected, less, or the same to the cent. */
export const RESULTADOS_CAJA = ['SOBRANTE', 'FALTANTE', 'CUADRADO'] as const;

/** The cash count's result: short red, over yellow, square green. */
const COLOR_RESULTADO_CAJA: ReglaColorReporte = {
  campo: 'resultado',
  valores: { FALTANTE: 'rojo', SOBRANTE: 'amarillo', CUADRADO: 'verde' },
};
export const TURNO_ABIERTO = 'TURNO ABIERTO';
export const ESTADOS_TURNO = ['ABIERTO', 'CERRADO'] as const;
export const ESTADOS_DIA = ['ABIERTO', 'CERRADO', 'SIN TURNOS'] as const;
/** A shift still open after this many hours is highlighted on reporte_cierres (a parameter; REPORTS.md says 24). */
export const HORAS_TURNO_LARGO = 24;

const zSiFiltro = z.enum(['S']).nullish();

const colEstacion: ColumnaReporte<'estacion'> = { clave: 'estacion', titulo: 'Estación', tipo: 'texto' };
const colDia = { clave: 'dia', titulo: 'Día', tipo: 'fecha' } as const;
const enlaceTurno = { destino: '/reportes/consolidado-cierre-turno', estacion: true, filtros: { turno: 'turno_id' } } as const;

/** reportes/cierre_diario — the day's closing sheet of a station, section by section, signed at the foot. */
export const REPORTE_CIERRE_DIARIO = definirReporte({
  ruta: 'cierre_diario',
  modulo: 'CIERRE DIARIO',
  titulo: 'Cierre diario',
  clase: 'detalle',
  filtros: z.object({}),
  campos: [],
  fila: filaReporte({
    dia: zFechaTexto,
    seccion: z.string(),
    concepto: z.string(),
    galones_medidor: zCifra.nullable(),
    calibraciones: zCifra.nullable(),
    venta_neta: zCifra.nullable(),
    precio_promedio: zRatio,
    cantidad: zCifra.nullable(),
    valor: zCifra.nullable(),
    esperado: zCifra.nullable(),
    diferencia_efectivo: zCifra.nullable(),
    inicial: zCifra.nullable(),
    compras: zCifra.nullable(),
    book: zCifra.nullable(),
    medido: zCifra.nullable(),
    diferencia: zCifra.nullable(),
  }),
  columnas: [
    colEstacion,
    colDia,
    { clave: 'seccion', titulo: 'Sección', tipo: 'texto', ordenable: false },
    { clave: 'concepto', titulo: 'Concepto', tipo: 'texto', ordenable: false },
    { clave: 'galones_medidor', titulo: 'Galones medidor', tipo: 'volumen', ordenable: false },
    { clave: 'calibraciones', titulo: 'Calibraciones (gal)', tipo: 'volumen', ordenable: false },
    { clave: 'venta_neta', titulo: 'Venta neta medidor (gal)', tipo: 'volumen', ordenable: false },
    { clave: 'precio_promedio', titulo: 'Precio promedio', tipo: 'dinero', ordenable: false },
    { clave: 'cantidad', titulo: 'Cantidad', tipo: 'decimal', ordenable: false },
    { clave: 'valor', titulo: 'Valor', tipo: 'dinero', ordenable: false },
    { clave: 'esperado', titulo: 'Efectivo esperado', tipo: 'dinero', ordenable: false },
    { clave: 'diferencia_efectivo', titulo: 'Diferencia de caja', tipo: 'dinero', ordenable: false },
    { clave: 'inicial', titulo: 'Inventario inicial (gal)', tipo: 'volumen', ordenable: false },
    { clave: 'compras', titulo: 'Compras (gal)', tipo: 'volumen', ordenable: false },
    { clave: 'book', titulo: 'BOOK (gal)', tipo: 'volumen', ordenable: false },
    { clave: 'medido', titulo: 'Medido final (gal)', tipo: 'volumen', ordenable: false },
    { clave: 'diferencia', titulo: 'Sobrante/Faltante (gal)', tipo: 'volumen', ordenable: false },
  ],
  ordenDefecto: 'dia:asc',
  subtotales: false,
});

/** reportes/cierre_diario_v2 — the same sheet with one column per shift of the day (Turno 1…4 and later) and the total. */
export const REPORTE_CIERRE_DIARIO_V2 = definirReporte({
  ruta: 'cierre_diario_v2',
  modulo: 'CIERRE DIARIO V2',
  titulo: 'Cierre diario por turnos',
  clase: 'detalle',
  filtros: z.object({}),
  campos: [],
  fila: filaReporte({
    dia: zFechaTexto,
    seccion: z.string(),
    concepto: z.string(),
    unidad: z.string(),
    turno_1: zCifra,
    turno_2: zCifra,
    turno_3: zCifra,
    turno_4: zCifra,
    sin_turno: zCifra,
    total: zCifra,
  }),
  columnas: [
    colEstacion,
    colDia,
    { clave: 'seccion', titulo: 'Sección', tipo: 'texto', ordenable: false },
    { clave: 'concepto', titulo: 'Concepto', tipo: 'texto', ordenable: false },
    { clave: 'unidad', titulo: 'Unidad', tipo: 'texto', ordenable: false },
    { clave: 'turno_1', titulo: 'Turno 1', tipo: 'decimal', ordenable: false },
    { clave: 'turno_2', titulo: 'Turno 2', tipo: 'decimal', ordenable: false },
    { clave: 'turno_3', titulo: 'Turno 3', tipo: 'decimal', ordenable: false },
    { clave: 'turno_4', titulo: 'Turno 4 y siguientes', tipo: 'decimal', ordenable: false },
    { clave: 'sin_turno', titulo: 'Sin turno', tipo: 'decimal', ordenable: false },
    { clave: 'total', titulo: 'Total', tipo: 'decimal', ordenable: false },
  ],
  ordenDefecto: 'dia:asc',
  subtotales: false,
});

/** reportes/cierre_diario_v3 — several stations and days, one row per station and day; a row opens its cierre_diario. */
export const REPORTE_CIERRE_DIARIO_V3 = definirReporte({
  ruta: 'cierre_diario_v3',
  modulo: 'CIERRE DIARIO V3',
  titulo: 'Cierre diario consolidado',
  clase: 'detalle',
  filtros: z.object({}),
  campos: [],
  fila: filaReporte({
    dia: zFechaTexto,
    galones: zCifra,
    venta_combustible: zCifra,
    canastilla: zCifra,
    kiosco: zCifra,
    total: zCifra,
    esperado: zCifra,
    entregado: zCifra,
    diferencia_efectivo: zCifra,
    diferencia: zCifra.nullable(),
    estado: z.string(),
  }),
  columnas: [
    colEstacion,
    { ...colDia, enlace: { destino: '/reportes/cierre_diario', estacion: true, dia: 'dia' } },
    { clave: 'galones', titulo: 'Galones (gal)', tipo: 'volumen', pie: 'suma' },
    { clave: 'venta_combustible', titulo: 'Venta combustible', tipo: 'dinero', pie: 'suma' },
    { clave: 'canastilla', titulo: 'Canastilla', tipo: 'dinero', pie: 'suma' },
    { clave: 'kiosco', titulo: 'Kiosco', tipo: 'dinero', pie: 'suma' },
    { clave: 'total', titulo: 'Total', tipo: 'dinero', pie: 'suma' },
    { clave: 'esperado', titulo: 'Efectivo esperado', tipo: 'dinero', pie: 'suma' },
    { clave: 'entregado', titulo: 'Total entregado', tipo: 'dinero', pie: 'suma' },
    { clave: 'diferencia_efectivo', titulo: 'Diferencia de caja', tipo: 'dinero', pie: 'suma' },
    { clave: 'diferencia', titulo: 'Sobrante/Faltante (gal)', tipo: 'volumen', pie: 'suma' },
    { clave: 'estado', titulo: 'Estado del día', tipo: 'texto' },
  ],
  ordenDefecto: 'dia:asc',
  subtotales: true,
});

/** reportes/consolidado-cierre-turno — one shift's settlement sheet: readings, store sales, payments, envelopes, settlement. */
export const REPORTE_CONSOLIDADO_CIERRE_TURNO = definirReporte({
  ruta: 'consolidado-cierre-turno',
  modulo: 'CONSOLIDADO CIERRE TURNO',
  titulo: 'Consolidado cierre de turno',
  clase: 'detalle',
  filtros: z.object({ turno: zIdFiltro('turno'), isla: zIdFiltro('isla'), promotor: zIdFiltro('promotor') }),
  campos: [
    { clave: 'turno', titulo: 'Turno', tipo: 'numero' },
    campoLista('isla', 'Isla', 'islas'),
    campoLista('promotor', 'Promotor', 'promotores'),
  ],
  fila: filaReporte({
    turno_id: zEnteroFila,
    turno: z.string(),
    estado_turno: zTextoNulo,
    seccion: z.string(),
    concepto: z.string(),
    detalle: zTextoNulo,
    lectura_inicial: zCifra.nullable(),
    lectura_final: zCifra.nullable(),
    galones_medidor: zCifra.nullable(),
    calibraciones: zCifra.nullable(),
    venta_neta: zCifra.nullable(),
    precio_promedio: zRatio,
    cantidad: zCifra.nullable(),
    valor: zCifra.nullable(),
  }),
  columnas: [
    colEstacion,
    { clave: 'turno', titulo: 'Turno', tipo: 'texto' },
    { clave: 'estado_turno', titulo: 'Estado del turno', tipo: 'texto', ordenable: false },
    { clave: 'seccion', titulo: 'Sección', tipo: 'texto', ordenable: false },
    { clave: 'concepto', titulo: 'Concepto', tipo: 'texto', ordenable: false },
    { clave: 'detalle', titulo: 'Detalle', tipo: 'texto', ordenable: false },
    { clave: 'lectura_inicial', titulo: 'Lectura inicial', tipo: 'lectura', ordenable: false },
    { clave: 'lectura_final', titulo: 'Lectura final', tipo: 'lectura', ordenable: false },
    { clave: 'galones_medidor', titulo: 'Galones medidor', tipo: 'volumen', ordenable: false },
    { clave: 'calibraciones', titulo: 'Calibraciones (gal)', tipo: 'volumen', ordenable: false },
    { clave: 'venta_neta', titulo: 'Venta neta medidor (gal)', tipo: 'volumen', ordenable: false },
    { clave: 'precio_promedio', titulo: 'Precio promedio', tipo: 'dinero', ordenable: false },
    { clave: 'cantidad', titulo: 'Cantidad', tipo: 'decimal', ordenable: false },
    { clave: 'valor', titulo: 'Valor', tipo: 'dinero', ordenable: false },
  ],
  ordenDefecto: 'turno_id:asc',
  subtotales: false,
});

/** The columns reporte_cierres and reporte_arqueo share: the shift and its cash. */
const filaTurno = {
  turno_id: zEnteroFila,
  promotor_id: zEnteroFila,
  dia: zFechaTexto,
  turno: z.string(),
  isla: z.string(),
  promotor: z.string(),
};

/** reportes/reporte_cierres — the shift closings of a range with their result; a row opens its settlement sheet. */
export const REPORTE_CIERRES_TURNO = definirReporte({
  ruta: 'reporte_cierres',
  modulo: 'REPORTE CIERRES',
  titulo: 'Reporte de cierres de turno',
  clase: 'detalle',
  filtros: z.object({
    promotor: zIdFiltro('promotor'),
    isla: zIdFiltro('isla'),
    estado_turno: z.enum(ESTADOS_TURNO).nullish(),
  }),
  campos: [
    campoLista('promotor', 'Promotor', 'promotores'),
    campoLista('isla', 'Isla', 'islas'),
    { clave: 'estado_turno', titulo: 'Estado del turno', tipo: 'opciones', opciones: ESTADOS_TURNO },
  ],
  fila: filaReporte({
    ...filaTurno,
    apertura: zFechaHoraTexto,
    cierre: zFechaHoraTexto.nullable(),
    duracion: zCifra,
    galones: zCifra,
    total: zCifra,
    esperado: zCifra,
    entregado: zCifra,
    diferencia_efectivo: zCifra,
    cerrado_por: zTextoNulo,
    estado_turno: z.enum(ESTADOS_TURNO),
    alerta: zTextoNulo,
  }),
  columnas: [
    colEstacion,
    colDia,
    { clave: 'turno', titulo: 'Turno', tipo: 'texto', enlace: enlaceTurno },
    { clave: 'isla', titulo: 'Isla', tipo: 'texto' },
    { clave: 'promotor', titulo: 'Promotor', tipo: 'texto' },
    { clave: 'apertura', titulo: 'Apertura', tipo: 'fechaHora' },
    { clave: 'cierre', titulo: 'Cierre', tipo: 'fechaHora' },
    { clave: 'duracion', titulo: 'Duración (h)', tipo: 'decimal', pie: 'suma' },
    { clave: 'galones', titulo: 'Galones (gal)', tipo: 'volumen', pie: 'suma' },
    { clave: 'total', titulo: 'Venta total', tipo: 'dinero', pie: 'suma' },
    { clave: 'esperado', titulo: 'Efectivo esperado', tipo: 'dinero', pie: 'suma' },
    { clave: 'entregado', titulo: 'Total entregado', tipo: 'dinero', pie: 'suma' },
    { clave: 'diferencia_efectivo', titulo: 'Diferencia de caja', tipo: 'dinero', pie: 'suma' },
    { clave: 'cerrado_por', titulo: 'Cerrado por', tipo: 'texto' },
    { clave: 'estado_turno', titulo: 'Estado del turno', tipo: 'texto' },
    { clave: 'alerta', titulo: 'Alerta', tipo: 'texto' },
  ],
  ordenDefecto: 'apertura:asc',
});

/** reportes/reporte_arqueo — the cash count of each shift: envelopes and final hand-over against the cash expected. */
export const REPORTE_ARQUEO = definirReporte({
  ruta: 'reporte_arqueo',
  modulo: 'REPORTE ARQUEO',
  titulo: 'Arqueo de caja',
  clase: 'detalle',
  filtros: z.object({
    promotor: zIdFiltro('promotor'),
    isla: zIdFiltro('isla'),
    turno: zIdFiltro('turno'),
    con_diferencia: zSiFiltro,
  }),
  campos: [
    campoLista('promotor', 'Promotor', 'promotores'),
    campoLista('isla', 'Isla', 'islas'),
    { clave: 'turno', titulo: 'Turno', tipo: 'numero' },
    { clave: 'con_diferencia', titulo: 'Sólo con diferencia', tipo: 'opciones', opciones: ['S'] },
  ],
  fila: filaReporte({
    ...filaTurno,
    num_sobres: zEnteroFila,
    valor_sobres: zCifra,
    entrega_final: zCifra,
    entregado: zCifra,
    esperado: zCifra,
    diferencia_efectivo: zCifra,
    resultado: z.enum(RESULTADOS_CAJA),
    sobres: z.string(),
  }),
  columnas: [
    colEstacion,
    colDia,
    { clave: 'turno', titulo: 'Turno', tipo: 'texto', enlace: enlaceTurno },
    { clave: 'promotor', titulo: 'Promotor', tipo: 'texto' },
    { clave: 'isla', titulo: 'Isla', tipo: 'texto' },
    { clave: 'num_sobres', titulo: '# Sobres', tipo: 'entero', pie: 'suma' },
    { clave: 'valor_sobres', titulo: 'Valor sobres', tipo: 'dinero', pie: 'suma' },
    { clave: 'entrega_final', titulo: 'Entrega final', tipo: 'dinero', pie: 'suma' },
    { clave: 'entregado', titulo: 'Total entregado', tipo: 'dinero', pie: 'suma' },
    { clave: 'esperado', titulo: 'Efectivo esperado', tipo: 'dinero', pie: 'suma' },
    { clave: 'diferencia_efectivo', titulo: 'Diferencia de caja', tipo: 'dinero', pie: 'suma', color: COLOR_RESULTADO_CAJA },
    { clave: 'resultado', titulo: 'Resultado', tipo: 'texto', color: COLOR_RESULTADO_CAJA },
    { clave: 'sobres', titulo: 'Sobres (hora · número · valor)', tipo: 'texto', ordenable: false, oculta: true },
  ],
  ordenDefecto: 'promotor:asc,dia:asc',
  grafico: { tipo: 'barras', eje: 'dinero' },
});

/** Fuel kinds of the hourly sheet, each a Galones / Valor pair (GLP and ADBLUE share kind 33). */
export const COMBUSTIBLES_24_HORAS = [
  { clave: 'corriente', nombre: 'CORRIENTE', id: 27 },
  { clave: 'extra', nombre: 'EXTRA', id: 28 },
  { clave: 'diesel', nombre: 'DIESEL', id: 29 },
  { clave: 'gnv', nombre: 'GNV', id: 30 },
  { clave: 'glp', nombre: 'GLP', id: 33 },
] as const;

/** reportes/cierre-dia-24-horas — one business day hour by hour (06:00 to 05:59), from the hourly rollup. */
export const REPORTE_CIERRE_24_HORAS = definirReporte({
  ruta: 'cierre-dia-24-horas',
  modulo: 'CIERRE DIA 24 HORAS',
  titulo: 'Cierre día 24 horas',
  clase: 'resumen',
  filtros: z.object({ tipo_negocio: zTipoNegocioFiltro }),
  campos: [CAMPO_TIPO_NEGOCIO],
  fila: filaReporte({
    hora: z.string(),
    orden_hora: zEnteroFila,
    galones_corriente: zCifra,
    valor_corriente: zCifra,
    galones_extra: zCifra,
    valor_extra: zCifra,
    galones_diesel: zCifra,
    valor_diesel: zCifra,
    galones_gnv: zCifra,
    valor_gnv: zCifra,
    galones_glp: zCifra,
    valor_glp: zCifra,
    canastilla: zCifra,
    kiosco: zCifra,
    transacciones: zEnteroFila,
    total: zCifra,
    participacion: zRatio,
  }),
  columnas: [
    colEstacion,
    { clave: 'hora', titulo: 'Hora', tipo: 'texto' },
    { clave: 'orden_hora', titulo: 'Hora del día operativo', tipo: 'entero', oculta: true },
    { clave: 'galones_corriente', titulo: 'CORRIENTE (gal)', tipo: 'volumen', pie: 'suma' },
    { clave: 'valor_corriente', titulo: 'CORRIENTE ($)', tipo: 'dinero', pie: 'suma' },
    { clave: 'galones_extra', titulo: 'EXTRA (gal)', tipo: 'volumen', pie: 'suma' },
    { clave: 'valor_extra', titulo: 'EXTRA ($)', tipo: 'dinero', pie: 'suma' },
    { clave: 'galones_diesel', titulo: 'DIESEL (gal)', tipo: 'volumen', pie: 'suma' },
    { clave: 'valor_diesel', titulo: 'DIESEL ($)', tipo: 'dinero', pie: 'suma' },
    { clave: 'galones_gnv', titulo: 'GNV (m³)', tipo: 'volumen', pie: 'suma' },
    { clave: 'valor_gnv', titulo: 'GNV ($)', tipo: 'dinero', pie: 'suma' },
    { clave: 'galones_glp', titulo: 'GLP / ADBLUE (gal)', tipo: 'volumen', pie: 'suma' },
    { clave: 'valor_glp', titulo: 'GLP / ADBLUE ($)', tipo: 'dinero', pie: 'suma' },
    { clave: 'canastilla', titulo: 'Canastilla', tipo: 'dinero', pie: 'suma' },
    { clave: 'kiosco', titulo: 'Kiosco', tipo: 'dinero', pie: 'suma' },
    { clave: 'transacciones', titulo: '# Transacciones', tipo: 'entero', pie: 'suma' },
    { clave: 'total', titulo: 'Venta total', tipo: 'dinero', pie: 'suma' },
    { clave: 'participacion', titulo: '% del día', tipo: 'porcentaje', pie: 'formula' },
  ],
  ordenDefecto: 'orden_hora:asc',
  grafico: { tipo: 'columnasApiladas', eje: 'volumen' },
});
