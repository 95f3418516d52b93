import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { Envelope } from '@eds/contracts/envelope';
import type { TUsuarioSesion } from '@eds/contracts/sesion';
import { solicitar } from './api-client';
import { guardarUsuario, leerToken, quitarToken } from './sesion-almacen';
import { useDominio } from './dominio';

export type EstadoSesion = 'verificando' | 'anonimo' | 'autenticado';

interface ValorSesion {
  estado: EstadoSesion;
  usuario: TUsuarioSesion | null;
  /** Replaces the user kept in memory and storage (after the profile changes the name). */
  actualizarUsuario: (cambios: Partial<TUsuarioSesion>) => void;
}

const SesionContext = createContext<ValorSesion | undefined>(undefined);

/**
 * GET /api/v1/session: 200 is a valid session (the user comes back refreshed), 206 a token of
 * another business, 205 an expired one (the API client shows the notice). Anything else is invalid.
 */
export async function validarSesion(negocioId: number): Promise<TUsuarioSesion | null> {
  try {
    const r = await solicitar<Envelope<TUsuarioSesion | null>>('/api/v1/session', {
      cabeceras: { identificadornegocio: String(negocioId) },
    });
    if (r.status !== 200 || !r.data) return null;
    return r.data;
  } catch {
    return null;
  }
}

export function SesionProvider({ children }: { children: ReactNode }) {
  const dominio = useDominio();
  const [estado, setEstado] = useState<EstadoSesion>(() => (leerToken() ? 'verificando' : 'anonimo'));
  const [usuario, setUsuario] = useState<TUsuarioSesion | null>(null);

  useEffect(() => {
    if (estado !== 'verificando') return;
    let vigente = true;
    void validarSesion(dominio.negocio_id).then((u) => {
      if (!vigente) return;
      if (u) {
        guardarUsuario(u);
        setUsuario(u);
        setEstado('autenticado');
      } else {
        quitarToken();
        setEstado('anonimo');
      }
    });
    return () => {
      vigente = false;
    };
  }, [estado, dominio.negocio_id]);

  const actualizarUsuario = (cambios: Partial<TUsuarioSesion>) => {
    setUsuario((actual) => {
      if (!actual) return actual;
      const nuevo = { ...actual, ...cambios };
      guardarUsuario(nuevo);
      return nuevo;
    });
  };

  return <SesionContext.Provider value={{ estado, usuario, actualizarUsuario }}>{children}</SesionContext.Provider>;
}

export function useSesion(): ValorSesion {
  const valor = useContext(SesionContext);
  if (!valor) throw new Error('useSesion outside SesionProvider');
  return valor;
}

/** The signed-in user; only for screens behind the session guard. */
export function useUsuario(): TUsuarioSesion {
  const { usuario } = useSesion();
  if (!usuario) throw new Error('useUsuario without a session');
  return usuario;
}
