import { z } from 'zod';
import { ESTADOS_CONVERSION } from '../configuracion/conversiones';
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
import { definirReporte } from './motor';

/**
 * Own-customer reports (REPORTS.md §1 conversiones, alerta_conversiones, ventas_placas), issue 25.
 * docs/decisions/074-gnv-conversions-and-own-customer-reports.md gives the readings of our own.
 */

/**
 * reportes/conversiones — each GNV conversion registered at the stations in the days asked for (its conversion date),
 * its financing and how its gas purchases repay it: m³ and recaudado are the repayment ledger's up to the last day
 * asked for, saldo = financiado − recaudado.
 */
export const REPORTE_CONVERSIONES = definirReporte({
  ruta: 'conversiones',
  modulo: 'CONVERSIONES REPORTES',
  titulo: 'Conversiones a GNV',
  clase: 'resumen',
  filtros: z.object({ estado: z.enum(ESTADOS_CONVERSION).nullish() }),
  campos: [{ clave: 'estado', titulo: 'Estado', tipo: 'opciones', opciones: ESTADOS_CONVERSION }],
  fila: filaReporte({
    conversion_id: zEnteroFila,
    placa: z.string(),
    cliente: z.string(),
    taller: z.string(),
    financiera: zTextoNulo,
    fecha_conversion: zFechaTexto,
    financiado: zCifra,
    m3: zCifra,
    recaudado: zCifra,
    saldo: zCifra,
    estado: z.enum(ESTADOS_CONVERSION),
  }),
  columnas: [
    { clave: 'estacion', titulo: 'Estación', tipo: 'texto' },
    { clave: 'placa', titulo: 'Placa', tipo: 'texto' },
    { clave: 'cliente', titulo: 'Cliente', tipo: 'texto' },
    { clave: 'taller', titulo: 'Taller', tipo: 'texto' },
    { clave: 'financiera', titulo: 'Financiera', tipo: 'texto' },
    { clave: 'fecha_conversion', titulo: 'Fecha conversión', tipo: 'fecha' },
    { clave: 'financiado', titulo: 'Financiado', tipo: 'dinero', pie: 'suma' },
    { clave: 'm3', titulo: 'm³ desde la conversión', tipo: 'volumen', pie: 'suma' },
    { clave: 'recaudado', titulo: 'Recaudado', tipo: 'dinero', pie: 'suma' },
    { clave: 'saldo', titulo: 'Saldo', tipo: 'dinero', pie: 'suma' },
    { clave: 'estado', titulo: 'Estado', tipo: 'texto' },
  ],
  ordenDefecto: 'fecha_conversion:asc,placa:asc',
});

/** The follow-up a converted vehicle may need. */
export const TIPOS_ALERTA_CONVERSION = ['POR_VENCER', 'VENCIDO', 'SIN_TANQUEO'] as const;

/**
 * reportes/alerta_conversiones — the conversions (not annulled) of the stations that need follow-up at the cut date
 * (the last day asked for): certificate expired (VENCIDO), expiring within `dias` days (POR_VENCER, 30 by default), or
 * no GNV fill repaid in the 30 days before the cut while still owing (SIN_TANQUEO).
 */
