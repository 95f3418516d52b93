// What the machine must have besides Node and npm, checked in one place before anything runs: `npm start`,
// `npm test` and CI (.ci/run) name what they need, and this module finds what is missing and installs it with apt-get
// (as root, on Debian) or stops at once with the one command to run. Nothing here needs the npm dependencies: CI
// calls it before `npm ci`.
//
//   node scripts/requisitos.mjs xmllint chromium postgresql     (what .ci/run asks for)
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Each requirement: what uses it, the Debian package that provides it (none: it cannot be installed here) and how a
 * missing one is told.
 */
export const REQUISITOS = {
  chromium: { paquete: 'chromium', para: 'the end-to-end tests (Playwright drives Debian’s Chromium)' },
  xmllint: { paquete: 'libxml2-utils', para: 'the electronic invoices (UBL 2.1 schema validation) and their tests' },
  postgresql: { paquete: 'postgresql', para: 'the API suite on a throw-away PostgreSQL cluster (CI, scripts/pg-temp.sh)' },
  esquemasUbl: { paquete: null, para: 'the electronic invoices: the OASIS UBL 2.1 schemas (shared/ubl-2.1/xsd or UBL_XSD_DIR)' },
};

/** What `npm start` and `npm test` need. */
export const PARA_START = ['xmllint', 'esquemasUbl'];
export const PARA_TEST = ['xmllint', 'esquemasUbl', 'chromium'];

/**
 * The decision, from facts only (unit-tested): `faltan` are the missing requirements ({nombre} of REQUISITOS, with an
 * optional `detalle` saying what was looked for and `propio: true` when it is the user's own setting that points
 * nowhere, which no package fixes), `root` whether this process may install, `apt` whether apt-get exists. Answers
 * what to do — `nada`, `instalar` (the packages, then go on) or `detener` (exit 1 with the lines) — and the lines to
 * print.
 */
export function decidir({ faltan, root, apt }) {
  if (faltan.length === 0) return { accion: 'nada', paquetes: [], lineas: [] };
  const describir = (f) => `  - ${f.nombre}: ${REQUISITOS[f.nombre].para}${f.detalle ? ` (${f.detalle})` : ''}`;
  const sinPaquete = faltan.filter((f) => !REQUISITOS[f.nombre].paquete || f.propio);
  const paquetes = [
    ...new Set(
      faltan
        .filter((f) => !f.propio)
        .map((f) => REQUISITOS[f.nombre].paquete)
        .filter(Boolean),
    ),
  ];
  if (sinPaquete.length === 0 && root && apt)
    return {
      accion: 'instalar',
      paquetes,
      lineas: ['Missing on this machine:', ...faltan.map(describir), `Installing with apt-get: ${paquetes.join(' ')}…`],
    };
  const lineas = ['Missing on this machine:', ...faltan.map(describir), ''];
  if (paquetes.length > 0) {
    lineas.push('Install them, then run the command again:', `  ${root ? '' : 'sudo '}apt-get install -y ${paquetes.join(' ')}`);
    if (!apt) lineas.push('(apt-get was not found: install the same packages with your system’s package manager)');
  }
  if (sinPaquete.some((f) => f.nombre === 'chromium'))
    lineas.push('CHROMIUM_PATH names no program: point it at a Chromium, or unset it to use /usr/bin/chromium.');
  if (sinPaquete.some((f) => f.nombre === 'esquemasUbl'))
    lineas.push(
      'Put the OASIS UBL 2.1 schemas (the xsd/ folder of UBL-2.1) in shared/ubl-2.1/xsd beside the checkout, or set UBL_XSD_DIR to that folder.',
    );
  return { accion: 'detener', paquetes, lineas };
}

/** Whether a program is on PATH (and executable). */
export function enPath(programa, ruta = process.env.PATH ?? '') {
  return ruta
    .split(path.delimiter)
    .filter(Boolean)
    .some((d) => {
      try {
        accessSync(path.join(d, programa), constants.X_OK);
        return true;
      } catch {
        return false;
      }
    });
}

