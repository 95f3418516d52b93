import { createContext, useContext } from 'react';

export type TipoAviso = 'error' | 'advertencia' | 'info' | 'exito';

export interface Aviso {
  tipo: TipoAviso;
  titulo: string;
  texto?: string;
  /** Button text; OK when left out. */
  boton?: string;
}

/** Shows a modal notice and resolves when the user closes it. */
export type Avisar = (aviso: Aviso) => Promise<void>;

export const AvisoContext = createContext<Avisar | undefined>(undefined);

export function useAviso(): Avisar {
  const avisar = useContext(AvisoContext);
  if (!avisar) throw new Error('useAviso outside AvisoProvider');
  return avisar;
}
