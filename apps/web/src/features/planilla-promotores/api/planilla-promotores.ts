import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { envelope, envelopePaginado } from '@eds/contracts/envelope';
import type { TEstadoRegistro } from '@eds/contracts/configuracion/catalogo';
import { ZOpcionesPlanilla, ZPlanilla, type TPlanillaGuardar } from '@eds/contracts/configuracion/planilla-promotores';
import { ZEstacionReporte } from '@eds/contracts/reportes/motor';
import { solicitar } from '../../../lib/api-client';
import { parametrosConsulta, type ConsultaLista } from '../../../components/lista/consulta-lista';

export const clavesPlanilla = {
  todo: ['planilla-promotores'] as const,
  lista: (empresaId: number | null, consulta: object) => ['planilla-promotores', 'lista', empresaId, consulta] as const,
  opciones: (empresaId: number | null) => ['planilla-promotores', 'opciones', empresaId] as const,
};

/** GET /api/reportes/v1/estaciones: the active stations of the user's scope (the station filter). */
export const useEstacionesPlanilla = () =>
  useQuery({
    queryKey: ['planilla-promotores', 'estaciones'],
    queryFn: ({ signal }) =>
      solicitar('/api/reportes/v1/estaciones', { servicio: 'report', esquema: envelope(z.array(ZEstacionReporte)), signal }),
    staleTime: 10 * 60_000,
    select: (r) => r.data,
  });

/** The list's own filters: the station (required by the call) and the days. */
export interface FiltrosPlanilla {
  empresa_id: number | null;
  desde_fecha: string;
  hasta_fecha: string;
}

const ZLista = envelopePaginado(ZPlanilla);

/** GET /api/promotor/empresa/{id}: one page of the station's roster. Without a station the list is empty. */
export const planillaQueryOptions = (consulta: ConsultaLista & FiltrosPlanilla) =>
  queryOptions({
    queryKey: clavesPlanilla.lista(consulta.empresa_id, consulta),
    queryFn: ({ signal }) => {
      const { empresa_id, ...resto } = consulta;
      if (!empresa_id)
        return Promise.resolve({
          success: true,
          status: 200,
          mensaje: 'OK',
          data: [],
          paginacion: { total: 0, limite: resto.limite, desde: 0 },
        });
      return solicitar(`/api/promotor/empresa/${empresa_id}${parametrosConsulta({ ...resto })}`, { esquema: ZLista, signal });
    },
  });

/** GET /api/promotor/planilla/opciones/empresa/{id}: the station's promoters, shift templates and islands. */
export const useOpcionesPlanilla = (empresaId: number | null) =>
  useQuery({
    queryKey: clavesPlanilla.opciones(empresaId),
    enabled: empresaId !== null,
    queryFn: ({ signal }) =>
      solicitar(`/api/promotor/planilla/opciones/empresa/${empresaId}`, { esquema: envelope(ZOpcionesPlanilla), signal }),
    select: (r) => r.data,
  });

/** PUT /api/promotor/empresa/{id}: plans a shift (no id) or edits it. */
export function useGuardarPlanilla() {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: ({ empresaId, datos }: { empresaId: number; datos: TPlanillaGuardar }) =>
      solicitar(`/api/promotor/empresa/${empresaId}`, {
        metodo: 'PUT',
        cuerpo: datos,
        esquema: envelope(z.object({ id: z.number().int() })),
      }),
    onSuccess: () => cliente.invalidateQueries({ queryKey: clavesPlanilla.todo }),
  });
}

/** PUT /api/promotor/planilla/{id}/{A|I}. */
export function useCambiarEstadoPlanilla() {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: ({ id, estado }: { id: number; estado: TEstadoRegistro }) =>
      solicitar(`/api/promotor/planilla/${id}/${estado}`, { metodo: 'PUT', esquema: envelope(z.null()) }),
    onSuccess: () => cliente.invalidateQueries({ queryKey: clavesPlanilla.todo }),
  });
}
