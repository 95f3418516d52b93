import { z } from 'zod';
import { MENSAJES } from '../mensajes';
import { zListaQuery } from '../paginacion';
import { zIdFila } from '../respuestas';
import { zIdCampo } from '../validaciones';

/**
 * Formatos de factura (SCREENS.md G17, `configuracion/gestion_facturas`, module GESTION FACTURAS): how a station's
 * invoices print — paper (TIRILLA 58 MM, TIRILLA 80 MM, CARTA), header, footer (≤500), legends and copies (1–3) —
 * and the POS invoice messages of the business (`parametrizacion/mensajes-pos`). The spec's calls:
 * `GET parametrizacion/getFormatos`, `GET parametrizacion/listarFormatosEds/{id}`, `POST parametrizacion/formatos/eds`.
 */
export const MENSAJES_FORMATO = {
  creado: 'Registro creado correctamente',
  editado: 'Registro editado correctamente',
  activado: 'REGISTRO ACTIVADO CORRECTAMENTE',
  inactivado: 'REGISTRO INACTIVADO CORRECTAMENTE',
  noExiste: 'El formato no existe',
  inactivo: 'El formato está inactivo',
  noEsEstacion: 'La empresa seleccionada no es una estación',
  asignado: 'Formato asignado a las estaciones correctamente',
  mensajesGuardados: 'Mensajes POS guardados correctamente',
  conEstaciones: 'El formato está asignado a estaciones: asigne otro formato antes de inactivarlo',
} as const;

export const FORMATOS_PAPEL = ['TIRILLA_58', 'TIRILLA_80', 'CARTA'] as const;
export type FormatoPapel = (typeof FORMATOS_PAPEL)[number];
export const NOMBRE_FORMATO_PAPEL: Record<FormatoPapel, string> = {
  TIRILLA_58: 'TIRILLA 58 MM',
  TIRILLA_80: 'TIRILLA 80 MM',
  CARTA: 'CARTA',
};
/** Characters per printed line of each paper (the preview wraps at them). */
export const COLUMNAS_PAPEL: Record<FormatoPapel, number> = { TIRILLA_58: 32, TIRILLA_80: 48, CARTA: 90 };

const zTextoLibre = (max: number) =>
  z.preprocess((v) => (v == null ? '' : v), z.string().trim().max(max, { error: MENSAJES.valorNoValido }));

const base = z.object({
  descripcion: z
    .string({ error: MENSAJES.campoObligatorio })
    .trim()
    .min(1, { error: MENSAJES.campoObligatorio })
    .max(60, { error: MENSAJES.valorNoValido })
    .transform((v) => v.toUpperCase()),
  formato: z.enum(FORMATOS_PAPEL, { error: MENSAJES.campoObligatorioCorto }),
  encabezado: zTextoLibre(500),
  pie: zTextoLibre(500),
  leyendas: zTextoLibre(1000),
  copias: z.coerce
    .number({ error: MENSAJES.debeSerNumero })
    .int({ error: MENSAJES.entre(1, 3) })
    .min(1, { error: MENSAJES.entre(1, 3) })
    .max(3, {
      error: MENSAJES.entre(1, 3),
    }),
  /** The stations that print with it (each station has one format: assigning moves it here). */
  estaciones: z.array(zIdCampo()).max(1000).default([]),
});

export const ZFormatoForm = base;
export type TFormatoForm = z.input<typeof ZFormatoForm>;
export type TFormatoGuardar = z.output<typeof ZFormatoForm>;

export const ZFormatoEdicion = base.extend({ id: zIdCampo() });
export type TFormatoEdicion = z.output<typeof ZFormatoEdicion>;

export const ZFormatoEstacion = z.object({ id: zIdFila, alias: z.string() });

export const ZFormato = z.object({
  id: zIdFila,
  descripcion: z.string(),
  formato: z.enum(FORMATOS_PAPEL),
  encabezado: z.string(),
  pie: z.string(),
  leyendas: z.string(),
  copias: z.number().int(),
  estado: z.enum(['A', 'I']),
  estaciones: z.array(ZFormatoEstacion),
});
export type TFormato = z.infer<typeof ZFormato>;

