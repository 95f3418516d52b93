import { createElement, type ComponentType } from 'react';
import type { RutaReporte } from '@eds/contracts/reportes/catalogo';

/**
 * The registry of built screens, by module link. A menu entry is offered, and its path renders a
 * screen, only when it is listed here; every other path of the route map shows the not-found page.
 * Each screen is its own lazily loaded module: the sign-in page never downloads them.
 */
export interface PantallaRegistrada {
  cargar: () => Promise<{ Component: ComponentType }>;
  /**
   * Module the user must hold (by link) to open the screen. Left out for the landing page, which
   * every signed-in user reaches.
   */
  requiereModulo?: boolean;
  /**
   * Offered to the platform operator only (the session's `plataforma`, decision 059): screens whose every write is
   * a catalogue all businesses share. A business's user, whatever its grants, never sees them in the menu or opens them.
   */
  soloPlataforma?: boolean;
}

/** A report of the engine's catalogue: one screen drawn from its definition, behind its own module. */
const reporte = (ruta: RutaReporte): PantallaRegistrada => ({
  cargar: () =>
    import('../features/reportes/screens/reporte-screen').then((m) => ({
      Component: () => createElement(m.ReporteScreen, { ruta, pantallaConstruida: estaConstruida }),
    })),
  requiereModulo: true,
});

/** An inventory document screen (issue 24): its kind, and the business type its menu fixes (null: the selector). */
const documentoInventario = (
  tipo: 'ajuste-inicial' | 'entrada' | 'salida' | 'traslado',
  negocio: 'S' | 'K' | null,
): PantallaRegistrada => ({
  cargar: () =>
    import('../features/inventario-documentos/screens/documento-inventario-screen').then((m) => ({
      Component: () => createElement(m.DocumentoInventarioScreen, { tipo, negocio }),
    })),
  requiereModulo: true,
});

