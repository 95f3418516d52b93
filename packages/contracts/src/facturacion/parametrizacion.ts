import { z } from 'zod';
import { MENSAJES } from '../mensajes';
import { zIdFila } from '../respuestas';
import { zIdCampo } from '../validaciones';

/**
 * The electronic-invoicing parameter tabs of `/app/acciones/facturacion-electronica` (module FACTURACION
 * ELECTRONICA) and the spec's lazo-lite `parametrizacion/...` calls behind them: annulment reasons, reference types
 * (DIAN's correction concepts of credit and debit notes), a station's fiscal responsibilities, resend times,
 * credit/debit note texts, whether electronic invoicing is mandatory at a station, and the FE and REMISION
 * parameters saved one call per station. Per-station values live in the G10 parameters (`parametros_valores`).
 */
export const MENSAJES_FE_PARAMETRIZACION = {
  creado: 'Registro creado correctamente',
  editado: 'Registro editado correctamente',
  guardado: 'Parámetros guardados correctamente',
  noExiste: 'El registro no existe',
  motivoSistema: 'Los motivos del sistema no se pueden modificar',
  tipoSistema: 'Los tipos de referencia de DIAN no se pueden modificar',
  descripcionRepetida: 'Ya existe un registro con esta descripción',
  codigoRepetido: 'Ya existe un registro con este código',
  soloNegocio: 'Solo los usuarios del negocio pueden cambiar los catálogos del negocio',
  noEsEstacion: 'La empresa seleccionada no es una estación',
  tipoNoCorresponde: 'El tipo de referencia no corresponde al tipo de nota',
  tipoInactivo: 'El tipo de referencia está inactivo',
  obligacionNoValida: 'La obligación fiscal no es válida',
  sinResolucionFe: 'La estación no tiene una resolución de facturación electrónica activa',
  sinResolucionRemision: 'La estación no tiene una resolución de remisión activa',
  fueraDeAlcance: 'La estación no pertenece a su alcance',
  algunasFallaron: 'No se guardaron los parámetros de algunas estaciones',
  plantillaNoExiste: 'La plantilla no existe',
  sinFactura: 'El movimiento no tiene factura electrónica',
  movimientoNoExiste: 'El movimiento no existe',
  pdfGenerado: 'PDF generado correctamente',
} as const;

const zDescripcion = (max: number) =>
  z
    .string({ error: MENSAJES.campoObligatorio })
    .trim()
    .min(1, { error: MENSAJES.campoObligatorio })
    .max(max, { error: MENSAJES.valorNoValido })
    .transform((v) => v.toUpperCase());

const zEstado = z.enum(['A', 'I'], { error: MENSAJES.campoObligatorioCorto });

/** An id in a body that means "create" when absent (the Regionales convention: no id = create). */
const zIdOpcional = z.preprocess((v) => (v === '' || v === null ? undefined : v), zIdCampo().optional());

// ---------------------------------------------------------------- states

/** GET parametrizacion/getEstadosFacturacion: the invoice states with how many invoices of the caller's scope hold each. */
export const ZEstadoFacturacion = z.object({ id: z.number().int(), descripcion: z.string(), facturas: z.number().int() });
export type TEstadoFacturacion = z.infer<typeof ZEstadoFacturacion>;

// ---------------------------------------------------------------- annulment reasons

export const ZMotivoAnulacionParam = z.object({
  id: zIdFila,
  descripcion: z.string(),
  estado: z.enum(['A', 'I']),
  /** System reasons (no business) every business offers; they are not edited. */
  sistema: z.boolean(),
});
export type TMotivoAnulacionParam = z.infer<typeof ZMotivoAnulacionParam>;

/** POST parametrizacion/motivos-anulacion: without id creates a reason of the business, with id edits it. */
export const ZMotivoAnulacionForm = z.object({ id: zIdOpcional, descripcion: zDescripcion(120), estado: zEstado.default('A') });
export type TMotivoAnulacionForm = z.input<typeof ZMotivoAnulacionForm>;
export type TMotivoAnulacionGuardar = z.output<typeof ZMotivoAnulacionForm>;

// ---------------------------------------------------------------- reference types

export const TIPOS_NOTA = ['CREDITO', 'DEBITO'] as const;
export type TipoNota = (typeof TIPOS_NOTA)[number];

export const ZTipoReferencia = z.object({
  id: zIdFila,
  tipo_nota: z.enum(TIPOS_NOTA),
  codigo: z.string(),
  descripcion: z.string(),
  estado: z.enum(['A', 'I']),
  sistema: z.boolean(),
});
export type TTipoReferencia = z.infer<typeof ZTipoReferencia>;

export const ZTipoReferenciaForm = z.object({
  id: zIdOpcional,
  tipo_nota: z.enum(TIPOS_NOTA, { error: MENSAJES.campoObligatorioCorto }),
  codigo: z
    .string({ error: MENSAJES.campoObligatorio })
    .trim()
    .min(1, { error: MENSAJES.campoObligatorio })
    .max(5, { error: MENSAJES.valorNoValido })
    .transform((v) => v.toUpperCase()),
  descripcion: zDescripcion(120),
  estado: zEstado.default('A'),
});
export type TTipoReferenciaForm = z.input<typeof ZTipoReferenciaForm>;
export type TTipoReferenciaGuardar = z.output<typeof ZTipoReferenciaForm>;

