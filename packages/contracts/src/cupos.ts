import { z } from 'zod';
import { MENSAJES } from './mensajes';
import { formatearDinero } from './formato';
import { zListaQuery } from './paginacion';
import { zDinero, zEntero, zIdCampo, zVolumen } from './validaciones';
import { zEmpresaCatalogo, zIdOpcional } from './configuracion/catalogo';
import { zUuid } from './pos';

/**
 * Consumption restrictions, customer quotas and the pump's quota check (SCREENS.md G19 Restricción, G20 Cupo,
 * docs/decisions/072). One schema checks the form and the server.
 */
export const MENSAJES_CUPOS = {
  cupoNoExiste: 'El cupo no existe',
  restriccionNoExiste: 'La restricción no existe',
  clienteNoExiste: 'El cliente no existe',
  flotaNoDelCliente: 'La flota no pertenece al cliente',
  vehiculoNoDelCliente: 'El vehículo no pertenece al cliente',
  flotaOVehiculo: 'Elija una flota o un vehículo, no ambos',
  destinoObligatorio: 'Elija una flota o un vehículo',
  flotaNoExiste: 'La flota no existe',
  vehiculoNoExiste: 'El vehículo no existe',
  estacionFueraDeAlcance: 'La estación no pertenece a su alcance',
  productoNoExiste: 'El producto no existe',
  cupoSuperaDisponible: 'El cupo supera el disponible del cliente',
  subirCupoSinPermiso: 'Aumentar un cupo requiere el permiso de autorizar (A)',
  horasNoValidas: 'La hora final debe ser mayor que la inicial',
  identificarVehiculoOCliente: 'Indique el cliente, el vehículo o la placa',
  // The pump's check (POST cupos/validar).
  aprobado: 'Cupo aprobado',
  insuficiente: (disponible: number | string) => `Cupo insuficiente. Disponible: ${formatearDinero(disponible)}`,
  sinCupo: 'El cliente no tiene un cupo activo',
  clienteInactivo: 'Cliente inactivo',
  vehiculoNoAutorizado: 'Vehículo no autorizado',
  productoNoAutorizado: 'Producto no autorizado para el vehículo',
  estacionNoAutorizada: 'Estación no autorizada para el vehículo',
  fueraDeHorario: 'Fuera de los días u horas autorizados',
  maxGalones: (max: string) => `Supera el máximo de galones por tanqueo (${max})`,
  maxTanqueos: (max: number) => `Supera el máximo de tanqueos por día (${max})`,
  maxValorMes: (disponible: number | string) => `Supera el máximo de $ por mes. Disponible: ${formatearDinero(disponible)}`,
  kilometraje: (n: number) => `El kilometraje debe ser mayor al último registrado (${n})`,
  // Sales stored without approval (alert texts, printf style for SQL format()).
  alertaSinAutorizacion: 'Venta a crédito de %s sin autorización del cupo por %s',
  alertaSobreCupo: 'Venta de %s por encima del cupo por %s (disponible %s)',
  alertaSinCupo: 'Venta a crédito de %s sin cupo activo por %s',
} as const;

export const TIPOS_CUPO = ['CREDITO', 'PREPAGO'] as const;
export const PERIODICIDADES_CUPO = ['MENSUAL', 'SIN PERIODO'] as const;
export const UMBRALES_CUPO = [80, 90, 100] as const;
export const MOTIVOS_NOVEDAD_CUPO = ['SIN_AUTORIZACION', 'SOBRE_CUPO', 'SIN_CUPO'] as const;

const zEnum = <const T extends readonly [string, ...string[]]>(valores: T) => z.enum(valores, { error: MENSAJES.campoObligatorioCorto });

// ---------------------------------------------------------------- Cupo

