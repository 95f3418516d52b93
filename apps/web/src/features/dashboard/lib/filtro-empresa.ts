import { TIPO_EMPRESA } from '@eds/contracts/constantes';
import type { TUsuarioSesion } from '@eds/contracts/sesion';

export interface EstacionFiltro {
  id: number;
  alias: string;
}

/** The selection kept for the tab, so a reload shows the same company. 'TODOS' is every station in scope. */
export const CLAVE_EMPRESA = 'eds.dashboard.empresa';
const TIPOS_ESTACION: readonly number[] = [TIPO_EMPRESA.EDS, TIPO_EMPRESA.CDL, TIPO_EMPRESA.KIOSCO];

/** A station user (tipo 5) is locked to its own station (spec §6). */
export function esUsuarioEstacion(usuario: Pick<TUsuarioSesion, 'tipo'>): boolean {
  return usuario.tipo === 5;
}

/** The companies of the filter: the user's own station (tipo 5), otherwise the stations among their child companies. */
export function estacionesDelUsuario(usuario: Pick<TUsuarioSesion, 'tipo' | 'empresas_id' | 'empresa' | 'hijos'>): EstacionFiltro[] {
  if (esUsuarioEstacion(usuario)) return [{ id: usuario.empresas_id, alias: usuario.empresa.alias }];
  return usuario.hijos
    .filter((h) => TIPOS_ESTACION.includes(h.tipo))
    .map((h) => ({ id: h.id, alias: h.alias }))
    .sort((a, b) => a.alias.localeCompare(b.alias, 'es'));
}

function leerGuardada(): number | 'TODOS' | null {
  try {
    const v = sessionStorage.getItem(CLAVE_EMPRESA);
    if (v === 'TODOS') return v;
    return v !== null && /^\d+$/.test(v) ? Number(v) : null;
  } catch {
    return null;
  }
}

export function guardarEmpresa(valor: number | undefined): void {
  try {
    sessionStorage.setItem(CLAVE_EMPRESA, valor === undefined ? 'TODOS' : String(valor));
  } catch {
    // Storage disabled: the choice lasts while the page is open.
  }
}

/**
 * The company the dashboard starts with: a station user's own station; for everyone else the choice
 * kept for the tab, or else a random company among their child companies (spec §6). undefined is TODOS.
 */
export function empresaInicial(
  usuario: Pick<TUsuarioSesion, 'tipo' | 'empresas_id'>,
  opciones: readonly EstacionFiltro[],
  azar: () => number = Math.random,
): number | undefined {
  if (esUsuarioEstacion(usuario)) return usuario.empresas_id;
  const guardada = leerGuardada();
  if (guardada === 'TODOS') return undefined;
  if (guardada !== null && opciones.some((o) => o.id === guardada)) return guardada;
  if (opciones.length === 0) return undefined;
  return opciones[Math.min(opciones.length - 1, Math.floor(azar() * opciones.length))].id;
}
