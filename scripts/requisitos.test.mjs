import { describe, expect, it } from 'vitest';
import { decidir } from './requisitos.mjs';

/** The prerequisite check of `npm start`, `npm test` and CI: what it does and prints for what is missing. */
describe('decidir', () => {
  it('nothing missing: nothing to do, nothing printed', () => {
    expect(decidir({ faltan: [], root: false, apt: false })).toEqual({ accion: 'nada', paquetes: [], lineas: [] });
  });

  it('as root with apt-get: installs the packages of what is missing, once each, and says so', () => {
    const d = decidir({
      faltan: [
        { nombre: 'chromium', detalle: 'no /usr/bin/chromium' },
        { nombre: 'xmllint', detalle: 'xmllint is not on PATH' },
      ],
      root: true,
      apt: true,
    });
    expect(d.accion).toBe('instalar');
    expect(d.paquetes).toEqual(['chromium', 'libxml2-utils']);
    expect(d.lineas.at(-1)).toBe('Installing with apt-get: chromium libxml2-utils…');
    expect(d.lineas.join('\n')).toContain('chromium: the end-to-end tests');
  });

  it('not root: stops with the one command to run, through sudo', () => {
    const d = decidir({ faltan: [{ nombre: 'chromium' }, { nombre: 'xmllint' }], root: false, apt: true });
    expect(d.accion).toBe('detener');
    expect(d.lineas).toContain('  sudo apt-get install -y chromium libxml2-utils');
  });

  it('root without apt-get: stops with the packages to install by other means', () => {
    const d = decidir({ faltan: [{ nombre: 'xmllint' }], root: true, apt: false });
    expect(d.accion).toBe('detener');
    expect(d.lineas).toContain('  apt-get install -y libxml2-utils');
    expect(d.lineas.join('\n')).toContain('apt-get was not found');
  });

  it('a CHROMIUM_PATH pointing nowhere is not installed over: it stops and names the setting', () => {
    const d = decidir({
      faltan: [{ nombre: 'chromium', detalle: 'CHROMIUM_PATH=/opt/x does not exist', propio: true }],
      root: true,
      apt: true,
    });
    expect(d.accion).toBe('detener');
    expect(d.paquetes).toEqual([]);
    expect(d.lineas.join('\n')).toContain('CHROMIUM_PATH names no program');
    expect(d.lineas.join('\n')).not.toContain('apt-get install');
  });

  it('the UBL schemas cannot be installed: it stops even as root, saying where they go, and still names the packages', () => {
    const d = decidir({ faltan: [{ nombre: 'esquemasUbl' }, { nombre: 'xmllint' }], root: true, apt: true });
    expect(d.accion).toBe('detener');
    expect(d.lineas).toContain('  apt-get install -y libxml2-utils');
    expect(d.lineas.join('\n')).toContain('shared/ubl-2.1/xsd beside the checkout, or set UBL_XSD_DIR');
  });
});
