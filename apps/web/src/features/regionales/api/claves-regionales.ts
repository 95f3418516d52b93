/** Query keys of the regionals, from one factory: a save refreshes every list and the edited regional at once. */
export const clavesRegionales = {
  todo: ['regionales'] as const,
  lista: (empresaId: number, buscar: string, pagina: number) => ['regionales', 'lista', empresaId, buscar, pagina] as const,
  una: (id: number) => ['regionales', 'una', id] as const,
  paises: ['regionales', 'paises'] as const,
};

// The accounting-integration service, as the spec places these calls.
export const SERVICIO_REGIONALES = 'sapIntegration' as const;
