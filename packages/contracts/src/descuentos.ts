import { z } from 'zod';
import { CAMPOS_ORDEN_CATALOGO, ZCatalogoForm, ZFilaCatalogo, zIdCatalogo } from './configuracion/catalogo';
import { MENSAJES } from './mensajes';
import { zListaQuery } from './paginacion';
import { ZEstadoActivo, zFechaTexto, zIdFila, zNumero } from './respuestas';
import { zDinero, zEntero, zFecha, zIdCampo } from './validaciones';

/**
 * Reglas de descuento (SCREENS.md G18): one engine serves `configuracion/gestion_descuentos` (every destinatario),
 * `configuracion/descuentos_vehiculos` (VEHÍCULO, TIPO DE VEHÍCULO) and `usuarios/descclientespropios` (CLIENTE).
 * A rule belongs to the business and applies at its stations; the POS receives the rules in force at its station in
 * `GET pos/v1/configuracion` and applies them with `descuentoDeVenta` (descuentos-motor.ts), as the server does.
 */
export const TIPOS_DESCUENTO = ['%', '$ POR GALÓN', '$ FIJO'] as const;
export type TTipoDescuento = (typeof TIPOS_DESCUENTO)[number];
export const DESTINATARIOS_DESCUENTO = ['TODOS', 'CLIENTE', 'FLOTA', 'VEHÍCULO', 'TIPO DE VEHÍCULO'] as const;
export type TDestinatarioDescuento = (typeof DESTINATARIOS_DESCUENTO)[number];

/** The id field each destinatario needs (TODOS needs none). */
export const CAMPO_DESTINATARIO = {
  CLIENTE: 'cliente_id',
  FLOTA: 'flota_id',
  VEHÍCULO: 'vehiculo_id',
  'TIPO DE VEHÍCULO': 'tipo_vehiculo_id',
} as const satisfies Partial<Record<TDestinatarioDescuento, string>>;

export const MENSAJES_DESCUENTO = {
  creado: 'Registro creado correctamente',
  editado: 'Registro editado correctamente',
  activado: 'REGISTRO ACTIVADO CORRECTAMENTE',
  inactivado: 'REGISTRO INACTIVADO CORRECTAMENTE',
  eliminado: 'Registro eliminado correctamente',
  noExiste: 'La regla de descuento no existe',
  porcentajeInvalido: 'El descuento debe estar entre 0 y 100',
  valorPositivo: 'El valor debe ser mayor que cero',
  fechasInvertidas: 'La fecha final debe ser mayor o igual a la fecha inicial',
  seleccioneEstacion: 'Seleccione al menos una estación',
  formatoFecha: 'La fecha debe tener el formato YYYY-MM-DD',
  prioridadRango: 'El valor ingresado debe estar entre 1 y 99',
  referenciaAjena: 'El destinatario, un producto o un medio de pago no pertenece al negocio',
  destinatarioNoPermitido: 'El destinatario no corresponde a esta pantalla',
} as const;

const M = MENSAJES_DESCUENTO;
const id = zIdCampo(MENSAJES.campoObligatorioCorto);
const zDia = zFecha(M.formatoFecha);
/** An optional field of a form: an empty one ('' or null) is left out. */
const opcional = <T extends z.ZodType>(campo: T) => z.preprocess((v) => (v === '' || v === null ? undefined : v), campo.optional());

