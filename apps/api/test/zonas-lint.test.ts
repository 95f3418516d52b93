import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

/**
 * The import zones of eslint.config.js bite: a file placed in each zone that imports what the zone forbids fails
 * with import/no-restricted-paths, and the same file importing what it may gives no such error. The repository's
 * own config is used; only type-aware rules and the cycle check are off, to keep this fast.
 */
const raiz = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const eslint = new ESLint({
  cwd: raiz,
  overrideConfig: [tseslint.configs.disableTypeChecked, { rules: { 'import/no-cycle': 'off' } }],
});

async function erroresDeZona(archivo: string, importa: string): Promise<string[]> {
  const [r] = await eslint.lintText(`import * as x from '${importa}';\nexport default x;\n`, { filePath: path.join(raiz, archivo) });
  return r.messages.filter((m) => m.ruleId === 'import/no-restricted-paths').map((m) => m.message);
}

/** Relative specifier from a file to another file (without extension), as code would write it. */
function desde(archivo: string, destino: string): string {
  const rel = path.posix.relative(path.posix.dirname(archivo), destino).replace(/\.tsx?$/, '');
  return rel.startsWith('.') ? rel : `./${rel}`;
}

interface Zona {
  nombre: string;
  archivo: string;
  prohibido: string[];
  permitido: string;
}

const API = 'apps/api/src';
const ZONAS_API: Zona[] = [
  {
    nombre: 'routes import nothing from db/',
    archivo: `${API}/routes/api/sesion/zona.ts`,
    prohibido: [`${API}/db/client.ts`, `${API}/db/context.ts`, `${API}/db/schema/index.ts`],
    permitido: `${API}/services/sesion/contexto.ts`,
  },
  {
    nombre: 'db imports neither services nor the demo',
    archivo: `${API}/db/zona.ts`,
    prohibido: [`${API}/services/sesion/contexto.ts`, `${API}/demo/sembrar.ts`],
    permitido: `${API}/lib/errors.ts`,
  },
  {
    nombre: 'external plugins import neither services nor the demo',
    archivo: `${API}/plugins/external/zona.ts`,
    prohibido: [`${API}/services/sesion/contexto.ts`, `${API}/demo/plugin.ts`],
    permitido: `${API}/db/client.ts`,
  },
  {
    nombre: 'services import neither routes nor plugins',
    archivo: `${API}/services/sesion/zona.ts`,
    prohibido: [`${API}/routes/api/index.ts`, `${API}/plugins/sesion.ts`],
    permitido: `${API}/db/client.ts`,
  },
  {
    nombre: 'contracts import no app',
    archivo: 'packages/contracts/src/zona.ts',
    prohibido: [`${API}/lib/errors.ts`],
    permitido: 'packages/contracts/src/mensajes.ts',
  },
  {
    nombre: 'the API imports nothing from the web',
    archivo: `${API}/lib/zona.ts`,
    prohibido: ['apps/web/src/i18n/idiomas.ts'],
    permitido: `${API}/lib/errors.ts`,
  },
];

/** A source file of a feature, to import from another one. */
function archivoDe(feature: string): string {
  const dir = path.join(raiz, 'apps/web/src/features', feature);
  const buscar = (d: string): string | undefined => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name)) return p;
      if (e.isDirectory()) {
        const f = buscar(p);
        if (f) return f;
      }
    }
    return undefined;
  };
  const f = buscar(dir);
  if (!f) throw new Error(`feature ${feature} has no source file`);
  return path.relative(raiz, f).split(path.sep).join('/');
}

const features = readdirSync(path.join(raiz, 'apps/web/src/features'), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
  .filter((f) => {
    try {
      archivoDe(f);
      return true;
    } catch {
      return false;
    }
  });

describe('import zones of eslint.config.js', () => {
  it.each(ZONAS_API)('$nombre', async (z) => {
    for (const destino of z.prohibido) {
      const errores = await erroresDeZona(z.archivo, desde(z.archivo, destino));
      expect(errores, `${z.archivo} → ${destino}`).toHaveLength(1);
    }
    expect(await erroresDeZona(z.archivo, desde(z.archivo, z.permitido))).toEqual([]);
  });

  it('the web: components, lib and app layers', async () => {
    const feature = archivoDe(features[0]);
    for (const archivo of ['apps/web/src/components/zona.ts', 'apps/web/src/lib/zona.ts']) {
      expect(await erroresDeZona(archivo, desde(archivo, feature))).toHaveLength(1);
    }
    const enFeature = `apps/web/src/features/${features[0]}/zona.ts`;
    expect(await erroresDeZona(enFeature, desde(enFeature, 'apps/web/src/app/mapa-rutas.ts'))).toHaveLength(1);
    expect(await erroresDeZona('apps/web/src/zona.ts', desde('apps/web/src/zona.ts', `${API}/lib/errors.ts`))).toHaveLength(1);
  });

  it('every web feature imports no other feature, and may import itself', async () => {
    expect(features.length).toBeGreaterThan(1);
    for (const f of features) {
      const archivo = `apps/web/src/features/${f}/zona.ts`;
      const otra = features.find((g) => g !== f)!;
      expect(await erroresDeZona(archivo, desde(archivo, archivoDe(otra))), `${f} → ${otra}`).toHaveLength(1);
      expect(await erroresDeZona(archivo, desde(archivo, archivoDe(f))), `${f} → ${f}`).toEqual([]);
    }
  });
});
