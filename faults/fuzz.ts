/**
 * Fuzz: every operation of the app's own OpenAPI (read from the app instance, as /api/docs serves it) hit with
 * bodies, paths and queries derived from its JSON schemas (fast-check arbitraries) and with hostile ones, signed in
 * as a business-level user (POS operations with a device token). It fails on any 5xx answer, and on any row
 * stored, changed or deleted by a refused (4xx) request.
 *
 *   npm run fuzz -- [--db pglite|postgres] [--peticiones 10000] [--semilla 1] [--dias 2]
 *   npm run fuzz:ci                       (PGlite, 2,500 requests: fits CI)
 *
 * PostgreSQL needs FUZZ_DATABASE_URL (or BENCH_DATABASE_URL): a server where the user may create and drop a
 * database (`scripts/pg-temp.sh start`). PGlite runs in a temporary folder.
 *
 * "Nothing stored by a refused request": a row-level trigger on every table of the throw-away database counts the
 * rows inserted, updated and deleted per table into `fuzz_escrituras`, in the writing transaction itself (so a
 * transaction rolled back counts nothing, unlike pg_stat_user_tables, which counts rolled-back rows too). The
 * counters are read before and after every request; requests run one at a time and the background workers are off,
 * so every change is the request's own.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import fc from 'fast-check';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { buildApp, type App } from '../apps/api/src/app';
import { fila, filas } from '../apps/api/src/db/client';
import { emitirTokenEquipo } from '../apps/api/src/services/equipos/tokens';

type Esquema = {
  type?: string | string[];
  properties?: Record<string, Esquema>;
  required?: string[];
  items?: Esquema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Esquema[];
  oneOf?: Esquema[];
  allOf?: Esquema[];
  nullable?: boolean;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
};

interface Parametro {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema: Esquema;
}

interface Operacion {
  metodo: string;
  ruta: string;
  parametros: Parametro[];
  cuerpo?: Esquema;
  seguridad: 'bearer' | 'equipo' | 'ninguna';
}

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'pglite' },
    peticiones: { type: 'string', default: '10000' },
    semilla: { type: 'string', default: String(Date.now() % 1_000_000) },
    dias: { type: 'string', default: '2' },
    verbose: { type: 'boolean', default: false },
  },
});

const TOTAL = Number(values.peticiones);
const SEMILLA = Number(values.semilla);

/** Values an attacker or a broken client sends: injection, overflow, encoding, type confusion. */
const TEXTOS_HOSTILES = [
  "' OR '1'='1",
  "'; DROP TABLE usuarios; --",
  "1' AND pg_sleep(3) IS NULL --",
  '" OR ""="',
  '\\',
  "%' OR 1=1 --",
  '%',
  '_',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\uffff',
  '😀👩‍👩‍👧',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '${7*7}',
  '{{7*7}}',
  '$1',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '9'.repeat(400),
  '0x7fffffff',
  '2147483648',
  '-2147483649',
  '2026-02-30',
  '2026-13-01',
  '0000-00-00',
  '2026-01-01 24:00:00',
  '2026-01-01T10:00:00Z',
  '99999-01-01',
  ' ',
  '',
  'null',
  'true',
  '[]',
  '{}',
  'x'.repeat(5000),
  'Ω'.repeat(300),
  '\u202e\u0627\u0644\u0639\u0631\u0628\u064a\u0629',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-fffffffffffff',
];
const NUMEROS_HOSTILES = [
  0,
  -1,
  -0.5,
  0.1,
  1.5,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 32,
  2 ** 53,
  2 ** 53 + 2,
  Number.MAX_SAFE_INTEGER,
  1e15,
  1e21,
  1e308,
  -1e308,
  1e-9,
  999999999999.99,
  999999999999.995,
  1000000000000,
];

