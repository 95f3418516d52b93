import { z } from 'zod';
import { filaReporte, zEnteroFila, zRatio, zTextoNulo } from './filtros';
import { definirReporte } from './motor';

/** The statement's sections, in their order. */
export const SECCIONES_BALANCE = [
  'Ventas',
  'Medios de pago',
  'Costo y utilidad',
  'Inventario combustible',
  'Caja',
  'Cartera',
  'Control',
] as const;

/** The control line's verdict: sales equal the payments (collections left out), or not. */
export const ESTADOS_CONTROL_BALANCE = ['CUADRA', 'DESCUADRE'] as const;

/**
 * reportes/balance-operativo — the one-page operating statement of each station for a period, as lines of a table by
 * section: sales by business type and product, payments by the six categories, cost and profit, the fuel book per
 * product, cash, credit, and the control line (total sales − payments except collections = 0). Reads rollups only.
 */
export const REPORTE_BALANCE_OPERATIVO = definirReporte({
  ruta: 'balance-operativo',
  modulo: 'BALANCE OPERATIVO',
  titulo: 'Balance operativo',
  clase: 'resumen',
  filtros: z.object({}),
  campos: [],
  fila: filaReporte({
    orden: zEnteroFila,
    seccion: z.enum(SECCIONES_BALANCE),
    concepto: z.string(),
    cantidad: zRatio,
    valor: zRatio,
    porcentaje: zRatio,
    estado: zTextoNulo,
  }),
  columnas: [
    { clave: 'estacion', titulo: 'Estación', tipo: 'texto' },
    { clave: 'seccion', titulo: 'Sección', tipo: 'texto', ordenable: false },
    { clave: 'concepto', titulo: 'Concepto', tipo: 'texto', ordenable: false },
    { clave: 'cantidad', titulo: 'Cantidad', tipo: 'decimal', ordenable: false },
    { clave: 'valor', titulo: 'Valor', tipo: 'dinero', ordenable: false },
    { clave: 'porcentaje', titulo: '%', tipo: 'porcentaje', ordenable: false },
    { clave: 'estado', titulo: 'Estado', tipo: 'texto' },
  ],
  ordenDefecto: 'orden:asc',
  subtotales: false,
});
