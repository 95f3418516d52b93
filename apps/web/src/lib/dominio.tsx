import { createContext, useContext, type ReactNode } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Envelope } from '@eds/contracts/envelope';
import type { TDominio } from '@eds/contracts/sesion';
import { solicitar } from './api-client';

/** POST /api/v1/domain: the configuration of the host the app is served under. */
export function obtenerDominio(host: string): Promise<TDominio> {
  return solicitar<Envelope<TDominio>>('/api/v1/domain', { metodo: 'POST', cuerpo: { dominio: host }, publica: true }).then((r) => r.data);
}

export const dominioQueryOptions = (host: string) =>
  queryOptions({ queryKey: ['dominio', host], queryFn: () => obtenerDominio(host), staleTime: Infinity, retry: 2 });

const DominioContext = createContext<TDominio | undefined>(undefined);

export function useDominio(): TDominio {
  const dominio = useContext(DominioContext);
  if (!dominio) throw new Error('useDominio outside DominioProvider');
  return dominio;
}

/** A known domain configuration (a page that already has it, or a component test). */
export function DominioFijoProvider({ dominio, children }: { dominio: TDominio; children: ReactNode }) {
  return <DominioContext.Provider value={dominio}>{children}</DominioContext.Provider>;
}

interface Props {
  children: ReactNode;
  /** Rendered when the host has no configuration (business id 0) or it could not be read. */
  noEncontrado: ReactNode;
  /** Rendered while the domain loads: the spec asks for a blank screen. */
  cargando?: ReactNode;
}

/** Nothing of the application is drawn until the domain is known. */
export function DominioProvider({ children, noEncontrado, cargando = null }: Props) {
  const consulta = useQuery(dominioQueryOptions(window.location.hostname));
  if (consulta.isPending) return <>{cargando}</>;
  if (consulta.isError || consulta.data.negocio_id === 0) return <>{noEncontrado}</>;
  return <DominioContext.Provider value={consulta.data}>{children}</DominioContext.Provider>;
}
