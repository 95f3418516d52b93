import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { EnvelopePaginado } from '@eds/contracts/envelope';
import type { TEquipoMonitoreo, TEstadoEstacion } from '@eds/contracts/monitoreo';
import { peorSemaforo } from '../lib/semaforo';
import { aplicarEventoComando, aplicarEventoEquipo, clavesMonitoreo } from './monitoreo';

const equipo = (id: number): TEquipoMonitoreo => ({
  id,
  empresa_id: 7,
  empresa: 'EDS UNO',
  alias: `POS ${id}`,
  tipo: 'POS',
  isla: null,
  version_app: '1.0.0',
  ultima_conexion: '2026-01-01 08:00:00',
  minutos_sin_contacto: 90,
  contingencia: false,
  ventas_pendientes: 4,
  minutos_desconexion: 5,
  semaforo: 'ROJO',
  lat: null,
  lng: null,
});

describe('monitoring live events', () => {
  it('patches the device’s row in every cached list and turns it green', () => {
    const cliente = new QueryClient();
    const pagina: EnvelopePaginado<TEquipoMonitoreo> = {
      success: true,
      status: 200,
      mensaje: 'OK',
      data: [equipo(1), equipo(2)],
      paginacion: { total: 2, limite: 10, desde: 0 },
    };
    cliente.setQueryData(clavesMonitoreo.lista({ desde: 0 }), pagina);
    cliente.setQueryData(clavesMonitoreo.mapa, pagina);
    const evento = {
      equipo_id: 2,
      empresa_id: 7,
      ultima_conexion: '2026-01-01 09:30:00',
      version_app: '2.0.0',
      ventas_pendientes: 0,
      contingencia: true,
    };
    expect(aplicarEventoEquipo(cliente, evento)).toBe(true);
    for (const clave of [clavesMonitoreo.lista({ desde: 0 }), clavesMonitoreo.mapa]) {
      const [uno, dos] = cliente.getQueryData<EnvelopePaginado<TEquipoMonitoreo>>(clave)!.data;
      expect(uno).toEqual(equipo(1));
      expect(dos).toMatchObject({
        semaforo: 'VERDE',
        version_app: '2.0.0',
        ventas_pendientes: 0,
        contingencia: true,
        minutos_sin_contacto: 0,
      });
    }
    expect(aplicarEventoEquipo(cliente, { ...evento, equipo_id: 99 })).toBe(false);
    expect(aplicarEventoEquipo(cliente, { malo: true })).toBe(false);
  });

  it('moves a shown command to its state and asks for a new read when it is unknown or answered', () => {
    const cliente = new QueryClient();
    const comando = {
      id: 5,
      equipo_id: 1,
      equipo: 'POS 1',
      tipo: 'SOLICITAR_LOGS' as const,
      estado: 'PENDIENTE' as const,
      resultado: null,
      creado_en: '2026-01-01 08:00:00',
    };
    const estado = { data: { comandos: [comando] } as unknown as TEstadoEstacion };
    cliente.setQueryData(clavesMonitoreo.estacion(7), estado);
    expect(aplicarEventoComando(cliente, { id: 5, empresa_id: 7, equipo_id: 1, estado: 'ENTREGADO' })).toBe(false);
    expect(cliente.getQueryData<typeof estado>(clavesMonitoreo.estacion(7))!.data.comandos[0].estado).toBe('ENTREGADO');
    expect(aplicarEventoComando(cliente, { id: 5, empresa_id: 7, equipo_id: 1, estado: 'EJECUTADO' })).toBe(true);
    expect(aplicarEventoComando(cliente, { id: 6, empresa_id: 7, equipo_id: 1, estado: 'PENDIENTE' })).toBe(true);
  });

  it('colours a station by its worst device', () => {
    expect(peorSemaforo([])).toBe('VERDE');
    expect(peorSemaforo(['VERDE', 'AMARILLO', 'VERDE'])).toBe('AMARILLO');
    expect(peorSemaforo(['AMARILLO', 'ROJO'])).toBe('ROJO');
  });
});
