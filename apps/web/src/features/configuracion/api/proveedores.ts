import { useQuery } from '@tanstack/react-query';
import { ZProveedor } from '@eds/contracts/configuracion/proveedores';
import { envelopeResultPaginado, ZValorEstatico } from '@eds/contracts/regionales/regionales';
import { apiCatalogo } from '../../../components/catalogo/api-catalogo';
import { solicitar } from '../../../lib/api-client';

/** CRUD(`proveedor`) and, for the loyalty route, CRUD(`proveedor-premio`) (PREMIOS suppliers only). */
export const apiProveedores = apiCatalogo('proveedor', ZProveedor);
export const apiProveedoresPremios = apiCatalogo('proveedor-premio', ZProveedor);

const ZTipos = envelopeResultPaginado(ZValorEstatico);

/** The identification types (GET v1/staticValue/identificationType), for Tipo de identificación. */
export function useTiposIdentificacion() {
  return useQuery({
    queryKey: ['catalogo', 'tipos-identificacion'],
    staleTime: 24 * 3_600_000,
    queryFn: ({ signal }) =>
      solicitar('/api/v1/staticValue/identificationType?limite=100', { esquema: ZTipos, servicio: 'sapIntegration', signal }).then((r) =>
        r.result.map((x) => ({ valor: Number(x.id), texto: x.descripcion })),
      ),
  });
}
