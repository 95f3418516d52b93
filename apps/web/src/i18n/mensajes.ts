import { MENSAJES } from '@eds/contracts/mensajes';

type ClaveTexto = { [K in keyof typeof MENSAJES]: (typeof MENSAJES)[K] extends string ? K : never }[keyof typeof MENSAJES];

/** The string entries of a contracts message object (functions such as `entre` are left out). */
export function soloTextos(textos: Readonly<Record<string, unknown>>): Record<string, string> {
  return Object.fromEntries(Object.entries(textos).filter((e): e is [string, string] => typeof e[1] === 'string'));
}

/** The fixed Spanish texts of the contracts, as the 'mensajes' branch of the Spanish translation. */
export const MENSAJES_TEXTO = soloTextos(MENSAJES) as Record<ClaveTexto, string>;

// The contracts' range message only interpolates its two arguments, so i18next placeholders pass
// through it as text and the Spanish template comes from the contracts too.
const PLANTILLA_ENTRE = MENSAJES.entre('{{x}}' as unknown as number, '{{y}}' as unknown as number);

/** The 'mensajes' branch of the Spanish translation. */
export const MENSAJES_ES = { ...MENSAJES_TEXTO, entre: PLANTILLA_ENTRE };

/** A contracts text → its translation key ('mensajes.campoObligatorio', 'mensajesCatalogo.creado'...). */
const POR_TEXTO = new Map<string, string>();

/**
 * Makes a contracts message object a branch of the translation: its texts, arriving from the server or a
 * schema in Spanish, are then shown in the current language. Returns the branch's Spanish texts.
 */
export function indexarMensajes(rama: string, textos: Readonly<Record<string, unknown>>): Record<string, string> {
  const propios = soloTextos(textos);
  for (const [clave, texto] of Object.entries(propios)) if (!POR_TEXTO.has(texto)) POR_TEXTO.set(texto, `${rama}.${clave}`);
  return propios;
}

indexarMensajes('mensajes', MENSAJES_TEXTO);

const ENTRE = /^El valor ingresado debe estar entre (-?[\d.]+) y (-?[\d.]+)$/;

type Traductor = (clave: string, opciones?: Record<string, unknown>) => string;

/**
 * Shows a contracts message (a zod or validator error, in Spanish) in the current language.
 * Texts that are not contracts messages (a server's mensaje) are shown as they come.
 */
export function traducirMensaje(t: Traductor, texto: string | undefined): string {
  if (!texto) return '';
  const clave = POR_TEXTO.get(texto);
  if (clave) return t(clave, { defaultValue: texto });
  const entre = ENTRE.exec(texto);
  if (entre) return t('mensajes.entre', { x: entre[1], y: entre[2], defaultValue: texto });
  return texto;
}
