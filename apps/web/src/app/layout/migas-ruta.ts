export interface Miga {
  /** Text of the crumb; the first one is the translated 'Home'. */
  texto: string;
  esInicio: boolean;
}

const legible = (segmento: string) => {
  let texto = segmento;
  try {
    texto = decodeURIComponent(segmento);
  } catch {
    // A malformed escape is shown as it is.
  }
  return texto.replace(/[-_]+/g, ' ').trim().toUpperCase();
};

/**
 * The breadcrumb of an address (document 1 §2): one crumb per segment from the 'app' segment on;
 * the first is replaced by Home and the word kiosco is removed from the third.
 */
export function construirMigas(ruta: string): Miga[] {
  const segmentos = ['app', ...ruta.split('/').filter(Boolean)];
  return segmentos
    .map((s, i) => {
      if (i === 0) return { texto: '', esInicio: true };
      const base = i === 2 ? s.replace(/kiosco/gi, '') : s;
      return { texto: legible(base), esInicio: false };
    })
    .filter((m) => m.esInicio || m.texto !== '');
}
