import type { ConsultaLista } from '../../../components/lista/consulta-lista';

/** Query keys of the shift schedules, from one factory: a write refreshes every list at once. */
export const clavesTurnos = {
  todo: ['turnos'] as const,
  lista: (consulta: ConsultaLista & { empresa_id?: number | null }) => ['turnos', 'horarios', 'lista', consulta] as const,
};
