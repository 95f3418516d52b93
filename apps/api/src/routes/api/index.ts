import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import health from './sistema/health';
import ingreso from './sesion/ingreso';
import sesion from './sesion/sesion';
import favoritos from './sesion/favoritos';
import preferencias from './sesion/preferencias';
import clave from './usuarios/clave';
import perfil from './usuarios/perfil';
import empleados from './usuarios/empleados';
import grupos from './configuracion/grupos';
import empresaLookups from './empresa/lookups';
import empresaCiclo from './empresa/ciclo';
import empresaSelectores from './empresa/selectores';
import empresas from './empresa/empresas';
import gestionEds from './empresa/gestion-eds';
import misEds from './empresa/mis-eds';
import negocios from './empresa/negocios';
import organizaciones from './empresa/organizaciones';
import estacionLookups from './estaciones/lookups';
import estacionAdministracion from './estaciones/administracion';
import bodegasEstacion from './estaciones/bodegas';
import puntosVentaEstacion from './estaciones/puntos-venta';
import surtidoresEstacion from './estaciones/surtidores';
import equipoToken from './equipos/token';
import equipoSelect from './equipos/select';
import equipoAdministracion from './equipos/administracion';
import equipoTipos from './equipos/tipos';
import equipoComandos from './equipos/comandos';
import equipoMonitoreo from './equipos/monitoreo';
import equipoDepuracion from './equipos/depuracion';
import versionesPos from './equipos/versiones-pos';
import catalogos from './configuracion/catalogos';
import geografia from './configuracion/geografia';
import unidades from './configuracion/unidades';
import planillaPromotores from './configuracion/planilla-promotores';
import parametrosG10 from './configuracion/parametros';
import auditoriaG27 from './configuracion/auditoria';
import catalogosG11 from './configuracion/catalogos-g11';
import regionales from './regionales/regionales';
import horarios from './turnos/horarios';
import sobresTurno from './turnos/sobres';
import cierresAutomaticos from './turnos/cierres-automaticos';
import metasVenta from './metas/metas';
import productos from './productos/productos';
import gestionProductos from './productos/gestion';
import cambiosPrecio from './productos/cambios-precio';
import cambiosPrecioEquipo from './productos/cambios-precio-equipo';
import promociones from './productos/promociones';
import descuentos from './comercial/descuentos';
import descuentosManuales from './comercial/descuentos-manuales';
import campanas from './comercial/campanas';
import preciosEspeciales from './productos/precios-especiales';
import documentos from './inventario/documentos';
import ordenesCompra from './inventario/ordenes';
import ordenCompraActiva from './inventario/orden-compra';
import existenciasInventario from './inventario/existencias';
import aforo from './lecturas/aforo';
import medicionesTanque from './lecturas/mediciones';
import recibosCombustible from './combustible/recibos';
import inventarioCombustible from './combustible/inventario';
import calibraciones from './lecturas/calibraciones';
import ventasContingencia from './ventas/contingencia';
import clientesAlertas from './clientes/alertas';
import clientesG19 from './clientes/clientes';
import clientesCupos from './clientes/cupos';
import configuracionConversiones from './configuracion/conversiones';
import facturacionContingencia from './facturacion/contingencia';
import facturacionElectronica from './facturacion/electronica';
import facturacionDocumentos from './facturacion/documentos';
import anulacionVentas from './facturacion/anulacion';
import resolucionesFe from './facturacion/resoluciones';
import formatosFactura from './facturacion/formatos';
import feParametrizacion from './facturacion/parametrizacion';
import pdfDownload from './facturacion/pdf';
import facturadorOficina from './facturacion/facturador';
import dashboardLite from './dashboard/dashboard-lite';
import metas from './dashboard/metas';
import reportes from './reportes/reportes';
import notificaciones from './sistema/notificaciones';
import correos from './sistema/correos';
import posVentas from './pos/ventas';
import posOperacion from './pos/operacion';
import posEstado from './pos/estado';
import posIdentificadores from './pos/identificadores';
import posSoporte from './pos/soporte';
import posCupos from './pos/cupos';
import posConversiones from './pos/conversiones';
import soporte from './soporte/soporte';
import conciliacion from './conciliacion/conciliacion';
import contabilidadReglas from './contabilidad/reglas';
import contabilidadHomologaciones from './contabilidad/homologaciones';
import contabilidadComprobantes from './contabilidad/comprobantes';
import perfilesGestion from './perfiles/perfiles';
import modulosGestion from './perfiles/modulos';
import cartera from './cartera/cartera';
import posBonos from './pos/bonos';

