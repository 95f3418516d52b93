import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { MODULOS } from '@eds/contracts/modulos';
import { IDIOMAS } from '../../../i18n/idiomas';
import { construirMenu, entradasDelMenu } from './construir-menu';
import { textoEntrada, textoSeccion } from './texto-entrada';

/**
 * The menu the seed's module tree makes (every module held, every screen built), walked in each of the six
 * languages: every entry and group reads as a label in human words, never as a module code or a route name.
 */
const SESION = MODULOS.map((m) => ({ ...m, asignaciones: 'R' }));
const menu = construirMenu(SESION, () => true);
const CODIGOS = new Set<string>(MODULOS.map((m) => m.descripcion));

async function traductor(idioma: string) {
  const recursos = JSON.parse(readFileSync(path.join(import.meta.dirname, '../../../i18n/locales', `${idioma}.json`), 'utf8')) as object;
  const i18n = createInstance();
  await i18n.init({ lng: idioma, resources: { [idioma]: { translation: recursos } }, interpolation: { escapeValue: false } });
  return i18n.t.bind(i18n) as (clave: string, opciones?: { defaultValue: string }) => string;
}

/** What the menu shows in a language: each entry and group, with the module it names. */
async function etiquetas(idioma: string): Promise<Map<number, string>> {
  const t = await traductor(idioma);
  const salida = new Map<number, string>();
  for (const e of entradasDelMenu(menu)) salida.set(e.id, textoEntrada(t, e.link, e.descripcion));
  for (const s of menu.secciones) salida.set(s.id, textoSeccion(t, s));
  return salida;
}

// Spanish words the codes write without their accent.
const SIN_TILDE =
  /\b(configuracion|medicion|anulacion|bitacora|gestion|facturacion|conciliacion|fidelizacion|parametrizacion|auditoria|geografia|vehiculos?|categorias|parametros|modulos|historicos?|programacion|redencion|acumulacion|identificacion|asignacion|datafonos?|remarcacion|automaticos|electronica|estacion|ordenes|orden de compra|confirmacion|kardex|dia)\b/i;
// Names (the dashboard, as the spec calls it; SAP, the Rumbo and Terpel apps, GoPass) that may read the same in another
// language.
const NOMBRES_PROPIOS = new Set([1, 16, 279, 280, 281]);

describe('menu labels of the seeded module tree', () => {
  it('offers every section and screen of the tree', () => {
    const enMenu = new Set([...entradasDelMenu(menu).map((e) => e.id), ...menu.secciones.map((s) => s.id)]);
    expect(MODULOS.filter((m) => m.tipo !== 3 && !enMenu.has(m.id)).map((m) => m.id)).toEqual([]);
    expect(menu.secciones.find((s) => s.id === 7)!.hijos.length).toBeGreaterThan(40);
  });

  it.each(IDIOMAS)('in %s, every entry and group has a label in words, never a code or a route name', async (idioma) => {
    const t = await traductor(idioma);
    const mapa = await etiquetas(idioma);
    expect(mapa.size).toBeGreaterThan(190);
    for (const m of MODULOS.filter((x) => x.tipo !== 3)) {
      expect(t(`etiquetaModulo.${m.id}`, { defaultValue: '' }), `etiquetaModulo.${m.id} in ${idioma}`).not.toBe('');
    }
    for (const [id, texto] of mapa) {
      const donde = `${idioma} ${id}: ${texto}`;
      expect(texto.trim(), donde).not.toBe('');
      if (!NOMBRES_PROPIOS.has(id)) expect(CODIGOS.has(texto), donde).toBe(false);
      expect(texto, donde).not.toMatch(/[_/]/);
      // All capitals: a code (a short acronym such as SAP or CDL passes).
      expect(/\p{Lu}{4,}/u.test(texto) && texto === texto.toLocaleUpperCase(idioma), donde).toBe(false);
    }
  });

  it('writes the Spanish labels with their accents', async () => {
    const mapa = await etiquetas('es');
    for (const [id, texto] of mapa) expect(texto, `es ${id}`).not.toMatch(SIN_TILDE);
    expect(mapa.get(7)).toBe('Configuración');
    expect(mapa.get(160)).toBe('Medición de tanques');
    expect(mapa.get(178)).toBe('Anulación de ventas');
    expect(mapa.get(189)).toBe('Bitácora de jornada');
    expect(mapa.get(247)).toBe('Cumplimiento diario');
  });

  it.each(IDIOMAS.filter((i) => i !== 'es'))('in %s, the labels are translations, not the Spanish ones', async (idioma) => {
    const espanol = await etiquetas('es');
    const mapa = await etiquetas(idioma);
    const iguales = [...mapa]
      .filter(([id, texto]) => !NOMBRES_PROPIOS.has(id) && texto === espanol.get(id))
      .map(([id, texto]) => `${id}: ${texto}`);
    expect(iguales).toEqual([]);
  });
});
