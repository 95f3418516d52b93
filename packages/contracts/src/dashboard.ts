import { z } from 'zod';

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

const fechaServidor = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/, { error: 'Fecha no válida: use YYYY-MM-DD o YYYY-MM-DD HH:mm:ss' });

/** A station id, a list of them, or nothing (every station in the user's scope). */
const estaciones = z.union([z.coerce.number().int().positive(), z.array(z.coerce.number().int().positive()).max(2000)]).nullable().optional();

export const ZDashboardBody = z.object({
  fecha_inicial: fechaServidor.optional(),
  fecha_final: fechaServidor.optional(),
  identificadorEstacion: estaciones,
  /** Alternative to the dates: the period code. */
  periodo: z.coerce.number().int().min(0).max(3).optional(),
  tipoMovimiento: z.array(z.string().regex(/^\d{3}$/)).max(20).optional(),
  tipoEstadoMovimiento: z.array(z.string().regex(/^\d{6}$/)).max(20).optional(),
  /** M monthly / D daily grouping where a report offers both. */
  extra: z.enum(['M', 'D']).optional(),
  /** Business type for the top products: C fuel, S canastilla, K kiosk. */
  tipo_negocio: z.enum(['C', 'S', 'K']).optional(),
  /** GRAFICA_PDV: business types to include and months back. */
  negocios: z.array(z.enum(['C', 'S', 'K'])).max(3).optional(),
  num_mes: z.coerce.number().int().min(1).max(24).optional(),
  /** VENTAS_COMBUSTIBLE_MENSUALES: the year. */
  ano: z.coerce.number().int().min(2000).max(2100).optional(),
});
export type TDashboardBody = z.infer<typeof ZDashboardBody>;

/** VENTAS_TOTAL: the indicators card. */
export interface TIndicadores {
  fecha_inicio: string;
  fecha_cierre: string;
  total_cantidad_canastilla: number;
  total_valor_canastilla: number;
  total_cantidad_combustible: number;
  total_valor_combustible: number;
  total_valor_combustible_new: { descripcion: string; total_valor_combustible: number; total_cantidad_combustible: number; fecha_inicio: string; fecha_cierre: string }[];
  total_cantidad_fidelizadas: number;
  total_valor_fidelizadas: number;
  total_valor_fidelizadas_new: { descripcion: string; total_valor_fidelizadas: number }[];
  total_cantidad_kioscos: number;
  total_valor_kioscos: number;
  total_vehiculos: number;
  ventas_vehiculos: number;
  total_cantidad_compras: number;
  total_valor_compras: number;
  total_cantidad_mixtas: number;
  total_valor_mixtas: number;
  total_clientes: number;
  total_empleados: number;
  total_estaciones: number;
  total_productos_canastilla: number;
  total_productos_combustible: number;
}

/** PRODUCTOS_MAS_VENDIDOS_HOY: the top ten products of the period and business type. */
export interface TProductoVendido {
  producto_id: number;
  descripcion: string;
  cantidad: number;
  valor: number;
}

/** ALERTA_TANQUES: tanks grouped by station. */
export interface TTanqueLectura {
  bodega: number;
  codigo: string;
  descripcion: string;
  tipo: string;
  producto_id: number;
  saldo: number;
  volumen_maximo: number;
  volumen_minimo: number;
  nivelagua: number;
  ultimaLectura: string | null;
  estado: 'A' | 'I';
}
export interface TGrupoTanques {
  id: number;
  alias: string;
  data: TTanqueLectura[];
}

/** alerta_jornadas_abiertas: open shifts. porcentaje = envelopes over sales (%); hora = hours open. */
export interface TJornadaAbierta {
  id: number;
  empresa_id: number;
  alias: string;
  promotor: string;
  isla: string;
  fecha_inicio: string;
  num_ventas: number;
  sobres: number;
  ventas: number;
  porcentaje: number;
  hora: number;
}

/** alerta_consecutivos: invoice ranges near their end or their validity. */
export interface TRangoFactura {
  empresa_id: number;
  alias: string;
  prefijo: string;
  resolucion: string;
  fecha_inicio: string;
  fecha_fin: string;
  consecutivo_inicial: number;
  consecutivo_actual: number;
  consecutivo_final: number;
  consecutivo_restante: number;
  dias_restantes: number;
}