const hostilEscalar = fc.oneof(
  fc.constantFrom<unknown>(...TEXTOS_HOSTILES),
  fc.constantFrom<unknown>(...NUMEROS_HOSTILES),
  fc.constantFrom<unknown>(null, true, false, [], {}, [null], { a: 1 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.double(),
  fc.integer(),
);

const hostil: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 8, arbitrary: hostilEscalar },
  { weight: 1, arbitrary: fc.array(hostilEscalar, { maxLength: 8 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), hostilEscalar, { maxKeys: 5 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom<unknown>(
      JSON.parse('{"__proto__": {"admin": true}}'),
      { constructor: { prototype: { admin: true } } },
      Array.from({ length: 2000 }, (_, i) => i),
      JSON.parse('['.repeat(200) + ']'.repeat(200)),
    ),
  },
);

function limites(s: Esquema): { min?: number; max?: number } {
  let min = s.minimum;
  let max = s.maximum;
  if (typeof s.exclusiveMinimum === 'number') min = s.exclusiveMinimum;
  if (typeof s.exclusiveMaximum === 'number') max = s.exclusiveMaximum;
  return { min, max };
}

const cacheRegex = new Map<string, fc.Arbitrary<string>>();
function textoConPatron(patron: string, maxLength?: number): fc.Arbitrary<string> {
  const clave = `${patron}|${maxLength}`;
  let a = cacheRegex.get(clave);
  if (!a) {
    try {
      const generado = fc.stringMatching(new RegExp(patron));
      // Some generators cannot meet a pattern (look-arounds): probe it once and fall back to free text.
      fc.sample(generado, { numRuns: 3, seed: 1 });
      a = maxLength ? generado.map((t) => t.slice(0, Math.max(maxLength, 1))) : generado;
    } catch {
      a = fc.string({ maxLength: maxLength ?? 30 });
    }
    cacheRegex.set(clave, a);
  }
  return a;
}

/** A fast-check arbitrary of the values a JSON schema accepts (bounded sizes; patterns through stringMatching). */
function arbitrario(s: Esquema | undefined, profundidad = 0): fc.Arbitrary<unknown> {
  if (!s || typeof s !== 'object' || profundidad > 6) return fc.constant(null);
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  if (s.anyOf?.length) return fc.oneof(...s.anyOf.map((x) => arbitrario(x, profundidad + 1)));
  if (s.oneOf?.length) return fc.oneof(...s.oneOf.map((x) => arbitrario(x, profundidad + 1)));
  if (s.allOf?.length) return arbitrario(Object.assign({}, ...s.allOf) as Esquema, profundidad + 1);
  const tipos = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
  const opciones: fc.Arbitrary<unknown>[] = [];
  for (const tipo of tipos) {
    if (tipo === 'null') opciones.push(fc.constant(null));
    else if (tipo === 'string') {
      if (s.format === 'uuid') opciones.push(fc.uuid());
      else if (s.format === 'date') opciones.push(fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)));
      else if (s.format === 'date-time') opciones.push(fc.date({ noInvalidDate: true }).map((d) => d.toISOString()));
      else if (s.format === 'email') opciones.push(fc.emailAddress());
      else if (s.pattern) opciones.push(textoConPatron(s.pattern, s.maxLength));
      else opciones.push(fc.string({ minLength: s.minLength ?? 0, maxLength: Math.min(s.maxLength ?? 40, 60) }));
    } else if (tipo === 'integer') {
      const { min, max } = limites(s);
      const lo = Math.max(min ?? -1_000_000, -(2 ** 31));
      const hi = Math.min(max ?? 1_000_000, 2 ** 31 - 1);
      const acotado = fc.integer({ min: Math.ceil(lo), max: Math.max(Math.ceil(lo), Math.floor(hi)) });
      // Small ids hit rows that exist; the whole range hits the edges.
      opciones.push(lo <= 1 && hi >= 60 ? fc.oneof(fc.integer({ min: 1, max: 60 }), acotado) : acotado);
    } else if (tipo === 'number') {
      const { min, max } = limites(s);
      const lo = min ?? -1e9;
      const hi = max ?? 1e9;
      opciones.push(
        fc.oneof(
          fc.integer({ min: Math.ceil(Math.max(lo, -1e9)), max: Math.floor(Math.min(hi, 1e9)) }),
          fc.double({ min: lo, max: hi, noNaN: true, noDefaultInfinity: true }),
        ),
      );
    } else if (tipo === 'boolean') opciones.push(fc.boolean());
    else if (tipo === 'array') {
      opciones.push(
        fc.array(arbitrario(s.items, profundidad + 1), {
          minLength: s.minItems ?? 0,
          maxLength: Math.max(s.minItems ?? 0, Math.min(s.maxItems ?? 4, 4)),
        }),
      );
    } else if (tipo === 'object') {
      const props = s.properties ?? {};
      const modelo: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [k, v] of Object.entries(props)) modelo[k] = arbitrario(v, profundidad + 1);
      opciones.push(fc.record(modelo, { requiredKeys: (s.required ?? []).filter((k) => k in props) }));
    }
  }
  if (!opciones.length) opciones.push(hostilEscalar);
  const base = opciones.length === 1 ? opciones[0] : fc.oneof(...opciones);
  return s.nullable ? fc.option(base, { nil: null, freq: 6 }) : base;
}

