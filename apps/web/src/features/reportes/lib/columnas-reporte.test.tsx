import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { REPORTES } from '@eds/contracts/reportes/catalogo';
import { COLORES_CELDA } from '@eds/contracts/reportes/motor';
import { crearFormateador } from '../../../lib/formato';
import { columnasReporte } from './columnas-reporte';
import type { FilaTabla } from './filas-tabla';

const kardex = REPORTES['kardex-combustible'];
const f = crearFormateador('COP');
const columnas = columnasReporte(
  kardex,
  { estaciones: [1], fecha_inicial: '2025-03-01', fecha_final: '2025-03-01', filtros: {} },
  f,
  () => false,
  () => true,
);
const celda = (clave: string, fila: Record<string, unknown>) => {
  const c = columnas.find((x) => x.clave === clave)!;
  const { container } = render(<MemoryRouter>{c.celda!(fila as unknown as FilaTabla)}</MemoryRouter>);
  return container.querySelector<HTMLElement>('[data-color]');
};

describe('the colour rule of a report column', () => {
  it('fills the cells the definition colours, as the server does in the files, and leaves the rest and the foot alone', () => {
    const investigar = { estacion_id: 1, estado: 'INVESTIGAR', diferencia: -34.98, porcentaje: -36.81, medido: 1870 };
    for (const clave of ['diferencia', 'porcentaje', 'estado']) {
      const span = celda(clave, investigar)!;
      expect(span.dataset.color).toBe('rojo');
      expect(getComputedStyle(span).backgroundColor).toBe(
        `rgb(${[0, 2, 4].map((i) => parseInt(COLORES_CELDA.rojo.slice(i, i + 2), 16)).join(', ')})`,
      );
    }
    expect(celda('medido', investigar)).toBeNull();
    expect(celda('estado', { ...investigar, estado: 'OK' })!.dataset.color).toBe('verde');
    expect(celda('estado', { ...investigar, estado: 'SIN LECTURA' })).toBeNull();
    expect(celda('diferencia', { ...investigar, __tipo: 'total', __etiqueta: 'TOTALES' })).toBeNull();
  });
});
