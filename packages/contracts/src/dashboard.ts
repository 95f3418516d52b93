import { z } from 'zod';
import { MENSAJES } from './mensajes';
import { TIPOS_NEGOCIO } from './operacion';
import { ZPaginacion } from './paginacion';
import { ZEstadoActivo, zFechaHoraTexto, zFechaTexto, zIdFila, zNumero } from './respuestas';
import { SMALLINT_MAXIMO, zEntero, zFechaOFechaHora, zIdCampo } from './validaciones';

/**
 * The dashboard's calls (spec document 1 §2 "Dashboard", §3 entities, §7 calls, §9 constants). Shared by the
 * server routes and the web widgets. Money is a number of pesos, quantities are gallons for fuel and units for goods.
 */

/** Dashboard widget modules: fixed ids of the module tree, children of DASHBOARD. Server guards and web widgets read these. */
export const MODULO_WIDGET = {
  INDICADORES: 20,
  PRODUCTOS: 21,
  COMBUSTIBLE_GALONES: 22,
  VENTAS_DIARIAS: 23,
  VENTAS_MENSUALES: 24,
  VENTAS_PDV: 25,
  PRESUPUESTO_PDV: 26,
  TANQUES: 27,
  GALONAJE: 28,
  ALERTAS: 29,
} as const;

/** Reports of POST /api/reportes/dashboard-lite/{report}. */
export const REPORTES_DASHBOARD = [
  'PRODUCTOS_MAS_VENDIDOS_HOY',
  'ALERTA_TANQUES',
  'VENTAS_TOTAL',
  'alerta_jornadas_abiertas',
  'alerta_consecutivos',
  'ALERTA_DIA_VENTAS',
  'GRAFICA_PDV',
  'VENTAS_COMBUSTIBLE_DIARIAS',
  'VENTAS_COMBUSTIBLE_SEMANALES',
  'VENTAS_COMBUSTIBLE_MENSUALES',
] as const;
export type ReporteDashboard = (typeof REPORTES_DASHBOARD)[number];

/** Period codes: 0 today (the business day), 1 last 7 days, 2 month to date, 3 year to date. */
export const PERIODOS = [0, 1, 2, 3] as const;
export type Periodo = (typeof PERIODOS)[number];

/** Operation codes counted by default, and their registered-state codes. */
export const OPERACIONES_DEFECTO = ['009', '017', '035'] as const;
export const ESTADOS_DEFECTO = ['009001', '017001', '035001'] as const;

/** A real day or instant, `YYYY-MM-DD[ HH:mm:ss]` (2026-02-30 is a 400, never a database error). */
const fechaServidor = zFechaOFechaHora();

/** A station id, a list of them, or nothing (every station in the user's scope). */
const estaciones = z
  .union([zIdCampo(), z.array(zIdCampo()).max(2000)], { error: MENSAJES.identificadorNoValido })
  .nullable()
  .optional();

export const ZDashboardBody = z.object({
  fecha_inicial: fechaServidor.optional(),
  fecha_final: fechaServidor.optional(),
  identificadorEstacion: estaciones,
  /** Alternative to the dates: the period code. */
  periodo: z.coerce.number().int().min(0).max(3).optional(),
  tipoMovimiento: z
    .array(z.string().regex(/^\d{3}$/))
    .max(20)
    .optional(),
  tipoEstadoMovimiento: z
    .array(z.string().regex(/^\d{6}$/))
    .max(20)
    .optional(),
  /** M monthly / D daily grouping where a report offers both. */
  extra: z.enum(['M', 'D']).optional(),
  /** Business type for the top products: C fuel, S canastilla, K kiosk. */
  tipo_negocio: z.enum(['C', 'S', 'K']).optional(),
  /** GRAFICA_PDV: business types to include and months back. */
  negocios: z
    .array(z.enum(['C', 'S', 'K']))
    .max(3)
    .optional(),
  num_mes: z.coerce.number().int().min(1).max(24).optional(),
  /** VENTAS_COMBUSTIBLE_MENSUALES: the year. */
  ano: z.coerce.number().int().min(2000).max(2100).optional(),
});
export type TDashboardBody = z.infer<typeof ZDashboardBody>;