export const ZDescuentoForm = z
  .object({
    nombre: z.string({ error: MENSAJES.campoObligatorio }).trim().min(1, { error: MENSAJES.campoObligatorio }).max(60),
    tipo: z.enum(TIPOS_DESCUENTO, { error: MENSAJES.campoObligatorioCorto }),
    valor: zDinero(),
    destinatario: z.enum(DESTINATARIOS_DESCUENTO, { error: MENSAJES.campoObligatorioCorto }),
    cliente_id: opcional(id),
    flota_id: opcional(id),
    vehiculo_id: opcional(id),
    tipo_vehiculo_id: opcional(id),
    productos: z.array(id).max(500).default([]),
    medios_pago: z.array(id).max(100).default([]),
    fecha_inicio: zDia,
    fecha_fin: opcional(zDia),
    prioridad: zEntero({ minimo: 'positivo', maximo: 99, mensajeMinimo: M.prioridadRango }).default(1),
    acumulable: z.boolean().default(false),
    estaciones: z.array(id).min(1, { error: M.seleccioneEstacion }).max(2000),
  })
  .superRefine((d, ctx) => {
    if (d.fecha_fin !== undefined && d.fecha_fin < d.fecha_inicio)
      ctx.addIssue({ code: 'custom', path: ['fecha_fin'], message: M.fechasInvertidas });
    if (d.valor <= 0) ctx.addIssue({ code: 'custom', path: ['valor'], message: M.valorPositivo });
    else if (d.tipo === '%' && d.valor > 100) ctx.addIssue({ code: 'custom', path: ['valor'], message: M.porcentajeInvalido });
    if (d.destinatario !== 'TODOS') {
      const campo = CAMPO_DESTINATARIO[d.destinatario];
      if (d[campo] === undefined) ctx.addIssue({ code: 'custom', path: [campo], message: MENSAJES.campoObligatorioCorto });
    }
  });
export type TDescuentoForm = z.input<typeof ZDescuentoForm>;
export type TDescuentoGuardar = z.output<typeof ZDescuentoForm>;
export const ZDescuentoEdicion = ZDescuentoForm.and(z.object({ id }));

const ZReferencia = z.object({ id: zIdFila, descripcion: z.string() });

/** GET descuento and GET descuento/{id}: a rule with the names of what it points at. */
export const ZDescuento = z.object({
  id: zIdFila,
  nombre: z.string(),
  tipo: z.enum(TIPOS_DESCUENTO),
  valor: zNumero,
  destinatario: z.enum(DESTINATARIOS_DESCUENTO),
  cliente_id: zIdFila.nullable(),
  flota_id: zIdFila.nullable(),
  vehiculo_id: zIdFila.nullable(),
  tipo_vehiculo_id: zIdFila.nullable(),
  /** The customer's, fleet's, plate's or vehicle type's name; null for TODOS. */
  destino: z.string().nullable(),
  productos: z.array(ZReferencia),
  medios_pago: z.array(ZReferencia),
  fecha_inicio: zFechaTexto,
  fecha_fin: zFechaTexto.nullable(),
  prioridad: z.number().int(),
  acumulable: z.boolean(),
  estado: ZEstadoActivo,
  estaciones: z.array(z.object({ id: zIdFila, alias: z.string() })),
  /** False when some of its stations are outside the user's scope: the user may read it, not change it. */
  editable: z.boolean(),
});
export type TDescuento = z.infer<typeof ZDescuento>;

