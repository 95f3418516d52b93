import type { ConsultaLista } from '../../../components/lista/consulta-lista';

/** Query keys of the units of measure, from one factory: a write refreshes every list and selector at once. */
export const clavesUnidades = {
  todo: ['configuracion', 'unidades'] as const,
  lista: (empresaId: number, consulta: ConsultaLista) => ['configuracion', 'unidades', 'lista', empresaId, consulta] as const,
  opciones: (empresaId: number) => ['configuracion', 'unidades', 'opciones', empresaId] as const,
};
