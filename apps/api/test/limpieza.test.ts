import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { filas } from '../src/db/client';
import { crearApp, type AppDePrueba } from './helper';

/**
 * The housekeeping job (issue 9, item 11): expired sessions, old reset requests, old sent mail and ended counters are
 * deleted; what is still of use stays.
 */
let t: AppDePrueba;
beforeAll(async () => {
  t = await crearApp({ RETENTION_DAYS: 30, SESSION_IDLE_MINUTES: 120 });
});
afterAll(async () => t.cerrar());

const db = () => t.database.db;

async function marcas(tabla: string, columna: string): Promise<string[]> {
  const r = await filas<{ m: string }>(db(), sql.raw(`SELECT ${columna} AS m FROM ${tabla} WHERE ${columna} LIKE 'limpieza-%' ORDER BY 1`));
  return r.map((x) => x.m);
}

describe('housekeeping', () => {
  it('deletes expired sessions, reset requests and mail past retention, and ended counters; keeps the rest', async () => {
    const usuarioConsulta = (await filas<{ id: number }>(db(), sql`SELECT id FROM usuarios WHERE usuario = 'CONSULTA'`))[0].id;
    await db().execute(sql`
      INSERT INTO sesiones (token_hash, usuarios_id, expira_en, ultima_actividad, agente) VALUES
        ('limpieza-vencida', ${usuarioConsulta}, now() - interval '1 minute', now() - interval '2 hours', 'limpieza-vencida'),
        ('limpieza-inactiva', ${usuarioConsulta}, now() + interval '5 hours', now() - interval '3 hours', 'limpieza-inactiva'),
        ('limpieza-viva', ${usuarioConsulta}, now() + interval '5 hours', now(), 'limpieza-viva')`);
    await db().execute(sql`
      INSERT INTO solicitudes_clave (usuarios_id, token_hash, creada_en, expira_en, usada_en) VALUES
        (${usuarioConsulta}, 'limpieza-usada-vieja', now() - interval '40 days', now() - interval '40 days', now() - interval '40 days'),
        (${usuarioConsulta}, 'limpieza-vencida-vieja', now() - interval '41 days', now() - interval '41 days', NULL),
        (${usuarioConsulta}, 'limpieza-usada-reciente', now() - interval '2 days', now() - interval '2 days', now() - interval '2 days'),
        (${usuarioConsulta}, 'limpieza-pendiente', now(), now() + interval '1 hour', NULL)`);
    await db().execute(sql`
      INSERT INTO correos_salida (para, asunto, texto, creado_en, enviado_en, proximo_intento) VALUES
        ('limpieza-enviado-viejo', 'a', 'b', now() - interval '40 days', now() - interval '40 days', NULL),
        ('limpieza-abandonado-viejo', 'a', 'b', now() - interval '40 days', NULL, NULL),
        ('limpieza-enviado-reciente', 'a', 'b', now() - interval '1 day', now() - interval '1 day', NULL),
        ('limpieza-pendiente-viejo', 'a', 'b', now() - interval '40 days', NULL, now() + interval '1 hour')`);
    await db().execute(sql`
      INSERT INTO contadores_limite (clave, cuenta, reinicia_en) VALUES
        ('limpieza-terminado', 3, now() - interval '1 second'), ('limpieza-vigente', 3, now() + interval '10 minutes')`);

    const r = await t.app.purgar();
    expect(r).toBeDefined();
    expect(r!.sesiones).toBeGreaterThanOrEqual(2);

    expect(await marcas('sesiones', 'token_hash')).toEqual(['limpieza-viva']);
    expect(await marcas('solicitudes_clave', 'token_hash')).toEqual(['limpieza-pendiente', 'limpieza-usada-reciente']);
    expect(await marcas('correos_salida', 'para')).toEqual(['limpieza-enviado-reciente', 'limpieza-pendiente-viejo']);
    expect(await marcas('contadores_limite', 'clave')).toEqual(['limpieza-vigente']);
  });
});
