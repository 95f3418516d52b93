/**
 * `npm run negocio:crear -- --negocio "ESTACIONES DEL NORTE S.A.S." --nit 900123456 --alias "EDS DEL NORTE"
 *    --dominio backoffice.eds-norte.com.co --usuario ADMINISTRADOR --identificacion 80123456
 *    --nombres "ANA MARIA" --apellidos "GOMEZ RUIZ" --correo ana.gomez@eds-norte.com.co [--ciudad 11001 --departamento 11]`
 *
 * Creates a business, its root company, its domain and its first administrator on the database of DATABASE_URL
 * (or the embedded one in DATA_DIR), migrating it first when it is empty. Prints the administrator's password once:
 * it must be changed at the first sign-in, through the business's domain. Nothing is written when anything is
 * refused (docs/operations.md, "First start").
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { enTransaccion } from '../db/context';
import { prepararBaseDatos } from '../db/seed/preparar';
import { hashClave } from '../lib/claves';
import { AltaRechazada, claveInicial, darDeAltaNegocio, ZAltaNegocio } from '../services/empresa/alta-negocio';

const { values } = parseArgs({
  options: {
    negocio: { type: 'string' },
    nit: { type: 'string' },
    alias: { type: 'string' },
    dominio: { type: 'string' },
    usuario: { type: 'string' },
    identificacion: { type: 'string' },
    nombres: { type: 'string' },
    apellidos: { type: 'string' },
    correo: { type: 'string' },
    ciudad: { type: 'string' },
    departamento: { type: 'string' },
  },
});

const datos = ZAltaNegocio.safeParse({
  negocio: values.negocio,
  nit: values.nit,
  alias: values.alias ?? values.negocio?.slice(0, 30),
  host: values.dominio,
  usuario: values.usuario,
  identificacion: values.identificacion,
  nombres: values.nombres,
  apellidos: values.apellidos,
  correo: values.correo,
  ciudad: values.ciudad === undefined ? undefined : Number(values.ciudad),
  departamento: values.departamento === undefined ? undefined : Number(values.departamento),
});
if (!datos.success) {
  for (const i of datos.error.issues) console.error(`--${i.path[0] === 'host' ? 'dominio' : String(i.path[0])}: ${i.message}`);
  console.error(
    'Uso: npm run negocio:crear -- --negocio NOMBRE --nit NIT --dominio HOST --usuario USUARIO --identificacion N ' +
      '--nombres NOMBRES --apellidos APELLIDOS --correo CORREO [--alias ALIAS] [--ciudad DANE --departamento DANE]',
  );
  process.exit(2);
}

const config = loadConfig();
// npm runs workspace scripts inside apps/api: a relative DATA_DIR means the folder the command was typed in.
const dataDir = path.resolve(process.env.INIT_CWD ?? process.cwd(), config.DATA_DIR);
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir, poolMax: 2 });
let salida = 0;
try {
  await prepararBaseDatos(database);
  const clave = claveInicial();
  const hash = await hashClave(clave);
  const r = await enTransaccion(database.db, { usuarioId: null }, (tx) => darDeAltaNegocio(tx, datos.data, hash));
  console.log(`Negocio ${r.negocioId} creado, con su empresa raíz ${r.empresaId} y el dominio ${datos.data.host}.`);
  console.log(`Administrador: ${r.usuario}`);
  console.log(`Contraseña inicial (se muestra una sola vez; se cambia al primer ingreso): ${clave}`);
  console.log(`Ingrese por https://${datos.data.host}/app (el dominio debe llegar a este servidor).`);
} catch (error) {
  if (!(error instanceof AltaRechazada)) throw error;
  console.error(`No se creó nada: ${error.message}`);
  salida = 1;
} finally {
  await database.close();
}
process.exit(salida);