export const REPORTE_ALERTA_CONVERSIONES = definirReporte({
  ruta: 'alerta_conversiones',
  modulo: 'ALERTA CONVERSIONES',
  titulo: 'Alerta de conversiones GNV',
  clase: 'resumen',
  filtros: z.object({
    tipo_alerta: z.enum(TIPOS_ALERTA_CONVERSION).nullish(),
    dias: z.coerce.number().int().min(0).max(366).nullish(),
  }),
  campos: [
    { clave: 'tipo_alerta', titulo: 'Tipo de alerta', tipo: 'opciones', opciones: TIPOS_ALERTA_CONVERSION },
    { clave: 'dias', titulo: 'Días de anticipación', tipo: 'numero' },
  ],
  fila: filaReporte({
    conversion_id: zEnteroFila,
    placa: z.string(),
    cliente: z.string(),
    documento: z.string(),
    telefono: zTextoNulo,
    taller: z.string(),
    fecha_conversion: zFechaTexto,
    vence_revision: zFechaTexto,
    dias_para_vencer: zEnteroFila,
    ultimo_tanqueo: zFechaTexto.nullable(),
    saldo: zCifra,
    alerta: z.enum(TIPOS_ALERTA_CONVERSION),
  }),
  columnas: [
    { clave: 'estacion', titulo: 'Estación', tipo: 'texto' },
    { clave: 'placa', titulo: 'Placa', tipo: 'texto', enlace: { destino: '/configuracion/conversiones' } },
    { clave: 'cliente', titulo: 'Cliente', tipo: 'texto' },
    { clave: 'documento', titulo: 'Documento', tipo: 'texto' },
    { clave: 'telefono', titulo: 'Teléfono', tipo: 'texto' },
    { clave: 'taller', titulo: 'Taller', tipo: 'texto' },
    { clave: 'fecha_conversion', titulo: 'Fecha conversión', tipo: 'fecha' },
    { clave: 'vence_revision', titulo: 'Vence certificado', tipo: 'fecha' },
    {
      clave: 'dias_para_vencer',
      titulo: 'Días para vencer',
      tipo: 'entero',
      color: {
        tramos: [
          { hasta: -1, color: 'rojo' },
          { hasta: 30, color: 'naranja' },
        ],
      },
    },
    { clave: 'ultimo_tanqueo', titulo: 'Último tanqueo', tipo: 'fecha' },
    { clave: 'saldo', titulo: 'Saldo financiación', tipo: 'dinero', pie: 'suma' },
    {
      clave: 'alerta',
      titulo: 'Alerta',
      tipo: 'texto',
      color: { valores: { VENCIDO: 'rojo', POR_VENCER: 'naranja', SIN_TANQUEO: 'amarillo' } },
    },
  ],
  ordenDefecto: 'dias_para_vencer:asc,placa:asc',
});

/**
 * reportes/ventas_placas — fuel bought per plate (upper-case, without spaces or hyphens, as ingestion stores it) in the
 * days asked for: valid fuel sales with a plate, read through the `(empresa_id, fecha_negocio)` index.
 */
export const REPORTE_VENTAS_PLACAS = definirReporte({
  ruta: 'ventas_placas',
  modulo: 'VENTAS PLACAS',
  titulo: 'Ventas por placa',
  clase: 'detalle',
  filtros: z.object({ producto: zIdFiltro('producto') }),
  campos: [campoLista('producto', 'Producto', 'productos')],
  fila: filaReporte({
    placa: z.string(),
    cliente: zTextoNulo,
    flota: zTextoNulo,
    tipo_vehiculo: zTextoNulo,
    tanqueos: zEnteroFila,
    galones: zCifra,
    valor: zCifra,
    galones_tanqueo: zRatio,
    primer_tanqueo: zFechaHoraTexto,
    ultimo_tanqueo: zFechaHoraTexto,
    dias_entre: zRatio,
  }),
  columnas: [
    { clave: 'estacion', titulo: 'Estación', tipo: 'texto' },
    { clave: 'placa', titulo: 'Placa', tipo: 'texto' },
    { clave: 'cliente', titulo: 'Cliente', tipo: 'texto' },
    { clave: 'flota', titulo: 'Flota', tipo: 'texto' },
    { clave: 'tipo_vehiculo', titulo: 'Tipo vehículo', tipo: 'texto' },
    { clave: 'tanqueos', titulo: '# Tanqueos', tipo: 'entero', pie: 'suma' },
    { clave: 'galones', titulo: 'Cantidad', tipo: 'volumen', pie: 'suma' },
    { clave: 'valor', titulo: 'Valor', tipo: 'dinero', pie: 'suma' },
    { clave: 'galones_tanqueo', titulo: 'Cantidad por tanqueo', tipo: 'volumen', pie: 'formula' },
    { clave: 'primer_tanqueo', titulo: 'Primer tanqueo', tipo: 'fechaHora' },
    { clave: 'ultimo_tanqueo', titulo: 'Último tanqueo', tipo: 'fechaHora' },
    { clave: 'dias_entre', titulo: 'Días promedio entre tanqueos', tipo: 'decimal' },
  ],
  ordenDefecto: 'placa:asc',
});

