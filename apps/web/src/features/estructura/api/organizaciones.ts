import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TEstadoRegistro } from '@eds/contracts/configuracion/catalogo';
import { envelope, envelopePaginado } from '@eds/contracts/envelope';
import { ZOrganizacionFila, type TOrganizacionEdicion, type TOrganizacionGuardar } from '@eds/contracts/empresa/organizaciones';
import { ZIdRegistro, ZSinDatos } from '@eds/contracts/respuestas';
import { parametrosConsulta, type ConsultaLista } from '../../../components/lista/consulta-lista';
import { solicitar } from '../../../lib/api-client';

/** The accounting-integration service, where the specification places the organizations. */
const SERVICIO = 'sapIntegration' as const;

const claves = {
  todo: ['organizaciones'] as const,
  lista: (consulta: ConsultaLista) => ['organizaciones', 'lista', consulta] as const,
};

/** GET /api/v1/organization/gestion: one page of the business's organizations. */
export const organizacionesQueryOptions = (consulta: ConsultaLista) =>
  queryOptions({
    queryKey: claves.lista(consulta),
    queryFn: ({ signal }) =>
      solicitar(`/api/v1/organization/gestion${parametrosConsulta({ ...consulta })}`, {
        servicio: SERVICIO,
        esquema: envelopePaginado(ZOrganizacionFila),
        signal,
      }),
  });

/** POST /api/v1/organization (create) or PUT /api/v1/organization (edit, id in the body). */
export function guardarOrganizacion(o: TOrganizacionGuardar | TOrganizacionEdicion) {
  return solicitar('/api/v1/organization', {
    servicio: SERVICIO,
    metodo: 'id' in o ? 'PUT' : 'POST',
    cuerpo: o,
    esquema: envelope(ZIdRegistro),
  });
}

/** PUT /api/v1/organization/{id}/{A|I}. */
export function cambiarEstadoOrganizacion({ id, estado }: { id: number; estado: TEstadoRegistro }) {
  return solicitar(`/api/v1/organization/${id}/${estado}`, { servicio: SERVICIO, metodo: 'PUT', esquema: envelope(ZSinDatos) });
}

export function useGuardarOrganizacion() {
  const cliente = useQueryClient();
  return useMutation({ mutationFn: guardarOrganizacion, onSuccess: () => cliente.invalidateQueries({ queryKey: claves.todo }) });
}

export function useCambiarEstadoOrganizacion() {
  const cliente = useQueryClient();
  return useMutation({ mutationFn: cambiarEstadoOrganizacion, onSuccess: () => cliente.invalidateQueries({ queryKey: claves.todo }) });
}
