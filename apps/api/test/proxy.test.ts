import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MENSAJES } from '@eds/contracts/mensajes';
import { fila } from '../src/db/client';
import { CLAVE_DEMO, crearApp, type AppDePrueba } from './helper';

/**
 * Forged proxy headers and the limits they used to lift (issue 9, item 2): the client's address is the connection's
 * unless TRUST_PROXY names the proxy, sign-in limits count per address and per user name in PostgreSQL (so two
 * instances count together), and the content security policy lets the page connect to its own origin only.
 */
let t: AppDePrueba;
beforeAll(async () => {
  t = await crearApp();
});
afterAll(async () => t.cerrar());

type Inyectable = AppDePrueba['app'];
const ingresoDesde = (app: Inyectable, direccion: string, user: string, pass: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/signin/',
    payload: { user, pass },
    headers: { host: 'localhost', 'x-forwarded-for': direccion },
  });

async function ultimaIpDeIngreso(usuario: string): Promise<string | undefined> {
  const r = await fila<{ ip: string }>(
    t.database.db,
    sql`SELECT a.ip FROM auditoria a JOIN usuarios u ON u.id = a.usuarios_id WHERE a.accion = 'INGRESO' AND u.usuario = ${usuario} ORDER BY a.id DESC LIMIT 1`,
  );
  return r?.ip;
}

describe('X-Forwarded-For', () => {
  it('is not believed by default: forty failed sign-ins each claiming another address are limited, and the audit log keeps the real one', async () => {
    const limitada = await crearApp({ LOGIN_RATE_LIMIT: 5, LOGIN_MAX_ATTEMPTS: 1000 }, { database: t.database });
    try {
      const codigos: number[] = [];
      for (let i = 1; i <= 40; i++) codigos.push((await ingresoDesde(limitada.app, `198.51.100.${i}`, 'NADIE', 'equivocada')).statusCode);
      expect(codigos.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
      expect(codigos.slice(5).every((c) => c === 429)).toBe(true);
    } finally {
      await limitada.cerrar();
    }
    expect((await ingresoDesde(t.app, '203.0.113.9', 'CONSULTA', CLAVE_DEMO)).statusCode).toBe(200);
    expect(await ultimaIpDeIngreso('CONSULTA')).toBe('127.0.0.1');
  });

  it('is believed from a proxy named in TRUST_PROXY', async () => {
    const trasProxy = await crearApp({ TRUST_PROXY: ['127.0.0.1'] }, { database: t.database });
    try {
      expect((await ingresoDesde(trasProxy.app, '203.0.113.9', 'CONSULTA', CLAVE_DEMO)).statusCode).toBe(200);
      expect(await ultimaIpDeIngreso('CONSULTA')).toBe('203.0.113.9');
    } finally {
      await trasProxy.cerrar();
    }
  });
});

describe('sign-in limits shared by every instance', () => {
  it('counts the requests of one address on two instances together', async () => {
    const a = await crearApp({ LOGIN_RATE_LIMIT: 4, LOGIN_MAX_ATTEMPTS: 1000 }, { database: t.database });
    const b = await crearApp({ LOGIN_RATE_LIMIT: 4, LOGIN_MAX_ATTEMPTS: 1000 }, { database: t.database });
    try {
      // Another address than the other tests' (the counters live in the shared database).
      const desde = (app: Inyectable) =>
        app.inject({ method: 'POST', url: '/api/v1/signin/', payload: { user: 'NADIE', pass: 'x' }, remoteAddress: '192.0.2.44' });
      const codigos = [
        await desde(a.app),
        await desde(b.app),
        await desde(a.app),
        await desde(b.app),
        await desde(a.app),
        await desde(b.app),
      ].map((r) => r.statusCode);
      expect(codigos).toEqual([401, 401, 401, 401, 429, 429]);
      const limitado = await desde(b.app);
      expect(limitado.json()).toMatchObject({ success: false, status: 429, mensaje: MENSAJES.demasiadasSolicitudes });
    } finally {
      await a.cerrar();
      await b.cerrar();
    }
  });
});

describe('failed sign-ins per user name', () => {
  it('lock the name after failures from many addresses on two instances, whether it exists or not', async () => {
    const config = { TRUST_PROXY: ['127.0.0.1'], LOGIN_MAX_ATTEMPTS: 4, LOGIN_LOCK_MINUTES: 15 };
    const a = await crearApp(config, { database: t.database });
    const b = await crearApp(config, { database: t.database });
    try {
      for (const usuario of ['ADMINEDS', 'NADIE.MAS']) {
        const mensajes: string[] = [];
        for (let i = 1; i <= 5; i++) {
          const r = await ingresoDesde(i % 2 ? a.app : b.app, `198.51.100.${100 + i}`, usuario, 'equivocada');
          expect(r.statusCode).toBe(401);
          mensajes.push(r.json<{ mensaje: string }>().mensaje);
        }
        expect(mensajes, usuario).toEqual([
          MENSAJES.usuarioClaveInvalidos,
          MENSAJES.usuarioClaveInvalidos,
          MENSAJES.usuarioClaveInvalidos,
          MENSAJES.usuarioBloqueado(15),
          MENSAJES.usuarioBloqueado(15),
        ]);
      }
      // Locked, the right password from yet another address does not open a session either.
      const correcta = await ingresoDesde(b.app, '198.51.100.200', 'ADMINEDS', CLAVE_DEMO);
      expect(correcta.json()).toMatchObject({ status: 401, mensaje: MENSAJES.usuarioBloqueado(15) });
    } finally {
      await a.cerrar();
      await b.cerrar();
    }
  });
});

describe('content security policy', () => {
  it('lets the page connect to its own origin and the configured ones only', async () => {
    const conexiones = async (app: Inyectable) => {
      const csp = (await app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy'] as string;
      return /connect-src ([^;]*)/.exec(csp)![1].split(' ').sort();
    };
    expect(await conexiones(t.app)).toEqual(["'self'"]);
    const configurada = await crearApp(
      { PUBLIC_URL: 'https://eds.example.com', CSP_CONNECT_SRC: ['https://equipos.example.com:8443'] },
      { database: t.database },
    );
    try {
      expect(await conexiones(configurada.app)).toEqual(
        [
          "'self'",
          'https://eds.example.com',
          'wss://eds.example.com',
          'https://equipos.example.com:8443',
          'wss://equipos.example.com:8443',
        ].sort(),
      );
    } finally {
      await configurada.cerrar();
    }
  });
});
