import { LARGOS, validadores, type Validador } from '@eds/contracts/validaciones';
import { textoDe } from './texto';

/**
 * The generic validators of the second document as react-hook-form `validate` rules. Each returns
 * true or the exact Spanish message; forms show it through traducirMensaje.
 */
export type Regla = (valor: unknown) => true | string;

const comoTexto = textoDe;

export function regla(validador: Validador, opcional = false): Regla {
  return (v) => {
    const texto = comoTexto(v);
    if (opcional && texto.trim() === '') return true;
    return validador(texto);
  };
}

export const REGLAS = {
  numero: regla(validadores.numero),
  sinCeroIzquierda: regla(validadores.sinCeroIzquierda),
  rango: (x: number, y: number) => regla(validadores.rango(x, y)),
  noNegativo: regla(validadores.noNegativo),
  textoNoVacio: regla(validadores.textoNoVacio),
  correoOpcional: regla(validadores.correoOpcional),
  minimo4: regla(LARGOS.minimo4),
  maximo3: regla(LARGOS.maximo3),
  minimo5: regla(LARGOS.minimo5),
  entre5y20: regla(LARGOS.entre5y20),
  maximo5: regla(LARGOS.maximo5),
  maximo10: regla(LARGOS.maximo10),
  maximo30: regla(LARGOS.maximo30),
  maximo16NoCero: regla(LARGOS.maximo16NoCero),
  entre6y16NoCero: regla(LARGOS.entre6y16NoCero),
  minimo6: regla(LARGOS.minimo6),
} as const;

/** Several rules on one field, first failure wins: validate: { todas: combinar(REGLAS.numero, REGLAS.noNegativo) }. */
export function combinar(...reglas: Regla[]): Regla {
  return (v) => {
    for (const r of reglas) {
      const resultado = r(v);
      if (resultado !== true) return resultado;
    }
    return true;
  };
}