/** Breaks a valid value: one field replaced by a hostile one, a required field dropped, an unknown field added. */
function romper(valor: unknown, azar: () => number, h: () => unknown): unknown {
  if (valor === null || typeof valor !== 'object') return h();
  const copia: unknown = structuredClone(valor);
  const nodos: { padre: Record<string, unknown> | unknown[]; clave: string | number }[] = [];
  const recorrer = (v: unknown) => {
    if (v && typeof v === 'object') {
      for (const [k, x] of Object.entries(v)) {
        nodos.push({ padre: v as Record<string, unknown>, clave: Array.isArray(v) ? Number(k) : k });
        recorrer(x);
      }
    }
  };
  recorrer(copia);
  if (!nodos.length) return h();
  const veces = 1 + Math.floor(azar() * 3);
  for (let i = 0; i < veces; i++) {
    const n = nodos[Math.floor(azar() * nodos.length)];
    const r = azar();
    if (r < 0.7) (n.padre as Record<string | number, unknown>)[n.clave] = h();
    else if (r < 0.85 && !Array.isArray(n.padre)) delete n.padre[n.clave as string];
    else (n.padre as Record<string, unknown>)[`extra_${i}`] = h();
  }
  return copia;
}

function operaciones(app: App): Operacion[] {
  const doc = app.swagger() as {
    paths: Record<
      string,
      Record<
        string,
        { parameters?: Parametro[]; requestBody?: { content: Record<string, { schema: Esquema }> }; security?: Record<string, unknown>[] }
      >
    >;
  };
  const ops: Operacion[] = [];
  for (const [ruta, metodos] of Object.entries(doc.paths)) {
    for (const [metodo, op] of Object.entries(metodos)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(metodo)) continue;
      const esquemaSeg = op.security?.[0] ? Object.keys(op.security[0])[0] : undefined;
      ops.push({
        metodo: metodo.toUpperCase(),
        ruta,
        parametros: op.parameters ?? [],
        cuerpo: op.requestBody?.content?.['application/json']?.schema,
        seguridad: esquemaSeg === 'equipo' ? 'equipo' : esquemaSeg === 'bearer' ? 'bearer' : 'ninguna',
      });
    }
  }
  return ops;
}