export const CAMPOS_ORDEN_FORMATO = ['descripcion', 'formato', 'copias', 'estado'] as const;
/** GET parametrizacion/getFormatos: the formats of the caller's business. */
export const ZFormatosQuery = zListaQuery(CAMPOS_ORDEN_FORMATO);
export type TFormatosQuery = z.input<typeof ZFormatosQuery>;

/** GET parametrizacion/listarFormatosEds/{id}: the format station {id} prints with (none: an empty list). */
export const ZFormatoEds = z.object({
  estacion_id: zIdFila,
  estacion: z.string(),
  formato_id: zIdFila,
  descripcion: z.string(),
  formato: z.enum(FORMATOS_PAPEL),
  copias: z.number().int(),
});
export type TFormatoEds = z.infer<typeof ZFormatoEds>;

/** POST parametrizacion/formatos/eds: assigns a format to stations. */
export const ZAsignarFormatoBody = z.object({
  formato_id: zIdCampo(MENSAJES.campoObligatorioCorto),
  estaciones: z.array(zIdCampo()).min(1, { error: MENSAJES.campoObligatorioCorto }).max(1000),
});
export type TAsignarFormatoBody = z.output<typeof ZAsignarFormatoBody>;
export const ZAsignacionFormato = z.object({ formato_id: zIdFila, estaciones: z.array(zIdFila) });

/** The spec's invoice-message settings (what the POS shows after each electronic-invoice event). */
export const CLAVES_MENSAJES_POS = [
  'exitoEnvioFE',
  'exitoConversionFE',
  'exitoNotaCredito',
  'errorEnvioFE',
  'errorConversionFE',
  'errorNotaCredito',
  'errorConexionProveedor',
  'errorConexionInternet',
  'contingenciaSurtidorFueraServicio',
  'contingenciaPosFueraServicio',
  'impresionComprobante',
  'mensajeEstado5_7',
  'mensajeEstado8_20',
  'mensajeExtra1',
  'mensajeExtra2',
] as const;
export type ClaveMensajePos = (typeof CLAVES_MENSAJES_POS)[number];

/** What a business that never saved its messages gets. */
export const MENSAJES_POS_DEFECTO: Record<ClaveMensajePos, string> = {
  exitoEnvioFE: 'FACTURA ELECTRÓNICA ENVIADA CORRECTAMENTE',
  exitoConversionFE: 'TICKET CONVERTIDO EN FACTURA ELECTRÓNICA',
  exitoNotaCredito: 'NOTA CRÉDITO GENERADA CORRECTAMENTE',
  errorEnvioFE: 'NO SE PUDO ENVIAR LA FACTURA ELECTRÓNICA',
  errorConversionFE: 'NO SE PUDO CONVERTIR EL TICKET EN FACTURA ELECTRÓNICA',
  errorNotaCredito: 'NO SE PUDO GENERAR LA NOTA CRÉDITO',
  errorConexionProveedor: 'SIN CONEXIÓN CON EL PROVEEDOR DE FACTURACIÓN ELECTRÓNICA',
  errorConexionInternet: 'SIN CONEXIÓN A INTERNET',
  contingenciaSurtidorFueraServicio: 'SURTIDOR FUERA DE SERVICIO: VENTA EN CONTINGENCIA',
  contingenciaPosFueraServicio: 'POS FUERA DE SERVICIO: VENTA EN CONTINGENCIA',
  impresionComprobante: 'IMPRIMIENDO COMPROBANTE',
  mensajeEstado5_7: 'FACTURA EN ESPERA DE RESPUESTA DE DIAN',
  mensajeEstado8_20: 'FACTURA RECHAZADA POR DIAN: COMUNÍQUESE CON EL ADMINISTRADOR',
  mensajeExtra1: '',
  mensajeExtra2: '',
};

export const ZMensajesPos = z.object(
  Object.fromEntries(CLAVES_MENSAJES_POS.map((c) => [c, z.string()])) as Record<ClaveMensajePos, z.ZodString>,
);
export type TMensajesPos = z.infer<typeof ZMensajesPos>;

/** POST parametrizacion/mensajes-pos: every message, each at most 200 characters (empty allowed). */
export const ZMensajesPosBody = z.object(
  Object.fromEntries(CLAVES_MENSAJES_POS.map((c) => [c, zTextoLibre(200)])) as Record<ClaveMensajePos, ReturnType<typeof zTextoLibre>>,
);
export type TMensajesPosBody = z.output<typeof ZMensajesPosBody>;
