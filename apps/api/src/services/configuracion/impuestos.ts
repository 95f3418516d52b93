import { sql } from 'drizzle-orm';
import { MENSAJES_CATALOGO } from '@eds/contracts/configuracion/catalogo';
import {
  MENSAJES_IMPUESTO as M,
  type CAMPOS_ORDEN_IMPUESTO,
  type TImpuesto,
  type TImpuestoEdicion,
  type TImpuestoGuardar,
  type TVersionImpuesto,
} from '@eds/contracts/configuracion/impuestos';
import { filas, fila, type Conn } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { catalogoSimple, codigoRepetido, conCodigoUnico, errorCampo } from './catalogo-simple';

/**
 * Taxes of a business (SCREENS.md G11). A tax is its code; its rows are versions of the rate, each in force from its
 * vigente_desde. The list shows the latest version of each code. Editing the rate (% or $, value, included in the
 * price) writes a new version from a later date and links it to the products of the previous one, so a sale takes
 * the rate in force on its day and the sales already made keep theirs. Name, DIAN code and state belong to the tax:
 * they change on every version.
 */
const ULTIMA = sql`NOT EXISTS (SELECT 1 FROM impuestos n WHERE n.negocio_id = c.negocio_id AND n.codigo = c.codigo
  AND (n.vigente_desde, n.id) > (c.vigente_desde, c.id))`;
const DEL_CODIGO = sql`(SELECT v.id FROM impuestos v WHERE v.negocio_id = c.negocio_id AND v.codigo = c.codigo)`;

const base = catalogoSimple<TImpuesto, TImpuestoGuardar, (typeof CAMPOS_ORDEN_IMPUESTO)[number]>({
  tabla: 'impuestos',
  columnas: sql`c.codigo_dian, c.porcentaje_valor, c.impuesto_valor::float8 AS impuesto_valor, c.incluido_precio,
    c.vigente_desde::text AS vigente_desde,
    (SELECT count(*)::int FROM impuestos v WHERE v.negocio_id = c.negocio_id AND v.codigo = c.codigo) AS versiones`,
  enUso: sql`EXISTS (SELECT 1 FROM productos_impuestos pi WHERE pi.impuesto_id IN ${DEL_CODIGO})`,
  visibles: (negocioId) => sql`c.negocio_id = ${negocioId} AND ${ULTIMA}`,
  orden: {
    codigo: sql`c.codigo`,
    descripcion: sql`c.descripcion`,
    estado: sql`c.estado`,
    codigo_dian: sql`c.codigo_dian`,
    impuesto_valor: sql`c.impuesto_valor`,
    vigente_desde: sql`c.vigente_desde`,
  },
  buscarEn: [sql`c.codigo_dian`],
  valores: (d) => ({
    codigo: d.codigo,
    descripcion: d.descripcion,
    codigo_dian: d.codigo_dian,
    porcentaje_valor: d.porcentaje_valor,
    impuesto_valor: d.impuesto_valor,
    incluido_precio: d.incluido_precio,
    vigente_desde: d.vigente_desde,
  }),
});

/** Any version of another tax with the code. */
async function exigirCodigoLibre(conn: Conn, negocioId: number, codigo: string, salvoCodigo?: string): Promise<void> {
  if (codigo === salvoCodigo) return;
  const otra = await fila<{ id: number }>(
    conn,
    sql`SELECT id FROM impuestos WHERE negocio_id = ${negocioId} AND codigo = ${codigo} LIMIT 1`,
  );
  if (otra) throw codigoRepetido();
}

export const impuestos = {
  listar: base.listar,
  obtener: base.obtener,

  async crear(conn: Conn, negocioId: number, d: TImpuestoGuardar): Promise<number> {
    await exigirCodigoLibre(conn, negocioId, d.codigo);
    return base.crear(conn, negocioId, d);
  },

  /**
   * Edits the tax. A new rate is a new version: it must start after the version it follows; a date not after it
   * with the same rate only corrects the name or the DIAN code. Answers whether a version was written.
   */
  async editar(conn: Conn, negocioId: number, d: TImpuestoEdicion): Promise<{ nuevaVersion: boolean }> {
    const actual = await base.propia(conn, negocioId, d.id);
    // Lock every version of the code: two editions of the same tax run one after the other.
    await conn.execute(sql`SELECT 1 FROM impuestos WHERE negocio_id = ${negocioId} AND codigo = ${actual.codigo} FOR UPDATE`);
    await exigirCodigoLibre(conn, negocioId, d.codigo, actual.codigo);
    const tarifaCambia =
      actual.porcentaje_valor !== d.porcentaje_valor ||
      actual.impuesto_valor !== d.impuesto_valor ||
      actual.incluido_precio !== d.incluido_precio;
    if (tarifaCambia && d.vigente_desde <= actual.vigente_desde) throw errorCampo('vigente_desde', M.vigenciaPosterior);
    await conCodigoUnico(() =>
      conn.execute(sql`UPDATE impuestos SET codigo = ${d.codigo}, descripcion = ${d.descripcion}, codigo_dian = ${d.codigo_dian}
                        WHERE negocio_id = ${negocioId} AND codigo = ${actual.codigo}`),
    );
    if (!tarifaCambia) {
      if (d.vigente_desde !== actual.vigente_desde) throw errorCampo('vigente_desde', M.vigenciaPosterior);
      return { nuevaVersion: false };
    }
    const nueva = await fila<{ id: number }>(
      conn,
      sql`INSERT INTO impuestos (negocio_id, codigo, descripcion, codigo_dian, porcentaje_valor, impuesto_valor, incluido_precio, vigente_desde, estado)
          VALUES (${negocioId}, ${d.codigo}, ${d.descripcion}, ${d.codigo_dian}, ${d.porcentaje_valor}, ${d.impuesto_valor},
                  ${d.incluido_precio}, ${d.vigente_desde}, ${actual.estado}) RETURNING id`,
    );
    // The products of the tax take the new version from its date on.
    await conn.execute(sql`INSERT INTO productos_impuestos (producto_id, impuesto_id)
                           SELECT producto_id, ${nueva!.id} FROM productos_impuestos WHERE impuesto_id = ${actual.id}
                           ON CONFLICT DO NOTHING`);
    return { nuevaVersion: true };
  },

  async cambiarEstado(conn: Conn, negocioId: number, id: number, estado: 'A' | 'I'): Promise<void> {
    const actual = await base.propia(conn, negocioId, id);
    await conn.execute(sql`UPDATE impuestos SET estado = ${estado} WHERE negocio_id = ${negocioId} AND codigo = ${actual.codigo}`);
  },

  async eliminar(conn: Conn, negocioId: number, id: number): Promise<void> {
    const actual = await base.propia(conn, negocioId, id);
    if (actual.en_uso) throw badRequest(MENSAJES_CATALOGO.enUso);
    await conn.execute(sql`DELETE FROM impuestos WHERE negocio_id = ${negocioId} AND codigo = ${actual.codigo}`);
  },

  /** Every version of the tax, newest first. */
  async versiones(conn: Conn, negocioId: number, id: number): Promise<TVersionImpuesto[]> {
    const actual = await base.obtener(conn, negocioId, id);
    return filas<TVersionImpuesto>(
      conn,
      sql`SELECT id, porcentaje_valor, impuesto_valor::float8 AS impuesto_valor, incluido_precio, vigente_desde::text AS vigente_desde
            FROM impuestos WHERE negocio_id = ${negocioId} AND codigo = ${actual.codigo}
           ORDER BY vigente_desde DESC, id DESC LIMIT 500`,
    );
  },
};
