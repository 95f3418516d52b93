/** Query keys of the invoicing configuration screens (resolutions, invoice formats, POS messages). */
export const clavesG17 = {
  todo: ['facturacion-g17'] as const,
  resoluciones: (empresaId: number, consulta: object) => ['facturacion-g17', 'resoluciones', empresaId, consulta] as const,
  formatos: (consulta: object) => ['facturacion-g17', 'formatos', consulta] as const,
  mensajesPos: ['facturacion-g17', 'mensajes-pos'] as const,
};
