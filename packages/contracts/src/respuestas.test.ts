import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as catalogos from './catalogos';
import * as comercial from './comercial';
import * as dashboard from './dashboard';
import * as empresa from './empresa';
import * as equipo from './equipo';
import * as estacion from './estacion';
import * as geografia from './geografia';
import * as inventario from './inventario';
import * as persona from './persona';
import * as posConfiguracion from './pos-configuracion';
import * as productos from './productos';
import * as sesion from './sesion';
import * as sistema from './sistema';
import { ZRespuestaLote } from './pos';
import { envelope, envelopePaginado } from './envelope';
import { ZDocumentoCreado, ZIdRegistro, ZSinDatos, zFechaHoraTexto } from './respuestas';

/** Every schema that describes an answer (or a piece of one): they must turn into OpenAPI and read plain JSON. */
const RESPUESTAS: Record<string, z.ZodType> = {
  ZSinDatos,
  ZIdRegistro,
  ZDocumentoCreado,
  ZRespuestaLote,
  ZMedioPagoOpcion: catalogos.ZMedioPagoOpcion,
  ZImpuestoOpcion: catalogos.ZImpuestoOpcion,
  ZProveedorOpcion: catalogos.ZProveedorOpcion,
  ZFlotaOpcion: catalogos.ZFlotaOpcion,
  ZFinancieraOpcion: catalogos.ZFinancieraOpcion,
  ZTallerOpcion: catalogos.ZTallerOpcion,
  ZVerificadoraOpcion: catalogos.ZVerificadoraOpcion,
  ZPromocionDetalle: comercial.ZPromocionDetalle,
  ZPrecioEspecial: comercial.ZPrecioEspecial,
  ZDatosReporteDashboard: dashboard.ZDatosReporteDashboard,
  ZRespuestaOrdenesCompra: dashboard.ZRespuestaOrdenesCompra,
  ZVentaManual: dashboard.ZVentaManual,
  ZAlertaCliente: dashboard.ZAlertaCliente,
  ZAlertaInactivada: dashboard.ZAlertaInactivada,
  ZFacturaNoGestionada: dashboard.ZFacturaNoGestionada,
  ZFacturaEnviada: dashboard.ZFacturaEnviada,
  ZCicloEmpresa: dashboard.ZCicloEmpresa,
  ZMetaVentas: dashboard.ZMetaVentas,
  ZLoteContingencia: dashboard.ZLoteContingencia,
  ZRespuestaLoteContingencia: dashboard.ZRespuestaLoteContingencia,
  ZEmpresaNodo: empresa.ZEmpresaNodo,
  ZRespuestaHijos: empresa.ZRespuestaHijos,
  ZEstacionNegocio: empresa.ZEstacionNegocio,
  ZEquipo: equipo.ZEquipo,
  ZEquipoDesconectado: equipo.ZEquipoDesconectado,
  ZTokenEquipo: equipo.ZTokenEquipo,
  ZBodega: estacion.ZBodega,
  ZBodegaDetalle: estacion.ZBodegaDetalle,
  ZAforoVersion: estacion.ZAforoVersion,
  ZAforoGuardado: estacion.ZAforoGuardado,
  ZAforoCalculo: estacion.ZAforoCalculo,
  ZIslaConfiguracion: estacion.ZIslaConfiguracion,
  ZPais: envelopeResultadoDe(geografia.ZPais),
  ZDepartamento: envelopeResultadoDe(geografia.ZDepartamento),
  ZCiudad: envelopeResultadoDe(geografia.ZCiudad),
  ZRespuestaDocumentoDetalle: inventario.ZRespuestaDocumentoDetalle,
  ZPersona: persona.ZPersona,
  ZConfiguracionPos: posConfiguracion.ZConfiguracionPos,
  ZProducto: productos.ZProducto,
  ZProductoEstacion: productos.ZProductoEstacion,
  ZTipoNegocioOpcion: productos.ZTipoNegocioOpcion,
  ZDominio: sesion.ZDominio,
  ZIngreso: sesion.ZIngreso,
  ZVencimientoSesion: sesion.ZVencimientoSesion,
  ZSesionOtroNegocio: sesion.ZSesionOtroNegocio,
  ZAccesoDirecto: sesion.ZAccesoDirecto,
  ZPreferencias: sesion.ZPreferencias,
  ZSalud: sistema.ZSalud,
  ZMensajeSocket: sistema.ZMensajeSocket,
  ZNotificacion: sistema.ZNotificacion,
  ZCorreoSalida: sistema.ZCorreoSalida,
};

function envelopeResultadoDe<T extends z.ZodType>(fila: T) {
  return geografia.envelopeResultado(fila);
}

describe('answer schemas', () => {
  it('all turn into an OpenAPI description of what is sent', () => {
    for (const [nombre, schema] of Object.entries(RESPUESTAS)) {
      expect(() => z.toJSONSchema(schema, { io: 'output', target: 'openapi-3.0', unrepresentable: 'throw' }), nombre).not.toThrow();
    }
  });

  it('read and write the same JSON: no defaults, no transforms', () => {
    const unidad = { id: 3, vigente_desde: '2025-01-31 06:00:00' };
    expect(z.decode(estacion.ZAforoGuardado, unidad)).toEqual(unidad);
    expect(z.encode(estacion.ZAforoGuardado, unidad)).toEqual(unidad);
  });

  it('describe instants as Bogotá wall-clock text and refuse what a driver gives unconverted', () => {
    expect(zFechaHoraTexto.safeParse('2025-01-31 06:00:00').success).toBe(true);
    expect(zFechaHoraTexto.safeParse('2025-01-31T11:00:00.000Z').success).toBe(false);
    expect(zFechaHoraTexto.safeParse(new Date()).success).toBe(false);
    // numeric columns arrive as text from both drivers: an answer must carry the number.
    expect(productos.ZProducto.shape.precio.safeParse('12500.00').success).toBe(false);
  });

  it('wrap rows in the envelope, and list rows with their paging', () => {
    const pagina = envelopePaginado(sistema.ZNotificacion).parse({
      success: true,
      status: 200,
      mensaje: 'OK',
      data: [{ consecutivo: 1, empresa: 2, titulo: 'T', texto: 'X', tipo: 200, fecha: '2025-01-31 06:00:00' }],
      paginacion: { total: 7, limite: 1, desde: 0 },
    });
    expect(pagina.paginacion.total).toBe(7);
    expect(envelope(ZSinDatos).safeParse({ success: true, status: 200, mensaje: 'OK', data: null }).success).toBe(true);
    expect(envelope(ZSinDatos).safeParse({ success: true, status: 200, mensaje: 'OK' }).success).toBe(false);
  });

  it('give each dashboard report its own exact shape', () => {
    expect(Object.keys(dashboard.DATOS_REPORTE_DASHBOARD).sort()).toEqual([...dashboard.REPORTES_DASHBOARD].sort());
    const punto = { mes: '2025-01', ventas: 1, presupuesto_esperado: 2, presupuesto_ejecutado: 1 };
    expect(dashboard.DATOS_REPORTE_DASHBOARD.GRAFICA_PDV.safeParse([punto]).success).toBe(true);
    expect(dashboard.DATOS_REPORTE_DASHBOARD.alerta_consecutivos.safeParse([punto]).success).toBe(false);
  });
});
