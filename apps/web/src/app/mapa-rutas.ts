/**
 * The route map of the specification (document 1 §2): every top-level section under the base and
 * every sub-route. Each one is a route of the router; the ones whose screen is not built yet show
 * the not-found page (see pantallas.ts).
 */
export const MAPA_RUTAS: Readonly<Record<string, readonly string[]>> = {
  dashboard: [],
  configuracion: [
    'asignacion-parametros-equipos', 'auditoria', 'cambios_precios_eds', 'conversiones', 'descuentos_vehiculos', 'descuentos', 'equipos',
    'geografia', 'gestion_acuerdos', 'gestion_aforo', 'gestion_bodega', 'gestion_bonos', 'gestion_calibraciones', 'gestion_campañas',
    'gestion_canastillas', 'gestion_cartera', 'gestion_categorias', 'gestion_cierres_automaticos', 'gestion_clientes_prepagos',
    'gestion_descuentos', 'gestion_facturas', 'gestion_financieras', 'gestion_impuestos', 'gestion_inventario_combustible',
    'gestion_inventario_productos', 'gestion_medios_identificacion', 'gestion_medios_pagos', 'gestion_metas', 'gestion_perfiles',
    'gestion_planilla_promotores', 'gestion_proveedores', 'gestion_recibos', 'gestion_resoluciones', 'gestion_restricciones_cf',
    'gestion_sobres', 'gestion_tipo_vehiculo', 'gestion_turnos', 'gestion_unidades', 'gestion_verificadores', 'globales', 'grupos',
    'medicion_tanques', 'modulos', 'parametros', 'productos', 'conceptos-inventario', 'configuracion_ventas', 'gestion_datafonos', 'regionales',
  ],
  empresa: [
    'eds', 'cdl', 'estructura', 'flotas', 'gestion_talleres', 'islas', 'mis-eds', 'monitoreo', 'negocios', 'soporte', 'vehiculos',
    'gestion-equipos', 'organizaciones',
  ],
  usuarios: ['clientes', 'empleados', 'cupos-cliente', 'descclientespropios', 'flotas', 'vehiculos'],
  fidelizacion: [
    'gestion_acumulacion', 'gestion_clientes', 'gestion_fidelizacion', 'gestion_medios_fidelizacion', 'gestion_premios', 'gestion_proveedores',
    'gestion_puntos', 'gestion_redencion',
  ],
  mantenimiento: ['depuracionpos'],
  acciones: [
    'ajusteinicial', 'anulacionventas', 'entrada', 'facturador', 'ordencompra', 'remarcacion', 'salidas', 'traslados', 'promociones',
    'traslados-pdv', 'facturacion-electronica',
  ],
  eds: ['auditoriaeds', 'bitacorajornada', 'planillaturnos'],
  reportes: [
    'alerta_conversiones', 'anulaciones_ventas', 'balance-acumulado', 'balance-operativo', 'balance-operativo-diario', 'calibraciones',
    'cierre-dia-24-horas', 'cierre-dia-completo', 'cierre_diario', 'cierre_diario_v2', 'cierre_diario_v3', 'conciliacion_diaria',
    'consolidado-cierre-turno', 'consumo-propio', 'consumos', 'conversiones', 'historico-cierres', 'historicos-precios', 'kardex-canastilla',
    'kardex-combustible', 'kardex_consolidado', 'lectura-manguera', 'lectura-tanque', 'libro_facturacion', 'libro_facturacion_canastilla',
    'libro_facturacion_combustible', 'millas', 'recaudos_estacion', 'reporte_arqueo', 'reporte_cierres', 'reporte_compras',
    'reporteventas_canastilla', 'reporteventas_combustible', 'utilidad_categoria', 'utilidad_producto', 'ventas_anticipo',
    'ventas_clientes_consumo', 'ventas_data', 'ventas_eds', 'ventas_placas', 'ventas_productos', 'ventas_promotor', 'ventas_recaudos',
    'ventas_recaudos_detalladas', 'ventas-fidelizadas', 'productos-acuerdos', 'productos_empresa', 'costo-utilidad-combustible',
    'inventario_productos', 'inventario_tanques', 'comprobante-venta-fe', 'confirmacion-cambio-precio', 'facturas-anuladas',
    'conciliacion-medios-pagos', 'AuditoriaSap', 'diferencia-recibo', 'cuplimiento-diario',
  ],
  servicios: ['gestion_servicios', 'programacion_servicios', 'tipo_servicios'],
  cc: [
    'ajuste-inicial-kiosco', 'entrada-kiosco', 'ordenes-compra-kiosco', 'productos-kiosco', 'ventas-kiosco', 'ventas-kiosco-detallada',
    'libro-facturacion-kiosco', 'libro-compras-kiosco', 'anulacion-venta-kiosco', 'salida-kiosco', 'costo-utilidad-kiosco',
    'promociones-kiosco', 'traslados',
  ],
  // The spec abbreviates these as 'ajuste-inicial-', 'entrada-'...; the module links spell them out.
  canastilla: [
    'ajuste-inicial-canastilla', 'entrada-canastilla', 'libro-compras-canastilla', 'libro-facturacion-canastilla', 'orden-compra-canastilla',
    'productos-canastilla', 'reporte-ventas-canastilla', 'reporte-ventas-detallada-canastilla', 'salida-canastilla', 'promocion-canastilla',
    'costo-utilidad-canastilla',
  ],
  pdv: ['presupuesto_venta'],
  clientes_propios: ['alertas'],
  transacciones: ['datafono'],
  parametrizacion: ['parametrizacion_adquirientes', 'app_rumbo', 'app_terpel', 'gopass'],
  soporte: [
    'centro_control', 'centro_control_master', 'versiones-pos', 'conciliacion', 'gestion_ventas', 'reportenotificaciones',
    'reporte_autorizaciones', 'tirilla_web',
  ],
  sap: ['conciliacion-pdv'],
  integraciones: ['sap', 'apuntamientos'],
};

/** Every path of the map, relative to the base: '/empresa', '/empresa/eds', ... */
export function rutasDelMapa(): string[] {
  return Object.entries(MAPA_RUTAS).flatMap(([seccion, hijas]) => [`/${seccion}`, ...hijas.map((h) => `/${seccion}/${h}`)]);
}
