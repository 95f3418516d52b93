import { sql } from 'drizzle-orm';
import { filaPreparada, type Conn } from '../../db/client';
import { minutosDeInicio } from '../empresa/ciclo';
import { dinero } from '../../lib/decimal';
import type { AlcancePromocion } from '@eds/contracts/descuentos-motor';

/** What checking a batch of sales needs to know about the station, loaded once per batch. */
export interface CatalogoVentas {
  empresaId: number;
  negocioId: number;
  /** Start of the station's business-day cycle, minutes after midnight. */
  inicioCicloMin: number;
  /** uuids of the batch the station already stored (duplicates, whatever they carry now). */
  yaGuardadas: Set<string>;
  productos: Map<number, ProductoCatalogo>;
  /** Versions of each tax code, newest first. */
  impuestos: Map<string, ImpuestoVersion[]>;
  medios: Map<number, MedioCatalogo>;
  mangueras: Map<number, { productoId: number; bodegaId: number; islaId: number }>;
  promotores: Set<number>;
  turnos: Map<string, { id: number; islaId: number }>;
  clientes: Set<number>;
  vehiculos: Map<string, { id: number; clienteId: number | null; flotaId: number | null }>;
  cupos: Map<number, CupoCatalogo[]>;
  resoluciones: Map<string, ResolucionCatalogo[]>;
  tanques: Map<number, number>;
  bodegaPorTipo: Map<string, number>;
  /** Average cost (cents) by `bodega|producto`. */
  costos: Map<string, number>;
  /** The promotions the batch names, with what each reaches (its products, its product group's members). */
  promociones: Map<number, AlcancePromocion>;
  /** Manual-discount reasons the batch names, with the highest % (text) each profile may grant. */
  descuentosManuales: Map<number, { codigo: string; limites: Map<number, string> }>;
  /** Profiles of the users of the promoters the batch names with a manual discount. */
  perfilesPromotor: Map<number, number[]>;
}

export interface ProductoCatalogo {
  id: number;
  tipoProductoId: number;
  tiposNegocio: string[];
  /** Codes of the taxes the product carries. */
  codigosImpuesto: string[];
  /** UN/ECE code of the product's unit (GLL, 94…): the unit its per-unit taxes are charged on. */
  unidadDian: string;
  /** Fuel kind (27–33; 30 GNV) of a fuel, else null. */
  combustibleId: number | null;
}

export interface ImpuestoVersion {
  codigoDian: string;
  porcentajeValor: '%' | '$';
  valor: string;
  vigenteDesde: string;
}

export interface MedioCatalogo {
  id: number;
  descripcion: string;
  tipo: string;
  requiereCliente: boolean;
}

export interface CupoCatalogo {
  id: number;
  tipo: string;
  flotaId: number | null;
  vehiculoId: number | null;
}

export interface ResolucionCatalogo {
  id: number;
  numero: string;
  desde: number;
  hasta: number;
  tiposNegocio: string[];
  /** Devices that may number in it; empty = every device of the station (SCREENS.md G17, Equipos). */
  equipos: number[];
}

export interface ReferenciasLote {
  productos: Set<number>;
  turnos: Set<string>;
  clientes: Set<number>;
  placas: Set<string>;
  promociones: Set<number>;
  /** Manual-discount reasons and the promoters who gave them (only sales that carry one). */
  motivosDescuento?: Set<number>;
  promotoresDescuento?: Set<number>;
}

const enteros = (ids: Iterable<number>) => `{${[...ids].join(',')}}`;
const textos = (v: Iterable<string>) => JSON.stringify([...v]);

