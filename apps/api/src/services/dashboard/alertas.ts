import { sql } from 'drizzle-orm';
import type { TDiaVentas, TGrupoTanques, TJornadaAbierta, TRangoFactura } from '@eds/contracts/dashboard';
import { inicioMes, textoBogota } from '@eds/contracts/dia-operativo';
import { filasPreparadas, type Conn } from '../../db/client';
import { listaEnteros, num } from './fuentes';
import type { EstacionResumen } from './estaciones';
import { conMetas, consultaMetas, metasDelDia } from './graficas';

/** ALERTA_TANQUES: every active tank of the stations with its last reading, grouped by station. */
export async function tanques(conn: Conn, estaciones: EstacionResumen[]): Promise<TGrupoTanques[]> {
  if (estaciones.length === 0) return [];
  const r = await filasPreparadas<{
    empresa_id: number;
    bodega: number;
    codigo: string;
    descripcion: string;
    tipo: string;
    producto_id: number;
    saldo: string | null;
    volumen_maximo: string | null;
    volumen_minimo: string | null;
    nivelagua: string | null;
    fecha: Date | string | null;
    estado: 'A' | 'I';
  }>(
    conn,
    sql`SELECT b.empresa_id, b.id AS bodega, b.codigo, b.descripcion, p.descripcion AS tipo, p.id AS producto_id,
               t.volumen AS saldo, b.capacidad AS volumen_maximo, b.volumen_minimo, t.volumen_agua AS nivelagua, t.fecha, b.estado
          FROM bodegas b
          JOIN productos p ON p.id = b.producto_id
          LEFT JOIN tanques_estado t ON t.bodega_id = b.id
         WHERE b.tipo = 'TANQUE' AND b.empresa_id = ANY(${listaEnteros(estaciones.map((e) => e.id))}::int[])
         ORDER BY b.empresa_id, b.codigo`,
  );
  return estaciones
    .map((e) => ({
      id: e.id,
      alias: e.alias,
      data: r
        .filter((t) => t.empresa_id === e.id)
        .map((t) => ({
          bodega: t.bodega,
          codigo: t.codigo,
          descripcion: t.descripcion,
          tipo: t.tipo,
          producto_id: t.producto_id,
          saldo: num(t.saldo),
          volumen_maximo: num(t.volumen_maximo),
          volumen_minimo: num(t.volumen_minimo),
          nivelagua: num(t.nivelagua),
          ultimaLectura: t.fecha ? textoBogota(new Date(t.fecha)) : null,
          estado: t.estado,
        })),
    }))
    .filter((g) => g.data.length > 0);
}

