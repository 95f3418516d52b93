import { queryOptions } from '@tanstack/react-query';
import { envelopePaginado } from '@eds/contracts/envelope';
import { ZEmpresa } from '@eds/contracts/empresa/empresas';
import { solicitar } from '../../../lib/api-client';
import { parametrosConsulta, type ConsultaLista } from '../../../components/lista/consulta-lista';
import { clavesEstaciones } from './claves-estaciones';

const ZRespuesta = envelopePaginado(ZEmpresa);

/** GET /api/empresa/gestionEDS/empresa/{empresaId}?tipo=: one page of the stations of a type under the company. */
export function listarEstaciones(empresaId: number, tipo: number, consulta: ConsultaLista, signal?: AbortSignal) {
  return solicitar(`/api/empresa/gestionEDS/empresa/${empresaId}${parametrosConsulta({ ...consulta, tipo })}`, {
    esquema: ZRespuesta,
    signal,
  });
}

export const estacionesQueryOptions = (empresaId: number, tipo: number, consulta: ConsultaLista) =>
  queryOptions({
    queryKey: clavesEstaciones.lista(empresaId, tipo, consulta),
    queryFn: ({ signal }) => listarEstaciones(empresaId, tipo, consulta, signal),
  });
