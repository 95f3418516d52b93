import { z } from 'zod';
import { MENSAJES } from '../mensajes';
import { zListaQuery } from '../paginacion';
import {
  MENSAJES_NIT,
  ZFilaCatalogo,
  digitoVerificacionNit,
  zEmpresaCatalogo,
  zIdCatalogo,
  zIdOpcional,
  zTextoMayus,
  zTextoMayusOpcional,
} from '../configuracion/catalogo';
import { COMBUSTIBLES } from '../operacion';
import { TIPOS_IDENTIFICADOR, ZResultadoIdentificador } from '../usuarios/empleados';

/**
 * Own customers, their fleets, vehicles and identification media (SCREENS.md G19, issue 25): CRUD(`cliente`) on
 * `usuarios/clientes` (module CLIENTES), CRUD(`flota`) on `usuarios/flotas` (FLOTAS USUARIOS) and `empresa/flotas`
 * (FLOTAS EMPRESA, the business's own fleet: `propia`, its sales are CONSUMO INTERNO), CRUD(`vehiculo`) on
 * `usuarios/vehiculos` and `empresa/vehiculos`, CRUD(`medio-identificacion`) on
 * `configuracion/gestion_medios_identificacion`, and the specification's lookups. A customer belongs to the stations
 * listed in `estaciones` (none: the whole business), which is what a station user sees (decision 071).
 */

/** The NIT's id among the identification types (`tipos_identificacion`). */
export const TIPO_IDENTIFICACION_NIT = 31;
export const TIPOS_CLIENTE = ['CONTADO', 'CREDITO', 'PREPAGO'] as const;
export type TTipoCliente = (typeof TIPOS_CLIENTE)[number];
/** The entities a medium identifies (`GET medios-identificacion/identificadores/tipo_entidad`), by their ids. */
export const ENTIDADES_MEDIO = ['PROMOTOR', 'VEHICULO', 'FLOTA'] as const;
export type TEntidadMedio = (typeof ENTIDADES_MEDIO)[number];
export const ID_ENTIDAD_MEDIO: Record<TEntidadMedio, number> = { PROMOTOR: 1, VEHICULO: 2, FLOTA: 3 };
export { TIPOS_IDENTIFICADOR as TIPOS_MEDIO };

/** Plates: three letters and three digits (cars) or three letters, two digits and a letter (motorcycles). */
export const PATRON_PLACA = /^[A-Z]{3}(\d{3}|\d{2}[A-Z])$/;

export const MENSAJES_CLIENTE = {
  autorizacionDatos: 'Debe aceptar la autorización de tratamiento de datos',
  tipoIdentificacion: 'El tipo de identificación no es válido',
  placaNoValida: 'Placa no válida',
  clienteNoValido: 'El cliente no existe o está inactivo',
  flotaNoValida: 'La flota no existe o está inactiva',
  flotaOCliente: 'Seleccione la flota o el cliente',
  flotaDeOtroCliente: 'La flota no pertenece al cliente seleccionado',
  entidadNoValida: 'La entidad seleccionada no existe o está inactiva',
  estacionNoProcesada: 'La estación no existe, está inactiva o está fuera de su alcance',
  identificadoresActualizados: 'IDENTIFICADORES ACTUALIZADOS CORRECTAMENTE',
  identificadoresError: 'Error al actualizar los identificadores',
  identificadorAsignado: (alias: string) => `El identificador ya está asignado a ${alias}`,
  dominioNoExiste: 'El dominio no existe',
} as const;

const zIdLista = z.coerce.number().int().positive().max(2_147_483_647);
const zEstaciones = z.array(zIdLista).max(500).default([]);

const zTelefono = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
  z
    .string()
    .trim()
    .regex(/^\d*$/, { error: MENSAJES.valorNoValido })
    .min(7, { error: MENSAJES.telefonoMinimo })
    .max(10, { error: MENSAJES.telefonoMaximo })
    .nullable()
    .optional()
    .transform((v) => v ?? null),
);

const zDireccion = z.preprocess(
  (v) => (typeof v === 'string' && (v.trim() === '' || v.trim().toUpperCase() === 'N/A') ? null : v),
  z
    .string()
    .trim()
    .min(3, { error: MENSAJES.direccionMinimo })
    .max(200, { error: MENSAJES.valorNoValido })
    .transform((v) => v.toUpperCase())
    .nullable()
    .optional()
    .transform((v) => v ?? null),
);

// ---------------------------------------------------------------------------------------------------------------
// Cliente

