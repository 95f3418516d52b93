import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MENSAJES } from '@eds/contracts/mensajes';
import { fila, filas } from '../src/db/client';
import { INTENTOS_CORREO } from '../src/services/sistema/correo';
import { conToken, crearApp, ingresar, type AppDePrueba } from './helper';
import { smtpFalso, textoPlano, type SmtpFalso } from './smtp-falso';

/**
 * The mail outbox and its worker (issue 9, items 1 and 7): nothing readable through the API holds a secret, the
 * outbox is for business-level users, a reset link is minted when its mail is sent and points at a configured host,
 * a failed mail is tried again after growing waits, and no transaction stays open while SMTP answers.
 */
let t: AppDePrueba;
let smtp: SmtpFalso;
beforeAll(async () => {
  smtp = await smtpFalso();
  t = await crearApp({ SMTP_URL: smtp.url, MAIL_POLL_SECONDS: 0 });
});
afterAll(async () => {
  await t.cerrar();
  await smtp.cerrar();
});

const ZONAL = { identificacion: '1000000003', usuario: 'zonal', dominio: 'localhost' };
const CONSULTA = { identificacion: '1000000004', usuario: 'consulta', dominio: 'localhost' };

function olvide(app: AppDePrueba['app'], datos: object, headers: Record<string, string> = {}) {
  return app.inject({ method: 'PUT', url: '/api/persona/forgetPassword', payload: datos, headers: { host: 'localhost', ...headers } });
}

const ENLACE = /(https?:\/\/[^/\s]+)\/app\/restablecer-clave\?token=([A-Za-z0-9_-]+)/;

function enlaceRecibido(servidor: SmtpFalso, para: string): { origen: string; token: string } {
  const correo = [...servidor.recibidos].reverse().find((c) => c.para.includes(para));
  const m = correo ? ENLACE.exec(textoPlano(correo.datos)) : null;
  if (!m) throw new Error(`no llegó un enlace a ${para}`);
  return { origen: m[1], token: m[2] };
}

