import { z } from 'zod';
import { MENSAJES } from '../mensajes';
import { zListaQuery } from '../paginacion';
import { ZEstadoRegistro } from './catalogo';

/**
 * Parameters (SCREENS.md G10): definitions (the platform operator only, decision 059) and values by level, read with inheritance
 * GLOBAL → NEGOCIO → ESTACION → EQUIPO. Routes `configuracion/globales` (module GLOBALES), `configuracion/parametros`
 * (PARAMETROS) and `configuracion/configuracion_ventas` (CONFIGURACION VENTAS, the VENTAS group of definitions).
 */
export const MENSAJES_PARAMETRO = {
  soloPlataforma: 'Solo el operador de la plataforma gestiona las definiciones y los valores globales',
  soloNegocio: 'Solo los usuarios del negocio pueden cambiar los valores del negocio',
  codigoFormato: 'El código solo admite letras mayúsculas, números y guion bajo (2 a 50 caracteres)',
  codigoRepetido: 'Ya existe un parámetro con este código',
  minimoMayorMaximo: 'El mínimo no puede ser mayor que el máximo',
  opcionesRequeridas: 'Una lista necesita al menos una opción',
  nivelesRequeridos: 'Seleccione al menos un nivel',
  nivelNoPermitido: (nivel: string) => `Este parámetro no admite valores en el nivel ${nivel}`,
  valorObligatorio: 'El valor es obligatorio',
  valorNumero: 'El valor debe ser un número',
  valorMinimo: (min: string) => `El valor debe ser mayor o igual a ${min}`,
  valorMaximo: (max: string) => `El valor debe ser menor o igual a ${max}`,
  valorRango: (min: string, max: string) => `El valor debe estar entre ${min} y ${max}`,
  valorBooleano: 'El valor debe ser S (sí) o N (no)',
  valorLista: (opciones: string) => `El valor debe ser una de las opciones: ${opciones}`,
  valorHora: 'La hora debe tener el formato HH:mm (00:00 a 23:59)',
  valorLargo: 'El valor admite como máximo 200 caracteres',
  defectoInvalido: (detalle: string) => `Valor por defecto no válido: ${detalle}`,
  empresaNoEstacion: 'Los valores por estación solo se asignan a estaciones',
  empresaNoNegocio: 'Los valores del negocio se asignan a la empresa raíz del negocio',
  valorGuardado: 'Valor guardado correctamente',
  valorRestablecido: 'Valor restablecido: la estación hereda el valor del nivel superior',
  sinValorPropio: 'No hay un valor propio que restablecer',
  definicionInactiva: 'El parámetro está inactivo',
} as const;

export const TIPOS_PARAMETRO = ['NUMERO', 'TEXTO', 'BOOLEANO', 'LISTA', 'HORA'] as const;
export type TipoParametro = (typeof TIPOS_PARAMETRO)[number];
export const NIVELES_PARAMETRO = ['GLOBAL', 'NEGOCIO', 'ESTACION', 'EQUIPO'] as const;
export type NivelParametro = (typeof NIVELES_PARAMETRO)[number];
export const GRUPOS_PARAMETRO = ['GENERAL', 'VENTAS', 'FACTURACION'] as const;
export type GrupoParametro = (typeof GRUPOS_PARAMETRO)[number];
/** Where an effective value comes from: a level, or the definition's default. */
export const ORIGENES_PARAMETRO = [...NIVELES_PARAMETRO, 'DEFECTO'] as const;

/** What a value is checked against: the definition's type, bounds and choices. */
export interface ReglaParametro {
  tipo: TipoParametro;
  minimo: number | null;
  maximo: number | null;
  opciones: readonly string[];
}

const HORA = /^([01]\d|2[0-3]):[0-5]\d$/;
const NUMERO = /^-?\d+(\.\d+)?$/;

/** The Spanish message of a value that the definition refuses, or null when it is valid. Server and form share it. */
export function errorValorParametro(regla: ReglaParametro, valor: string): string | null {
  const v = valor.trim();
  if (v === '') return MENSAJES_PARAMETRO.valorObligatorio;
  if (v.length > 200) return MENSAJES_PARAMETRO.valorLargo;
  switch (regla.tipo) {
    case 'NUMERO': {
      if (!NUMERO.test(v)) return MENSAJES_PARAMETRO.valorNumero;
      const n = Number(v);
      const { minimo: min, maximo: max } = regla;
      if ((min !== null && n < min) || (max !== null && n > max)) {
        if (min !== null && max !== null) return MENSAJES_PARAMETRO.valorRango(String(min), String(max));
        return min !== null ? MENSAJES_PARAMETRO.valorMinimo(String(min)) : MENSAJES_PARAMETRO.valorMaximo(String(max));
      }
      return null;
    }
    case 'BOOLEANO':
      return v === 'S' || v === 'N' ? null : MENSAJES_PARAMETRO.valorBooleano;
    case 'LISTA':
      return regla.opciones.includes(v) ? null : MENSAJES_PARAMETRO.valorLista(regla.opciones.join(', '));
    case 'HORA':
      return HORA.test(v) ? null : MENSAJES_PARAMETRO.valorHora;
    default:
      return null;
  }
}