export const PANTALLAS: Readonly<Record<string, PantallaRegistrada>> = {
  '/dashboard': {
    // The dashboard links to other screens only when they are built: it is handed this registry's check.
    cargar: () =>
      import('../features/dashboard/screens/dashboard-screen').then((m) => ({
        Component: () => createElement(m.DashboardScreen, { pantallaConstruida: estaConstruida }),
      })),
  },
  '/configuracion/gestion_perfiles': {
    cargar: () => import('../features/perfiles/screens/perfiles-screen').then((m) => ({ Component: m.PerfilesScreen })),
    requiereModulo: true,
  },
  '/configuracion/modulos': {
    cargar: () => import('../features/perfiles/screens/modulos-screen').then((m) => ({ Component: m.ModulosScreen })),
    requiereModulo: true,
    soloPlataforma: true,
  },
  '/usuarios/empleados': {
    cargar: () => import('../features/empleados/screens/empleados-screen').then((m) => ({ Component: m.EmpleadosScreen })),
    requiereModulo: true,
  },
  '/configuracion/grupos': {
    cargar: () => import('../features/grupos/screens/grupos-screen').then((m) => ({ Component: m.GruposScreen })),
    requiereModulo: true,
  },
  '/configuracion/gestion_planilla_promotores': {
    cargar: () =>
      import('../features/planilla-promotores/screens/planilla-promotores-screen').then((m) => ({ Component: m.PlanillaPromotoresScreen })),
    requiereModulo: true,
  },
  '/configuracion/globales': {
    cargar: () => import('../features/parametros/screens/globales-screen').then((m) => ({ Component: m.GlobalesScreen })),
    requiereModulo: true,
  },
  '/configuracion/parametros': {
    cargar: () => import('../features/parametros/screens/parametros-screen').then((m) => ({ Component: m.ParametrosScreen })),
    requiereModulo: true,
  },
  '/configuracion/configuracion_ventas': {
    cargar: () => import('../features/parametros/screens/parametros-screen').then((m) => ({ Component: m.ConfiguracionVentasScreen })),
    requiereModulo: true,
  },
  '/configuracion/auditoria': {
    cargar: () => import('../features/parametros/screens/auditoria-screen').then((m) => ({ Component: m.AuditoriaScreen })),
    requiereModulo: true,
  },
  '/soporte/conciliacion': {
    cargar: () =>
      import('../features/soporte/screens/conciliacion-sincronizacion-screen').then((m) => ({
        Component: m.ConciliacionSincronizacionScreen,
      })),
    requiereModulo: true,
  },
  '/soporte/versiones-pos': {
    cargar: () => import('../features/versiones-pos/screens/versiones-pos-screen').then((m) => ({ Component: m.VersionesPosScreen })),
    requiereModulo: true,
  },
  '/soporte/reportenotificaciones': {
    cargar: () => import('../features/soporte/screens/notificaciones-screen').then((m) => ({ Component: m.NotificacionesScreen })),
    requiereModulo: true,
  },
  '/soporte/reporte_autorizaciones': {
    cargar: () => import('../features/soporte/screens/autorizaciones-screen').then((m) => ({ Component: m.AutorizacionesScreen })),
    requiereModulo: true,
  },
  '/configuracion/gestion_unidades': {
    cargar: () => import('../features/configuracion/screens/unidades-screen').then((m) => ({ Component: m.UnidadesScreen })),
    requiereModulo: true,
  },
  '/configuracion/equipos': {
    cargar: () => import('../features/equipos/screens/tipos-equipo-screen').then((m) => ({ Component: m.TiposEquipoScreen })),
    requiereModulo: true,
  },
  '/empresa/monitoreo': {
    cargar: () => import('../features/monitoreo/screens/monitoreo-screen').then((m) => ({ Component: m.MonitoreoScreen })),
    requiereModulo: true,
  },
  '/soporte/centro_control': {
    cargar: () => import('../features/monitoreo/screens/centro-control-screen').then((m) => ({ Component: m.CentroControlScreen })),
    requiereModulo: true,
  },
  '/soporte/centro_control_master': {
    cargar: () =>
      import('../features/monitoreo/screens/centro-control-master-screen').then((m) => ({ Component: m.CentroControlMasterScreen })),
    requiereModulo: true,
  },
  '/configuracion/asignacion-parametros-equipos': {
    cargar: () =>
      import('../features/equipos/screens/asignacion-parametros-screen').then((m) => ({ Component: m.AsignacionParametrosScreen })),
    requiereModulo: true,
  },
  '/mantenimiento/depuracionpos': {
    cargar: () => import('../features/equipos/screens/depuracion-pos-screen').then((m) => ({ Component: m.DepuracionPosScreen })),
    requiereModulo: true,
  },
  '/empresa/gestion-equipos': {
    cargar: () => import('../features/equipos/screens/gestion-equipos-screen').then((m) => ({ Component: m.GestionEquiposScreen })),
    requiereModulo: true,
  },
  '/empresa/islas': {
    cargar: () => import('../features/islas/screens/islas-screen').then((m) => ({ Component: m.IslasScreen })),
    requiereModulo: true,
  },
  '/configuracion/gestion_bodega': {
    cargar: () => import('../features/bodegas/screens/bodegas-screen').then((m) => ({ Component: m.BodegasScreen })),
    requiereModulo: true,
  },
  '/configuracion/gestion_canastillas': {
    cargar: () => import('../features/puntos-venta/screens/puntos-venta-screen').then((m) => ({ Component: m.PuntosVentaScreen })),
    requiereModulo: true,
  },
  '/configuracion/gestion_aforo': {
    cargar: () => import('../features/bodegas/screens/aforo-screen').then((m) => ({ Component: m.AforoScreen })),
    requiereModulo: true,
  },
  '/configuracion/medicion_tanques': {
    cargar: () => import('../features/bodegas/screens/mediciones-screen').then((m) => ({ Component: m.MedicionesScreen })),
    requiereModulo: true,
  },
  '/configuracion/gestion_calibraciones': {
    cargar: () => import('../features/bodegas/screens/calibraciones-screen').then((m) => ({ Component: m.CalibracionesScreen })),
    requiereModulo: true,
  },
  '/configuracion/gestion_inventario_combustible': {
    cargar: () =>
      import('../features/bodegas/screens/inventario-combustible-screen').then((m) => ({ Component: m.InventarioCombustibleScreen })),
    requiereModulo: true,
  },
  '/configuracion/gestion_recibos': {
    cargar: () => import('../features/bodegas/screens/recibos-screen').then((m) => ({ Component: m.RecibosScreen })),
    requiereModulo: true,
  },
  '/configuracion/productos': {
    cargar: () => import('../features/productos/screens/productos-screen').then((m) => ({ Component: m.ProductosScreen })),
    requiereModulo: true,
  },
  '/cc/productos-kiosco': {
    cargar: () => import('../features/productos/screens/productos-screen').then((m) => ({ Component: m.ProductosKioscoScreen })),
    requiereModulo: true,
  },
  '/canastilla/productos-canastilla': {
    cargar: () => import('../features/productos/screens/productos-screen').then((m) => ({ Component: m.ProductosCanastillaScreen })),
    requiereModulo: true,
  },
  '/acciones/promociones': {
    cargar: () => import('../features/promociones/screens/promociones-screen').then((m) => ({ Component: m.PromocionesScreen })),
    requiereModulo: true,
  },
  '/cc/promociones-kiosco': {
    cargar: () => import('../features/promociones/screens/promociones-screen').then((m) => ({ Component: m.PromocionesKioscoScreen })),
    requiereModulo: true,
  },
  '/canastilla/promocion-canastilla': {
    cargar: () => import('../features/promociones/screens/promociones-screen').then((m) => ({ Component: m.PromocionesCanastillaScreen })),
    requiereModulo: true,
  },
  '/configuracion/gestion_descuentos': {
    cargar: () => import('../features/descuentos/screens/descuentos-screen').then((m) => ({ Component: m.GestionDescuentosScreen })),
    requiereModulo: true,
  },
  '/configuracion/descuentos_vehiculos': {
    cargar: () => import('../features/descuentos/screens/descuentos-screen').then((m) => ({ Component: m.DescuentosVehiculosScreen })),
    requiereModulo: true,
  },
  '/usuarios/descclientespropios': {
    cargar: () => import('../features/descuentos/screens/descuentos-screen').then((m) => ({ Component: m.DescuentosClientesScreen })),
    requiereModulo: true,
  },
  '/configuracion/descuentos': {
    cargar: () =>
      import('../features/descuentos/screens/descuentos-manuales-screen').then((m) => ({ Component: m.DescuentosManualesScreen })),
    requiereModulo: true,
  },
  '/configuracion/gestion_campañas': {
    cargar: () => import('../features/campanas/screens/campanas-screen').then((m) => ({ Component: m.CampanasScreen })),
    requiereModulo: true,
  },
  '/configuracion/cambios_precios_eds': {
    cargar: () => import('../features/productos/screens/cambios-precio-screen').then((m) => ({ Component: m.CambiosPrecioScreen })),
    requiereModulo: true,
  },
  // Inventory documents of the store (S) and the kiosk (K), issue 24 (decision 068): one screen per kind, fixed to
  // the business type by the kiosk and store menus.
  '/acciones/ajusteinicial': documentoInventario('ajuste-inicial', null),
  '/cc/ajuste-inicial-kiosco': documentoInventario('ajuste-inicial', 'K'),
  '/canastilla/ajuste-inicial-canastilla': documentoInventario('ajuste-inicial', 'S'),
  '/acciones/entrada': documentoInventario('entrada', null),
  '/cc/entrada-kiosco': documentoInventario('entrada', 'K'),
  '/canastilla/entrada-canastilla': documentoInventario('entrada', 'S'),
  '/acciones/salidas': documentoInventario('salida', null),
  '/cc/salida-kiosco': documentoInventario('salida', 'K'),
  '/canastilla/salida-canastilla': documentoInventario('salida', 'S'),
  '/acciones/traslados': documentoInventario('traslado', null),
  '/cc/traslados': documentoInventario('traslado', 'K'),
  '/acciones/traslados-pdv': {
    cargar: () =>
      import('../features/inventario-documentos/screens/traslados-pdv-screen').then((m) => ({ Component: m.TrasladosPdvScreen })),
    requiereModulo: true,
  },
  '/acciones/remarcacion': {
    cargar: () => import('../features/inventario/screens/remarcacion-screen').then((m) => ({ Component: m.RemarcacionScreen })),
    requiereModulo: true,
  },
  '/configuracion/gestion_resoluciones': {
    cargar: () => import('../features/facturacion-g17/screens/resoluciones-screen').then((m) => ({ Component: m.ResolucionesScreen })),
    requiereModulo: true,
  },
  '/configuracion/gestion_facturas': {
    cargar: () => import('../features/facturacion-g17/screens/formatos-screen').then((m) => ({ Component: m.FormatosScreen })),
    requiereModulo: true,
  },
  '/configuracion/gestion_turnos': {
    cargar: () => import('../features/turnos/screens/turnos-screen').then((m) => ({ Component: m.TurnosScreen })),
    requiereModulo: true,
  },
  '/configuracion/gestion_sobres': {
    cargar: () => import('../features/turnos/screens/sobres-screen').then((m) => ({ Component: m.SobresScreen })),
    requiereModulo: true,
  },
  '/configuracion/gestion_metas': {
    cargar: () => import('../features/metas/screens/metas-screen').then((m) => ({ Component: m.MetasScreen })),
    requiereModulo: true,
  },
  '/configuracion/gestion_cierres_automaticos': {
    cargar: () => import('../features/turnos/screens/cierres-automaticos-screen').then((m) => ({ Component: m.CierresAutomaticosScreen })),
    requiereModulo: true,
  },
  '/configuracion/regionales': {
    cargar: () => import('../features/regionales/screens/regionales-screen').then((m) => ({ Component: m.RegionalesScreen })),
    requiereModulo: true,
  },
  '/empresa/eds': {
    cargar: () => import('../features/estaciones/screens/estaciones-screen').then((m) => ({ Component: m.EdsScreen })),
    requiereModulo: true,
  },
  '/empresa/mis-eds': {
    cargar: () => import('../features/estaciones/screens/mis-eds-screen').then((m) => ({ Component: m.MisEdsScreen })),
    requiereModulo: true,
  },
  '/empresa/cdl': {
    cargar: () => import('../features/estaciones/screens/estaciones-screen').then((m) => ({ Component: m.CdlScreen })),
    requiereModulo: true,
  },
  '/empresa/estructura': {
    cargar: () => import('../features/estructura/screens/estructura-screen').then((m) => ({ Component: m.EstructuraScreen })),
    requiereModulo: true,
  },
  '/empresa/negocios': {
    cargar: () => import('../features/negocios/screens/negocios-screen').then((m) => ({ Component: m.NegociosScreen })),
    requiereModulo: true,
  },
  '/empresa/organizaciones': {
    cargar: () => import('../features/estructura/screens/organizaciones-screen').then((m) => ({ Component: m.OrganizacionesScreen })),
    requiereModulo: true,
  },
  '/sap/conciliacion-pdv': {
    cargar: () => import('../features/conciliacion/screens/conciliacion-screen').then((m) => ({ Component: m.ConciliacionScreen })),
    requiereModulo: true,
  },
  '/integraciones/apuntamientos': {
    cargar: () => import('../features/contabilidad/screens/apuntamientos-screen').then((m) => ({ Component: m.ApuntamientosScreen })),
    requiereModulo: true,
  },
  '/integraciones/sap': {
    cargar: () => import('../features/contabilidad/screens/integracion-sap-screen').then((m) => ({ Component: m.IntegracionSapScreen })),
    requiereModulo: true,
  },
  '/configuracion/gestion_categorias': {
    cargar: () => import('../features/configuracion/screens/categorias-screen').then((m) => ({ Component: m.CategoriasScreen })),
    requiereModulo: true,
  },
  '/configuracion/gestion_medios_pagos': {
    cargar: () => import('../features/configuracion/screens/medios-pago-screen').then((m) => ({ Component: m.MediosPagoScreen })),
    requiereModulo: true,
  },
  '/configuracion/gestion_tipo_vehiculo': {
    cargar: () => import('../features/configuracion/screens/tipos-vehiculo-screen').then((m) => ({ Component: m.TiposVehiculoScreen })),
    requiereModulo: true,
  },
  '/configuracion/gestion_financieras': {
    cargar: () => import('../features/configuracion/screens/terceros-screens').then((m) => ({ Component: m.FinancierasScreen })),
    requiereModulo: true,
  },
  '/empresa/gestion_talleres': {
    cargar: () => import('../features/configuracion/screens/terceros-screens').then((m) => ({ Component: m.TalleresScreen })),
    requiereModulo: true,
  },
  '/configuracion/gestion_impuestos': {
    cargar: () => import('../features/configuracion/screens/impuestos-screen').then((m) => ({ Component: m.ImpuestosScreen })),
    requiereModulo: true,
  },
  '/configuracion/gestion_verificadores': {
    cargar: () => import('../features/configuracion/screens/terceros-screens').then((m) => ({ Component: m.VerificadorasScreen })),
    requiereModulo: true,
  },
  '/configuracion/geografia': {
    cargar: () => import('../features/configuracion/screens/geografia-screen').then((m) => ({ Component: m.GeografiaScreen })),
    requiereModulo: true,
    soloPlataforma: true,
  },
  // Own customers, fleets, vehicles and identification media (issue 25, G19).
  '/usuarios/clientes': {
    cargar: () => import('./clientes-screen').then((m) => ({ Component: m.ClientesConCupoYCartera })),
    requiereModulo: true,
  },
  '/usuarios/flotas': {
    cargar: () => import('../features/clientes/screens/clientes-screens').then((m) => ({ Component: m.FlotasClientesScreen })),
    requiereModulo: true,
  },
  '/empresa/flotas': {
    cargar: () => import('../features/clientes/screens/clientes-screens').then((m) => ({ Component: m.FlotasEmpresaScreen })),
    requiereModulo: true,
  },
  '/usuarios/vehiculos': {
    cargar: () => import('../features/clientes/screens/clientes-screens').then((m) => ({ Component: m.VehiculosClientesScreen })),
    requiereModulo: true,
  },
  '/empresa/vehiculos': {
    cargar: () => import('../features/clientes/screens/clientes-screens').then((m) => ({ Component: m.VehiculosEmpresaScreen })),
    requiereModulo: true,
  },
  '/configuracion/gestion_medios_identificacion': {
    cargar: () => import('../features/clientes/screens/clientes-screens').then((m) => ({ Component: m.MediosIdentificacionScreen })),
    requiereModulo: true,
  },
  // Issue 25 (G19/G20): quotas, consumption restrictions and own-customer alerts.
  '/usuarios/cupos-cliente': {
    cargar: () => import('../features/cupos/screens/cupos-screen').then((m) => ({ Component: m.CuposScreen })),
    requiereModulo: true,
  },
  '/configuracion/gestion_restricciones_cf': {
    cargar: () => import('../features/cupos/screens/restricciones-screen').then((m) => ({ Component: m.RestriccionesScreen })),
    requiereModulo: true,
  },
  '/clientes_propios/alertas': {
    cargar: () => import('../features/cupos/screens/alertas-screen').then((m) => ({ Component: m.AlertasClientesScreen })),
    requiereModulo: true,
  },
  '/configuracion/gestion_proveedores': {
    cargar: () => import('../features/configuracion/screens/proveedores-screen').then((m) => ({ Component: m.ProveedoresScreen })),
    requiereModulo: true,
  },
  '/fidelizacion/gestion_proveedores': {
    cargar: () => import('../features/configuracion/screens/proveedores-screen').then((m) => ({ Component: m.ProveedoresPremiosScreen })),
    requiereModulo: true,
  },
  '/configuracion/conversiones': {
    cargar: () => import('../features/configuracion/screens/conversiones-screen').then((m) => ({ Component: m.ConversionesScreen })),
    requiereModulo: true,
  },
  '/configuracion/gestion_acuerdos': {
    cargar: () => import('../features/configuracion/screens/acuerdos-screen').then((m) => ({ Component: m.AcuerdosScreen })),
    requiereModulo: true,
  },
  '/configuracion/conceptos-inventario': {
    cargar: () =>
      import('../features/configuracion/screens/conceptos-inventario-screen').then((m) => ({ Component: m.ConceptosInventarioScreen })),
    requiereModulo: true,
  },
  // Purchase orders (one screen on three modules) and the store and kiosk stock with the physical count (G14, G15).
  '/acciones/ordencompra': {
    cargar: () => import('../features/ordenes-compra/screens/ordenes-compra-screen').then((m) => ({ Component: m.OrdenesCompraScreen })),
    requiereModulo: true,
  },
  '/cc/ordenes-compra-kiosco': {
    cargar: () =>
      import('../features/ordenes-compra/screens/ordenes-compra-screen').then((m) => ({ Component: m.OrdenesCompraKioscoScreen })),
    requiereModulo: true,
  },
  '/canastilla/orden-compra-canastilla': {
    cargar: () =>
      import('../features/ordenes-compra/screens/ordenes-compra-screen').then((m) => ({ Component: m.OrdenesCompraCanastillaScreen })),
    requiereModulo: true,
  },
  '/configuracion/gestion_inventario_productos': {
    cargar: () => import('../features/existencias/screens/existencias-screen').then((m) => ({ Component: m.ExistenciasScreen })),
    requiereModulo: true,
  },
  '/reportes/ventas_eds': reporte('ventas_eds'),
  '/reportes/ventas_productos': reporte('ventas_productos'),
  '/reportes/ventas_promotor': reporte('ventas_promotor'),
  '/reportes/reporteventas_combustible': reporte('reporteventas_combustible'),
  '/reportes/reporteventas_canastilla': reporte('reporteventas_canastilla'),
  '/reportes/historicos-precios': reporte('historicos-precios'),
  '/reportes/lectura-tanque': reporte('lectura-tanque'),
  '/reportes/calibraciones': reporte('calibraciones'),
  '/reportes/kardex-combustible': reporte('kardex-combustible'),
  '/reportes/lectura-manguera': reporte('lectura-manguera'),
  '/reportes/inventario_tanques': reporte('inventario_tanques'),
  '/reportes/kardex_consolidado': reporte('kardex_consolidado'),
  '/reportes/balance-operativo': reporte('balance-operativo'),
  '/reportes/diferencia-recibo': reporte('diferencia-recibo'),
  '/reportes/balance-operativo-diario': reporte('balance-operativo-diario'),
  '/reportes/balance-acumulado': reporte('balance-acumulado'),
  '/reportes/costo-utilidad-combustible': reporte('costo-utilidad-combustible'),
  '/reportes/inventario_productos': reporte('inventario_productos'),
  '/reportes/kardex-canastilla': reporte('kardex-canastilla'),
  '/reportes/reporte_compras': reporte('reporte_compras'),
  '/reportes/cuplimiento-diario': reporte('cuplimiento-diario'),
  '/pdv/presupuesto_venta': reporte('pdv/presupuesto_venta'),
  '/reportes/cierre_diario': reporte('cierre_diario'),
  '/reportes/cierre_diario_v2': reporte('cierre_diario_v2'),
  '/reportes/cierre_diario_v3': reporte('cierre_diario_v3'),
  '/reportes/consolidado-cierre-turno': reporte('consolidado-cierre-turno'),
  '/reportes/reporte_cierres': reporte('reporte_cierres'),
  '/reportes/reporte_arqueo': reporte('reporte_arqueo'),
  '/reportes/cierre-dia-24-horas': reporte('cierre-dia-24-horas'),
  '/eds/bitacorajornada': reporte('eds/bitacorajornada'),
  '/eds/planillaturnos': reporte('eds/planillaturnos'),
  '/reportes/historico-cierres': reporte('historico-cierres'),
  '/reportes/cierre-dia-completo': reporte('cierre-dia-completo'),
  // Reports of the store and kiosk stock documents (issue 24).
  '/cc/libro-compras-kiosco': reporte('cc/libro-compras-kiosco'),
  '/canastilla/libro-compras-canastilla': reporte('canastilla/libro-compras-canastilla'),
  '/cc/costo-utilidad-kiosco': reporte('cc/costo-utilidad-kiosco'),
  '/canastilla/costo-utilidad-canastilla': reporte('canastilla/costo-utilidad-canastilla'),
  '/reportes/utilidad_categoria': reporte('utilidad_categoria'),
  '/reportes/utilidad_producto': reporte('utilidad_producto'),
  '/reportes/productos_empresa': reporte('productos_empresa'),
  '/reportes/productos-acuerdos': reporte('productos-acuerdos'),
  '/reportes/conversiones': reporte('conversiones'),
  '/reportes/alerta_conversiones': reporte('alerta_conversiones'),
  '/reportes/ventas_placas': reporte('ventas_placas'),
  '/reportes/ventas_clientes_consumo': reporte('ventas_clientes_consumo'),
  '/reportes/consumo-propio': reporte('consumo-propio'),
  '/acciones/facturacion-electronica': {
    cargar: () =>
      import('../features/facturacion-electronica/screens/facturacion-electronica-screen').then((m) => ({
        Component: m.FacturacionElectronicaScreen,
      })),
    requiereModulo: true,
  },
  '/acciones/anulacionventas': {
    cargar: () =>
      import('../features/facturacion-electronica/screens/anulacion-ventas-screen').then((m) => ({ Component: m.AnulacionVentasScreen })),
    requiereModulo: true,
  },
  '/cc/anulacion-venta-kiosco': {
    cargar: () =>
      import('../features/facturacion-electronica/screens/anulacion-ventas-screen').then((m) => ({
        Component: () => createElement(m.AnulacionVentasScreen, { tipoFijo: 'K' }),
      })),
    requiereModulo: true,
  },
  '/acciones/facturador': {
    cargar: () => import('../features/facturacion-electronica/screens/facturador-screen').then((m) => ({ Component: m.FacturadorScreen })),
    requiereModulo: true,
  },
  // Cartera, prepaid and vouchers (issue 25, G20).
  '/configuracion/gestion_cartera': {
    cargar: () => import('../features/cartera/screens/cartera-screen').then((m) => ({ Component: m.CarteraScreen })),
    requiereModulo: true,
  },
  '/configuracion/gestion_clientes_prepagos': {
    cargar: () => import('../features/cartera/screens/prepagos-screen').then((m) => ({ Component: m.PrepagosScreen })),
    requiereModulo: true,
  },
  '/configuracion/gestion_bonos': {
    cargar: () => import('../features/cartera/screens/bonos-screen').then((m) => ({ Component: m.BonosScreen })),
    requiereModulo: true,
  },
};

export function estaConstruida(link: string): boolean {
  return Object.prototype.hasOwnProperty.call(PANTALLAS, link);
}

/** Whether the menu offers the screen to this user: built, and not a platform-only screen unless the user is the operator. */
export function ofrecidaA(link: string, plataforma: boolean): boolean {
  return estaConstruida(link) && (plataforma || !PANTALLAS[link].soloPlataforma);
}
