import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';
import nodemailer, { type Transporter } from 'nodemailer';
import { MENSAJES } from '@eds/contracts/mensajes';
import { marcarEnviado, marcarFallo, reclamarCorreos, textoParaEnviar } from '../services/sistema/correo';

declare module 'fastify' {
  interface FastifyInstance {
    /** One pass of the mail worker (it also runs every few seconds): answers how many mails were sent. */
    enviarCorreos: () => Promise<number>;
  }
}

/** Mails claimed per pass. */
const POR_PASADA = 20;

interface Envio {
  from: string;
  to: string;
  subject: string;
  text: string;
}

/** Where mail goes: SMTP when SMTP_URL is set; otherwise .eml files in MAIL_DIR; otherwise nowhere (it waits). */
function crearEnvio(smtp: string | undefined, carpeta: string | undefined): ((id: number, correo: Envio) => Promise<void>) | undefined {
  if (smtp) {
    const transporte: Transporter = nodemailer.createTransport(smtp);
    return async (_id, correo) => {
      await transporte.sendMail(correo);
    };
  }
  if (carpeta) {
    const transporte = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    return async (id, correo) => {
      const { message } = (await transporte.sendMail(correo)) as { message: Buffer };
      await mkdir(carpeta, { recursive: true });
      await writeFile(path.join(carpeta, `${String(id).padStart(8, '0')}-${Date.now()}.eml`), message, { mode: 0o600 });
    };
  }
  return undefined;
}

/**
 * Delivers queued mail: claim (a short committed update), send, mark. No transaction is open while SMTP answers,
 * so embedded PGlite keeps serving other queries. A failed mail is tried again after growing waits (1 minute,
 * then 2, 4... at most 4 hours) and given up after the last attempt; a reset link is minted at the moment of
 * sending and never stored. Several instances share the work: a claim is taken with SKIP LOCKED.
 */
export default fp(
  async (app) => {
    const enviar = crearEnvio(app.config.SMTP_URL, app.config.MAIL_DIR);
    let enCurso: Promise<number> | undefined;

    const pasada = async (): Promise<number> => {
      if (!enviar) return 0;
      let enviados = 0;
      for (const c of await reclamarCorreos(app.db, POR_PASADA)) {
        const texto = await textoParaEnviar(app.db, c);
        if (texto === undefined) {
          await marcarFallo(app.db, c, MENSAJES.correoSolicitudVencida, true);
          continue;
        }
        try {
          await enviar(c.id, { from: app.config.MAIL_FROM, to: c.para, subject: c.asunto, text: texto });
        } catch (err) {
          app.log.warn({ err, correo: c.id, intento: c.intentos }, 'mail not sent');
          await marcarFallo(app.db, c, String((err as Error).message));
          continue;
        }
        await marcarEnviado(app.db, c.id);
        enviados++;
      }
      return enviados;
    };

    // One pass at a time per instance; a caller arriving during a pass waits for it, then runs its own.
    const enviarCorreos = async (): Promise<number> => {
      while (enCurso) await enCurso.catch(() => 0);
      enCurso = pasada();
      try {
        return await enCurso;
      } finally {
        enCurso = undefined;
      }
    };
    app.decorate('enviarCorreos', enviarCorreos);
    if (!enviar || app.config.MAIL_POLL_SECONDS === 0) return;

    const timer = setInterval(() => {
      if (enCurso) return;
      enviarCorreos().catch((err: unknown) => app.log.warn({ err }, 'mail worker failed'));
    }, app.config.MAIL_POLL_SECONDS * 1000);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await enCurso?.catch(() => 0);
    });
  },
  { name: 'correo', dependencies: ['db'] },
);
