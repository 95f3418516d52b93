/** Query keys of the accounting screens, from one factory: a write refreshes every list of its family at once. */
export const clavesContabilidad = {
  reglas: ['contabilidad', 'reglas'] as const,
  homologaciones: ['contabilidad', 'homologaciones'] as const,
  /** Vouchers and the closing-day monitor: sending one changes both. */
  comprobantes: ['contabilidad', 'comprobantes'] as const,
  estaciones: ['contabilidad', 'estaciones'] as const,
};
