import { TIPO_EMPRESA } from '@eds/contracts/constantes';
import { MENSAJES } from '@eds/contracts/mensajes';
import type { Conn } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { EmpresaDeAlcance, SesionActiva } from '../sesion/contexto';

export interface EstacionResumen {
  id: number;
  alias: string;
}

const TIPOS_ESTACION: ReadonlySet<number> = new Set([TIPO_EMPRESA.EDS, TIPO_EMPRESA.CDL, TIPO_EMPRESA.KIOSCO]);

/** Children by parent within a scope, built once per resolved scope. */
const hijosDeAlcance = new WeakMap<ReadonlyMap<number, EmpresaDeAlcance>, Map<number, number[]>>();

function hijos(alcance: ReadonlyMap<number, EmpresaDeAlcance>): Map<number, number[]> {
  let m = hijosDeAlcance.get(alcance);
  if (!m) {
    m = new Map();
    for (const e of alcance.values()) {
      if (e.empresas_id === null) continue;
      const lista = m.get(e.empresas_id) ?? [];
      lista.push(e.id);
      m.set(e.empresas_id, lista);
    }
    hijosDeAlcance.set(alcance, m);
  }
  return m;
}

/**
 * The stations a dashboard call reads. A body may name stations, a regional or the business root (each checked
 * against the user's scope: 403 otherwise); without one, every station the user may see. Sales are filed under
 * the station, so the answer's ids are what the rollups are keyed by. Read from the session's scope, which holds
 * each company's place in the tree (a scope is closed under descendants, and is resolved again whenever the tree
 * changes): no query. Ordered by alias, as the scope was read.
 */
export async function estacionesDeConsulta(
  _conn: Conn,
  s: SesionActiva,
  identificador: number | number[] | null | undefined,
): Promise<EstacionResumen[]> {
  const pedidas =
    identificador === null || identificador === undefined ? [] : Array.isArray(identificador) ? identificador : [identificador];
  for (const id of pedidas) if (!s.empresas.has(id)) throw new AppError(403, MENSAJES.estacionFueraDeAlcance);
  let incluidas: ReadonlySet<number> = s.empresas;
  if (pedidas.length > 0) {
    const arbol = hijos(s.alcance);
    const vistas = new Set<number>();
    const pendientes = [...pedidas];
    while (pendientes.length > 0) {
      const id = pendientes.pop()!;
      if (vistas.has(id)) continue;
      vistas.add(id);
      for (const h of arbol.get(id) ?? []) pendientes.push(h);
    }
    incluidas = vistas;
  }
  const salida: EstacionResumen[] = [];
  for (const e of s.alcance.values()) {
    if (incluidas.has(e.id) && TIPOS_ESTACION.has(e.tipo) && e.estado === 'A') salida.push({ id: e.id, alias: e.alias });
  }
  return salida;
}