interface FilasCatalogo {
  ya_guardadas: string[] | null;
  productos:
    | {
        id: number;
        tipo_producto_id: number;
        tipos_negocio: string[];
        codigos: string[] | null;
        unidad_dian: string | null;
        combustible_id: number | null;
      }[]
    | null;
  impuestos: { codigo: string; codigo_dian: string; porcentaje_valor: '%' | '$'; impuesto_valor: string; vigente_desde: string }[] | null;
  medios: { id: number; descripcion: string; tipo: string; requiere_cliente: boolean }[] | null;
  mangueras: { id: number; producto_id: number; bodega_id: number; isla_id: number }[] | null;
  promotores: number[] | null;
  turnos: { id: number; uuid: string; isla_id: number }[] | null;
  clientes: number[] | null;
  vehiculos: { id: number; placa: string; cliente_id: number | null; flota_id: number | null }[] | null;
  cupos: { id: number; cliente_id: number; tipo: string; flota_id: number | null; vehiculo_id: number | null }[] | null;
  resoluciones:
    | { id: number; prefijo: string; numero: string; desde: number; hasta: number; tipos_negocio: string[]; equipos: number[] | null }[]
    | null;
  bodegas: { id: number; tipo: string; producto_id: number | null }[] | null;
  costos: { bodega_id: number; producto_id: number; costo_promedio: string }[] | null;
  promociones: { id: number; productos: number[] | null; grupo: number[] | null; con_grupo: boolean }[] | null;
  descuentos_manuales: { id: number; codigo: string; limites: { perfil_id: number; porcentaje: string }[] | null }[] | null;
  perfiles_promotor: { id: number; perfiles: number[] }[] | null;
  inicio_ciclo: string | null;
}

/**
 * Everything checking a batch needs, in one statement (one round trip, a prepared statement): which of its uuids
 * the station already stored, and the catalogue, each part a JSON column. Numeric amounts travel as text, so they
 * stay exact.
 *
 * A batch's uuids (and its shifts' and plates') are looked up one by one in the unique index (a LATERAL … LIMIT 1 cannot be
 * turned into a join): a semi-join let the planner scan every uuid the station ever stored when its statistics
 * lagged behind the ledger's growth, a cost that grew with the station's history (docs/decisions/058).
 */
