import { queryOptions } from '@tanstack/react-query';
import { envelopePaginado } from '@eds/contracts/envelope';
import { ZUnidad } from '@eds/contracts/configuracion/unidades';
import { solicitar } from '../../../lib/api-client';
import { parametrosConsulta, type ConsultaLista } from '../../../components/lista/consulta-lista';
import { clavesUnidades } from './claves-unidades';

const ZRespuesta = envelopePaginado(ZUnidad);

/** GET /api/unidad/empresa/{empresaId}: one page of the business's units and the system's, with the total. */
export function listarUnidades(empresaId: number, consulta: ConsultaLista, signal?: AbortSignal) {
  return solicitar(`/api/unidad/empresa/${empresaId}${parametrosConsulta({ ...consulta })}`, { esquema: ZRespuesta, signal });
}

/** The list screen kit runs this query itself (page, filters, sort) and reuses it to export every row. */
export const unidadesQueryOptions = (empresaId: number, consulta: ConsultaLista) =>
  queryOptions({
    queryKey: clavesUnidades.lista(empresaId, consulta),
    queryFn: ({ signal }) => listarUnidades(empresaId, consulta, signal),
  });
