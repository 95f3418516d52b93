import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * A port no one listens on now, asked of the system (port 0) by a short child process: the config is read
 * synchronously, and a fixed port fails when another run or program holds it.
 */
function puertoLibre(): string {
  const programa =
    "const s=require('node:net').createServer();s.listen(0,'localhost',()=>{process.stdout.write(String(s.address().port));s.close();});";
  return execFileSync(process.execPath, ['-e', programa], { encoding: 'utf8' }).trim();
}

const raiz = path.resolve(import.meta.dirname, '..');
// The tests reckon "today" as the browser and the users do, in Bogotá: on a machine in UTC, local dates in the test code
// run a day ahead from 19:00 Colombian time. Workers inherit the zone; the server keeps UTC (below), as in production.
process.env.TZ = 'America/Bogota';
// One free port and one fresh database per run; workers inherit both through the environment.
process.env.E2E_PORT ||= puertoLibre();
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'eds-e2e-'));
process.env.E2E_MAIL_DIR ??= mkdtempSync(path.join(tmpdir(), 'eds-e2e-correo-'));
const PUERTO = Number(process.env.E2E_PORT);

export const URL_BASE = `http://localhost:${PUERTO}`;

export default defineConfig({
  testDir: './tests',
  // Each shard of support/fragmentos.mjs keeps its failure traces apart.
  outputDir: process.env.E2E_SALIDA ?? './test-results',
  // Tests share one server and its demo users: one worker keeps them from stepping on each other. Shards run side by
  // side instead (support/fragmentos.mjs), each with its own server and database.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: URL_BASE,
    headless: true,
    locale: 'es-CO',
    timezoneId: 'America/Bogota',
    viewport: { width: 1366, height: 860 },
    acceptDownloads: true,
    // An action that cannot happen (a click on a button covered by a dialog) fails with its call log, which names what
    // is in the way, well before the test's own minute runs out with nothing but "Test timeout" to show.
    actionTimeout: 30_000,
    navigationTimeout: 30_000,
    // The browser asks for less motion, as a person may: the app then draws no transitions (lib/tema.ts), so a test
    // acts on a dialog or a menu as soon as it is there instead of waiting for it to settle.
    reducedMotion: 'reduce',
    // A trace records DOM snapshots and a screencast of every action of every test: about a third of the suite's CPU.
    // Off unless asked for (E2E_TRAZA=retain-on-failure); a failure keeps its screenshot either way.
    trace: (process.env.E2E_TRAZA as 'off' | 'retain-on-failure' | undefined) ?? 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        // An unknown host for the unresolved-domain test and the host the Negocios test gives a domain, both served
        // by the same local server.
        '--host-resolver-rules=MAP desconocido.test 127.0.0.1,MAP negocios-e2e.test 127.0.0.1',
      ],
    },
  },
  webServer: {
    command: 'node e2e/support/servidor.mjs',
    cwd: raiz,
    url: `${URL_BASE}/api/health`,
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PUERTO),
      HOST: 'localhost',
      DATA_DIR: process.env.E2E_DATA_DIR,
      // E2E_WEB_DIST serves another build of the web app (for example one made from a clean checkout).
      WEB_DIST: process.env.E2E_WEB_DIST ?? path.join(raiz, 'apps/web/dist'),
      LOG_LEVEL: 'warn',
      TZ: 'UTC',
      // Reset links point at this server; mail is written as files the tests read (support/correo.ts).
      PUBLIC_URL: URL_BASE,
      MAIL_DIR: process.env.E2E_MAIL_DIR,
      RATE_LIMIT: '100000',
      LOGIN_RATE_LIMIT: '100000',
      LOGIN_MAX_ATTEMPTS: '1000',
      SEED_DEMO: '1',
      // A few days of demo operations are enough for the shell; start-up stays short.
      SEED_DEMO_DIAS: '2',
    },
  },
});
