import { z } from 'zod';
import { MENSAJES } from '../mensajes';

/**
 * What every simple catalogue of SCREENS.md G11 shares: Código* (UNQ, LEN ≤10), Descripción* (LEN ≤30) and Estado.
 * Text is trimmed and upper-cased as the screens save it; the same schema checks the form and the server.
 */
export const MENSAJES_CATALOGO = {
  creado: 'Registro creado correctamente',
  editado: 'Registro editado correctamente',
  activado: 'REGISTRO ACTIVADO CORRECTAMENTE',
  inactivado: 'REGISTRO INACTIVADO CORRECTAMENTE',
  eliminado: 'Registro eliminado correctamente',
  codigoRepetido: 'Ya existe un registro con este código',
  enUso: 'No se puede eliminar: el registro está en uso. Inactívelo.',
  noExiste: 'El registro no existe',
  deSistema: 'Los registros del sistema no se pueden modificar',
  confirmarActivar: '¿Está seguro de activar este registro?',
  confirmarInactivar: '¿Está seguro de inactivar este registro?',
} as const;

/** Trimmed, upper-cased, required text of at most `max` characters. */
export const zTextoMayus = (max: number) =>
  z
    .string({ error: MENSAJES.campoObligatorio })
    .trim()
    .min(1, { error: MENSAJES.campoObligatorio })
    .max(max, { error: MENSAJES.valorNoValido })
    .transform((v) => v.toUpperCase());

export const ZEstadoRegistro = z.enum(['A', 'I']);
export type TEstadoRegistro = z.infer<typeof ZEstadoRegistro>;

export const zCodigoCatalogo = zTextoMayus(10);
export const zDescripcionCatalogo = zTextoMayus(30);

/** The company whose business owns the record: checked against the user's scope. */
export const zEmpresaCatalogo = z.coerce
  .number({ error: MENSAJES.campoObligatorioCorto })
  .int()
  .positive({ error: MENSAJES.campoObligatorioCorto })
  .max(2_147_483_647);

/** A record's id in an edition body. */
export const zIdCatalogo = z.coerce.number().int().positive().max(2_147_483_647);

/** An optional reference to another record: empty stays null. */
export const zIdOpcional = z.preprocess(
  (v) => (v === '' || v === undefined ? null : v),
  z.coerce.number().int().positive().max(2_147_483_647).nullable(),
);

/** Trimmed, upper-cased optional text of at most `max` characters; empty is null. */
export const zTextoMayusOpcional = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    z
      .string()
      .trim()
      .max(max, { error: MENSAJES.valorNoValido })
      .transform((v) => v.toUpperCase())
      .nullable()
      .optional()
      .transform((v) => v ?? null),
  );

/** The form every G11 catalogue starts from: Empresa (scope), Código* (UNQ, LEN ≤10), Descripción* (LEN ≤30). */
export const ZCatalogoForm = z.object({
  empresa_id: zEmpresaCatalogo,
  codigo: zCodigoCatalogo,
  descripcion: zDescripcionCatalogo,
});

/** The edition body of a catalogue: its form and the record's id. */
export const conIdCatalogo = <T extends z.ZodRawShape>(form: z.ZodObject<T>) => form.extend({ id: zIdCatalogo });

/** The row every G11 catalogue lists: its own columns are added on top. */
export const ZFilaCatalogo = z.object({
  id: z.number().int(),
  codigo: z.string(),
  descripcion: z.string(),
  estado: ZEstadoRegistro,
  /** Other records use it: it cannot be deleted (inactivate it instead). */
  en_uso: z.boolean(),
  /** A system record (shared by every business): shown, never edited. */
  sistema: z.boolean(),
});
export type TFilaCatalogo = z.infer<typeof ZFilaCatalogo>;

/** The columns every catalogue list sorts by. */
export const CAMPOS_ORDEN_CATALOGO = ['codigo', 'descripcion', 'estado'] as const;

/** A catalogue record for selectors: active ones only. */
export const ZOpcionCatalogo = z.object({ id: z.number().int(), codigo: z.string(), descripcion: z.string() });
export type TOpcionCatalogo = z.infer<typeof ZOpcionCatalogo>;

export const MENSAJES_NIT = {
  digitoVerificacion: 'El dígito de verificación no corresponde',
  nitNoValido: 'NIT no válido: de 5 a 15 dígitos y, si lo lleva, el dígito de verificación tras un guion',
} as const;

const PESOS_NIT = [3, 7, 13, 17, 19, 23, 29, 37, 41, 43, 47, 53, 59, 67, 71];

/** DIAN's modulus-11 check digit of a NIT's digits. */
export function digitoVerificacionNit(nit: string): number {
  const digitos = [...nit].reverse();
  const suma = digitos.reduce((s, d, i) => s + Number(d) * PESOS_NIT[i], 0);
  const r = suma % 11;
  return r > 1 ? 11 - r : r;
}

/** NIT*: 5–15 digits, optionally '-DV'; a DV that does not match is refused (validator NIT). */
export const zNit = z
  .string({ error: MENSAJES.campoObligatorio })
  .trim()
  .min(1, { error: MENSAJES.campoObligatorio })
  .transform((v) => v.replace(/[.\s]/g, ''))
  .pipe(
    z
      .string()
      .regex(/^\d{5,15}(-\d)?$/, { error: MENSAJES_NIT.nitNoValido })
      .refine(
        (v) => {
          const [numero, dv] = v.split('-');
          return dv === undefined || digitoVerificacionNit(numero) === Number(dv);
        },
        { error: MENSAJES_NIT.digitoVerificacion },
      ),
  );
