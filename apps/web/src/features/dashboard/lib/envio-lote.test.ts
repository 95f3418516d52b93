import { describe, expect, it } from 'vitest';
import { enviarLote, numeroFactura } from './envio-lote';

const facturas = [1, 2, 3, 4, 5].map((id) => ({ id, prefijo: 'F000', consecutivo: 900 + id }));

describe('contingency batch sending', () => {
  it('sends one call per invoice, reports each answer and returns the failures in batch order', async () => {
    const enviadas: number[] = [];
    const progreso: number[] = [];
    const fallidas = await enviarLote(
      facturas,
      async (id) => {
        enviadas.push(id);
        await new Promise((r) => setTimeout(r, (6 - id) * 2));
        if (id === 2 || id === 5) throw new Error(`no ${id}`);
      },
      (n) => progreso.push(n),
      (e) => (e as Error).message,
    );
    expect(enviadas.sort()).toEqual([1, 2, 3, 4, 5]);
    expect(progreso).toEqual([1, 2, 3, 4, 5]);
    expect(fallidas.map((f) => [numeroFactura(f.factura), f.mensaje])).toEqual([
      ['F000902', 'no 2'],
      ['F000905', 'no 5'],
    ]);
  });

  it('sends nothing for an empty batch', async () => {
    expect(
      await enviarLote(
        [],
        () => Promise.reject(new Error('x')),
        () => undefined,
        String,
      ),
    ).toEqual([]);
  });
});
