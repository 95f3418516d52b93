import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { sql, type SQL } from 'drizzle-orm';
import { diaOperativo, sumarDias, textoBogota } from '@eds/contracts/dia-operativo';
import { fila, filas, type Db } from '../../apps/api/src/db/client';
import { enTransaccion } from '../../apps/api/src/db/context';
import { crearNegocioGenerado } from '../../apps/api/src/demo/operacion/negocio';
import { generarOperaciones } from '../../apps/api/src/demo/operacion/generador';
import type { EquipoAutenticado } from '../../apps/api/src/services/equipos/autenticacion';
import { ingerirVentas } from '../../apps/api/src/services/ventas/ingesta';
import { baseNueva } from './base-datos';
import { mediana, miles, ms, tabla } from './medir';

export interface OpcionesParticiones {
  estaciones: number;
  meses: number;
  /** Cumulative sale counts at which to measure. */
  volumenes: number[];
  /** Sales per POS batch. */
  lote: number;
  /** Batches measured per volume. */
  lotes: number;
}

/** Sales per set-based INSERT statement while growing the tables. */
const VENTAS_POR_SENTENCIA = 1_000_000;
/** Bytes per sale assumed before anything was measured (the first volume's disk check). */
const BYTES_POR_VENTA_SUPUESTOS = 1500;

const enteros = (ids: readonly number[]) => `{${ids.join(',')}}`;
const progreso = (texto: string) => console.error(`  · ${texto}`);
const gb = (bytes: number) => (bytes / 2 ** 30).toFixed(2);

interface Estaciones {
  empresas: number[];
  equipos: number[];
  mangueras: number[];
  producto: number;
  precio: number;
  medioPago: number;
}

interface Medio {
  empresa: number;
  dia: string;
  mesDesde: string;
  mesHasta: string;
  id: number;
  uuid: string;
}

/** The months to fill, oldest first: first day, and how many of its days to fill (up to yesterday in the current month). */
function mesesALlenar(hoy: string, meses: number): { mes: string; dias: number }[] {
  const lista: { mes: string; dias: number }[] = [];
  const actual = new Date(`${hoy.slice(0, 7)}-01T00:00:00Z`);
  for (let i = meses - 1; i >= 0; i--) {
    const d = new Date(Date.UTC(actual.getUTCFullYear(), actual.getUTCMonth() - i, 1));
    const siguiente = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1));
    const dias = i === 0 ? Math.max(1, Number(hoy.slice(8, 10)) - 1) : Math.round((siguiente.getTime() - d.getTime()) / 86_400_000);
    lista.push({ mes: d.toISOString().slice(0, 10), dias });
  }
  return lista;
}

/**
 * One set-based statement: `n` sales of one month, spread over the stations, its days and the hours of the day, each
 * with its ledger row (id from the ledger's sequence), one fuel line and one cash payment. `desplazamiento` continues
 * the spread over stations and days from the previous statement.
 */
function sentenciaCarga(e: Estaciones, mes: string, dias: number, n: number, desplazamiento: number): SQL {
  const ns = e.empresas.length;
  return sql`
    WITH s AS MATERIALIZED (
      SELECT nextval(pg_get_serial_sequence('ventas_uuid', 'id')) AS id, gen_random_uuid() AS uuid,
             (1 + g % ${ns}::int)::int AS i, ${mes}::date + ((g / ${ns}::int) % ${dias}::int)::int AS dia,
             floor(random() * 24)::int AS h, round((3 + random() * 12)::numeric, 3) AS cantidad
        FROM generate_series(${desplazamiento}::bigint, ${desplazamiento + n - 1}::bigint) AS g
    ),
    t AS MATERIALIZED (
      SELECT s.*, (${enteros(e.empresas)}::int[])[i] AS empresa_id, round(cantidad * ${e.precio}::numeric, 2) AS total,
             ((dia + (CASE WHEN h < 6 THEN 1 ELSE 0 END))::timestamp + make_interval(hours => h, secs => floor(random() * 3600)))
               AT TIME ZONE 'America/Bogota' AS fecha
        FROM s
    ),
    u AS (INSERT INTO ventas_uuid (id, empresa_id, uuid, fecha_negocio) SELECT id, empresa_id, uuid, dia FROM t),
    v AS (
      INSERT INTO ventas (id, empresa_id, equipo_id, uuid, fecha, fecha_negocio, hora, tipo_negocio, tipo_movimiento,
                          estado_movimiento, turno_id, manguera_id, cantidad, subtotal, impuestos, descuento, total,
                          num_lineas, mixta, origen)
      SELECT id, empresa_id, (${enteros(e.equipos)}::int[])[i], uuid, fecha, dia, h, 'C', '017', '017001', NULL,
             (${enteros(e.mangueras)}::int[])[i], cantidad, total, 0, 0, total, 1, false, 'POS'
        FROM t
    ),
    d AS (
      INSERT INTO ventas_detalles (venta_id, empresa_id, fecha_negocio, producto_id, cantidad, precio, descuento, impuestos,
                                   valor, costo_unitario)
      SELECT id, empresa_id, dia, ${e.producto}::int, cantidad, ${e.precio}::numeric, 0, 0, total,
             round(${e.precio}::numeric * 0.9, 2)
        FROM t
    ),
    p AS (
      INSERT INTO ventas_pagos (venta_id, empresa_id, fecha_negocio, medio_pago_id, valor)
      SELECT id, empresa_id, dia, ${e.medioPago}::int, total FROM t
    )
    SELECT count(*)::int AS n FROM t`;
}

