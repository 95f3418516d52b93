import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { AvisoContext, type Aviso } from './aviso-contexto';

// The dialog's code is fetched with the first notice (or once the page is idle): the sign-in page paints without it.
const cargarAvisoDialog = () => import('./aviso-dialog');
const AvisoDialog = lazy(() => cargarAvisoDialog().then((m) => ({ default: m.AvisoDialog })));

interface Pendiente {
  aviso: Aviso;
  resolver: () => void;
}

/** One notice at a time; notices raised meanwhile wait their turn. */
export function AvisoProvider({ children }: { children: ReactNode }) {
  const [cola, setCola] = useState<Pendiente[]>([]);
  // Mounted from the first notice on, so closing one keeps its transition.
  const [usado, setUsado] = useState(false);

  const avisar = useCallback(
    (aviso: Aviso) =>
      new Promise<void>((resolver) => {
        setUsado(true);
        setCola((c) => [...c, { aviso, resolver }]);
      }),
    [],
  );

  const actual = cola[0];
  const cerrar = () => {
    actual?.resolver();
    setCola((c) => c.slice(1));
  };

  return (
    <AvisoContext.Provider value={avisar}>
      {children}
      {usado ? (
        <Suspense fallback={null}>
          <AvisoDialog aviso={actual?.aviso ?? null} onCerrar={cerrar} />
        </Suspense>
      ) : null}
    </AvisoContext.Provider>
  );
}

/** Fetches the notice's code ahead of need (the sign-in page does once it is idle, so an error shows at once). */
export function precargarAviso(): void {
  void cargarAvisoDialog().catch(() => undefined);
}
