import { describe, expect, it } from 'vitest';
import { LecturasAgrupadas } from './lecturas-agrupadas';

/** A store whose reads the test answers by hand: each read takes the values as they are when it is answered. */
function almacen() {
  const valores = new Map<string, number>();
  const lecturas: { claves: string[]; responder: () => void; fallar: (e: Error) => void }[] = [];
  const leerLote = (claves: string[]) =>
    new Promise<Map<string, number>>((resolve, reject) => {
      // The statement's snapshot: what was committed when it was sent.
      const foto = new Map(claves.filter((c) => valores.has(c)).map((c) => [c, valores.get(c)!]));
      lecturas.push({ claves, responder: () => resolve(foto), fallar: reject });
    });
  return { valores, lecturas, leerLote };
}

const pendiente = async <T>(p: Promise<T>) => {
  const marca = Symbol('pendiente');
  return (await Promise.race([p, new Promise((r) => setTimeout(() => r(marca), 5))])) === marca;
};

describe('session reads shared by concurrent requests', () => {
  it('reads a key at once when nothing is in flight, and the keys asked for meanwhile together in the next read', async () => {
    const a = almacen();
    a.valores.set('x', 1).set('y', 2).set('z', 3);
    const lector = new LecturasAgrupadas(a.leerLote);
    const px = lector.leer('x');
    expect(a.lecturas.map((l) => l.claves)).toEqual([['x']]);
    const py = lector.leer('y');
    const pz = lector.leer('z');
    const py2 = lector.leer('y');
    expect(a.lecturas).toHaveLength(1);
    a.lecturas[0].responder();
    expect(await px).toBe(1);
    await new Promise((r) => setTimeout(r, 0));
    expect(a.lecturas.map((l) => l.claves)).toEqual([['x'], ['y', 'z']]);
    a.lecturas[1].responder();
    expect([await py, await pz, await py2]).toEqual([2, 3, 2]);
  });

  it('never answers a request with a read sent before it: a change committed before the request is seen', async () => {
    const a = almacen();
    a.valores.set('s', 1);
    const lector = new LecturasAgrupadas(a.leerLote);
    const antes = lector.leer('s');
    // The session changes (a sign-out elsewhere) while that read is in flight; the next request asks afterwards.
    a.valores.delete('s');
    const despues = lector.leer('s');
    a.lecturas[0].responder();
    expect(await antes).toBe(1);
    expect(await pendiente(despues)).toBe(true);
    a.lecturas[1].responder();
    expect(await despues).toBeUndefined();
  });

  it('fails the requests of a read that fails, and goes on reading for the next ones', async () => {
    const a = almacen();
    a.valores.set('k', 7);
    const lector = new LecturasAgrupadas(a.leerLote);
    const p1 = lector.leer('k');
    const p2 = lector.leer('k');
    a.lecturas[0].fallar(new Error('conexión perdida'));
    await expect(p1).rejects.toThrow('conexión perdida');
    a.lecturas[1].responder();
    expect(await p2).toBe(7);
  });
});
