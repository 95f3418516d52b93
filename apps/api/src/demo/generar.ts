/**
 * `npm run demo:generate -- --stations N --days D [--escala X] [--semilla S]`
 *
 * Creates a new business with N stations and generates D days of operations up to now through the same
 * services POS ingestion uses (their bulk entry points), committing unit by unit so any volume fits, e.g.
 * 500 stations × 365 days. Writes to DATABASE_URL, or to the embedded database in DATA_DIR (default ./data).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { enTransaccion } from '../db/context';
import { crearNegocioGenerado } from './operacion/negocio';
import { prepararBaseDatos } from '../db/seed/preparar';
import { generarOperaciones } from './operacion/generador';

const { values } = parseArgs({
  options: {
    stations: { type: 'string', default: '8' },
    days: { type: 'string', default: '90' },
    escala: { type: 'string', default: '1' },
    semilla: { type: 'string' },
    negocio: { type: 'string' },
  },
});
const estaciones = Number(values.stations);
const dias = Number(values.days);
const escala = Number(values.escala);
if (!Number.isInteger(estaciones) || estaciones < 1 || !Number.isInteger(dias) || dias < 0 || !(escala > 0)) {
  console.error('Uso: npm run demo:generate -- --stations N --days D [--escala X] [--semilla S] [--negocio NOMBRE]');
  process.exit(2);
}

const config = loadConfig();
// npm runs workspace scripts inside apps/api: a relative DATA_DIR means the folder the command was typed in,
// the same one `npm start` uses.
const dataDir = path.resolve(process.env.INIT_CWD ?? process.cwd(), config.DATA_DIR);
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir, poolMax: 2 });
const inicio = Date.now();
await prepararBaseDatos(database);

const nombre = values.negocio ?? `NEGOCIO GENERADO ${estaciones}X${dias}`;
const { negocioId, empresas } = await enTransaccion(database.db, { usuarioId: null }, (tx) => crearNegocioGenerado(tx, nombre, estaciones));

let ultimo = Date.now();
const r = await generarOperaciones(
  negocioId,
  empresas.map((empresaId, indice) => ({ empresaId, indice })),
  {
    dias,
    escala,
    semilla: values.semilla === undefined ? undefined : Number(values.semilla),
    escribir: (fn) => enTransaccion(database.db, { usuarioId: null }, fn),
    progreso: (texto) => {
      if (Date.now() - ultimo < 5000 && !texto.startsWith('día')) return;
      ultimo = Date.now();
      console.log(`[${Math.round((Date.now() - inicio) / 1000)} s] ${texto}`);
    },
  },
);
const segundos = (Date.now() - inicio) / 1000;
console.log(
  `Negocio ${negocioId} (${nombre}): ${r.estaciones} estaciones, ${r.dias} días (${r.primerDia} a ${r.ultimoDia}), ` +
    `${r.ventas} ventas en ${segundos.toFixed(1)} s (${Math.round(r.ventas / segundos)} ventas/s).`,
);
await database.close();
