/**
 * The exact formatters under the names the web first used; formato.ts now truncates on the shortest decimal form
 * itself, so there is one money formatter.
 */
export { truncar as truncarExacto, formatearNumero as formatearNumeroExacto, formatearDinero as formatearDineroExacto } from './formato';
