import { describe, expect, it } from 'vitest';
import { MENSAJES_VERSION_POS } from '@eds/contracts/versiones-pos';
import es from '../../../i18n/locales/es.json';
import ar from '../../../i18n/locales/ar.json';

describe('Versiones POS texts', () => {
  it('the Spanish locale carries the contract messages word for word, and every one is translated to Arabic', () => {
    expect(es.versionesPos.mensajes).toEqual(MENSAJES_VERSION_POS);
    expect(Object.keys(ar.versionesPos.mensajes).sort()).toEqual(Object.keys(MENSAJES_VERSION_POS).sort());
  });
});
