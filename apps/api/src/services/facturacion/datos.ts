import { sql } from 'drizzle-orm';
import { MENSAJES_FE } from '@eds/contracts/facturacion/electronica';
import { fila, filas, type Conn } from '../../db/client';
import { dinero, volumen } from '../../lib/decimal';
import { abrirCertificado, type CertificadoGuardado } from './certificado';
import { digitoVerificacion, sinDigitoVerificacion, type Ambiente } from './cufe';
import { DIAN_URL, type IdentidadDian } from './dian-soap';
import type { ClaveFirma } from './firma';
import type { FacturaUbl, ImpuestoDocumento, LineaDocumento } from './ubl';
import { impuestosGuardados, type ImpuestoLineaGuardado } from '../ventas/impuestos-linea';

/** A document that cannot be built (numbering, configuration, certificate): the invoice goes to state 4 with the reason. */
export class DocumentoNoConstruible extends Error {}

/** Bogotá wall-clock date and time of an instant (UTC−5 all year). */
export function fechaHoraBogota(instante: Date): { fecha: string; hora: string } {
  const iso = new Date(instante.getTime() - 5 * 3600_000).toISOString();
  return { fecha: iso.slice(0, 10), hora: iso.slice(11, 19) };
}

/** Order in which a product's taxes name the DIAN tax of a line stored without its taxes one by one (decision 040). */
const PRIORIDAD_TRIBUTO = ['01', '04', '03'];

/** A sale line as its documents report it: cents, thousandths, and its taxes one per DIAN code. */
export interface LineaConImpuestos {
  codigo: string;
  descripcion: string;
  cantidad: number;
  unidad: string;
  /** The line's value before taxes. */
  base: number;
  impuestos: ImpuestoDocumento[];
}

/**
 * A sale's lines with their taxes as kept at sale time (`impuestos_detalle`, decision 062): each tax under its DIAN
 * code, per-unit taxes with their amount per unit and units. A line stored before they were kept reports its whole
 * tax under one code, the product's first tax by priority 01, 04, 03 (else ZZ), as decision 040 did. Taxes sharing a
 * DIAN code on one line are reported together.
 */
export async function lineasConImpuestos(conn: Conn, ventaId: number): Promise<LineaConImpuestos[]> {
  const lineas = await filas<{
    codigo: string;
    descripcion: string;
    cantidad: string;
    valor: string;
    impuestos: string;
    impuestos_detalle: ImpuestoLineaGuardado[] | null;
    unidad: string | null;
    tributo: string | null;
    tipo_valor: string | null;
    tasa: string | null;
  }>(
    conn,
    sql`SELECT p.codigo, p.descripcion, d.cantidad::text, d.valor::text, d.impuestos::text, d.impuestos_detalle, u.codigo_dian AS unidad,
               t.codigo_dian AS tributo, t.porcentaje_valor AS tipo_valor, t.impuesto_valor::text AS tasa
          FROM ventas_detalles d
          JOIN productos p ON p.id = d.producto_id
          LEFT JOIN unidades u ON u.id = p.unidad_id
          LEFT JOIN LATERAL (
            SELECT i.codigo_dian, i.porcentaje_valor, i.impuesto_valor FROM productos_impuestos pi JOIN impuestos i ON i.id = pi.impuesto_id
             WHERE d.impuestos_detalle IS NULL AND pi.producto_id = p.id AND i.estado = 'A'
             ORDER BY array_position(${`{${PRIORIDAD_TRIBUTO.join(',')}}`}::text[], i.codigo_dian) NULLS LAST, i.vigente_desde DESC, i.id
             LIMIT 1) t ON true
         WHERE d.venta_id = ${ventaId}
         ORDER BY d.id`,
  );
  return lineas.map((l) => {
    const impuesto = dinero(l.impuestos);
    const cantidad = volumen(l.cantidad);
    const unidad = l.unidad ?? '94';
    const detalle = impuestosGuardados(l.impuestos_detalle);
    let impuestos: ImpuestoDocumento[];
    if (detalle === null) {
      impuestos = [
        {
          codigo: l.tributo ?? 'ZZ',
          porcentaje: l.tipo_valor === '%' && l.tasa !== null ? Number(l.tasa).toFixed(2) : null,
          porUnidad: null,
          valor: impuesto,
        },
      ];
    } else {
      const porCodigo = new Map<string, ImpuestoDocumento>();
      for (const i of detalle) {
        const previo = porCodigo.get(i.codigoDian);
        if (!previo) {
          porCodigo.set(i.codigoDian, {
            codigo: i.codigoDian,
            porcentaje: i.tipo === '%' ? Number(i.tarifa).toFixed(2) : null,
            porUnidad: i.tipo === '$' ? { valor: dinero(i.tarifa), cantidad: i.cantidad, unidad: i.unidad } : null,
            valor: i.valor,
          });
          continue;
        }
        // Two taxes of one DIAN code on a line (two surcharges): their rates add up over the same units or base.
        previo.valor += i.valor;
        if (previo.porUnidad && i.tipo === '$') previo.porUnidad.valor += dinero(i.tarifa);
        else if (previo.porcentaje !== null && i.tipo === '%')
          previo.porcentaje = (Number(previo.porcentaje) + Number(i.tarifa)).toFixed(2);
      }
      impuestos = [...porCodigo.values()];
      // An untaxed line still reports its (zero) tax, as before.
      if (impuestos.length === 0) impuestos = [{ codigo: 'ZZ', porcentaje: null, porUnidad: null, valor: 0 }];
    }
    return { codigo: l.codigo, descripcion: l.descripcion, cantidad, unidad, base: dinero(l.valor) - impuesto, impuestos };
  });
}

