import { z } from 'zod';
import { envelope } from './envelope';
import { MENSAJES } from './mensajes';
import { MENSAJES_CUPOS } from './cupos';
import { DESDE_MAXIMO, LIMITE_MAXIMO, ZPaginacion } from './paginacion';
import { zUuid, zFechaHora } from './pos';
import { zFechaHoraTexto, zIdFila } from './respuestas';
import { zDinero, zEntero, zFecha, zIdCampo } from './validaciones';

/**
 * Soporte (SCREENS.md G06, second half): Conciliación de sincronización (`POST sincronizacion/conciliacion`, module
 * CONCILIACION), Notificaciones enviadas (`POST notificacion/listar`, `POST notificacion/{id}/reenviar`, module
 * REPORTENOTIFICACIONES) and Autorizaciones (`POST autorizacion/listar`, module REPORTE AUTORIZACIONES); what the POS
 * reports for them (`POST /pos/v1/conteos`, `POST /pos/v1/autorizaciones`). See docs/decisions/052.
 */
export const MENSAJES_SOPORTE = {
  rangoMaximo: 'El rango de fechas no puede ser mayor a 31 días',
  fechaInicialMayor: MENSAJES.fechaInicialMayor,
  fechaObligatoria: 'Seleccione la fecha inicial y la fecha final',
  estacionObligatoria: 'Seleccione la estación',
  reenvioSolicitado: 'Reenvío solicitado: el equipo recibirá el comando en su próxima conexión',
  sinEquiposReenvio: 'No hay equipos activos a los que pedir el reenvío',
  rangoConsecutivos: 'El consecutivo inicial no puede ser mayor al final',
  notificacionReenviada: 'Notificación reenviada correctamente',
  notificacionNoExiste: 'La notificación no existe',
  correoNoReenviable: 'Este correo lleva un enlace o una clave de un solo uso: no se puede reenviar',
  conteosRegistrados: 'Conteos registrados',
} as const;

export const DIAS_MAXIMOS_SOPORTE = 31;

const diasEntre = (desde: string, hasta: string) =>
  Math.round((Date.parse(`${hasta}T00:00:00Z`) - Date.parse(`${desde}T00:00:00Z`)) / 86_400_000);

const zIdFiltro = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.coerce.number().int().positive().max(2_147_483_647).optional(),
);
const zTextoFiltro = z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), z.string().trim().max(60).optional());
const zOpcion = <T extends readonly [string, ...string[]]>(valores: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), z.enum(valores).optional());

const zPagina = {
  limite: z.coerce.number().int().min(1).max(LIMITE_MAXIMO).default(10),
  desde: z.coerce.number().int().min(0).max(DESDE_MAXIMO).default(0),
};

const zRango = {
  fecha_inicial: zFecha(MENSAJES_SOPORTE.fechaObligatoria),
  fecha_final: zFecha(MENSAJES_SOPORTE.fechaObligatoria),
};

function revisarRango(f: { fecha_inicial: string; fecha_final: string }, ctx: z.RefinementCtx) {
  if (f.fecha_inicial > f.fecha_final) {
    ctx.addIssue({ code: 'custom', path: ['fecha_final'], message: MENSAJES_SOPORTE.fechaInicialMayor });
  } else if (diasEntre(f.fecha_inicial, f.fecha_final) > DIAS_MAXIMOS_SOPORTE - 1) {
    ctx.addIssue({ code: 'custom', path: ['fecha_final'], message: MENSAJES_SOPORTE.rangoMaximo });
  }
}

const zPaginaDe = <T extends z.ZodType>(fila: T) =>
  z.object({ success: z.boolean(), status: z.number(), mensaje: z.string(), data: z.array(fila), paginacion: ZPaginacion });

// ---------------------------------------------------------------- Conciliación de sincronización

/** POST sincronizacion/conciliacion: one station and business day. */
export const ZConciliacionSincFiltro = z.object({
  empresa_id: zIdCampo(MENSAJES_SOPORTE.estacionObligatoria),
  fecha: zFecha(MENSAJES.campoObligatorio),
});
export type TConciliacionSincFiltro = z.input<typeof ZConciliacionSincFiltro>;

export const ESTADOS_CONCILIACION_SINC = ['CUADRADO', 'FALTANTES', 'SOBRANTES', 'SIN_REPORTE'] as const;

