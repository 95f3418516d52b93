import type { TSemaforo } from '@eds/contracts/monitoreo';
import type { NivelEstado } from '../../../components/estados/indicador-estado';

/** A device's light as a status dot's level. */
export const NIVEL_SEMAFORO: Record<TSemaforo, NivelEstado> = { VERDE: 'ok', AMARILLO: 'aviso', ROJO: 'error' };

/** The light's colour on the map (the theme's success, warning and error). */
export const COLOR_SEMAFORO: Record<TSemaforo, string> = { VERDE: '#2e7d32', AMARILLO: '#ed6c02', ROJO: '#d32f2f' };

const ORDEN: Record<TSemaforo, number> = { ROJO: 0, AMARILLO: 1, VERDE: 2 };

/** The worst of several lights (a station is as red as its worst device); green when there are none. */
export function peorSemaforo(luces: readonly TSemaforo[]): TSemaforo {
  return luces.reduce<TSemaforo>((peor, l) => (ORDEN[l] < ORDEN[peor] ? l : peor), 'VERDE');
}
