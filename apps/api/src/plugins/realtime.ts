import fp from 'fastify-plugin';
import websocket from '@fastify/websocket';
import type { WebSocket } from 'ws';
import type { SesionActiva } from '../services/sesion/contexto';
import { CANAL_EVENTOS, ZEventoSocket, recibeEvento } from '../services/sistema/eventos';
import { CANAL_MENSAJES, ZMensajeSocket } from '../services/sistema/notificaciones';

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
    // Data events of live screens (services/sistema/eventos.ts): the scope rule and a grant of the event's module.
    const dejarDeEscucharEventos = await app.database.listen(CANAL_EVENTOS, (p) => {
      try {
        const e = ZEventoSocket.safeParse(JSON.parse(p));
        if (!e.success) return;
        const frame = JSON.stringify({ event: e.data.evento, data: e.data.datos });
        for (const c of clientes) {
          if (recibeEvento(c.sesion, e.data) && c.socket.readyState === c.socket.OPEN) c.socket.send(frame);
        }
      } catch (err) {
        app.log.warn({ err }, 'socket event not delivered');
      }
    });

    const revisar = async (cuales: Iterable<Cliente>) => {
      for (const c of cuales) {
        // A socket's check is not the user's activity: an open tab left alone still expires (issue 9, item 9).
        const s = await app.sesionDeToken(c.token, { actividad: false }).catch(() => undefined);
        if (!s) c.socket.close(4001, 'sesion caducada');
        else c.sesion = s;
      }
    };
    const revision = setInterval(() => void revisar([...clientes]), REVISION_MS);
    revision.unref();
    // A session signed out or changed on any instance: its sockets here are checked at once (scope, or closed).
    app.alCambiarSesiones((ids) => {
      void revisar([...clientes].filter((c) => ids === '*' || ids.has(c.sesion.sesionId)));
    });

    app.get('/ws', { websocket: true, schema: { hide: true } }, async (socket, request) => {
      // Browsers cannot set headers on a WebSocket: the token comes in the query string.
      const token = (request.query as { token?: string }).token ?? '';
      const sesion = token ? await app.sesionDeToken(token, { actividad: false }) : undefined;
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
      await dejarDeEscucharEventos();
    });
  },
  { name: 'realtime', dependencies: ['db', 'sesion'] },
);
