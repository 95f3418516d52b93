import { z } from 'zod';
import { zFechaHoraTexto, zFechaTexto } from '../respuestas';
import { campoLista, filaReporte, zCifra, zEnteroFila, zIdFiltro, zRatio, zTextoNulo } from './filtros';
import { definirReporte, type ReglaColorReporte } from './motor';

/** A delivery whose difference is within this share of the invoiced gallons is accepted (a parameter, default 0,5 %). */
export const TOLERANCIA_RECIBO = 0.5;
export const ESTADOS_RECIBO = ['OK', 'FUERA DE TOLERANCIA', 'SIN LECTURA'] as const;

/** A difference out of tolerance is red, one within it green. */
const COLOR_ESTADO_RECIBO: ReglaColorReporte = { campo: 'estado', valores: { OK: 'verde', 'FUERA DE TOLERANCIA': 'rojo' } };

/**
 * reportes/diferencia-recibo — each fuel delivery into a tank against what the truck's invoice says: the dips before
 * and after it, plus what the tank's hoses sold meanwhile, give the gallons received. Detail: the deliveries of the
 * range (documents ENTRADA or RECIBO_COMBUSTIBLE into a tank), their dips and the sales between them.
 */
export const REPORTE_DIFERENCIA_RECIBO = definirReporte({
  ruta: 'diferencia-recibo',
  modulo: 'DIFERENCIA RECIBO',
  titulo: 'Diferencia en recibo de combustible',
  clase: 'detalle',
  filtros: z.object({
    tanque: zIdFiltro('tanque'),
    producto: zIdFiltro('producto'),
    proveedor: zIdFiltro('proveedor'),
    fuera_tolerancia: z.enum(['S']).nullish(),
    tolerancia: z.coerce.number({ error: 'La tolerancia debe ser un número' }).min(0).max(100).nullish(),
  }),
  campos: [
    campoLista('tanque', 'Tanque', 'tanques'),
    campoLista('producto', 'Producto', 'productos'),
    campoLista('proveedor', 'Proveedor', 'proveedores'),
    { clave: 'fuera_tolerancia', titulo: 'Sólo fuera de tolerancia', tipo: 'opciones', opciones: ['S'] },
    { clave: 'tolerancia', titulo: 'Tolerancia (%)', tipo: 'numero' },
  ],
  fila: filaReporte({
    movimiento_id: zEnteroFila,
    dia: zFechaTexto,
    fecha: zFechaHoraTexto,
    bodega_id: zEnteroFila,
    producto_id: zEnteroFila,
    tanque: z.string(),
    producto: z.string(),
    proveedor: zTextoNulo,
    factura: zTextoNulo,
    facturados: zCifra,
    medido_antes: zRatio,
    medido_despues: zRatio,
    venta_descargue: zCifra,
    recibidos: zRatio,
    diferencia: zRatio,
    porcentaje: zRatio,
    costo_unitario: zCifra,
    valor_diferencia: zRatio,
    estado: z.enum(ESTADOS_RECIBO),
  }),
  columnas: [
    { clave: 'estacion', titulo: 'Estación', tipo: 'texto' },
    { clave: 'fecha', titulo: 'Fecha', tipo: 'fechaHora' },
    { clave: 'tanque', titulo: 'Tanque', tipo: 'texto' },
    { clave: 'producto', titulo: 'Producto', tipo: 'texto' },
    { clave: 'proveedor', titulo: 'Proveedor', tipo: 'texto' },
    {
      clave: 'factura',
      titulo: 'Factura/Guía',
      tipo: 'texto',
      enlace: { destino: '/reportes/reporte_compras', estacion: true, dia: 'dia', filtros: { producto: 'producto_id' } },
    },
    { clave: 'facturados', titulo: 'Galones facturados', tipo: 'volumen', pie: 'suma' },
    { clave: 'medido_antes', titulo: 'Medido antes (gal)', tipo: 'volumen' },
    { clave: 'medido_despues', titulo: 'Medido después (gal)', tipo: 'volumen' },
    { clave: 'venta_descargue', titulo: 'Venta durante descargue (gal)', tipo: 'volumen', pie: 'suma' },
    { clave: 'recibidos', titulo: 'Galones recibidos', tipo: 'volumen', pie: 'suma' },
    { clave: 'diferencia', titulo: 'Diferencia (gal)', tipo: 'volumen', pie: 'suma', color: COLOR_ESTADO_RECIBO },
    { clave: 'porcentaje', titulo: '%', tipo: 'porcentaje', pie: 'formula', color: COLOR_ESTADO_RECIBO },
    { clave: 'costo_unitario', titulo: 'Costo unitario', tipo: 'dinero', oculta: true },
    { clave: 'valor_diferencia', titulo: 'Valor diferencia', tipo: 'dinero', pie: 'suma' },
    { clave: 'estado', titulo: 'Estado', tipo: 'texto', color: COLOR_ESTADO_RECIBO },
  ],
  ordenDefecto: 'fecha:asc',
});
