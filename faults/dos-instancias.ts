/**
 * Two API processes behind one PostgreSQL, as a balancer would run them: what one instance does, the other honours.
 *
 *   npm run faults:dos-instancias -- [--facturas 40]
 *
 * - Sessions: a session made on A answers on B; signed out on B, it is refused on A at its very next request, and
 *   B's live socket of that session is closed.
 * - Notifications: a notice sent through A reaches a socket held by B.
 * - Rate limits: failed sign-ins against A and B are counted together (LOGIN_RATE_LIMIT=8 per minute for the run).
 * - Jobs: POS sales with electronic invoices posted through both instances are sent to the DIAN simulator by both
 *   instances' queue workers at once; every invoice ends authorised with exactly one document (never sent twice).
 *
 * Runs its own throw-away cluster (scripts/pg-temp.sh); the two APIs run as child processes.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import WebSocket from 'ws';
import { textoBogota } from '@eds/contracts/dia-operativo';

const { values } = parseArgs({ options: { facturas: { type: 'string', default: '40' } } });
const FACTURAS = Number(values.facturas);
const LIMITE_INGRESO = 8;
const raiz = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const log = (t: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${t}`);
const dormir = (ms: number) => new Promise((r) => setTimeout(r, ms));

const puerto = 55_900 + Math.floor(Math.random() * 90);
const dirPg = `/tmp/eds-pg-dos-instancias-${puerto}`;
const pgTemp = (accion: string) =>
  spawnSync('bash', [path.join(raiz, 'scripts/pg-temp.sh'), accion, String(puerto)], {
    env: { ...process.env, PG_TEMP_DIR: dirPg },
    encoding: 'utf8',
  });

const resultados: { prueba: string; esperado: string; obtenido: string; ok: boolean }[] = [];
function anotar(prueba: string, esperado: string, obtenido: string, ok: boolean) {
  resultados.push({ prueba, esperado, obtenido, ok });
  log(`${ok ? 'OK   ' : 'FALLO'} ${prueba}: ${obtenido}`);
}

function arrancar(nombre: string, dbUrl: string, puertoApi: number, sembrar: boolean): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: raiz,
    env: {
      ...process.env,
      DATABASE_URL: dbUrl,
      PORT: String(puertoApi),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      ...(sembrar ? { SEED_DEMO: '1', SEED_DEMO_DIAS: '0' } : { SEED_DEMO: '0' }),
      RATE_LIMIT: '100000000',
      LOGIN_RATE_LIMIT: String(LIMITE_INGRESO),
      LOGIN_MAX_ATTEMPTS: '1000',
      FE_POLL_SECONDS: '1',
      NODE_ENV: 'production',
      // A production server on PostgreSQL refuses the development passphrase of the signing keys (decision 061).
      FE_CLAVE_CERTIFICADOS: 'clave-certificados-de-las-pruebas-de-fallas',
      INSTANCIA: nombre,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function esperarSalud(base: string, hijo: ChildProcess) {
  for (const t = Date.now(); ;) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      /* starting */
    }
    if (Date.now() - t > 300_000 || hijo.exitCode !== null) throw new Error(`la API de ${base} no arrancó`);
    await dormir(300);
  }
}

/** Sign-ins made so far: every one counts toward the per-address sign-in limit, successful or not. */
let ingresosHechos = 0;

