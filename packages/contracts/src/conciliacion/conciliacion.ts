import { z } from 'zod';
import { ZPaginacion, ZPaginacionQuery } from '../paginacion';
import { zFecha, zId, zIdCampo } from '../validaciones';

/**
 * Station-day reconciliation (CONCILIADOR EDS, `/app/sap/conciliacion-pdv`, module CONCILIACIÓN PDV): the calendar
 * of a station (`v1/news/{id}`), the novelties of a day (`v1/news`), the consolidated payments
 * (`v1/consolidator/allBusiness`), the reading differences (`v1/consolidator/readingsdifference`), the day state
 * (`v1/sap/clousingDay`), reconciling a day (`POST v1/sap/clousingDay/create`) and the reconciled days of a station
 * (`v1/sap/clousingDay/all/{id}`). Answers carry `result`, as the specification's accounting services do.
 */
export const MENSAJES_CONCILIACION = {
  seleccioneEstacion: 'Por favor, seleccione una estación',
  confirmar: '¿Está seguro de conciliar el día? NOTA: Una vez seleccione aceptar esta acción no podrá revertir.',
  exito: '¡Muy bien! Proceso de conciliación iniciado correctamente.',
  errorConciliar: 'Algo salió mal, No se pudó iniciar el proceso de conciliación, por favor intente mas tarde',
  errorCalendario: 'Ocurrió un error al obtener los datos del calendario',
  errorEstadoDia: 'Ocurrió un al obtener estado del día',
  errorNovedades: 'Ocurrió un al obtener las novedades del día',
  errorDatos: 'Ocurrió un error al obtener los datos',
  sinNovedades: 'No hay novedades pendientes',
  gestionarNovedades: 'Se requiere gestionar estas novedades para conciliar el día',
  consulteDia: 'Consulte la información del día',
  /** The DIA validator of SCREENS.md: a write into a reconciled day. */
  diaConciliado: 'El día se encuentra conciliado, no se permiten movimientos',
  yaConciliado: 'El día ya se encuentra conciliado',
  diaAbierto: 'Solo se pueden conciliar días anteriores al día en curso',
  conNovedades: 'El día tiene novedades pendientes: gestiónelas antes de conciliar',
  noEsEstacion: 'La empresa seleccionada no es una estación',
  fechaAntesDeInicio: 'La fecha es anterior al inicio de operaciones de la estación',
  noCuadra: 'El comprobante no cuadra: débitos ≠ créditos',
  sinTurno: 'SIN TURNO',
  turno: 'TURNO',
} as const;

/** The constraint name the freezing triggers raise (SQLSTATE 23514) on a write into a reconciled day. */
export const RESTRICCION_DIA_CONCILIADO = 'dia_conciliado';

/**
 * Kinds of novelty (what blocks reconciling a day). Each has a Spanish text with the same placeholders the web's
 * translation uses (`{{x}}`), so the server's `descripcion` and the translated text say the same.
 */
export const NOVEDADES = {
  TURNO_ABIERTO: 'El turno {{turno}} de {{promotor}} en {{isla}} no está cerrado',
  LECTURA_TANQUE: 'El tanque {{tanque}} no tiene lectura (medición) en el día',
  LECTURA_MANGUERA: 'El turno {{turno}} de {{promotor}} no tiene lectura de cierre de {{mangueras}} manguera(s)',
  FACTURA_SIN_AUTORIZAR: 'Hay {{cantidad}} factura(s) electrónica(s) sin autorizar',
  SOBRE_SIN_VERIFICAR: 'Hay {{cantidad}} sobre(s) sin verificar',
  RECIBO_SIN_MEDICION: 'La recepción de combustible N° {{consecutivo}} del tanque {{tanque}} no tiene medición antes y después',
} as const;
export type TipoNovedad = keyof typeof NOVEDADES;

/** The Spanish text of a novelty: its template with the values in place. */
export function textoNovedad(codigo: TipoNovedad, valores: Readonly<Record<string, string | number>>): string {
  return NOVEDADES[codigo].replace(/{{(\w+)}}/g, (_m, k: string) => String(valores[k] ?? ''));
}

/** An answer with `result`, the shape of the accounting services. */
export function envelopeResult<T extends z.ZodType>(result: T) {
  return z.object({ success: z.boolean(), status: z.number(), mensaje: z.string(), result });
}
/** A paged answer with `result`. */
export function envelopeResultPaginado<T extends z.ZodType>(fila: T) {
  return z.object({ success: z.boolean(), status: z.number(), mensaje: z.string(), result: z.array(fila), paginacion: ZPaginacion });
}

const zEmpresaId = zIdCampo(MENSAJES_CONCILIACION.seleccioneEstacion);

/** A station of the selector: `v1/consolidator/stations` (the spec's "stations by business"). */
export const ZEstacionConciliacion = z.object({
  id: z.number().int(),
  alias: z.string(),
  ciudad: z.string(),
  departamento: z.string(),
  pais: z.string(),
});
export type TEstacionConciliacion = z.infer<typeof ZEstacionConciliacion>;

/** A station and a business day, the query of the day's calls. */
export const ZDiaEstacionQuery = z.object({ empresaId: zEmpresaId, fecha: zFecha() });
export type TDiaEstacionQuery = z.infer<typeof ZDiaEstacionQuery>;

/** `v1/news?empresaId&startDate`: the novelties of a day. */
export const ZNovedadesQuery = z.object({ empresaId: zEmpresaId, startDate: zFecha() });

