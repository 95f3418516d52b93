import type { TCuerpoPantalla } from '../lib/consulta-url';

/** Query keys of the reports, from one factory. */
export const clavesReportes = {
  todo: ['reportes'] as const,
  reporte: (ruta: string, cuerpo: TCuerpoPantalla) => ['reportes', 'reporte', ruta, cuerpo] as const,
  estaciones: (ruta: string) => ['reportes', 'estaciones', ruta] as const,
  opciones: (ruta: string, lista: string, estaciones: readonly number[]) => ['reportes', 'opciones', ruta, lista, estaciones] as const,
};
