import { useQuery } from '@tanstack/react-query';
import { envelopePaginado } from '@eds/contracts/envelope';
import { ZEstacionNegocio } from '@eds/contracts/empresa';
import { TIPO_EMPRESA } from '@eds/contracts/constantes';
import { solicitar } from '../../../lib/api-client';

const ZRespuesta = envelopePaginado(ZEstacionNegocio);

/** GET /api/empresa/select/all/{negocioId}: the stations of the user's scope (a station administrator sees its own). */
export function useEstaciones(negocioId: number) {
  return useQuery({
    queryKey: ['facturas-fe', 'estaciones', negocioId],
    queryFn: ({ signal }) =>
      solicitar(`/api/empresa/select/all/${negocioId}`, { esquema: ZRespuesta, signal }).then((r) =>
        r.data.filter((e) => e.tipo === TIPO_EMPRESA.EDS),
      ),
    staleTime: 10 * 60_000,
  });
}