export const ZClienteForm = z
  .object({
    empresa_id: zEmpresaCatalogo,
    tipo_identificacion_id: z.coerce
      .number({ error: MENSAJES.campoObligatorioCorto })
      .int()
      .positive({ error: MENSAJES.campoObligatorioCorto })
      .max(2_147_483_647),
    identificacion: z
      .string({ error: MENSAJES.campoObligatorio })
      .trim()
      .min(1, { error: MENSAJES.campoObligatorio })
      .max(20, { error: MENSAJES.valorNoValido })
      .transform((v) => v.replace(/[.\s]/g, '').toUpperCase()),
    nombre: zTextoMayus(120),
    correo: z
      .string({ error: MENSAJES.campoObligatorio })
      .trim()
      .min(1, { error: MENSAJES.campoObligatorio })
      .max(120, { error: MENSAJES.valorNoValido })
      .pipe(z.email({ error: MENSAJES.correoValido }))
      .transform((v) => v.toLowerCase()),
    telefono: zTelefono,
    direccion: zDireccion,
    tipo: z.enum(TIPOS_CLIENTE, { error: MENSAJES.campoObligatorioCorto }),
    autoriza_datos: z.literal(true, { error: MENSAJES_CLIENTE.autorizacionDatos }),
    estaciones: zEstaciones,
  })
  .superRefine((d, ctx) => {
    // NIT: digits and, when given, the DIAN check digit (validator NIT); other documents: letters and digits.
    if (d.tipo_identificacion_id === TIPO_IDENTIFICACION_NIT) {
      if (!/^\d{5,15}(-\d)?$/.test(d.identificacion)) {
        ctx.addIssue({ code: 'custom', path: ['identificacion'], message: MENSAJES_NIT.nitNoValido });
        return;
      }
      const [numero, dv] = d.identificacion.split('-');
      if (dv !== undefined && digitoVerificacionNit(numero) !== Number(dv)) {
        ctx.addIssue({ code: 'custom', path: ['identificacion'], message: MENSAJES_NIT.digitoVerificacion });
      }
    } else if (!/^[A-Z0-9-]{3,20}$/.test(d.identificacion)) {
      ctx.addIssue({ code: 'custom', path: ['identificacion'], message: MENSAJES.valorNoValido });
    }
  });
export type TClienteForm = z.input<typeof ZClienteForm>;
export type TClienteGuardar = z.output<typeof ZClienteForm>;
export const ZClienteEdicion = ZClienteForm.safeExtend({ id: zIdCatalogo });

/** A customer as lists show it: Código is its identification and Descripción its name. */
export const ZCliente = ZFilaCatalogo.extend({
  tipo_identificacion_id: z.number().int().nullable(),
  identificacion: z.string(),
  nombre: z.string(),
  correo: z.string().nullable(),
  telefono: z.string().nullable(),
  direccion: z.string().nullable(),
  tipo: z.string(),
  autoriza_datos: z.boolean(),
  /** The spec's `atributos.value`: S when the customer buys on credit. */
  atributos: z.object({ value: z.enum(['S', 'N']) }).catchall(z.unknown()),
  estaciones: z.array(z.number().int()),
  flotas: z.number().int(),
  vehiculos: z.number().int(),
});
export type TCliente = z.infer<typeof ZCliente>;

export const CAMPOS_ORDEN_CLIENTE = ['codigo', 'descripcion', 'estado', 'tipo'] as const;
export const ZClientesQuery = zListaQuery(CAMPOS_ORDEN_CLIENTE).extend({
  tipo: z.enum(TIPOS_CLIENTE).optional(),
  estacion: zIdLista.optional(),
});

export const ZClienteOpcion = z.object({
  id: z.number().int(),
  codigo: z.string(),
  descripcion: z.string(),
  tipo: z.string(),
});

/** `GET cliente/dominio2/{dominio}/eds/{empresa}`: the active customers a station may sell to (the spec's shape). */
export const ZClienteEstacion = z.object({
  id: z.number().int(),
  identificacion: z.string(),
  nombre: z.string(),
  tipo: z.string(),
  atributos: z.object({ value: z.enum(['S', 'N']) }).catchall(z.unknown()),
});

/** A customer's special prices (the Precios especiales tab; written on the price screens). */
export const ZPrecioEspecialCliente = z.object({
  id: z.number().int(),
  producto_id: z.number().int(),
  producto: z.string(),
  flota_id: z.number().int().nullable(),
  flota: z.string().nullable(),
  empresa_id: z.number().int().nullable(),
  precio: z.number(),
  fecha_inicio: z.string(),
  fecha_fin: z.string().nullable(),
  estado: z.enum(['A', 'I']),
});
export type TPrecioEspecialCliente = z.infer<typeof ZPrecioEspecialCliente>;

// ---------------------------------------------------------------------------------------------------------------
// Flota

