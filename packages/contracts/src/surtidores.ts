import { z } from 'zod';
import { MENSAJES } from './mensajes';
import { MENSAJES_OPERACION } from './mensajes-operacion';
import { ESTADOS_FILTRO, ZPaginacionQuery } from './paginacion';
import { ZEstadoActivo, zIdFila } from './respuestas';
import { COLUMNA, zDecimal, zEntero, zIdCampo } from './validaciones';

/** The islands, pumps and hoses screen's own calls (SCREENS.md G03 "New"): island list, A/I switches, single hoses. */

export const MENSAJES_SURTIDOR = {
  islaTurnoAbierto: MENSAJES_OPERACION.islaTurnoAbierto,
  mangueraProductoTanque: MENSAJES_OPERACION.mangueraProductoTanque,
  mangueraTanqueOtraEstacion: MENSAJES_OPERACION.mangueraTanqueOtraEstacion,
  mangueraRepetida: MENSAJES_OPERACION.mangueraRepetida,
  numeroSurtidorRepetido: MENSAJES_OPERACION.numeroSurtidorRepetido,
  islaNoExiste: MENSAJES_OPERACION.islaNoExisteSimple,
  surtidorNoExiste: MENSAJES_OPERACION.surtidorNoExiste,
  mangueraNoExiste: 'La manguera no existe',
  caraFueraDeRango: 'La cara no existe en el surtidor',
  mangueraConVentas: 'No se puede eliminar: el registro está en uso. Inactívelo.',
  eliminado: 'Registro eliminado correctamente',
} as const;

/** Pump protocols (entity 16 of the specification): the forecourt controller's dialects. */
export const PROTOCOLOS_SURTIDOR = ['GILBARCO', 'WAYNE', 'TOKHEIM', 'BENNETT', 'WAYNE DART', 'GILBARCO TWO WIRE', 'SEMPROMSA'] as const;

/** GET /api/surtidor/protocolos. */
export const ZProtocoloSurtidor = z.object({ id: zIdFila, entidad_id: z.literal(16), descripcion: z.string() });
export type TProtocoloSurtidor = z.infer<typeof ZProtocoloSurtidor>;

/** GET /api/isla/empresa/{id}: the islands of a station with how many pumps each holds. */
export const ZIslasQuery = ZPaginacionQuery.extend({ estado: z.enum(ESTADOS_FILTRO).default('T') });
export type TIslasQuery = z.infer<typeof ZIslasQuery>;
export const ZIslaFila = z.object({
  id: zIdFila,
  empresa_id: zIdFila,
  codigo: z.string(),
  descripcion: z.string(),
  estado: ZEstadoActivo,
  surtidores: z.number().int(),
  turno_abierto: z.boolean(),
});
export type TIslaFila = z.infer<typeof ZIslaFila>;

const id = zIdCampo(MENSAJES.campoObligatorioCorto);

/** POST /api/manguera and PUT /api/manguera: one hose of a pump (the pump gives its station and island). */
export const ZMangueraForm = z.object({
  surtidor_id: id,
  numero: zEntero({ minimo: 'positivo' }),
  cara: z.coerce.number({ error: MENSAJES.campoObligatorioCorto }).int().min(1).max(2),
  producto_id: id,
  bodega_id: id,
  lectura_inicial: zDecimal(COLUMNA.totalizador),
});
export type TMangueraForm = z.infer<typeof ZMangueraForm>;
export const ZMangueraEdicion = ZMangueraForm.extend({ id });

/** GET /api/manguera/{id}: one hose as its form edits it. */
export const ZManguera = z.object({
  id: zIdFila,
  surtidor_id: zIdFila,
  numero: z.number().int(),
  cara: z.number().int(),
  producto_id: zIdFila,
  bodega_id: zIdFila,
  lectura_inicial: z.number(),
  estado: ZEstadoActivo,
});
export type TManguera = z.infer<typeof ZManguera>;
