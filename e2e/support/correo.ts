import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

/** Mails the server wrote to its MAIL_DIR (playwright.config.ts), oldest first, as raw text. */
function correosEscritos(): string[] {
  const carpeta = process.env.E2E_MAIL_DIR!;
  return readdirSync(carpeta)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => readFileSync(path.join(carpeta, f), 'utf8'));
}

/** The raw mail text with its quoted-printable soft breaks joined, so a long link reads in one piece. */
function sinCortes(eml: string): string {
  return eml.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
}

/**
 * The reset link of the newest mail sent to `para` after `desde` mails had been written (the mail worker sends
 * within a few seconds of the request).
 */
export async function enlaceRestablecer(para: string, desde: number): Promise<string> {
  let enlace: string | undefined;
  await expect
    .poll(
      () => {
        const nuevo = correosEscritos()
          .slice(desde)
          .map(sinCortes)
          .reverse()
          .find((m) => m.includes(`To: ${para}`));
        enlace = nuevo ? /https?:\/\/\S+\/app\/restablecer-clave\?token=[\w-]+/.exec(nuevo)?.[0] : undefined;
        return enlace;
      },
      { timeout: 30_000 },
    )
    .toBeDefined();
  return enlace!;
}

/** How many mails the server has written so far (pass it to `enlaceRestablecer` to read only later ones). */
export const correosHastaAhora = (): number => correosEscritos().length;
