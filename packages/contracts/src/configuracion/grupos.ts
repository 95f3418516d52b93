import { z } from 'zod';
import { MENSAJES } from '../mensajes';
import { zListaQuery } from '../paginacion';
import { zIdFila } from '../respuestas';
import { ZEstadoRegistro, conIdCatalogo, zEmpresaCatalogo, zIdCatalogo, zTextoMayus } from './catalogo';

/**
 * Groups (SCREENS.md G09, `configuracion/grupos`, module GRUPOS): a typed set of a business's records used for
 * targeting and filters. Tipo* (PRODUCTOS, ESTACIONES, CLIENTES, EMPLEADOS), Nombre* (unique per type), Miembros.
 */
export const TIPOS_GRUPO = ['PRODUCTOS', 'ESTACIONES', 'CLIENTES', 'EMPLEADOS'] as const;
export type TTipoGrupo = (typeof TIPOS_GRUPO)[number];

export const MENSAJES_GRUPO = {
  nombreRepetido: 'Ya existe un grupo de este tipo con este nombre',
  miembroNoValido: 'Uno de los miembros no existe o no pertenece a su alcance',
  tipoNoCambia: 'El tipo de un grupo con miembros no se puede cambiar',
} as const;

export const ZGrupoForm = z.object({
  empresa_id: zEmpresaCatalogo,
  tipo: z.enum(TIPOS_GRUPO, { error: MENSAJES.campoObligatorioCorto }),
  nombre: zTextoMayus(60),
  miembros: z.array(zIdCatalogo).max(2000).default([]),
});
export type TGrupoForm = z.input<typeof ZGrupoForm>;
export type TGrupoGuardar = z.output<typeof ZGrupoForm>;

export const ZGrupoEdicion = conIdCatalogo(ZGrupoForm);
export type TGrupoEdicion = z.output<typeof ZGrupoEdicion>;

export const ZGrupo = z.object({
  id: zIdFila,
  empresa_id: zIdFila,
  empresa: z.string(),
  tipo: z.enum(TIPOS_GRUPO),
  nombre: z.string(),
  miembros: z.array(z.number().int()),
  total_miembros: z.number().int(),
  estado: ZEstadoRegistro,
});
export type TGrupo = z.infer<typeof ZGrupo>;

export const CAMPOS_ORDEN_GRUPO = ['tipo', 'nombre', 'total_miembros', 'estado'] as const;
export const ZGruposQuery = zListaQuery(CAMPOS_ORDEN_GRUPO).extend({ tipo: z.enum(TIPOS_GRUPO).optional() });
export type TGruposQuery = z.input<typeof ZGruposQuery>;

/** `grupo/select/v2/{tipo}/{id}`: the active groups of a type, with their members. */
export const ZGrupoOpcion = z.object({ id: zIdFila, nombre: z.string(), miembros: z.array(z.number().int()) });
export type TGrupoOpcion = z.infer<typeof ZGrupoOpcion>;

/** A record a group of the type may hold (the members picker). */
export const ZCandidatoGrupo = z.object({ id: zIdFila, descripcion: z.string() });
export type TCandidatoGrupo = z.infer<typeof ZCandidatoGrupo>;