/** One device's day: what the POS says it sold against what the server stored. */
export const ZConciliacionSincEquipo = z.object({
  equipo_id: zIdFila,
  equipo: z.string(),
  ventas_pos: z.number().int().nullable(),
  total_pos: z.string().nullable(),
  ventas_servidor: z.number().int(),
  total_servidor: z.string(),
  /** POS minus server (null without a report). */
  diferencia: z.number().int().nullable(),
  reportado_en: zFechaHoraTexto.nullable(),
  estado: z.enum(ESTADOS_CONCILIACION_SINC),
});
export type TConciliacionSincEquipo = z.infer<typeof ZConciliacionSincEquipo>;

/** One prefix's numbering in the day: first and last consecutive stored, and the missing ranges between them. */
export const ZConciliacionSincPrefijo = z.object({
  prefijo: z.string(),
  primero: z.number().int(),
  ultimo: z.number().int(),
  recibidas: z.number().int(),
  faltantes: z.number().int(),
  /** The gaps, as `101-103, 110`. */
  huecos: z.string(),
  /** The devices that numbered with the prefix that day. */
  equipos: z.array(zIdFila),
});
export type TConciliacionSincPrefijo = z.infer<typeof ZConciliacionSincPrefijo>;

export const ZConciliacionSinc = z.object({
  equipos: z.array(ZConciliacionSincEquipo),
  prefijos: z.array(ZConciliacionSincPrefijo),
});
export type TConciliacionSinc = z.infer<typeof ZConciliacionSinc>;
export const ZConciliacionSincRespuesta = envelope(ZConciliacionSinc);

/** POST sincronizacion/reenvio (letter X): asks the devices to resend a day, or a prefix's range of it. */
export const ZReenvioSinc = z
  .object({
    empresa_id: zIdCampo(MENSAJES_SOPORTE.estacionObligatoria),
    fecha: zFecha(MENSAJES.campoObligatorio),
    /** Devices to ask; every one must belong to the station. */
    equipos: z.array(zIdCampo()).min(1, { error: MENSAJES_SOPORTE.sinEquiposReenvio }).max(100),
    prefijo: z.string().trim().max(10).optional(),
    desde: zEntero({ maximo: 9_999_999_999 }).optional(),
    hasta: zEntero({ maximo: 9_999_999_999 }).optional(),
  })
  .refine((r) => r.desde === undefined || r.hasta === undefined || r.desde <= r.hasta, {
    path: ['hasta'],
    error: MENSAJES_SOPORTE.rangoConsecutivos,
  });
export type TReenvioSinc = z.input<typeof ZReenvioSinc>;

/** POST /pos/v1/conteos: the device's own count of sales per business day (the last report of a day wins). */
export const ZConteoDiaPos = z.object({
  fecha: zFecha(),
  ventas: zEntero({ coercion: false, maximo: 1_000_000 }),
  total: zDinero().optional(),
});
export const ZConteosPos = z.object({ conteos: z.array(ZConteoDiaPos).min(1).max(31) });

// ---------------------------------------------------------------- Notificaciones enviadas

export const CANALES_NOTIFICACION = ['SOCKET', 'CORREO'] as const;
export const ESTADOS_NOTIFICACION = ['ENVIADO', 'PENDIENTE', 'FALLIDO'] as const;

export const ZNotificacionFiltro = z
  .object({
    ...zRango,
    empresa_id: zIdFiltro,
    canal: zOpcion(CANALES_NOTIFICACION),
    tipo: z.preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      z.coerce
        .number()
        .pipe(z.union([z.literal(200), z.literal(400)]))
        .optional(),
    ),
    estado: zOpcion(ESTADOS_NOTIFICACION),
    /** Título or texto (or the mail's address), partial match. */
    buscar: zTextoFiltro,
    ...zPagina,
  })
  .superRefine(revisarRango);
export type TNotificacionFiltro = z.input<typeof ZNotificacionFiltro>;
export type TNotificacionFiltroValido = z.output<typeof ZNotificacionFiltro>;

export const ZNotificacionEnviada = z.object({
  id: zIdFila,
  canal: z.enum(CANALES_NOTIFICACION),
  /** ISO instant. */
  fecha: z.string(),
  empresa_id: z.number().int().nullable(),
  empresa: z.string().nullable(),
  tipo: z.number().int(),
  /** The mail's address; null for a socket message. */
  para: z.string().nullable(),
  titulo: z.string(),
  texto: z.string(),
  estado: z.enum(ESTADOS_NOTIFICACION),
  error: z.string().nullable(),
});
export type TNotificacionEnviada = z.infer<typeof ZNotificacionEnviada>;
export const ZNotificacionesPagina = zPaginaDe(ZNotificacionEnviada);

