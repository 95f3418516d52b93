import { queryOptions, useMutation, useQuery, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ZComandosCreados, type TIPOS_COMANDO } from '@eds/contracts/comandos';
import { envelope, envelopePaginado, type EnvelopePaginado } from '@eds/contracts/envelope';
import {
  ZEquipoMonitoreo,
  ZEstadoEstacion,
  ZSaludEstacion,
  ZEventoComandoEstado,
  ZEventoEquipoEstado,
  type TEquipoMonitoreo,
  type TEstadoEstacion,
  type TSemaforo,
} from '@eds/contracts/monitoreo';
import { LIMITE_MAXIMO } from '@eds/contracts/paginacion';
import { parametrosConsulta, type ConsultaLista } from '../../../components/lista/consulta-lista';
import { solicitar } from '../../../lib/api-client';

/** Query keys under 'monitoreo': the live events patch or refresh them. */
export const clavesMonitoreo = {
  todo: ['monitoreo'] as const,
  equipos: ['monitoreo', 'equipos'] as const,
  lista: (consulta: object) => ['monitoreo', 'equipos', 'lista', consulta] as const,
  mapa: ['monitoreo', 'equipos', 'mapa'] as const,
  estacion: (id: number | null) => ['monitoreo', 'estacion', id] as const,
  estaciones: ['monitoreo', 'estaciones'] as const,
};

export interface FiltrosMonitoreo {
  semaforo: TSemaforo | null;
}

/** POST /api/equipo/monitoreo: one page of the devices in scope with their light. */
export const monitoreoQueryOptions = ({ semaforo, ...consulta }: ConsultaLista & FiltrosMonitoreo) =>
  queryOptions({
    queryKey: clavesMonitoreo.lista({ ...consulta, semaforo }),
    queryFn: ({ signal }) =>
      solicitar(`/api/equipo/monitoreo${parametrosConsulta({ ...consulta })}`, {
        metodo: 'POST',
        cuerpo: semaforo ? { semaforo } : {},
        esquema: envelopePaginado(ZEquipoMonitoreo),
        signal,
      }),
    // The light ages with the clock: the list is read again every minute besides the live events.
    refetchInterval: 60_000,
  });

/** Every device in scope (up to the largest page), for the map. */
export function useEquiposMapa() {
  return useQuery({
    queryKey: clavesMonitoreo.mapa,
    queryFn: ({ signal }) =>
      solicitar(`/api/equipo/monitoreo?limite=${LIMITE_MAXIMO}`, {
        metodo: 'POST',
        cuerpo: {},
        esquema: envelopePaginado(ZEquipoMonitoreo),
        signal,
      }),
    refetchInterval: 60_000,
  });
}

/**
 * A live 'equipo-estado' event: the device was just heard from, so its row takes the new state and turns green,
 * in every cached monitoring list that holds it, without a new request. Answers whether any list held it.
 */
export function aplicarEventoEquipo(cliente: QueryClient, crudo: unknown): boolean {
  const e = ZEventoEquipoEstado.safeParse(crudo);
  if (!e.success) return false;
  let encontrado = false;
  const parchar = (f: TEquipoMonitoreo): TEquipoMonitoreo => {
    if (f.id !== e.data.equipo_id) return f;
    encontrado = true;
    return {
      ...f,
      ultima_conexion: e.data.ultima_conexion,
      version_app: e.data.version_app,
      ventas_pendientes: e.data.ventas_pendientes,
      contingencia: e.data.contingencia,
      minutos_sin_contacto: 0,
      semaforo: 'VERDE',
    };
  };
  cliente.setQueriesData<EnvelopePaginado<TEquipoMonitoreo>>({ queryKey: clavesMonitoreo.equipos }, (viejo) =>
    viejo ? { ...viejo, data: viejo.data.map(parchar) } : viejo,
  );
  cliente.setQueriesData<{ data: TEstadoEstacion }>({ queryKey: ['monitoreo', 'estacion'] }, (viejo) =>
    viejo ? { ...viejo, data: { ...viejo.data, equipos: viejo.data.equipos.map(parchar) } } : viejo,
  );
  return encontrado;
}

/**
 * A live 'comando-estado' event: the command's row in the station's panel takes its new state. Answers whether the
 * panel must be read again: the command is not shown yet, or it was just answered (its result is not in the event).
 */
export function aplicarEventoComando(cliente: QueryClient, crudo: unknown): boolean {
  const e = ZEventoComandoEstado.safeParse(crudo);
  if (!e.success) return false;
  let encontrado = false;
  cliente.setQueriesData<{ data: TEstadoEstacion }>({ queryKey: clavesMonitoreo.estacion(e.data.empresa_id) }, (viejo) => {
    if (!viejo) return viejo;
    const comandos = viejo.data.comandos.map((c) => {
      if (c.id !== e.data.id) return c;
      encontrado = true;
      return { ...c, estado: e.data.estado };
    });
    return { ...viejo, data: { ...viejo.data, comandos } };
  });
  return !encontrado || e.data.estado === 'EJECUTADO' || e.data.estado === 'FALLIDO';
}

/** GET /api/estacion/{id}/estado: the Centro de control of one station. */
export function useEstadoEstacion(id: number | null) {
  return useQuery({
    queryKey: clavesMonitoreo.estacion(id),
    queryFn: ({ signal }) => solicitar(`/api/estacion/${id}/estado`, { esquema: envelope(ZEstadoEstacion), signal }),
    enabled: id !== null,
    refetchInterval: 60_000,
  });
}

/** POST /api/estaciones/estado: every station's health (master). */
export function useEstadoEstaciones() {
  return useQuery({
    queryKey: clavesMonitoreo.estaciones,
    queryFn: ({ signal }) =>
      solicitar('/api/estaciones/estado', { metodo: 'POST', cuerpo: {}, esquema: envelope(z.array(ZSaludEstacion)), signal }),
    refetchInterval: 60_000,
  });
}

/** POST /api/comandos: one command for several devices ('Comandos enviados correctamente'). */
export function useEnviarComandos() {
  return useMutation({
    mutationFn: ({ equipos, tipo }: { equipos: number[]; tipo: (typeof TIPOS_COMANDO)[number] }) =>
      solicitar('/api/comandos', { metodo: 'POST', cuerpo: { equipos, tipo, payload: {} }, esquema: envelope(ZComandosCreados) }),
  });
}