/** VENTAS_TOTAL: the indicators card. */
export const ZIndicadores = z.object({
  /** The window read: from the first business day's start to the last one's end. */
  fecha_inicio: zFechaHoraTexto,
  fecha_cierre: zFechaHoraTexto,
  total_cantidad_canastilla: zNumero,
  total_valor_canastilla: zNumero,
  total_cantidad_combustible: zNumero,
  total_valor_combustible: zNumero,
  total_valor_combustible_new: z.array(
    z.object({
      descripcion: z.string(),
      total_valor_combustible: zNumero,
      total_cantidad_combustible: zNumero,
      fecha_inicio: zFechaHoraTexto,
      fecha_cierre: zFechaHoraTexto,
    }),
  ),
  total_cantidad_fidelizadas: zNumero,
  total_valor_fidelizadas: zNumero,
  total_valor_fidelizadas_new: z.array(z.object({ descripcion: z.string(), total_valor_fidelizadas: zNumero })),
  total_cantidad_kioscos: zNumero,
  total_valor_kioscos: zNumero,
  total_vehiculos: zNumero,
  ventas_vehiculos: zNumero,
  total_cantidad_compras: zNumero,
  total_valor_compras: zNumero,
  total_cantidad_mixtas: zNumero,
  total_valor_mixtas: zNumero,
  total_clientes: z.number().int(),
  total_empleados: z.number().int(),
  total_estaciones: z.number().int(),
  total_productos_canastilla: z.number().int(),
  total_productos_combustible: z.number().int(),
});
export type TIndicadores = z.infer<typeof ZIndicadores>;

/** PRODUCTOS_MAS_VENDIDOS_HOY: the top ten products of the period and business type. */
export const ZProductoVendido = z.object({
  producto_id: zIdFila,
  descripcion: z.string(),
  cantidad: zNumero,
  valor: zNumero,
});
export type TProductoVendido = z.infer<typeof ZProductoVendido>;

/** ALERTA_TANQUES: tanks grouped by station. */
export const ZTanqueLectura = z.object({
  bodega: zIdFila,
  codigo: z.string(),
  descripcion: z.string(),
  tipo: z.string(),
  producto_id: zIdFila,
  saldo: zNumero,
  volumen_maximo: zNumero,
  volumen_minimo: zNumero,
  nivelagua: zNumero,
  ultimaLectura: zFechaHoraTexto.nullable(),
  estado: ZEstadoActivo,
});
export type TTanqueLectura = z.infer<typeof ZTanqueLectura>;
export const ZGrupoTanques = z.object({
  id: zIdFila,
  alias: z.string(),
  data: z.array(ZTanqueLectura),
});
export type TGrupoTanques = z.infer<typeof ZGrupoTanques>;

/** alerta_jornadas_abiertas: open shifts. porcentaje = envelopes over sales (%); hora = hours open. */
export const ZJornadaAbierta = z.object({
  id: zIdFila,
  empresa_id: zIdFila,
  alias: z.string(),
  promotor: z.string(),
  isla: z.string(),
  fecha_inicio: zFechaHoraTexto,
  num_ventas: z.number().int(),
  sobres: zNumero,
  ventas: zNumero,
  porcentaje: zNumero,
  hora: zNumero,
});
export type TJornadaAbierta = z.infer<typeof ZJornadaAbierta>;

/** alerta_consecutivos: invoice ranges near their end or their validity. */
export const ZRangoFactura = z.object({
  empresa_id: zIdFila,
  alias: z.string(),
  prefijo: z.string(),
  resolucion: z.string(),
  fecha_inicio: zFechaTexto,
  fecha_fin: zFechaTexto,
  consecutivo_inicial: z.number().int(),
  consecutivo_actual: z.number().int(),
  consecutivo_final: z.number().int(),
  consecutivo_restante: z.number().int(),
  dias_restantes: z.number().int(),
});
export type TRangoFactura = z.infer<typeof ZRangoFactura>;

/** ALERTA_DIA_VENTAS: per station, the day's fuel sales by header, by product lines and by payments. */
export const ZDiaVentas = z.object({
  empresa_id: zIdFila,
  alias: z.string(),
  fecha: zFechaTexto,
  total_ventas_combustible: zNumero,
  total_ventas_combustible_productos: zNumero,
  total_ventas_combustible_medios_pagos: zNumero,
  /** Progress against the day's goal, in percent (null without a goal). */
  avance_meta: zNumero.nullable(),
});
export type TDiaVentas = z.infer<typeof ZDiaVentas>;

/**
 * GRAFICA_PDV: one point per month (YYYY-MM) or, with extra D, per day (YYYY-MM-DD): sales, expected budget,
 * executed budget (cumulative sales of the budgeted lines).
 */
