import { sql } from 'drizzle-orm';
import type { TDominio } from '@eds/contracts/sesion';
import { fila, type Conn } from '../../db/client';
import type { ParametrosDominio } from '../../db/schema/empresa';

interface FilaDominio {
  id: number;
  negocio_id: number;
  alias: string;
  tipo: TDominio['tipo'];
  tipo_unidad: string;
  parametros: ParametrosDominio;
}

function aDominio(r: FilaDominio): TDominio {
  return {
    id: r.id,
    negocio_id: r.negocio_id,
    alias: r.alias,
    tipo: r.tipo,
    parametros: r.parametros,
    atributos: { tipo_dominio: r.tipo, tipo_unidad: r.tipo_unidad },
  };
}

/** The configuration of an unknown host: business id 0, which the web app shows as not found. */
export const DOMINIO_DESCONOCIDO: TDominio = {
  id: 0,
  negocio_id: 0,
  alias: '',
  tipo: null,
  parametros: { color1: '#283593', color2: '#5c6bc0', formato_numero: 'COP', logo: null, nombre_empresa: '' },
  atributos: { tipo_dominio: null, tipo_unidad: 'GALONES' },
};

/** Strips a port and lower-cases, so `LocalHost:8080` finds `localhost`. */
export function normalizarHost(host: string): string {
  const limpio = host.trim().toLowerCase();
  if (limpio.startsWith('[')) return limpio.slice(0, limpio.indexOf(']') + 1);
  return limpio.split(':')[0];
}

export async function dominioPorHost(conn: Conn, host: string): Promise<TDominio | undefined> {
  const r = await fila<FilaDominio>(
    conn,
    sql`SELECT id, negocio_id, alias, tipo, tipo_unidad, parametros FROM dominios WHERE host = ${normalizarHost(host)} AND estado = 'A'`,
  );
  return r ? aDominio(r) : undefined;
}

export async function dominioPorNegocio(conn: Conn, negocioId: number): Promise<TDominio> {
  const r = await fila<FilaDominio>(
    conn,
    sql`SELECT id, negocio_id, alias, tipo, tipo_unidad, parametros FROM dominios WHERE negocio_id = ${negocioId} AND estado = 'A' ORDER BY id LIMIT 1`,
  );
  return r ? aDominio(r) : { ...DOMINIO_DESCONOCIDO, negocio_id: negocioId };
}

export const HOSTS_LOCALES = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);
