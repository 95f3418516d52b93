import { describe, expect, it } from 'vitest';
import { MENSAJES } from '@eds/contracts/mensajes';
import { REGLAS, combinar, regla } from './validadores';
import { validadores } from '@eds/contracts/validaciones';

describe('generic validators as form rules', () => {
  it('answer true or the exact message of the second document', () => {
    expect(REGLAS.numero('12.5')).toBe(true);
    expect(REGLAS.numero('doce')).toBe(MENSAJES.debeSerNumero);
    expect(REGLAS.sinCeroIzquierda('012')).toBe(MENSAJES.sinCeroIzquierda);
    expect(REGLAS.rango(1, 10)('11')).toBe('El valor ingresado debe estar entre 1 y 10');
    expect(REGLAS.noNegativo('-1')).toBe(MENSAJES.noNegativo);
    expect(REGLAS.textoNoVacio('  ')).toBe(MENSAJES.valorNoValido);
    expect(REGLAS.entre6y16NoCero('12345')).toBe(MENSAJES.valorNoValido);
    expect(REGLAS.correoOpcional('')).toBe(true);
    expect(REGLAS.correoOpcional('a@b')).toBe(MENSAJES.correoValido);
  });

  it('combine in order and may be optional', () => {
    expect(combinar(REGLAS.numero, REGLAS.noNegativo)('-3')).toBe(MENSAJES.noNegativo);
    expect(regla(validadores.numero, true)('')).toBe(true);
    expect(REGLAS.numero(7)).toBe(true);
  });
});
