import { useQuery } from '@tanstack/react-query';
import { ZCiudadFila, ZDepartamentoFila, ZPaisFila } from '@eds/contracts/configuracion/geografia';
import { apiCatalogo } from '../../../components/catalogo/api-catalogo';

/**
 * Geografía's calls: GET/POST/PUT geografia/{pais|departamento|ciudad}, PUT …/{id}/{A|I}, DELETE …/{id}. A write also
 * refreshes the location selectors other screens use (['ubicacion', …], v1/staticValue/*).
 */
const nivel = <F extends typeof ZPaisFila | typeof ZDepartamentoFila | typeof ZCiudadFila>(n: string, fila: F) =>
  apiCatalogo(`geografia/${n}`, fila, undefined, { listar: `geografia/${n}`, invalida: [['ubicacion']] });

export const apiPaises = nivel('pais', ZPaisFila);
export const apiDepartamentos = nivel('departamento', ZDepartamentoFila);
export const apiCiudades = nivel('ciudad', ZCiudadFila);

/** Active places of a level as selector options (the admin list, active rows, up to 500: countries, departments). */
function useLugares(api: typeof apiPaises, filtros: Record<string, number | null>, habilitado = true) {
  return useQuery({
    ...api.listaQueryOptions(0, { limite: 500, desde: 0, estado: 'A', orden: 'descripcion:asc', ...filtros } as never),
    enabled: habilitado,
    select: (r) => (r.data as { id: number; descripcion: string }[]).map((l) => ({ valor: l.id, texto: l.descripcion })),
  });
}

export const usePaisesActivos = () => useLugares(apiPaises, {});
export const useDepartamentosActivos = (paisId: number | null) => useLugares(apiDepartamentos, { pais_id: paisId }, paisId !== null);
