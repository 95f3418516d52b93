import { buildApp } from './app';
import { loadConfig, problemaDeArranque } from './config';

/** Starts the server and stops it gracefully: in-flight requests finish, sockets and the database close. */
async function main() {
  const config = loadConfig();
  // Refused before the database or any worker opens: the operator's log names the variable to set (decision 061).
  const problema = problemaDeArranque(config, process.env.NODE_ENV);
  if (problema && 'error' in problema) {
    console.error(problema.error);
    process.exit(1);
  }
  const app = await buildApp({ config });
  if (problema) app.log.warn(problema.aviso);
  const { PORT, HOST } = app.config;
  let cerrando = false;
  const cerrar = async (senal: string) => {
    if (cerrando) return;
    cerrando = true;
    app.log.info({ senal }, 'shutting down');
    const forzar = setTimeout(() => process.exit(1), 10_000);
    forzar.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void cerrar('SIGINT'));
  process.on('SIGTERM', () => void cerrar('SIGTERM'));
  await app.listen({ port: PORT, host: HOST });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
