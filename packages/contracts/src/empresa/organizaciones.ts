import { z } from 'zod';
import { MENSAJES } from '../mensajes';
import { zListaQuery } from '../paginacion';
import { ZEstadoRegistro, zTextoMayus } from '../configuracion/catalogo';
import { zIdCampo } from '../validaciones';

/**
 * Organizaciones (SCREENS.md G01, `empresa/organizaciones`; **DC** the top of the chain Organización → Regional →
 * Negocio → Empresa): Nombre*, Código* (LEN ≤10, UNQ in the business), País*. Served by the accounting-integration
 * service beside its listing (`SI:v1/organization/…`).
 */
export const MENSAJES_ORGANIZACION = {
  soloNegocio: 'Solo los usuarios del negocio pueden gestionar las organizaciones',
  organizacionNoExiste: 'La organización no existe',
} as const;

export const ZOrganizacionForm = z.object({
  nombre: zTextoMayus(100),
  codigo: zTextoMayus(10),
  pais_id: zIdCampo(MENSAJES.campoObligatorioCorto),
});
export type TOrganizacionForm = z.input<typeof ZOrganizacionForm>;
export type TOrganizacionGuardar = z.output<typeof ZOrganizacionForm>;

export const ZOrganizacionEdicion = ZOrganizacionForm.extend({ id: zIdCampo() });
export type TOrganizacionEdicion = z.output<typeof ZOrganizacionEdicion>;

/** One organization as the screen reads it (GET v1/organization/{id} and the screen's list). */
export const ZOrganizacionFila = z.object({
  id: z.number().int(),
  nombre: z.string(),
  codigo: z.string(),
  pais_id: z.number().int().nullable(),
  pais: z.string().nullable(),
  estado: ZEstadoRegistro,
});
export type TOrganizacionFila = z.infer<typeof ZOrganizacionFila>;

export const CAMPOS_ORDEN_ORGANIZACION = ['codigo', 'nombre', 'pais', 'estado'] as const;
export const ZOrganizacionesQuery = zListaQuery(CAMPOS_ORDEN_ORGANIZACION);
