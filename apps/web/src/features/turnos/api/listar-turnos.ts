import { queryOptions } from '@tanstack/react-query';
import { envelopePaginado } from '@eds/contracts/envelope';
import { ZTurno } from '@eds/contracts/turnos/horarios';
import { solicitar } from '../../../lib/api-client';
import { parametrosConsulta, type ConsultaLista } from '../../../components/lista/consulta-lista';
import { clavesTurnos } from './claves-turnos';

const ZRespuesta = envelopePaginado(ZTurno);

export type ConsultaTurnos = ConsultaLista & { empresa_id?: number | null };

/** GET /api/horario/empresa: one page of the schedules of the user's stations (or of `empresa_id`), with the total. */
export function listarTurnos(consulta: ConsultaTurnos, signal?: AbortSignal) {
  return solicitar(`/api/horario/empresa${parametrosConsulta({ ...consulta })}`, { esquema: ZRespuesta, signal });
}

export const turnosQueryOptions = (consulta: ConsultaTurnos) =>
  queryOptions({ queryKey: clavesTurnos.lista(consulta), queryFn: ({ signal }) => listarTurnos(consulta, signal) });
