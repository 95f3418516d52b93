import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZCicloEmpresa } from '@eds/contracts/dashboard';
import {
  ZAccionesEstacionRespuesta,
  ZCopiaResultado,
  ZCopiaResumen,
  type TAccionesEstacion,
  type TCopiaForm,
  type TFechaCierreForm,
} from '@eds/contracts/empresa/operacion';
import { envelope } from '@eds/contracts/envelope';
import { solicitar } from '../../../lib/api-client';
import { clavesEstaciones } from './claves-estaciones';

/** GET /api/empresa/fecha-cierre/{id}: the hour the station's business day starts (and closes the next day). */
export function useCicloEstacion(id: number) {
  return useQuery({
    queryKey: clavesEstaciones.ciclo(id),
    queryFn: ({ signal }) => solicitar(`/api/empresa/fecha-cierre/${id}`, { esquema: envelope(ZCicloEmpresa), signal }).then((r) => r.data),
  });
}

/** POST /api/empresa/fecha-cierre: 'Día operativo actualizado correctamente'. */
export function useGuardarCiclo() {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: (cuerpo: TFechaCierreForm) =>
      solicitar('/api/empresa/fecha-cierre', { metodo: 'POST', cuerpo, esquema: envelope(ZCicloEmpresa) }),
    onSuccess: () => cliente.invalidateQueries({ queryKey: clavesEstaciones.todo }),
  });
}

/** GET /api/empresa/gestionEDS/acciones/{id}: the station's features (FE, remisión, fidelización, cupos, datáfono). */
export function useAccionesEstacion(id: number) {
  return useQuery({
    queryKey: clavesEstaciones.acciones(id),
    queryFn: ({ signal }) =>
      solicitar(`/api/empresa/gestionEDS/acciones/${id}`, { esquema: envelope(ZAccionesEstacionRespuesta), signal }).then((r) => r.data),
  });
}

/** PUT /api/empresa/gestionEDS/acciones/{id}. */
export function useGuardarAcciones(id: number) {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: (cuerpo: TAccionesEstacion) =>
      solicitar(`/api/empresa/gestionEDS/acciones/${id}`, { metodo: 'PUT', cuerpo, esquema: envelope(ZAccionesEstacionRespuesta) }),
    onSuccess: () => cliente.invalidateQueries({ queryKey: clavesEstaciones.todo }),
  });
}

/** GET /api/empresa/copia-empresa/{id}: what the target holds, whether it has sales, and the stations it may copy from. */
export function useResumenCopia(id: number) {
  return useQuery({
    queryKey: ['empresa', 'copia', id],
    queryFn: ({ signal }) =>
      solicitar(`/api/empresa/copia-empresa/${id}`, { esquema: envelope(ZCopiaResumen), signal }).then((r) => r.data),
  });
}

/** PUT /api/empresa/copia-empresa/{id}: 'Configuración copiada correctamente', or 'La estación destino ya tiene movimientos'. */
export function useCopiarConfiguracion(id: number) {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: (cuerpo: TCopiaForm) =>
      solicitar(`/api/empresa/copia-empresa/${id}`, { metodo: 'PUT', cuerpo, esquema: envelope(ZCopiaResultado) }),
    onSuccess: () => cliente.invalidateQueries({ queryKey: clavesEstaciones.todo }),
  });
}
