import { describe, expect, it } from 'vitest';
import { leerMensajeSocket, varianteDeMensaje } from './mensaje-socket';

const marco = (data: object) => JSON.stringify({ event: 'message', data });

describe('socket messages', () => {
  it('reads message events and ignores anything else', () => {
    expect(leerMensajeSocket(marco({ empresa: 3, titulo: 'T', texto: 'X', consecutivo: 9, tipo: 200 }))).toEqual({
      empresa: 3,
      titulo: 'T',
      texto: 'X',
      consecutivo: 9,
      tipo: 200,
    });
    expect(leerMensajeSocket(JSON.stringify({ event: 'ready', data: { empresa: 3 } }))).toBeNull();
    expect(leerMensajeSocket('pong')).toBeNull();
    expect(leerMensajeSocket(marco({ empresa: '3', titulo: 'T', texto: 'X', tipo: 200 }))).toBeNull();
  });

  it('shows 200 as information and 400 as an error, only for the user company', () => {
    const m = { empresa: 3, titulo: 'T', texto: 'X', consecutivo: 1, tipo: 200 };
    expect(varianteDeMensaje(m, 3)).toBe('info');
    expect(varianteDeMensaje({ ...m, tipo: 400 }, 3)).toBe('error');
    expect(varianteDeMensaje(m, 4)).toBeNull();
    expect(varianteDeMensaje({ ...m, tipo: 300 }, 3)).toBeNull();
  });
});
