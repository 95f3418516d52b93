import { aTexto, dinero, volumen } from '../../lib/decimal';
import type { ImpuestoLinea } from './tipos';

/** A line's tax as `ventas_detalles.impuestos_detalle` keeps it: amounts as decimal text, so they stay exact. */
export interface ImpuestoLineaGuardado {
  codigo: string;
  codigo_dian: string;
  tipo: '%' | '$';
  tarifa: string;
  cantidad: string;
  unidad: string;
  valor: string;
}

export function impuestosAGuardar(detalle: readonly ImpuestoLinea[] | null): ImpuestoLineaGuardado[] | null {
  return (
    detalle?.map((i) => ({
      codigo: i.codigo,
      codigo_dian: i.codigoDian,
      tipo: i.tipo,
      tarifa: i.tarifa,
      cantidad: aTexto(i.cantidad, 3),
      unidad: i.unidad,
      valor: aTexto(i.valor, 2),
    })) ?? null
  );
}

export function impuestosGuardados(guardado: readonly ImpuestoLineaGuardado[] | null): ImpuestoLinea[] | null {
  return (
    guardado?.map((i) => ({
      codigo: i.codigo,
      codigoDian: i.codigo_dian,
      tipo: i.tipo,
      tarifa: i.tarifa,
      cantidad: volumen(i.cantidad),
      unidad: i.unidad,
      valor: dinero(i.valor),
    })) ?? null
  );
}
