import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Validation of UBL 2.1 documents against the OASIS schemas with xmllint (Debian's libxml2-utils). The schemas
 * live outside the repository, in the project's shared folder (`shared/ubl-2.1/xsd`, beside the checkout);
 * UBL_XSD_DIR points elsewhere. Extension content is processed lax by the schema (ExtensionContentType), so
 * DIAN's own `sts:` elements pass unchecked while the signature (ds:, xades:) is checked by the schemas UBL imports.
 */

export class EsquemaNoDisponible extends Error {}

const ENTRADA: Record<string, string> = {
  Invoice: 'maindoc/UBL-Invoice-2.1.xsd',
  CreditNote: 'maindoc/UBL-CreditNote-2.1.xsd',
  DebitNote: 'maindoc/UBL-DebitNote-2.1.xsd',
  ApplicationResponse: 'maindoc/UBL-ApplicationResponse-2.1.xsd',
  AttachedDocument: 'maindoc/UBL-AttachedDocument-2.1.xsd',
};

/** The schema folder: UBL_XSD_DIR, else the first `shared/ubl-2.1/xsd` found going up from here or from the working directory. */
export function carpetaEsquemas(configurada = process.env.UBL_XSD_DIR): string {
  if (configurada) {
    if (!existsSync(path.join(configurada, ENTRADA.Invoice))) throw new EsquemaNoDisponible(`UBL_XSD_DIR sin esquemas: ${configurada}`);
    return configurada;
  }
  for (const inicio of [path.dirname(fileURLToPath(import.meta.url)), process.cwd()]) {
    for (let d = inicio; ; d = path.dirname(d)) {
      const c = path.join(d, 'shared', 'ubl-2.1', 'xsd');
      if (existsSync(path.join(c, ENTRADA.Invoice))) return c;
      if (path.dirname(d) === d) break;
    }
  }
  throw new EsquemaNoDisponible('No se encontraron los esquemas UBL 2.1 (UBL_XSD_DIR)');
}

/** The root element's local name (Invoice, CreditNote...), read without parsing the whole document. */
export function tipoRaiz(xml: string): string | undefined {
  return /<(?:[A-Za-z_][\w.-]*:)?(Invoice|CreditNote|DebitNote|ApplicationResponse|AttachedDocument)[\s>]/.exec(
    xml.replace(/<\?xml[^>]*\?>/, ''),
  )?.[1];
}

export interface ResultadoEsquema {
  valido: boolean;
  errores: string[];
}

/** Validates one document against the entry point of its root element. */
export async function validarEsquema(xml: string, carpeta = carpetaEsquemas()): Promise<ResultadoEsquema> {
  const raiz = tipoRaiz(xml);
  if (!raiz) return { valido: false, errores: ['El documento no es un documento UBL 2.1 conocido'] };
  const esquema = path.join(carpeta, ENTRADA[raiz]);
  return new Promise((resolve, reject) => {
    const hijo = execFile(
      'xmllint',
      ['--noout', '--nonet', '--schema', esquema, '-'],
      { maxBuffer: 4 * 1024 * 1024, timeout: 60_000 },
      (err, _stdout, stderr) => {
        const errores = stderr
          .split('\n')
          .map((l) => l.trim())
          .filter((l) => l && !/ validates$/.test(l) && !/fails to validate$/.test(l));
        if (!err) return resolve({ valido: true, errores: [] });
        if ((err as NodeJS.ErrnoException).code === 'ENOENT')
          return reject(new EsquemaNoDisponible('xmllint no está instalado (libxml2-utils)'));
        // xmllint exits 3 (schema validation error) or 1 (not well formed).
        const codigo = (err as { code?: number }).code;
        if (codigo === 3 || codigo === 1) return resolve({ valido: false, errores: errores.map((l) => l.replace(/^-:/, 'línea ')) });
        reject(new EsquemaNoDisponible(`xmllint falló: ${err.message}`));
      },
    );
    hijo.stdin?.end(xml);
  });
}
