import type { FieldErrors, Resolver } from 'react-hook-form';
import { ZPerfilForm, type TPerfilForm, type TPersona } from '@eds/contracts/persona';
import type { GENEROS, TIPOS_SANGRE } from '@eds/contracts/constantes';
import type { Lugar } from './lugar';

/** What the profile form holds while it is edited (selects empty as '' or null). */
export interface ValoresPerfil {
  nombres: string;
  apellidos: string;
  genero: (typeof GENEROS)[number] | '';
  direccion: string;
  telefono: string;
  correo: string;
  tipo_sangre: (typeof TIPOS_SANGRE)[number] | '';
  pais: Lugar | null;
  provincia: Lugar | null;
  ciudad: Lugar | null;
}

/** Shown for a person without an address; sent back empty. */
export const SIN_DIRECCION = 'N/A';

const contacto = (p: TPersona, descripcion: 'TELEFONO' | 'CORREO' | 'DIRECCION') =>
  p.atributos.contactos.find((c) => c.descripcion === descripcion && c.principal === 'S')?.contacto ??
  p.atributos.contactos.find((c) => c.descripcion === descripcion)?.contacto ??
  '';

const lugar = (o: { value: number; label: string } | null): Lugar | null => (o ? { id: o.value, nombre: o.label } : null);

export function valoresDePersona(p: TPersona): ValoresPerfil {
  return {
    nombres: p.nombres,
    apellidos: p.apellidos,
    genero: (p.atributos.genero ?? '') as ValoresPerfil['genero'],
    direccion: contacto(p, 'DIRECCION') || SIN_DIRECCION,
    telefono: contacto(p, 'TELEFONO'),
    correo: contacto(p, 'CORREO'),
    tipo_sangre: (p.atributos.tipo_sangre ?? '') as ValoresPerfil['tipo_sangre'],
    pais: lugar(p.atributos.pais),
    provincia: lugar(p.atributos.provincia),
    ciudad: lugar(p.atributos.ciudad),
  };
}

/** The form as the contracts schema reads it. */
function entradaEsquema(v: ValoresPerfil) {
  return {
    ...v,
    genero: v.genero === '' ? null : v.genero,
    tipo_sangre: v.tipo_sangre === '' ? null : v.tipo_sangre,
    pais: v.pais?.id ?? 0,
    provincia: v.provincia?.id ?? 0,
    ciudad: v.ciudad?.id ?? 0,
  };
}

/**
 * The save payload: texts trimmed and upper-cased, an address of 'N/A' sent empty. The e-mail is
 * only trimmed: the server stores addresses in lower case.
 */
export function payloadPerfil(f: TPerfilForm): TPerfilForm {
  const direccion = f.direccion.trim();
  return {
    ...f,
    nombres: f.nombres.trim().toUpperCase(),
    apellidos: f.apellidos.trim().toUpperCase(),
    direccion: direccion.toUpperCase() === SIN_DIRECCION ? '' : direccion.toUpperCase(),
    telefono: f.telefono.trim(),
    correo: f.correo.trim(),
  };
}

/** Validates with the shared schema; messages are the contracts' Spanish texts, translated on display. */
export const resolverPerfil: Resolver<ValoresPerfil, unknown, TPerfilForm> = async (valores) => {
  const r = ZPerfilForm.safeParse(entradaEsquema(valores));
  if (r.success) return { values: payloadPerfil(r.data), errors: {} };
  const errors: FieldErrors<ValoresPerfil> = {};
  for (const issue of r.error.issues) {
    const campo = issue.path[0] as keyof ValoresPerfil;
    if (campo && !errors[campo]) errors[campo] = { type: issue.code, message: issue.message };
  }
  return { values: {}, errors };
};
