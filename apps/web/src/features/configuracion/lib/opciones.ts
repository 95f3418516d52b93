/** A selector's options from a contract's list of values, each shown as it is stored. */
export const opcionesDe = (valores: readonly string[]) => valores.map((v) => ({ valor: v, texto: v }));