/** Bytes of the three partitioned tables (all partitions, indexes and TOAST) plus the ledger. */
async function bytesVentas(db: Db): Promise<number> {
  const r = await fila<{ b: string }>(
    db,
    sql`SELECT (SELECT coalesce(sum(pg_total_relation_size(relid)), 0) FROM pg_partition_tree('ventas'))
             + (SELECT coalesce(sum(pg_total_relation_size(relid)), 0) FROM pg_partition_tree('ventas_detalles'))
             + (SELECT coalesce(sum(pg_total_relation_size(relid)), 0) FROM pg_partition_tree('ventas_pagos'))
             + pg_total_relation_size('ventas_uuid') AS b`,
  );
  return Number(r!.b);
}

/**
 * Free bytes where the server keeps its data, and that filesystem's type, when the server runs on this machine and
 * says where; else null.
 */
async function espacioLibre(db: Db): Promise<{ libres: number; ruta: string; tipo: string } | null> {
  const url = new URL(process.env.BENCH_DATABASE_URL!);
  const host = url.searchParams.get('host') ?? url.hostname;
  const local = host === '' || host === 'localhost' || host === '127.0.0.1' || host === '[::1]' || host.startsWith('/');
  if (!local) return null;
  try {
    const r = await fila<{ data_directory: string }>(db, sql`SHOW data_directory`);
    const ruta = r!.data_directory;
    // Written blocks first: a filesystem that allocates late (btrfs, XFS) would report the space of a moment ago.
    await promisify(execFile)('sync', ['-f', ruta]).catch(() => undefined);
    const { stdout } = await promisify(execFile)('df', ['-B1', '--output=avail,fstype', ruta]);
    const [libres, tipo] = stdout.trim().split('\n').pop()!.trim().split(/\s+/);
    return Number.isFinite(Number(libres)) ? { libres: Number(libres), ruta, tipo } : null;
  } catch {
    return null;
  }
}

/** Runs a load statement in its own transaction; without the row-by-row FK and day-lock triggers when allowed. */
async function cargar(db: Db, sentencia: SQL, sinDisparadores: { valor: boolean }): Promise<number> {
  if (sinDisparadores.valor) {
    try {
      return await db.transaction(async (tx) => {
        await tx.execute(sql`SET LOCAL session_replication_role = replica`);
        return (await fila<{ n: number }>(tx, sentencia))!.n;
      });
    } catch (err) {
      const e = err as { code?: string; cause?: { code?: string } };
      if ((e.cause?.code ?? e.code) !== '42501') throw err;
      sinDisparadores.valor = false;
      progreso('sin permiso para session_replication_role: la carga comprueba claves foráneas fila a fila (más lenta)');
    }
  }
  return (await fila<{ n: number }>(db, sentencia))!.n;
}

function lotePos(ahora: number, n: number, manguera: number, producto: number, precio: number, efectivo: number): unknown[] {
  return Array.from({ length: n }, (_, i) => {
    const galones = 3 + ((i * 7919) % 12_000) / 1000;
    const valor = Math.round(galones * precio * 100) / 100;
    return {
      uuid: randomUUID(),
      // Within the last 20 minutes, at least one minute back.
      fecha: textoBogota(new Date(ahora - 60_000 - ((i * 104_729) % (19 * 60_000)))),
      tipo_negocio: 'C',
      manguera,
      detalles: [{ producto_id: producto, cantidad: galones, precio, valor }],
      medios_pago: [{ medio_pago_id: efectivo, valor }],
    };
  });
}