export const ZCupoForm = z
  .object({
    empresa_id: zEmpresaCatalogo,
    cliente_id: zIdCampo(MENSAJES.campoObligatorioCorto),
    flota_id: zIdOpcional,
    vehiculo_id: zIdOpcional,
    tipo: zEnum(TIPOS_CUPO),
    valor: zDinero({ minimo: 'positivo' }),
    periodicidad: zEnum(PERIODICIDADES_CUPO).default('MENSUAL'),
    umbrales: z
      .array(z.coerce.number().int().min(1, { error: MENSAJES.valorNoValido }).max(100, { error: MENSAJES.valorNoValido }))
      .max(10)
      .default([...UMBRALES_CUPO]),
  })
  .superRefine((c, ctx) => {
    if (c.flota_id !== null && c.vehiculo_id !== null) {
      ctx.addIssue({ code: 'custom', path: ['vehiculo_id'], message: MENSAJES_CUPOS.flotaOVehiculo });
    }
  });
export type TCupoForm = z.output<typeof ZCupoForm>;
export const ZCupoEdicion = ZCupoForm.safeExtend({ id: zIdCampo() });
export type TCupoEdicion = z.output<typeof ZCupoEdicion>;

export const ZCuposQuery = zListaQuery(['codigo', 'descripcion', 'tipo', 'valor', 'disponible', 'estado']).extend({
  cliente_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  tipo: z.enum(TIPOS_CUPO).optional(),
});
export type TCuposQuery = z.output<typeof ZCuposQuery>;

/** The list kit's columns: what the quota is for (plate, fleet or the customer's id) and the customer's name. */
const ZFilaKit = {
  codigo: z.string(),
  descripcion: z.string(),
  en_uso: z.boolean(),
  sistema: z.boolean(),
};

export const ZCupo = z.object({
  id: z.number().int(),
  ...ZFilaKit,
  cliente_id: z.number().int(),
  cliente: z.string(),
  identificacion: z.string(),
  flota_id: z.number().int().nullable(),
  flota: z.string().nullable(),
  vehiculo_id: z.number().int().nullable(),
  placa: z.string().nullable(),
  tipo: z.enum(TIPOS_CUPO),
  valor: z.string(),
  /** Consumption of the current period (MENSUAL: this month; SIN PERIODO: all of it). */
  consumido: z.string(),
  /** Held by unexpired pump approvals. */
  retenido: z.string(),
  /** valor − consumido − retenido. */
  disponible: z.string(),
  periodicidad: z.enum(PERIODICIDADES_CUPO),
  umbrales: z.array(z.number().int()),
  estado: z.enum(['A', 'I']),
});
export type TCupo = z.infer<typeof ZCupo>;

// ---------------------------------------------------------------- Restricción

const zHora = z.preprocess(
  (v) => (v === '' || v === undefined ? null : v),
  z.coerce.number().int().min(0, { error: MENSAJES.valorNoValido }).max(24, { error: MENSAJES.valorNoValido }).nullable(),
);
const zLimite = <T extends z.ZodType>(esquema: T) => z.preprocess((v) => (v === '' || v === undefined ? null : v), esquema.nullable());

export const ZRestriccionForm = z
  .object({
    empresa_id: zEmpresaCatalogo,
    flota_id: zIdOpcional,
    vehiculo_id: zIdOpcional,
    productos: z.array(zIdCampo()).max(200).default([]),
    estaciones: z.array(zIdCampo()).max(2000).default([]),
    dias: z
      .array(z.coerce.number().int().min(1, { error: MENSAJES.valorNoValido }).max(7, { error: MENSAJES.valorNoValido }))
      .max(7)
      .default([]),
    hora_desde: zHora.default(null),
    hora_hasta: zHora.default(null),
    max_galones_tanqueo: zLimite(zVolumen({ minimo: 'positivo' })).default(null),
    max_tanqueos_dia: zLimite(zEntero({ minimo: 'positivo', maximo: 1000 })).default(null),
    max_valor_mes: zLimite(zDinero({ minimo: 'positivo' })).default(null),
    kilometraje_creciente: z.coerce.boolean().default(false),
  })
  .superRefine((r, ctx) => {
    if (r.flota_id === null && r.vehiculo_id === null) {
      ctx.addIssue({ code: 'custom', path: ['flota_id'], message: MENSAJES_CUPOS.destinoObligatorio });
    } else if (r.flota_id !== null && r.vehiculo_id !== null) {
      ctx.addIssue({ code: 'custom', path: ['vehiculo_id'], message: MENSAJES_CUPOS.flotaOVehiculo });
    }
    if (r.hora_desde !== null && r.hora_hasta !== null && r.hora_hasta <= r.hora_desde) {
      ctx.addIssue({ code: 'custom', path: ['hora_hasta'], message: MENSAJES_CUPOS.horasNoValidas });
    }
  });
