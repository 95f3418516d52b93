import { TIEMPOS } from '@eds/contracts/constantes';

/**
 * What every dashboard read shares: figures refresh every 10 minutes (spec §7 polling) while the
 * page is open, and a figure counts as fresh until the next refresh so moving between widgets
 * does not ask again.
 */
export const REFRESCO_DASHBOARD = {
  refetchInterval: TIEMPOS.sondeoMs,
  refetchIntervalInBackground: false,
  staleTime: TIEMPOS.sondeoMs,
} as const;

/** The stations a call reads: one station, or undefined for every station in the user's scope. */
export type Alcance = number | undefined;
