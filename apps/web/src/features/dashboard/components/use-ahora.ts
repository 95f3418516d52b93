import { useEffect, useState } from 'react';
import { TIEMPOS } from '@eds/contracts/constantes';

/** The current time, moved on at each dashboard refresh so date windows follow the business day. */
export function useAhora(intervaloMs: number = TIEMPOS.sondeoMs): Date {
  const [ahora, setAhora] = useState(() => new Date());
  useEffect(() => {
    const id = window.setInterval(() => setAhora(new Date()), intervaloMs);
    return () => window.clearInterval(id);
  }, [intervaloMs]);
  return ahora;
}
