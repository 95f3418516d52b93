import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { fila } from '../db/client';
import { identidadDian } from '../services/facturacion/datos';
import { ProveedorDianSoap } from '../services/facturacion/dian-soap';
import { pasadaEnvios } from '../services/facturacion/envio';
import type { ProveedorFe } from '../services/facturacion/proveedor';
import { rangosSimulador } from '../services/facturacion/resoluciones';
import { SimuladorDian } from '../services/facturacion/simulador';

declare module 'fastify' {
  interface FastifyInstance {
    fe: {
      /** The provider in use (FE_PROVEEDOR): the DIAN simulator by default, DIAN's SOAP services with `dian`. */
      proveedor: ProveedorFe;
      /** Replaces the provider (tests give two instances one simulator, as they would share one DIAN). */
      usarProveedor: (p: ProveedorFe) => void;
      /** One pass of the sender (it also runs every FE_POLL_SECONDS): answers how many jobs it worked. */
      enviar: () => Promise<number>;
    };
  }
}

/**
 * The electronic-invoice sender: a pass every FE_POLL_SECONDS claims due jobs of fe_envios (SKIP LOCKED, so any
 * number of instances share the work) and builds, signs and sends them through the configured provider.
 */
export default fp(
  async (app) => {
    const instancia = `${hostname()}-${process.pid}-${randomUUID().slice(0, 8)}`;
    const frase = app.config.FE_CLAVE_CERTIFICADOS;
    let proveedor: ProveedorFe;
    if (app.config.FE_PROVEEDOR === 'dian') {
      // Every call is made with the registration of the business it is for: its certificate, its environment's address
      // (DIAN_WS_URL, when set, is the address for every business). Decision 061.
      proveedor = new ProveedorDianSoap((negocioId) => identidadDian(app.db, negocioId, frase, app.config.DIAN_WS_URL));
    } else {
      proveedor = new SimuladorDian(
        {
          claveTecnica: async (numero, prefijo) =>
            (
              await fila<{ clave: string | null }>(
                app.db,
                sql`SELECT clave_tecnica AS clave FROM resoluciones WHERE numero = ${numero} AND prefijo = ${prefijo} AND estado = 'A'
                     ORDER BY id DESC LIMIT 1`,
              )
            )?.clave ?? undefined,
          pinSoftware: async (id) =>
            (await fila<{ pin: string }>(app.db, sql`SELECT software_pin AS pin FROM fe_configuracion WHERE software_id = ${id} LIMIT 1`))
              ?.pin,
          rangosNumeracion: (nit, softwareId) => rangosSimulador(app.db, nit, softwareId),
        },
        app.config.UBL_XSD_DIR,
      );
    }

    let enCurso: Promise<number> | undefined;
    const enviar = async (): Promise<number> => {
      while (enCurso) await enCurso.catch(() => 0);
      enCurso = pasadaEnvios({ db: app.db, proveedor, frase, instancia });
      try {
        return await enCurso;
      } finally {
        enCurso = undefined;
      }
    };
    app.decorate('fe', {
      get proveedor() {
        return proveedor;
      },
      usarProveedor: (p: ProveedorFe) => {
        proveedor = p;
      },
      enviar,
    });
    if (app.config.FE_POLL_SECONDS === 0) return;
    const timer = setInterval(() => {
      if (enCurso) return;
      enviar().catch((err: unknown) => app.log.warn({ err }, 'electronic-invoice sender failed'));
    }, app.config.FE_POLL_SECONDS * 1000);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await enCurso?.catch(() => 0);
    });
  },
  { name: 'facturacion-electronica', dependencies: ['db'] },
);
