import { z } from 'zod';
import { MENSAJES } from '../mensajes';
import { zListaQuery } from '../paginacion';
import { ZPerfilForm } from '../persona';
import { zFechaHoraTexto, zIdFila } from '../respuestas';
import { ID_MAXIMO, zIdCampo } from '../validaciones';

/**
 * Employees (SCREENS.md G08, `usuarios/empleados`, module EMPLEADOS): the specification's person with its contacts,
 * position (cargo: a profile of the types the caller may give), user, POS PIN, identifiers and photo; and the
 * administrator's actions on a user (a temporary password mailed, unlocking a locked user name).
 */
export const MENSAJES_EMPLEADO = {
  guardado: MENSAJES.empleadoGuardado,
  errorGuardar: MENSAJES.errorGuardarEmpleado,
  usuarioActivado: 'USUARIO ACTIVADO CORRECTAMENTE',
  usuarioInactivado: 'USUARIO INACTIVADO CORRECTAMENTE',
  usuarioExiste: 'El usuario ya existe',
  usuarioCreado: 'Usuario creado. La contraseña inicial se envió a su correo.',
  personaConUsuario: 'La persona ya tiene un usuario',
  personaSinUsuario: 'La persona no tiene usuario',
  personaSinCorreo: 'La persona no tiene un correo registrado',
  identificacionRepetida: 'Ya existe una persona con esta identificación',
  cargoNoPermitido: 'No puede asignar este cargo',
  /** The privilege ceiling on type and scope (decision 060): an existing user wider than the caller. */
  usuarioSuperior: 'No puede modificar un usuario de un tipo o un alcance mayor que el suyo',
  /** The same ceiling on the user a write would make (its type from the position, its scope from the company). */
  tipoSuperior: 'No puede dar a un usuario un tipo o un alcance mayor que el suyo',
  empresaNoPermitida: 'La empresa no pertenece a su alcance',
  identificadoresActualizados: 'IDENTIFICADORES ACTUALIZADOS CORRECTAMENTE',
  identificadoresParciales: 'Algunos identificadores no fueron procesados',
  errorIdentificadores: 'Error al actualizar los identificadores',
  identificadorAsignado: (alias: string) => `El identificador ya está asignado a ${alias}`,
  identificadorRepetido: 'El identificador está repetido en la lista',
  pinCuatroDigitos: 'El pin debe tener 4 dígitos',
  pinAsignado: 'Pin POS asignado correctamente',
  claveTemporalEnviada: 'Se envió una contraseña temporal al correo del usuario. Deberá cambiarla al ingresar.',
  usuarioDesbloqueado: 'Usuario desbloqueado correctamente',
  usuarioNoBloqueado: 'El usuario no está bloqueado',
  fotoGuardada: 'Foto guardada correctamente',
  fotoGrande: 'La foto no puede superar 2 MB',
  fotoFormato: 'La foto debe ser una imagen JPG, PNG o WEBP',
  sinFoto: 'La persona no tiene foto',
  // Mails: the password is made when the mail is sent and never stored (docs/decisions/016, 017).
  correoUsuarioAsunto: 'Su usuario del back office',
  correoUsuarioTexto: (nombre: string, usuario: string, clave: string) =>
    `Hola ${nombre},\n\nSe creó su usuario ${usuario}.\nSu contraseña inicial es: ${clave}\n\n` +
    'Al ingresar por primera vez deberá elegir una nueva contraseña.\n',
  correoTemporalAsunto: 'Contraseña temporal',
  correoTemporalTexto: (nombre: string, usuario: string, clave: string) =>
    `Hola ${nombre},\n\nUn administrador restableció la contraseña del usuario ${usuario}.\nSu contraseña temporal es: ${clave}\n\n` +
    'Al ingresar deberá elegir una nueva contraseña.\n',
  /** Stands for the password in the stored mail: the password is generated when the mail is sent, and never stored. */
  correoClaveAlEnviar: '[contraseña temporal: se genera al enviar el correo]',
} as const;