/** The UBL schema folder as the server looks for it (apps/api/src/services/facturacion/esquema.ts). */
function hayEsquemasUbl(inicio) {
  const entrada = path.join('maindoc', 'UBL-Invoice-2.1.xsd');
  if (process.env.UBL_XSD_DIR) return existsSync(path.join(process.env.UBL_XSD_DIR, entrada));
  for (let d = inicio; ; d = path.dirname(d)) {
    if (existsSync(path.join(d, 'shared', 'ubl-2.1', 'xsd', entrada))) return true;
    if (path.dirname(d) === d) return false;
  }
}

/** Looks at this machine: which of `nombres` are missing, each with what was looked for. */
export function buscarFaltantes(nombres, raiz = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')) {
  const comprobar = {
    chromium: () => {
      const propia = process.env.CHROMIUM_PATH;
      if (existsSync(propia ?? '/usr/bin/chromium')) return null;
      return propia ? { detalle: `CHROMIUM_PATH=${propia} does not exist`, propio: true } : 'no /usr/bin/chromium';
    },
    xmllint: () => (enPath('xmllint') ? null : 'xmllint is not on PATH'),
    postgresql: () => {
      const versiones = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql') : [];
      return versiones.some((v) => existsSync(`/usr/lib/postgresql/${v}/bin/initdb`)) ? null : 'no /usr/lib/postgresql/*/bin/initdb';
    },
    esquemasUbl: () =>
      hayEsquemasUbl(raiz) ? null : process.env.UBL_XSD_DIR ? `UBL_XSD_DIR=${process.env.UBL_XSD_DIR} has no schemas` : 'not found',
  };
  return nombres.flatMap((nombre) => {
    const r = comprobar[nombre]();
    if (r === null) return [];
    return [typeof r === 'string' ? { nombre, detalle: r } : { nombre, ...r }];
  });
}

/**
 * Checks `nombres` on this machine and acts on the decision: returns when everything is there (installing it first
 * when it may), otherwise prints what is missing and the command to run, and exits 1 before anything starts.
 */
export function asegurarRequisitos(nombres) {
  const faltan = buscarFaltantes(nombres);
  const root = process.getuid?.() === 0;
  const d = decidir({ faltan, root, apt: enPath('apt-get') });
  if (d.accion === 'nada') return;
  if (d.accion === 'detener') {
    console.error(d.lineas.join('\n'));
    process.exit(1);
  }
  console.log(d.lineas.join('\n'));
  const entorno = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const correr = (args) => spawnSync('apt-get', args, { stdio: ['ignore', 'inherit', 'inherit'], env: entorno }).status === 0;
  if (!correr(['update', '-qq']) || !correr(['install', '-y', '-qq', '--no-install-recommends', ...d.paquetes])) {
    console.error(`apt-get could not install ${d.paquetes.join(' ')}: install them yourself and run the command again.`);
    process.exit(1);
  }
  const siguen = buscarFaltantes(nombres);
  if (siguen.length > 0) {
    console.error(decidir({ faltan: siguen, root: false, apt: false }).lineas.join('\n'));
    process.exit(1);
  }
}

/** `npm start` and `npm test` on a fresh clone: the npm dependencies, installed when they are not. */
export function asegurarDependencias() {
  if (existsSync('node_modules/.package-lock.json')) return;
  console.log('Installing dependencies…');
  const r = spawnSync('npm', [existsSync('package-lock.json') ? 'ci' : 'install', '--no-audit', '--no-fund'], {
    stdio: 'inherit',
    env: process.env,
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const nombres = process.argv.slice(2);
  const desconocidos = nombres.filter((n) => !(n in REQUISITOS));
  if (desconocidos.length > 0) {
    console.error(`unknown requirement: ${desconocidos.join(', ')} (known: ${Object.keys(REQUISITOS).join(', ')})`);
    process.exit(2);
  }
  asegurarRequisitos(nombres);
}
