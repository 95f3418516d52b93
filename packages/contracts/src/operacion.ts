/**
 * Constants of station operations (spec document 2 §3 and §9, document 1 §9). Ids that the specification
 * fixes are kept as it numbers them; the rest are ours and recorded in docs/decisions/030-operations-model.md.
 */

/** Product types (spec: standard 20, fuel 21, service 22). */
export const TIPO_PRODUCTO = { ESTANDAR: 20, COMBUSTIBLE: 21, SERVICIO: 22 } as const;
export const TIPOS_PRODUCTO = [20, 21, 22] as const;
export type TipoProducto = (typeof TIPOS_PRODUCTO)[number];

/** Product classes (spec: normal 23, ingredients 24, compound 25, produced 26, combo 32). */
export const CLASE_PRODUCTO = { NORMAL: 23, INGREDIENTE: 24, COMPUESTO: 25, PRODUCIDO: 26, COMBO: 32 } as const;
export const CLASES_PRODUCTO = [23, 24, 25, 26, 32] as const;
export type ClaseProducto = (typeof CLASES_PRODUCTO)[number];

/**
 * Fuel kinds (spec: ids 27 to 33, GLP and ADBLUE share 33). 31 is not named by the specification and stays
 * unassigned; 32 is the combo class above.
 */
export const COMBUSTIBLE = { CORRIENTE: 27, EXTRA: 28, DIESEL: 29, GNV: 30, GLP: 33, ADBLUE: 33 } as const;
export const COMBUSTIBLES = [27, 28, 29, 30, 33] as const;
export type Combustible = (typeof COMBUSTIBLES)[number];

/** Display colour of each fuel kind (spec: CORRIENTE red, EXTRA blue, DIESEL yellow, GNV/GAS green, GLP grey, ADBLUE light blue). */
export const COLOR_COMBUSTIBLE: Record<string, string> = {
  CORRIENTE: '#d32f2f',
  EXTRA: '#1976d2',
  DIESEL: '#fbc02d',
  GNV: '#388e3c',
  GAS: '#388e3c',
  GLP: '#9e9e9e',
  ADBLUE: '#4fc3f7',
};

/** Business types of a sale: C fuel, S convenience store (canastilla), K kiosk. Products carry S and K. */
export const TIPOS_NEGOCIO = ['C', 'S', 'K'] as const;
export type TipoNegocio = (typeof TIPOS_NEGOCIO)[number];
export const NOMBRE_TIPO_NEGOCIO: Record<TipoNegocio, string> = { C: 'COMBUSTIBLE', S: 'CANASTILLA', K: 'KIOSCO' };
/** The spec's default business types of the product lookups. */
export const TIPOS_NEGOCIO_PRODUCTO_DEFECTO = 'S,K';

/**
 * Operation (movement type) codes. The specification names '009', '017' and '035' as the sale operations the
 * dashboard counts by default, with state codes '009001', '017001', '035001'; we read them as the sales of
 * the three business types, and the suffix 001 as a registered (valid) movement, 002 as annulled.
 */
export const OPERACION_VENTA: Record<TipoNegocio, '009' | '017' | '035'> = { C: '009', S: '017', K: '035' };
export const OPERACIONES_VENTA = ['009', '017', '035'] as const;
/** 003: an office invoice covering delivery notes — it documents sales the notes already counted, so reports leave it out. */
export const ESTADO_MOVIMIENTO = { REGISTRADO: '001', ANULADO: '002', FACTURA_REMISIONES: '003' } as const;
export const estadoMovimiento = (operacion: string, estado: keyof typeof ESTADO_MOVIMIENTO = 'REGISTRADO') =>
  `${operacion}${ESTADO_MOVIMIENTO[estado]}`;