// ---------------------------------------------------------------- fiscal responsibilities

/** DIAN's fiscal responsibilities (Resolución 000042 de 2020, table 13.2.6.1). */
export const OBLIGACIONES_FISCALES = {
  'O-13': 'GRAN CONTRIBUYENTE',
  'O-15': 'AUTORRETENEDOR',
  'O-23': 'AGENTE DE RETENCIÓN IVA',
  'O-47': 'RÉGIMEN SIMPLE DE TRIBUTACIÓN',
  'R-99-PN': 'NO RESPONSABLE',
} as const;
export type CodigoObligacion = keyof typeof OBLIGACIONES_FISCALES;
export const CODIGOS_OBLIGACION = Object.keys(OBLIGACIONES_FISCALES) as CodigoObligacion[];

export const ZObligacionesFiscales = z.object({
  estacion_id: zIdFila,
  obligaciones: z.array(z.object({ codigo: z.string(), descripcion: z.string(), activa: z.boolean() })),
});
export type TObligacionesFiscales = z.infer<typeof ZObligacionesFiscales>;

/** POST parametrizacion/{id}/obligaciones-fiscales: the station's responsibilities (the whole list). */
export const ZObligacionesFiscalesBody = z.object({
  obligaciones: z
    .array(
      z.string().refine((c) => (CODIGOS_OBLIGACION as string[]).includes(c), { error: MENSAJES_FE_PARAMETRIZACION.obligacionNoValida }),
    )
    .min(1, { error: MENSAJES.campoObligatorioCorto })
    .max(CODIGOS_OBLIGACION.length),
});
export type TObligacionesFiscalesBody = z.input<typeof ZObligacionesFiscalesBody>;

// ---------------------------------------------------------------- times

/** GET parametrizacion/tiempo-reenvio-nota-credito and tiempo-reenvio-facturas-espera (?empresa_id=). */
export const ZTiempoReenvioQuery = z.object({ empresa_id: z.coerce.number().int().positive().max(2_147_483_647).optional() });
export const ZTiempoReenvio = z.object({
  empresa_id: zIdFila,
  minutos: z.number(),
  origen: z.enum(['GLOBAL', 'NEGOCIO', 'ESTACION', 'EQUIPO', 'DEFECTO']),
});
export type TTiempoReenvio = z.infer<typeof ZTiempoReenvio>;

export const ZTiempoReenvioBody = z.object({
  empresa_id: zIdCampo(MENSAJES.campoObligatorioCorto),
  minutos: z.coerce
    .number({ error: MENSAJES.debeSerNumero })
    .int({ error: MENSAJES.entre(1, 1440) })
    .min(1, { error: MENSAJES.entre(1, 1440) })
    .max(1440, { error: MENSAJES.entre(1, 1440) }),
});
export type TTiempoReenvioBody = z.input<typeof ZTiempoReenvioBody>;

// ---------------------------------------------------------------- credit/debit note texts

export const ZNotaFacturacion = z.object({
  id: zIdFila,
  tipo_nota: z.enum(TIPOS_NOTA),
  tipo_referencia_id: zIdFila,
  tipo_referencia: z.string(),
  descripcion: z.string(),
  estado: z.enum(['A', 'I']),
});
export type TNotaFacturacion = z.infer<typeof ZNotaFacturacion>;

/** POST parametrizacion/notas/facturacion (create) and parametrizacion/notas/facturacion/{id} (edit). */
export const ZNotaFacturacionForm = z.object({
  tipo_nota: z.enum(TIPOS_NOTA, { error: MENSAJES.campoObligatorioCorto }),
  tipo_referencia_id: zIdCampo(MENSAJES.campoObligatorioCorto),
  descripcion: z
    .string({ error: MENSAJES.campoObligatorio })
    .trim()
    .min(1, { error: MENSAJES.campoObligatorio })
    .max(500, { error: MENSAJES.valorNoValido }),
  estado: zEstado.default('A'),
});
export type TNotaFacturacionForm = z.input<typeof ZNotaFacturacionForm>;
export type TNotaFacturacionGuardar = z.output<typeof ZNotaFacturacionForm>;

// ---------------------------------------------------------------- mandatory FE

export const ZObligatoriedadFe = z.object({
  estacion_id: zIdFila,
  estacion: z.string(),
  obligatoria: z.boolean(),
  origen: z.enum(['GLOBAL', 'NEGOCIO', 'ESTACION', 'EQUIPO', 'DEFECTO']),
});
export type TObligatoriedadFe = z.infer<typeof ZObligatoriedadFe>;

