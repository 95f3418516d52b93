import { createContext, useContext } from 'react';
import type { EstacionFiltro } from './filtro-empresa';

export interface ValorDashboard {
  /** The station the widgets read; undefined is TODOS (every station in the user's scope). */
  estacion: number | undefined;
  /** The stations of the filter. */
  estaciones: EstacionFiltro[];
  /** A station user: the filter is fixed to their station. */
  fija: boolean;
  /** The company whose own settings are read (cycle, client alerts): the station, else the user's company. */
  empresa: number;
}

export const ContextoDashboard = createContext<ValorDashboard | undefined>(undefined);

export function useDashboard(): ValorDashboard {
  const valor = useContext(ContextoDashboard);
  if (!valor) throw new Error('useDashboard outside the dashboard');
  return valor;
}
