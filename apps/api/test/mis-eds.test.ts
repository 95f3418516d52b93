import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fila } from '../src/db/client';
import { conToken, crearApp, ingresar, type AppDePrueba } from './helper';
import { idsDemo } from './factories';

/** Mis EDS (SCREENS.md G02): the stations in scope with devices online, shifts open, yesterday reconciled, today's sales. */
let t: AppDePrueba;
let ids: Awaited<ReturnType<typeof idsDemo>>;

interface Tarjeta {
  id: number;
  alias: string;
  equipos: number;
  equipos_conectados: number;
  ultimo_contacto: string | null;
  turnos_abiertos: number;
  ayer_conciliado: boolean;
  ultimo_dia_conciliado: string | null;
  ventas_hoy: number;
}

beforeAll(async () => {
  t = await crearApp();
  ids = await idsDemo(t.database);
});
afterAll(async () => t.cerrar());

describe('Mis EDS (G02)', () => {
  it('shows each station of the scope with the status of its devices, shifts, yesterday and sales', async () => {
    const db = t.database.db;
    // Two active devices of Bogotá heard from now and long ago; yesterday reconciled there.
    await db.execute(sql`DELETE FROM equipos_conexion WHERE equipo_id IN (SELECT id FROM equipos WHERE empresa_id = ${ids.bogota})`);
    await db.execute(sql`
      INSERT INTO equipos_conexion (equipo_id, ultima_conexion)
      SELECT id, CASE WHEN row_number() OVER (ORDER BY id) = 1 THEN now() ELSE now() - interval '2 hours' END
        FROM equipos WHERE empresa_id = ${ids.bogota} AND estado = 'A' ORDER BY id LIMIT 2`);
    await db.execute(
      sql`DELETE FROM dias_conciliados WHERE empresa_id = ${ids.bogota} AND fecha = (now() AT TIME ZONE 'America/Bogota')::date - 1`,
    );
    await db.execute(
      sql`INSERT INTO dias_conciliados (empresa_id, fecha) VALUES (${ids.bogota}, (now() AT TIME ZONE 'America/Bogota')::date - 1)`,
    );
    const esperado = await fila<{ equipos: number; abiertos: number; ventas: number }>(
      db,
      sql`SELECT (SELECT count(*)::int FROM equipos WHERE empresa_id = ${ids.bogota} AND estado = 'A') AS equipos,
                 (SELECT count(*)::int FROM turnos WHERE empresa_id = ${ids.bogota} AND estado = 'A') AS abiertos,
                 (SELECT coalesce(sum(valor), 0)::float8 FROM ventas_totales_dia WHERE empresa_id = ${ids.bogota}
                   AND fecha_negocio = (now() AT TIME ZONE 'America/Bogota')::date) AS ventas`,
    );

    const admin = conToken(t.app, (await ingresar(t.app, 'SUPERADMIN')).token);
    const r = await admin('GET', `/api/empresa/mis-eds/${ids.raiz}?limite=100`);
    expect(r.statusCode).toBe(200);
    const tarjetas = r.json().data as Tarjeta[];
    expect(tarjetas.map((x) => x.alias)).toEqual(expect.arrayContaining(['EDS BOGOTA NORTE', 'EDS BARRANQUILLA CENTRO']));
    expect(tarjetas.map((x) => x.alias)).toEqual([...tarjetas.map((x) => x.alias)].sort((a, b) => a.localeCompare(b, 'es')));
    const bogota = tarjetas.find((x) => x.id === ids.bogota)!;
    expect(bogota).toMatchObject({
      equipos: esperado!.equipos,
      equipos_conectados: 1,
      turnos_abiertos: esperado!.abiertos,
      ayer_conciliado: true,
      ventas_hoy: esperado!.ventas,
    });
    expect(bogota.ultimo_contacto).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(bogota.ultimo_dia_conciliado).not.toBeNull();

    const buscada = (await admin('GET', `/api/empresa/mis-eds/${ids.raiz}?buscar=bogota`)).json().data as Tarjeta[];
    expect(buscada.map((x) => x.alias)).toEqual(['EDS BOGOTA NORTE']);
  });

  it('keeps a station user to its own station, and refuses a user without the module', async () => {
    const eds = conToken(t.app, (await ingresar(t.app, 'ADMINEDS')).token);
    const propia = await eds('GET', `/api/empresa/mis-eds/${ids.barranquilla}`);
    expect(propia.statusCode).toBe(200);
    expect((propia.json().data as Tarjeta[]).map((x) => x.id)).toEqual([ids.barranquilla]);
    expect((await eds('GET', `/api/empresa/mis-eds/${ids.bogota}`)).statusCode).toBe(403);
    expect((await eds('GET', `/api/empresa/mis-eds/${ids.raiz}`)).statusCode).toBe(403);

    const consulta = conToken(t.app, (await ingresar(t.app, 'CONSULTA')).token);
    expect((await consulta('GET', `/api/empresa/mis-eds/${ids.raiz}`)).statusCode).toBe(403);
  });
});
