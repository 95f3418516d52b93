import { z } from 'zod';
import { zFechaTexto } from '../respuestas';
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
import { definirReporte } from './motor';

/** A purchase's state: the order's, or REGISTRADO / ANULADO for an entry posted without an order. */
export const ESTADOS_COMPRA = [
  'BORRADOR',
  'APROBADA',
  'RECIBIDA PARCIAL',
  'RECIBIDA',
  'CERRADA',
  'ANULADA',
  'REGISTRADO',
  'ANULADO',
] as const;

/**
 * reportes/reporte_compras — purchases of fuel and goods: each line of the purchase orders dated in the range, with what
 * its entries received, and each line of the entries posted without an order, at its cost, VAT and total.
 */
export const REPORTE_COMPRAS = definirReporte({
  ruta: 'reporte_compras',
  modulo: 'REPORTE COMPRAS',
  titulo: 'Reporte de compras',
  clase: 'detalle',
  filtros: z.object({
    tipo_negocio: zTipoNegocioFiltro,
    proveedor: zIdFiltro('proveedor'),
    producto: zIdFiltro('producto'),
    orden: zIdFiltro('orden'),
    estado: z.enum(ESTADOS_COMPRA).nullish(),
  }),
  campos: [
    CAMPO_TIPO_NEGOCIO,
    campoLista('proveedor', 'Proveedor', 'proveedores'),
    campoLista('producto', 'Producto', 'productos'),
    { clave: 'orden', titulo: 'Orden de compra', tipo: 'numero' },
    { clave: 'estado', titulo: 'Estado', tipo: 'opciones', opciones: ESTADOS_COMPRA },
  ],
  fila: filaReporte({
    clave: z.string(),
    dia: zFechaTexto,
    orden: zEnteroFila.nullable(),
    factura: zTextoNulo,
    guia: zTextoNulo,
    proveedor: zTextoNulo,
    producto_id: zEnteroFila,
    producto: z.string(),
    tanque_id: zEnteroFila.nullable(),
    pedida: zRatio,
    recibida: zCifra,
    diferencia: zRatio,
    costo_unitario: zCifra,
    subtotal: zCifra,
    iva: zCifra,
    total: zCifra,
    estado: z.string(),
  }),
  columnas: [
    { clave: 'estacion', titulo: 'Estación', tipo: 'texto' },
    { clave: 'dia', titulo: 'Fecha', tipo: 'fecha' },
    { clave: 'orden', titulo: 'Orden', tipo: 'entero' },
    { clave: 'factura', titulo: 'Factura proveedor', tipo: 'texto' },
    { clave: 'guia', titulo: 'Remisión/Guía', tipo: 'texto' },
    { clave: 'proveedor', titulo: 'Proveedor', tipo: 'texto' },
    {
      clave: 'producto',
      titulo: 'Producto',
      tipo: 'texto',
      enlace: { destino: '/reportes/diferencia-recibo', estacion: true, dia: 'dia', filtros: { tanque: 'tanque_id' } },
    },
    { clave: 'pedida', titulo: 'Cant. pedida', tipo: 'decimal', pie: 'suma' },
    { clave: 'recibida', titulo: 'Cant. recibida', tipo: 'decimal', pie: 'suma' },
    { clave: 'diferencia', titulo: 'Diferencia', tipo: 'decimal', pie: 'suma' },
    { clave: 'costo_unitario', titulo: 'Costo unitario', tipo: 'dinero' },
    { clave: 'subtotal', titulo: 'Subtotal', tipo: 'dinero', pie: 'suma' },
    { clave: 'iva', titulo: 'IVA', tipo: 'dinero', pie: 'suma' },
    { clave: 'total', titulo: 'Total', tipo: 'dinero', pie: 'suma' },
    { clave: 'estado', titulo: 'Estado', tipo: 'texto' },
  ],
  ordenDefecto: 'dia:asc',
  grafico: { tipo: 'lineas', eje: 'dinero' },
});