/**
 * reportes/ventas_clientes_consumo — identified customers ranked by what they bought in the days asked for, whatever the
 * payment: valid sales with a customer, read through the `(empresa_id, fecha_negocio)` index of `ventas`.
 */
export const REPORTE_VENTAS_CLIENTES_CONSUMO = definirReporte({
  ruta: 'ventas_clientes_consumo',
  modulo: 'VENTAS CLIENTES CONSUMO',
  titulo: 'Ventas por cliente',
  clase: 'resumen',
  filtros: z.object({ tipo_negocio: zTipoNegocioFiltro }),
  campos: [CAMPO_TIPO_NEGOCIO],
  fila: filaReporte({
    cliente_id: zEnteroFila,
    cliente: z.string(),
    documento: z.string(),
    tipo_cliente: z.string(),
    ventas: zEnteroFila,
    galones: zCifra,
    valor_combustible: zCifra,
    valor_tienda: zCifra,
    total: zCifra,
    ticket: zRatio,
    ultima_compra: zFechaHoraTexto,
  }),
  columnas: [
    { clave: 'estacion', titulo: 'Estación', tipo: 'texto' },
    { clave: 'cliente', titulo: 'Cliente', tipo: 'texto' },
    { clave: 'documento', titulo: 'NIT/CC', tipo: 'texto' },
    { clave: 'tipo_cliente', titulo: 'Tipo', tipo: 'texto' },
    { clave: 'ventas', titulo: '# Ventas', tipo: 'entero', pie: 'suma' },
    { clave: 'galones', titulo: 'Galones (gal)', tipo: 'volumen', pie: 'suma' },
    { clave: 'valor_combustible', titulo: 'Valor combustible', tipo: 'dinero', pie: 'suma' },
    { clave: 'valor_tienda', titulo: 'Valor canastilla/kiosco', tipo: 'dinero', pie: 'suma' },
    { clave: 'total', titulo: 'Total', tipo: 'dinero', pie: 'suma' },
    { clave: 'ticket', titulo: 'Ticket promedio', tipo: 'dinero', pie: 'formula' },
    { clave: 'ultima_compra', titulo: 'Última compra', tipo: 'fechaHora' },
  ],
  ordenDefecto: 'total:desc,cliente:asc',
});

/**
 * reportes/consumo-propio — what the company used itself, valued at cost: the lines of valid sales paid with a payment
 * method of the CONSUMO INTERNO category, in the days asked for.
 */
export const REPORTE_CONSUMO_PROPIO = definirReporte({
  ruta: 'consumo-propio',
  modulo: 'CONSUMO PROPIO',
  titulo: 'Consumo propio',
  clase: 'detalle',
  filtros: z.object({ producto: zIdFiltro('producto') }),
  campos: [campoLista('producto', 'Producto', 'productos')],
  fila: filaReporte({
    linea_id: zEnteroFila,
    fecha: zFechaHoraTexto,
    documento: z.string(),
    producto: z.string(),
    cantidad: zCifra,
    costo_unitario: zCifra,
    costo_total: zCifra,
    valor_venta: zCifra,
    destino: zTextoNulo,
    cliente: zTextoNulo,
  }),
  columnas: [
    { clave: 'estacion', titulo: 'Estación', tipo: 'texto' },
    { clave: 'fecha', titulo: 'Fecha y hora', tipo: 'fechaHora' },
    { clave: 'documento', titulo: 'Documento', tipo: 'texto' },
    { clave: 'producto', titulo: 'Producto', tipo: 'texto' },
    { clave: 'cantidad', titulo: 'Cantidad', tipo: 'decimal', pie: 'suma' },
    { clave: 'costo_unitario', titulo: 'Costo unitario', tipo: 'dinero' },
    { clave: 'costo_total', titulo: 'Costo total', tipo: 'dinero', pie: 'suma' },
    { clave: 'valor_venta', titulo: 'Valor a precio de venta', tipo: 'dinero', pie: 'suma' },
    { clave: 'destino', titulo: 'Destino', tipo: 'texto' },
    { clave: 'cliente', titulo: 'Cliente', tipo: 'texto' },
  ],
  ordenDefecto: 'fecha:asc',
});
