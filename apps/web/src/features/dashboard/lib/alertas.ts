import type { TGrupoTanques } from '@eds/contracts/dashboard';
import { PERFILES_CONTINGENCIA } from '@eds/contracts/constantes';
import type { TUsuarioSesion } from '@eds/contracts/sesion';
import type { AlertaConVisto } from './vistos';

/** Every kind of notification of the alerts area; the first five carry a viewed flag (spec §4). */
export type TipoAlerta = AlertaConVisto | 'clientesPropios' | 'facturasElectronicas' | 'ventasManuales' | 'contingencia';

export const TIPOS_ALERTA: readonly TipoAlerta[] = [
  'contingencia',
  'secadoVirtual',
  'facturasElectronicas',
  'jornadasAbiertas',
  'consecutivos',
  'clientesPropios',
  'ordCompra',
  'ventasManuales',
  'alertaDiaVenta',
];

export type Severidad = 'error' | 'warning' | 'info';
export const SEVERIDAD: Record<TipoAlerta, Severidad> = {
  contingencia: 'error',
  secadoVirtual: 'error',
  facturasElectronicas: 'error',
  jornadasAbiertas: 'warning',
  consecutivos: 'warning',
  clientesPropios: 'warning',
  ordCompra: 'info',
  ventasManuales: 'info',
  alertaDiaVenta: 'info',
};

export const CON_VISTO: ReadonlySet<TipoAlerta> = new Set<TipoAlerta>([
  'secadoVirtual',
  'jornadasAbiertas',
  'consecutivos',
  'ordCompra',
  'alertaDiaVenta',
]);
export const esConVisto = (tipo: TipoAlerta): tipo is AlertaConVisto => CON_VISTO.has(tipo);

export interface FilaSecado {
  empresa_id: number;
  alias: string;
  bodega: string;
  codigo: string;
  descripcion: string;
  saldo: number;
  volumen_minimo: number;
}

/** Dry tanks (secado virtual): active tanks whose balance is at or below their minimum volume. */
export function tanquesSecos(grupos: readonly TGrupoTanques[]): FilaSecado[] {
  return grupos.flatMap((g) =>
    g.data
      .filter((t) => t.estado === 'A' && t.saldo <= t.volumen_minimo)
      .map((t) => ({
        empresa_id: g.id,
        alias: g.alias,
        bodega: t.descripcion,
        codigo: t.codigo,
        descripcion: t.tipo,
        saldo: t.saldo,
        volumen_minimo: t.volumen_minimo,
      })),
  );
}

/** The automatic contingency check runs only for the first profile's description in the spec's list (§6). */
export function revisaContingencia(usuario: Pick<TUsuarioSesion, 'perfiles'>): boolean {
  const primero = usuario.perfiles[0]?.descripcion;
  return primero !== undefined && (PERFILES_CONTINGENCIA as readonly string[]).includes(primero);
}

/** The manual-sales notification is for station (5) and zonal (3) users only (§6). */
export function veVentasManuales(usuario: Pick<TUsuarioSesion, 'tipo'>): boolean {
  return usuario.tipo === 5 || usuario.tipo === 3;
}