export type TRestriccionForm = z.output<typeof ZRestriccionForm>;
export const ZRestriccionEdicion = ZRestriccionForm.safeExtend({ id: zIdCampo() });
export type TRestriccionEdicion = z.output<typeof ZRestriccionEdicion>;

export const ZRestriccionesQuery = zListaQuery(['codigo', 'descripcion', 'estado']).extend({
  flota_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  vehiculo_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
export type TRestriccionesQuery = z.output<typeof ZRestriccionesQuery>;

export const ZRestriccion = z.object({
  id: z.number().int(),
  ...ZFilaKit,
  flota_id: z.number().int().nullable(),
  flota: z.string().nullable(),
  vehiculo_id: z.number().int().nullable(),
  placa: z.string().nullable(),
  cliente: z.string().nullable(),
  productos: z.array(z.number().int()),
  estaciones: z.array(z.number().int()),
  dias: z.array(z.number().int()),
  hora_desde: z.number().int().nullable(),
  hora_hasta: z.number().int().nullable(),
  max_galones_tanqueo: z.string().nullable(),
  max_tanqueos_dia: z.number().int().nullable(),
  max_valor_mes: z.string().nullable(),
  kilometraje_creciente: z.boolean(),
  estado: z.enum(['A', 'I']),
});
export type TRestriccion = z.infer<typeof ZRestriccion>;

// ---------------------------------------------------------------- POST cupos/validar

/**
 * The pump's check: the customer (or the vehicle, by id or plate, whose customer it is), the kind of payment, the
 * amount, and what the restrictions look at (product, gallons, odometer).
 */
export const ZValidarCupo = z
  .object({
    uuid: zUuid,
    cliente_id: zIdCampo().optional(),
    vehiculo_id: zIdCampo().optional(),
    placa: z
      .string()
      .trim()
      .min(1)
      .max(10)
      .transform((v) => v.toUpperCase())
      .optional(),
    tipo: z.enum(TIPOS_CUPO, { error: MENSAJES.valorNoValido }).default('CREDITO'),
    valor: zDinero({ minimo: 'positivo' }),
    producto_id: zIdCampo().optional(),
    cantidad: zVolumen({ minimo: 'positivo' }).optional(),
    kilometraje: zEntero({ coercion: false, maximo: 2_147_483_647 }).optional(),
    referencia: z.string().trim().min(1).max(60).optional(),
  })
  .refine((c) => c.cliente_id !== undefined || c.vehiculo_id !== undefined || c.placa !== undefined, {
    path: ['cliente_id'],
    message: MENSAJES_CUPOS.identificarVehiculoOCliente,
  });
export type TValidarCupo = z.output<typeof ZValidarCupo>;

export const ZRespuestaValidarCupo = z.object({
  autorizado: z.boolean(),
  /** What the quota has left after the holds, before this sale. */
  disponible: z.string(),
  mensaje: z.string(),
});
export type TRespuestaValidarCupo = z.infer<typeof ZRespuestaValidarCupo>;
export type TMotivoNovedadCupo = (typeof MOTIVOS_NOVEDAD_CUPO)[number];