interface FilaFactura {
  id: number;
  empresa_id: number;
  negocio_id: number;
  prefijo: string;
  consecutivo: string | number;
  contingencia: boolean;
  resolucion_id: number | null;
  r_numero: string | null;
  r_prefijo: string | null;
  r_desde: string | number | null;
  r_hasta: string | number | null;
  r_inicio: string | null;
  r_fin: string | null;
  r_clave: string | null;
  r_estado: string | null;
  nit: string | null;
  negocio_nit: string;
  razon_social: string;
  direccion: string | null;
  telefono: string | null;
  ciudad: string | null;
  c_identificacion: string | null;
  c_nombre: string | null;
  c_correo: string | null;
  c_direccion: string | null;
  c_telefono: string | null;
  c_tipo_id: number | null;
  venta_id: number;
}

export interface ConfiguracionFe {
  ambiente: Ambiente;
  softwareId: string;
  softwarePin: string;
  proveedorNit: string;
}

export async function configuracionFe(conn: Conn, negocioId: number): Promise<ConfiguracionFe | undefined> {
  const c = await fila<{ ambiente: number; software_id: string; software_pin: string; proveedor_nit: string }>(
    conn,
    sql`SELECT ambiente, software_id, software_pin, proveedor_nit FROM fe_configuracion WHERE negocio_id = ${negocioId}`,
  );
  return (
    c && { ambiente: Number(c.ambiente) as Ambiente, softwareId: c.software_id, softwarePin: c.software_pin, proveedorNit: c.proveedor_nit }
  );
}

/** The business's active signing key; throws DocumentoNoConstruible when there is none or it cannot be opened. */
export async function claveDeNegocio(conn: Conn, negocioId: number, frase: string, ahora = new Date()): Promise<ClaveFirma> {
  const c = await fila<{ certificado_pem: string; clave_privada_pem: string }>(
    conn,
    sql`SELECT certificado_pem, clave_privada_pem FROM fe_certificados
         WHERE negocio_id = ${negocioId} AND estado = 'A' AND valido_desde <= ${ahora.toISOString()} AND valido_hasta > ${ahora.toISOString()}`,
  );
  if (!c) throw new DocumentoNoConstruible(MENSAJES_FE.sinCertificado);
  const guardado: CertificadoGuardado = { certificadoPem: c.certificado_pem, clavePrivadaPem: c.clave_privada_pem };
  try {
    return abrirCertificado(guardado, frase);
  } catch {
    throw new DocumentoNoConstruible(MENSAJES_FE.certificadoIlegible);
  }
}

/**
 * The business's own DIAN registration for a SOAP call: the address of its environment (test or production; `urlFija`,
 * DIAN_WS_URL, replaces it for every business) and its active signing key. Never another business's (decision 061).
 */
export async function identidadDian(conn: Conn, negocioId: number, frase: string, urlFija?: string): Promise<IdentidadDian> {
  const config = await configuracionFe(conn, negocioId);
  if (!config) throw new DocumentoNoConstruible(MENSAJES_FE.sinConfiguracion);
  return { url: urlFija ?? DIAN_URL[config.ambiente], clave: await claveDeNegocio(conn, negocioId, frase) };
}

/**
 * The UBL invoice of a stored electronic invoice: its sale's lines, taxes and payments, the station as issuer, the
 * customer (or the final consumer 222222222222) as buyer, numbered with its prefix and consecutive inside its
 * resolution — refused (DocumentoNoConstruible) when the consecutive is outside the range, the issue date outside
 * the validity, or the resolution inactive. Issued now (DIAN requires the issue date to be the sending date);
 * a contingency invoice is transcribed as type 03.
 */
