import { describe, expect, it } from 'vitest';
import type { FieldErrors } from 'react-hook-form';
import { MENSAJES } from '@eds/contracts/mensajes';
import { buildPersona } from '../../../testing/fabricas';
import { resolverContrato } from '../../../components/formulario/use-formulario';
import { valoresDePersona, ZValoresPerfil, type ValoresPerfil } from './valores-perfil';

const resolverPerfil = resolverContrato(ZValoresPerfil);
const resolver = async (v: ValoresPerfil) => {
  const r = await resolverPerfil(v, undefined, { fields: {}, shouldUseNativeValidation: false });
  return r as { values: Record<string, unknown>; errors: FieldErrors<ValoresPerfil> };
};

const mensajes = (errores: FieldErrors<ValoresPerfil>) => Object.fromEntries(Object.entries(errores).map(([k, e]) => [k, e?.message]));

describe('profile form', () => {
  it('shows N/A for a person without an address and sends it back empty', async () => {
    const valores = valoresDePersona(buildPersona());
    expect(valores.direccion).toBe('N/A');
    const r = await resolver(valores);
    expect(r.errors).toEqual({});
    expect(r.values.direccion).toBe('');
  });

  it('trims and upper-cases the texts it saves', async () => {
    const r = await resolver({
      ...valoresDePersona(buildPersona()),
      nombres: '  maría josé ',
      apellidos: 'de la peña ',
      direccion: ' calle 1 # 2-3 ',
    });
    expect(r.values).toMatchObject({
      nombres: 'MARÍA JOSÉ',
      apellidos: 'DE LA PEÑA',
      direccion: 'CALLE 1 # 2-3',
      pais: 170,
      provincia: 8,
      ciudad: 8001,
    });
  });

  it('gives the spec messages for each invalid field', async () => {
    const base = valoresDePersona(buildPersona());
    expect(mensajes((await resolver({ ...base, nombres: ' ', apellidos: '' })).errors)).toMatchObject({
      nombres: MENSAJES.nombreObligatorio,
      apellidos: MENSAJES.apellidoObligatorio,
    });
    expect(mensajes((await resolver({ ...base, nombres: 'ANA2' })).errors).nombres).toBe(MENSAJES.soloTexto);
    expect(mensajes((await resolver({ ...base, direccion: 'ab' })).errors).direccion).toBe(MENSAJES.direccionMinimo);
    expect(mensajes((await resolver({ ...base, telefono: '' })).errors).telefono).toBe(MENSAJES.campoObligatorio);
    expect(mensajes((await resolver({ ...base, telefono: '12345' })).errors).telefono).toBe(MENSAJES.telefonoMinimo);
    expect(mensajes((await resolver({ ...base, telefono: '12345678901' })).errors).telefono).toBe(MENSAJES.telefonoMaximo);
    expect(mensajes((await resolver({ ...base, telefono: '30012a4567' })).errors).telefono).toBe(MENSAJES.soloNumeros);
    expect(mensajes((await resolver({ ...base, correo: '' })).errors).correo).toBe(MENSAJES.campoObligatorio);
    expect(mensajes((await resolver({ ...base, correo: 'laura@' })).errors).correo).toBe(MENSAJES.correoInvalido);
    expect(mensajes((await resolver({ ...base, pais: null, provincia: null, ciudad: null })).errors)).toMatchObject({
      pais: MENSAJES.campoObligatorioCorto,
      provincia: MENSAJES.seleccioneDepartamento,
      ciudad: MENSAJES.seleccioneCiudad,
    });
  });
});
