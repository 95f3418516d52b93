import { describe, expect, it } from 'vitest';
import { buildUsuario } from '../../../testing/fabricas';
import { CLAVE_EMPRESA, empresaInicial, estacionesDelUsuario, guardarEmpresa } from './filtro-empresa';

const hijos = [
  { id: 2, alias: 'REGIONAL CARIBE', nombre: 'REGIONAL CARIBE', tipo: 2, empresas_id: 1 },
  { id: 5, alias: 'EDS SANTA MARTA', nombre: 'EDS SANTA MARTA', tipo: 3, empresas_id: 2 },
  { id: 3, alias: 'EDS BARRANQUILLA', nombre: 'EDS BARRANQUILLA', tipo: 3, empresas_id: 2 },
];

describe('company filter', () => {
  it('offers the stations among the child companies, by name; a station user only their own', () => {
    expect(estacionesDelUsuario(buildUsuario({ tipo: 1, hijos }))).toEqual([
      { id: 3, alias: 'EDS BARRANQUILLA' },
      { id: 5, alias: 'EDS SANTA MARTA' },
    ]);
    const propio = buildUsuario({
      tipo: 5,
      empresas_id: 3,
      empresa: { id: 3, alias: 'EDS BARRANQUILLA', atributos: { ciudad: '', provincia: '', pais: '' } },
      hijos: [],
    });
    expect(estacionesDelUsuario(propio)).toEqual([{ id: 3, alias: 'EDS BARRANQUILLA' }]);
  });

  it('starts a station user on their station and anyone else on a random child company', () => {
    const opciones = [
      { id: 3, alias: 'A' },
      { id: 5, alias: 'B' },
    ];
    expect(empresaInicial({ tipo: 5, empresas_id: 3 }, opciones, () => 0.99)).toBe(3);
    expect(empresaInicial({ tipo: 1, empresas_id: 1 }, opciones, () => 0)).toBe(3);
    expect(empresaInicial({ tipo: 3, empresas_id: 1 }, opciones, () => 0.99)).toBe(5);
    expect(empresaInicial({ tipo: 1, empresas_id: 1 }, [], () => 0.5)).toBeUndefined();
  });

  it('keeps the choice for the tab, TODOS included', () => {
    const opciones = [
      { id: 3, alias: 'A' },
      { id: 5, alias: 'B' },
    ];
    guardarEmpresa(undefined);
    expect(sessionStorage.getItem(CLAVE_EMPRESA)).toBe('TODOS');
    expect(empresaInicial({ tipo: 1, empresas_id: 1 }, opciones, () => 0)).toBeUndefined();
    guardarEmpresa(5);
    expect(empresaInicial({ tipo: 1, empresas_id: 1 }, opciones, () => 0)).toBe(5);
    // A stored company no longer offered falls back to a random one.
    guardarEmpresa(77);
    expect(empresaInicial({ tipo: 1, empresas_id: 1 }, opciones, () => 0)).toBe(3);
  });
});
