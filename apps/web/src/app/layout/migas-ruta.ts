export interface Miga {
  /** Text of the crumb; the first one is the translated 'Home'. */
  texto: string;
  esInicio: boolean;
}

/** The label of a section ('/configuracion') or a screen ('/configuracion/medicion_tanques'), if it is a module. */
export type EtiquetaDeRuta = (ruta: string) => string | undefined;

const legible = (segmento: string) => {
  let texto = segmento;
  try {
    texto = decodeURIComponent(segmento);
  } catch {
    // A malformed escape is shown as it is.
  }
  return texto.replace(/[-_]+/g, ' ').trim();
};

/**
 * The breadcrumb of an address (document 1 §2): one crumb per segment from the 'app' segment on; the first is
 * replaced by Home. The section and the screen read as their modules' labels; any further segment (an id, a
 * sub-page) and an address that is no module read as the path's words.
 */
export function construirMigas(ruta: string, etiqueta: EtiquetaDeRuta): Miga[] {
  const segmentos = ruta.split('/').filter(Boolean);
  const migas: Miga[] = [{ texto: '', esInicio: true }];
  segmentos.forEach((s, i) => {
    let crudo = s;
    try {
      crudo = decodeURIComponent(s);
    } catch {
      // Looked up as it is.
    }
    const ruta = i < 2 ? `/${[...segmentos.slice(0, i), crudo].join('/')}` : undefined;
    const texto = (ruta ? etiqueta(ruta) : undefined) ?? legible(s);
    if (texto !== '') migas.push({ texto, esInicio: false });
  });
  return migas;
}
