import { z } from 'zod';
import { MENSAJES } from './mensajes';
import { GENEROS, TIPOS_SANGRE, TIPO_CONTACTO, PIN_MAXIMO, CLAVE_MAX, CLAVE_MIN } from './constantes';
import { ID_MAXIMO, zIdCampo } from './validaciones';

const SOLO_TEXTO = /^[A-Za-zÁÉÍÓÚÜÑáéíóúüñ ]+$/;
const SOLO_DIGITOS = /^\d+$/;

const nombrePropio = (obligatorio: string) =>
  z.string({ error: obligatorio }).trim().min(1, { error: obligatorio }).max(80).regex(SOLO_TEXTO, { error: MENSAJES.soloTexto });

/**
 * The profile form ('Información del Perfil'), shared by the web form and the server.
 * Values are trimmed; the server upper-cases texts before storing them.
 */
export const ZPerfilForm = z.object({
  nombres: nombrePropio(MENSAJES.nombreObligatorio),
  apellidos: nombrePropio(MENSAJES.apellidoObligatorio),
  genero: z.enum(GENEROS).nullable().optional(),
  direccion: z
    .string()
    .trim()
    .max(150)
    .refine((v) => v === '' || v.toUpperCase() === 'N/A' || v.length >= 3, { error: MENSAJES.direccionMinimo })
    .optional()
    .default(''),
  telefono: z
    .string({ error: MENSAJES.campoObligatorio })
    .trim()
    .min(1, { error: MENSAJES.campoObligatorio })
    .regex(SOLO_DIGITOS, { error: MENSAJES.soloNumeros })
    .min(7, { error: MENSAJES.telefonoMinimo })
    .max(10, { error: MENSAJES.telefonoMaximo }),
  correo: z
    .string({ error: MENSAJES.campoObligatorio })
    .trim()
    .min(1, { error: MENSAJES.campoObligatorio })
    .max(150)
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { error: MENSAJES.correoInvalido }),
  tipo_sangre: z.enum(TIPOS_SANGRE).nullable().optional(),
  pais: zIdCampo(MENSAJES.campoObligatorioCorto),
  provincia: zIdCampo(MENSAJES.seleccioneDepartamento),
  ciudad: zIdCampo(MENSAJES.seleccioneCiudad),
});
export type TPerfilForm = z.infer<typeof ZPerfilForm>;

export const ZContacto = z.object({
  id: z.number().optional(),
  descripcion: z.enum(['TELEFONO', 'CORREO', 'DIRECCION']),
  contacto: z.string(),
  tipo: z.union([z.literal(TIPO_CONTACTO.TELEFONO), z.literal(TIPO_CONTACTO.CORREO), z.literal(TIPO_CONTACTO.DIRECCION)]),
  principal: z.enum(['S', 'N']),
});

/** A person as the profile dialog reads it. */
export const ZPersona = z.object({
  id: z.number(),
  nombres: z.string(),
  apellidos: z.string(),
  identificacion: z.string(),
  empresas_id: z.object({ value: z.number(), label: z.string() }),
  perfiles: z.array(z.object({ id: z.number(), descripcion: z.string() })),
  estado: z.enum(['A', 'I']),
  atributos: z.object({
    tipo_identificacion: z.object({ value: z.number().nullable(), label: z.string() }),
    contactos: z.array(ZContacto),
    genero: z.string().nullable(),
    tipo_sangre: z.string().nullable(),
    pais: z.object({ value: z.number(), label: z.string() }).nullable(),
    provincia: z.object({ value: z.number(), label: z.string() }).nullable(),
    ciudad: z.object({ value: z.number(), label: z.string() }).nullable(),
    url_foto: z.string().nullable(),
    cliente: z.enum(['S', 'N']),
    proveedor: z.enum(['S', 'N']),
    propietario: z.enum(['S', 'N']),
  }),
});
export type TPersona = z.infer<typeof ZPersona>;

/** PUT /api/persona: the person save payload of the spec, profile flavour. */
export const ZGuardarPersonaBody = z.object({
  id: zIdCampo(),
  empresas_id: zIdCampo().optional(),
  dominio_id: zIdCampo().optional(),
  create_user: zIdCampo().optional(),
  persona: ZPerfilForm,
  detalles: z.record(z.string(), z.unknown()).optional(),
  imagen: z.string().max(0, { error: 'La imagen debe enviarse por el servicio de multimedia' }).nullable().optional(),
});
export type TGuardarPersonaBody = z.infer<typeof ZGuardarPersonaBody>;

/** POST /api/persona/cambiar-clave */
export const ZCambiarClaveBody = z.object({
  persona: z.object({
    persona_id: zIdCampo(),
    clave: z
      .string({ error: MENSAJES.campoObligatorio })
      .min(1, { error: MENSAJES.campoObligatorio })
      .min(CLAVE_MIN, { error: MENSAJES.claveDebil })
      .max(CLAVE_MAX),
    /** The current password of whoever signs the change: one's own, or the administrator's for another person's. */
    clave_Administrador: z.string({ error: MENSAJES.campoObligatorio }).min(1, { error: MENSAJES.campoObligatorio }).max(CLAVE_MAX),
  }),
  dominio: z.coerce.number().int().max(ID_MAXIMO).optional(),
  create_user: z.coerce.number().int().max(ID_MAXIMO).optional(),
  empresas_id: z.coerce.number().int().max(ID_MAXIMO).optional(),
});

/** The password slide of the profile dialog (client side: the repeat must match). */
export const ZClaveForm = z
  .object({
    actual: z.string().min(1, { error: MENSAJES.campoObligatorio }),
    nueva: z.string().min(1, { error: MENSAJES.campoObligatorio }).min(CLAVE_MIN, { error: MENSAJES.claveDebil }),
    repetir: z.string().min(1, { error: MENSAJES.campoObligatorio }),
  })
  .refine((v) => v.nueva === v.repetir, { path: ['repetir'], error: MENSAJES.clavesNoCoinciden });

/** PUT /api/persona/cambiar-pin: the new PIN, signed with the current password. */
export const ZCambiarPinBody = z.object({
  identificadorPersona: zIdCampo(),
  clave_Administrador: z.string({ error: MENSAJES.campoObligatorio }).min(1, { error: MENSAJES.campoObligatorio }).max(CLAVE_MAX),
  pin: z.string({ error: MENSAJES.pinVacio }).trim().min(1, { error: MENSAJES.pinVacio }).max(PIN_MAXIMO, { error: MENSAJES.pinMaximo }),
});
