import { z } from 'zod';
import { ZPerfilForm, type TPerfilForm, type TPersona } from '@eds/contracts/persona';
import type { GENEROS, TIPOS_SANGRE } from '@eds/contracts/constantes';
import type { Lugar } from './lugar';

/** What the profile form holds while it is edited (empty selects as null). */
export interface ValoresPerfil {
  nombres: string;
  apellidos: string;
  genero: (typeof GENEROS)[number] | null;
  direccion: string;
  telefono: string;
  correo: string;
  tipo_sangre: (typeof TIPOS_SANGRE)[number] | null;
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
    genero: (p.atributos.genero ?? null) as ValoresPerfil['genero'],
    direccion: contacto(p, 'DIRECCION') || SIN_DIRECCION,
    telefono: contacto(p, 'TELEFONO'),
    correo: contacto(p, 'CORREO'),
    tipo_sangre: (p.atributos.tipo_sangre ?? null) as ValoresPerfil['tipo_sangre'],
    pais: lugar(p.atributos.pais),
    provincia: lugar(p.atributos.provincia),
    ciudad: lugar(p.atributos.ciudad),
  };
}

/** The form as the contracts schema reads it. */
function entradaEsquema(v: ValoresPerfil): z.input<typeof ZPerfilForm> {
  return {
    ...v,
    genero: v.genero || null,
    tipo_sangre: v.tipo_sangre || null,
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

/**
 * The profile form on the shared schema (messages are the contracts' Spanish texts, translated on display): the edited values become the contract's input (places as ids), are
 * checked by ZPerfilForm, and come out as the save payload. Field paths stay the form's own.
 */
export const ZValoresPerfil = z.custom<ValoresPerfil>().transform(entradaEsquema).pipe(ZPerfilForm).transform(payloadPerfil);
