import { describe, expect, it } from 'vitest';
import type { TReglaDescuento } from './descuentos';
import { descuentoDeVenta, lineasDePromocion, promocionAlcanzaProducto, reglaAlcanzaVenta, type VentaDescuento } from './descuentos-motor';

const CORRIENTE = 1;
const DIESEL = 2;
const GASEOSA = 3;
const EFECTIVO = 10;
const TARJETA = 11;

const regla = (id: number, extra: Partial<TReglaDescuento> = {}): TReglaDescuento => ({
  id,
  nombre: `REGLA ${id}`,
  tipo: '%',
  valor: 10,
  destinatario: 'TODOS',
  cliente_id: null,
  flota_id: null,
  vehiculo_id: null,
  tipo_vehiculo: null,
  productos: [],
  medios_pago: [],
  fecha_inicio: '2031-01-01',
  fecha_fin: null,
  prioridad: 1,
  acumulable: false,
  ...extra,
});

/** 10 gallons of corriente at 16.190 and a soda at 3.900: 165.800 in all. */
const venta = (extra: Partial<VentaDescuento> = {}): VentaDescuento => ({
  fecha: '2031-03-15',
  lineas: [
    { producto_id: CORRIENTE, cantidad: 10, valor: 161_900 },
    { producto_id: GASEOSA, cantidad: 1, valor: 3_900 },
  ],
  medio_pago_id: EFECTIVO,
  cliente_id: null,
  flota_id: null,
  vehiculo: null,
  ...extra,
});

describe('descuentoDeVenta', () => {
  it('gives nothing without rules', () => {
    expect(descuentoDeVenta(venta(), [])).toEqual({ total: 0, reglas: [], lineas: [0, 0] });
  });

  it('computes each type over the lines of its products', () => {
    expect(descuentoDeVenta(venta(), [regla(1, { tipo: '%', valor: 10 })])).toEqual({
      total: 16_580,
      reglas: [{ id: 1, descuento: 16_580 }],
      lineas: [16_190, 390],
    });
    expect(descuentoDeVenta(venta(), [regla(2, { tipo: '$ POR GALÓN', valor: 200, productos: [CORRIENTE] })])).toEqual({
      total: 2_000,
      reglas: [{ id: 2, descuento: 2_000 }],
      lineas: [2_000, 0],
    });
    expect(descuentoDeVenta(venta(), [regla(3, { tipo: '$ FIJO', valor: 1_000, productos: [GASEOSA] })]).lineas).toEqual([0, 1_000]);
  });

  it('never discounts more than the lines are worth', () => {
    const r = descuentoDeVenta(venta(), [regla(1, { tipo: '$ FIJO', valor: 10_000, productos: [GASEOSA] })]);
    expect(r.total).toBe(3_900);
    expect(r.lineas).toEqual([0, 3_900]);
  });

  it('applies only the best rule that is not acumulable', () => {
    const r = descuentoDeVenta(venta(), [
      regla(1, { tipo: '$ POR GALÓN', valor: 100, productos: [CORRIENTE], prioridad: 1 }),
      regla(2, { tipo: '%', valor: 5, prioridad: 2 }),
    ]);
    // 5 % of 165.800 = 8.290 beats 10 gal × 100 = 1.000, whatever the priority.
    expect(r.reglas).toEqual([{ id: 2, descuento: 8_290 }]);
  });

  it('breaks a tie by prioridad, then by id', () => {
    const iguales = [regla(7, { tipo: '$ FIJO', valor: 500, prioridad: 3 }), regla(8, { tipo: '$ FIJO', valor: 500, prioridad: 2 })];
    expect(descuentoDeVenta(venta(), iguales).reglas.map((x) => x.id)).toEqual([8]);
    const mismaPrioridad = [regla(9, { tipo: '$ FIJO', valor: 500 }), regla(4, { tipo: '$ FIJO', valor: 500 })];
    expect(descuentoDeVenta(venta(), mismaPrioridad).reglas.map((x) => x.id)).toEqual([4]);
  });

  it('adds the acumulable rules to the best one, in prioridad order', () => {
    const r = descuentoDeVenta(venta(), [
      regla(1, { tipo: '%', valor: 5 }),
      regla(2, { tipo: '$ POR GALÓN', valor: 100, productos: [CORRIENTE], acumulable: true, prioridad: 5 }),
      regla(3, { tipo: '$ FIJO', valor: 300, productos: [GASEOSA], acumulable: true, prioridad: 2 }),
    ]);
    expect(r.reglas).toEqual([
      { id: 1, descuento: 8_290 },
      { id: 3, descuento: 300 },
      { id: 2, descuento: 1_000 },
    ]);
    expect(r.total).toBe(9_590);
    expect(r.lineas[0] + r.lineas[1]).toBe(9_590);
  });

  it('stops the acumulable rules when the sale has no value left', () => {
    const r = descuentoDeVenta(venta({ lineas: [{ producto_id: GASEOSA, cantidad: 1, valor: 3_900 }] }), [
      regla(1, { tipo: '$ FIJO', valor: 3_000 }),
      regla(2, { tipo: '$ FIJO', valor: 3_000, acumulable: true }),
    ]);
    expect(r.reglas).toEqual([
      { id: 1, descuento: 3_000 },
      { id: 2, descuento: 900 },
    ]);
    expect(r.lineas).toEqual([3_900]);
  });

  it('splits a rule over its lines in cents, summing exactly', () => {
    const lineas = [1, 2, 3].map((i) => ({ producto_id: i, cantidad: 1, valor: 1_000 }));
    const r = descuentoDeVenta(venta({ lineas }), [regla(1, { tipo: '$ FIJO', valor: 100 })]);
    expect(r.lineas).toEqual([33.33, 33.33, 33.34]);
    expect(r.total).toBe(100);
  });

  it('leaves out rules of other days, payment methods, recipients and products', () => {
    const reglas = [
      regla(1, { fecha_inicio: '2031-04-01' }),
      regla(2, { fecha_fin: '2031-03-14' }),
      regla(3, { medios_pago: [TARJETA] }),
      regla(4, { destinatario: 'CLIENTE', cliente_id: 50 }),
      regla(5, { destinatario: 'FLOTA', flota_id: 60 }),
      regla(6, { destinatario: 'VEHÍCULO', vehiculo_id: 70 }),
      regla(7, { destinatario: 'TIPO DE VEHÍCULO', tipo_vehiculo: 'TAXI' }),
      regla(8, { productos: [DIESEL] }),
    ];
    expect(descuentoDeVenta(venta(), reglas).total).toBe(0);
  });

  it('reaches the sale customer, fleet, vehicle and vehicle type', () => {
    const v = venta({ cliente_id: 50, flota_id: 60, vehiculo: { id: 70, tipo: 'TAXI' }, medio_pago_id: TARJETA });
    expect(reglaAlcanzaVenta(regla(1, { destinatario: 'CLIENTE', cliente_id: 50 }), v)).toBe(true);
    expect(reglaAlcanzaVenta(regla(2, { destinatario: 'FLOTA', flota_id: 60 }), v)).toBe(true);
    expect(reglaAlcanzaVenta(regla(3, { destinatario: 'VEHÍCULO', vehiculo_id: 70 }), v)).toBe(true);
    expect(reglaAlcanzaVenta(regla(4, { destinatario: 'TIPO DE VEHÍCULO', tipo_vehiculo: 'TAXI' }), v)).toBe(true);
    expect(reglaAlcanzaVenta(regla(5, { medios_pago: [TARJETA], fecha_inicio: '2031-03-15', fecha_fin: '2031-03-15' }), v)).toBe(true);
    expect(reglaAlcanzaVenta(regla(6, { medios_pago: [TARJETA] }), venta({ medio_pago_id: null }))).toBe(false);
  });
});