interface Peticion {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

/** encodeURIComponent, with lone surrogates (which it refuses) replaced as a browser would. */
function codificar(t: string): string {
  try {
    return encodeURIComponent(t);
  } catch {
    return encodeURIComponent(t.replace(/[\ud800-\udfff]/g, '\ufffd'));
  }
}

function construir(op: Operacion, hostilidad: boolean, semilla: number): Peticion {
  let estado = semilla >>> 0 || 1;
  const azar = () => {
    // xorshift32: reproducible from the request's seed.
    estado ^= estado << 13;
    estado ^= estado >>> 17;
    estado ^= estado << 5;
    return (estado >>> 0) / 2 ** 32;
  };
  let n = 0;
  const muestra = (a: fc.Arbitrary<unknown>) => fc.sample(a, { numRuns: 1, seed: semilla + n++ })[0];
  const h = () => muestra(hostil);
  const texto = (v: unknown) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));

  let url = op.ruta;
  for (const p of op.parametros.filter((x) => x.in === 'path')) {
    const v = hostilidad && azar() < 0.4 ? h() : muestra(arbitrario(p.schema));
    const crudo = texto(v);
    // Mostly encoded as a client would; sometimes raw (a stray % or / reaches the router as sent).
    const enUrl = azar() < 0.9 ? codificar(crudo) : crudo.replace(/[\s#?]/g, '');
    url = url.replace(`{${p.name}}`, enUrl || '0');
  }
  const consulta = new URLSearchParams();
  for (const p of op.parametros.filter((x) => x.in === 'query')) {
    if (!p.required && azar() < 0.3) continue;
    const v = hostilidad && azar() < 0.4 ? h() : muestra(arbitrario(p.schema));
    if (Array.isArray(v)) for (const x of v) consulta.append(p.name, texto(x));
    else if (v !== undefined) consulta.append(p.name, texto(v));
  }
  if (hostilidad && azar() < 0.1) consulta.append(texto(h()).slice(0, 20) || 'x', texto(h()));
  const qs = consulta.toString();
  if (qs) url += `?${qs}`;

  const headers: Record<string, string> = { host: 'localhost' };
  let payload: string | undefined;
  if (op.metodo !== 'GET' && op.metodo !== 'DELETE') {
    let cuerpo: unknown = op.cuerpo ? muestra(arbitrario(op.cuerpo)) : undefined;
    if (hostilidad) {
      const r = azar();
      if (r < 0.7) cuerpo = romper(cuerpo ?? {}, azar, h);
      else if (r < 0.8) cuerpo = h();
      else if (r < 0.9) {
        headers['content-type'] = 'application/json';
        payload = ['{', '{"a":', '[1,2', '{"a":1}}', 'nul', '\u0000', '{"__proto__":{"x":1}}', '"' + 'a'.repeat(2_000_000)][
          Math.floor(azar() * 8)
        ];
      } else {
        headers['content-type'] = ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml'][
          Math.floor(azar() * 4)
        ];
        payload = 'a=1&b=%27%20OR%201%3D1';
      }
    }
    if (payload === undefined && cuerpo !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(cuerpo);
    }
  }
  return { method: op.metodo, url, headers, payload };
}

async function abrirBase(motor: string): Promise<{ config: Record<string, unknown>; borrar: () => Promise<void> }> {
  if (motor === 'postgres') {
    const url = process.env.FUZZ_DATABASE_URL ?? process.env.BENCH_DATABASE_URL;
    if (!url) throw new Error('FUZZ_DATABASE_URL (o BENCH_DATABASE_URL) es obligatoria con --db postgres');
    const nombre = `eds_fuzz_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${nombre}`);
    await admin.end();
    const u = new URL(url);
    u.pathname = `/${nombre}`;
    return {
      config: { DATABASE_URL: u.toString() },
      borrar: async () => {
        const a = new pg.Client({ connectionString: url });
        await a.connect();
        await a.query(`DROP DATABASE IF EXISTS ${nombre} WITH (FORCE)`);
        await a.end();
      },
    };
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'eds-fuzz-'));
  return { config: { DATA_DIR: dir }, borrar: () => rm(dir, { recursive: true, force: true }) };
}

/** Tables a refused request may write by design: the session's and the device's last contact, the rate-limit counters. */
const ESCRITURAS_PERMITIDAS = new Set(['sesiones', 'contadores_limite', 'equipos_conexion']);
/**
 * Refusals that keep their reason on the record by design: a contingency invoice refused on sending keeps the
 * reason (the transaction commits, then the call answers 400; routes/api/facturacion/contingencia.ts).
 */
