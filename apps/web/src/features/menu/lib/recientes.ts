import { MAX_RECIENTES } from '@eds/contracts/constantes';
import { CLAVES, guardarJson, leerJson } from '../../../lib/almacen';

export interface Reciente {
  link: string;
  descripcion: string;
}

/** Most recent first, without repeats, at most MAX_RECIENTES (4). */
export function agregarReciente(lista: readonly Reciente[], nuevo: Reciente): Reciente[] {
  return [nuevo, ...lista.filter((r) => r.link !== nuevo.link)].slice(0, MAX_RECIENTES);
}

/** Kept per user in localStorage, so the list outlives a sign-out. */
export function leerRecientes(usuarioId: number): Reciente[] {
  const lista = leerJson<Reciente[]>(localStorage, CLAVES.recientes(usuarioId));
  return Array.isArray(lista)
    ? lista.filter((r) => typeof r?.link === 'string' && typeof r?.descripcion === 'string').slice(0, MAX_RECIENTES)
    : [];
}

export function guardarRecientes(usuarioId: number, lista: readonly Reciente[]): void {
  guardarJson(localStorage, CLAVES.recientes(usuarioId), lista);
}