/** `v1/news/{id}?mes=YYYY-MM`: the calendar of a month (default: the current one). */
export const ZCalendarioQuery = z.object({
  mes: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
    .optional(),
});

export const ZCalendario = z.object({
  /** Days of the month with novelties (red). */
  newsDateList: z.array(z.string()),
  /** The first business day of the station's operations: the earliest day the calendar offers. */
  newsStartDate: z.string().nullable(),
  /** Reconciled days of the month (green). */
  ClosingDays: z.array(z.string()),
  /** The current business day of the station (later days are not offered). */
  hoy: z.string(),
});
export type TCalendario = z.infer<typeof ZCalendario>;

export const ZNovedad = z.object({
  descripcion: z.string(),
  codigo: z.enum(Object.keys(NOVEDADES) as [TipoNovedad, ...TipoNovedad[]]),
  valores: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type TNovedad = z.infer<typeof ZNovedad>;

/** The six reconciliation categories of a payment method and their keys in the summary. */
export const CATEGORIAS_RESUMEN = {
  'OTROS MEDIOS DE PAGOS': 'otros_medios_pagos',
  PRIVADA: 'marcas_privadas',
  CONTADO: 'contado',
  RECAUDO: 'recaudo',
  'CONSUMO INTERNO': 'consumo_interno',
  CREDITO: 'credito',
} as const;
export type ClaveCategoria = (typeof CATEGORIAS_RESUMEN)[keyof typeof CATEGORIAS_RESUMEN];
/** Categories shown without a detail per payment method. */
export const CATEGORIAS_SIN_DETALLE: readonly ClaveCategoria[] = ['consumo_interno', 'recaudo'];

const ZDetalleMedio = z.object({ medio_pago: z.string(), total: z.number() });
const ZCategoriaConDetalle = z.object({ total: z.number(), detalle: z.array(ZDetalleMedio) });
const ZCategoriaSinDetalle = z.object({ total: z.number() });

export const ZResumenNegocio = z.object({
  /** Total sales of the business type on the day. */
  valor_venta: z.number(),
  forma_pago: z.object({
    otros_medios_pagos: ZCategoriaConDetalle,
    marcas_privadas: ZCategoriaConDetalle,
    contado: ZCategoriaConDetalle,
    recaudo: ZCategoriaSinDetalle,
    consumo_interno: ZCategoriaSinDetalle,
    credito: ZCategoriaConDetalle,
  }),
  /** One row per category (its Spanish name) with its total. */
  listado_conciliador: z.array(z.object({ descripcion: z.string(), total_venta: z.number() })),
});
export type TResumenNegocio = z.infer<typeof ZResumenNegocio>;

export const ZConsolidado = z.object({ fuel: ZResumenNegocio, kiosco: ZResumenNegocio, canastilla: ZResumenNegocio });
export type TConsolidado = z.infer<typeof ZConsolidado>;

const ZCifrasLectura = z.object({
  venta_total: z.number(),
  calibraciones: z.number(),
  diferencia_manguera: z.number(),
  diferencia_lectura: z.number(),
});
export const ZFilaDiferencia = ZCifrasLectura.extend({
  descripcion_turno: z.string(),
  turno_eds: z.number().int(),
  producto: z.string(),
  unidad: z.literal('GALONES'),
  /** Meter gallons of the shift's hoses of the product (closing − opening totalizer). */
  galones_medidor: z.number(),
});
export type TFilaDiferencia = z.infer<typeof ZFilaDiferencia>;

export const ZDiferenciasLectura = z.object({
  /** By shift id, then product description. */
  detallado: z.record(z.string(), z.record(z.string(), ZFilaDiferencia)),
  total: ZCifrasLectura,
});
export type TDiferenciasLectura = z.infer<typeof ZDiferenciasLectura>;

export const ESTADOS_COMPROBANTE = ['PENDIENTE', 'ENVIADO', 'ERROR', 'CONCILIADO'] as const;
export type EstadoComprobante = (typeof ESTADOS_COMPROBANTE)[number];

/** A reconciled day with its voucher. */
export const ZDiaConciliado = z.object({
  id: z.number().int(),
  empresas_id: z.number().int(),
  estacion: z.string(),
  fecha_cierre: z.string(),
  usuario: z.string().nullable(),
  creado_en: z.string(),
  comprobante_id: z.number().int(),
  estado: z.enum(ESTADOS_COMPROBANTE),
  total_debitos: z.number(),
  total_creditos: z.number(),
});
export type TDiaConciliado = z.infer<typeof ZDiaConciliado>;

/** `v1/sap/clousingDay`: the day state of a station (empresaId + fechaCierre) or the monitor's filters. */
export const ZDiasConciliadosQuery = ZPaginacionQuery.extend({
  empresaId: zId.optional(),
  fechaCierre: zFecha().optional(),
  fechaInicial: zFecha().optional(),
  fechaFinal: zFecha().optional(),
  estado: z.enum(ESTADOS_COMPROBANTE).optional(),
});
export type TDiasConciliadosQuery = z.infer<typeof ZDiasConciliadosQuery>;

/** `POST v1/sap/clousingDay/create`. */
export const ZConciliarDia = z.object({ empresaId: zEmpresaId, fechaCierre: zFecha() });
export type TConciliarDia = z.infer<typeof ZConciliarDia>;

export const ZDiaConciliadoCreado = z.object({ id: z.number().int(), comprobante_id: z.number().int(), fecha_cierre: z.string() });
