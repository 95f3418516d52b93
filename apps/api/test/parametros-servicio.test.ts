import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fila, type Database } from '../src/db/client';
import { parametroBooleano, parametroEfectivo, parametroNumero, valorEfectivo } from '../src/services/parametros';
import { crearOtroNegocio, idsDemo } from './factories';
import { nuevaBaseDatos } from './helper';

/** SCREENS.md G10: the effective value other services read (station → business → global → default). */
let database: Database;
let borrar: () => Promise<void>;
let ids: Awaited<ReturnType<typeof idsDemo>>;

beforeAll(async () => {
  ({ database, borrar } = await nuevaBaseDatos());
  ids = await idsDemo(database);
});
afterAll(async () => {
  await database.close();
  await borrar();
});

async function guardar(codigo: string, nivel: string, valor: string, empresaId: number | null, negocioId: number | null) {
  await database.db.execute(sql`
    INSERT INTO parametros_valores (definicion_id, nivel, negocio_id, empresa_id, valor)
    SELECT id, ${nivel}, ${negocioId}::integer, ${empresaId}::integer, ${valor} FROM parametros_definiciones WHERE codigo = ${codigo}`);
}

describe('parametroEfectivo', () => {
  it('answers the seeded defaults when no level holds a value', async () => {
    expect(await parametroEfectivo(database.db, 'TOLERANCIA_DIFERENCIA_PCT', ids.bogota)).toBe('0.5');
    expect(await parametroNumero(database.db, 'DIAS_ALERTA_RESOLUCION', ids.bogota)).toBe(30);
    expect(await parametroNumero(database.db, 'CONSECUTIVOS_ALERTA_RESOLUCION', ids.raiz)).toBe(500);
    expect(await parametroNumero(database.db, 'DIAS_MAXIMOS_ANULACION', ids.bogota)).toBe(30);
    expect(await parametroNumero(database.db, 'VARIACION_PRECIO_APROBACION_PCT', ids.bogota)).toBe(10);
    expect(await parametroBooleano(database.db, 'PERMITE_INVENTARIO_NEGATIVO', ids.bogota)).toBe(false);
    expect(await valorEfectivo(database.db, 'minutos_desconexion', ids.bogota)).toEqual({ valor: '5', origen: 'DEFECTO' });
    expect(await parametroEfectivo(database.db, 'NO_EXISTE', ids.bogota)).toBeNull();
    expect(await parametroNumero(database.db, 'NO_EXISTE', ids.bogota)).toBeNull();
  });

  it('inherits global, then business, then the station’s own value, and never another business’s', async () => {
    const negocioId = (await fila<{ negocio_id: number }>(database.db, sql`SELECT negocio_id FROM empresas WHERE id = ${ids.raiz}`))!
      .negocio_id;
    const otro = await crearOtroNegocio(database);

    await guardar('MINUTOS_DESCONEXION', 'GLOBAL', '7', null, null);
    expect(await valorEfectivo(database.db, 'MINUTOS_DESCONEXION', ids.bogota)).toEqual({ valor: '7', origen: 'GLOBAL' });

    await guardar('MINUTOS_DESCONEXION', 'NEGOCIO', '9', ids.raiz, negocioId);
    expect(await valorEfectivo(database.db, 'MINUTOS_DESCONEXION', ids.bogota)).toEqual({ valor: '9', origen: 'NEGOCIO' });
    // The business root and a regional read the business value too.
    expect(await parametroNumero(database.db, 'MINUTOS_DESCONEXION', ids.raiz)).toBe(9);
    expect(await parametroNumero(database.db, 'MINUTOS_DESCONEXION', ids.caribe)).toBe(9);

    await guardar('MINUTOS_DESCONEXION', 'ESTACION', '12', ids.bogota, negocioId);
    expect(await valorEfectivo(database.db, 'MINUTOS_DESCONEXION', ids.bogota)).toEqual({ valor: '12', origen: 'ESTACION' });
    // A sibling station keeps the business value; another business sees only the global one.
    expect(await parametroNumero(database.db, 'MINUTOS_DESCONEXION', ids.cartagena)).toBe(9);
    expect(await parametroNumero(database.db, 'MINUTOS_DESCONEXION', otro.estacionId)).toBe(7);
    expect(await parametroNumero(database.db, 'MINUTOS_DESCONEXION', otro.raizId)).toBe(7);
  });

  it('answers null for a number that does not parse and for an inactive definition', async () => {
    await guardar('VALOR_UVT', 'GLOBAL', 'ABC', null, null);
    expect(await parametroEfectivo(database.db, 'VALOR_UVT', ids.bogota)).toBe('ABC');
    expect(await parametroNumero(database.db, 'VALOR_UVT', ids.bogota)).toBeNull();
    await database.db.execute(sql`UPDATE parametros_definiciones SET estado = 'I' WHERE codigo = 'VALOR_UVT'`);
    expect(await parametroEfectivo(database.db, 'VALOR_UVT', ids.bogota)).toBeNull();
  });
});
