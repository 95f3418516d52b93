import { describe, expect, it } from 'vitest';
import { MENSAJES_SOBRE } from '@eds/contracts/turnos/sobres';
import es from '../../../i18n/locales/es.json';
import ar from '../../../i18n/locales/ar.json';

describe('envelope texts', () => {
  it('the Spanish locale carries the contract messages word for word, and every one is translated to Arabic', () => {
    expect(es.turnos.sobres.mensajes).toEqual(MENSAJES_SOBRE);
    expect(Object.keys(ar.turnos.sobres.mensajes).sort()).toEqual(Object.keys(MENSAJES_SOBRE).sort());
  });
});
