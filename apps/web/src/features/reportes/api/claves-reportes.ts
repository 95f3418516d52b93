import type { TCuerpoPantalla } from '../lib/consulta-url';

/** Query keys of the reports, from one factory. */
export const clavesReportes = {
  todo: ['reportes'] as const,
  reporte: (ruta: string, cuerpo: TCuerpoPantalla) => ['reportes', 'reporte', ruta, cuerpo] as const,
  estaciones: () => ['reportes', 'estaciones'] as const,
  opciones: (lista: string, estaciones: readonly number[]) => ['reportes', 'opciones', lista, estaciones] as const,
};