/** Inventory documents and their operation codes (the spec's module route codes; our reading). */
export const TIPO_DOCUMENTO_INVENTARIO = {
  AJUSTE_INICIAL: '001',
  ENTRADA: '002',
  SALIDA: '003',
  /** A signed stock correction of a tank (fuel inventory screen); not a movement of the book. */
  AJUSTE: '004',
  TRASLADO: '005',
  ORDEN_COMPRA: '008',
  REMARCACION: '011',
  RECIBO_COMBUSTIBLE: '012',
  CALIBRACION: '013',
  TRASLADO_PDV: '021',
} as const;
export type TipoDocumentoInventario = keyof typeof TIPO_DOCUMENTO_INVENTARIO;

/** Warehouse kinds. A tank is a warehouse of one fuel. */
export const TIPOS_BODEGA = ['TANQUE', 'CANASTILLA', 'KIOSCO', 'GENERAL'] as const;
export type TipoBodega = (typeof TIPOS_BODEGA)[number];
/** The warehouse a sale of each business type draws from. */
export const BODEGA_DE_NEGOCIO: Record<TipoNegocio, TipoBodega> = { C: 'TANQUE', S: 'CANASTILLA', K: 'KIOSCO' };

/** Payment method kinds and the spec's six reconciliation categories. */
export const TIPOS_MEDIO_PAGO = [
  'EFECTIVO',
  'TARJETA',
  'TRANSFERENCIA',
  'CREDITO',
  'PREPAGO',
  'BONO',
  'PUNTOS',
  'CONSUMO INTERNO',
  'APP/TAG',
] as const;
export type TipoMedioPago = (typeof TIPOS_MEDIO_PAGO)[number];
export const CATEGORIAS_CONCILIACION = ['CONTADO', 'CREDITO', 'PRIVADA', 'RECAUDO', 'CONSUMO INTERNO', 'OTROS MEDIOS DE PAGOS'] as const;
export type CategoriaConciliacion = (typeof CATEGORIAS_CONCILIACION)[number];

/** Electronic invoice states (spec document 2 §4). */
export const ESTADO_FE = {
  AUTORIZADA: 2,
  NO_AUTORIZADA: 3,
  ERROR_ANTES_ENVIO: 4,
  ESPERANDO_AUTORIZACION: 5,
  DEVUELTA_RECEPCION: 6,
  ESPERANDO_RESPUESTA: 7,
  DEVUELTA_DOCUMENTO_ELECTRONICO: 15,
  DOCUMENTO_NO_ENCONTRADO: 18,
} as const;
export const ESTADOS_FE = [2, 3, 4, 5, 6, 7, 15, 18] as const;
/** The states the dashboard lists as unmanaged (everything but authorised). */
export const ESTADOS_FE_PENDIENTES = [3, 4, 5, 6, 7, 15, 18] as const;

/** Invoice numbering document kinds. */
export const TIPOS_DOCUMENTO_RESOLUCION = [
  'FACTURA ELECTRONICA',
  'POS ELECTRONICO',
  'NOTA CREDITO',
  'NOTA DEBITO',
  'CONTINGENCIA',
  'REMISION',
] as const;

/** Shift states: A open, C closed. */
export const ESTADO_TURNO = { ABIERTO: 'A', CERRADO: 'C' } as const;

/** Hose reading kinds. */
export const TIPOS_LECTURA_MANGUERA = ['APERTURA', 'CIERRE', 'PARCIAL'] as const;
export type TipoLecturaManguera = (typeof TIPOS_LECTURA_MANGUERA)[number];

/** Tank reading origins. */
export const ORIGENES_LECTURA_TANQUE = ['MANUAL', 'SONDA', 'POS'] as const;

/** Device kinds (SCREENS G05). */
export const TIPOS_EQUIPO = ['POS', 'CONTROLADOR DE SURTIDORES', 'SONDA DE TANQUES', 'IMPRESORA', 'DATAFONO', 'AUTOSERVICIO'] as const;

/** Minutes without contact after which a device counts as disconnected (parameter MINUTOS_DESCONEXION). */
export const MINUTOS_DESCONEXION = 5;

/** Litres in a US gallon. */
export const LITROS_POR_GALON = 3.785411784;

/** Most items a POS may send in one call. */
export const MAX_LOTE_POS = 500;
