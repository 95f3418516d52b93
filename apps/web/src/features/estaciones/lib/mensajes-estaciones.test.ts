import { describe, expect, it } from 'vitest';
import { MENSAJES_EMPRESA } from '@eds/contracts/empresa/mensajes';
import es from '../../../i18n/locales/es.json';

describe('server texts of companies and stations', () => {
  it('the Spanish locale carries every server text exactly as the contracts send it', () => {
    expect(es.estaciones.servidor).toEqual(MENSAJES_EMPRESA);
  });
});
