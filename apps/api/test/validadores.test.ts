import fc from 'fast-check';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZVentaDetallePos } from '@eds/contracts/pos';
import {
  COLUMNA,
  ID_MAXIMO,
  cabeEnColumna,
  esFechaCalendario,
  esFechaHoraCalendario,
  maximoDe,
  zDecimal,
  zDecimalPos,
  zId,
  type Columna,
} from '@eds/contracts/validaciones';

/**
 * The shared bounded validators (packages/contracts/src/validaciones.ts) agree with PostgreSQL itself: a number
 * they accept fits its numeric column and one they refuse does not; a day they accept is a date PostgreSQL
 * stores and one they refuse is not. PostgreSQL is the oracle, so the contracts cannot drift from the columns.
 */

let pg: PGlite;
beforeAll(async () => {
  pg = new PGlite();
  await pg.waitReady;
});
afterAll(async () => pg.close());

/** Whether PostgreSQL stores `texto` in the column, as the services send numbers (decimal text). */
async function cabeEnPostgres(texto: string, columna: Columna): Promise<boolean> {
  try {
    await pg.query(`SELECT $1::numeric(${columna.precision}, ${columna.escala})`, [texto]);
    return true;
  } catch {
    return false;
  }
}

async function esFechaPostgres(texto: string): Promise<boolean> {
  try {
    await pg.query('SELECT $1::date', [texto]);
    return true;
  } catch {
    return false;
  }
}

const RUNS = { numRuns: 200 };

/** Doubles around a column's limit, far beyond it and small ones. */
const numeroCerca = (columna: Columna) => {
  const max = maximoDe(columna);
  const paso = 10 ** -columna.escala;
  return fc.oneof(
    fc.double({ min: -max * 10, max: max * 10, noNaN: true, noDefaultInfinity: true }),
    fc.double({ min: max - 1000 * paso, max: max + 1000 * paso, noNaN: true }),
    fc.integer({ min: -1000, max: 1000 }).map((k) => max + (k * paso) / 2),
    fc.double({ min: 0, max: 1000, noNaN: true }),
  );
};

describe('bounded validators agree with PostgreSQL', () => {
  for (const [nombre, columna] of Object.entries(COLUMNA)) {
    it(`a number accepted for ${nombre} numeric(${columna.precision},${columna.escala}) is stored by PostgreSQL, and one refused is above the column`, async () => {
      const max = maximoDe(columna);
      await fc.assert(
        fc.asyncProperty(numeroCerca(columna), async (v) => {
          if (cabeEnColumna(v, columna)) {
            // Whichever way a service writes it: fixed decimals (lib/decimal) or the shortest text.
            expect(await cabeEnPostgres(v.toFixed(columna.escala + 3), columna)).toBe(true);
            expect(await cabeEnPostgres(String(v), columna)).toBe(true);
          } else {
            expect(Math.abs(v)).toBeGreaterThan(max);
            // Tight: from half a unit of the last decimal above the maximum, PostgreSQL refuses it too.
            if (Math.abs(v) >= max + 10 ** -columna.escala)
              expect(await cabeEnPostgres(v.toFixed(columna.escala + 3), columna)).toBe(false);
          }
        }),
        RUNS,
      );
    });
  }

  it('a decimal text of a POS item is accepted only when it is not negative and PostgreSQL stores it', async () => {
    const zValor = zDecimalPos(COLUMNA.dinero, 'noNegativo', 'x');
    const texto = fc
      .tuple(fc.stringMatching(/^\d{1,16}$/), fc.option(fc.stringMatching(/^\d{1,4}$/), { nil: undefined }))
      .map(([e, d]) => (d === undefined ? e : `${e}.${d}`));
    await fc.assert(
      fc.asyncProperty(texto, async (v) => {
        const aceptado = zValor.safeParse(v).success;
        if (aceptado) expect(await cabeEnPostgres(v, COLUMNA.dinero)).toBe(true);
        else expect(Number(v)).toBeGreaterThan(maximoDe(COLUMNA.dinero));
      }),
      RUNS,
    );
    for (const malo of ['-1', '1e3', '12,5', ' ', 'abc']) expect(zValor.safeParse(malo).success, malo).toBe(false);
  });

  it('a form number is refused beyond its column with the column maximum in the message', () => {
    fc.assert(
      fc.property(fc.double({ min: 1e12, max: 1e20, noNaN: true }), (v) => {
        const r = zDecimal(COLUMNA.dinero).safeParse(v);
        expect(r.success).toBe(false);
        expect(r.error?.issues[0]?.message).toBe('El valor ingresado no puede ser mayor que 999999999999.99');
      }),
    );
    expect(zDecimal(COLUMNA.dinero).safeParse('999999999999.99').success).toBe(true);
    expect(zDecimal(COLUMNA.dinero).safeParse(-0.01).success).toBe(false);
  });

  it('an id is 1 to 2³¹−1, from a path text or a number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: ID_MAXIMO }), (n) => {
        expect(zId.safeParse(String(n)).success).toBe(true);
        expect(ZVentaDetallePos.shape.producto_id.safeParse(n).success).toBe(true);
      }),
    );
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: ID_MAXIMO + 1, max: Number.MAX_SAFE_INTEGER }), fc.integer({ min: -1000, max: 0 })), (n) => {
        expect(zId.safeParse(String(n)).success).toBe(false);
        expect(ZVentaDetallePos.shape.producto_id.safeParse(n).success).toBe(false);
      }),
    );
    expect(zId.safeParse('1.5').success).toBe(false);
  });

  it('a day YYYY-MM-DD is accepted exactly when PostgreSQL stores it as a date', async () => {
    const dos = (n: number) => String(n).padStart(2, '0');
    const dia = fc
      .tuple(fc.integer({ min: 1900, max: 2999 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }))
      .map(([a, m, d]) => `${a}-${dos(m)}-${dos(d)}`);
    await fc.assert(
      fc.asyncProperty(dia, async (texto) => {
        expect(esFechaCalendario(texto)).toBe(await esFechaPostgres(texto));
      }),
      RUNS,
    );
    for (const malo of [
      '2026-02-30',
      '2026-02-29',
      '2026-04-31',
      '2026-13-01',
      '2026-00-10',
      '2026-1-5',
      '26-01-01',
      '2026-01-01 10:00:00',
      '',
    ]) {
      expect(esFechaCalendario(malo), malo).toBe(false);
    }
    expect(esFechaCalendario('2028-02-29')).toBe(true);
  });

  it('an instant YYYY-MM-DD HH:mm:ss is a real day and a clock time from 00:00:00 to 23:59:59', () => {
    const dos = (n: number) => String(n).padStart(2, '0');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 25 }), fc.integer({ min: 0, max: 61 }), fc.integer({ min: 0, max: 61 }), (h, m, s) => {
        expect(esFechaHoraCalendario(`2026-03-01 ${dos(h)}:${dos(m)}:${dos(s)}`)).toBe(h < 24 && m < 60 && s < 60);
      }),
    );
    expect(esFechaHoraCalendario('2026-02-30 10:00:00')).toBe(false);
    expect(esFechaHoraCalendario('2026-03-01T10:00:00')).toBe(false);
    expect(esFechaHoraCalendario('2026-03-01 10:00')).toBe(false);
  });
});