export async function cargarCatalogoVentas(
  conn: Conn,
  empresaId: number,
  negocioId: number,
  refs: ReferenciasLote,
  uuids: readonly string[] = [],
): Promise<CatalogoVentas> {
  const productosRef = enteros(refs.productos);
  const clientesRef = enteros(refs.clientes);
  const r = (await filaPreparada<FilasCatalogo>(
    conn,
    sql`SELECT
          (SELECT json_agg(x.u) FROM jsonb_array_elements_text(${JSON.stringify(uuids)}::jsonb) AS x(u)
             CROSS JOIN LATERAL (SELECT 1 FROM ventas_uuid WHERE empresa_id = ${empresaId} AND uuid = x.u::uuid LIMIT 1) e) AS ya_guardadas,
          (SELECT json_agg(x) FROM (
             SELECT p.id, p.tipo_producto_id, p.tipos_negocio, p.combustible_id, array_agg(DISTINCT i.codigo) FILTER (WHERE i.codigo IS NOT NULL) AS codigos,
                    (SELECT un.codigo_dian FROM unidades un WHERE un.id = p.unidad_id) AS unidad_dian
               FROM productos p
               LEFT JOIN productos_impuestos pi ON pi.producto_id = p.id
               LEFT JOIN impuestos i ON i.id = pi.impuesto_id
              WHERE p.negocio_id = ${negocioId} AND p.id = ANY(${productosRef}::int[])
              GROUP BY p.id) x) AS productos,
          (SELECT json_agg(x ORDER BY x.codigo, x.vigente_desde DESC) FROM (
             SELECT codigo, codigo_dian, porcentaje_valor, impuesto_valor::text AS impuesto_valor, vigente_desde::text AS vigente_desde FROM impuestos
              WHERE negocio_id = ${negocioId} AND estado = 'A') x) AS impuestos,
          (SELECT json_agg(x) FROM (SELECT id, descripcion, tipo, requiere_cliente FROM medios_pago WHERE negocio_id = ${negocioId}) x) AS medios,
          (SELECT json_agg(x) FROM (
             SELECT m.id, m.producto_id, m.bodega_id, s.isla_id FROM mangueras m JOIN surtidores s ON s.id = m.surtidor_id WHERE m.empresa_id = ${empresaId}) x) AS mangueras,
          (SELECT json_agg(id) FROM promotores WHERE empresa_id = ${empresaId}) AS promotores,
          (SELECT json_agg(x) FROM (
             SELECT t.id, t.uuid, t.isla_id FROM jsonb_array_elements_text(${textos(refs.turnos)}::jsonb) AS r(u)
              CROSS JOIN LATERAL (SELECT id, uuid, isla_id FROM turnos WHERE empresa_id = ${empresaId} AND uuid = r.u::uuid LIMIT 1) t) x) AS turnos,
          (SELECT json_agg(id) FROM clientes WHERE negocio_id = ${negocioId} AND id = ANY(${clientesRef}::int[])) AS clientes,
          (SELECT json_agg(x) FROM (
             SELECT v.id, v.placa, coalesce(v.cliente_id, f.cliente_id) AS cliente_id, v.flota_id
               FROM jsonb_array_elements_text(${textos(refs.placas)}::jsonb) AS r(placa)
              CROSS JOIN LATERAL (SELECT id, placa, cliente_id, flota_id FROM vehiculos WHERE negocio_id = ${negocioId} AND placa = r.placa LIMIT 1) v
               LEFT JOIN flotas f ON f.id = v.flota_id) x) AS vehiculos,
          (SELECT json_agg(x) FROM (
             SELECT id, cliente_id, tipo, flota_id, vehiculo_id FROM cupos WHERE estado = 'A' AND cliente_id = ANY(${clientesRef}::int[])) x) AS cupos,
          (SELECT json_agg(x ORDER BY x.estado, x.id DESC) FROM (
             SELECT id, prefijo, numero, desde, hasta, tipos_negocio, equipos, estado FROM resoluciones WHERE empresa_id = ${empresaId}) x) AS resoluciones,
          (SELECT json_agg(x ORDER BY x.id) FROM (SELECT id, tipo, producto_id FROM bodegas WHERE empresa_id = ${empresaId} AND estado = 'A') x) AS bodegas,
          (SELECT json_agg(x) FROM (
             SELECT bodega_id, producto_id, costo_promedio::text AS costo_promedio FROM existencias
              WHERE empresa_id = ${empresaId} AND producto_id = ANY(${productosRef}::int[])) x) AS costos,
          (SELECT json_agg(x) FROM (
             SELECT p.id, (SELECT array_agg(pp.producto_id) FROM promociones_productos pp WHERE pp.promocion_id = p.id) AS productos,
                    p.grupo_id IS NOT NULL AS con_grupo,
                    (SELECT array_agg(gm.miembro_id) FROM grupos g JOIN grupos_miembros gm ON gm.grupo_id = g.id
                      WHERE g.id = p.grupo_id AND g.estado = 'A' AND g.tipo = 'PRODUCTOS') AS grupo
               FROM promociones p WHERE p.negocio_id = ${negocioId} AND p.id = ANY(${enteros(refs.promociones)}::int[])) x) AS promociones,
          (SELECT json_agg(x) FROM (
             SELECT dm.id, dm.codigo,
                    (SELECT json_agg(json_build_object('perfil_id', mp.perfil_id, 'porcentaje', mp.porcentaje_maximo::text))
                       FROM descuentos_manuales_perfiles mp WHERE mp.descuento_manual_id = dm.id) AS limites
               FROM descuentos_manuales dm
              WHERE dm.negocio_id = ${negocioId} AND dm.estado = 'A' AND dm.id = ANY(${enteros(refs.motivosDescuento ?? [])}::int[])) x) AS descuentos_manuales,
          (SELECT json_agg(x) FROM (
             SELECT pr.id, array_agg(DISTINCT up.perfiles_id) AS perfiles FROM promotores pr
               JOIN usuarios u ON u.personas_id = pr.persona_id AND u.estado = 'A'
               JOIN usuarios_perfiles up ON up.usuarios_id = u.id
              WHERE pr.empresa_id = ${empresaId} AND pr.id = ANY(${enteros(refs.promotoresDescuento ?? [])}::int[])
              GROUP BY pr.id) x) AS perfiles_promotor,
          (SELECT atributos ->> 'inicio_ciclo' FROM empresas WHERE id = ${empresaId}) AS inicio_ciclo`,
  ))!;
  const productos = r.productos ?? [];
  const impuestos = r.impuestos ?? [];
  const medios = r.medios ?? [];
  const mangueras = r.mangueras ?? [];
  const promotores = r.promotores ?? [];
  const turnos = r.turnos ?? [];
  const clientes = r.clientes ?? [];
  const vehiculos = r.vehiculos ?? [];
  const cupos = r.cupos ?? [];
  const resoluciones = r.resoluciones ?? [];
  const bodegas = r.bodegas ?? [];
  const costos = r.costos ?? [];
  const promociones = r.promociones ?? [];

  const impuestosPorCodigo = new Map<string, ImpuestoVersion[]>();
  for (const i of impuestos) {
    const lista = impuestosPorCodigo.get(i.codigo) ?? [];
    lista.push({ codigoDian: i.codigo_dian, porcentajeValor: i.porcentaje_valor, valor: i.impuesto_valor, vigenteDesde: i.vigente_desde });
    impuestosPorCodigo.set(i.codigo, lista);
  }
  const cuposPorCliente = new Map<number, CupoCatalogo[]>();
  for (const c of cupos) {
    const lista = cuposPorCliente.get(c.cliente_id) ?? [];
    lista.push({ id: c.id, tipo: c.tipo, flotaId: c.flota_id, vehiculoId: c.vehiculo_id });
    cuposPorCliente.set(c.cliente_id, lista);
  }
  const resolucionesPorPrefijo = new Map<string, ResolucionCatalogo[]>();
  for (const r of resoluciones) {
    const lista = resolucionesPorPrefijo.get(r.prefijo) ?? [];
    lista.push({
      id: r.id,
      numero: r.numero,
      desde: Number(r.desde),
      hasta: Number(r.hasta),
      tiposNegocio: r.tipos_negocio,
      equipos: r.equipos ?? [],
    });
    resolucionesPorPrefijo.set(r.prefijo, lista);
  }
  const tanques = new Map<number, number>();
  const bodegaPorTipo = new Map<string, number>();
  for (const b of bodegas) {
    if (b.tipo === 'TANQUE' && b.producto_id !== null && !tanques.has(b.producto_id)) tanques.set(b.producto_id, b.id);
    if (b.tipo !== 'TANQUE' && !bodegaPorTipo.has(b.tipo)) bodegaPorTipo.set(b.tipo, b.id);
  }

  return {
    empresaId,
    negocioId,
    inicioCicloMin: minutosDeInicio(r.inicio_ciclo),
    yaGuardadas: new Set(r.ya_guardadas ?? []),
    productos: new Map(
      productos.map((p) => [
        p.id,
        {
          id: p.id,
          tipoProductoId: p.tipo_producto_id,
          tiposNegocio: p.tipos_negocio,
          codigosImpuesto: p.codigos ?? [],
          unidadDian: p.unidad_dian ?? '94',
          combustibleId: p.combustible_id ?? null,
        },
      ]),
    ),
    impuestos: impuestosPorCodigo,
    medios: new Map(medios.map((m) => [m.id, { id: m.id, descripcion: m.descripcion, tipo: m.tipo, requiereCliente: m.requiere_cliente }])),
    mangueras: new Map(mangueras.map((m) => [m.id, { productoId: m.producto_id, bodegaId: m.bodega_id, islaId: m.isla_id }])),
    promotores: new Set(promotores),
    turnos: new Map(turnos.map((t) => [t.uuid, { id: Number(t.id), islaId: t.isla_id }])),
    clientes: new Set(clientes),
    vehiculos: new Map(vehiculos.map((v) => [v.placa, { id: v.id, clienteId: v.cliente_id, flotaId: v.flota_id }])),
    cupos: cuposPorCliente,
    resoluciones: resolucionesPorPrefijo,
    tanques,
    bodegaPorTipo,
    costos: new Map(costos.map((c) => [`${c.bodega_id}|${c.producto_id}`, dinero(c.costo_promedio)])),
    promociones: new Map(promociones.map((p) => [p.id, { productos: p.productos ?? [], grupo: p.con_grupo ? (p.grupo ?? []) : null }])),
    descuentosManuales: new Map(
      (r.descuentos_manuales ?? []).map((d) => [
        d.id,
        { codigo: d.codigo, limites: new Map((d.limites ?? []).map((l) => [l.perfil_id, l.porcentaje])) },
      ]),
    ),
    perfilesPromotor: new Map((r.perfiles_promotor ?? []).map((p) => [p.id, p.perfiles])),
  };
}
