import { hash, verify } from '@node-rs/argon2';

// argon2id with the OWASP-recommended minimum (19 MiB, 2 passes).
const OPCIONES = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashClave(clave: string): Promise<string> {
  return hash(clave, OPCIONES);
}

export async function verificarClave(hashGuardado: string, clave: string): Promise<boolean> {
  try {
    return await verify(hashGuardado, clave);
  } catch {
    return false;
  }
}

/** Verifying against this when the user does not exist keeps the answer time the same. */
let hashSenuelo: Promise<string> | undefined;
export function claveSenuelo(): Promise<string> {
  hashSenuelo ??= hashClave('clave-senuelo-para-igualar-tiempos');
  return hashSenuelo;
}
