import { sql } from 'drizzle-orm';
import { fila, filas, type Conn } from '../../../db/client';

const COLUMNAS_BODEGA = sql`b.id, b.empresa_id, b.codigo, b.descripcion, b.tipo, b.producto_id, p.descripcion AS producto, p.combustible_id,
  b.capacidad, b.volumen_minimo, b.altura_mm, b.estado,
  (SELECT e.cantidad FROM existencias e WHERE e.bodega_id = b.id AND e.producto_id = b.producto_id) AS saldo,
  t.volumen AS volumen_medido, t.volumen_agua AS nivel_agua, t.altura_mm AS altura_medida, t.fecha AS ultima_lectura,
  (b.tipo = 'TANQUE' AND t.volumen IS NOT NULL AND b.volumen_minimo IS NOT NULL AND t.volumen < b.volumen_minimo) AS secado`;

const DESDE_BODEGA = sql`FROM bodegas b LEFT JOIN productos p ON p.id = b.producto_id LEFT JOIN tanques_estado t ON t.bodega_id = b.id`;

/** Active warehouses of a station; tanks with their stock, last dip and the dry-tank flag. */
export async function bodegasDeEstacion(conn: Conn, empresaId: number) {
  return filas(conn, sql`SELECT ${COLUMNAS_BODEGA} ${DESDE_BODEGA} WHERE b.empresa_id = ${empresaId} AND b.estado = 'A' ORDER BY b.tipo DESC, b.codigo`);
}

/** One warehouse with its chart in force and its stock per product. */
export async function bodegaConDetalle(conn: Conn, bodegaId: number) {
  const b = await fila<Record<string, unknown> & { empresa_id: number }>(conn, sql`SELECT ${COLUMNAS_BODEGA} ${DESDE_BODEGA} WHERE b.id = ${bodegaId}`);
  if (!b) return undefined;
  const aforo = await fila(
    conn,
    sql`SELECT id, vigente_desde, puntos FROM aforos WHERE bodega_id = ${bodegaId} AND vigente_desde <= now() ORDER BY vigente_desde DESC, id DESC LIMIT 1`,
  );
  const existencias = await filas(
    conn,
    sql`SELECT e.producto_id, p.codigo, p.descripcion, e.cantidad, e.costo_promedio, e.actualizado_en
          FROM existencias e JOIN productos p ON p.id = e.producto_id WHERE e.bodega_id = ${bodegaId} ORDER BY p.descripcion`,
  );
  return { ...b, aforo: aforo ?? null, existencias };
}

interface FilaMangueraConfig {
  isla_id: number;
  isla_codigo: string;
  isla_descripcion: string;
  isla_estado: string;
  surtidor_id: number | null;
  numero: number | null;
  marca: string | null;
  modelo: string | null;
  serial: string | null;
  protocolo: string | null;
  direccion: number | null;
  caras: number | null;
  surtidor_estado: string | null;
  manguera_id: number | null;
  manguera_numero: number | null;
  cara: number | null;
  producto_id: number | null;
  producto: string | null;
  combustible_id: number | null;
  bodega_id: number | null;
  bodega: string | null;
  manguera_estado: string | null;
}

/** The forecourt of a station (surtidor/configuracion-eds): islands → pumps → hoses with their fuel and tank. */
export async function configuracionEds(conn: Conn, empresaId: number) {
  const r = await filas<FilaMangueraConfig>(
    conn,
    sql`SELECT i.id AS isla_id, i.codigo AS isla_codigo, i.descripcion AS isla_descripcion, i.estado AS isla_estado,
               s.id AS surtidor_id, s.numero, s.marca, s.modelo, s.serial, s.protocolo, s.direccion, s.caras, s.estado AS surtidor_estado,
               m.id AS manguera_id, m.numero AS manguera_numero, m.cara, m.producto_id, p.descripcion AS producto, p.combustible_id,
               m.bodega_id, b.descripcion AS bodega, m.estado AS manguera_estado
          FROM islas i
          LEFT JOIN surtidores s ON s.isla_id = i.id
          LEFT JOIN mangueras m ON m.surtidor_id = s.id
          LEFT JOIN productos p ON p.id = m.producto_id
          LEFT JOIN bodegas b ON b.id = m.bodega_id
         WHERE i.empresa_id = ${empresaId}
         ORDER BY i.codigo, s.numero, m.cara, m.numero`,
  );
  const islas = new Map<number, { islas_id: number; codigo: string; descripcion: string; estado: string; surtidores: Map<number, Record<string, unknown> & { mangueras: unknown[] }> }>();
  for (const f of r) {
    let isla = islas.get(f.isla_id);
    if (!isla) {
      isla = { islas_id: f.isla_id, codigo: f.isla_codigo, descripcion: f.isla_descripcion, estado: f.isla_estado, surtidores: new Map() };
      islas.set(f.isla_id, isla);
    }
    if (f.surtidor_id === null) continue;
    let surtidor = isla.surtidores.get(f.surtidor_id);
    if (!surtidor) {
      surtidor = {
        id: f.surtidor_id,
        numero: f.numero,
        marca: f.marca,
        modelo: f.modelo,
        serial: f.serial,
        protocolo: f.protocolo,
        direccion: f.direccion,
        caras: f.caras,
        estado: f.surtidor_estado,
        mangueras: [],
      };
      isla.surtidores.set(f.surtidor_id, surtidor);
    }
    if (f.manguera_id === null) continue;
    surtidor.mangueras.push({
      id: f.manguera_id,
      numero: f.manguera_numero,
      cara: f.cara,
      producto_id: f.producto_id,
      producto: f.producto,
      combustible_id: f.combustible_id,
      bodega_id: f.bodega_id,
      bodega: f.bodega,
      estado: f.manguera_estado,
    });
  }
  return [...islas.values()].map((i) => ({ ...i, surtidores: [...i.surtidores.values()] }));
}