/** GET parametrizacion/obligatoriedad-fe/{ids}: ids comma-separated (repeated ones answered once). */
export const ZIdsEstaciones = z
  .string()
  .max(2000)
  .regex(/^\d{1,10}(,\d{1,10})*$/, { error: MENSAJES.identificadorNoValido })
  .transform((v) => [...new Set(v.split(',').map(Number))])
  .refine((ids) => ids.length <= 200 && ids.every((n) => n > 0 && n <= 2_147_483_647), { error: MENSAJES.identificadorNoValido });

export const ZObligatoriedadFeBody = z.object({
  estaciones: z.array(zIdCampo()).min(1, { error: MENSAJES.campoObligatorioCorto }).max(200),
  obligatoria: z.boolean({ error: MENSAJES.campoObligatorioCorto }),
});
export type TObligatoriedadFeBody = z.input<typeof ZObligatoriedadFeBody>;

// ---------------------------------------------------------------- FE and REMISION parameters by station

export const TIPOS_PARAMETROS_ESTACION = ['FE', 'REMISION'] as const;
export type TipoParametrosEstacion = (typeof TIPOS_PARAMETROS_ESTACION)[number];

/** The G10 codes each group saves (BOOLEANO values travel as booleans, stored S/N). */
export const CODIGOS_PARAMETROS_FE = {
  activa: 'FE_FACTURACION_ACTIVA',
  correo_copia: 'FE_CORREO_COPIA',
  imprimir_qr: 'FE_IMPRIMIR_QR',
} as const;
export const CODIGOS_PARAMETROS_REMISION = {
  activa: 'REMISION_ACTIVA',
  dias_facturar: 'REMISION_DIAS_FACTURAR',
  agrupar_cliente: 'REMISION_AGRUPAR_CLIENTE',
} as const;

export const ZParametrosFe = z.object({
  activa: z.boolean(),
  correo_copia: z
    .string()
    .trim()
    .max(120, { error: MENSAJES.valorNoValido })
    .refine((v) => v === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), { error: MENSAJES.correoValido })
    .default(''),
  imprimir_qr: z.boolean(),
});
export type TParametrosFe = z.output<typeof ZParametrosFe>;

export const ZParametrosRemision = z.object({
  activa: z.boolean(),
  dias_facturar: z.coerce
    .number({ error: MENSAJES.debeSerNumero })
    .int({ error: MENSAJES.entre(1, 90) })
    .min(1, { error: MENSAJES.entre(1, 90) })
    .max(90, { error: MENSAJES.entre(1, 90) }),
  agrupar_cliente: z.boolean(),
});
export type TParametrosRemision = z.output<typeof ZParametrosRemision>;

const zEstacionesGuardar = z.array(zIdCampo()).min(1, { error: MENSAJES.campoObligatorioCorto }).max(200);

/** POST parametrizacion/save/parametros/FE: the web sends one station per call; each station saves on its own. */
export const ZGuardarParametrosFeBody = z.object({ estaciones: zEstacionesGuardar, parametros: ZParametrosFe });
export type TGuardarParametrosFeBody = z.input<typeof ZGuardarParametrosFeBody>;
export const ZGuardarParametrosRemisionBody = z.object({ estaciones: zEstacionesGuardar, parametros: ZParametrosRemision });
export type TGuardarParametrosRemisionBody = z.input<typeof ZGuardarParametrosRemisionBody>;

/** The answer: the stations saved, the ids of those that failed, and why each failed. */
export const ZResultadoParametrosEstacion = z.object({
  guardadas: z.array(zIdFila),
  fallidas: z.array(zIdFila),
  errores: z.array(z.object({ estacion_id: zIdFila, mensaje: z.string() })),
});
export type TResultadoParametrosEstacion = z.infer<typeof ZResultadoParametrosEstacion>;

/** GET parametrizacion/parametros-estacion/{tipo}/{id}: the effective FE or REMISION values of a station. */
export const ZParametrosEstacion = z.object({
  estacion_id: zIdFila,
  fe: ZParametrosFe,
  remision: ZParametrosRemision,
});
export type TParametrosEstacion = z.infer<typeof ZParametrosEstacion>;

// ---------------------------------------------------------------- pdf/download

export const PLANTILLAS_PDF = ['FACTURA_ELECTRONICA'] as const;

/** POST pdf/download (century): template, filename, dominio, the movement (a sale) and its station. */
export const ZPdfDownloadBody = z.object({
  template: z.enum(PLANTILLAS_PDF, { error: MENSAJES_FE_PARAMETRIZACION.plantillaNoExiste }),
  filename: z
    .string()
    .trim()
    .max(100, { error: MENSAJES.valorNoValido })
    .optional()
    .transform((v) => (v ?? '').replace(/\.pdf$/i, '').replace(/[^A-Za-z0-9_-]/g, '')),
  dominio: z.string().max(200).optional(),
  movimiento: z.object({ id: zIdCampo() }),
  empresas_id: zIdCampo(),
});
export type TPdfDownloadBody = z.input<typeof ZPdfDownloadBody>;

export const ZPdfDownload = z.object({ url: z.string(), filename: z.string() });
export type TPdfDownload = z.infer<typeof ZPdfDownload>;
