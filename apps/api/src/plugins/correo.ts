import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import { sql } from 'drizzle-orm';
import { filas } from '../db/client';

/**
 * Delivers queued mail through SMTP when SMTP_URL is set. Rows are claimed with SKIP LOCKED so that
 * several API instances never send the same mail twice. Without SMTP the outbox is the mailbox.
 */
export default fp(
  async (app) => {
    const url = app.config.SMTP_URL;
    if (!url) return;
    const transporte = nodemailer.createTransport(url);
    let ocupado = false;
    const enviarPendientes = async () => {
      if (ocupado) return;
      ocupado = true;
      try {
        await app.db.transaction(async (tx) => {
          const pendientes = await filas<{ id: number; para: string; asunto: string; texto: string }>(
            tx,
            sql`SELECT id, para, asunto, texto FROM correos_salida WHERE enviado_en IS NULL AND error IS NULL ORDER BY id LIMIT 20 FOR UPDATE SKIP LOCKED`,
          );
          for (const c of pendientes) {
            try {
              await transporte.sendMail({ from: app.config.MAIL_FROM, to: c.para, subject: c.asunto, text: c.texto });
              await tx.execute(sql`UPDATE correos_salida SET enviado_en = now() WHERE id = ${c.id}`);
            } catch (err) {
              app.log.warn({ err, correo: c.id }, 'mail not sent');
              await tx.execute(sql`UPDATE correos_salida SET error = ${String((err as Error).message).slice(0, 500)} WHERE id = ${c.id}`);
            }
          }
        });
      } catch (err) {
        app.log.warn({ err }, 'mail worker failed');
      } finally {
        ocupado = false;
      }
    };
    const timer = setInterval(() => void enviarPendientes(), 5_000);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'correo', dependencies: ['db'] },
);
