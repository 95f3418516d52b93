import { describe, expect, it } from 'vitest';
import { MENSAJES_COMERCIAL as M, ZPromocionForm } from './comercial';

const base = {
  nombre: 'grupo',
  tipo: '% DESCUENTO',
  valor: 5,
  fecha_inicio: '2031-01-01',
  fecha_fin: '2031-01-31',
  tipos_negocio: ['C'],
  estaciones: [1],
};

const mensajes = (v: unknown) => (ZPromocionForm.safeParse(v).error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);

describe('promotion form: products or group', () => {
  it('takes products, a group, or both', () => {
    expect(ZPromocionForm.safeParse({ ...base, productos: [{ producto_id: 3 }] }).success).toBe(true);
    expect(ZPromocionForm.safeParse({ ...base, productos: [], grupo_id: 7 }).success).toBe(true);
    expect(ZPromocionForm.safeParse({ ...base, productos: [{ producto_id: 3 }], grupo_id: 7 }).success).toBe(true);
  });

  it('asks for products or a group, also beside the form other errors', () => {
    expect(mensajes({ ...base, productos: [], grupo_id: '' })).toEqual([`productos: ${M.seleccioneProducto}`]);
    expect(mensajes({ productos: [] })).toContain(`productos: ${M.seleccioneProducto}`);
  });
});
