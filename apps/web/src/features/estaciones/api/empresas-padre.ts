import { queryOptions, useQuery } from '@tanstack/react-query';
import { envelope } from '@eds/contracts/envelope';
import { TIPO_EMPRESA } from '@eds/contracts/constantes';
import { ZEmpresa, type TEmpresa } from '@eds/contracts/empresa/empresas';
import { ZRespuestaHijos } from '@eds/contracts/empresa';
import { solicitar } from '../../../lib/api-client';
import { clavesEstaciones } from './claves-estaciones';

export interface OpcionPadre {
  id: number;
  alias: string;
  tipo: number;
}

const esPadre = (e: { tipo: number; estado: string }) =>
  (e.tipo === TIPO_EMPRESA.NEGOCIO || e.tipo === TIPO_EMPRESA.REGIONAL) && e.estado === 'A';

/**
 * The companies a station may hang from (Empresa padre): the user's own company when it is the business or a
 * regional, and the active regionals below it (GET /api/empresa/{id} and /api/empresa/obtener-hijo/dominio_id/{id}).
 */
export async function empresasPadre(empresaId: number, signal?: AbortSignal): Promise<OpcionPadre[]> {
  const [propia, hijos] = await Promise.all([
    solicitar(`/api/empresa/${empresaId}`, { esquema: envelope(ZEmpresa), signal }).then((r): TEmpresa => r.data),
    solicitar(`/api/empresa/obtener-hijo/dominio_id/${empresaId}`, { esquema: ZRespuestaHijos, signal }).then((r) => r.hijos),
  ]);
  return [propia, ...hijos].filter(esPadre).map((e) => ({ id: e.id, alias: e.alias, tipo: e.tipo }));
}

export function useEmpresasPadre(empresaId: number, habilitada = true) {
  return useQuery({
    ...queryOptions({ queryKey: clavesEstaciones.padres(empresaId), queryFn: ({ signal }) => empresasPadre(empresaId, signal) }),
    enabled: habilitada,
  });
}
