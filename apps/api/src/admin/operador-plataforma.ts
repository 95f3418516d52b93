/**
 * `npm run plataforma:operador -- --usuario OPERADOR` marks an existing user as the platform operator;
 * `--quitar` clears the mark; without `--usuario` it lists the operators.
 *
 * The platform operator publishes POS versions and rolls them out to any business, and writes what every business
 * shares: GLOBAL parameters and definitions, the module tree and the geography (decision 059). The mark is set here,
 * at install, on the database of DATABASE_URL (or the embedded one in DATA_DIR), and nowhere else: no screen or call
 * of any business can grant it. The user keeps its own business and profiles; create it first (for instance the
 * administrator of a business of the operating company, `npm run negocio:crear`) (docs/operations.md, "First start").
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { enTransaccion } from '../db/context';
import { prepararBaseDatos } from '../db/seed/preparar';
import { marcarOperadorPlataforma, operadoresPlataforma } from '../services/plataforma/operador';

const { values } = parseArgs({ options: { usuario: { type: 'string' }, quitar: { type: 'boolean', default: false } } });
if (values.quitar && !values.usuario) {
  console.error('Uso: npm run plataforma:operador -- [--usuario USUARIO [--quitar]]');
  process.exit(2);
}

const config = loadConfig();
// npm runs workspace scripts inside apps/api: a relative DATA_DIR means the folder the command was typed in.
const dataDir = path.resolve(process.env.INIT_CWD ?? process.cwd(), config.DATA_DIR);
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir, poolMax: 2 });
let salida = 0;
try {
  await prepararBaseDatos(database);
  if (values.usuario) {
    const usuario = values.usuario;
    const marcar = !values.quitar;
    const u = await enTransaccion(database.db, { usuarioId: null }, (tx) => marcarOperadorPlataforma(tx, usuario, marcar));
    if (!u) {
      console.error(`No se cambió nada: el usuario ${usuario.trim().toUpperCase()} no existe.`);
      salida = 1;
    } else {
      console.log(
        marcar
          ? `${u.usuario} (negocio ${u.negocio}) es operador de la plataforma.`
          : `${u.usuario} (negocio ${u.negocio}) ya no es operador de la plataforma.`,
      );
      if (u.estado !== 'A') console.log(`El usuario ${u.usuario} está inactivo: no ingresa hasta que se active.`);
    }
  } else {
    const operadores = await operadoresPlataforma(database.db);
    if (operadores.length === 0) console.log('No hay operadores de la plataforma.');
    for (const o of operadores) console.log(`${o.usuario}\t${o.negocio}\t${o.estado === 'A' ? 'activo' : 'inactivo'}`);
  }
} finally {
  await database.close();
}
process.exit(salida);
