import { sql, type SQL } from 'drizzle-orm';

/**
 * List searches compare text folded the same way on both sides, accents and case ignored, so 'nunez', 'nuñez' and
 * 'NUNEZ' all find 'NÚÑEZ PEÑA' (docs/decisions/065-module-labels-and-folded-search.md). The fold is `translate`
 * over the accented letters of Spanish, French, Italian and Portuguese, then `lower`: both are core SQL, on
 * PostgreSQL and on the embedded PGlite alike (no `unaccent` extension), and `lower` only has ASCII left to fold, so
 * a database whose collation is C folds as well as one in es_CO.
 */
const CON_TILDE = 'ÁÀÂÄÃÅÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇÝáàâäãåéèêëíìîïóòôöõúùûüñçýÿ';
const SIN_TILDE = 'AAAAAAEEEEIIIIOOOOOUUUUNCYaaaaaaeeeeiiiiooooouuuuncyy';
const DE = sql.raw(`'${CON_TILDE}'`);
const A = sql.raw(`'${SIN_TILDE}'`);

/** An SQL text expression folded: accents dropped, lower case. */
export function plegada(expresion: SQL): SQL {
  return sql`lower(translate(${expresion}, ${DE}, ${A}))`;
}

/** The LIKE pattern of a search term: its own %, _ and \ match literally. */
export function patronBusqueda(buscar: string): string {
  return `%${buscar.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `expresion` holds the pattern (from `patronBusqueda`), accents and case ignored. */
export function coincide(expresion: SQL, patron: string): SQL {
  return sql`${plegada(expresion)} LIKE ${plegada(sql`${patron}::text`)}`;
}

/** Any of the expressions holds the search term, accents and case ignored: `(a LIKE … OR b LIKE …)`. */
export function contiene(buscar: string, expresiones: SQL[]): SQL {
  const patron = patronBusqueda(buscar);
  return sql`(${sql.join(
    expresiones.map((e) => coincide(e, patron)),
    sql` OR `,
  )})`;
}
