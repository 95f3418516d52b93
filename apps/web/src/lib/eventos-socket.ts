import { useEffect, useRef } from 'react';

/**
 * Data events of live screens that arrive on the shell's one socket (/ws): every frame other than 'ready' and the
 * user-facing 'message' is re-dispatched on `window` as this DOM event, so a screen listens without opening a
 * socket of its own. The server already sends a station's events only to users with that station in scope.
 */
export const EVENTO_SOCKET = 'eds:socket';

export interface EventoSocket {
  event: string;
  data: unknown;
}

/** Re-dispatches a socket frame as a window event; answers whether it was a data event. */
export function difundirEventoSocket(crudo: unknown): boolean {
  if (typeof crudo !== 'string') return false;
  let marco: unknown;
  try {
    marco = JSON.parse(crudo);
  } catch {
    return false;
  }
  const m = marco as { event?: unknown; data?: unknown };
  if (typeof m.event !== 'string' || m.event === 'message' || m.event === 'ready') return false;
  window.dispatchEvent(new CustomEvent<EventoSocket>(EVENTO_SOCKET, { detail: { event: m.event, data: m.data } }));
  return true;
}

/** Calls `alRecibir` with the data of each socket event named `evento` while the component is mounted. */
export function useEventoSocket(evento: string, alRecibir: (datos: unknown) => void): void {
  const ultimo = useRef(alRecibir);
  useEffect(() => {
    ultimo.current = alRecibir;
  }, [alRecibir]);
  useEffect(() => {
    const oyente = (e: Event) => {
      const d = (e as CustomEvent<EventoSocket>).detail;
      if (d.event === evento) ultimo.current(d.data);
    };
    window.addEventListener(EVENTO_SOCKET, oyente);
    return () => window.removeEventListener(EVENTO_SOCKET, oyente);
  }, [evento]);
}
