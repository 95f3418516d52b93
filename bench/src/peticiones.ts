import { spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { OPERACIONES_DEFECTO } from '@eds/contracts/dashboard';
import { diaOperativo, ventanaDiaOperativo } from '@eds/contracts/dia-operativo';
import { buildApp } from '../../apps/api/src/app';
import { fila, filas, type Database } from '../../apps/api/src/db/client';
import { sembrarDemo } from '../../apps/api/src/demo/sembrar';
import { sembrarOperacionDemo } from '../../apps/api/src/demo/operacion/index';
import { emitirTokenEquipo } from '../../apps/api/src/services/equipos/tokens';
import { baseNueva, type Motor } from './base-datos';
import type { PlantillaVentas, ResultadoCarga, TrabajoCarga } from './carga';
import { loteVentas } from './carga';
import { miles, tabla } from './medir';
import { Perfilador } from './perfil';

const aqui = path.dirname(fileURLToPath(import.meta.url));

export interface OpcionesPeticiones {
  /** Seconds of load per figure, and as many for its floor (each in two halves: floor, call, call, floor). */
  segundos: number;
  conexiones: number;
  /** Sales per POS call (and per raw INSERT). */
  ventasPorLote: number;
  /** Days of demo operations seeded before measuring. */
  dias: number;
  /** POS devices sending the ingestion batches, each with its own token and a hose of its island, in turn. */
  equipos: number;
  /** Only the reads (`lecturas`) or only POS ingestion (`ingesta`): a long ingestion run need not repeat every read. */
  solo?: 'lecturas' | 'ingesta';
  /**
   * Seconds a request may wait (10 by default). 200 connections each posting 500 sales keep 100,000 sales in flight:
   * at a few thousand sales a second a batch waits its turn for tens of seconds, as a POS queueing behind 199 others
   * would, so such a run needs a longer wait than a read does.
   */
  espera?: number;
  /** Only the calls whose name contains this text (case-insensitive): to look at one call at a time. */
  llamadas?: string;
  /**
   * A folder: the API process's CPU is profiled (node:inspector) during each call's halves, written there as
   * `.cpuprofile` (Chrome DevTools opens it), and its heaviest functions by self time are printed under the table.
   */
  perfil?: string;
}

/** Runs one autocannon job in a child process (so the load generator does not share the server's event loop). */
function cargar(trabajo: TrabajoCarga): Promise<ResultadoCarga> {
  return new Promise((resolve, reject) => {
    const hijo = spawn(process.execPath, ['--import', 'tsx', path.join(aqui, 'carga.ts')], {
      env: { ...process.env, CARGA: JSON.stringify(trabajo) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let salida = '';
    hijo.stdout.on('data', (d: Buffer) => (salida += d.toString()));
    hijo.on('error', reject);
    hijo.on('close', (code) => {
      if (code !== 0) return reject(new Error(`carga terminó con ${code}`));
      resolve(JSON.parse(salida.trim().split('\n').pop()!) as ResultadoCarga);
    });
  });
}

/**
 * The floor: a bare Fastify app on the same database and driver, with no session, no hooks and no schemas. One
 * indexed SELECT (a payment method by primary key) and one multi-row INSERT of the same sale headers a POS call
 * carries, straight through the driver (pg with a named statement, or PGlite's own query).
 */
async function servidorCrudo(database: Database, empresaId: number, equipoId: number): Promise<FastifyInstance> {
  const app = Fastify({ logger: false, bodyLimit: 8 * 1024 * 1024 });
  const pool = database.url ? new pg.Pool({ connectionString: database.url, max: 10 }) : undefined;
  const consultar = async (nombre: string, texto: string, valores: unknown[]): Promise<unknown[]> => {
    if (pool) return (await pool.query<Record<string, unknown>>({ name: nombre, text: texto, values: valores })).rows;
    return (await database.pglite!.query(texto, valores)).rows;
  };
  app.addHook('onClose', async () => {
    await pool?.end();
  });
  app.get<{ Params: { id: string } }>('/crudo/medio-pago/:id', async (request) => {
    const filas = await consultar('crudo_lectura', 'SELECT id, codigo, descripcion, tipo, estado FROM medios_pago WHERE id = $1', [
      Number(request.params.id),
    ]);
    return { data: filas[0] ?? null };
  });
  // A sale's header row as both floors store it.
  const cabecera = (v: { uuid: string; fecha: string; manguera: number; detalles: { cantidad: number; valor: number }[] }) => ({
    empresa_id: empresaId,
    equipo_id: equipoId,
    uuid: v.uuid,
    fecha: `${v.fecha.replace(' ', 'T')}-05:00`,
    fecha_negocio: diaOperativo(v.fecha),
    hora: Number(v.fecha.slice(11, 13)),
    manguera_id: v.manguera,
    cantidad: v.detalles[0].cantidad,
    total: v.detalles[0].valor,
  });
  app.post<{ Body: { ventas: { uuid: string; fecha: string; manguera: number; detalles: { cantidad: number; valor: number }[] }[] } }>(
    '/crudo/ventas',
    async (request) => {
      const filas = request.body.ventas.map(cabecera);
      const r = await consultar(
        'crudo_insercion',
        // Exactly once, as the sales tables are laid out (monthly partitions, decision 057): the uuid ledger first,
        // then the headers it accepted, in one statement.
        `WITH x AS (SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(empresa_id int, equipo_id int, uuid uuid, fecha timestamptz, fecha_negocio date,
             hora smallint, manguera_id int, cantidad numeric, total numeric)),
              u AS (INSERT INTO ventas_uuid (empresa_id, uuid, fecha_negocio) SELECT empresa_id, uuid, fecha_negocio FROM x ORDER BY uuid
                    ON CONFLICT (empresa_id, uuid) DO NOTHING RETURNING id, empresa_id, uuid)
         INSERT INTO ventas (id, empresa_id, equipo_id, uuid, fecha, fecha_negocio, hora, tipo_negocio, tipo_movimiento, estado_movimiento,
            manguera_id, cantidad, subtotal, impuestos, descuento, total, num_lineas, mixta, origen)
         SELECT u.id, x.empresa_id, equipo_id, x.uuid, fecha, fecha_negocio, hora, 'C', '017', '017001', manguera_id, cantidad, total, 0, 0, total, 1, false, 'POS'
           FROM x JOIN u ON u.uuid = x.uuid AND u.empresa_id = x.empresa_id
         RETURNING id`,
        [JSON.stringify(filas)],
      );
      return { data: { aceptadas: r.length } };
    },
  );
  // The same sales as rows: each sale's header, its line and its payment (what a POS sale is once stored), in one
  // statement through the ledger, without the API's checks, stock, shift counters or rollups.
  app.post<{
    Body: {
      ventas: {
        uuid: string;
        fecha: string;
        manguera: number;
        detalles: { producto_id: number; cantidad: number; precio: number; valor: number }[];
        medios_pago: { medio_pago_id: number; valor: number }[];
      }[];
    };
  }>('/crudo/ventas-completas', async (request) => {
    const filas = request.body.ventas.map((v) => ({
      ...cabecera(v),
      producto_id: v.detalles[0].producto_id,
      precio: v.detalles[0].precio,
      medio_pago_id: v.medios_pago[0].medio_pago_id,
    }));
    const r = await consultar(
      'crudo_insercion_completa',
      `WITH x AS (SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(empresa_id int, equipo_id int, uuid uuid, fecha timestamptz, fecha_negocio date,
           hora smallint, manguera_id int, cantidad numeric, total numeric, producto_id int, precio numeric, medio_pago_id int)),
            u AS (INSERT INTO ventas_uuid (empresa_id, uuid, fecha_negocio) SELECT empresa_id, uuid, fecha_negocio FROM x ORDER BY uuid
                  ON CONFLICT (empresa_id, uuid) DO NOTHING RETURNING id, empresa_id, uuid),
            v AS (INSERT INTO ventas (id, empresa_id, equipo_id, uuid, fecha, fecha_negocio, hora, tipo_negocio, tipo_movimiento, estado_movimiento,
                    manguera_id, cantidad, subtotal, impuestos, descuento, total, num_lineas, mixta, origen)
                  SELECT u.id, x.empresa_id, equipo_id, x.uuid, fecha, fecha_negocio, hora, 'C', '017', '017001', manguera_id, cantidad, total, 0, 0, total, 1, false, 'POS'
                    FROM x JOIN u ON u.uuid = x.uuid AND u.empresa_id = x.empresa_id
                  RETURNING id, uuid, empresa_id, fecha_negocio),
            d AS (INSERT INTO ventas_detalles (venta_id, empresa_id, fecha_negocio, producto_id, cantidad, precio, descuento, impuestos, valor, costo_unitario)
                  SELECT v.id, v.empresa_id, v.fecha_negocio, x.producto_id, x.cantidad, x.precio, 0, 0, x.total, 0 FROM x JOIN v ON v.uuid = x.uuid)
       INSERT INTO ventas_pagos (venta_id, empresa_id, fecha_negocio, medio_pago_id, valor)
       SELECT v.id, v.empresa_id, v.fecha_negocio, x.medio_pago_id, x.total FROM x JOIN v ON v.uuid = x.uuid
       RETURNING venta_id`,
      [JSON.stringify(filas)],
    );
    return { data: { aceptadas: r.length } };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

interface Llamada {
  nombre: string;
  metodo: 'GET' | 'POST';
  ruta: string;
  cuerpo?: unknown;
  grupo: 'pila' | 'lectura' | 'dashboard';
}

const puerto = (app: FastifyInstance) => (app.server.address() as AddressInfo).port;

/**
 * Requests per second of the raw floor beside the same kind of work through the API: a signed-in station
 * administrator's reads (the session, a catalogue list, every call of one dashboard view) against one indexed
 * SELECT, and POS ingestion against one multi-row INSERT of the same sales.
 */
export async function benchPeticiones(motor: Motor, o: OpcionesPeticiones): Promise<string> {
  const base = await baseNueva(motor);
  const cerrar: (() => Promise<unknown>)[] = [];
  try {
    await base.database.db.transaction(async (tx) => {
      const demo = await sembrarDemo(tx);
      await sembrarOperacionDemo(tx, demo!, o.dias);
    });
    const db = base.database.db;
    const u = await fila<{ empresa: number }>(db, sql`SELECT empresas_id AS empresa FROM usuarios WHERE usuario = 'ADMINEDS'`);
    const estacion = u!.empresa;
    const x = await fila<{ equipo: number; manguera: number; producto: number; precio: string; efectivo: number; medio: number }>(
      db,
      sql`SELECT (SELECT id FROM equipos WHERE empresa_id = ${estacion} AND 'C' = ANY(tipos_negocio) AND tipo = 'POS' ORDER BY id LIMIT 1) AS equipo,
                 m.id AS manguera, m.producto_id AS producto, pr.precio,
                 (SELECT mp.id FROM medios_pago mp JOIN empresas em ON em.negocio_id = mp.negocio_id WHERE em.id = ${estacion} AND mp.codigo = 'EFE') AS efectivo,
                 (SELECT min(id) FROM medios_pago) AS medio
            FROM mangueras m JOIN precios pr ON pr.producto_id = m.producto_id AND pr.empresa_id = m.empresa_id AND pr.vigente_hasta IS NULL
           WHERE m.empresa_id = ${estacion} ORDER BY m.id LIMIT 1`,
    );
    // The devices of the ingestion figure: the station's own first, then other stations' fuel POS, each with a hose of
    // its island (or of its station) and its business's cash method.
    // The demo has a few POS per station; more are enrolled, two or three per island, as a busy chain would have.
    await db.execute(sql`
      INSERT INTO equipos (empresa_id, alias, tipo, serial, isla_id, tipos_negocio)
      SELECT e.empresa_id, 'BENCH ' || g, 'POS', 'BENCH-' || g || '-' || e.id, e.isla_id, e.tipos_negocio
        FROM generate_series(1, ${Math.max(0, o.equipos)}) g
        JOIN LATERAL (
          SELECT * FROM equipos WHERE tipo = 'POS' AND 'C' = ANY(tipos_negocio) AND estado = 'A' AND isla_id IS NOT NULL
           ORDER BY id OFFSET (g - 1) % (SELECT count(*) FROM equipos WHERE tipo = 'POS' AND 'C' = ANY(tipos_negocio) AND estado = 'A' AND isla_id IS NOT NULL) LIMIT 1
        ) e ON true
       WHERE ${o.equipos} > (SELECT count(*) FROM equipos WHERE tipo = 'POS' AND 'C' = ANY(tipos_negocio) AND estado = 'A')
         AND g <= ${o.equipos} - (SELECT count(*) FROM equipos WHERE tipo = 'POS' AND 'C' = ANY(tipos_negocio) AND estado = 'A')`);
    const dispositivos = await filas<{ equipo: number; manguera: number; producto: number; precio: string; efectivo: number }>(
      db,
      sql`SELECT e.id AS equipo, m.id AS manguera, m.producto_id AS producto, pr.precio,
                 (SELECT mp.id FROM medios_pago mp JOIN empresas em ON em.negocio_id = mp.negocio_id
                   WHERE em.id = e.empresa_id AND mp.codigo = 'EFE') AS efectivo
            FROM equipos e
            JOIN LATERAL (
              SELECT m.id, m.producto_id FROM mangueras m JOIN surtidores s ON s.id = m.surtidor_id
               WHERE m.empresa_id = e.empresa_id AND (e.isla_id IS NULL OR s.isla_id = e.isla_id) ORDER BY m.id LIMIT 1
            ) m ON true
            JOIN precios pr ON pr.producto_id = m.producto_id AND pr.empresa_id = e.empresa_id AND pr.vigente_hasta IS NULL
           WHERE e.tipo = 'POS' AND 'C' = ANY(e.tipos_negocio) AND e.estado = 'A'
           ORDER BY (e.id = ${x!.equipo}) DESC, e.id LIMIT ${Math.max(1, o.equipos)}`,
    );
    const lotes = await Promise.all(
      dispositivos.map(async (d) => ({
        cabeceras: { authorization: `Bearer ${await emitirTokenEquipo(db, d.equipo)}` },
        ventas: { n: o.ventasPorLote, manguera: d.manguera, producto: d.producto, precio: Number(d.precio), efectivo: d.efectivo },
      })),
    );
    const plantilla: PlantillaVentas = {
      n: o.ventasPorLote,
      manguera: x!.manguera,
      producto: x!.producto,
      precio: Number(x!.precio),
      efectivo: x!.efectivo,
    };

    // As in production (NODE_ENV=production: answers checked against their contracts and undeclared fields dropped,
    // RESPONSE_CHECK's production default), with the rate limit raised so that it counts but never answers.
    const entorno = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    // The background senders (mail, electronic invoices of the seeded sales) work per message, not per request: off,
    // so that their bursts do not land on whichever call is being measured.
    process.env.MAIL_POLL_SECONDS = '0';
    process.env.FE_POLL_SECONDS = '0';
    const api = await buildApp({
      database: base.database,
      databaseCompartida: true,
      config: { LOG_LEVEL: 'silent', RATE_LIMIT: 1_000_000_000, SEED_DEMO: false },
    }).finally(() => {
      process.env.NODE_ENV = entorno;
    });
    cerrar.push(() => api.close());
    await api.listen({ port: 0, host: '127.0.0.1' });
    const crudo = await servidorCrudo(base.database, estacion, x!.equipo);
    cerrar.push(() => crudo.close());
    const urlApi = `http://127.0.0.1:${puerto(api)}`;
    const urlCrudo = `http://127.0.0.1:${puerto(crudo)}`;

    const ingreso = await fetch(`${urlApi}/api/v1/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', host: 'localhost' },
      body: JSON.stringify({ user: 'ADMINEDS', pass: 'demo2026' }),
    });
    const token = ((await ingreso.json()) as { data: { token: string } }).data.token;

    const hoy = diaOperativo(new Date());
    const ventana = ventanaDiaOperativo(hoy);
    const reporte = (r: string, cuerpo: unknown): Llamada => ({
      nombre: `dashboard-lite ${r}`,
      metodo: 'POST',
      ruta: `/api/reportes/dashboard-lite/${r}`,
      cuerpo,
      grupo: 'dashboard',
    });
    const llamadas: Llamada[] = [
      // What the API's own stack costs: one query without a session, and the session check alone.
      { nombre: 'GET /api/health (sin sesión, una consulta)', metodo: 'GET', ruta: '/api/health', grupo: 'pila' },
      { nombre: 'GET /api/v1 (solo la sesión)', metodo: 'GET', ruta: '/api/v1', grupo: 'lectura' },
      { nombre: 'GET /api/v1/session', metodo: 'GET', ruta: '/api/v1/session', grupo: 'lectura' },
      { nombre: `GET /api/medio-pago/select/{id}`, metodo: 'GET', ruta: `/api/medio-pago/select/${estacion}`, grupo: 'lectura' },
      // One dashboard view of the station administrator: what apps/web/src/features/dashboard/api sends.
      { nombre: 'GET /api/empresa/fecha-cierre/{id}', metodo: 'GET', ruta: `/api/empresa/fecha-cierre/${estacion}`, grupo: 'dashboard' },
      reporte('VENTAS_TOTAL', { fecha_inicial: ventana.desdeLocal, fecha_final: ventana.hastaLocal }),
      reporte('PRODUCTOS_MAS_VENDIDOS_HOY', { periodo: 0, tipo_negocio: 'C' }),
      reporte('VENTAS_COMBUSTIBLE_DIARIAS', { periodo: 1 }),
      { ...reporte('GRAFICA_PDV', { extra: 'D' }), nombre: 'dashboard-lite GRAFICA_PDV (día)' },
      { ...reporte('GRAFICA_PDV', { extra: 'M', num_mes: 6 }), nombre: 'dashboard-lite GRAFICA_PDV (mes)' },
      { ...reporte('GRAFICA_PDV', { extra: 'M', negocios: ['S', 'K'], num_mes: 6 }), nombre: 'dashboard-lite GRAFICA_PDV (pdv)' },
      {
        nombre: 'POST /api/reportes/metas',
        metodo: 'POST',
        ruta: '/api/reportes/metas',
        cuerpo: { tipoMovimiento: [...OPERACIONES_DEFECTO] },
        grupo: 'dashboard',
      },
      reporte('ALERTA_TANQUES', {}),
      reporte('alerta_jornadas_abiertas', {}),
      reporte('alerta_consecutivos', {}),
      reporte('ALERTA_DIA_VENTAS', {}),
      {
        nombre: 'GET /api/movimiento/orden-compra-activa/{id}',
        metodo: 'GET',
        ruta: `/api/movimiento/orden-compra-activa/${estacion}`,
        grupo: 'dashboard',
      },
      {
        nombre: 'GET /api/cupos/…/alertasGlobales-Obtener/{id}',
        metodo: 'GET',
        ruta: `/api/cupos/getcliente-empresas/alertasGlobales-Obtener/${estacion}`,
        grupo: 'dashboard',
      },
      {
        nombre: 'POST /api/guru.facturacion/fe-no-autorizadas',
        metodo: 'POST',
        ruta: '/api/guru.facturacion/fe-no-autorizadas',
        cuerpo: {},
        grupo: 'dashboard',
      },
      {
        nombre: 'POST /api/movimiento/contingencia',
        metodo: 'POST',
        ruta: '/api/movimiento/contingencia',
        cuerpo: { estaciones: [estacion], fecha_inicial: ventana.desdeLocal, fecha_final: ventana.hastaLocal },
        grupo: 'dashboard',
      },
      {
        nombre: 'GET /api/guru.facturacion/facturasContingencia/{id}',
        metodo: 'GET',
        ruta: `/api/guru.facturacion/facturasContingencia/${estacion}`,
        grupo: 'dashboard',
      },
    ];

    // Every call answers 200 once before it is measured: a figure of refused requests would mean nothing.
    const conSesion = { authorization: `Bearer ${token}` };
    for (const l of llamadas) {
      const r = await fetch(`${urlApi}${l.ruta}`, {
        method: l.metodo,
        headers: { ...conSesion, ...(l.cuerpo !== undefined ? { 'content-type': 'application/json' } : {}) },
        body: l.cuerpo !== undefined ? JSON.stringify(l.cuerpo) : undefined,
      });
      if (r.status !== 200) throw new Error(`${l.nombre}: HTTP ${r.status} ${await r.text()}`);
    }
    for (const [url, cabeceras, p] of [
      ...lotes.map((l) => [`${urlApi}/api/pos/v1/ventas`, l.cabeceras, l.ventas] as const),
      [`${urlCrudo}/crudo/ventas`, {}, plantilla] as const,
      [`${urlCrudo}/crudo/ventas-completas`, {}, plantilla] as const,
    ]) {
      const r = await fetch(url, {
        method: 'POST',
        headers: { ...cabeceras, 'content-type': 'application/json' },
        body: JSON.stringify(loteVentas(p)),
      });
      const json = (await r.json()) as { data: { aceptadas: number } };
      if (r.status !== 200 || json.data.aceptadas !== o.ventasPorLote) throw new Error(`${url}: HTTP ${r.status} ${JSON.stringify(json)}`);
    }

    const comun = { conexiones: o.conexiones, segundos: o.segundos / 2, espera: o.espera };
    // Besides requests per second, the CPU this process spent per request (the API and the floor run here, the
    // load generator in a child): a figure other jobs on the machine disturb much less than a rate does. On
    // PostgreSQL the database server's own CPU is not in it.
    const perfilador = o.perfil ? new Perfilador(o.perfil) : undefined;
    cerrar.push(async () => perfilador?.cerrar());
    const perfiles: string[] = [];
    const medir = async (t: Omit<TrabajoCarga, 'conexiones' | 'segundos'>, perfilar?: string) => {
      if (perfilar) await perfilador?.empezar();
      const antes = process.cpuUsage();
      const r = await cargar({ ...t, ...comun });
      const cpu = process.cpuUsage(antes);
      if (perfilar && perfilador) perfiles.push(await perfilador.terminar(perfilar));
      if (r.fallidas > 0)
        throw new Error(`${t.url}: ${r.fallidas} respuestas fallidas de ${r.total} (${JSON.stringify(r.detalleFallidas)})`);
      return { ...r, cpuMicros: cpu.user + cpu.system };
    };
    // The machine is shared and its load drifts: each figure is measured right after its own floor, and compared
    // with that floor, so a ratio never mixes two moments.
    const filasTabla: (string | number)[][] = [];
    const ratios: { grupo: string; ratio: number; porSegundo: number; cpu: number }[] = [];
    const lecturaCruda = { url: `${urlCrudo}/crudo/medio-pago/${x!.medio}`, metodo: 'GET' as const, cabeceras: {} };
    const insercionCruda = { url: `${urlCrudo}/crudo/ventas`, metodo: 'POST' as const, cabeceras: {}, ventas: plantilla };
    const insercionCompleta = { url: `${urlCrudo}/crudo/ventas-completas`, metodo: 'POST' as const, cabeceras: {}, ventas: plantilla };
    // Each figure in two halves around its floor's two halves (floor, call, call, floor): a load that rises or falls
    // steadily during the four weighs on both alike. Requests per second are totals over both halves.
    const conPiso = async (
      nombre: string,
      grupo: string,
      piso: Omit<TrabajoCarga, 'conexiones' | 'segundos'>,
      t: Omit<TrabajoCarga, 'conexiones' | 'segundos'>,
    ) => {
      const p1 = await medir(piso);
      const r1 = await medir(t, nombre);
      const r2 = await medir(t);
      const p2 = await medir(piso);
      const p = (p1.porSegundo + p2.porSegundo) / 2;
      const r = (r1.porSegundo + r2.porSegundo) / 2;
      const ratio = r / p;
      // Latencies: the half with more requests weighs more; p50 and p99 of each half, averaged by requests.
      const pesado = (k: 'p50' | 'p99') => Math.round((r1[k] * r1.total + r2[k] * r2.total) / Math.max(1, r1.total + r2.total));
      const cpuPiso = (p1.cpuMicros + p2.cpuMicros) / Math.max(1, p1.total + p2.total);
      const cpuLlamada = (r1.cpuMicros + r2.cpuMicros) / Math.max(1, r1.total + r2.total);
      filasTabla.push([
        motor,
        nombre,
        miles(r),
        `${pesado('p50')} ms`,
        `${pesado('p99')} ms`,
        miles(p),
        `${ratio.toFixed(2)}×`,
        `${Math.round(cpuLlamada)} / ${Math.round(cpuPiso)}`,
        `${(cpuPiso / cpuLlamada).toFixed(2)}×`,
      ]);
      ratios.push({ grupo, ratio, porSegundo: r, cpu: cpuPiso / cpuLlamada });
    };
    const elegida = (nombre: string) => !o.llamadas || nombre.toLowerCase().includes(o.llamadas.toLowerCase());
    for (const l of o.solo === 'ingesta' ? [] : llamadas.filter((l) => elegida(l.nombre))) {
      await conPiso(l.nombre, l.grupo, lecturaCruda, {
        url: `${urlApi}${l.ruta}`,
        metodo: l.metodo,
        cabeceras: conSesion,
        cuerpo: l.cuerpo,
      });
    }
    if (o.solo !== 'lecturas' && elegida('POST /api/pos/v1/ventas')) {
      const ingesta = `POST /api/pos/v1/ventas (${o.ventasPorLote} ventas nuevas${lotes.length > 1 ? `, ${lotes.length} equipos` : ''})`;
      const pos = { url: `${urlApi}/api/pos/v1/ventas`, metodo: 'POST' as const, cabeceras: {}, lotes };
      await conPiso(ingesta, 'ingesta', insercionCruda, pos);
      // The same call against a floor storing the same sales as rows (header, line, payment): what is left of the gap
      // is the API's own work (checks, stock, shifts, rollups), not storing the sales.
      await conPiso(`${ingesta} frente a las mismas filas`, 'ingesta-filas', insercionCompleta, pos);
    }

    const de = (g: string) => ratios.filter((r) => r.grupo === g);
    const minimo = (g: string, k: 'ratio' | 'cpu' = 'ratio') => (de(g).length ? Math.min(...de(g).map((r) => r[k])).toFixed(2) : '—');
    // A whole view at saturation: the time of one view is the sum of the times of its calls.
    const vista = 1 / de('dashboard').reduce((t, r) => t + 1 / r.porSegundo, 0);
    const resumen =
      `\nMínimos (${motor}): lecturas ${minimo('lectura')}×, llamadas del dashboard ${minimo('dashboard')}×, ingesta ${minimo('ingesta')}× ` +
      `(frente a las mismas filas: ${minimo('ingesta-filas')}×); ` +
      `en CPU del proceso: lecturas ${minimo('lectura', 'cpu')}×, dashboard ${minimo('dashboard', 'cpu')}×, ingesta ${minimo('ingesta', 'cpu')}×.` +
      (de('dashboard').length
        ? ` Una vista del dashboard (sus ${de('dashboard').length} llamadas, calculado): ${vista.toFixed(0)} vistas/s.`
        : '');
    return (
      tabla(
        [
          'motor',
          'llamada',
          'peticiones/s',
          'p50',
          'p99',
          `piso alrededor (peticiones/s)`,
          'frente al piso',
          'µs de CPU por petición (llamada / piso)',
          'piso ÷ llamada en CPU',
        ],
        filasTabla,
      ) +
      '\n' +
      `Piso de lectura: Fastify + driver, un SELECT por índice. Piso de ingesta: Fastify + driver, un INSERT de las cabeceras de las mismas ${o.ventasPorLote} ventas ` +
      `(«frente a las mismas filas»: cabecera, línea y pago de cada venta en una sentencia).\n` +
      resumen +
      perfiles.map((p) => `\n${p}`).join('')
    );
  } finally {
    for (const c of cerrar.reverse()) await c().catch(() => undefined);
    await base.borrar();
  }
}
