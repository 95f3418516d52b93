import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ZComando, ZComandosCreados } from '@eds/contracts/comandos';
import { ZEquipoDepuracion, type TPayloadDepurar } from '@eds/contracts/depuracion-pos';
import { envelope, envelopePaginado } from '@eds/contracts/envelope';
import { parametrosConsulta, type ConsultaLista } from '../../../components/lista/consulta-lista';
import { solicitar } from '../../../lib/api-client';

/** Query keys of Depuración POS: a purge refreshes the history. */
export const clavesDepuracion = {
  todo: ['depuracion-pos'] as const,
  equipos: (estacionId: number) => ['depuracion-pos', 'equipos', estacionId] as const,
  historial: (estacionId: number, consulta: object) => ['depuracion-pos', 'historial', estacionId, consulta] as const,
};

/** The history's own filter beside Buscar: the command's state. */
export interface FiltrosDepuracion {
  estado_comando: string | null;
}

/** GET /api/depuracion-pos/equipos/estacion/{id}: the station's POS devices and what their last heartbeat reported. */
export function useEquiposDepuracion(estacionId: number | null) {
  return useQuery({
    queryKey: clavesDepuracion.equipos(estacionId ?? 0),
    queryFn: ({ signal }) =>
      solicitar(`/api/depuracion-pos/equipos/estacion/${estacionId}`, { esquema: envelope(z.array(ZEquipoDepuracion)), signal }).then(
        (r) => r.data,
      ),
    enabled: estacionId !== null,
  });
}

/** GET /api/depuracion-pos/comandos/estacion/{id}: one page of the station's DEPURAR commands. */
export const depuracionesQueryOptions = (estacionId: number, consulta: ConsultaLista & FiltrosDepuracion) =>
  queryOptions({
    queryKey: clavesDepuracion.historial(estacionId, consulta),
    queryFn: ({ signal }) =>
      solicitar(`/api/depuracion-pos/comandos/estacion/${estacionId}${parametrosConsulta({ ...consulta })}`, {
        esquema: envelopePaginado(ZComando),
        signal,
      }),
  });

/** POST /api/comandos DEPURAR (letter X): one command per device; the server adds each device's confirmed sale. */
export function useDepurar() {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: ({ equipos, payload }: { equipos: number[]; payload: TPayloadDepurar }) =>
      solicitar('/api/comandos', { metodo: 'POST', cuerpo: { equipos, tipo: 'DEPURAR', payload }, esquema: envelope(ZComandosCreados) }),
    onSettled: () => cliente.invalidateQueries({ queryKey: clavesDepuracion.todo }),
  });
}
