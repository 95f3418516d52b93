import { describe, expect, it } from 'vitest';
import { ACCIONES_CIERRE, MENSAJES_CIERRE_AUTOMATICO } from '@eds/contracts/turnos/cierres-automaticos';
import es from '../../../i18n/locales/es.json';
import ar from '../../../i18n/locales/ar.json';

describe('automatic close texts', () => {
  it('the Spanish locale carries the contract messages word for word; actions and messages are translated to Arabic', () => {
    expect(es.turnos.cierres.mensajes).toEqual(MENSAJES_CIERRE_AUTOMATICO);
    expect(Object.keys(ar.turnos.cierres.mensajes).sort()).toEqual(Object.keys(MENSAJES_CIERRE_AUTOMATICO).sort());
    expect(Object.keys(ar.turnos.cierres.acciones).sort()).toEqual([...ACCIONES_CIERRE].sort());
  });
});
