import { z } from 'zod';
import { MENSAJES } from './mensajes';
import { zFechaHoraTexto, zIdFila } from './respuestas';
import { zIdCampo } from './validaciones';

/**
 * Device commands (SCREENS.md G05/G06): queued by an administrator (letter X of Gestión de equipos), fetched by the
 * device through `GET /api/pos/v1/comandos` and answered through `POST /api/pos/v1/comandos/{id}/resultado`.
 * PENDIENTE → ENTREGADO → EJECUTADO / FALLIDO; unanswered 24 h after it was queued it reads VENCIDO.
 */
export const TIPOS_COMANDO = [
  'FORZAR_SINCRONIZACION',
  'REINICIAR_APLICACION',
  'SOLICITAR_LOGS',
  'ACTUALIZAR_PARAMETROS',
  'ACTUALIZAR_PRECIOS',
  'DEPURAR',
  /** Resend a business day's sales (payload fecha, and optionally prefijo, desde, hasta): Conciliación de sincronización. */
  'REENVIAR_VENTAS',
] as const;
export const ESTADOS_COMANDO = ['PENDIENTE', 'ENTREGADO', 'EJECUTADO', 'FALLIDO', 'VENCIDO'] as const;
/** Hours after which an unanswered command expires. */
export const HORAS_VENCIMIENTO_COMANDO = 24;

export const MENSAJES_COMANDO = {
  enviado: 'Comando enviado correctamente',
  enviados: 'Comandos enviados correctamente',
  noExiste: 'El comando no existe',
  vencido: 'El comando venció: pasaron más de 24 horas sin respuesta',
  resuelto: 'El comando ya tiene resultado',
  equipoInactivo: 'El equipo está inactivo: no puede recibir comandos',
  resultadoRegistrado: 'Resultado del comando registrado',
} as const;

/** Parameters of a command (DEPURAR's antigüedad, ACTUALIZAR_PARAMETROS' names...): flat, bounded values. */
export const ZPayloadComando = z
  .record(z.string().max(40), z.union([z.string().max(200), z.number(), z.boolean()]))
  .refine((o) => Object.keys(o).length <= 20, { error: MENSAJES.valorNoValido })
  .default({});

const zTipoComando = z.enum(TIPOS_COMANDO, { error: MENSAJES.campoObligatorioCorto });

/** POST /api/comando: one command for one device. */
export const ZComandoForm = z.object({ equipo_id: zIdCampo(MENSAJES.campoObligatorioCorto), tipo: zTipoComando, payload: ZPayloadComando });
export type TComandoForm = z.output<typeof ZComandoForm>;

/** POST /api/comandos: the same command for several devices (every one must be in the caller's scope). */
export const ZComandosForm = z.object({
  equipos: z.array(zIdCampo()).min(1, { error: MENSAJES.campoObligatorioCorto }).max(500),
  tipo: zTipoComando,
  payload: ZPayloadComando,
});
export type TComandosForm = z.output<typeof ZComandosForm>;

export const ZComando = z.object({
  id: zIdFila,
  empresa_id: zIdFila,
  equipo_id: zIdFila,
  /** The device's alias. */
  equipo: z.string(),
  tipo: z.enum(TIPOS_COMANDO),
  payload: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
  estado: z.enum(ESTADOS_COMANDO),
  resultado: z.string().nullable(),
  /** Who queued it. */
  usuario: z.string().nullable(),
  creado_en: zFechaHoraTexto,
  entregado_en: zFechaHoraTexto.nullable(),
  terminado_en: zFechaHoraTexto.nullable(),
});
export type TComando = z.infer<typeof ZComando>;

/** POST /api/comando(s): the queued commands' ids. */
export const ZComandosCreados = z.object({ ids: z.array(zIdFila) });

/** GET /api/pos/v1/comandos: what the device must do, oldest first (they are marked ENTREGADO). */
export const ZComandoPos = z.object({
  id: zIdFila,
  tipo: z.enum(TIPOS_COMANDO),
  payload: ZComando.shape.payload,
  creado_en: zFechaHoraTexto,
});

export type TComandoPos = z.infer<typeof ZComandoPos>;

/** POST /api/pos/v1/comandos/{id}/resultado */
export const ZResultadoComando = z.object({ exito: z.boolean(), detalle: z.string().trim().max(2000).optional() });