const percentil = (xs: number[], p: number) => {
  const o = [...xs].sort((a, b) => a - b);
  return o[Math.min(o.length - 1, Math.ceil((p / 100) * o.length) - 1)];
};

/** Distinct relations an EXPLAIN (FORMAT JSON) plan reads. */
function relaciones(plan: unknown, acc = new Set<string>()): Set<string> {
  if (Array.isArray(plan)) for (const p of plan) relaciones(p, acc);
  else if (plan && typeof plan === 'object') {
    const o = plan as Record<string, unknown>;
    if (typeof o['Relation Name'] === 'string') acc.add(o['Relation Name']);
    for (const v of Object.values(o)) if (v && typeof v === 'object') relaciones(v, acc);
  }
  return acc;
}

const consultaDia = (m: Medio) =>
  sql`SELECT v.id, v.fecha, v.total, d.producto_id, d.cantidad, d.valor
        FROM ventas v JOIN ventas_detalles d ON d.venta_id = v.id AND d.fecha_negocio = v.fecha_negocio
       WHERE v.empresa_id = ${m.empresa} AND v.fecha_negocio = ${m.dia}::date`;
const consultaMes = (m: Medio) =>
  sql`SELECT v.id, v.fecha, v.total, d.producto_id, d.cantidad, d.valor
        FROM ventas v JOIN ventas_detalles d ON d.venta_id = v.id AND d.fecha_negocio = v.fecha_negocio
       WHERE v.empresa_id = ${m.empresa} AND v.fecha_negocio >= ${m.mesDesde}::date AND v.fecha_negocio < ${m.mesHasta}::date`;
const consultaId = (m: Medio) => sql`SELECT * FROM ventas WHERE id = ${m.id}`;
const consultaUuid = (m: Medio) =>
  sql`SELECT v.* FROM ventas_uuid u JOIN ventas v ON v.id = u.id AND v.fecha_negocio = u.fecha_negocio
       WHERE u.empresa_id = ${m.empresa} AND u.uuid = ${m.uuid}::uuid`;

/**
 * Monthly sales partitions as sales grow: one business of `estaciones` stations whose sales over the last `meses`
 * months are grown, by set-based SQL inside the database, to each volume in turn; at each one, POS ingestion through
 * the real code (new batches, then the same ones again: all duplicates) and the detail reads that the partitions
 * must keep flat. PostgreSQL only; the database is dropped at the end.
 */
