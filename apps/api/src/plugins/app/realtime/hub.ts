import fp from 'fastify-plugin';
import websocket from '@fastify/websocket';
import type { WebSocket } from 'ws';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { filas, type Conn } from '../../../db/client';
import type { SesionActiva } from '../sesion/contexto';

export const CANAL_MENSAJES = 'eds_mensajes';

/** The socket 'message' event of the spec. tipo 200 info, 400 error. */
export const ZMensajeSocket = z.object({
  empresa: z.number(),
  titulo: z.string(),
  texto: z.string(),
  consecutivo: z.number(),
  tipo: z.number(),
});
export type TMensajeSocket = z.infer<typeof ZMensajeSocket>;

interface Cliente {
  socket: WebSocket;
  sesion: SesionActiva;
  token: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Sockets connected to this instance (for tests and health). */
    clientesSocket: () => number;
  }
}

/**
 * Stores the message and notifies in the caller's transaction: the NOTIFY is delivered on commit, to
 * every API instance listening on the same PostgreSQL, and each one forwards it to its own sockets.
 */
export async function publicarMensaje(
  conn: Conn,
  m: { empresa: number; titulo: string; texto: string; tipo: number; creadoPor: number | null },
): Promise<TMensajeSocket> {
  const [r] = await filas<{ id: number }>(
    conn,
    sql`INSERT INTO notificaciones (empresa, titulo, texto, tipo, creado_por) VALUES (${m.empresa}, ${m.titulo}, ${m.texto}, ${m.tipo}, ${m.creadoPor}) RETURNING id`,
  );
  const mensaje: TMensajeSocket = { empresa: m.empresa, titulo: m.titulo, texto: m.texto, consecutivo: r.id, tipo: m.tipo };
  await conn.execute(sql`SELECT pg_notify(${CANAL_MENSAJES}, ${JSON.stringify(mensaje)})`);
  return mensaje;
}

/** Sessions of open sockets are re-checked this often, so a closed or expired session loses its socket. */
const REVISION_MS = 60_000;

export default fp(
  async (app) => {
    await app.register(websocket, { options: { maxPayload: 4096 } });
    const clientes = new Set<Cliente>();
    app.decorate('clientesSocket', () => clientes.size);

    const entregar = (payload: string) => {
      const parsed = ZMensajeSocket.safeParse(JSON.parse(payload));
      if (!parsed.success) return;
      const frame = JSON.stringify({ event: 'message', data: parsed.data });
      for (const c of clientes) {
        if (c.sesion.empresas.has(parsed.data.empresa) && c.socket.readyState === c.socket.OPEN) c.socket.send(frame);
      }
    };
    const dejarDeEscuchar = await app.database.listen(CANAL_MENSAJES, (p) => {
      try {
        entregar(p);
      } catch (err) {
        app.log.warn({ err }, 'socket message not delivered');
      }
    });

    const revision = setInterval(() => {
      void (async () => {
        for (const c of clientes) {
          const s = await app.sesionDeToken(c.token).catch(() => undefined);
          if (!s) c.socket.close(4001, 'sesion caducada');
          else c.sesion = s;
        }
      })();
    }, REVISION_MS);
    revision.unref();

    app.get('/ws', { websocket: true, schema: { hide: true } }, async (socket, request) => {
      // Browsers cannot set headers on a WebSocket: the token comes in the query string.
      const token = (request.query as { token?: string }).token ?? '';
      const sesion = token ? await app.sesionDeToken(token) : undefined;
      if (!sesion) {
        socket.close(4001, 'sesion requerida');
        return;
      }
      const cliente: Cliente = { socket, sesion, token };
      clientes.add(cliente);
      socket.on('close', () => clientes.delete(cliente));
      socket.on('message', (raw: Buffer) => {
        if (raw.toString() === 'ping') socket.send('pong');
      });
      socket.send(JSON.stringify({ event: 'ready', data: { empresa: sesion.empresaId } }));
    });

    app.addHook('onClose', async () => {
      clearInterval(revision);
      for (const c of clientes) c.socket.terminate();
      await dejarDeEscuchar();
    });
  },
  { name: 'realtime', dependencies: ['db', 'guardas'] },
);
