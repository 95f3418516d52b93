import { MENSAJES } from '@eds/contracts/mensajes';

type ClaveTexto = { [K in keyof typeof MENSAJES]: (typeof MENSAJES)[K] extends string ? K : never }[keyof typeof MENSAJES];

/** The fixed Spanish texts of the contracts, as the 'mensajes' branch of the Spanish translation. */
export const MENSAJES_TEXTO = Object.fromEntries(
  (Object.entries(MENSAJES) as [string, unknown][]).filter((e): e is [ClaveTexto, string] => typeof e[1] === 'string'),
) as Record<ClaveTexto, string>;

// The contracts' range message only interpolates its two arguments, so i18next placeholders pass
// through it as text and the Spanish template comes from the contracts too.
const PLANTILLA_ENTRE = MENSAJES.entre('{{x}}' as unknown as number, '{{y}}' as unknown as number);

/** The 'mensajes' branch of the Spanish translation. */
export const MENSAJES_ES = { ...MENSAJES_TEXTO, entre: PLANTILLA_ENTRE };

const POR_TEXTO = new Map<string, ClaveTexto>(
  (Object.entries(MENSAJES_TEXTO) as [ClaveTexto, string][]).map(([clave, texto]) => [texto, clave]),
);

const ENTRE = /^El valor ingresado debe estar entre (-?[\d.]+) y (-?[\d.]+)$/;

type Traductor = (clave: string, opciones?: Record<string, unknown>) => string;

/**
 * Shows a contracts message (a zod or validator error, in Spanish) in the current language.
 * Texts that are not contracts messages (a server's mensaje) are shown as they come.
 */
export function traducirMensaje(t: Traductor, texto: string | undefined): string {
  if (!texto) return '';
  const clave = POR_TEXTO.get(texto);
  if (clave) return t(`mensajes.${clave}`, { defaultValue: texto });
  const entre = ENTRE.exec(texto);
  if (entre) return t('mensajes.entre', { x: entre[1], y: entre[2], defaultValue: texto });
  return texto;
}