const zNumeroOpcional = z.preprocess(
  (v) => (v === '' || v === undefined ? null : v),
  z.coerce.number({ error: MENSAJES.debeSerNumero }).min(-1e12).max(1e12).nullable(),
);

/** Definición: Código* (UNQ), Descripción*, Tipo*, Mín, Máx, Opciones (LISTA), Defecto*, Niveles*, Grupo. */
export const ZParametroDefinicionForm = z
  .object({
    codigo: z
      .string({ error: MENSAJES.campoObligatorio })
      .trim()
      .min(1, { error: MENSAJES.campoObligatorio })
      .transform((v) => v.toUpperCase())
      .pipe(z.string().regex(/^[A-Z0-9_]{2,50}$/, { error: MENSAJES_PARAMETRO.codigoFormato })),
    descripcion: z
      .string({ error: MENSAJES.campoObligatorio })
      .trim()
      .min(1, { error: MENSAJES.campoObligatorio })
      .max(120, { error: MENSAJES.valorNoValido })
      .transform((v) => v.toUpperCase()),
    tipo: z.enum(TIPOS_PARAMETRO, { error: MENSAJES.campoObligatorioCorto }),
    minimo: zNumeroOpcional,
    maximo: zNumeroOpcional,
    /** A list's choices; the form sends them as one text separated by commas. */
    opciones: z.preprocess(
      (v) =>
        typeof v === 'string'
          ? v
              .split(',')
              .map((x) => x.trim().toUpperCase())
              .filter(Boolean)
          : (v ?? []),
      z.array(z.string().trim().min(1).max(50)).max(50),
    ),
    defecto: z.string({ error: MENSAJES.campoObligatorio }).trim().min(1, { error: MENSAJES.campoObligatorio }).max(200),
    niveles: z.array(z.enum(NIVELES_PARAMETRO)).min(1, { error: MENSAJES_PARAMETRO.nivelesRequeridos }),
    grupo: z.enum(GRUPOS_PARAMETRO).default('GENERAL'),
  })
  .superRefine((d, ctx) => {
    const numerico = d.tipo === 'NUMERO';
    if (numerico && d.minimo !== null && d.maximo !== null && d.minimo > d.maximo) {
      ctx.addIssue({ code: 'custom', path: ['maximo'], message: MENSAJES_PARAMETRO.minimoMayorMaximo });
      return;
    }
    if (d.tipo === 'LISTA' && d.opciones.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['opciones'], message: MENSAJES_PARAMETRO.opcionesRequeridas });
      return;
    }
    const regla = { tipo: d.tipo, minimo: numerico ? d.minimo : null, maximo: numerico ? d.maximo : null, opciones: d.opciones };
    const error = errorValorParametro(regla, d.defecto);
    if (error) ctx.addIssue({ code: 'custom', path: ['defecto'], message: MENSAJES_PARAMETRO.defectoInvalido(error) });
  });
export type TParametroDefinicionForm = z.input<typeof ZParametroDefinicionForm>;
export type TParametroDefinicionGuardar = z.output<typeof ZParametroDefinicionForm>;

export const ZParametroDefinicionEdicion = ZParametroDefinicionForm.and(
  z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
);
export type TParametroDefinicionEdicion = z.output<typeof ZParametroDefinicionEdicion>;

export const ZParametroDefinicion = z.object({
  id: z.number().int(),
  codigo: z.string(),
  descripcion: z.string(),
  tipo: z.enum(TIPOS_PARAMETRO),
  minimo: z.number().nullable(),
  maximo: z.number().nullable(),
  opciones: z.array(z.string()),
  defecto: z.string(),
  niveles: z.array(z.enum(NIVELES_PARAMETRO)),
  grupo: z.enum(GRUPOS_PARAMETRO),
  estado: ZEstadoRegistro,
  /** How many values are stored for it (a definition with values is inactivated, never deleted). */
  valores: z.number().int(),
});
export type TParametroDefinicion = z.infer<typeof ZParametroDefinicion>;