export async function benchParticiones(o: OpcionesParticiones): Promise<string> {
  const filasTabla: (string | number)[][] = [];
  const notas: string[] = [];
  const base = await baseNueva('postgres');
  try {
    const db = base.database.db;
    const inicio = performance.now();
    const { negocioId, empresas } = await enTransaccion(db, { usuarioId: null }, (tx) =>
      crearNegocioGenerado(tx, 'BANCO PARTICIONES', o.estaciones),
    );
    // The catalogue, each station's tanks, hoses and POS devices, and a few sales of today.
    await generarOperaciones(
      negocioId,
      empresas.map((empresaId, indice) => ({ empresaId, indice })),
      { dias: 0, escala: 0.01, escribir: (fn) => enTransaccion(db, { usuarioId: null }, fn) },
    );
    const porEstacion = await filas<{ empresa: number; equipo: number; manguera: number; producto: number; precio: string }>(
      db,
      sql`SELECT e.id AS empresa,
                 (SELECT q.id FROM equipos q WHERE q.empresa_id = e.id AND q.tipo = 'POS' AND 'C' = ANY(q.tipos_negocio) ORDER BY q.id LIMIT 1) AS equipo,
                 m.id AS manguera, m.producto_id AS producto, pr.precio
            FROM unnest(${enteros(empresas)}::int[]) WITH ORDINALITY AS e(id, n)
            JOIN LATERAL (SELECT m.* FROM mangueras m WHERE m.empresa_id = e.id ORDER BY m.id LIMIT 1) m ON true
            JOIN precios pr ON pr.producto_id = m.producto_id AND pr.empresa_id = e.id AND pr.vigente_hasta IS NULL
           ORDER BY e.n`,
    );
    if (porEstacion.length !== empresas.length || porEstacion.some((x) => x.equipo === null))
      throw new Error('Cada estación necesita una manguera con precio y un equipo POS de combustible');
    const efectivo = (await fila<{ id: number }>(db, sql`SELECT id FROM medios_pago WHERE negocio_id = ${negocioId} AND codigo = 'EFE'`))!
      .id;
    // The bulk rows use the first station's product and price everywhere (one fuel product of the catalogue).
    const e: Estaciones = {
      empresas: porEstacion.map((x) => x.empresa),
      equipos: porEstacion.map((x) => x.equipo),
      mangueras: porEstacion.map((x) => x.manguera),
      producto: porEstacion[0].producto,
      precio: Number(porEstacion[0].precio),
      medioPago: efectivo,
    };
    const estacionPos = porEstacion[0];
    const equipo: EquipoAutenticado = { id: estacionPos.equipo, empresaId: estacionPos.empresa, negocioId, tiposNegocio: ['C'] };
    progreso(`negocio de ${empresas.length} estaciones listo en ${((performance.now() - inicio) / 1000).toFixed(0)} s`);

    const hoy = diaOperativo(new Date());
    const meses = mesesALlenar(hoy, o.meses);
    for (const m of meses) await db.execute(sql`SELECT crear_particiones_ventas(${m.mes}::date, ${m.mes}::date)`);
    await db.execute(sql`SELECT crear_particiones_ventas(${hoy}::date, ${hoy}::date)`);

    let ventas = (await fila<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM ventas_uuid`))!.n;
    let bytesPorVenta: number | null = null;
    // What the disk really gives up per sale (df before and after, WAL and free space maps included): on a compressed
    // filesystem it is less than the relations' logical size, and it is what the next volume must fit in.
    const libreInicial = await espacioLibre(db);
    let bytesEnDiscoPorVenta: number | null = null;
    let usadosEnDisco: number | null = null;
    if (libreInicial) notas.push(`datos en ${libreInicial.ruta} (${libreInicial.tipo})`);
    const desplazamientos = meses.map(() => 0);
    const sinDisparadores = { valor: true };

    for (const volumen of o.volumenes) {
      if (volumen <= ventas) {
        notas.push(`${miles(volumen)}: omitido (ya hay ${miles(ventas)} ventas)`);
        continue;
      }
      const faltan = volumen - ventas;
      // Enough disk for the next volume, with 10 % left over?
      const libre = await espacioLibre(db);
      if (libre) {
        const necesarios = faltan * (bytesEnDiscoPorVenta ?? bytesPorVenta ?? BYTES_POR_VENTA_SUPUESTOS);
        if (necesarios > libre.libres * 0.9) {
          const texto = `${miles(volumen)}: NO MEDIDO: harían falta ~${gb(necesarios)} GB y en ${libre.ruta} quedan ${gb(libre.libres)} GB (se exige dejar 10 %)`;
          console.error(texto);
          notas.push(texto);
          break;
        }
      } else if (bytesPorVenta === null) {
        notas.push('espacio en disco no comprobado (servidor remoto o data_directory no legible)');
      }

      // Grow: the missing sales spread evenly over the months, in statements of up to VENTAS_POR_SENTENCIA.
      const t0 = performance.now();
      let cargadas = 0;
      try {
        for (const [k, m] of meses.entries()) {
          let delMes = Math.floor(faltan / meses.length) + (k < faltan % meses.length ? 1 : 0);
          while (delMes > 0) {
            const n = Math.min(delMes, VENTAS_POR_SENTENCIA);
            cargadas += await cargar(db, sentenciaCarga(e, m.mes, m.dias, n, desplazamientos[k]), sinDisparadores);
            desplazamientos[k] += n;
            delMes -= n;
            const s = (performance.now() - t0) / 1000;
            progreso(`${miles(ventas + cargadas)} ventas (${m.mes.slice(0, 7)}; ${miles(cargadas / s)} ventas/s)`);
          }
        }
      } catch (err) {
        const texto = `${miles(volumen)}: la carga falló tras ${miles(cargadas)} ventas: ${(err as Error).message}`;
        console.error(texto);
        notas.push(texto);
        break;
      }
      ventas += cargadas;
      await db.execute(sql`ANALYZE ventas_uuid, ventas, ventas_detalles, ventas_pagos`);
      const carga = (performance.now() - t0) / 1000;
      const bytes = await bytesVentas(db);
      bytesPorVenta = bytes / ventas;
      const libreDespues = libreInicial ? await espacioLibre(db) : null;
      if (libreInicial && libreDespues) {
        usadosEnDisco = libreInicial.libres - libreDespues.libres;
        bytesEnDiscoPorVenta = usadosEnDisco > 0 ? usadosEnDisco / ventas : null;
      }

      // Ingestion of today's sales of one station through the real code: new batches, then the same again.
      const lotes = Array.from({ length: o.lotes }, () =>
        lotePos(Date.now(), o.lote, estacionPos.manguera, estacionPos.producto, Number(estacionPos.precio), efectivo),
      );
      await ingerirVentas(
        db,
        equipo,
        lotePos(Date.now(), o.lote, estacionPos.manguera, estacionPos.producto, Number(estacionPos.precio), efectivo),
      );
      const tiempos: number[] = [];
      let aceptadas = 0;
      let fallos: string | null = null;
      for (const l of lotes) {
        const t = performance.now();
        const r = await ingerirVentas(db, equipo, l);
        tiempos.push(performance.now() - t);
        aceptadas += r.aceptadas;
        if (r.aceptadas !== o.lote && !fallos) fallos = JSON.stringify(r.rechazadas.slice(0, 2));
      }
      const ingestaS = tiempos.reduce((s, x) => s + x, 0) / 1000;
      const tiemposDup: number[] = [];
      let duplicadas = 0;
      let aceptadasDup = 0;
      for (const l of lotes) {
        const t = performance.now();
        const r = await ingerirVentas(db, equipo, l);
        tiemposDup.push(performance.now() - t);
        duplicadas += r.duplicadas;
        aceptadasDup += r.aceptadas;
      }
      const unaVez = duplicadas === o.lote * o.lotes && aceptadasDup === 0;
      if (fallos) notas.push(`${miles(volumen)}: ingesta con rechazos: ${fallos}`);
      ventas += aceptadas + o.lote;

      // Detail reads: a station's day and month with their lines, a sale by id alone, a sale by uuid via the ledger.
      const medio = meses[Math.floor(meses.length / 2)];
      const siguiente = sumarDias(medio.mes, 40).slice(0, 7) + '-01';
      const muestra = (await fila<{ id: number; uuid: string; empresa_id: number; fecha_negocio: string }>(
        db,
        sql`SELECT id, uuid, empresa_id, fecha_negocio::text FROM ventas
             WHERE empresa_id = ${e.empresas[0]} AND fecha_negocio = ${sumarDias(medio.mes, Math.floor(medio.dias / 2))}::date
             LIMIT 1`,
      ))!;
      const m: Medio = {
        empresa: muestra.empresa_id,
        dia: muestra.fecha_negocio,
        mesDesde: medio.mes,
        mesHasta: siguiente,
        id: Number(muestra.id),
        uuid: muestra.uuid,
      };
      const lineasDia = (await fila<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM (${consultaDia(m)}) x`))!.n;
      const tDia = await mediana(() => db.execute(consultaDia(m)));
      const tMes = await mediana(() => db.execute(consultaMes(m)));
      const tId = await mediana(() => db.execute(consultaId(m)));
      const tUuid = await mediana(() => db.execute(consultaUuid(m)));
      const plan = await fila<{ 'QUERY PLAN': unknown }>(db, sql`EXPLAIN (FORMAT JSON) ${consultaDia(m)}`);
      const particiones = relaciones(plan!['QUERY PLAN']).size;

      const filaVol = [
        miles(volumen),
        `${carga.toFixed(0)} s (${miles(cargadas / carga)}/s)`,
        miles(bytesPorVenta),
        gb(bytes),
        usadosEnDisco === null ? '—' : gb(usadosEnDisco),
        miles(aceptadas / ingestaS),
        ms(percentil(tiempos, 50)),
        ms(percentil(tiempos, 99)),
        unaVez ? ms(percentil(tiemposDup, 50)) : `FAILED (${duplicadas}/${o.lote * o.lotes} duplicadas, ${aceptadasDup} aceptadas)`,
        `${ms(tDia)} (${miles(lineasDia)} líneas)`,
        ms(tMes),
        ms(tId),
        ms(tUuid),
        particiones,
      ];
      filasTabla.push(filaVol);
      progreso(`medido ${miles(volumen)}: ${filaVol.join(' | ')}`);
    }
    if (!sinDisparadores.valor) notas.push('carga con claves foráneas comprobadas fila a fila (sin permiso para session_replication_role)');
  } finally {
    await base.borrar();
  }
  return [
    tabla(
      [
        'ventas',
        'carga del tramo',
        'bytes/venta',
        'GB',
        'GB en disco',
        'ingesta ventas/s',
        `p50 ms/lote de ${o.lote}`,
        'p99 ms/lote',
        'reenvío ms/lote (todas duplicadas)',
        'día de una estación ms',
        'mes de una estación ms',
        'venta por id ms',
        'venta por uuid ms',
        'particiones leídas (día)',
      ],
      filasTabla,
    ),
    ...(notas.length ? ['', ...notas.map((n) => `- ${n}`)] : []),
  ].join('\n');
}
