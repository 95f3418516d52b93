import { useMutation, useQueryClient } from '@tanstack/react-query';
import { envelope } from '@eds/contracts/envelope';
import { ZComandosCreados } from '@eds/contracts/comandos';
import { ZIdRegistro } from '@eds/contracts/respuestas';
import {
  ZAutorizacionesPagina,
  ZConciliacionSincRespuesta,
  ZNotificacionesPagina,
  type TAutorizacionFiltro,
  type TConciliacionSincFiltro,
  type TNotificacionFiltro,
  type TReenvioSinc,
} from '@eds/contracts/soporte';
import { solicitar } from '../../../lib/api-client';

export const clavesSoporte = {
  todo: ['soporte'] as const,
  conciliacion: (f: TConciliacionSincFiltro) => ['soporte', 'conciliacion', f] as const,
  notificaciones: (f: TNotificacionFiltro) => ['soporte', 'notificaciones', f] as const,
  autorizaciones: (f: TAutorizacionFiltro) => ['soporte', 'autorizaciones', f] as const,
};

/** POST /api/sincronizacion/conciliacion: a station's day, per device and per prefix. */
export function conciliarSincronizacion(f: TConciliacionSincFiltro, signal?: AbortSignal) {
  return solicitar('/api/sincronizacion/conciliacion', { metodo: 'POST', cuerpo: f, esquema: ZConciliacionSincRespuesta, signal }).then(
    (r) => r.data,
  );
}

/** POST /api/sincronizacion/reenvio (X): queues REENVIAR_VENTAS for the devices. */
export function useSolicitarReenvio() {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: (r: TReenvioSinc) =>
      solicitar('/api/sincronizacion/reenvio', { metodo: 'POST', cuerpo: r, esquema: envelope(ZComandosCreados) }),
    onSuccess: () => cliente.invalidateQueries({ queryKey: clavesSoporte.todo }),
  });
}

/** POST /api/notificacion/listar: one page of the sent notifications. */
export function listarNotificaciones(f: TNotificacionFiltro, signal?: AbortSignal) {
  return solicitar('/api/notificacion/listar', { metodo: 'POST', cuerpo: f, esquema: ZNotificacionesPagina, signal });
}

/** POST /api/notificacion/{id}/reenviar (X). */
export function useReenviarNotificacion() {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: (n: { id: number; canal: 'SOCKET' | 'CORREO' }) =>
      solicitar(`/api/notificacion/${n.id}/reenviar`, { metodo: 'POST', cuerpo: { canal: n.canal }, esquema: envelope(ZIdRegistro) }),
    onSuccess: () => cliente.invalidateQueries({ queryKey: clavesSoporte.todo }),
  });
}

/** POST /api/autorizacion/listar: one page of the authorisations. */
export function listarAutorizaciones(f: TAutorizacionFiltro, signal?: AbortSignal) {
  return solicitar('/api/autorizacion/listar', { metodo: 'POST', cuerpo: f, esquema: ZAutorizacionesPagina, signal });
}
