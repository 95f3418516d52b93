/**
 * The sign-in page on a phone: Lighthouse's mobile profile (simulated slow 4G and a 4× slower CPU) on /app, served
 * by the real server from the built web app (apps/web/dist) on a fresh demo database. Prints performance and
 * accessibility scores with LCP, FCP, TBT and CLS for each run and their median. Figures only: it never fails on a
 * score (CI prints it; see docs/decisions/020a-sign-in-first-paint.md).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse, { type Flags } from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { tabla } from './medir';

const RAIZ = path.resolve(import.meta.dirname, '../..');

/** The flags the brief of the measure fixes: headless Debian Chromium with nothing running in the background. */
const BANDERAS_CHROMIUM = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Attempts per run before it is reported without figures. */
const INTENTOS = 3;

export interface OpcionesInicio {
  veces: number;
  /** Another built web app to measure (a folder with index.html), apps/web/dist by default. */
  web?: string;
}

interface Medida {
  version?: string;
  rendimiento: number;
  accesibilidad: number;
  lcp: number;
  fcp: number;
  tbt: number;
  cls: number;
}

function puertoLibre(): Promise<number> {
  return new Promise((resolver, rechazar) => {
    const s = createServer();
    s.once('error', rechazar);
    s.listen(0, 'localhost', () => {
      const direccion = s.address();
      s.close(() => resolver(typeof direccion === 'object' && direccion ? direccion.port : 0));
    });
  });
}

async function esperarSalud(url: string, servidor: ChildProcess, limiteMs: number): Promise<void> {
  const fin = Date.now() + limiteMs;
  while (Date.now() < fin) {
    if (servidor.exitCode !== null) throw new Error(`the server stopped (exit ${servidor.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the server did not answer ${url} in ${limiteMs / 1000} s`);
}

/** The real server (apps/api/dist) on a free port, a fresh embedded database with a short demo. */
async function iniciarServidor(web: string): Promise<{ url: string; parar: () => Promise<void> }> {
  const servidorJs = path.join(RAIZ, 'apps/api/dist/server.js');
  if (!existsSync(servidorJs)) throw new Error('apps/api/dist/server.js is missing: npm run build -w @eds/api');
  if (!existsSync(path.join(web, 'index.html'))) throw new Error(`${web}/index.html is missing: npm run build -w @eds/web`);
  const puerto = await puertoLibre();
  const datos = mkdtempSync(path.join(tmpdir(), 'eds-bench-inicio-'));
  const servidor = spawn(process.execPath, [servidorJs], {
    cwd: RAIZ,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(puerto),
      HOST: 'localhost',
      DATA_DIR: datos,
      WEB_DIST: web,
      LOG_LEVEL: 'warn',
      SEED_DEMO: '1',
      // The sign-in page reads only the domain: a short demo keeps the start quick.
      SEED_DEMO_DIAS: '2',
    },
  });
  const url = `http://localhost:${puerto}`;
  const parar = async () => {
    if (servidor.exitCode === null) {
      const salida = new Promise((r) => servidor.once('exit', r));
      servidor.kill('SIGTERM');
      await salida;
    }
    rmSync(datos, { recursive: true, force: true });
  };
  try {
    await esperarSalud(`${url}/api/health`, servidor, 300_000);
  } catch (error) {
    await parar();
    throw error;
  }
  return { url, parar };
}

async function medirUnaVez(url: string): Promise<Medida> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: BANDERAS_CHROMIUM,
  });
  try {
    // Lighthouse's default configuration is the mobile profile with simulated throttling.
    const flags: Flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] };
    const resultado = await lighthouse(url, flags);
    if (!resultado) throw new Error('Lighthouse gave no result');
    const { categories, audits, runtimeError } = resultado.lhr;
    if (runtimeError) throw new Error(`Lighthouse: ${runtimeError.code} ${runtimeError.message}`);
    const valor = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    return {
      version: resultado.lhr.lighthouseVersion,
      rendimiento: Math.round((categories.performance?.score ?? 0) * 100),
      accesibilidad: Math.round((categories.accessibility?.score ?? 0) * 100),
      lcp: valor('largest-contentful-paint'),
      fcp: valor('first-contentful-paint'),
      tbt: valor('total-blocking-time'),
      cls: valor('cumulative-layout-shift'),
    };
  } finally {
    chrome.kill();
  }
}

const segundos = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const fila = (nombre: string, m: Medida) => [
  nombre,
  m.rendimiento,
  m.accesibilidad,
  segundos(m.lcp),
  segundos(m.fcp),
  `${Math.round(m.tbt)} ms`,
  m.cls.toFixed(3),
];

function mediana(valores: number[]): number {
  const v = [...valores].sort((a, b) => a - b);
  const medio = Math.floor(v.length / 2);
  return v.length % 2 ? v[medio] : (v[medio - 1] + v[medio]) / 2;
}

export async function benchInicio({ veces, web = path.join(RAIZ, 'apps/web/dist') }: OpcionesInicio): Promise<string> {
  const { url, parar } = await iniciarServidor(path.resolve(web));
  try {
    const pagina = `${url}/app/`;
    const medidas: Medida[] = [];
    const fallos: string[] = [];
    for (let i = 0; i < veces; i++) {
      // On a busy machine Lighthouse sometimes loses its trace (NO_NAVSTART, NO_FCP): that run is tried again.
      for (let intento = 1; ; intento++) {
        try {
          medidas.push(await medirUnaVez(pagina));
          break;
        } catch (error) {
          if (intento < INTENTOS) continue;
          fallos.push(`corrida ${i + 1}: ${error instanceof Error ? error.message : String(error)}`);
          break;
        }
      }
    }
    if (medidas.length === 0) throw new Error(`no Lighthouse run gave figures:\n${fallos.join('\n')}`);
    const de = (k: Exclude<keyof Medida, 'version'>) => mediana(medidas.map((m) => m[k]));
    const mediaFila: Medida = {
      rendimiento: de('rendimiento'),
      accesibilidad: de('accesibilidad'),
      lcp: de('lcp'),
      fcp: de('fcp'),
      tbt: de('tbt'),
      cls: de('cls'),
    };
    return [
      ...fallos.map((f) => `(sin cifras: ${f})`),
      `Lighthouse ${medidas[0]?.version ?? ''}, perfil móvil (red y CPU simuladas), /app/ sin sesión, ${medidas.length} ${medidas.length === 1 ? 'vez' : 'veces'}:`,
      '',
      tabla(
        ['corrida', 'rendimiento', 'accesibilidad', 'LCP', 'FCP', 'TBT', 'CLS'],
        [...medidas.map((m, i) => fila(String(i + 1), m)), fila('mediana', mediaFila)],
      ),
    ].join('\n');
  } finally {
    await parar();
  }
}
