import { describe, expect, it } from 'vitest';
import { MENSAJES_COMPROBANTES } from '@eds/contracts/conciliacion/comprobantes';
import { MENSAJES_CONTABILIDAD, OPERACIONES_CONTABLES, TIPOS_HOMOLOGACION } from '@eds/contracts/conciliacion/contabilidad';
import { ESTADOS_COMPROBANTE } from '@eds/contracts/conciliacion/conciliacion';
import es from '../../../i18n/locales/es.json';
import { CLAVE_OPERACION } from './textos';

describe('accounting texts', () => {
  it('the Spanish locale carries the contract messages word for word', () => {
    expect(es.contabilidad.mensajes).toEqual(MENSAJES_CONTABILIDAD);
    expect(es.contabilidad.mensajesComprobantes).toEqual(MENSAJES_COMPROBANTES);
  });

  it('every operation, mapping kind and voucher state has its text, the operations as the specification names them', () => {
    for (const o of OPERACIONES_CONTABLES) expect(es.contabilidad.operaciones[CLAVE_OPERACION[o]]).toBe(o);
    for (const tipo of TIPOS_HOMOLOGACION) expect(es.contabilidad.tiposHomologacion[tipo]).toBeTruthy();
    for (const e of ESTADOS_COMPROBANTE) expect(es.contabilidad.estadosComprobante[e]).toBe(e);
  });
});
