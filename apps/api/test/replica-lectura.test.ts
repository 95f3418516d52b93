import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diaOperativo, sumarDias } from '@eds/contracts/dia-operativo';
import { filas } from '../src/db/client';
import { crearApp, ingresar, type AppDePrueba } from './helper';
import { idsDemo } from './factories';
import { reporte } from './reportes-fixtures';

/**
 * READ_DATABASE_URL (docs/scaling.md): the report engine's queries go to a second pool, as they would to a read
 * replica. Here the "replica" is the same database reached through a read-only session (as a hot standby is), named
 * so that PostgreSQL's own activity view shows which pool ran the report. The embedded engine has no replica.
 */
const hoy = diaOperativo(new Date());
let t: AppDePrueba;
let base: AppDePrueba;

beforeAll(async () => {
  base = await crearApp();
  const url = base.database.url;
  const replica = url
    ? `${url}${url.includes('?') ? '&' : '?'}application_name=eds-replica-prueba&options=${encodeURIComponent('-c default_transaction_read_only=on')}`
    : 'postgres://replica.invalid/eds';
  t = await crearApp({ READ_DATABASE_URL: replica }, { database: base.database });
});
afterAll(async () => {
  await t.app.close();
  await base.cerrar();
});

describe('READ_DATABASE_URL', () => {
  it('runs report queries on the replica pool, read-only, with the same answer as the primary', async () => {
    const ids = await idsDemo(t.database);
    const cuerpo = { fecha_inicial: sumarDias(hoy, -3), fecha_final: hoy, estaciones: [ids.barranquilla, ids.cartagena] };
    const enPrimaria = await reporte(base.app, (await ingresar(base.app, 'SUPERADMIN')).token)('ventas_eds', cuerpo);
    const enReplica = await reporte(t.app, (await ingresar(t.app, 'SUPERADMIN')).token)('ventas_eds', cuerpo);
    expect(enReplica.statusCode, enReplica.body).toBe(200);
    expect(enReplica.json()).toEqual(enPrimaria.json());
    if (t.database.kind === 'pglite') {
      // One process owns an embedded database: the setting is ignored and reports read it.
      expect(t.app.dbLectura).toBe(t.app.db);
      return;
    }
    expect(t.app.dbLectura).not.toBe(t.app.db);
    // The replica pool's connections (named in READ_DATABASE_URL) ran the report's statement last.
    const consultas = await filas<{ query: string }>(
      t.app.db,
      sql`SELECT query FROM pg_stat_activity WHERE application_name = 'eds-replica-prueba' AND datname = current_database()`,
    );
    expect(consultas.some((c) => /ventas/i.test(c.query))).toBe(true);
    // Read-only as a hot standby: the engine never writes while reporting.
    const [solo] = await filas<{ transaction_read_only: string }>(t.app.dbLectura, sql`SHOW transaction_read_only`);
    expect(solo.transaction_read_only).toBe('on');
  });
});
