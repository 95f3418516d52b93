import { describe, expect, it } from 'vitest';
import { MENSAJES_CONCILIACION, NOVEDADES } from '@eds/contracts/conciliacion/conciliacion';
import es from '../../../i18n/locales/es.json';

describe('reconciliation texts', () => {
  it('the Spanish locale carries the contract messages and novelty templates word for word', () => {
    expect(es.conciliacion.mensajes).toEqual(MENSAJES_CONCILIACION);
    expect(es.conciliacion.novedad).toEqual(NOVEDADES);
  });
});
