import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZCalibracionCreada, ZCalibracionFila, ZCalibracionOpciones, type TCalibracion } from '@eds/contracts/combustible/calibraciones';
import { envelope, envelopePaginado } from '@eds/contracts/envelope';
import { ZSinDatos } from '@eds/contracts/respuestas';
import { parametrosConsulta, type ConsultaLista } from '../../../components/lista/consulta-lista';
import { solicitar } from '../../../lib/api-client';

const claves = {
  todo: ['calibraciones'] as const,
  lista: (empresaId: number, consulta: ConsultaCalibraciones) => ['calibraciones', 'lista', empresaId, consulta] as const,
  opciones: (empresaId: number | null) => ['calibraciones', 'opciones', empresaId] as const,
};

export type ConsultaCalibraciones = ConsultaLista & {
  estacion_id?: number | null;
  estado_calibracion?: string | null;
  fecha_inicio?: string | null;
  fecha_fin?: string | null;
};

/** GET /api/calibracion/empresa/{id}: one page of the test pours of the company's stations. */
export const calibracionesQueryOptions = (empresaId: number, consulta: ConsultaCalibraciones) =>
  queryOptions({
    queryKey: claves.lista(empresaId, consulta),
    queryFn: ({ signal }) =>
      solicitar(`/api/calibracion/empresa/${empresaId}${parametrosConsulta({ ...consulta })}`, {
        esquema: envelopePaginado(ZCalibracionFila),
        signal,
      }),
  });

/** GET /api/calibracion/opciones/empresa/{id}: the station's recent shifts, hoses and promoters. */
export function useOpcionesCalibracion(empresaId: number | null) {
  return useQuery({
    queryKey: claves.opciones(empresaId),
    queryFn: ({ signal }) =>
      solicitar(`/api/calibracion/opciones/empresa/${empresaId}`, { esquema: envelope(ZCalibracionOpciones), signal }).then((r) => r.data),
    enabled: empresaId !== null,
    staleTime: 60_000,
  });
}

function useEscritura<A, R>(llamada: (a: A) => Promise<R>) {
  const cliente = useQueryClient();
  return useMutation({ mutationFn: llamada, onSuccess: () => cliente.invalidateQueries({ queryKey: claves.todo }) });
}

/** POST /api/calibracion. */
export const useRegistrarCalibracion = () =>
  useEscritura((cuerpo: TCalibracion) => solicitar('/api/calibracion', { metodo: 'POST', cuerpo, esquema: envelope(ZCalibracionCreada) }));

/** PUT /api/calibracion/{id}/anular (letter N). */
export const useAnularCalibracion = () =>
  useEscritura((id: number) => solicitar(`/api/calibracion/${id}/anular`, { metodo: 'PUT', esquema: envelope(ZSinDatos) }));
