import { describe, expect, it } from 'vitest';
import { MENSAJES_FE_PARAMETRIZACION } from '@eds/contracts/facturacion/parametrizacion';
import es from '../../../i18n/locales/es.json';
import en from '../../../i18n/locales/en.json';
import ar from '../../../i18n/locales/ar.json';

describe('electronic-invoicing parameter texts', () => {
  it('the Spanish locale carries the server messages word for word, and every one is translated', () => {
    expect(es.feParametrizacion.mensajes).toEqual(MENSAJES_FE_PARAMETRIZACION);
    for (const idioma of [en, ar])
      expect(Object.keys(idioma.feParametrizacion.mensajes).sort()).toEqual(Object.keys(MENSAJES_FE_PARAMETRIZACION).sort());
    expect(ar.feParametrizacion.mensajes.sinResolucionRemision).not.toBe(MENSAJES_FE_PARAMETRIZACION.sinResolucionRemision);
  });
});