const ESCRITURAS_DE_RECHAZO: Record<string, string[]> = {
  'POST /api/guru.facturacion/enviar-contingencia/{factura}': ['facturas_electronicas', 'fe_transiciones', 'auditoria'],
};

async function main() {
  const inicio = Date.now();
  const base = await abrirBase(values.db);
  process.env.MAIL_POLL_SECONDS = '0';
  process.env.FE_POLL_SECONDS = '0';
  const app = await buildApp({
    config: {
      ...base.config,
      LOG_LEVEL: values.verbose ? 'error' : 'silent',
      SEED_DEMO: true,
      SEED_DEMO_DIAS: Number(values.dias),
      SEED_DEMO_ESCALA: 0.1,
      RATE_LIMIT: 1_000_000_000,
      LOGIN_RATE_LIMIT: 1_000_000_000,
      LOGIN_MAX_ATTEMPTS: 1_000_000,
      MAIL_POLL_SECONDS: 0,
      FE_POLL_SECONDS: 0,
    },
  });
  const errores500: string[] = [];
  const escriturasRechazadas: string[] = [];
  try {
    await app.ready();
    const db = app.db;
    // Counting trigger on every table (partitions inherit their parent's).
    await db.execute(sql.raw(`CREATE TABLE fuzz_escrituras (tabla text PRIMARY KEY, n bigint NOT NULL)`));
    await db.execute(
      sql.raw(`CREATE FUNCTION fuzz_contar() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO fuzz_escrituras VALUES (TG_TABLE_NAME, 1) ON CONFLICT (tabla) DO UPDATE SET n = fuzz_escrituras.n + 1;
        RETURN NULL;
      END $$`),
    );
    await db.execute(
      sql.raw(`DO $$ DECLARE t record; BEGIN
        FOR t IN SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
                  WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition AND c.relname <> 'fuzz_escrituras'
        LOOP
          EXECUTE format('CREATE TRIGGER zz_fuzz_contar AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION fuzz_contar()', t.relname);
        END LOOP;
      END $$`),
    );
    const tablas = await fila<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM pg_trigger WHERE tgname = 'zz_fuzz_contar'`);
    const contadores = async () => {
      const r = await filas<{ tabla: string; n: string }>(db, sql`SELECT tabla, n::text FROM fuzz_escrituras`);
      return new Map(r.map((x) => [x.tabla, Number(x.n)]));
    };

    const ingresar = async () => {
      const r = await app.inject({
        method: 'POST',
        url: '/api/v1/signin',
        headers: { host: 'localhost' },
        payload: { user: 'SUPERADMIN', pass: 'demo2026' },
      });
      if (r.statusCode !== 200) throw new Error(`no se pudo ingresar como SUPERADMIN: ${r.statusCode} ${r.body.slice(0, 200)}`);
      return r.json<{ data: { token: string } }>().data.token;
    };
    let token = await ingresar();
    const equipo = await fila<{ id: number }>(db, sql`SELECT id FROM equipos WHERE tipo = 'POS' ORDER BY id LIMIT 1`);
    const tokenEquipo = await emitirTokenEquipo(db, equipo!.id);

    const ops = operaciones(app);
    console.log(
      `Fuzz: ${ops.length} operaciones de la OpenAPI, ${TOTAL} peticiones, motor ${values.db}, semilla ${SEMILLA}, ` +
        `${tablas?.n} tablas vigiladas`,
    );
    const porEstado = new Map<number, number>();
    const porOperacion = new Map<string, Map<number, number>>();
    let reingresos = 0;
    // The detector itself: a write committed through the app's connection moves its table's counter.
    const prueba = await contadores();
    await db.execute(sql`UPDATE usuarios SET usuario = usuario WHERE usuario = 'SUPERADMIN'`);
    if ((await contadores()).get('usuarios') !== (prueba.get('usuarios') ?? 0) + 1)
      throw new Error('el contador de escrituras no funciona');
    let filasAceptadas = 0;
    let antes = await contadores();
    for (let i = 0; i < TOTAL; i++) {
      const op = ops[i % ops.length];
      const hostilidad = Math.floor(i / ops.length) % 2 === 1 || (SEMILLA + i) % 3 === 0;
      const semilla = SEMILLA * 100_003 + i;
      const p = construir(op, hostilidad, semilla);
      if (op.seguridad === 'bearer') p.headers.authorization = `Bearer ${token}`;
      if (op.seguridad === 'equipo') p.headers.authorization = `Bearer ${tokenEquipo}`;
      let estado: number;
      let cuerpo: string;
      try {
        const r = await app.inject({ method: p.method as 'GET', url: p.url, headers: p.headers, payload: p.payload });
        estado = r.statusCode;
        cuerpo = r.body;
      } catch (err) {
        estado = 599;
        cuerpo = String(err);
      }
      porEstado.set(estado, (porEstado.get(estado) ?? 0) + 1);
      const clave = `${op.metodo} ${op.ruta}`;
      const m = porOperacion.get(clave) ?? new Map<number, number>();
      m.set(estado, (m.get(estado) ?? 0) + 1);
      porOperacion.set(clave, m);
      const descripcion = () =>
        `#${i} semilla ${semilla} ${p.method} ${p.url.slice(0, 300)} ${p.payload ? `cuerpo ${p.payload.slice(0, 400)}` : ''} → ${estado} ${cuerpo.slice(0, 300)}`;
      if (estado >= 500) {
        errores500.push(descripcion());
        if (values.verbose) console.log(`5xx: ${descripcion()}`);
      }
      const despues = await contadores();
      if (estado < 300) for (const [t, n] of despues) filasAceptadas += n - (antes.get(t) ?? 0);
      if (estado >= 400 && estado < 500) {
        const cambios: string[] = [];
        for (const [t, n] of despues) {
          const d = n - (antes.get(t) ?? 0);
          if (d > 0 && !ESCRITURAS_PERMITIDAS.has(t) && !ESCRITURAS_DE_RECHAZO[clave]?.includes(t)) cambios.push(`${t} +${d}`);
        }
        if (cambios.length) escriturasRechazadas.push(`${descripcion()} — escribió: ${cambios.join(', ')}`);
      }
      antes = despues;
      // A fuzzed sign-out (or an inactivation) ends the session: sign in again and go on.
      if (op.seguridad === 'bearer' && (estado === 401 || estado === 205)) {
        const v = await app.inject({ method: 'GET', url: '/api/v1', headers: { authorization: `Bearer ${token}`, host: 'localhost' } });
        if (v.statusCode !== 200) {
          token = await ingresar();
          reingresos++;
          antes = await contadores();
        }
      }
      if ((i + 1) % 1000 === 0) console.log(`  ${i + 1} peticiones, ${Math.round((Date.now() - inicio) / 1000)} s`);
    }

    const estados = [...porEstado].sort((a, b) => a[0] - b[0]);
    console.log(`\nRespuestas por estado: ${estados.map(([e, n]) => `${e}: ${n}`).join(', ')}`);
    const nunca2xx = [...porOperacion].filter(([, m]) => ![...m.keys()].some((e) => e < 300)).length;
    console.log(`Operaciones con al menos un 2xx: ${ops.length - nunca2xx} de ${ops.length}; reingresos tras cerrar sesión: ${reingresos}`);
    console.log(`Filas escritas por las peticiones aceptadas (2xx): ${filasAceptadas}`);
    console.log(`5xx: ${errores500.length}`);
    for (const e of errores500.slice(0, 50)) console.log(`  ${e}`);
    console.log(`Peticiones rechazadas (4xx) que guardaron algo: ${escriturasRechazadas.length}`);
    for (const e of escriturasRechazadas.slice(0, 50)) console.log(`  ${e}`);
    console.log(`Duración: ${Math.round((Date.now() - inicio) / 1000)} s`);
  } finally {
    await app.close();
    await base.borrar();
  }
  process.exit(errores500.length || escriturasRechazadas.length ? 1 : 0);
}

await main();
