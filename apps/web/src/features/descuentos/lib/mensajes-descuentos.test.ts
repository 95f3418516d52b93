import { describe, expect, it } from 'vitest';
import { MENSAJES_CAMPANA } from '@eds/contracts/campanas';
import { MENSAJES_COMERCIAL } from '@eds/contracts/comercial';
import { MENSAJES_DESCUENTO, MENSAJES_DESCUENTO_MANUAL } from '@eds/contracts/descuentos';
import es from '../../../i18n/locales/es.json';
import ar from '../../../i18n/locales/ar.json';

describe('promotion, discount and campaign texts', () => {
  it('the Spanish locale carries the contract messages word for word, and every one is translated to Arabic', () => {
    for (const [rama, mensajes] of [
      [es.descuentos.mensajes, MENSAJES_DESCUENTO],
      [es.descuentosManuales.mensajes, MENSAJES_DESCUENTO_MANUAL],
      [es.campanas.mensajes, MENSAJES_CAMPANA],
    ] as const) {
      expect(rama).toEqual(mensajes);
    }
    expect(Object.keys(ar.descuentos.mensajes).sort()).toEqual(Object.keys(MENSAJES_DESCUENTO).sort());
    expect(Object.keys(ar.descuentosManuales.mensajes).sort()).toEqual(Object.keys(MENSAJES_DESCUENTO_MANUAL).sort());
    expect(Object.keys(ar.campanas.mensajes).sort()).toEqual(Object.keys(MENSAJES_CAMPANA).sort());
    for (const [clave, texto] of Object.entries(es.promociones.mensajes)) {
      expect(MENSAJES_COMERCIAL[clave as keyof typeof MENSAJES_COMERCIAL]).toBe(texto);
    }
  });
});