/** ALERTA_DIA_VENTAS: per station, the day's fuel sales by header, by product lines and by payments. */
export interface TDiaVentas {
  empresa_id: number;
  alias: string;
  fecha: string;
  total_ventas_combustible: number;
  total_ventas_combustible_productos: number;
  total_ventas_combustible_medios_pagos: number;
  /** Progress against the day's goal, in percent (null without a goal). */
  avance_meta: number | null;
}

/** GRAFICA_PDV: one point per month: sales, expected budget, executed budget (cumulative sales of the budgeted lines). */
export interface TPuntoPdv {
  mes: string;
  ventas: number;
  presupuesto_esperado: number;
  presupuesto_ejecutado: number;
}

/** VENTAS_COMBUSTIBLE_*: gallons per fuel and day, week or month. */
export interface TVentasCombustiblePeriodo {
  fecha: string;
  fecha_inicial: string;
  fecha_final: string;
  mes: string | null;
  ventas: { tipo_producto_id: number; descripcion: string; cantidad: number }[];
}

/** GET /api/movimiento/orden-compra-activa/{stationId}: answer `mensaje` is this list. */
export interface TOrdenCompraActiva {
  id: number;
  consecutivo: number;
  fecha: string;
  responsable: string;
  proovedor: string;
  costo_total: number;
}

/** POST /api/movimiento/contingencia: manual sales of the range. */
export const ZContingenciaBody = z.object({
  estaciones: z.array(z.coerce.number().int().positive()).min(1).max(2000),
  fecha_inicial: fechaServidor,
  fecha_final: fechaServidor,
});
export interface TVentaManual {
  id: number;
  alias: string;
  consecutivo_prefijo: string;
  consecutivo: number;
  fecha: string;
  responsable_nombre: string;
  detalles: { descripcion: string; precio: number; cantidad: number }[];
}

/** Own-client alerts (clientes propios): quota thresholds crossed. */
export interface TAlertaCliente {
  id: number;
  nombre: string;
  alerta_mensaje: string;
  cupo: number;
  estado: 'A' | 'I';
  fecha: string;
}
export const ZDeshabilitarAlertaBody = z.object({ id: z.coerce.number().int().positive(), estado: z.literal('I') });

/** Unmanaged electronic invoices (states 3, 4, 5, 6, 7, 15, 18). */
export const ESTADOS_FE_NO_GESTIONADOS = [7, 5, 6, 3, 15, 4, 18] as const;
export const ZFacturasNoAutorizadasBody = z.object({
  estaciones: z.array(z.coerce.number().int().positive()).max(2000).optional(),
  estados: z.array(z.coerce.number().int()).max(20).optional(),
});
export interface TFacturaNoGestionada {
  id: number;
  empresa_id: number;
  alias: string;
  prefijo: string;
  consecutivo: number;
  fecha: string;
  estado: number;
  mensaje: string | null;
}

/** The company's business-day cycle (GET /api/empresa/fecha-cierre/{id}). Default 06:00:00 → 06:00:00 next day. */
export interface TCicloEmpresa {
  empresas_id: number;
  fecha_inicio: string;
  fecha_cierre: string;
  dia_siguiente: boolean;
}

/** Sales goals by operation codes: daily executed against the goal to reach. */
export const ZMetaBody = z.object({
  identificadorEstacion: estaciones,
  tipoMovimiento: z.array(z.string().regex(/^\d{3}$/)).max(20).optional(),
  fecha_inicial: fechaServidor.optional(),
  fecha_final: fechaServidor.optional(),
});
export interface TMetaVentas {
  Meta_lograr: number;
  dias: { fecha: string; venta: number; meta: number; acumulado: number; meta_acumulada: number }[];
}

/** The contingency batch of a station and its sending. */
export interface TLoteContingencia {
  mensaje: string;
  fechaProceso: string | null;
  facturas: { id: number; prefijo: string; consecutivo: number }[];
  equipos: { alias: string; isla: string }[];
}
