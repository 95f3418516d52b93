import { z } from 'zod';
import { MENSAJES } from '../mensajes';
import { zListaQuery } from '../paginacion';
import { ZFilaCatalogo, zEmpresaCatalogo, zIdCatalogo, zNit, zTextoMayus, zTextoMayusOpcional } from './catalogo';

/**
 * Proveedores (SCREENS.md G12, `configuracion/gestion_proveedores`, module GESTION PROVEEDORES CONFIGURACION; and
 * `fidelizacion/gestion_proveedores`, module GESTION PROVEEDORES FIDELIZACION, PREMIOS only). CRUD(`proveedor`) and
 * CRUD(`proveedor-premio`) for the loyalty route. The NIT is unique in the business; purchase orders are e-mailed to
 * Correo*. A supplier serves the companies chosen (none = every company of the business).
 */
export const TIPOS_PERSONA = ['NATURAL', 'JURIDICA'] as const;
export const TIPOS_PROVEEDOR = ['COMBUSTIBLE', 'CANASTILLA', 'KIOSCO', 'SERVICIOS', 'PREMIOS'] as const;

const zId = z.coerce.number().int().positive().max(2_147_483_647);

export const ZProveedorForm = z.object({
  empresa_id: zEmpresaCatalogo,
  tipo_persona: z.enum(TIPOS_PERSONA, { error: MENSAJES.campoObligatorioCorto }),
  tipo_identificacion_id: z.coerce
    .number({ error: MENSAJES.campoObligatorioCorto })
    .int()
    .positive({ error: MENSAJES.campoObligatorioCorto })
    .max(2_147_483_647),
  nit: zNit,
  razon_social: zTextoMayus(120),
  nombre_comercial: zTextoMayusOpcional(120),
  correo: z
    .string({ error: MENSAJES.campoObligatorio })
    .trim()
    .min(1, { error: MENSAJES.campoObligatorio })
    .max(120, { error: MENSAJES.valorNoValido })
    .pipe(z.email({ error: MENSAJES.correoValido }))
    .transform((v) => v.toLowerCase()),
  telefono: z.preprocess(
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
  ),
  plazo_pago: z.coerce
    .number({ error: MENSAJES.valorNoValido })
    .int({ error: MENSAJES.valorNoValido })
    .min(0, { error: MENSAJES.entre(0, 365) })
    .max(365, { error: MENSAJES.entre(0, 365) })
    .default(0),
  tipo: z.enum(TIPOS_PROVEEDOR, { error: MENSAJES.campoObligatorioCorto }),
  empresas: z.array(zId).max(500).default([]),
});
export type TProveedorForm = z.input<typeof ZProveedorForm>;
export type TProveedorGuardar = z.output<typeof ZProveedorForm>;
export const ZProveedorEdicion = ZProveedorForm.extend({ id: zIdCatalogo });

/** A supplier as its lists show it: Código is its NIT and Descripción its razón social, as the catalogue kit lists. */
export const ZProveedor = ZFilaCatalogo.extend({
  tipo_persona: z.enum(TIPOS_PERSONA),
  tipo_identificacion_id: z.number().int().nullable(),
  nit: z.string(),
  razon_social: z.string(),
  nombre_comercial: z.string().nullable(),
  correo: z.string().nullable(),
  telefono: z.string().nullable(),
  plazo_pago: z.number().int(),
  tipo: z.enum(TIPOS_PROVEEDOR),
  empresas: z.array(z.number().int()),
});
export type TProveedor = z.infer<typeof ZProveedor>;

export const CAMPOS_ORDEN_PROVEEDOR = ['codigo', 'descripcion', 'estado', 'tipo', 'plazo_pago'] as const;
export const ZProveedoresQuery = zListaQuery(CAMPOS_ORDEN_PROVEEDOR).extend({ tipo: z.enum(TIPOS_PROVEEDOR).optional() });

export const MENSAJES_PROVEEDOR = {
  soloPremios: 'Los proveedores de premios son de tipo PREMIOS',
  tipoIdentificacion: 'El tipo de identificación no es válido',
} as const;