/** Identification: no leading zero, 5 to 20 letters or digits (ZL, LEN 5–20), upper-cased. */
export const zIdentificacion = z
  .string({ error: MENSAJES.campoObligatorio })
  .trim()
  .min(1, { error: MENSAJES.campoObligatorio })
  .regex(/^[A-Za-z0-9]+$/, { error: MENSAJES.valorNoValido })
  .refine((v) => !v.startsWith('0'), { error: MENSAJES.sinCeroIzquierda, abort: true })
  .refine((v) => v.length >= 5 && v.length <= 20, { error: MENSAJES.valorNoValido })
  .transform((v) => v.toUpperCase());

/** The employee form: the profile's fields plus Tipo de identificación*, Identificación*, Empresa* and Cargo*. */
export const ZEmpleadoForm = ZPerfilForm.extend({
  tipo_identificacion: zIdCampo(MENSAJES.campoObligatorioCorto),
  identificacion: zIdentificacion,
  empresas_id: zIdCampo(MENSAJES.campoObligatorioCorto),
  /** The position: a profile id, from `perfil/tipo/{types}/empresa/{id}`. */
  cargo: zIdCampo(MENSAJES.campoObligatorioCorto),
});
export type TEmpleadoForm = z.input<typeof ZEmpleadoForm>;
export type TEmpleadoGuardar = z.output<typeof ZEmpleadoForm>;

const zIdOpcionalCuerpo = z.coerce.number().int().positive().max(ID_MAXIMO).optional();

/** POST/PUT /api/persona: the spec's person save payload (persona, create_user, empresas_id, dominio_id, id, detalles, imagen). */
export const ZGuardarEmpleadoBody = z.object({
  id: zIdOpcionalCuerpo,
  persona: ZEmpleadoForm,
  create_user: zIdOpcionalCuerpo,
  empresas_id: zIdOpcionalCuerpo,
  dominio_id: zIdOpcionalCuerpo,
  /** The display map of the saved fields (name, surname, document type...): kept for the audit trail's readers, never trusted. */
  detalles: z.record(z.string().max(40), z.unknown()).optional(),
  /** The photo travels by its own call (`POST persona/{id}/foto`, ≤ 2 MB): here it is empty. */
  imagen: z.string().max(0).nullable().optional(),
});
export type TGuardarEmpleadoBody = z.input<typeof ZGuardarEmpleadoBody>;

/** A row of the employees list (`persona/empresa/{id}`, `persona/ultimos/empresa/{id}`). */
export const ZEmpleado = z.object({
  id: zIdFila,
  tipo_identificacion: z.string().nullable(),
  identificacion: z.string(),
  nombres: z.string(),
  apellidos: z.string(),
  empresas_id: zIdFila,
  empresa: z.string(),
  cargo: z.string().nullable(),
  telefono: z.string().nullable(),
  correo: z.string().nullable(),
  usuario: z.string().nullable(),
  /** The user name is locked by failed sign-ins (docs/decisions/016). */
  bloqueado: z.boolean(),
  creado_en: zFechaHoraTexto,
  estado: z.enum(['A', 'I']),
});
export type TEmpleado = z.infer<typeof ZEmpleado>;

export const CAMPOS_ORDEN_EMPLEADO = [
  'identificacion',
  'nombres',
  'apellidos',
  'empresa',
  'cargo',
  'usuario',
  'creado_en',
  'estado',
] as const;
export const ZEmpleadosQuery = zListaQuery(CAMPOS_ORDEN_EMPLEADO);
export type TEmpleadosQuery = z.input<typeof ZEmpleadosQuery>;

/** POST /api/persona/create-user: Usuario* (LEN 5–20), for a person who has none; the first password goes by mail. */
export const ZCrearUsuarioBody = z.object({
  persona_id: zIdCampo(),
  usuario: z
    .string({ error: MENSAJES.campoObligatorio })
    .trim()
    .min(1, { error: MENSAJES.campoObligatorio })
    .regex(/^[A-Za-z0-9._-]+$/, { error: MENSAJES.valorNoValido })
    .refine((v) => v.length >= 5 && v.length <= 20, { error: MENSAJES.valorNoValido })
    .transform((v) => v.toUpperCase()),
  create_user: zIdOpcionalCuerpo,
  empresas_id: zIdOpcionalCuerpo,
  dominio_id: zIdOpcionalCuerpo,
});
export type TCrearUsuarioBody = z.input<typeof ZCrearUsuarioBody>;