export const CAMPOS_ORDEN_PARAMETRO = ['codigo', 'descripcion', 'tipo', 'grupo', 'estado'] as const;
export const ZParametrosDefinicionQuery = zListaQuery(CAMPOS_ORDEN_PARAMETRO).extend({
  grupo: z.enum(GRUPOS_PARAMETRO).optional(),
});
export type TParametrosDefinicionQuery = z.input<typeof ZParametrosDefinicionQuery>;

/** One definition with its values for a company: the global, its business's, its own and the effective one. */
export const ZParametroValorEmpresa = z.object({
  definicion_id: z.number().int(),
  codigo: z.string(),
  descripcion: z.string(),
  tipo: z.enum(TIPOS_PARAMETRO),
  minimo: z.number().nullable(),
  maximo: z.number().nullable(),
  opciones: z.array(z.string()),
  defecto: z.string(),
  niveles: z.array(z.enum(NIVELES_PARAMETRO)),
  grupo: z.enum(GRUPOS_PARAMETRO),
  valor_global: z.string().nullable(),
  valor_negocio: z.string().nullable(),
  /** The company's own value (ESTACION level); null when it inherits. */
  valor_estacion: z.string().nullable(),
  valor_efectivo: z.string(),
  /** `Heredado de`: the level the effective value comes from. */
  origen: z.enum(ORIGENES_PARAMETRO),
});
export type TParametroValorEmpresa = z.infer<typeof ZParametroValorEmpresa>;

/**
 * `GET parametro/valores/equipo/{id}` (SCREENS.md G05, Asignación de parámetros a equipos): one definition with the
 * values that reach a device, its own (EQUIPO level) and the effective one with its origin.
 */
export const ZParametroValorEquipo = ZParametroValorEmpresa.extend({
  equipo_id: z.number().int(),
  /** The station the device belongs to. */
  empresa_id: z.number().int(),
  /** The device's own value (EQUIPO level); null when it inherits. */
  valor_equipo: z.string().nullable(),
});
export type TParametroValorEquipo = z.infer<typeof ZParametroValorEquipo>;

/** Parameters read for a device: all active definitions, or (`solo_equipo=S`) those that admit a device's value. */
export const ZParametroValoresEquipoQuery = z.object({ solo_equipo: z.enum(['S', 'N']).default('N') });

export const ZParametroValoresQuery = z.object({
  grupo: z.enum(GRUPOS_PARAMETRO).optional(),
  buscar: z.string().trim().max(100).optional(),
});

const zIdEntero = z.coerce.number().int().positive().max(2_147_483_647);
const zIdNulo = z.preprocess((v) => (v === '' || v === undefined ? null : v), zIdEntero.nullable());

/**
 * A value at one level. GLOBAL: no company. NEGOCIO: the business root company. ESTACION: the station. EQUIPO: the
 * device (`equipo_id`) of the station `empresa_id`.
 */
export const ZParametroValorClave = z.object({
  definicion_id: zIdEntero,
  nivel: z.enum(NIVELES_PARAMETRO),
  empresa_id: zIdNulo.default(null),
  equipo_id: zIdNulo.default(null),
});
export type TParametroValorClave = z.output<typeof ZParametroValorClave>;

export const ZParametroValorGuardar = ZParametroValorClave.extend({
  valor: z.string({ error: MENSAJES_PARAMETRO.valorObligatorio }).trim().max(200, { error: MENSAJES_PARAMETRO.valorLargo }),
});
export type TParametroValorGuardar = z.output<typeof ZParametroValorGuardar>;

/** `GET parametrizacion/parametros/{id}`: the effective parameters of a station. */
export const ZParametroEfectivo = z.object({
  codigo: z.string(),
  descripcion: z.string(),
  tipo: z.enum(TIPOS_PARAMETRO),
  valor: z.string(),
  origen: z.enum(ORIGENES_PARAMETRO),
});

/** `GET parametrizacion/getTipoNegocio`. */
export const ZTipoNegocioParametro = z.object({ codigo: z.string(), descripcion: z.string() });

/** `GET`/`POST parametrizacion/tiempo-maximo-datos-cliente` (minutes; stored as TIEMPO_MAXIMO_DATOS_CLIENTE). */
export const ZTiempoMaximoQuery = z.object({ empresa_id: zIdEntero.optional() });
export const ZTiempoMaximo = z.object({ empresa_id: z.number().int(), tiempo_maximo: z.number(), origen: z.enum(ORIGENES_PARAMETRO) });
export const ZTiempoMaximoGuardar = z.object({
  empresa_id: zIdEntero,
  tiempo_maximo: z.coerce.number({ error: MENSAJES.debeSerNumero }),
});
