import fp from 'fastify-plugin';
import { enTransaccion } from '../db/context';
import { cierresPendientes, ejecutarCierre, type ResultadoCierre } from '../services/turnos/cierre-automatico-trabajo';

declare module 'fastify' {
  interface FastifyInstance {
    cierresAutomaticos: {
      /** One pass of the automatic close at `ahora` (default: now): what each station's due run did. */
      ejecutar: (ahora?: Date) => Promise<ResultadoCierre[]>;
    };
  }
}

/**
 * The automatic-close job (SCREENS.md G23): every CIERRE_AUTOMATICO_SEGUNDOS each instance looks for stations whose
 * close is due and runs each one in its own transaction; the (station, day) row of the run makes a day run once,
 * whichever instance gets there first.
 */
export default fp(
  async (app) => {
    let enCurso: Promise<ResultadoCierre[]> | undefined;
    const pasada = async (ahora: Date): Promise<ResultadoCierre[]> => {
      const hechos: ResultadoCierre[] = [];
      for (const p of await cierresPendientes(app.db, ahora)) {
        try {
          const r = await enTransaccion(app.db, { usuarioId: null }, (tx) => ejecutarCierre(tx, p, ahora));
          if (r) hechos.push(r);
        } catch (err) {
          app.log.warn({ err, empresa: p.empresa_id, dia: p.fecha_negocio }, 'automatic shift close failed');
        }
      }
      return hechos;
    };
    const ejecutar = async (ahora = new Date()): Promise<ResultadoCierre[]> => {
      while (enCurso) await enCurso.catch(() => []);
      enCurso = pasada(ahora);
      try {
        return await enCurso;
      } finally {
        enCurso = undefined;
      }
    };
    app.decorate('cierresAutomaticos', { ejecutar });
    const segundos = app.config.CIERRE_AUTOMATICO_SEGUNDOS;
    if (segundos === 0) return;
    const timer = setInterval(() => {
      if (enCurso) return;
      ejecutar().catch((err: unknown) => app.log.warn({ err }, 'automatic shift close pass failed'));
    }, segundos * 1000);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await enCurso?.catch(() => []);
    });
  },
  { name: 'cierres-automaticos', dependencies: ['db'] },
);
