import { createContext, useContext } from 'react';
import type { TipoAlerta } from '../../lib/alertas';

export interface ValorAlertas {
  /** Opens an alert's modal and marks it viewed. */
  abrir: (tipo: TipoAlerta) => void;
  visto: (tipo: TipoAlerta) => boolean;
}

export const ContextoAlertas = createContext<ValorAlertas | undefined>(undefined);

export function useContextoAlertas(): ValorAlertas {
  const v = useContext(ContextoAlertas);
  if (!v) throw new Error('useContextoAlertas outside ProveedorAlertas');
  return v;
}
