import { createContext, useCallback, useContext, useMemo, useRef, type ReactNode } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Envelope } from '@eds/contracts/envelope';
import { esIdioma, type Idioma } from '../i18n/idiomas';
import { solicitar } from './api-client';
import { useSesion } from './sesion';

export const NAVEGACIONES = ['vertical', 'dentro-cabecera', 'bajo-cabecera', 'sobre-cabecera'] as const;
export type Navegacion = (typeof NAVEGACIONES)[number];

/** Interface preferences kept per user on the server (theme customiser, language, guided tour). */
export interface Preferencias {
  idioma?: Idioma;
  colorPrimario?: string | null;
  temaOscuro?: boolean;
  rtl?: boolean;
  navegacion?: Navegacion;
  tourVisto?: boolean;
}

/** The server stores any JSON object: keep only what this version understands. */
export function sanearPreferencias(datos: unknown): Preferencias {
  const d = (typeof datos === 'object' && datos !== null ? datos : {}) as Record<string, unknown>;
  const p: Preferencias = {};
  if (esIdioma(d.idioma)) p.idioma = d.idioma;
  if (typeof d.colorPrimario === 'string' && /^#[0-9a-f]{6}$/i.test(d.colorPrimario)) p.colorPrimario = d.colorPrimario;
  if (typeof d.temaOscuro === 'boolean') p.temaOscuro = d.temaOscuro;
  if (typeof d.rtl === 'boolean') p.rtl = d.rtl;
  if (typeof d.navegacion === 'string' && (NAVEGACIONES as readonly string[]).includes(d.navegacion))
    p.navegacion = d.navegacion as Navegacion;
  if (typeof d.tourVisto === 'boolean') p.tourVisto = d.tourVisto;
  return p;
}

export function obtenerPreferencias(): Promise<Preferencias> {
  return solicitar<Envelope<unknown>>('/api/propiedad/preferencias').then((r) => sanearPreferencias(r.data));
}

export function guardarPreferencias(cambios: Preferencias): Promise<Preferencias> {
  return solicitar<Envelope<unknown>>('/api/propiedad/preferencias', { metodo: 'PUT', cuerpo: { preferencias: cambios } }).then((r) =>
    sanearPreferencias(r.data),
  );
}

export const preferenciasQueryOptions = (usuarioId: number) =>
  queryOptions({ queryKey: ['preferencias', usuarioId], queryFn: obtenerPreferencias, staleTime: Infinity });

interface ValorPreferencias {
  preferencias: Preferencias;
  actualizar: (cambios: Preferencias) => void;
}

const PreferenciasContext = createContext<ValorPreferencias>({ preferencias: {}, actualizar: () => undefined });

export function PreferenciasProvider({ children }: { children: ReactNode }) {
  const { usuario } = useSesion();
  const qc = useQueryClient();
  const usuarioId = usuario?.u_id ?? 0;
  const consulta = useQuery({ ...preferenciasQueryOptions(usuarioId), enabled: usuarioId > 0 });
  // Saves go one after another, so the server applies them in the order the user made them, and an
  // answer is taken as the stored whole only when no newer change is still on its way.
  const cola = useRef<Promise<void>>(Promise.resolve());
  const pendientes = useRef(0);

  const actualizar = useCallback(
    (cambios: Preferencias) => {
      if (usuarioId === 0) return;
      const clave = preferenciasQueryOptions(usuarioId).queryKey;
      qc.setQueryData(clave, (previas) => ({ ...previas, ...cambios }));
      pendientes.current += 1;
      cola.current = cola.current
        .then(() => guardarPreferencias(cambios))
        .then(
          (datos) => {
            pendientes.current -= 1;
            if (pendientes.current === 0) qc.setQueryData(clave, datos);
          },
          (error: unknown) => {
            pendientes.current -= 1;
            console.warn('preferences not saved', error);
            if (pendientes.current === 0) void qc.invalidateQueries({ queryKey: clave });
          },
        );
    },
    [qc, usuarioId],
  );

  const valor = useMemo(() => ({ preferencias: consulta.data ?? {}, actualizar }), [consulta.data, actualizar]);
  // Wait for the user's preferences so the layout and theme do not jump after sign-in.
  if (usuarioId > 0 && consulta.isPending) return null;
  return <PreferenciasContext.Provider value={valor}>{children}</PreferenciasContext.Provider>;
}

export function usePreferencias(): ValorPreferencias {
  return useContext(PreferenciasContext);
}