/** Tanks at or below their minimum volume (the "secado virtual" alert). */
export function tanquesSecos(grupos: TGrupoTanques[]) {
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

/** alerta_jornadas_abiertas: shifts still open, with envelopes over sales (%) and hours open. */
export async function jornadasAbiertas(conn: Conn, estaciones: EstacionResumen[], ahora = new Date()): Promise<TJornadaAbierta[]> {
  if (estaciones.length === 0) return [];
  const r = await filasPreparadas<{
    id: number;
    empresa_id: number;
    promotor: string;
    isla: string;
    fecha_inicio: Date | string;
    num_ventas: number;
    sobres: string;
    ventas: string;
  }>(
    conn,
    sql`SELECT t.id, t.empresa_id, trim(pe.nombres || ' ' || pe.apellidos) AS promotor, i.descripcion AS isla, t.fecha_inicio,
               t.num_ventas, t.total_sobres AS sobres, t.total_ventas AS ventas
          FROM turnos t
          JOIN promotores pr ON pr.id = t.promotor_id
          JOIN personas pe ON pe.id = pr.persona_id
          JOIN islas i ON i.id = t.isla_id
         WHERE t.estado = 'A' AND t.empresa_id = ANY(${listaEnteros(estaciones.map((e) => e.id))}::int[])
         ORDER BY t.fecha_inicio`,
  );
  const alias = new Map(estaciones.map((e) => [e.id, e.alias]));
  return r.map((t) => {
    const inicio = new Date(t.fecha_inicio);
    const ventas = num(t.ventas);
    return {
      id: t.id,
      empresa_id: t.empresa_id,
      alias: alias.get(t.empresa_id) ?? '',
      promotor: t.promotor,
      isla: t.isla,
      fecha_inicio: textoBogota(inicio),
      num_ventas: t.num_ventas,
      sobres: num(t.sobres),
      ventas,
      porcentaje: ventas > 0 ? Math.floor((num(t.sobres) / ventas) * 10_000) / 100 : 0,
      hora: Math.floor(((ahora.getTime() - inicio.getTime()) / 3_600_000) * 100) / 100,
    };
  });
}

/** alerta_consecutivos: active invoice ranges with few consecutives or few days of validity left. */
export async function rangosFactura(conn: Conn, estaciones: EstacionResumen[], hoy: string): Promise<TRangoFactura[]> {
  if (estaciones.length === 0) return [];
  const r = await filasPreparadas<{
    empresa_id: number;
    prefijo: string;
    resolucion: string;
    fecha_inicio: string;
    fecha_fin: string;
    desde: number;
    actual: number | null;
    hasta: number;
    dias: number;
  }>(
    conn,
    sql`SELECT r.empresa_id, r.prefijo, r.numero AS resolucion, r.fecha_inicio::text AS fecha_inicio, r.fecha_fin::text AS fecha_fin,
               r.desde, r.actual, r.hasta, (r.fecha_fin - ${hoy}::date)::int AS dias
          FROM resoluciones r
         WHERE r.estado = 'A' AND r.empresa_id = ANY(${listaEnteros(estaciones.map((e) => e.id))}::int[])
           AND (r.hasta - coalesce(r.actual, r.desde - 1) <= r.alerta_consecutivos OR r.fecha_fin - ${hoy}::date <= r.alerta_dias)
         ORDER BY r.hasta - coalesce(r.actual, r.desde - 1), r.fecha_fin`,
  );
  const alias = new Map(estaciones.map((e) => [e.id, e.alias]));
  return r.map((x) => {
    const actual = x.actual ?? x.desde - 1;
    return {
      empresa_id: x.empresa_id,
      alias: alias.get(x.empresa_id) ?? '',
      prefijo: x.prefijo,
      resolucion: x.resolucion,
      fecha_inicio: x.fecha_inicio,
      fecha_fin: x.fecha_fin,
      consecutivo_inicial: num(x.desde),
      consecutivo_actual: num(actual),
      consecutivo_final: num(x.hasta),
      consecutivo_restante: num(x.hasta) - num(actual),
      dias_restantes: x.dias,
    };
  });
}

/**
 * ALERTA_DIA_VENTAS: per station, the business day's fuel sales three ways — sale headers, product lines and
 * payments — read from their three rollups; any difference is a sale stored incompletely or a payment missing. The
 * stations' fuel goals of that day come in the same statement (the progress towards them).
 */
export async function diaVentas(conn: Conn, estaciones: EstacionResumen[], dia: string): Promise<TDiaVentas[]> {
  if (estaciones.length === 0) return [];
  const lista = estaciones.map((e) => e.id);
  const ids = listaEnteros(lista);
  const { filas: r, metas } = await conMetas<{
    empresa_id: number;
    cabecera: number | null;
    productos: number | null;
    pagos: number | null;
  }>(
    conn,
    sql`SELECT e.id AS empresa_id,
               (SELECT sum(valor) FROM ventas_totales_dia WHERE empresa_id = e.id AND fecha_negocio = ${dia}::date AND tipo_negocio = 'C') AS cabecera,
               (SELECT sum(valor) FROM ventas_resumen_dia WHERE empresa_id = e.id AND fecha_negocio = ${dia}::date AND tipo_negocio = 'C') AS productos,
               (SELECT sum(valor) FROM ventas_pagos_dia WHERE empresa_id = e.id AND fecha_negocio = ${dia}::date AND tipo_negocio = 'C') AS pagos
          FROM empresas e WHERE e.id = ANY(${ids}::int[])`,
    consultaMetas(lista, inicioMes(dia), inicioMes(dia), ['C']),
  );
  const metasDia = metasDelDia(metas, dia);
  return estaciones.map((e) => {
    const x = r.find((y) => y.empresa_id === e.id);
    const total = num(x?.cabecera);
    const meta = metasDia.get(e.id);
    return {
      empresa_id: e.id,
      alias: e.alias,
      fecha: dia,
      total_ventas_combustible: total,
      total_ventas_combustible_productos: num(x?.productos),
      total_ventas_combustible_medios_pagos: num(x?.pagos),
      avance_meta: meta && meta > 0 ? Math.floor((total / meta) * 10_000) / 100 : null,
    };
  });
}