/** The POS PIN an administrator assigns: exactly four digits. */
export const zPinPos = z
  .string({ error: MENSAJES.pinVacio })
  .trim()
  .min(1, { error: MENSAJES.pinVacio })
  .regex(/^\d{4}$/, { error: MENSAJES_EMPLEADO.pinCuatroDigitos });

/** The PIN POS tab: the PIN and the administrator's own password, which signs the change (decision 017). */
export const ZPinPosForm = z.object({
  pin: zPinPos,
  clave_Administrador: z.string({ error: MENSAJES.campoObligatorio }).min(1, { error: MENSAJES.campoObligatorio }).max(200),
});
export type TPinPosForm = z.input<typeof ZPinPosForm>;

/** Kinds of identification media (SCREENS.md G19). */
export const TIPOS_IDENTIFICADOR = ['CHIP RFID', 'TAG', 'TARJETA', 'IBUTTON', 'QR'] as const;

export const ZIdentificadorForm = z.object({
  identificador: z
    .string({ error: MENSAJES.campoObligatorio })
    .trim()
    .min(1, { error: MENSAJES.campoObligatorio })
    .max(40, { error: MENSAJES.valorNoValido })
    .transform((v) => v.toUpperCase()),
  tipo: z.enum(TIPOS_IDENTIFICADOR, { error: MENSAJES.campoObligatorioCorto }),
});

/** PUT /api/persona/identificadores: the person's whole list; codes left out are inactivated. */
export const ZIdentificadoresBody = z.object({
  persona_id: zIdCampo(),
  identificadores: z.array(ZIdentificadorForm).max(50),
});
export type TIdentificadoresBody = z.input<typeof ZIdentificadoresBody>;

/** One of the person's identifiers (`GET persona/identificadores/{id}`). */
export const ZIdentificador = z.object({ id: zIdFila, identificador: z.string(), tipo: z.string(), estado: z.enum(['A', 'I']) });
export type TIdentificador = z.infer<typeof ZIdentificador>;

/** The spec's identifier result: a code not processed, with why, and to whom it belongs. */
export const ZResultadoIdentificador = z.object({
  identificador: z.string(),
  mensaje: z.string(),
  alias: z.string(),
  descripcion_origen: z.string(),
  procesar: z.boolean(),
});
export type TResultadoIdentificador = z.infer<typeof ZResultadoIdentificador>;

/** The user of a person as the employee form reads it (`GET persona/{id}/usuario`). */
export const ZUsuarioEmpleado = z.object({
  id: zIdFila,
  usuario: z.string(),
  tipo: z.number().int(),
  estado: z.enum(['A', 'I']),
  bloqueado: z.boolean(),
  /** The password was assigned (first or temporary) and must be changed at the next sign-in. */
  cambiar_clave: z.boolean(),
  tiene_pin: z.boolean(),
  ultimo_ingreso: zFechaHoraTexto.nullable(),
});
export type TUsuarioEmpleado = z.infer<typeof ZUsuarioEmpleado>;

/** The employee form's reading of a person: the form's values and the user, besides the spec's person. */
export const ZEmpleadoDetalle = z.object({
  id: zIdFila,
  tipo_identificacion: z.number().int().nullable(),
  identificacion: z.string(),
  nombres: z.string(),
  apellidos: z.string(),
  genero: z.string().nullable(),
  tipo_sangre: z.string().nullable(),
  direccion: z.string(),
  telefono: z.string(),
  correo: z.string(),
  pais: z.number().int().nullable(),
  provincia: z.number().int().nullable(),
  ciudad: z.number().int().nullable(),
  empresas_id: zIdFila,
  empresa: z.string(),
  cargo: z.number().int().nullable(),
  cargo_descripcion: z.string().nullable(),
  url_foto: z.string().nullable(),
  estado: z.enum(['A', 'I']),
  usuario: ZUsuarioEmpleado.nullable(),
});
export type TEmpleadoDetalle = z.infer<typeof ZEmpleadoDetalle>;

/** Largest photo accepted (SCREENS.md G08). */
export const FOTO_MAXIMA_BYTES = 2 * 1024 * 1024;
export const TIPOS_FOTO = ['image/jpeg', 'image/png', 'image/webp'] as const;