export const ZFlotaForm = z
  .object({
    empresa_id: zEmpresaCatalogo,
    cliente_id: zIdOpcional,
    nombre: zTextoMayus(80),
    codigo: zTextoMayus(20),
    centro_costo: zTextoMayusOpcional(40),
    propia: z.boolean().default(false),
  })
  .superRefine((d, ctx) => {
    if (!d.propia && d.cliente_id === null) {
      ctx.addIssue({ code: 'custom', path: ['cliente_id'], message: MENSAJES.campoObligatorioCorto });
    }
  });
export type TFlotaForm = z.input<typeof ZFlotaForm>;
export type TFlotaGuardar = z.output<typeof ZFlotaForm>;
export const ZFlotaEdicion = ZFlotaForm.safeExtend({ id: zIdCatalogo });

export const ZFlota = ZFilaCatalogo.extend({
  cliente_id: z.number().int().nullable(),
  cliente: z.string().nullable(),
  nombre: z.string(),
  centro_costo: z.string().nullable(),
  propia: z.boolean(),
  vehiculos: z.number().int(),
});
export type TFlota = z.infer<typeof ZFlota>;

export const CAMPOS_ORDEN_FLOTA = ['codigo', 'descripcion', 'estado', 'cliente'] as const;
/** `propia`: S lists the business's own fleets (empresa/flotas), N the customers' (usuarios/flotas). */
export const ZFlotasQuery = zListaQuery(CAMPOS_ORDEN_FLOTA).extend({
  propia: z.enum(['S', 'N']).default('N'),
  cliente: zIdLista.optional(),
});
export const ZPropiaQuery = z.object({ propia: z.enum(['S', 'N']).default('N') });

export const ZFlotaOpcion = z.object({
  id: z.number().int(),
  codigo: z.string(),
  descripcion: z.string(),
  cliente_id: z.number().int().nullable(),
});

// ---------------------------------------------------------------------------------------------------------------
// Vehículo

const zPlaca = z
  .string({ error: MENSAJES.campoObligatorio })
  .trim()
  .min(1, { error: MENSAJES.campoObligatorio })
  .transform((v) => v.replace(/[\s-]/g, '').toUpperCase())
  .pipe(z.string().regex(PATRON_PLACA, { error: MENSAJES_CLIENTE.placaNoValida }));

export const ZVehiculoForm = z
  .object({
    empresa_id: zEmpresaCatalogo,
    placa: zPlaca,
    tipo_vehiculo: zTextoMayus(40),
    combustible_id: z.coerce
      .number({ error: MENSAJES.campoObligatorioCorto })
      .int({ error: MENSAJES.campoObligatorioCorto })
      .refine((v) => (COMBUSTIBLES as readonly number[]).includes(v), { error: MENSAJES.campoObligatorioCorto }),
    flota_id: zIdOpcional,
    cliente_id: zIdOpcional,
    kilometraje: z.preprocess(
      (v) => (v === '' || v === undefined ? null : v),
      z.coerce
        .number({ error: MENSAJES.debeSerNumero })
        .int({ error: MENSAJES.valorNoValido })
        .min(0, { error: MENSAJES.noNegativo })
        .max(9_999_999, { error: MENSAJES.valorNoValido })
        .nullable(),
    ),
    /** The tag or card given to the vehicle (one active entity per code); empty leaves its media as they are. */
    medio_codigo: zTextoMayusOpcional(40),
    medio_tipo: z.enum(TIPOS_IDENTIFICADOR).default('TAG'),
  })
  .superRefine((d, ctx) => {
    if (d.flota_id === null && d.cliente_id === null) {
      ctx.addIssue({ code: 'custom', path: ['flota_id'], message: MENSAJES_CLIENTE.flotaOCliente });
    }
  });
export type TVehiculoForm = z.input<typeof ZVehiculoForm>;
export type TVehiculoGuardar = z.output<typeof ZVehiculoForm>;
export const ZVehiculoEdicion = ZVehiculoForm.safeExtend({ id: zIdCatalogo });

export const ZVehiculo = ZFilaCatalogo.extend({
  placa: z.string(),
  tipo_vehiculo: z.string(),
  combustible_id: z.number().int().nullable(),
  flota_id: z.number().int().nullable(),
  flota: z.string().nullable(),
  cliente_id: z.number().int().nullable(),
  cliente: z.string().nullable(),
  kilometraje: z.number().int().nullable(),
  propio: z.boolean(),
  medios: z.array(z.string()),
});
export type TVehiculo = z.infer<typeof ZVehiculo>;

export const CAMPOS_ORDEN_VEHICULO = ['codigo', 'descripcion', 'estado', 'flota', 'cliente'] as const;
export const ZVehiculosQuery = zListaQuery(CAMPOS_ORDEN_VEHICULO).extend({
  propia: z.enum(['S', 'N']).default('N'),
  cliente: zIdLista.optional(),
  flota: zIdLista.optional(),
});

