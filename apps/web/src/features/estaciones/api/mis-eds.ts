import { queryOptions } from '@tanstack/react-query';
import { ZEstacionMisEds } from '@eds/contracts/empresa/mis-eds';
import { envelopePaginado } from '@eds/contracts/envelope';
import { parametrosConsulta, type ConsultaLista } from '../../../components/lista/consulta-lista';
import { solicitar } from '../../../lib/api-client';
import { clavesEstaciones } from './claves-estaciones';

const ZRespuesta = envelopePaginado(ZEstacionMisEds);

/** GET /api/empresa/mis-eds/{empresaId}: one page of the stations in scope with their status. */
export const misEdsQueryOptions = (empresaId: number, consulta: ConsultaLista) =>
  queryOptions({
    queryKey: clavesEstaciones.misEds(empresaId, consulta),
    queryFn: ({ signal }) =>
      solicitar(`/api/empresa/mis-eds/${empresaId}${parametrosConsulta({ ...consulta })}`, { esquema: ZRespuesta, signal }),
  });
