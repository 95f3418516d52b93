import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { LetraPermiso } from '@eds/contracts/constantes';
import type { TModuloSesion } from '@eds/contracts/sesion';

/**
 * The letters the user holds on the module of the screen being shown (R C U D E A N X), from the grants
 * the session carries (`modulos[].asignaciones`, matched by link as the menu and the route guard do).
 * The server checks every call again; these only decide which buttons are rendered.
 */
export function letrasDelModulo(modulos: readonly Pick<TModuloSesion, 'link' | 'asignaciones'>[], link: string): string {
  return modulos
    .filter((m) => m.link === link)
    .map((m) => m.asignaciones)
    .join('');
}

const PermisosContext = createContext<string>('');

/** Gives a screen (and every kit component inside it) the letters of its module. */
export function ProveedorPermisos({ letras, children }: { letras: string; children: ReactNode }) {
  return <PermisosContext.Provider value={letras}>{children}</PermisosContext.Provider>;
}

export interface Permisos {
  letras: string;
  tiene: (letra: LetraPermiso) => boolean;
}

export function usePermisos(): Permisos {
  const letras = useContext(PermisosContext);
  return useMemo(() => ({ letras, tiene: (letra: LetraPermiso) => letras.includes(letra) }), [letras]);
}
