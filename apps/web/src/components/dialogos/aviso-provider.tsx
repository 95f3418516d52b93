import { useCallback, useState, type ReactNode } from 'react';
import { AvisoContext, type Aviso } from './aviso-contexto';
import { AvisoDialog } from './aviso-dialog';

interface Pendiente {
  aviso: Aviso;
  resolver: () => void;
}

/** One notice at a time; notices raised meanwhile wait their turn. */
export function AvisoProvider({ children }: { children: ReactNode }) {
  const [cola, setCola] = useState<Pendiente[]>([]);

  const avisar = useCallback((aviso: Aviso) => new Promise<void>((resolver) => setCola((c) => [...c, { aviso, resolver }])), []);

  const actual = cola[0];
  const cerrar = () => {
    actual?.resolver();
    setCola((c) => c.slice(1));
  };

  return (
    <AvisoContext.Provider value={avisar}>
      {children}
      <AvisoDialog aviso={actual?.aviso ?? null} onCerrar={cerrar} />
    </AvisoContext.Provider>
  );
}
