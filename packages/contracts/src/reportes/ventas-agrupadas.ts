import { z } from 'zod';
import { campoLista, filaReporte, zCifra, zEnteroFila, zIdFiltro, zRatio, zTextoNulo } from './filtros';
import { definirReporte, type ColumnaReporte } from './motor';
import { zFechaTexto } from '../respuestas';

/**
 * reportes/reporteventas_combustible and reportes/reporteventas_canastilla — sales summed by the keys the user
 * picks. Grouped by day or product they read the rollups (a summary, 366 days); by shift, island, hose, category,
 * promoter, cashier, payment method or customer they read the sales (a detail, 31 days).
 */
export const AGRUPACIONES_COMBUSTIBLE = ['dia', 'turno', 'isla', 'manguera', 'producto', 'promotor', 'medio_pago', 'cliente'] as const;
export const AGRUPACIONES_CANASTILLA = ['dia', 'categoria', 'producto', 'cajero', 'medio_pago'] as const;
/** Keys the daily product rollups hold. */
export const AGRUPACIONES_DE_RESUMEN: ReadonlySet<string> = new Set(['dia', 'producto']);

const zAgrupar = <const K extends readonly [string, ...string[]]>(claves: K) =>
  z
    .array(z.enum(claves))
    .min(1)
    .max(3)
    .refine((a) => new Set(a).size === a.length)
    .default(['dia'] as unknown as K[number][]);

/** Reads the rollups when every key and filter is one they hold. */
const claseVentas = (f: { agrupar: readonly string[]; promotor?: number | null; cajero?: number | null }) =>
  f.agrupar.every((k) => AGRUPACIONES_DE_RESUMEN.has(k)) && (f.promotor ?? null) === null && (f.cajero ?? null) === null
    ? 'resumen'
    : 'detalle';

const comunes = {
  ventas: zEnteroFila,
  cantidad: zCifra,
  valor: zCifra,
  descuentos: zCifra,
  precio_promedio: zRatio,
  ticket_promedio: zRatio,
  participacion: zRatio,
};

const claves = {
  dia: zFechaTexto.nullable(),
  turno_id: z.number().int().nullable(),
  turno: zTextoNulo,
  isla: zTextoNulo,
  manguera: zTextoNulo,
  producto: zTextoNulo,
  categoria: zTextoNulo,
  promotor: zTextoNulo,
  cajero: zTextoNulo,
  medio_pago: zTextoNulo,
  cliente: zTextoNulo,
};

const columnasComunes = (cantidad: string, tipoCantidad: 'volumen' | 'decimal'): ColumnaReporte<keyof typeof comunes>[] => [
  { clave: 'ventas', titulo: '# Ventas', tipo: 'entero', pie: 'suma' },
  { clave: 'cantidad', titulo: cantidad, tipo: tipoCantidad, pie: 'suma' },
  { clave: 'valor', titulo: 'Valor', tipo: 'dinero', pie: 'suma' },
  { clave: 'descuentos', titulo: 'Descuentos', tipo: 'dinero', pie: 'suma' },
  { clave: 'precio_promedio', titulo: 'Precio promedio', tipo: 'dinero', pie: 'formula' },
  { clave: 'ticket_promedio', titulo: 'Ticket promedio', tipo: 'dinero', pie: 'formula' },
  { clave: 'participacion', titulo: '% participación', tipo: 'porcentaje', pie: 'formula' },
];

export const REPORTE_VENTAS_COMBUSTIBLE = definirReporte({
  ruta: 'reporteventas_combustible',
  modulo: 'REPORTEVENTAS COMBUSTIBLE',
  titulo: 'Reporte de ventas de combustible',
  clase: claseVentas,
  filtros: z.object({ producto: zIdFiltro('producto'), promotor: zIdFiltro('promotor'), agrupar: zAgrupar(AGRUPACIONES_COMBUSTIBLE) }),
  campos: [
    campoLista('producto', 'Producto', 'productos'),
    campoLista('promotor', 'Promotor', 'promotores'),
    { clave: 'agrupar', titulo: 'Agrupar por', tipo: 'opciones', opciones: AGRUPACIONES_COMBUSTIBLE, multiple: true },
  ],
  fila: filaReporte({ ...claves, ...comunes }),
  columnas: [
    { clave: 'estacion', titulo: 'Estación', tipo: 'texto' },
    {
      clave: 'dia',
      titulo: 'Día',
      tipo: 'fecha',
      grupo: 'dia',
      enlace: { destino: '/reportes/cierre_diario', estacion: true, dia: 'dia' },
    },
    {
      clave: 'turno',
      titulo: 'Turno',
      tipo: 'texto',
      grupo: 'turno',
      enlace: { destino: '/reportes/consolidado-cierre-turno', estacion: true, filtros: { turno: 'turno_id' } },
    },
    { clave: 'isla', titulo: 'Isla', tipo: 'texto', grupo: 'isla' },
    { clave: 'manguera', titulo: 'Manguera', tipo: 'texto', grupo: 'manguera' },
    { clave: 'producto', titulo: 'Producto', tipo: 'texto', grupo: 'producto' },
    { clave: 'promotor', titulo: 'Promotor', tipo: 'texto', grupo: 'promotor' },
    { clave: 'medio_pago', titulo: 'Medio de pago', tipo: 'texto', grupo: 'medio_pago' },
    { clave: 'cliente', titulo: 'Cliente', tipo: 'texto', grupo: 'cliente' },
    ...columnasComunes('Cantidad (gal)', 'volumen'),
  ],
  ordenDefecto: 'valor:desc',
  grafico: { tipo: 'columnasApiladas', eje: 'volumen' },
});

export const REPORTE_VENTAS_CANASTILLA = definirReporte({
  ruta: 'reporteventas_canastilla',
  modulo: 'REPORTEVENTAS CANASTILLA',
  titulo: 'Reporte de ventas de canastilla',
  clase: claseVentas,
  filtros: z.object({ producto: zIdFiltro('producto'), cajero: zIdFiltro('cajero'), agrupar: zAgrupar(AGRUPACIONES_CANASTILLA) }),
  campos: [
    campoLista('producto', 'Producto', 'productos'),
    campoLista('cajero', 'Cajero', 'promotores'),
    { clave: 'agrupar', titulo: 'Agrupar por', tipo: 'opciones', opciones: AGRUPACIONES_CANASTILLA, multiple: true },
  ],
  fila: filaReporte({ ...claves, ...comunes, base: zCifra, impuestos: zCifra }),
  columnas: [
    { clave: 'estacion', titulo: 'Estación', tipo: 'texto' },
    { clave: 'dia', titulo: 'Día', tipo: 'fecha', grupo: 'dia' },
    { clave: 'categoria', titulo: 'Categoría', tipo: 'texto', grupo: 'categoria' },
    { clave: 'producto', titulo: 'Producto', tipo: 'texto', grupo: 'producto' },
    { clave: 'cajero', titulo: 'Cajero', tipo: 'texto', grupo: 'cajero' },
    { clave: 'medio_pago', titulo: 'Medio de pago', tipo: 'texto', grupo: 'medio_pago' },
    ...columnasComunes('Cantidad', 'decimal'),
    { clave: 'base', titulo: 'Base', tipo: 'dinero', pie: 'suma' },
    { clave: 'impuestos', titulo: 'Impuestos', tipo: 'dinero', pie: 'suma' },
  ],
  ordenDefecto: 'valor:desc',
  grafico: { tipo: 'barras', eje: 'dinero' },
});
