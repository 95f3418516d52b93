import { describe, expect, it } from 'vitest';
import { difundirEventoSocket, EVENTO_SOCKET, type EventoSocket } from './eventos-socket';

describe('socket data events', () => {
  it('re-dispatches data events on window and leaves notifications, ready and junk to the caller', () => {
    const recibidos: EventoSocket[] = [];
    const oyente = (e: Event) => recibidos.push((e as CustomEvent<EventoSocket>).detail);
    window.addEventListener(EVENTO_SOCKET, oyente);
    const datos = { empresa_id: 3, fecha: '2025-01-15', comprobante_id: 9, estado: 'ENVIADO' };
    expect(difundirEventoSocket(JSON.stringify({ event: 'monitor-sap', data: datos }))).toBe(true);
    expect(difundirEventoSocket(JSON.stringify({ event: 'message', data: { empresa: 3 } }))).toBe(false);
    expect(difundirEventoSocket(JSON.stringify({ event: 'ready', data: { empresa: 3 } }))).toBe(false);
    expect(difundirEventoSocket('no es json')).toBe(false);
    window.removeEventListener(EVENTO_SOCKET, oyente);
    expect(recibidos).toEqual([{ event: 'monitor-sap', data: datos }]);
  });
});