/**
 * Public calls: no session. Health, the domain lookup, sign-in and sign-out (which resolves its own token, so a
 * stale one still signs out), and the forgotten-password pair. The docs (/api/docs) are registered by the swagger
 * plugin, also outside.
 */
const PUBLICAS: FastifyPluginAsync[] = [health, ingreso];

/** POS calls (/api/pos/v1/*): authenticated by the device's token, never by a user session. */
const DE_EQUIPO: FastifyPluginAsync[] = [
  posVentas,
  posOperacion,
  posEstado,
  cambiosPrecioEquipo,
  posSoporte,
  posIdentificadores,
  posCupos,
  posConversiones,
  posBonos,
];

/** Every other call: inside the one authenticated scope. A new route file goes here. */
const AUTENTICADAS: FastifyPluginAsync[] = [
  sesion,
  favoritos,
  preferencias,
  clave,
  perfil,
  empleados,
  grupos,
  empresaLookups,
  empresaCiclo,
  empresaSelectores,
  empresas,
  gestionEds,
  misEds,
  organizaciones,
  negocios,
  estacionLookups,
  estacionAdministracion,
  bodegasEstacion,
  puntosVentaEstacion,
  surtidoresEstacion,
  equipoToken,
  equipoSelect,
  equipoAdministracion,
  equipoTipos,
  equipoComandos,
  equipoMonitoreo,
  equipoDepuracion,
  versionesPos,
  catalogos,
  geografia,
  unidades,
  planillaPromotores,
  parametrosG10,
  auditoriaG27,
  catalogosG11,
  regionales,
  horarios,
  sobresTurno,
  cierresAutomaticos,
  metasVenta,
  productos,
  gestionProductos,
  cambiosPrecio,
  promociones,
  descuentos,
  descuentosManuales,
  campanas,
  preciosEspeciales,
  documentos,
  ordenesCompra,
  ordenCompraActiva,
  existenciasInventario,
  aforo,
  medicionesTanque,
  recibosCombustible,
  inventarioCombustible,
  calibraciones,
  ventasContingencia,
  clientesAlertas,
  clientesG19,
  clientesCupos,
  configuracionConversiones,
  facturacionContingencia,
  facturacionElectronica,
  facturacionDocumentos,
  anulacionVentas,
  resolucionesFe,
  formatosFactura,
  feParametrizacion,
  pdfDownload,
  facturadorOficina,
  dashboardLite,
  metas,
  reportes,
  notificaciones,
  correos,
  soporte,
  conciliacion,
  contabilidadReglas,
  contabilidadHomologaciones,
  contabilidadComprobantes,
  perfilesGestion,
  modulosGestion,
  cartera,
];

/**
 * Every API route, under /api, with full legacy paths. Routes stay thin: validate, authorise, call a service, shape
 * the answer. Hooks of a scope run before a route's own, and `onRequest` runs before the body is parsed: a call
 * without a token answers 401, and one without the letter 403, before any validation error.
 */
export async function rutasApi(app: FastifyInstance): Promise<void> {
  for (const rutas of PUBLICAS) await app.register(rutas);

  await app.register(async (equipo) => {
    equipo.addHook('onRequest', equipo.autenticarEquipo);
    equipo.addHook('onRoute', (ruta) => {
      ruta.schema = { ...ruta.schema, security: [{ equipo: [] }] };
    });
    for (const rutas of DE_EQUIPO) await equipo.register(rutas);
  });

  await app.register(async (autenticado) => {
    autenticado.addHook('onRequest', autenticado.autenticar);
    autenticado.addHook('onRoute', (ruta) => {
      ruta.schema = { ...ruta.schema, security: [{ bearer: [] }] };
    });
    for (const rutas of AUTENTICADAS) await autenticado.register(rutas);
  });
}
