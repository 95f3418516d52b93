import type { DefinicionResumen } from './acumular';

/** The rollup tables (db/schema/resumenes.ts) as `acumular` sees them: key columns and summed columns. */

const CIFRAS = {
  cantidad: 'numeric',
  valor: 'numeric',
  impuestos: 'numeric',
  descuento: 'numeric',
  costo: 'numeric',
  num_ventas: 'int',
} as const;
export const ESCALAS_CIFRAS = { cantidad: 3, valor: 2, impuestos: 2, descuento: 2, costo: 2, num_ventas: 0 } as const;

export const RESUMEN_HORA: DefinicionResumen = {
  tabla: 'ventas_resumen_hora',
  claves: { empresa_id: 'int', fecha_negocio: 'date', hora: 'smallint', tipo_negocio: 'char(1)', producto_id: 'int' },
  sumas: CIFRAS,
};

export const RESUMEN_DIA: DefinicionResumen = {
  tabla: 'ventas_resumen_dia',
  claves: { empresa_id: 'int', fecha_negocio: 'date', tipo_negocio: 'char(1)', producto_id: 'int' },
  sumas: CIFRAS,
};

export const RESUMEN_MES: DefinicionResumen = {
  tabla: 'ventas_resumen_mes',
  claves: { empresa_id: 'int', mes: 'date', tipo_negocio: 'char(1)', producto_id: 'int' },
  sumas: CIFRAS,
};

const TOTALES = {
  num_ventas: 'int',
  cantidad: 'numeric',
  valor: 'numeric',
  impuestos: 'numeric',
  num_vehiculos: 'int',
  valor_vehiculos: 'numeric',
  num_fidelizadas: 'int',
  valor_fidelizadas: 'numeric',
  num_mixtas: 'int',
  valor_mixtas: 'numeric',
  num_clientes: 'int',
  valor_clientes: 'numeric',
} as const;
export const ESCALAS_TOTALES = {
  num_ventas: 0,
  cantidad: 3,
  valor: 2,
  impuestos: 2,
  num_vehiculos: 0,
  valor_vehiculos: 2,
  num_fidelizadas: 0,
  valor_fidelizadas: 2,
  num_mixtas: 0,
  valor_mixtas: 2,
  num_clientes: 0,
  valor_clientes: 2,
} as const;

/** Quantity sold per station, business day, product and line price (historicos-precios). */
export const PRECIO_DIA: DefinicionResumen = {
  tabla: 'ventas_precio_dia',
  claves: { empresa_id: 'int', producto_id: 'int', precio: 'numeric', fecha_negocio: 'date' },
  sumas: { cantidad: 'numeric' },
  extremos: { primera: 'min', ultima: 'max' },
};
export const ESCALAS_PRECIO = { cantidad: 3 } as const;

export const TOTALES_DIA: DefinicionResumen = {
  tabla: 'ventas_totales_dia',
  claves: { empresa_id: 'int', fecha_negocio: 'date', tipo_negocio: 'char(1)' },
  sumas: TOTALES,
};

export const TOTALES_MES: DefinicionResumen = {
  tabla: 'ventas_totales_mes',
  claves: { empresa_id: 'int', mes: 'date', tipo_negocio: 'char(1)' },
  sumas: TOTALES,
};

export const PAGOS_DIA: DefinicionResumen = {
  tabla: 'ventas_pagos_dia',
  claves: { empresa_id: 'int', fecha_negocio: 'date', tipo_negocio: 'char(1)', medio_pago_id: 'int' },
  sumas: { valor: 'numeric', num_ventas: 'int' },
};
export const ESCALAS_PAGOS = { valor: 2, num_ventas: 0 } as const;

export const INVENTARIO_DIA: DefinicionResumen = {
  tabla: 'inventario_dia',
  claves: { empresa_id: 'int', fecha_negocio: 'date', bodega_id: 'int', producto_id: 'int' },
  sumas: {
    ajustes: 'numeric',
    entradas: 'numeric',
    entradas_costo: 'numeric',
    salidas: 'numeric',
    traslados_entrada: 'numeric',
    traslados_salida: 'numeric',
    ventas: 'numeric',
    ventas_costo: 'numeric',
  },
};
export const ESCALAS_INVENTARIO = {
  ajustes: 3,
  entradas: 3,
  entradas_costo: 2,
  salidas: 3,
  traslados_entrada: 3,
  traslados_salida: 3,
  ventas: 3,
  ventas_costo: 2,
} as const;

export const MOVIMIENTOS_DIA: DefinicionResumen = {
  tabla: 'movimientos_dia',
  claves: { empresa_id: 'int', fecha_negocio: 'date', tipo: 'text', tipo_negocio: 'char(1)' },
  sumas: { num_documentos: 'int', cantidad: 'numeric', valor: 'numeric' },
};
export const ESCALAS_MOVIMIENTOS = { num_documentos: 0, cantidad: 3, valor: 2 } as const;

/** tanques_dia's summed columns; the last dip of the day is written apart (it replaces, it does not add). */
export const TANQUES_DIA: DefinicionResumen = {
  tabla: 'tanques_dia',
  claves: { empresa_id: 'int', fecha_negocio: 'date', bodega_id: 'int', producto_id: 'int' },
  sumas: { galones_medidor: 'numeric', calibraciones: 'numeric', num_lecturas: 'int' },
};
export const ESCALAS_TANQUES = { galones_medidor: 3, calibraciones: 3, num_lecturas: 0 } as const;
