import { describe, expect, it } from 'vitest';
import { agregarReciente, guardarRecientes, leerRecientes } from './recientes';

describe('recent modules', () => {
  it('keeps at most 4, the newest first, without repeats', () => {
    let lista = [] as ReturnType<typeof leerRecientes>;
    for (const n of ['a', 'b', 'c', 'd', 'e', 'c']) lista = agregarReciente(lista, { link: `/${n}`, descripcion: n.toUpperCase() });
    expect(lista.map((r) => r.link)).toEqual(['/c', '/e', '/d', '/b']);
  });

  it('are kept per user', () => {
    guardarRecientes(7, [{ link: '/dashboard', descripcion: 'DASHBOARD' }]);
    expect(leerRecientes(7)).toEqual([{ link: '/dashboard', descripcion: 'DASHBOARD' }]);
    expect(leerRecientes(8)).toEqual([]);
  });
});
