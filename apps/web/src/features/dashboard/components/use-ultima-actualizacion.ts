import { useCallback, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { clavesDashboard } from '../api/reporte-dashboard';

/** When the dashboard's figures were last read from the server (the newest answer of its queries), in ms. */
export function useUltimaActualizacion(): number {
  const cliente = useQueryClient();
  const cache = cliente.getQueryCache();
  const suscribir = useCallback((aviso: () => void) => cache.subscribe(aviso), [cache]);
  const leer = useCallback(
    () => cache.findAll({ queryKey: clavesDashboard.todo }).reduce((max, q) => Math.max(max, q.state.dataUpdatedAt), 0),
    [cache],
  );
  return useSyncExternalStore(suscribir, leer);
}
