import { z } from 'zod';
import { zFechaHoraTexto } from '../respuestas';
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

/** How a price came to be: a scheduled change, one typed by hand, or the product's first price at the station. */
export const ORIGENES_PRECIO = ['PROGRAMADO', 'MANUAL', 'INICIAL'] as const;

/**
 * reportes/historicos-precios — every price that took effect in the range per station and product, the price it
 * replaced, how long it lasted and the gallons (or units) sold at it.
 */
export const REPORTE_HISTORICOS_PRECIOS = definirReporte({
  ruta: 'historicos-precios',
  modulo: 'HISTORICOS PRECIOS',
  titulo: 'Histórico de precios',
  clase: 'resumen',
  filtros: z.object({ producto: zIdFiltro('producto'), tipo_negocio: zTipoNegocioFiltro, origen: z.enum(ORIGENES_PRECIO).nullish() }),
  campos: [
    campoLista('producto', 'Producto', 'productos'),
    CAMPO_TIPO_NEGOCIO,
    { clave: 'origen', titulo: 'Origen', tipo: 'opciones', opciones: ORIGENES_PRECIO },
  ],
  fila: filaReporte({
    precio_id: zEnteroFila,
    producto_id: zEnteroFila,
    producto: z.string(),
    precio_anterior: zRatio,
    precio_nuevo: zCifra,
    variacion: zRatio,
    variacion_pct: zRatio,
    vigente_desde: zFechaHoraTexto,
    vigente_hasta: zFechaHoraTexto.nullable(),
    dias_vigente: zCifra,
    cantidad: zCifra,
    usuario: zTextoNulo,
    origen: z.enum(ORIGENES_PRECIO),
  }),
  columnas: [
    { clave: 'estacion', titulo: 'Estación', tipo: 'texto' },
    { clave: 'producto', titulo: 'Producto', tipo: 'texto' },
    { clave: 'precio_anterior', titulo: 'Precio anterior', tipo: 'dinero' },
    { clave: 'precio_nuevo', titulo: 'Precio nuevo', tipo: 'dinero' },
    { clave: 'variacion', titulo: 'Variación $', tipo: 'dinero' },
    { clave: 'variacion_pct', titulo: 'Variación %', tipo: 'porcentaje' },
    { clave: 'vigente_desde', titulo: 'Vigente desde', tipo: 'fechaHora' },
    { clave: 'vigente_hasta', titulo: 'Vigente hasta', tipo: 'fechaHora' },
    { clave: 'dias_vigente', titulo: 'Días vigente', tipo: 'decimal' },
    { clave: 'cantidad', titulo: 'Galones vendidos a ese precio', tipo: 'volumen', pie: 'suma' },
    { clave: 'usuario', titulo: 'Usuario', tipo: 'texto' },
    { clave: 'origen', titulo: 'Origen', tipo: 'texto' },
  ],
  ordenDefecto: 'vigente_desde:desc',
  grafico: { tipo: 'escalones', eje: 'dinero' },
});
