import { MENSAJES } from '@eds/contracts/mensajes';
import { AppError } from '../../lib/errors';

let comunes: Promise<ReadonlySet<string>> | undefined;

/**
 * The common-password list of OWASP ASVS 2.1.7 (V6.2.4 in ASVS 5): about 49,000 passwords most seen in breaches,
 * lower case, from @zxcvbn-ts/language-common. Loaded on first use (about 40 ms), then kept.
 */
function clavesComunes(): Promise<ReadonlySet<string>> {
  comunes ??= import('@zxcvbn-ts/language-common').then((m) => new Set(m.dictionary['passwords-common']));
  return comunes;
}

/** Words of the account itself that a password must not be (the user name, the identification number). */
export interface ContextoClave {
  usuario?: string;
  identificacion?: string;
}

/**
 * A new password beyond its length (the contracts check at least CLAVE_MIN characters): refuses one of the common
 * passwords, and the account's own user name or identification, compared without case. 400 naming the field.
 */
export async function exigirClaveNoComun(clave: string, contexto: ContextoClave, campo: string): Promise<void> {
  const minuscula = clave.trim().toLowerCase();
  const propias = [contexto.usuario, contexto.identificacion].filter((x): x is string => !!x).map((x) => x.trim().toLowerCase());
  if (propias.includes(minuscula) || (await clavesComunes()).has(minuscula)) {
    throw new AppError(400, MENSAJES.claveComun, [{ campo, mensaje: MENSAJES.claveComun }]);
  }
}