export const CAMPOS_ORDEN_DESCUENTO = ['nombre', 'tipo', 'valor', 'destinatario', 'prioridad', 'fecha_inicio', 'estado'] as const;
export const ZDescuentosQuery = zListaQuery(CAMPOS_ORDEN_DESCUENTO).extend({
  /** The screen's destinatarios, comma-separated (the vehicle and own-customer routes); every one when absent. */
  destinatarios: z
    .string()
    .max(80)
    .optional()
    .transform((v) => (v ? v.split(',') : undefined))
    .pipe(z.array(z.enum(DESTINATARIOS_DESCUENTO)).max(5).optional()),
  empresa_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
export type TDescuentosQuery = z.input<typeof ZDescuentosQuery>;

/** GET descuento/opciones: the business's active records a rule may point at. */
const ZOpcion = z.object({ id: zIdFila, texto: z.string() });
export const ZOpcionesDescuento = z.object({
  clientes: z.array(ZOpcion),
  flotas: z.array(ZOpcion),
  vehiculos: z.array(ZOpcion),
  tipos_vehiculo: z.array(ZOpcion),
  productos: z.array(ZOpcion),
  medios_pago: z.array(ZOpcion),
});
export type TOpcionesDescuento = z.infer<typeof ZOpcionesDescuento>;

/**
 * A rule as the POS receives it (`descuentos` of GET pos/v1/configuracion) and `descuentoDeVenta` reads it: the
 * vehicle type by its code, as vehicles carry it.
 */
export const ZReglaDescuento = z.object({
  id: zIdFila,
  nombre: z.string(),
  tipo: z.enum(TIPOS_DESCUENTO),
  valor: zNumero,
  destinatario: z.enum(DESTINATARIOS_DESCUENTO),
  cliente_id: zIdFila.nullable(),
  flota_id: zIdFila.nullable(),
  vehiculo_id: zIdFila.nullable(),
  tipo_vehiculo: z.string().nullable(),
  /** Empty: every product. */
  productos: z.array(zIdFila),
  /** Empty: every payment method. */
  medios_pago: z.array(zIdFila),
  fecha_inicio: zFechaTexto,
  fecha_fin: zFechaTexto.nullable(),
  prioridad: z.number().int(),
  acumulable: z.boolean(),
});
export type TReglaDescuento = z.infer<typeof ZReglaDescuento>;

/**
 * Descuentos manuales (SCREENS.md G18, `configuracion/descuentos`, module DESCUENTOS): CRUD(`descuento-manual`) on the
 * catalogue kit. A reason (Código*, Motivo*) lists the profiles that may grant it, each with its highest percentage.
 */
export const MENSAJES_DESCUENTO_MANUAL = {
  perfilesRequeridos: 'Indique al menos un perfil con su porcentaje máximo',
  perfilRepetido: 'El perfil ya está en la lista',
  porcentajeMaximo: 'El valor ingresado debe estar entre 0.01 y 100',
  perfilAjeno: 'El perfil no pertenece al negocio',
} as const;

export const ZDescuentoManualForm = ZCatalogoForm.extend({
  perfiles: z
    .array(
      z.object({
        perfil_id: id,
        porcentaje_maximo: z.coerce
          .number({ error: MENSAJES.debeSerNumero })
          .positive({ error: MENSAJES_DESCUENTO_MANUAL.porcentajeMaximo })
          .max(100, { error: MENSAJES_DESCUENTO_MANUAL.porcentajeMaximo })
          .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, { error: MENSAJES.valorNoValido }),
      }),
    )
    .min(1, { error: MENSAJES_DESCUENTO_MANUAL.perfilesRequeridos })
    .max(100),
}).superRefine((d, ctx) => {
  d.perfiles.forEach((p, i) => {
    if (d.perfiles.findIndex((x) => x.perfil_id === p.perfil_id) < i)
      ctx.addIssue({ code: 'custom', path: ['perfiles', i, 'perfil_id'], message: MENSAJES_DESCUENTO_MANUAL.perfilRepetido });
  });
});
export type TDescuentoManualForm = z.input<typeof ZDescuentoManualForm>;
export type TDescuentoManualGuardar = z.output<typeof ZDescuentoManualForm>;
export const ZDescuentoManualEdicion = ZDescuentoManualForm.and(z.object({ id: zIdCatalogo }));
export type TDescuentoManualEdicion = z.output<typeof ZDescuentoManualEdicion>;

export const ZDescuentoManual = ZFilaCatalogo.extend({
  perfiles: z.array(z.object({ perfil_id: zIdFila, perfil: z.string(), porcentaje_maximo: zNumero })),
});
export type TDescuentoManual = z.infer<typeof ZDescuentoManual>;
export const ZDescuentosManualesQuery = zListaQuery(CAMPOS_ORDEN_CATALOGO);
/** GET descuento-manual/perfiles: the business's active profiles a reason may list. */
export const ZPerfilDescuentoManual = z.object({ id: zIdFila, descripcion: z.string() });
