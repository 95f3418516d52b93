import { ZVersionAsignada } from './versiones-pos';
import { z } from 'zod';
import { ZMedioPagoOpcion } from './catalogos';
import { ORIGENES_PARAMETRO, TIPOS_PARAMETRO } from './configuracion/parametros';
import { ZReglaDescuento } from './descuentos';
import { ZIslaConfiguracion } from './estacion';
import { TIPOS_NEGOCIO } from './operacion';
import { ZProductoEstacion } from './productos';
import { zFechaHoraTexto, zFechaTexto, zHoraTexto, zIdFila, zNumero } from './respuestas';

/** A scheduled price change still to come (or due and not yet applied) at the device's station. */
export const ZCambioProgramadoPos = z.object({
  /** The change's id: what the device confirms with `confirmacion-cambio-precio`. */
  id: zIdFila,
  /** The new price. */
  precio: zNumero,
  /** When it takes effect, Bogotá time `YYYY-MM-DD HH:mm:ss`. */
  fecha_efectiva: zFechaHoraTexto,
});
export type TCambioProgramadoPos = z.infer<typeof ZCambioProgramadoPos>;

/**
 * A product of the station with its price in force and the scheduled changes still to come, earliest first: a device
 * offline sells at the price of the last change whose moment has passed, else at `precio`.
 */
export const ZProductoPos = ZProductoEstacion.extend({ cambios_programados: z.array(ZCambioProgramadoPos) });
export type TProductoPos = z.infer<typeof ZProductoPos>;

/**
 * GET /api/pos/v1/configuracion: what a POS needs to sell at its station. The ids it posts back come from here.
 * Its lists are the station's own (one forecourt, its products, promoters, shifts), bounded by the station.
 */
export const ZConfiguracionPos = z.object({
  empresa_id: zIdFila,
  islas: z.array(ZIslaConfiguracion),
  productos: z.array(ZProductoPos),
  medios_pago: z.array(ZMedioPagoOpcion),
  promotores: z.array(
    z.object({
      id: zIdFila,
      codigo: z.string(),
      nombres: z.string(),
      apellidos: z.string(),
      identificacion: z.string(),
      /** Above this cash in hand the POS asks for an envelope; null without a limit. */
      tope_efectivo: zNumero.nullable(),
      /** The profiles of the promoter's user (their manual-discount limits apply to the promoter as cashier). */
      perfiles: z.array(zIdFila),
    }),
  ),
  horarios: z.array(z.object({ id: zIdFila, nombre: z.string(), hora_inicio: zHoraTexto, hora_fin: zHoraTexto })),
  resoluciones: z.array(
    z.object({
      id: zIdFila,
      tipo_documento: z.string(),
      numero: z.string(),
      prefijo: z.string(),
      desde: z.number().int(),
      hasta: z.number().int(),
      /** The highest consecutive used; null before the first. */
      actual: z.number().int().nullable(),
      fecha_inicio: zFechaTexto,
      fecha_fin: zFechaTexto,
      tipos_negocio: z.array(z.enum(TIPOS_NEGOCIO)),
    }),
  ),
  turnos_abiertos: z.array(z.object({ uuid: z.uuid(), isla_id: zIdFila, promotor_id: zIdFila, fecha_inicio: zFechaHoraTexto })),
  /**
   * The discount rules of the station in force today or later (SCREENS.md G18), in prioridad order: the POS gives a
   * sale the discount `descuentoDeVenta` (descuentos-motor.ts) computes from them, as the back office does.
   */
  descuentos: z.array(ZReglaDescuento),
  /**
   * The manual-discount reasons of the business (SCREENS.md G18, Descuentos manuales) with the highest percentage each
   * profile may grant; a sale's `descuento_manual` is refused for a reason not here or above the cashier's limit.
   */
  descuentos_manuales: z.array(
    z.object({
      id: zIdFila,
      codigo: z.string(),
      descripcion: z.string(),
      perfiles: z.array(z.object({ perfil_id: zIdFila, porcentaje_maximo: z.number() })),
    }),
  ),
  /**
   * The station's active promotions in force today or later (SCREENS.md G18): what each reaches is `productos` and, for
   * a product group, `grupo` (its members now; null without a group). The POS applies them with the shared engine's
   * `promocionAlcanzaProducto` (descuentos-motor.ts), as ingestion checks them.
   */
  promociones: z.array(
    z.object({
      id: zIdFila,
      nombre: z.string(),
      tipo: z.string(),
      valor: z.number(),
      pague_n: z.number().int().nullable(),
      lleve_m: z.number().int().nullable(),
      fecha_inicio: zFechaTexto,
      fecha_fin: zFechaTexto,
      dias: z.array(z.number().int()),
      hora_inicio: zHoraTexto.nullable(),
      hora_fin: zHoraTexto.nullable(),
      tipos_negocio: z.array(z.enum(TIPOS_NEGOCIO)),
      productos: z.array(zIdFila),
      grupo: z.array(zIdFila).nullable(),
    }),
  ),
  /**
   * The calling device (SCREENS.md G05): its Resolución (one of `resoluciones`, null when none or no longer usable)
   * and its Impresora (an active IMPRESORA device of the station). Null when the caller is not a device.
   */
  equipo: z
    .object({
      id: zIdFila,
      alias: z.string(),
      resolucion_id: zIdFila.nullable(),
      impresora: z.object({ id: zIdFila, alias: z.string(), ip: z.string().nullable() }).nullable(),
    })
    .nullable(),
  /**
   * The POS version the device must run (SCREENS.md G05 Versiones POS): the highest code of its station's platform
   * deployed to the station, with its package's SHA-256 and download address; null when none.
   */
  version: ZVersionAsignada.nullable(),
  /**
   * Every active parameter's effective value for this device (SCREENS.md G05/G10): its own EQUIPO value, else the
   * station's, the business's, the global one, else the definition's default; `origen` says which.
   */
  parametros: z.array(
    z.object({
      codigo: z.string(),
      tipo: z.enum(TIPOS_PARAMETRO),
      valor: z.string(),
      origen: z.enum(ORIGENES_PARAMETRO),
    }),
  ),
});
export type TConfiguracionPos = z.infer<typeof ZConfiguracionPos>;