export const ZPuntoPdv = z.object({
  mes: z.string().regex(/^\d{4}-\d{2}(-\d{2})?$/),
  ventas: zNumero,
  presupuesto_esperado: zNumero,
  presupuesto_ejecutado: zNumero,
});
export type TPuntoPdv = z.infer<typeof ZPuntoPdv>;

/** VENTAS_COMBUSTIBLE_*: gallons per fuel and day, week or month (mes YYYY-MM for the monthly report). */
export const ZVentasCombustiblePeriodo = z.object({
  fecha: zFechaTexto,
  fecha_inicial: zFechaTexto,
  fecha_final: zFechaTexto,
  mes: z
    .string()
    .regex(/^\d{4}-\d{2}$/)
    .nullable(),
  ventas: z.array(z.object({ tipo_producto_id: z.number().int(), descripcion: z.string(), cantidad: zNumero })),
});
export type TVentasCombustiblePeriodo = z.infer<typeof ZVentasCombustiblePeriodo>;

/** The `data` of each report of POST /api/reportes/dashboard-lite/{report}. */
export const DATOS_REPORTE_DASHBOARD = {
  VENTAS_TOTAL: ZIndicadores,
  PRODUCTOS_MAS_VENDIDOS_HOY: z.array(ZProductoVendido),
  VENTAS_COMBUSTIBLE_DIARIAS: z.array(ZVentasCombustiblePeriodo),
  VENTAS_COMBUSTIBLE_SEMANALES: z.array(ZVentasCombustiblePeriodo),
  VENTAS_COMBUSTIBLE_MENSUALES: z.array(ZVentasCombustiblePeriodo),
  GRAFICA_PDV: z.array(ZPuntoPdv),
  ALERTA_TANQUES: z.array(ZGrupoTanques),
  alerta_jornadas_abiertas: z.array(ZJornadaAbierta),
  alerta_consecutivos: z.array(ZRangoFactura),
  ALERTA_DIA_VENTAS: z.array(ZDiaVentas),
} as const satisfies Record<ReporteDashboard, z.ZodType>;
export type TDatosReporteDashboard<R extends ReporteDashboard> = z.infer<(typeof DATOS_REPORTE_DASHBOARD)[R]>;

/**
 * The `data` of the one dashboard-lite route, whatever the report: any of the shapes above (OpenAPI lists them
 * all). Checking one report's answer exactly uses DATOS_REPORTE_DASHBOARD[report].
 */
export const ZDatosReporteDashboard = z.union([
  ZIndicadores,
  z.array(ZProductoVendido),
  z.array(ZVentasCombustiblePeriodo),
  z.array(ZPuntoPdv),
  z.array(ZGrupoTanques),
  z.array(ZJornadaAbierta),
  z.array(ZRangoFactura),
  z.array(ZDiaVentas),
]);

/**
 * GET /api/movimiento/orden-compra-activa/{stationId}: approved orders still waiting for goods. The answer's
 * `mensaje` is this list (spec); it is in `data` too.
 */
export const ZOrdenCompraActiva = z.object({
  id: zIdFila,
  consecutivo: z.number().int(),
  fecha: zFechaTexto,
  fecha_entrega: zFechaTexto,
  estado: z.enum(['APROBADA', 'RECIBIDA PARCIAL']),
  tipo_negocio: z.enum(TIPOS_NEGOCIO),
  /** Who created it (person, else user name); null for orders created by the system. */
  responsable: z.string().nullable(),
  /** The supplier's name (the spec's spelling). */
  proovedor: z.string(),
  costo_total: zNumero,
});
export type TOrdenCompraActiva = z.infer<typeof ZOrdenCompraActiva>;
/** Its answer: one page of orders in `mensaje` (the specification reads it there) and in `data`, the total in `paginacion`. */
export const ZRespuestaOrdenesCompra = z.object({
  success: z.boolean(),
  status: z.number(),
  mensaje: z.array(ZOrdenCompraActiva),
  data: z.array(ZOrdenCompraActiva),
  paginacion: ZPaginacion,
});
export type TRespuestaOrdenesCompra = z.infer<typeof ZRespuestaOrdenesCompra>;