async function ingresar(base: string, usuario: string, clave = 'demo2026') {
  ingresosHechos++;
  const r = await fetch(`${base}/api/v1/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user: usuario, pass: clave }),
  });
  const cuerpo = (await r.json()) as { data?: { token: string; empresas_id: number } };
  return { status: r.status, token: cuerpo.data?.token ?? '', empresa: cuerpo.data?.empresas_id ?? 0 };
}

const sesion = (base: string, token: string) =>
  fetch(`${base}/api/v1/session`, { headers: { authorization: `Bearer ${token}` } }).then(async (r) => (await r.arrayBuffer(), r.status));

/** A socket on an instance: its frames and how it closed. */
function socket(base: string, token: string) {
  const ws = new WebSocket(`${base.replace('http', 'ws')}/ws?token=${token}`);
  const marcos: { event: string; data: unknown }[] = [];
  let cierre: number | undefined;
  ws.on('message', (m: Buffer) => marcos.push(JSON.parse(m.toString()) as { event: string; data: unknown }));
  ws.on('close', (codigo: number) => (cierre = codigo));
  const listo = new Promise<void>((ok, mal) => {
    ws.once('error', mal);
    const revisar = setInterval(() => {
      if (marcos.some((m) => m.event === 'ready')) {
        clearInterval(revisar);
        ok();
      }
    }, 20);
  });
  return { ws, marcos, listo, cierre: () => cierre };
}

async function hasta(condicion: () => boolean, ms: number): Promise<number | undefined> {
  const inicio = Date.now();
  while (Date.now() - inicio < ms) {
    if (condicion()) return Date.now() - inicio;
    await dormir(10);
  }
  return undefined;
}

async function main() {
  console.log(
    `# faults: dos instancias de la API sobre un PostgreSQL — ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ` +
      `${cpus().length} CPU, carga ${loadavg()[0].toFixed(1)}; ${FACTURAS} facturas electrónicas\n`,
  );
  const inicio = pgTemp('start');
  if (inicio.status !== 0) throw new Error(`pg-temp: ${inicio.stderr}`);
  const url = inicio.stdout.trim();
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query('CREATE DATABASE eds');
  await admin.end();
  const dbUrl = url.replace(/\/postgres$/, '/eds');
  const hijos: ChildProcess[] = [];
  try {
    const puertoA = 21_000 + Math.floor(Math.random() * 500);
    const A = `http://127.0.0.1:${puertoA}`;
    const B = `http://127.0.0.1:${puertoA + 500}`;
    // A migrates and seeds the demo; B starts on the same database once it is ready.
    hijos.push(arrancar('A', dbUrl, puertoA, true));
    await esperarSalud(A, hijos[0]);
    hijos.push(arrancar('B', dbUrl, puertoA + 500, false));
    await esperarSalud(B, hijos[1]);
    log(`A (pid ${hijos[0].pid}) en ${A}, B (pid ${hijos[1].pid}) en ${B}, PostgreSQL en el puerto ${puerto}`);

    // Sessions.
    const zonal = await ingresar(A, 'ZONAL');
    const enB = await sesion(B, zonal.token);
    anotar('sesión hecha en A, leída en B', '200', String(enB), enB === 200);
    const ws = socket(B, zonal.token);
    await ws.listo;
    const salida = await fetch(`${B}/api/v1/`, { method: 'DELETE', headers: { authorization: `Bearer ${zonal.token}` } });
    const trasSalida = await sesion(A, zonal.token);
    anotar(
      'cierre de sesión en B, siguiente petición en A',
      '205 (sesión terminada)',
      `${salida.status} en B, luego ${trasSalida} en A`,
      salida.status === 200 && trasSalida === 205,
    );
    const msCierre = await hasta(() => ws.cierre() !== undefined, 5000);
    anotar(
      'el socket de esa sesión en B se cierra',
      'cerrado con 4001',
      msCierre === undefined ? 'sigue abierto' : `${ws.cierre()} en ${msCierre} ms`,
      ws.cierre() === 4001,
    );

    // Notifications.
    const superA = await ingresar(A, 'SUPERADMIN');
    const oyente = socket(B, superA.token);
    await oyente.listo;
    const titulo = `Prueba entre instancias ${randomUUID().slice(0, 8)}`;
    const envio = await fetch(`${A}/api/notificaciones`, {
      method: 'POST',
      headers: { authorization: `Bearer ${superA.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ empresa: superA.empresa, titulo, texto: 'Enviada por A, leída por un socket de B', tipo: 200 }),
    });
    const msAviso = await hasta(() => oyente.marcos.some((m) => JSON.stringify(m.data).includes(titulo)), 5000);
    anotar(
      'notificación enviada por A llega a un socket de B',
      'recibida',
      msAviso === undefined ? `no llegó (envío ${envio.status})` : `recibida en ${msAviso} ms`,
      envio.status === 200 && msAviso !== undefined,
    );
    oyente.ws.close();

    // Rate limits on sign-in, counted by both instances together.
    const estados: number[] = [];
    const permitidos = LIMITE_INGRESO - ingresosHechos;
    for (let i = 0; i < permitidos + 2; i++) estados.push((await ingresar(i % 2 ? B : A, 'NOEXISTE', 'mala-clave-123')).status);
    const rechazados = estados.filter((s) => s === 429).length;
    anotar(
      `ingresos fallidos alternando A y B (límite ${LIMITE_INGRESO} por minuto)`,
      `${permitidos} × 401 (tras ${ingresosHechos - estados.length} ingresos buenos), luego 429`,
      estados.join(' '),
      estados.slice(0, permitidos).every((s) => s === 401) && rechazados === 2,
    );

    // Jobs: e-invoiced POS sales through both instances, both queue workers running.
    const c = new pg.Client({ connectionString: dbUrl });
    await c.connect();
    const { rows } = await c.query<{
      equipo: number;
      empresa: number;
      manguera: number;
      producto: number;
      precio: number;
      efectivo: number;
      prefijo: string;
      desde: string;
      hasta: string;
    }>(
      `SELECT q.id AS equipo, e.id AS empresa, m.id AS manguera, m.producto_id AS producto, pr.precio::float8 AS precio,
              (SELECT mp.id FROM medios_pago mp WHERE mp.negocio_id = e.negocio_id AND mp.codigo = 'EFE') AS efectivo,
              r.prefijo, r.desde, r.hasta
         FROM empresas e JOIN equipos q ON q.empresa_id = e.id AND q.tipo = 'POS' AND 'C' = ANY(q.tipos_negocio)
         JOIN mangueras m ON m.empresa_id = e.id
         JOIN precios pr ON pr.producto_id = m.producto_id AND pr.empresa_id = m.empresa_id AND pr.vigente_hasta IS NULL
         JOIN resoluciones r ON r.empresa_id = e.id AND r.estado = 'A' AND 'C' = ANY(r.tipos_negocio)
                            AND r.fecha_fin >= current_date AND r.tipo_documento ILIKE '%ELECTR%'
        ORDER BY e.id, q.id, m.id LIMIT 1`,
    );
    const e = rows[0];
    if (!e) throw new Error('el demo no tiene una estación con equipo POS y resolución electrónica vigente');
    const t = await fetch(`${A}/api/equipo/${e.equipo}/token`, { method: 'POST', headers: { authorization: `Bearer ${superA.token}` } });
    const tokenEquipo = ((await t.json()) as { data: { token: string } }).data.token;
    const primero = Number(e.hasta) - FACTURAS - 10;
    const numeros: number[] = [];
    for (let i = 0; i < FACTURAS; i++) {
      const consecutivo = primero + i;
      numeros.push(consecutivo);
      const galones = 2 + (i % 5);
      const valor = Math.round(galones * e.precio * 100) / 100;
      const venta = {
        uuid: randomUUID(),
        fecha: textoBogota(new Date(Date.now() - 60_000)),
        tipo_negocio: 'C',
        manguera: e.manguera,
        detalles: [{ producto_id: e.producto, cantidad: galones, precio: e.precio, valor }],
        medios_pago: [{ medio_pago_id: e.efectivo, valor }],
        factura: { prefijo: e.prefijo, consecutivo, electronica: true },
      };
      const r = await fetch(`${i % 2 ? B : A}/api/pos/v1/ventas`, {
        method: 'POST',
        headers: { authorization: `Bearer ${tokenEquipo}`, 'content-type': 'application/json' },
        body: JSON.stringify({ ventas: [venta] }),
      });
      if (r.status !== 200) throw new Error(`venta POS: ${r.status} ${await r.text()}`);
    }
    const consulta = `SELECT f.id, f.estado, (SELECT count(*)::int FROM fe_documentos d WHERE d.factura_id = f.id) AS documentos
                        FROM facturas_electronicas f
                       WHERE f.empresa_id = $1 AND f.prefijo = $2 AND f.consecutivo = ANY($3::bigint[])`;
    let facturas: { id: number; estado: number; documentos: number }[] = [];
    const msCola = await (async () => {
      const t0 = Date.now();
      while (Date.now() - t0 < 120_000) {
        facturas = (await c.query<{ id: number; estado: number; documentos: number }>(consulta, [e.empresa, e.prefijo, numeros])).rows;
        if (facturas.length === FACTURAS && facturas.every((f) => Number(f.estado) === 2)) return Date.now() - t0;
        await dormir(250);
      }
      return undefined;
    })();
    const autorizadas = facturas.filter((f) => Number(f.estado) === 2).length;
    const dobles = facturas.filter((f) => f.documentos !== 1).length;
    anotar(
      `${FACTURAS} facturas de ventas POS por A y B, enviadas por las colas de las dos`,
      'todas autorizadas, un documento cada una',
      `${autorizadas} autorizadas${msCola === undefined ? '' : ` en ${(msCola / 1000).toFixed(1)} s`}, ${dobles} con más o menos de un documento`,
      autorizadas === FACTURAS && dobles === 0,
    );
    const envios = await c.query<{ hacia: number; n: number }>(
      `SELECT hacia, count(*)::int AS n FROM fe_transiciones t JOIN facturas_electronicas f ON f.id = t.factura_id
        WHERE f.empresa_id = $1 AND f.prefijo = $2 AND f.consecutivo = ANY($3::bigint[]) AND t.hacia = 2 GROUP BY hacia`,
      [e.empresa, e.prefijo, numeros],
    );
    const pasosAutorizada = envios.rows[0]?.n ?? 0;
    anotar('paso a autorizada registrado', `${FACTURAS} (uno por factura)`, String(pasosAutorizada), pasosAutorizada === FACTURAS);
    await c.end();
    ws.ws.terminate();

    console.log('\n| prueba | esperado | obtenido | |\n| --- | --- | --- | --- |');
    for (const r of resultados) console.log(`| ${r.prueba} | ${r.esperado} | ${r.obtenido} | ${r.ok ? 'OK' : 'FALLÓ'} |`);
    const fallo = resultados.some((r) => !r.ok);
    console.log(`\n${fallo ? 'FALLÓ' : 'OK'}`);
    return fallo;
  } finally {
    for (const h of hijos) if (h.exitCode === null) h.kill('SIGTERM');
    await Promise.all(hijos.map((h) => new Promise<void>((r) => (h.exitCode === null ? h.once('exit', () => r()) : r()))));
    pgTemp('stop');
  }
}

process.exit((await main()) ? 1 : 0);