describe('the mail outbox (GET /api/sistema/correos)', () => {
  it('shows business-level users each mail without its reset link, and refuses the regional user who holds AUDITORIA R', async () => {
    const forjada = await olvide(t.app, ZONAL, { 'x-forwarded-host': 'atacante.example', 'x-forwarded-proto': 'http' });
    expect(forjada.statusCode).toBe(200);
    expect(forjada.json().mensaje).toBe(MENSAJES.solicitudClaveEnviada);

    const zonal = await ingresar(t.app, 'ZONAL');
    expect(zonal.data.modulos.find((m) => m.descripcion === 'AUDITORIA')?.asignaciones).toContain('R');
    const comoZonal = await conToken(t.app, zonal.token)('GET', '/api/sistema/correos');
    expect(comoZonal.statusCode).toBe(403);
    expect(comoZonal.json()).toEqual({ success: false, status: 403, mensaje: MENSAJES.correoSoloNegocio });

    const admin = await ingresar(t.app, 'SUPERADMIN');
    const leer = async () =>
      (await conToken(t.app, admin.token)('GET', '/api/sistema/correos')).json<{
        data: { para: string; texto: string; enviado_en: string | null; intentos: number }[];
      }>().data;
    const antes = (await leer()).find((c) => c.para === 'zonal@combustiblesandinos.com.co')!;
    expect(antes.texto).toContain(MENSAJES.correoEnlaceAlEnviar);
    expect(antes.texto).not.toMatch(/token=/);
    expect(antes).toMatchObject({ enviado_en: null, intentos: 0 });

    // Sending mints the link: it reaches the user's mailbox and points at the domain's configured host, whatever
    // host the request claimed.
    expect(await t.app.enviarCorreos()).toBe(1);
    const { origen, token } = enlaceRecibido(smtp, 'zonal@combustiblesandinos.com.co');
    expect(origen).toBe('https://localhost');
    const despues = (await leer()).find((c) => c.para === 'zonal@combustiblesandinos.com.co')!;
    expect(despues.texto).toBe(antes.texto);
    expect(despues.enviado_en).not.toBeNull();
    // Nor is the token anywhere in the stored mail.
    const guardados = await filas<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM correos_salida WHERE texto LIKE ${`%${token}%`} OR coalesce(enlace, '') LIKE ${`%${token}%`}`,
    );
    expect(guardados[0].n).toBe(0);

    // The mailed link works, once.
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/persona/restablecer-clave',
      payload: { token, clave: 'Caribe-zonal-2026' },
    });
    expect(reset.statusCode).toBe(200);
    await ingresar(t.app, 'ZONAL', 'Caribe-zonal-2026');
    const otraVez = await t.app.inject({
      method: 'POST',
      url: '/api/persona/restablecer-clave',
      payload: { token, clave: 'Otra-clave-2026' },
    });
    expect(otraVez.json().mensaje).toBe(MENSAJES.enlaceClaveInvalido);
  });

  it('builds links from PUBLIC_URL when it is set', async () => {
    const publica = await crearApp(
      { SMTP_URL: smtp.url, MAIL_POLL_SECONDS: 0, PUBLIC_URL: 'https://eds.example.com/' },
      { database: t.database },
    );
    try {
      await olvide(publica.app, CONSULTA, { 'x-forwarded-host': 'atacante.example' });
      expect(await publica.app.enviarCorreos()).toBe(1);
      expect(enlaceRecibido(smtp, 'consulta@combustiblesandinos.com.co').origen).toBe('https://eds.example.com');
    } finally {
      await publica.cerrar();
    }
  });

  it('does not send the link of a request a newer one replaced', async () => {
    await olvide(t.app, CONSULTA);
    await olvide(t.app, CONSULTA);
    const recibidosAntes = smtp.recibidos.length;
    expect(await t.app.enviarCorreos()).toBe(1);
    expect(smtp.recibidos.length).toBe(recibidosAntes + 1);
    const [vieja, nueva] = await filas<{ enviado_en: Date | null; error: string | null; proximo_intento: Date | null }>(
      t.database.db,
      sql`SELECT enviado_en, error, proximo_intento FROM correos_salida WHERE para = 'consulta@combustiblesandinos.com.co' ORDER BY id DESC LIMIT 2`,
    ).then((r) => r.reverse());
    expect(vieja).toMatchObject({ enviado_en: null, error: MENSAJES.correoSolicitudVencida, proximo_intento: null });
    expect(nueva.enviado_en).not.toBeNull();
    // The newest link opens the account.
    const { token } = enlaceRecibido(smtp, 'consulta@combustiblesandinos.com.co');
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/persona/restablecer-clave', payload: { token, clave: 'Consulta-nueva-2026' } }))
        .statusCode,
    ).toBe(200);
  });

  it('sends no more than PASSWORD_RESET_PER_HOUR reset mails to one user in an hour, and answers the same', async () => {
    const limitada = await crearApp({ MAIL_POLL_SECONDS: 0, PASSWORD_RESET_PER_HOUR: 2 }, { database: t.database });
    try {
      const admineds = { identificacion: '1000000002', usuario: 'admineds', dominio: 'localhost' };
      const antes = await contarCorreos('admineds@combustiblesandinos.com.co');
      for (let i = 0; i < 4; i++) {
        const r = await olvide(limitada.app, admineds);
        expect(r.statusCode).toBe(200);
        expect(r.json().mensaje).toBe(MENSAJES.solicitudClaveEnviada);
      }
      expect(await contarCorreos('admineds@combustiblesandinos.com.co')).toBe(antes + 2);
      // Not for the worker tests below.
      await t.database.db.execute(sql`DELETE FROM correos_salida WHERE para = 'admineds@combustiblesandinos.com.co'`);
    } finally {
      await limitada.cerrar();
    }
  });
});

async function contarCorreos(para: string): Promise<number> {
  const r = await fila<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n FROM correos_salida WHERE para = ${para}`);
  return r!.n;
}

describe('the mail worker', () => {
  it('tries a failed mail again after growing waits, gives it up after the last attempt, and sends it when SMTP answers again', async () => {
    const caido = await smtpFalso('rechazar');
    const conCaido = await crearApp({ SMTP_URL: caido.url, MAIL_POLL_SECONDS: 0 }, { database: t.database });
    try {
      await t.database.db.execute(
        sql`INSERT INTO correos_salida (negocio_id, para, asunto, texto) VALUES (NULL, 'reintento@example.com', 'Prueba', 'Hola')`,
      );
      const estado = () =>
        fila<{ intentos: number; error: string | null; espera_s: number | null; enviado: boolean }>(
          t.database.db,
          sql`SELECT intentos, error, extract(epoch FROM proximo_intento - now())::float8 AS espera_s, enviado_en IS NOT NULL AS enviado
                FROM correos_salida WHERE para = 'reintento@example.com'`,
        );
      const vencer = () =>
        t.database.db.execute(sql`UPDATE correos_salida SET proximo_intento = now() WHERE para = 'reintento@example.com'`);

      expect(await conCaido.app.enviarCorreos()).toBe(0);
      let e = (await estado())!;
      expect(e).toMatchObject({ intentos: 1, enviado: false });
      expect(e.error).toContain('421');
      // The next attempt waits a minute, then two.
      expect(e.espera_s).toBeGreaterThan(50);
      expect(e.espera_s).toBeLessThanOrEqual(60);
      expect(await conCaido.app.enviarCorreos()).toBe(0);
      expect((await estado())!.intentos).toBe(1);
      await vencer();
      await conCaido.app.enviarCorreos();
      e = (await estado())!;
      expect(e.intentos).toBe(2);
      expect(e.espera_s).toBeGreaterThan(110);
      expect(e.espera_s).toBeLessThanOrEqual(120);

      // SMTP answers again: the mail goes at its next attempt.
      await vencer();
      const antes = smtp.recibidos.length;
      expect(await t.app.enviarCorreos()).toBe(1);
      expect(smtp.recibidos.slice(antes).map((c) => c.para)).toEqual([['reintento@example.com']]);
      expect((await estado())!).toMatchObject({ intentos: 3, error: null, espera_s: null, enviado: true });

      // A mail that keeps failing is given up after the last attempt.
      await t.database.db.execute(
        sql`INSERT INTO correos_salida (negocio_id, para, asunto, texto, intentos) VALUES (NULL, 'sin-remedio@example.com', 'Prueba', 'Hola', ${INTENTOS_CORREO - 1})`,
      );
      await conCaido.app.enviarCorreos();
      const final = await fila<{ intentos: number; proximo_intento: Date | null; error: string | null }>(
        t.database.db,
        sql`SELECT intentos, proximo_intento, error FROM correos_salida WHERE para = 'sin-remedio@example.com'`,
      );
      expect(final).toMatchObject({ intentos: INTENTOS_CORREO, proximo_intento: null });
      expect(final!.error).toContain('421');
      await conCaido.app.enviarCorreos();
      expect(
        (await fila<{ intentos: number }>(t.database.db, sql`SELECT intentos FROM correos_salida WHERE para = 'sin-remedio@example.com'`))!
          .intentos,
      ).toBe(INTENTOS_CORREO);
    } finally {
      await conCaido.cerrar();
      await caido.cerrar();
    }
  });

  it('holds no transaction open while SMTP answers: other writes go on during a slow send', async () => {
    const lento = await smtpFalso('aceptar', true);
    const conLento = await crearApp({ SMTP_URL: lento.url, MAIL_POLL_SECONDS: 0 }, { database: t.database });
    try {
      await t.database.db.execute(
        sql`INSERT INTO correos_salida (negocio_id, para, asunto, texto) VALUES (NULL, 'lento@example.com', 'Prueba', 'Hola')`,
      );
      const envio = conLento.app.enviarCorreos();
      while (lento.conexiones() === 0) await new Promise((r) => setTimeout(r, 20));
      // The SMTP server has not greeted yet; a user saves their preferences meanwhile.
      const { token } = await ingresar(t.app, 'SUPERADMIN');
      const r = await conToken(t.app, token)('PUT', '/api/propiedad/preferencias', { preferencias: { tema: 'oscuro' } });
      expect(r.statusCode).toBe(200);
      expect(lento.recibidos).toHaveLength(0);
      lento.soltar();
      expect(await envio).toBe(1);
      expect(lento.recibidos.map((c) => c.para)).toEqual([['lento@example.com']]);
    } finally {
      await conLento.cerrar();
      await lento.cerrar();
    }
  });
});
