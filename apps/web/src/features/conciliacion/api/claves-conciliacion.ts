/** Query keys of the reconciliation screen: one family, so reconciling a day refreshes all of it. */
export const clavesConciliacion = {
  todo: ['conciliacion'] as const,
  estaciones: () => [...clavesConciliacion.todo, 'estaciones'] as const,
  calendario: (empresaId: number, mes: string) => [...clavesConciliacion.todo, 'calendario', empresaId, mes] as const,
  dia: (empresaId: number, fecha: string) => [...clavesConciliacion.todo, 'dia', empresaId, fecha] as const,
};
