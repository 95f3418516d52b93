import { inicioMes } from '@eds/contracts/dia-operativo';
import type { Conn } from '../../../db/client';
import { multiplicar } from '../../../lib/decimal';
import { Acumulador, acumularJuntos, type DefinicionResumen, type FilaResumen } from './acumular';
import {
  ESCALAS_CIFRAS,
  ESCALAS_INVENTARIO,
  ESCALAS_PAGOS,
  ESCALAS_PRECIO,
  ESCALAS_TOTALES,
  INVENTARIO_DIA,
  PAGOS_DIA,
  PRECIO_DIA,
  RESUMEN_DIA,
  RESUMEN_HORA,
  RESUMEN_MES,
  TOTALES_DIA,
  TOTALES_MES,
} from './definiciones';
import type { VentaPreparada } from '../tipos';

/** The rollup rows a set of stored sales adds, merged by key. */
export function resumenesDeVentas(ventas: readonly VentaPreparada[]): Acumulador[] {
  const hora = new Acumulador(RESUMEN_HORA, ESCALAS_CIFRAS);
  const dia = new Acumulador(RESUMEN_DIA, ESCALAS_CIFRAS);
  const mes = new Acumulador(RESUMEN_MES, ESCALAS_CIFRAS);
  const totalesDia = new Acumulador(TOTALES_DIA, ESCALAS_TOTALES);
  const totalesMes = new Acumulador(TOTALES_MES, ESCALAS_TOTALES);
  const pagos = new Acumulador(PAGOS_DIA, ESCALAS_PAGOS);
  const inventario = new Acumulador(INVENTARIO_DIA, ESCALAS_INVENTARIO);
  const precios = new Acumulador(PRECIO_DIA, ESCALAS_PRECIO);

  for (const v of ventas) {
    const base = { empresa_id: v.empresaId, tipo_negocio: v.tipoNegocio };
    const m = inicioMes(v.fechaNegocio);
    const porProducto = new Map<number, { cantidad: number; valor: number; impuestos: number; descuento: number; costo: number }>();
    for (const l of v.detalles) {
      const costo = multiplicar(l.cantidad, l.costoUnitario);
      const p = porProducto.get(l.productoId) ?? { cantidad: 0, valor: 0, impuestos: 0, descuento: 0, costo: 0 };
      p.cantidad += l.cantidad;
      p.valor += l.valor;
      p.impuestos += l.impuestos;
      p.descuento += l.descuento;
      p.costo += costo;
      porProducto.set(l.productoId, p);
      // The price as a number of pesos (JSON prints cents exactly: 12345.67), compared numerically as the table does.
      precios.sumar(
        { empresa_id: v.empresaId, producto_id: l.productoId, precio: l.precio / 100, fecha_negocio: v.fechaNegocio },
        { cantidad: l.cantidad },
        { primera: v.fecha, ultima: v.fecha },
      );
      if (l.bodegaId !== null) {
        inventario.sumar(
          { empresa_id: v.empresaId, fecha_negocio: v.fechaNegocio, bodega_id: l.bodegaId, producto_id: l.productoId },
          { ventas: l.cantidad, ventas_costo: costo },
        );
      }
    }
    for (const [productoId, p] of porProducto) {
      const cifras = { ...p, num_ventas: 1 };
      hora.sumar({ ...base, fecha_negocio: v.fechaNegocio, hora: v.hora, producto_id: productoId }, cifras);
      dia.sumar({ ...base, fecha_negocio: v.fechaNegocio, producto_id: productoId }, cifras);
      mes.sumar({ ...base, mes: m, producto_id: productoId }, cifras);
    }
    const mixta = v.pagos.length > 1;
    const totales = {
      num_ventas: 1,
      cantidad: v.cantidad,
      valor: v.total,
      impuestos: v.impuestos,
      num_vehiculos: v.placa ? 1 : 0,
      valor_vehiculos: v.placa ? v.total : 0,
      num_fidelizadas: v.fidelizacion ? 1 : 0,
      valor_fidelizadas: v.fidelizacion ? v.total : 0,
      num_mixtas: mixta ? 1 : 0,
      valor_mixtas: mixta ? v.total : 0,
      num_clientes: v.clienteId !== null ? 1 : 0,
      valor_clientes: v.clienteId !== null ? v.total : 0,
    };
    totalesDia.sumar({ ...base, fecha_negocio: v.fechaNegocio }, totales);
    totalesMes.sumar({ ...base, mes: m }, totales);
    const medios = new Map<number, number>();
    for (const p of v.pagos) medios.set(p.medioPagoId, (medios.get(p.medioPagoId) ?? 0) + p.valor);
    for (const [medioPagoId, valor] of medios) {
      pagos.sumar({ ...base, fecha_negocio: v.fechaNegocio, medio_pago_id: medioPagoId }, { valor, num_ventas: 1 });
    }
  }
  // The order every writer follows (see acumular): hourly, daily, monthly, totals, payments, inventory, prices.
  return [hora, dia, mes, totalesDia, totalesMes, pagos, inventario, precios];
}

/** The rollup rows the sales add, per rollup, in the order every writer follows. */
export function partesResumenesDeVentas(ventas: readonly VentaPreparada[]): { def: DefinicionResumen; filas: FilaResumen[] }[] {
  return resumenesDeVentas(ventas).map((a) => ({ def: a.def, filas: a.resultado() }));
}

/** Every rollup the sales add, in one statement. */
export async function guardarResumenesDeVentas(conn: Conn, ventas: readonly VentaPreparada[]): Promise<void> {
  await acumularJuntos(conn, partesResumenesDeVentas(ventas));
}