/** POST /api/movimiento/contingencia: manual sales of the range. */
export const ZContingenciaBody = z.object({
  estaciones: z.array(zIdCampo()).min(1).max(2000),
  fecha_inicial: fechaServidor,
  fecha_final: fechaServidor,
});
export const ZVentaManual = z.object({
  id: zIdFila,
  alias: z.string(),
  consecutivo_prefijo: z.string(),
  /** 0 when the sale carries no consecutive. */
  consecutivo: z.number().int(),
  fecha: zFechaHoraTexto,
  responsable_nombre: z.string(),
  detalles: z.array(z.object({ descripcion: z.string(), precio: zNumero, cantidad: zNumero })),
});
export type TVentaManual = z.infer<typeof ZVentaManual>;

/** Own-client alerts (clientes propios): quota thresholds crossed. */
export const ZAlertaCliente = z.object({
  id: zIdFila,
  nombre: z.string(),
  alerta_mensaje: z.string(),
  cupo: zNumero,
  estado: ZEstadoActivo,
  fecha: zFechaHoraTexto,
});
export type TAlertaCliente = z.infer<typeof ZAlertaCliente>;
export const ZDeshabilitarAlertaBody = z.object({ id: zIdCampo(), estado: z.literal('I') });
/** PUT .../alertasGlobales/deshabilitar answers the alert's new state. */
export const ZAlertaInactivada = z.object({ id: zIdFila, estado: z.literal('I') });
export type TAlertaInactivada = z.infer<typeof ZAlertaInactivada>;

/** Unmanaged electronic invoices (states 3, 4, 5, 6, 7, 15, 18). */
export const ESTADOS_FE_NO_GESTIONADOS = [7, 5, 6, 3, 15, 4, 18] as const;
export const ZFacturasNoAutorizadasBody = z.object({
  estaciones: z.array(zIdCampo()).max(2000).optional(),
  estados: z
    .array(zEntero({ maximo: SMALLINT_MAXIMO }))
    .max(20)
    .optional(),
});
export const ZFacturaNoGestionada = z.object({
  id: zIdFila,
  empresa_id: zIdFila,
  alias: z.string(),
  prefijo: z.string(),
  consecutivo: z.number().int(),
  fecha: zFechaHoraTexto,
  estado: z.number().int(),
  mensaje: z.string().nullable(),
});
export type TFacturaNoGestionada = z.infer<typeof ZFacturaNoGestionada>;

/** POST /api/guru.facturacion/enviar-contingencia/{invoice} answers the invoice sent. */
export const ZFacturaEnviada = z.object({ id: zIdFila, enviada: z.literal(true) });
export type TFacturaEnviada = z.infer<typeof ZFacturaEnviada>;

/** The company's business-day cycle (GET /api/empresa/fecha-cierre/{id}). Default 06:00:00 → 06:00:00 next day. */
export const ZCicloEmpresa = z.object({
  empresas_id: zIdFila,
  fecha_inicio: z.string().regex(/^\d{2}:\d{2}:\d{2}$/),
  fecha_cierre: z.string().regex(/^\d{2}:\d{2}:\d{2}$/),
  dia_siguiente: z.boolean(),
});
export type TCicloEmpresa = z.infer<typeof ZCicloEmpresa>;

/** Sales goals by operation codes: daily executed against the goal to reach. */
export const ZMetaBody = z.object({
  identificadorEstacion: estaciones,
  tipoMovimiento: z
    .array(z.string().regex(/^\d{3}$/))
    .max(20)
    .optional(),
  fecha_inicial: fechaServidor.optional(),
  fecha_final: fechaServidor.optional(),
});
export const ZMetaVentas = z.object({
  Meta_lograr: zNumero,
  dias: z.array(z.object({ fecha: zFechaTexto, venta: zNumero, meta: zNumero, acumulado: zNumero, meta_acumulada: zNumero })),
});
export type TMetaVentas = z.infer<typeof ZMetaVentas>;

/** The contingency batch of a station and its sending. */
export const ZLoteContingencia = z.object({
  mensaje: z.string(),
  fechaProceso: zFechaHoraTexto.nullable(),
  facturas: z.array(z.object({ id: zIdFila, prefijo: z.string(), consecutivo: z.number().int() })),
  equipos: z.array(z.object({ alias: z.string(), isla: z.string() })),
});
export type TLoteContingencia = z.infer<typeof ZLoteContingencia>;
/** Its answer: the batch in `data` with one page of its invoices; `paginacion` counts the invoices waiting. */
export const ZRespuestaLoteContingencia = z.object({
  success: z.boolean(),
  status: z.number(),
  mensaje: z.string(),
  data: ZLoteContingencia,
  paginacion: ZPaginacion,
});
export type TRespuestaLoteContingencia = z.infer<typeof ZRespuestaLoteContingencia>;