describe('promotions: products or group', () => {
  it('reaches its listed products and the members of its product group', () => {
    const soloProductos = { productos: [GASEOSA], grupo: null };
    expect(promocionAlcanzaProducto(soloProductos, GASEOSA)).toBe(true);
    expect(promocionAlcanzaProducto(soloProductos, CORRIENTE)).toBe(false);
    const conGrupo = { productos: [], grupo: [CORRIENTE, DIESEL] };
    expect(promocionAlcanzaProducto(conGrupo, DIESEL)).toBe(true);
    expect(promocionAlcanzaProducto(conGrupo, GASEOSA)).toBe(false);
    const ambos = { productos: [GASEOSA], grupo: [DIESEL] };
    expect([CORRIENTE, DIESEL, GASEOSA].map((id) => promocionAlcanzaProducto(ambos, id))).toEqual([false, true, true]);
  });

  it('an empty group reaches nothing but the listed products; the lines reached keep their order', () => {
    expect(promocionAlcanzaProducto({ productos: [], grupo: [] }, CORRIENTE)).toBe(false);
    const lineas = [{ producto_id: GASEOSA }, { producto_id: CORRIENTE }, { producto_id: DIESEL }, { producto_id: CORRIENTE }];
    expect(lineasDePromocion({ productos: [GASEOSA], grupo: [CORRIENTE] }, lineas)).toEqual([0, 1, 3]);
    expect(lineasDePromocion({ productos: [], grupo: null }, lineas)).toEqual([]);
  });
});
