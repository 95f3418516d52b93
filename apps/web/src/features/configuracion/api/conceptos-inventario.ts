import { useQuery } from '@tanstack/react-query';
import { ZConcepto, ZEmpresaConcepto } from '@eds/contracts/configuracion/conceptos-inventario';
import { envelopePaginado } from '@eds/contracts/envelope';
import { apiCatalogo } from '../../../components/catalogo/api-catalogo';
import { solicitar } from '../../../lib/api-client';

/**
 * Inventory concepts on the calls the specification names: POST concepto/get-concepto-empresa (list),
 * POST concepto/crear-concepto, PUT concepto/update-concepto/{id}; the A/I switch and deletion as every catalogue.
 */
export const apiConceptos = apiCatalogo('concepto', ZConcepto, undefined, {
  listarPost: 'concepto/get-concepto-empresa',
  crear: 'concepto/crear-concepto',
  editar: (id) => `concepto/update-concepto/${id}`,
});

const ZEmpresas = envelopePaginado(ZEmpresaConcepto);

/** The companies a concept can be assigned to (GET concepto/get-listado-empresas/{id}). */
export function useEmpresasConcepto(empresaId: number) {
  return useQuery({
    queryKey: ['catalogo', 'concepto', 'empresas', empresaId],
    queryFn: ({ signal }) =>
      solicitar(`/api/concepto/get-listado-empresas/${empresaId}?limite=500`, { esquema: ZEmpresas, signal }).then((r) => r.data),
  });
}