/** POST notificacion/{id}/reenviar: which log the id is of. */
export const ZReenviarNotificacion = z.object({ canal: z.enum(CANALES_NOTIFICACION, { error: MENSAJES.campoObligatorioCorto }) });

// ---------------------------------------------------------------- Autorizaciones

export const TIPOS_AUTORIZACION = ['CUPO', 'FLOTA', 'DATAFONO', 'GOPASS', 'APP_TERPEL', 'APP_RUMBO', 'REDENCION'] as const;
export const RESPUESTAS_AUTORIZACION = ['APROBADA', 'RECHAZADA', 'ERROR'] as const;

export const ZAutorizacionFiltro = z
  .object({
    ...zRango,
    empresa_id: zIdFiltro,
    tipo: zOpcion(TIPOS_AUTORIZACION),
    respuesta: zOpcion(RESPUESTAS_AUTORIZACION),
    /** Referencia or código, partial match. */
    buscar: zTextoFiltro,
    ...zPagina,
  })
  .superRefine(revisarRango);
export type TAutorizacionFiltro = z.input<typeof ZAutorizacionFiltro>;
export type TAutorizacionFiltroValido = z.output<typeof ZAutorizacionFiltro>;

export const ZAutorizacion = z.object({
  id: zIdFila,
  /** ISO instant. */
  fecha: z.string(),
  empresa_id: zIdFila,
  empresa: z.string(),
  equipo: z.string().nullable(),
  tipo: z.enum(TIPOS_AUTORIZACION),
  referencia: z.string(),
  valor: z.string(),
  respuesta: z.enum(RESPUESTAS_AUTORIZACION),
  codigo: z.string().nullable(),
  mensaje: z.string().nullable(),
  tiempo_ms: z.number().int(),
});
export type TAutorizacion = z.infer<typeof ZAutorizacion>;
export const ZAutorizacionesPagina = zPaginaDe(ZAutorizacion);

/** One authorisation the POS obtained (POST /pos/v1/autorizaciones, a batch of up to 500). */
export const ZAutorizacionPos = z.object({
  uuid: zUuid,
  empresa_id: z.number().int().optional(),
  fecha: zFechaHora,
  tipo: z.enum(TIPOS_AUTORIZACION, { error: MENSAJES.valorNoValido }),
  referencia: z.string().trim().min(1).max(60),
  valor: zDinero(),
  respuesta: z.enum(RESPUESTAS_AUTORIZACION, { error: MENSAJES.valorNoValido }),
  codigo: z.string().trim().max(40).optional(),
  mensaje: z.string().trim().max(200).optional(),
  tiempo_ms: zEntero({ coercion: false, maximo: 600_000 }),
  venta_uuid: zUuid.optional(),
});
export type TAutorizacionPos = z.infer<typeof ZAutorizacionPos>;

/** The pump's quota check answers (the refusals of `POST cupos/validar`, docs/decisions/072). */
export const MENSAJES_CUPO = {
  aprobado: MENSAJES_CUPOS.aprobado,
  insuficiente: MENSAJES_CUPOS.insuficiente,
  sinCupo: MENSAJES_CUPOS.sinCupo,
} as const;

/** POST /pos/v1/autorizaciones/cupo: the server's online credit (or prepaid) quota check, recorded as a CUPO authorisation. */
export const ZConsultaCupoPos = z.object({
  uuid: zUuid,
  cliente_id: zIdCampo(),
  vehiculo_id: zIdCampo().optional(),
  tipo: z.enum(['CREDITO', 'PREPAGO'], { error: MENSAJES.valorNoValido }).default('CREDITO'),
  valor: zDinero({ minimo: 'positivo' }),
  /** What the POS shows as the reference (a plate, a card); the customer's id when left out. */
  referencia: z.string().trim().min(1).max(60).optional(),
});

export const ZRespuestaCupoPos = z.object({
  autorizada: z.boolean(),
  respuesta: z.enum(RESPUESTAS_AUTORIZACION),
  /** 00 approved, 51 not enough quota, 14 no active quota. */
  codigo: z.string(),
  /** What the quota has left in its period before this sale. */
  disponible: z.string(),
  mensaje: z.string(),
});
export type TRespuestaCupoPos = z.infer<typeof ZRespuestaCupoPos>;
