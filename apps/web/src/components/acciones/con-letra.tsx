import type { ReactNode } from 'react';
import type { LetraPermiso } from '@eds/contracts/constantes';
import { usePermisos } from '../../lib/permisos';

/** Renders its children only when the user holds the letter on the screen's module (SCREENS.md: no button without its letter). */
export function ConLetra({ letra, children }: { letra: LetraPermiso; children: ReactNode }) {
  const { tiene } = usePermisos();
  return tiene(letra) ? <>{children}</> : null;
}
