import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZBodegaFila, ZCombustibleTanque } from '@eds/contracts/bodegas';
import { TIPO_EMPRESA } from '@eds/contracts/constantes';
import { ZEstacionNegocio } from '@eds/contracts/empresa';
import { envelope, envelopePaginado } from '@eds/contracts/envelope';
import { ZIdRegistro } from '@eds/contracts/respuestas';
import { apiCatalogo, type ApiCatalogo } from '../../../components/catalogo/api-catalogo';
import { solicitar } from '../../../lib/api-client';

const base = apiCatalogo('bodega', ZBodegaFila);

/**
 * The warehouses' calls: CRUD(bodega) of SCREENS.md G04 (GET bodega/empresa/{id}, POST/PUT bodega, PUT bodega/{id}/{A|I}).
 * The documented PUT bodega answers the edited id, so the edition reads that shape.
 */
export const apiBodegas: ApiCatalogo = {
  ...base,
  useEditar: function useEditar() {
    const cliente = useQueryClient();
    return useMutation({
      mutationFn: (cuerpo: { id: number }) => solicitar('/api/bodega', { metodo: 'PUT', cuerpo, esquema: envelope(ZIdRegistro) }),
      onSuccess: () => cliente.invalidateQueries({ queryKey: base.claves.todo }),
    });
  },
};

/** GET /api/empresa/select/all/{negocioId}: the stations of the user's scope. */
export function useEstacionesBodega(negocioId: number) {
  return useQuery({
    queryKey: ['bodegas', 'estaciones', negocioId],
    queryFn: ({ signal }) =>
      solicitar(`/api/empresa/select/all/${negocioId}`, { esquema: envelopePaginado(ZEstacionNegocio), signal }).then((r) =>
        r.data.filter((e) => e.tipo === TIPO_EMPRESA.EDS),
      ),
    staleTime: 10 * 60_000,
  });
}

/** GET /api/bodega/combustibles/empresa/{id}: the fuels a tank of the station may hold. */
export function useCombustiblesTanque(empresaId: number | null) {
  return useQuery({
    queryKey: ['bodegas', 'combustibles', empresaId],
    queryFn: ({ signal }) =>
      solicitar(`/api/bodega/combustibles/empresa/${empresaId}`, { esquema: envelopePaginado(ZCombustibleTanque), signal }).then(
        (r) => r.data,
      ),
    enabled: empresaId !== null,
    staleTime: 60_000,
  });
}
