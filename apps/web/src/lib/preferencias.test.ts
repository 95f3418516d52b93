import { describe, expect, it } from 'vitest';
import { sanearPreferencias } from './preferencias';

describe('sanearPreferencias', () => {
  it('keeps what this version understands and drops the rest', () => {
    expect(
      sanearPreferencias({
        idioma: 'ar',
        colorPrimario: '#00796b',
        temaOscuro: true,
        rtl: false,
        navegacion: 'bajo-cabecera',
        tourVisto: true,
        otra: 1,
      }),
    ).toEqual({ idioma: 'ar', colorPrimario: '#00796b', temaOscuro: true, rtl: false, navegacion: 'bajo-cabecera', tourVisto: true });
    expect(sanearPreferencias({ idioma: 'de', colorPrimario: 'red', navegacion: 'lateral', temaOscuro: 'si' })).toEqual({});
    expect(sanearPreferencias(null)).toEqual({});
  });
});
