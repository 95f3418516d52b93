import { describe, expect, it } from 'vitest';
import { MENSAJES_FORMATO } from '@eds/contracts/facturacion/formatos';
import { MENSAJES_RESOLUCION } from '@eds/contracts/facturacion/resoluciones';
import es from '../../../i18n/locales/es.json';
import ar from '../../../i18n/locales/ar.json';
import { traducirCruce } from './mensajes';

describe('resolution and format texts', () => {
  it('the Spanish locale carries the contract messages word for word, and every one is translated to Arabic', () => {
    expect(es.facturacionG17.mensajesResolucion).toEqual(MENSAJES_RESOLUCION);
    expect(es.facturacionG17.mensajesFormato).toEqual(MENSAJES_FORMATO);
    expect(Object.keys(ar.facturacionG17.mensajesResolucion).sort()).toEqual(Object.keys(MENSAJES_RESOLUCION).sort());
    expect(Object.keys(ar.facturacionG17.mensajesFormato).sort()).toEqual(Object.keys(MENSAJES_FORMATO).sort());
  });

  it('names the crossed resolution inside the translated text', () => {
    const t = (clave: string, o?: Record<string, unknown>) => `${clave}:${String(o?.n)}`;
    expect(traducirCruce(t, 'El rango se cruza con la resolución 18764000111')).toBe(
      'facturacionG17.mensajesResolucion.seCruzaCon:18764000111',
    );
    expect(traducirCruce(t, 'Otro texto')).toBe('Otro texto');
  });
});
