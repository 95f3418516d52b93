import { sql } from 'drizzle-orm';
import type { CAMPOS_ORDEN_MEDIO_PAGO, TMedioPago, TMedioPagoGuardar } from '@eds/contracts/configuracion/medios-pago';
import { MENSAJES_MEDIO_PAGO as M } from '@eds/contracts/configuracion/medios-pago';
import { badRequest } from '../../lib/errors';
import { catalogoSimple, errorCampo } from './catalogo-simple';

/** Payment methods of a business (SCREENS.md G11). Cash (tipo EFECTIVO) stays active and stays cash. */
export const mediosPago = catalogoSimple<TMedioPago, TMedioPagoGuardar, (typeof CAMPOS_ORDEN_MEDIO_PAGO)[number], { tipo?: string }>({
  tabla: 'medios_pago',
  columnas: sql`c.tipo, c.codigo_dian, c.categoria_conciliacion, c.requiere_datafono, c.requiere_cliente, c.da_cambio`,
  // Read from the daily payments rollup (equal to the raw sums, decision 032), not from every stored payment: the list
  // stays as fast at a hundred million sales as at a thousand. The payments' foreign key still refuses deleting a used one.
  enUso: sql`EXISTS (SELECT 1 FROM ventas_pagos_dia x WHERE x.medio_pago_id = c.id)`,
  orden: {
    codigo: sql`c.codigo`,
    descripcion: sql`c.descripcion`,
    estado: sql`c.estado`,
    tipo: sql`c.tipo`,
    codigo_dian: sql`c.codigo_dian`,
    categoria_conciliacion: sql`c.categoria_conciliacion`,
  },
  buscarEn: [sql`c.tipo`, sql`c.categoria_conciliacion`],
  filtros: (q) => (q.tipo ? [sql`c.tipo = ${q.tipo}`] : []),
  valores: (d) => ({
    codigo: d.codigo,
    descripcion: d.descripcion,
    tipo: d.tipo,
    codigo_dian: d.codigo_dian,
    categoria_conciliacion: d.categoria_conciliacion,
    requiere_datafono: d.requiere_datafono,
    requiere_cliente: d.requiere_cliente,
    da_cambio: d.da_cambio,
  }),
  async validar(_conn, _negocio, d, actual) {
    if (actual?.tipo === 'EFECTIVO' && d.tipo !== 'EFECTIVO') throw errorCampo('tipo', M.efectivoTipo);
  },
  async validarEstado(_conn, actual, estado) {
    if (estado === 'I' && actual.tipo === 'EFECTIVO') throw badRequest(M.efectivoActivo);
  },
});
