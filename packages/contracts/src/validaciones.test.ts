import { describe, expect, it } from 'vitest';
import { LARGOS, validadores } from './validaciones';
import { ZPerfilForm, ZClaveForm, ZCambiarPinBody } from './persona';
import { ZSigninBody } from './sesion';
import { MENSAJES } from './mensajes';

describe('generic validators of the second document', () => {
  it('check numbers, leading zeros, ranges and negatives with their exact messages', () => {
    expect(validadores.numero('12.5')).toBe(true);
    expect(validadores.numero('-3')).toBe(true);
    expect(validadores.numero('12a')).toBe('El valor ingresado debe ser un número.');
    expect(validadores.sinCeroIzquierda('012')).toBe('No es permitido el 0 a la izquierda');
    expect(validadores.sinCeroIzquierda('0')).toBe(true);
    expect(validadores.rango(1, 10)('11')).toBe('El valor ingresado debe estar entre 1 y 10');
    expect(validadores.rango(1, 10)('10')).toBe(true);
    expect(validadores.noNegativo('-1')).toBe('No puede ingresar un valor negativo');
    expect(validadores.textoNoVacio('   ')).toBe('Valor ingresado no valido');
    expect(validadores.correoOpcional('')).toBe(true);
    expect(validadores.correoOpcional('a@b')).toBe('Por favor, ingrese una dirección de correo electrónico válida');
  });

  it('check the fixed lengths', () => {
    expect(LARGOS.minimo4('abc')).toBe(MENSAJES.valorNoValido);
    expect(LARGOS.maximo3('abcd')).toBe(MENSAJES.valorNoValido);
    expect(LARGOS.entre5y20('abcde')).toBe(true);
    expect(LARGOS.maximo16NoCero('0')).toBe(MENSAJES.valorNoValido);
    expect(LARGOS.entre6y16NoCero('123456')).toBe(true);
  });
});

describe('shared form schemas', () => {
  const base = {
    nombres: 'Ana',
    apellidos: 'Ruiz',
    direccion: '',
    telefono: '3001234567',
    correo: 'ana@x.co',
    pais: 170,
    provincia: 5,
    ciudad: 5001,
  };
  const primerError = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

  it('profile form gives the spec texts', () => {
    expect(ZPerfilForm.safeParse(base).success).toBe(true);
    expect(primerError(ZPerfilForm.safeParse({ ...base, telefono: '123' }))).toBe(MENSAJES.telefonoMinimo);
    expect(primerError(ZPerfilForm.safeParse({ ...base, direccion: 'N/A' }))).toBeUndefined();
    expect(primerError(ZPerfilForm.safeParse({ ...base, correo: 'x' }))).toBe(MENSAJES.correoInvalido);
  });

  it('password slide requires matching passwords; pin at most 4', () => {
    expect(primerError(ZClaveForm.safeParse({ actual: 'a', nueva: 'abcdefgh', repetir: 'abcdefgi' }))).toBe('las contraseñas no coinciden');
    expect(primerError(ZClaveForm.safeParse({ actual: 'a', nueva: 'abcdef', repetir: 'abcdef' }))).toBe(
      'La contraseña debe tener al menos 8 caracteres',
    );
    // The PIN change is signed with the current password (issue 9): without it the first message asks for it.
    expect(primerError(ZCambiarPinBody.safeParse({ identificadorPersona: 1, pin: '1234' }))).toBe('Este campo es obligatorio');
    expect(primerError(ZCambiarPinBody.safeParse({ identificadorPersona: 1, clave_Administrador: 'x', pin: '' }))).toBe(
      'Este campo no puede ir vacio',
    );
    expect(primerError(ZCambiarPinBody.safeParse({ identificadorPersona: 1, clave_Administrador: 'x', pin: '12345' }))).toBe(
      'El pin debe tener máximo 4 caracteres',
    );
  });

  it('sign-in gives the login texts', () => {
    expect(primerError(ZSigninBody.safeParse({ user: '', pass: 'x' }))).toBe('!DEBE LLENAR EL CAMPO DE USUARIO!');
    expect(primerError(ZSigninBody.safeParse({ user: 'x', pass: '' }))).toBe('!DEBE LLENAR EL CAMPO DE CLAVE!');
  });
});
