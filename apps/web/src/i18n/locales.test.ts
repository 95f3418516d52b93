import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import es from './locales/es.json';
import { MENSAJES_CATALOGO } from '@eds/contracts/configuracion/catalogo';
import { MENSAJES_UNIDAD } from '@eds/contracts/configuracion/unidades';
import { MENSAJES_ES, soloTextos } from './mensajes';
import { IDIOMAS } from './idiomas';

type Arbol = { [k: string]: string | Arbol };

function aplanar(arbol: Arbol, prefijo = ''): Map<string, string> {
  const salida = new Map<string, string>();
  for (const [k, v] of Object.entries(arbol)) {
    const clave = prefijo ? `${prefijo}.${k}` : k;
    if (typeof v === 'string') salida.set(clave, v);
    else for (const [k2, v2] of aplanar(v, clave)) salida.set(k2, v2);
  }
  return salida;
}

const variables = (texto: string) => [...texto.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
// The Spanish source: the locale file and the contracts' message branches (registered by the screens that use them).
const fuente = aplanar({
  ...(es as Arbol),
  mensajes: MENSAJES_ES,
  mensajesCatalogo: soloTextos(MENSAJES_CATALOGO),
  mensajesUnidad: soloTextos(MENSAJES_UNIDAD),
});
const leer = (idioma: string) =>
  aplanar(JSON.parse(readFileSync(path.join(import.meta.dirname, 'locales', `${idioma}.json`), 'utf8')) as Arbol);

describe('locale files', () => {
  it.each(IDIOMAS.filter((i) => i !== 'es'))('%s translates every Spanish text, with the same placeholders', (idioma) => {
    const traduccion = leer(idioma);
    const faltan = [...fuente.keys()].filter((k) => !traduccion.has(k));
    const sobran = [...traduccion.keys()].filter((k) => !fuente.has(k));
    expect(faltan).toEqual([]);
    expect(sobran).toEqual([]);
    for (const [clave, texto] of traduccion) {
      expect(texto.trim(), clave).not.toBe('');
      expect(variables(texto), clave).toEqual(variables(fuente.get(clave)!));
    }
  });

  it('has a Spanish text for every key the code asks for', () => {
    const raiz = path.resolve(import.meta.dirname, '..');
    const archivos: string[] = [];
    const recorrer = (dir: string) => {
      for (const n of readdirSync(dir)) {
        const p = path.join(dir, n);
        if (statSync(p).isDirectory()) recorrer(p);
        else if (/\.tsx?$/.test(n) && !/\.test\.tsx?$/.test(n)) archivos.push(p);
      }
    };
    recorrer(raiz);
    const usadas = new Set<string>();
    for (const a of archivos) {
      const codigo = readFileSync(a, 'utf8');
      for (const m of codigo.matchAll(/\bt(?:Pdf)?\(\s*'([a-zA-Z0-9_.-]+)'/g)) usadas.add(m[1]);
      for (const m of codigo.matchAll(/etiqueta: '([a-zA-Z0-9_.-]+)'/g)) usadas.add(m[1]);
    }
    expect(usadas.size).toBeGreaterThan(100);
    expect([...usadas].filter((k) => !fuente.has(k))).toEqual([]);
  });
});
