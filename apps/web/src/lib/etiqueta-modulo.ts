import { MODULOS } from '@eds/contracts/modulos';

/**
 * Labels of the module tree in the user's language (docs/decisions/065-module-labels-and-folded-search.md): the
 * menu, the breadcrumbs and the document title all name a module through here. Each module the seed installs has a
 * label in the six locale files under `etiquetaModulo.<id>` (ids are fixed forever); the module's `descripcion` is
 * its code, never shown as it is.
 */

type Traductor = (clave: string, opciones: { defaultValue: string }) => string;

const CODIGO_POR_ID: ReadonlyMap<number, string> = new Map(MODULOS.map((m) => [m.id, m.descripcion]));

/** The module a path names: a screen by its link ('/empresa/islas'), a section by its first segment ('/empresa'). */
const ID_POR_RUTA: ReadonlyMap<string, number> = (() => {
  const mapa = new Map<string, number>();
  for (const m of MODULOS) {
    if (m.link === null) continue;
    mapa.set(m.link, m.id);
    const seccion = `/${m.link.split('/')[1]}`;
    if (m.tipo === 2 && m.modulos_id !== null && !mapa.has(seccion)) mapa.set(seccion, m.modulos_id);
  }
  return mapa;
})();

/** The module id of a screen link or a section path, if the seed installs it. */
export function moduloDeRuta(ruta: string): number | undefined {
  return ID_POR_RUTA.get(ruta);
}

/** 'GESTION BODEGA' → 'Gestion bodega': the last resort for a module no locale file names. */
export function humanizar(codigo: string): string {
  const texto = codigo.replace(/[-_]+/g, ' ').replace(/\s+/g, ' ').trim().toLocaleLowerCase('es');
  return texto.charAt(0).toLocaleUpperCase('es') + texto.slice(1);
}

/**
 * The label of a module. `descripcion` is what the server sent (the administrator's menu label when one was set in
 * configuracion/modulos, else the code): a label the administrator chose is shown as it is; otherwise the locale
 * file's label; a module the seed does not know shows its code humanised.
 */
export function etiquetaModulo(t: Traductor, id: number | undefined, descripcion: string): string {
  const codigo = id === undefined ? undefined : CODIGO_POR_ID.get(id);
  if (id === undefined || codigo === undefined) return humanizar(descripcion);
  if (descripcion !== codigo && descripcion.trim() !== '') return descripcion;
  return t(`etiquetaModulo.${id}`, { defaultValue: humanizar(codigo) });
}

/** The label of a screen by its link (favourites and recent screens keep the link and the description only). */
export function etiquetaDeEnlace(t: Traductor, link: string, descripcion: string): string {
  return etiquetaModulo(t, moduloDeRuta(link), descripcion);
}
