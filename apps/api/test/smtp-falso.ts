import { createServer, type Server, type Socket } from 'node:net';

/** A mail as the SMTP server received it: envelope recipient and the raw message (headers and body). */
export interface CorreoRecibido {
  para: string[];
  datos: string;
}

export interface SmtpFalso {
  url: string;
  recibidos: CorreoRecibido[];
  /** Connections that opened (whether or not the server has greeted them yet). */
  conexiones: () => number;
  /** Lets held connections go on (see `retener`). */
  soltar: () => void;
  cerrar: () => Promise<void>;
}

/**
 * A minimal SMTP server on a free local port, enough for nodemailer: EHLO, MAIL, RCPT, DATA, QUIT, no TLS, no auth.
 * `modo` 'rechazar' answers every connection 421 (a server that is down for the moment); `retener` greets a
 * connection only after `soltar()` (a server that is slow to answer).
 */
export async function smtpFalso(modo: 'aceptar' | 'rechazar' = 'aceptar', retener = false): Promise<SmtpFalso> {
  const recibidos: CorreoRecibido[] = [];
  const sockets = new Set<Socket>();
  let abiertas = 0;
  let liberar: () => void = () => undefined;
  const liberado = retener ? new Promise<void>((r) => (liberar = r)) : Promise.resolve();

  const servidor: Server = createServer((socket) => {
    abiertas++;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    const decir = (linea: string) => socket.write(`${linea}\r\n`);
    void liberado.then(() => {
      if (modo === 'rechazar') {
        decir('421 servicio no disponible');
        socket.end();
        return;
      }
      decir('220 smtp-falso');
      let buffer = '';
      let enDatos = false;
      let actual: CorreoRecibido = { para: [], datos: '' };
      socket.on('data', (trozo: Buffer) => {
        buffer += trozo.toString('utf8');
        for (;;) {
          if (enDatos) {
            const fin = buffer.indexOf('\r\n.\r\n');
            if (fin === -1) return;
            actual.datos = buffer.slice(0, fin);
            buffer = buffer.slice(fin + 5);
            recibidos.push(actual);
            actual = { para: [], datos: '' };
            enDatos = false;
            decir('250 recibido');
            continue;
          }
          const salto = buffer.indexOf('\r\n');
          if (salto === -1) return;
          const linea = buffer.slice(0, salto);
          buffer = buffer.slice(salto + 2);
          const orden = linea.slice(0, 4).toUpperCase();
          if (orden === 'EHLO' || orden === 'HELO') decir('250 smtp-falso');
          else if (orden === 'MAIL') decir('250 ok');
          else if (orden === 'RCPT') {
            actual.para.push(/<([^>]*)>/.exec(linea)?.[1] ?? '');
            decir('250 ok');
          } else if (orden === 'DATA') {
            enDatos = true;
            decir('354 adelante');
          } else if (orden === 'QUIT') {
            decir('221 adios');
            socket.end();
          } else decir('250 ok');
        }
      });
    });
  });
  await new Promise<void>((r) => servidor.listen(0, '127.0.0.1', r));
  const { port } = servidor.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    recibidos,
    conexiones: () => abiertas,
    soltar: () => liberar(),
    cerrar: async () => {
      liberar();
      for (const s of sockets) s.destroy();
      await new Promise<void>((r) => servidor.close(() => r()));
    },
  };
}

/** The text of a received message with quoted-printable soft breaks joined (long links arrive split). */
export function textoPlano(datos: string): string {
  return datos.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
}
