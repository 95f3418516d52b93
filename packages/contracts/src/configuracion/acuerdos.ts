import { z } from 'zod';
import { MENSAJES } from '../mensajes';
import { zListaQuery } from '../paginacion';
import { zDinero, zFecha } from '../validaciones';
import { zEmpresaCatalogo, zIdCatalogo, zTextoMayus, zTextoMayusOpcional } from './catalogo';

/**
 * Acuerdos comerciales (SCREENS.md G12, `configuracion/gestion_acuerdos`, module GESTION ACUERDOS; the
 * specification's `contrato/*`): a supplier's agreed costs for products at stations over a validity. States:
 * BORRADOR → VIGENTE (letter A) → VENCIDO (its end date passed, or closed by hand), or CANCELADO. Only a draft is
 * edited or deleted. At most one agreement in force per supplier, product and station.
 */
export const ESTADOS_ACUERDO = ['BORRADOR', 'VIGENTE', 'VENCIDO', 'CANCELADO'] as const;
export type TEstadoAcuerdo = (typeof ESTADOS_ACUERDO)[number];

export const MENSAJES_ACUERDO = {
  vigenteRepetido: 'Ya existe un acuerdo vigente para este producto',
  fechas: 'La fecha final debe ser mayor o igual a la fecha inicial',
  soloBorrador: 'Solo se modifica o elimina un acuerdo en borrador',
  transicion: 'El acuerdo no puede pasar a ese estado',
  numeroRepetido: 'Ya existe un acuerdo con este número',
  productoRepetido: 'El producto está repetido en el acuerdo',
  productoNoValido: 'El producto no es válido',
  proveedorNoValido: 'El proveedor no es válido o está inactivo',
  descuento: 'El valor ingresado debe estar entre 0 y 100',
  activado: 'Acuerdo vigente',
  estadoCambiado: 'Estado del acuerdo actualizado',
} as const;

const zIdReq = z.coerce
  .number({ error: MENSAJES.campoObligatorioCorto })
  .int()
  .positive({ error: MENSAJES.campoObligatorioCorto })
  .max(2_147_483_647);

export const ZLineaAcuerdo = z.object({
  producto_id: zIdReq,
  costo: zDinero(),
  descuento: z.coerce
    .number({ error: MENSAJES_ACUERDO.descuento })
    .min(0, { error: MENSAJES_ACUERDO.descuento })
    .max(100, { error: MENSAJES_ACUERDO.descuento })
    .default(0),
});

export const ZAcuerdoForm = z
  .object({
    empresa_id: zEmpresaCatalogo,
    proveedor_id: zIdReq,
    numero: zTextoMayus(20),
    fecha_inicio: zFecha(MENSAJES.campoObligatorio),
    fecha_fin: zFecha(MENSAJES.campoObligatorio),
    estaciones: z.array(zIdReq, { error: MENSAJES.campoObligatorioCorto }).min(1, { error: MENSAJES.campoObligatorioCorto }).max(500),
    lineas: z.array(ZLineaAcuerdo, { error: MENSAJES.campoObligatorioCorto }).min(1, { error: MENSAJES.campoObligatorioCorto }).max(500),
    observaciones: zTextoMayusOpcional(500),
  })
  .refine((d) => d.fecha_fin >= d.fecha_inicio, { error: MENSAJES_ACUERDO.fechas, path: ['fecha_fin'] })
  .refine((d) => new Set(d.lineas.map((l) => l.producto_id)).size === d.lineas.length, {
    error: MENSAJES_ACUERDO.productoRepetido,
    path: ['lineas'],
  });
export type TAcuerdoForm = z.input<typeof ZAcuerdoForm>;
export type TAcuerdoGuardar = z.output<typeof ZAcuerdoForm>;
export const ZAcuerdoEdicion = ZAcuerdoForm.safeExtend({ id: zIdCatalogo });
export type TAcuerdoEdicion = z.output<typeof ZAcuerdoEdicion>;

/** An agreement in a list. `estado` reads VENCIDO once the end date of one in force has passed. */
export const ZAcuerdo = z.object({
  id: z.number().int(),
  numero: z.string(),
  proveedor_id: z.number().int(),
  proveedor: z.string(),
  fecha_inicio: z.string(),
  fecha_fin: z.string(),
  estado: z.enum(ESTADOS_ACUERDO),
  estaciones: z.array(z.number().int()),
  productos: z.number().int(),
});
export type TAcuerdo = z.infer<typeof ZAcuerdo>;

export const ZLineaAcuerdoLeida = z.object({
  producto_id: z.number().int(),
  codigo: z.string(),
  descripcion: z.string(),
  costo: z.number(),
  descuento: z.number(),
});
export const ZAcuerdoDetalle = ZAcuerdo.extend({ observaciones: z.string().nullable(), lineas: z.array(ZLineaAcuerdoLeida) });
export type TAcuerdoDetalle = z.infer<typeof ZAcuerdoDetalle>;

export const CAMPOS_ORDEN_ACUERDO = ['numero', 'proveedor', 'fecha_inicio', 'fecha_fin', 'estado'] as const;
/**
 * The list's query. The lists' Estado filter reads: A (Activos) = BORRADOR or VIGENTE, I (Inactivos) = VENCIDO or
 * CANCELADO, T = all; `estado_acuerdo` asks for one state.
 */
export const ZAcuerdosQuery = zListaQuery(CAMPOS_ORDEN_ACUERDO).extend({
  estado_acuerdo: z.enum(ESTADOS_ACUERDO).optional(),
  proveedor_id: z.coerce.number().int().positive().optional(),
});

/** PUT contrato/{id}/estado. */
export const ZEstadoAcuerdoCuerpo = z.object({ estado: z.enum(ESTADOS_ACUERDO, { error: MENSAJES.campoObligatorioCorto }) });

/** A product line in force (contrato/get-contratoProducto-proveedor): what purchase orders take their cost from. */
export const ZProductoAcordado = ZLineaAcuerdoLeida.extend({
  contrato_id: z.number().int(),
  numero: z.string(),
  empresa_id: z.number().int(),
  fecha_fin: z.string(),
});
export type TProductoAcordado = z.infer<typeof ZProductoAcordado>;
