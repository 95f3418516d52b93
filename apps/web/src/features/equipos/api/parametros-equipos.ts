import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ZComandosCreados } from '@eds/contracts/comandos';
import { ZParametroValorEquipo, type TParametroValorClave, type TParametroValorGuardar } from '@eds/contracts/configuracion/parametros';
import { envelope, envelopePaginado } from '@eds/contracts/envelope';
import { ZEquipo } from '@eds/contracts/equipo';
import { LIMITE_MAXIMO } from '@eds/contracts/paginacion';
import { ZSinDatos } from '@eds/contracts/respuestas';
import { parametrosConsulta } from '../../../components/lista/consulta-lista';
import { solicitar } from '../../../lib/api-client';

/** Query keys of the device parameters: a write refreshes every device's values. */
export const clavesParametrosEquipos = {
  todo: ['parametros-equipos'] as const,
  equipos: (estacionId: number) => ['parametros-equipos', 'equipos', estacionId] as const,
  valores: (equipoId: number) => ['parametros-equipos', 'valores', equipoId] as const,
};

const ZValores = envelope(z.array(ZParametroValorEquipo));
const ZNada = envelope(ZSinDatos);

/** GET /api/equipo/select/empresa/{id}: the station's active devices. */
export function useEquiposEstacion(estacionId: number | null) {
  return useQuery({
    queryKey: clavesParametrosEquipos.equipos(estacionId ?? 0),
    queryFn: ({ signal }) =>
      solicitar(`/api/equipo/select/empresa/${estacionId}?limite=${LIMITE_MAXIMO}`, { esquema: envelopePaginado(ZEquipo), signal }).then(
        (r) => r.data,
      ),
    enabled: estacionId !== null,
  });
}

/** GET /api/parametro/valores/equipo/{id}?solo_equipo=S for each device: the parameters that admit a device's value. */
export function useValoresEquipos(equipos: readonly number[]) {
  return useQueries({
    queries: equipos.map((id) => ({
      queryKey: clavesParametrosEquipos.valores(id),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        solicitar(`/api/parametro/valores/equipo/${id}?solo_equipo=S`, { esquema: ZValores, signal }).then((r) => r.data),
    })),
  });
}

function useEscritura<A, R>(llamada: (a: A) => Promise<R>) {
  const cliente = useQueryClient();
  return useMutation({ mutationFn: llamada, onSettled: () => cliente.invalidateQueries({ queryKey: clavesParametrosEquipos.todo }) });
}

/** PUT /api/parametro/valores (nivel EQUIPO) for each device, one after the other: the last answer's message. */
export const useAsignarValor = () =>
  useEscritura(async (valores: TParametroValorGuardar[]) => {
    let mensaje = '';
    for (const v of valores) mensaje = (await solicitar('/api/parametro/valores', { metodo: 'PUT', cuerpo: v, esquema: ZNada })).mensaje;
    return mensaje;
  });

/** DELETE /api/parametro/valores (Restablecer) for each key: those devices inherit again. */
export const useRestablecerValores = () =>
  useEscritura(async (claves: TParametroValorClave[]) => {
    let mensaje = '';
    for (const k of claves)
      mensaje = (await solicitar(`/api/parametro/valores${parametrosConsulta({ ...k })}`, { metodo: 'DELETE', esquema: ZNada })).mensaje;
    return mensaje;
  });

/** POST /api/comandos ACTUALIZAR_PARAMETROS (letter X): the devices fetch their parameters again. */
export const useEnviarAEquipos = () =>
  useMutation({
    mutationFn: (equipos: number[]) =>
      solicitar('/api/comandos', {
        metodo: 'POST',
        cuerpo: { equipos, tipo: 'ACTUALIZAR_PARAMETROS', payload: {} },
        esquema: envelope(ZComandosCreados),
      }),
  });
