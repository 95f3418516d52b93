import type { ConsultaLista } from '../../../components/lista/consulta-lista';

/** Query keys of companies and stations, from one factory: a write refreshes every list, detail and selector. */
export const clavesEstaciones = {
  todo: ['empresa'] as const,
  lista: (empresaId: number, tipo: number, consulta: ConsultaLista) => ['empresa', 'estaciones', empresaId, tipo, consulta] as const,
  misEds: (empresaId: number, consulta: ConsultaLista) => ['empresa', 'mis-eds', empresaId, consulta] as const,
  detalle: (id: number) => ['empresa', 'detalle', id] as const,
  localizacion: (id: number) => ['empresa', 'localizacion', id] as const,
  padres: (empresaId: number) => ['empresa', 'padres', empresaId] as const,
  acciones: (id: number) => ['empresa', 'acciones', id] as const,
  ciclo: (id: number) => ['empresa', 'ciclo', id] as const,
};
