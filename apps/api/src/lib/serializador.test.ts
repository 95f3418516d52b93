import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { crearSerializador, primeraDiferencia } from './serializador';

const schema = z.object({ id: z.number().int(), nombre: z.string(), precio: z.number() });
const compilar = (modo: 'estricto' | 'validar') =>
  crearSerializador(modo)({ schema, method: 'GET', url: '/api/prueba', httpStatus: '200' });

function error(fn: () => unknown): unknown {
  try {
    fn();
  } catch (e) {
    return e;
  }
  return undefined;
}

describe('the answer serializer', () => {
  it('writes an answer that matches its contract as JSON, in both modes', () => {
    const fila = { id: 1, nombre: 'ACPM', precio: 10500.5 };
    expect(JSON.parse(compilar('estricto')(fila))).toEqual(fila);
    expect(JSON.parse(compilar('validar')(fila))).toEqual(fila);
  });

  it('refuses a numeric left as text or an instant left as a Date, in both modes (a 500)', () => {
    for (const modo of ['estricto', 'validar'] as const) {
      expect(isResponseSerializationError(error(() => compilar(modo)({ id: 1, nombre: 'ACPM', precio: '10500.50' })))).toBe(true);
    }
    const fecha = z.object({ fecha: z.string() });
    const conFecha = crearSerializador('validar')({ schema: fecha, method: 'GET', url: '/api/prueba', httpStatus: '200' });
    expect(isResponseSerializationError(error(() => conFecha({ fecha: new Date() })))).toBe(true);
  });

  it('strict: a field the contract does not declare fails loudly and names the field', () => {
    const e = error(() => compilar('estricto')({ id: 1, nombre: 'ACPM', precio: 1, token_hash: 'x' }));
    expect(isResponseSerializationError(e)).toBe(true);
    expect(String((e as { cause: Error }).cause.message)).toContain('token_hash');
  });

  it('validate (production): a field the contract does not declare never leaves the server', () => {
    expect(JSON.parse(compilar('validar')({ id: 1, nombre: 'ACPM', precio: 1, token_hash: 'x' }))).toEqual({
      id: 1,
      nombre: 'ACPM',
      precio: 1,
    });
  });

  it('finds the first difference between two JSON values, whatever the key order', () => {
    expect(primeraDiferencia({ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 })).toBeNull();
    expect(primeraDiferencia({ a: 1, b: [1, { c: 2 }] }, { a: 1, b: [1, { c: 3 }] })).toEqual({ ruta: ['b', 1, 'c'] });
    expect(primeraDiferencia({ a: 1, x: 2 }, { a: 1 })).toEqual({ ruta: [], claves: ['x'] });
  });
});
