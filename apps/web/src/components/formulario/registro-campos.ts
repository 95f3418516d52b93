import { createContext, useContext, useEffect } from 'react';

/** How a required field says it is empty (SCREENS.md REQ): texts and numbers one way, selects another. */
export type ClaseCampo = 'texto' | 'seleccion';

/** The required fields of a form, filled by the fields themselves as they mount. */
export type RegistroRequeridos = Map<string, ClaseCampo>;

export const RegistroCamposContext = createContext<RegistroRequeridos | null>(null);

/** A field marked `requerido` tells its form, so an empty value gets the REQ message whatever the schema says. */
export function useRegistrarRequerido(nombre: string, clase: ClaseCampo, requerido: boolean | undefined): void {
  const registro = useContext(RegistroCamposContext);
  useEffect(() => {
    if (!registro || !requerido) return;
    registro.set(nombre, clase);
    return () => {
      registro.delete(nombre);
    };
  }, [registro, nombre, clase, requerido]);
}
