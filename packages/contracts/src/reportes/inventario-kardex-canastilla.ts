import { z } from 'zod';
import { zFechaHoraTexto, zFechaTexto } from '../respuestas';
import { campoLista, filaReporte, zCifra, zEnteroFila, zIdFiltro, zRatio } from './filtros';
import { definirReporte } from './motor';

export const MENSAJES_KARDEX_CANASTILLA = { productoOCategoria: 'Seleccione un producto o una categoría' } as const;

/** The kinds of movement of a stock card, in the order a moment's movements are listed. */
export const TIPOS_KARDEX_CANASTILLA = [
  'Saldo inicial',
  'Compra/Entrada',
  'Ajuste',
  'Traslado entrada',
  'Venta',
  'Anulación',
  'Traslado salida',
  'Salida',
  'Remarcación',
] as const;

/**
 * reportes/kardex-canastilla — the movement-by-movement stock card of a store or kiosk product in each warehouse, at
 * weighted average cost: the opening balance, then every document line and sale line of the business days asked for.
 */
export const REPORTE_KARDEX_CANASTILLA = definirReporte({
  ruta: 'kardex-canastilla',
  modulo: 'KARDEX CANASTILLA',
  titulo: 'Kardex canastilla',
  clase: 'detalle',
  filtros: z
    .object({ bodega: zIdFiltro('bodega'), producto: zIdFiltro('producto'), categoria: zIdFiltro('categoria') })
    .superRefine((f, ctx) => {
      if ((f.producto ?? null) === null && (f.categoria ?? null) === null)
        ctx.addIssue({ code: 'custom', path: ['producto'], message: MENSAJES_KARDEX_CANASTILLA.productoOCategoria });
    }),
  campos: [
    campoLista('bodega', 'Bodega', 'bodegas'),
    campoLista('producto', 'Producto', 'productos'),
    campoLista('categoria', 'Categoría', 'categorias'),
  ],
  fila: filaReporte({
    orden: zEnteroFila,
    dia: zFechaTexto,
    fecha: zFechaHoraTexto,
    bodega_id: zEnteroFila,
    bodega: z.string(),
    producto_id: zEnteroFila,
    producto: z.string(),
    documento: z.string(),
    movimiento_id: zEnteroFila.nullable(),
    venta_id: zEnteroFila.nullable(),
    tipo: z.enum(TIPOS_KARDEX_CANASTILLA),
    entrada: zCifra,
    salida: zCifra,
    saldo: zCifra,
    costo_unitario: zRatio,
    costo_promedio: zRatio,
    entrada_valor: zCifra,
    salida_valor: zCifra,
    saldo_valor: zCifra,
  }),
  columnas: [
    { clave: 'estacion', titulo: 'Estación', tipo: 'texto' },
    { clave: 'fecha', titulo: 'Fecha', tipo: 'fechaHora' },
    { clave: 'bodega', titulo: 'Bodega', tipo: 'texto' },
    { clave: 'producto', titulo: 'Producto', tipo: 'texto' },
    { clave: 'documento', titulo: 'Documento', tipo: 'texto' },
    { clave: 'tipo', titulo: 'Tipo', tipo: 'texto' },
    { clave: 'entrada', titulo: 'Entrada cant.', tipo: 'decimal', pie: 'suma' },
    { clave: 'salida', titulo: 'Salida cant.', tipo: 'decimal', pie: 'suma' },
    { clave: 'saldo', titulo: 'Saldo cant.', tipo: 'decimal' },
    { clave: 'costo_unitario', titulo: 'Costo unitario', tipo: 'dinero' },
    { clave: 'costo_promedio', titulo: 'Costo promedio', tipo: 'dinero' },
    { clave: 'entrada_valor', titulo: 'Entrada $', tipo: 'dinero', pie: 'suma' },
    { clave: 'salida_valor', titulo: 'Salida $', tipo: 'dinero', pie: 'suma' },
    { clave: 'saldo_valor', titulo: 'Saldo $', tipo: 'dinero' },
  ],
  ordenDefecto: 'bodega:asc,producto:asc,orden:asc',
});
