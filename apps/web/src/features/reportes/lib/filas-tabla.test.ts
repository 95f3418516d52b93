import { describe, expect, it } from 'vitest';
import type { DatosReporte } from '@eds/contracts/reportes/motor';
import { filasDePagina } from './filas-tabla';

const fila = (estacion_id: number, valor: number) => ({ estacion_id, estacion: `E${estacion_id}`, valor });
const datos = (filas: ReturnType<typeof fila>[]): DatosReporte => ({
  filas,
  totales: { valor: 60 },
  subtotales: [
    { estacion_id: 1, estacion: 'E1', filas: 3, totales: { valor: 30 } },
    { estacion_id: 2, estacion: 'E2', filas: 2, totales: { valor: 30 } },
  ],
  grafico: null,
  total_filas: 5,
  ventana: { desde: '2025-03-01 06:00:00', hasta: '2025-03-02 06:00:00', fecha_inicial: '2025-03-01', fecha_final: '2025-03-01' },
});
const etiquetas = { subtotal: (e: string) => `Subtotal ${e}`, totales: 'TOTALES' };

describe('the rows of a page', () => {
  it('put a station Subtotal right after its last row, even when that row is on a later page, and TOTALES at the foot', () => {
    const primera = filasDePagina(datos([fila(1, 10), fila(1, 10)]), 0, etiquetas);
    expect(primera.map((f) => f.__tipo ?? 'fila')).toEqual(['fila', 'fila', 'total']);
    const segunda = filasDePagina(datos([fila(1, 10), fila(2, 15)]), 2, etiquetas);
    expect(segunda.map((f) => f.__etiqueta ?? f.estacion)).toEqual(['E1', 'Subtotal E1', 'E2', 'TOTALES']);
    expect(segunda[1]).toMatchObject({ valor: 30, __tipo: 'subtotal' });
    const tercera = filasDePagina(datos([fila(2, 15)]), 4, etiquetas);
    expect(tercera.map((f) => f.__etiqueta ?? f.estacion)).toEqual(['E2', 'Subtotal E2', 'TOTALES']);
    expect(new Set([...primera, ...segunda, ...tercera].filter((f) => !f.__tipo).map((f) => f.__id)).size).toBe(5);
  });

  it('follows TOTALES with one total per unit when the rows hold several', () => {
    const conUnidades: DatosReporte = {
      ...datos([fila(1, 10)]),
      totales: { valor: 60, cantidad: null },
      totales_unidad: [
        { unidad: 'GAL', totales: { valor: null, cantidad: 15.01 } },
        { unidad: 'UND', totales: { valor: null, cantidad: 3 } },
      ],
    };
    const filas = filasDePagina(conUnidades, 0, etiquetas);
    expect(filas.map((f) => f.__etiqueta ?? f.estacion)).toEqual(['E1', 'TOTALES', 'TOTALES GAL', 'TOTALES UND']);
    expect(filas.slice(1).map((f) => f.cantidad)).toEqual([null, 15.01, 3]);
  });

  it('shows nothing for a page without rows', () => {
    expect(filasDePagina({ ...datos([]), total_filas: 0, subtotales: [] }, 0, etiquetas)).toEqual([]);
  });
});
