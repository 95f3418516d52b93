import { describe, expect, it } from 'vitest';
import { COLOR_COMBUSTIBLE } from '@eds/contracts/operacion';
import { seriesCombustible } from './combustibles';
import { tanquesSecos, revisaContingencia, veVentasManuales } from './alertas';

describe('fuel series', () => {
  it('pivots periods × fuels into one series per fuel with its colour and total', () => {
    const r = seriesCombustible([
      {
        fecha: '2026-03-01',
        fecha_inicial: '2026-03-01',
        fecha_final: '2026-03-01',
        mes: null,
        ventas: [
          { tipo_producto_id: 28, descripcion: 'GASOLINA EXTRA', cantidad: 10 },
          { tipo_producto_id: 27, descripcion: 'GASOLINA CORRIENTE', cantidad: 100 },
        ],
      },
      {
        fecha: '2026-03-02',
        fecha_inicial: '2026-03-02',
        fecha_final: '2026-03-02',
        mes: null,
        ventas: [{ tipo_producto_id: 27, descripcion: 'GASOLINA CORRIENTE', cantidad: 50.5 }],
      },
    ]);
    expect(r.etiquetas).toEqual(['2026-03-01', '2026-03-02']);
    expect(r.series.map((s) => [s.nombre, s.valores, s.total, s.color])).toEqual([
      ['GASOLINA CORRIENTE', [100, 50.5], 150.5, COLOR_COMBUSTIBLE.CORRIENTE],
      ['GASOLINA EXTRA', [10, 0], 10, COLOR_COMBUSTIBLE.EXTRA],
    ]);
  });
});

describe('alert rules', () => {
  const tanque = {
    bodega: 1,
    codigo: 'T1',
    descripcion: 'TANQUE 1',
    tipo: 'ACPM DIESEL',
    producto_id: 3,
    volumen_maximo: 10000,
    nivelagua: 0,
    ultimaLectura: null,
  };
  it('lists active tanks at or below their minimum as dry', () => {
    const grupos = [
      {
        id: 3,
        alias: 'EDS',
        data: [
          { ...tanque, saldo: 500, volumen_minimo: 500, estado: 'A' as const },
          { ...tanque, bodega: 2, codigo: 'T2', saldo: 501, volumen_minimo: 500, estado: 'A' as const },
          { ...tanque, bodega: 3, codigo: 'T3', saldo: 10, volumen_minimo: 500, estado: 'I' as const },
        ],
      },
    ];
    expect(tanquesSecos(grupos).map((t) => t.codigo)).toEqual(['T1']);
  });

  it('checks contingency by the first profile only, and shows manual sales to tipo 5 and 3', () => {
    expect(revisaContingencia({ perfiles: [{ id: 1, descripcion: 'ADMINISTRADOR DE ESTACION' }] })).toBe(true);
    expect(revisaContingencia({ perfiles: [{ id: 1, descripcion: 'SUPERADMINISTRADOR LAZO' }] })).toBe(true);
    expect(
      revisaContingencia({
        perfiles: [
          { id: 1, descripcion: 'CONSULTA' },
          { id: 2, descripcion: 'ADMINISTRADOR DE ESTACION' },
        ],
      }),
    ).toBe(false);
    expect(revisaContingencia({ perfiles: [] })).toBe(false);
    expect([1, 2, 3, 4, 5].map((tipo) => veVentasManuales({ tipo }))).toEqual([false, false, true, false, true]);
  });
});