export async function facturaUbl(conn: Conn, facturaId: number, ahora = new Date()): Promise<{ doc: FacturaUbl; negocioId: number }> {
  const f = await fila<FilaFactura>(
    conn,
    sql`SELECT f.id, f.empresa_id, e.negocio_id, f.prefijo, f.consecutivo, f.contingencia, f.resolucion_id, f.venta_id,
               r.numero AS r_numero, r.prefijo AS r_prefijo, r.desde AS r_desde, r.hasta AS r_hasta,
               r.fecha_inicio::text AS r_inicio, r.fecha_fin::text AS r_fin, r.clave_tecnica AS r_clave, r.estado AS r_estado,
               e.nit, n.nit AS negocio_nit, e.razon_social, e.direccion, e.telefono, ci.nombre AS ciudad,
               c.identificacion AS c_identificacion, c.nombre AS c_nombre, c.correo AS c_correo, c.direccion AS c_direccion,
               c.telefono AS c_telefono, c.tipo_identificacion_id AS c_tipo_id
          FROM facturas_electronicas f
          JOIN ventas v ON v.id = f.venta_id
          JOIN empresas e ON e.id = f.empresa_id
          JOIN negocios n ON n.id = e.negocio_id
          LEFT JOIN ciudades ci ON ci.id = e.ciudad_id
          LEFT JOIN resoluciones r ON r.id = f.resolucion_id
          LEFT JOIN clientes c ON c.id = v.cliente_id
         WHERE f.id = ${facturaId}`,
  );
  if (!f) throw new DocumentoNoConstruible(`La factura ${facturaId} no existe`);
  const { fecha, hora } = fechaHoraBogota(ahora);
  const consecutivo = Number(f.consecutivo);
  if (f.resolucion_id === null || f.r_numero === null) throw new DocumentoNoConstruible(MENSAJES_FE.sinResolucion);
  const desde = Number(f.r_desde);
  const hasta = Number(f.r_hasta);
  if (f.r_estado !== 'A') throw new DocumentoNoConstruible(MENSAJES_FE.resolucionInactiva);
  if (consecutivo < desde || consecutivo > hasta) throw new DocumentoNoConstruible(MENSAJES_FE.fueraDeRango(consecutivo, desde, hasta));
  if (fecha < f.r_inicio! || fecha > f.r_fin!) throw new DocumentoNoConstruible(MENSAJES_FE.resolucionVencida(f.r_inicio!, f.r_fin!));
  if (!f.r_clave) throw new DocumentoNoConstruible(MENSAJES_FE.sinClaveTecnica);
  const config = await configuracionFe(conn, f.negocio_id);
  if (!config) throw new DocumentoNoConstruible(MENSAJES_FE.sinConfiguracion);
  const nit = f.nit ?? f.negocio_nit;
  if (!nit) throw new DocumentoNoConstruible(MENSAJES_FE.sinNit);

  const lineas = await lineasConImpuestos(conn, f.venta_id);
  const pagos = await filas<{ codigo_dian: string; tipo: string }>(
    conn,
    sql`SELECT m.codigo_dian, m.tipo FROM ventas_pagos vp JOIN medios_pago m ON m.id = vp.medio_pago_id WHERE vp.venta_id = ${f.venta_id} ORDER BY vp.valor DESC, vp.id`,
  );

  const lineasDoc: LineaDocumento[] = lineas.map((l) => ({
    codigo: l.codigo,
    descripcion: l.descripcion,
    cantidad: l.cantidad,
    unidad: l.unidad,
    precio: l.cantidad > 0 ? Math.trunc((l.base * 1000) / l.cantidad) : l.base,
    base: l.base,
    impuestos: l.impuestos,
  }));

  const tipoCliente = f.c_tipo_id ?? 13;
  const identificacion = f.c_identificacion
    ? tipoCliente === 31
      ? `${sinDigitoVerificacion(f.c_identificacion)}-${digitoVerificacion(f.c_identificacion)}`
      : f.c_identificacion
    : '222222222222';
  const doc: FacturaUbl = {
    tipo: 'factura',
    tipoFactura: f.contingencia ? '03' : '01',
    ambiente: config.ambiente,
    prefijo: f.prefijo,
    consecutivo,
    fecha,
    hora,
    software: { id: config.softwareId, pin: config.softwarePin, proveedorNit: config.proveedorNit },
    emisor: {
      tipoIdentificacion: '31',
      identificacion: `${sinDigitoVerificacion(nit)}-${digitoVerificacion(nit)}`,
      nombre: f.razon_social,
      tipoPersona: '1',
      direccion: f.direccion,
      ciudad: f.ciudad,
      telefono: f.telefono,
    },
    adquiriente: {
      tipoIdentificacion: f.c_identificacion ? String(tipoCliente) : '13',
      identificacion,
      nombre: f.c_nombre ?? 'Consumidor final',
      tipoPersona: tipoCliente === 31 ? '1' : '2',
      direccion: f.c_direccion,
      correo: f.c_correo,
      telefono: f.c_telefono,
    },
    lineas: lineasDoc,
    medioPago: pagos[0]?.codigo_dian || '10',
    formaPago: pagos.some((p) => p.tipo === 'CREDITO') ? '2' : '1',
    resolucion: {
      numero: f.r_numero,
      prefijo: f.r_prefijo ?? f.prefijo,
      desde,
      hasta,
      fechaInicio: f.r_inicio!,
      fechaFin: f.r_fin!,
      claveTecnica: f.r_clave,
    },
  };
  return { doc, negocioId: f.negocio_id };
}
