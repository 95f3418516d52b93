import { z } from 'zod';
import { EVENTO_COMANDO_ESTADO, EVENTO_EQUIPO_ESTADO } from '@eds/contracts/monitoreo';
import { MODULO, type NombreModulo } from '@eds/contracts/modulos';
import { tieneLetra, type AccesoSesion } from '../sesion/contexto';

/**
 * Data events for live screens (e.g. the closing-day monitor), apart from the user-facing 'message' notifications:
 * written with pg_notify on this channel (by triggers, in the writing transaction) as
 * `{ empresa, evento, datos }` and forwarded by every API instance to the sockets whose scope holds `empresa`, as the
 * frame `{ event: evento, data: datos }`.
 */
export const CANAL_EVENTOS = 'eds_eventos';

export const ZEventoSocket = z.object({
  empresa: z.number().int().positive(),
  evento: z.string().regex(/^[a-z][a-z0-9-]{0,40}$/),
  datos: z.record(z.string(), z.unknown()),
});
export type TEventoSocket = z.infer<typeof ZEventoSocket>;

/**
 * The modules whose data each event carries (docs/decisions/063): a socket receives an event only when its session
 * holds R on one of them (and its scope holds the company). An event missing here reaches no socket.
 */
export const MODULOS_DE_EVENTO: Readonly<Record<string, readonly NombreModulo[]>> = {
  'monitor-sap': [MODULO.SAP_INTEGRACIONES, MODULO.CONCILIACIÓN_PDV],
  [EVENTO_EQUIPO_ESTADO]: [MODULO.MONITOREO, MODULO.CENTRO_CONTROL, MODULO.CENTRO_CONTROL_MASTER],
  [EVENTO_COMANDO_ESTADO]: [MODULO.CENTRO_CONTROL, MODULO.CENTRO_CONTROL_MASTER, MODULO.MONITOREO],
};

/** Whether a session may receive an event: R on a module of the event and the company in its scope. */
export function recibeEvento(sesion: AccesoSesion, evento: TEventoSocket): boolean {
  if (!sesion.empresas.has(evento.empresa)) return false;
  const modulos = MODULOS_DE_EVENTO[evento.evento] ?? [];
  return modulos.some((m) => tieneLetra(sesion.modulosPorNombre.get(m), 'R'));
}
