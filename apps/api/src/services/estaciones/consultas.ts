import { sql } from 'drizzle-orm';
import type { TAforo, TBodega, TBodegaDetalle, TIslaConfiguracion } from '@eds/contracts/estacion';
import type { TPaginacionQuery } from '@eds/contracts/paginacion';
import { fila, filas, type Conn } from '../../db/client';
import { paginar, textoInstante } from '../../lib/paginar';

const COLUMNAS_BODEGA = sql`b.id, b.empresa_id, b.codigo, b.descripcion, b.tipo, b.producto_id, p.descripcion AS producto, p.combustible_id,
  b.capacidad::float8 AS capacidad, b.volumen_minimo::float8 AS volumen_minimo, b.altura_mm::float8 AS altura_mm, b.estado,
  (SELECT e.cantidad::float8 FROM existencias e WHERE e.bodega_id = b.id AND e.producto_id = b.producto_id) AS saldo,
  t.volumen::float8 AS volumen_medido, t.volumen_agua::float8 AS nivel_agua, t.altura_mm::float8 AS altura_medida,
  ${textoInstante(sql`t.fecha`)} AS ultima_lectura,
  (b.tipo = 'TANQUE' AND t.volumen IS NOT NULL AND b.volumen_minimo IS NOT NULL AND t.volumen < b.volumen_minimo) AS secado`;

const DESDE_BODEGA = sql`FROM bodegas b LEFT JOIN productos p ON p.id = b.producto_id LEFT JOIN tanques_estado t ON t.bodega_id = b.id`;

/** Active warehouses of a station; tanks with their stock, last dip and the dry-tank flag. */
export async function bodegasDeEstacion(conn: Conn, empresaId: number, pagina: TPaginacionQuery) {
  return paginar<TBodega>(
    conn,
    {
      columnas: COLUMNAS_BODEGA,
      origen: sql`${DESDE_BODEGA} WHERE b.empresa_id = ${empresaId} AND b.estado = 'A'`,
      orden: sql`b.tipo DESC, b.codigo, b.id`,
    },
    pagina,
  );
}

/** One warehouse with its chart in force and its stock per product. */
export async function bodegaConDetalle(conn: Conn, bodegaId: number): Promise<TBodegaDetalle | undefined> {
  const b = await fila<TBodega>(conn, sql`SELECT ${COLUMNAS_BODEGA} ${DESDE_BODEGA} WHERE b.id = ${bodegaId}`);
  if (!b) return undefined;
  const aforo = await fila<TAforo>(
    conn,
    sql`SELECT id, ${textoInstante(sql`vigente_desde`)} AS vigente_desde, puntos FROM aforos WHERE bodega_id = ${bodegaId} AND vigente_desde <= now() ORDER BY vigente_desde DESC, id DESC LIMIT 1`,
  );
  const existencias = await filas<TBodegaDetalle['existencias'][number]>(
    conn,
    sql`SELECT e.producto_id, p.codigo, p.descripcion, e.cantidad::float8 AS cantidad, e.costo_promedio::float8 AS costo_promedio,
               ${textoInstante(sql`e.actualizado_en`)} AS actualizado_en
          FROM existencias e JOIN productos p ON p.id = e.producto_id WHERE e.bodega_id = ${bodegaId} ORDER BY p.descripcion`,
  );
  return { ...b, aforo: aforo ?? null, existencias };
}

interface FilaManguera {
  isla_id: number;
  surtidor_id: number;
  numero: number;
  marca: string | null;
  modelo: string | null;
  serial: string | null;
  protocolo: string | null;
  direccion: number;
  caras: number;
  surtidor_estado: 'A' | 'I';
  manguera_id: number | null;
  manguera_numero: number | null;
  cara: number | null;
  producto_id: number | null;
  producto: string | null;
  combustible_id: number | null;
  bodega_id: number | null;
  bodega: string | null;
  manguera_estado: 'A' | 'I' | null;
}

type IslaSola = Omit<TIslaConfiguracion, 'surtidores'>;

/** The pumps and hoses of the given islands, nested under them in the islands' order. */
async function armarIslas(conn: Conn, islas: IslaSola[]): Promise<TIslaConfiguracion[]> {
  if (islas.length === 0) return [];
  const r = await filas<FilaManguera>(
    conn,
    sql`SELECT s.isla_id, s.id AS surtidor_id, s.numero, s.marca, s.modelo, s.serial, s.protocolo, s.direccion, s.caras, s.estado AS surtidor_estado,
               m.id AS manguera_id, m.numero AS manguera_numero, m.cara, m.producto_id, p.descripcion AS producto, p.combustible_id,
               m.bodega_id, b.descripcion AS bodega, m.estado AS manguera_estado
          FROM surtidores s
          LEFT JOIN mangueras m ON m.surtidor_id = s.id
          LEFT JOIN productos p ON p.id = m.producto_id
          LEFT JOIN bodegas b ON b.id = m.bodega_id
         WHERE s.isla_id = ANY(${`{${islas.map((i) => i.islas_id).join(',')}}`}::int[])
         ORDER BY s.numero, m.cara, m.numero`,
  );
  const salida = islas.map((i): TIslaConfiguracion => ({ ...i, surtidores: [] }));
  const porIsla = new Map(salida.map((i) => [i.islas_id, i]));
  const surtidores = new Map<number, TIslaConfiguracion['surtidores'][number]>();
  for (const f of r) {
    let surtidor = surtidores.get(f.surtidor_id);
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
      surtidores.set(f.surtidor_id, surtidor);
      porIsla.get(f.isla_id)!.surtidores.push(surtidor);
    }
    if (f.manguera_id === null) continue;
    // A hose's product and tank are required references: present whenever the hose is.
    surtidor.mangueras.push({
      id: f.manguera_id,
      numero: f.manguera_numero!,
      cara: f.cara!,
      producto_id: f.producto_id!,
      producto: f.producto!,
      combustible_id: f.combustible_id,
      bodega_id: f.bodega_id!,
      bodega: f.bodega!,
      estado: f.manguera_estado!,
    });
  }
  return salida;
}

const COLUMNAS_ISLA = sql`i.id AS islas_id, i.codigo, i.descripcion, i.estado`;

/** The forecourt of a station (surtidor/configuracion-eds): one page of islands → pumps → hoses with their fuel and tank. */
export async function configuracionEds(conn: Conn, empresaId: number, pagina: TPaginacionQuery) {
  const { filas: islas, total } = await paginar<IslaSola>(
    conn,
    { columnas: COLUMNAS_ISLA, origen: sql`FROM islas i WHERE i.empresa_id = ${empresaId}`, orden: sql`i.codigo, i.id` },
    pagina,
  );
  return { filas: await armarIslas(conn, islas), total };
}

/** The whole forecourt of a station (a POS device's own configuration). */
export async function configuracionEdsCompleta(conn: Conn, empresaId: number): Promise<TIslaConfiguracion[]> {
  return armarIslas(
    conn,
    await filas<IslaSola>(conn, sql`SELECT ${COLUMNAS_ISLA} FROM islas i WHERE i.empresa_id = ${empresaId} ORDER BY i.codigo, i.id`),
  );
}