// ---------------------------------------------------------------------------------------------------------------
// Medio de identificación

export const ZMedioForm = z.object({
  empresa_id: zEmpresaCatalogo,
  codigo: z
    .string({ error: MENSAJES.campoObligatorio })
    .trim()
    .min(1, { error: MENSAJES.campoObligatorio })
    .max(40, { error: MENSAJES.valorNoValido })
    .transform((v) => v.toUpperCase()),
  tipo: z.enum(TIPOS_IDENTIFICADOR, { error: MENSAJES.campoObligatorioCorto }),
  entidad: z.enum(ENTIDADES_MEDIO, { error: MENSAJES.campoObligatorioCorto }),
  entidad_id: z.coerce
    .number({ error: MENSAJES.campoObligatorioCorto })
    .int()
    .positive({ error: MENSAJES.campoObligatorioCorto })
    .max(2_147_483_647),
  estaciones: zEstaciones,
});
export type TMedioForm = z.input<typeof ZMedioForm>;
export type TMedioGuardar = z.output<typeof ZMedioForm>;
export const ZMedioEdicion = ZMedioForm.extend({ id: zIdCatalogo });

export const ZMedio = ZFilaCatalogo.extend({
  tipo: z.string(),
  entidad: z.string(),
  entidad_id: z.number().int(),
  /** Who the medium identifies: a plate, a fleet's or a promoter's name. */
  alias: z.string(),
  estaciones: z.array(z.number().int()),
});
export type TMedio = z.infer<typeof ZMedio>;

export const CAMPOS_ORDEN_MEDIO = ['codigo', 'descripcion', 'estado', 'tipo', 'entidad'] as const;
export const ZMediosQuery = zListaQuery(CAMPOS_ORDEN_MEDIO).extend({
  tipo: z.enum(TIPOS_IDENTIFICADOR).optional(),
  entidad: z.enum(ENTIDADES_MEDIO).optional(),
});

/** `GET medios-identificacion/identificadores/tipo_entidad`. */
export const ZTipoEntidadMedio = z.object({ id: z.number().int(), codigo: z.enum(ENTIDADES_MEDIO), descripcion: z.string() });
/** `GET medios-identificacion/select/origen/{id}`: the active records of an entity type a medium may identify. */
export const ZOrigenMedio = z.object({ id: z.number().int(), descripcion: z.string() });

/** `GET medios-identificacion/identificadores/{id}`: the media a station serves to its devices. */
export const ZIdentificadorEstacion = z.object({
  id: z.number().int(),
  identificador: z.string(),
  tipo: z.string(),
  entidad: z.string(),
  entidad_id: z.number().int(),
  alias: z.string(),
  estado: z.enum(['A', 'I']),
});

/** `POST medios-identificacion/identificadores/estacion`: send media to stations (206 lists what was not processed). */
export const ZEnviarIdentificadoresBody = z.object({
  medios: z.array(zIdLista).min(1, { error: MENSAJES.campoObligatorioCorto }).max(500),
  estaciones: z.array(zIdLista).min(1, { error: MENSAJES.campoObligatorioCorto }).max(500),
});
export type TEnviarIdentificadoresBody = z.input<typeof ZEnviarIdentificadoresBody>;
export const ZResultadoEnvioIdentificador = ZResultadoIdentificador.extend({ estacion_id: z.number().int().nullable() });
export type TResultadoEnvioIdentificador = z.infer<typeof ZResultadoEnvioIdentificador>;

/**
 * `GET pos/v1/identificadores`: the active media the device's station serves (vehicle, plate, customer, fleet), so the
 * POS identifies a vehicle offline. `version` changes whenever the list does; asked with the version it holds, the
 * device gets `cambios: false` and no rows.
 */
export const ZIdentificadorPos = z.object({
  codigo: z.string(),
  tipo: z.string(),
  entidad: z.string(),
  entidad_id: z.number().int(),
  vehiculo_id: z.number().int().nullable(),
  placa: z.string().nullable(),
  flota_id: z.number().int().nullable(),
  flota: z.string().nullable(),
  cliente_id: z.number().int().nullable(),
  cliente: z.string().nullable(),
  tipo_cliente: z.string().nullable(),
  propia: z.boolean(),
});
export const ZIdentificadoresPos = z.object({
  version: z.string(),
  cambios: z.boolean(),
  identificadores: z.array(ZIdentificadorPos),
});
export type TIdentificadoresPos = z.infer<typeof ZIdentificadoresPos>;
export const ZIdentificadoresPosQuery = z.object({ version: z.string().trim().max(64).optional() });
