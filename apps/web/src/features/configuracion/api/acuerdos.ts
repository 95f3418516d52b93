import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZAcuerdo, ZAcuerdoDetalle, type TEstadoAcuerdo } from '@eds/contracts/configuracion/acuerdos';
import { ZProveedorOpcion } from '@eds/contracts/catalogos';
import { envelope, envelopePaginado } from '@eds/contracts/envelope';
import { ZProducto } from '@eds/contracts/productos';
import { ZSinDatos } from '@eds/contracts/respuestas';
import { apiCatalogo } from '../../../components/catalogo/api-catalogo';
import { solicitar } from '../../../lib/api-client';

/**
 * Acuerdos comerciales: CRUD(`contrato`) on the kit's factory (list, create, edit, delete), the agreement read whole
 * (GET contrato/{id}), its state (PUT contrato/{id}/estado) and the form's selectors.
 */
export const apiAcuerdos = apiCatalogo('contrato', ZAcuerdo);

export function useAcuerdo(id: number | null) {
  return useQuery({
    queryKey: [...apiAcuerdos.claves.todo, 'detalle', id],
    enabled: id !== null,
    queryFn: ({ signal }) => solicitar(`/api/contrato/${id}`, { esquema: envelope(ZAcuerdoDetalle), signal }).then((r) => r.data),
  });
}

export function useEstadoAcuerdo() {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: ({ id, estado }: { id: number; estado: TEstadoAcuerdo }) =>
      solicitar(`/api/contrato/${id}/estado`, { metodo: 'PUT', cuerpo: { estado }, esquema: envelope(ZSinDatos) }),
    onSuccess: () => cliente.invalidateQueries({ queryKey: apiAcuerdos.claves.todo }),
  });
}

/** Active suppliers of the business (GET proveedor/empresa/select/{id}). */
export function useProveedoresActivos(empresaId: number) {
  return useQuery({
    queryKey: ['catalogo', 'proveedor', 'opciones', empresaId],
    queryFn: ({ signal }) =>
      solicitar(`/api/proveedor/empresa/select/${empresaId}?limite=500`, { esquema: envelopePaginado(ZProveedorOpcion), signal }).then(
        (r) => r.data.map((p) => ({ valor: p.id, texto: `${p.nit} ${p.razon_social}` })),
      ),
  });
}

/** The business's products of every type (GET producto/empresa/{id}/tipo/0/C,S,K). */
export function useProductosNegocio(empresaId: number) {
  return useQuery({
    queryKey: ['catalogo', 'producto', 'opciones', empresaId],
    queryFn: ({ signal }) =>
      solicitar(`/api/producto/empresa/${empresaId}/tipo/0/C,S,K?limite=500`, { esquema: envelopePaginado(ZProducto), signal }).then((r) =>
        r.data.map((p) => ({ valor: p.id, texto: `${p.codigo} ${p.descripcion}` })),
      ),
  });
}
