import { randomInt } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { diaOperativo } from '@eds/contracts/dia-operativo';
import {
  MENSAJES_CARTERA as M,
  type EstadoBono,
  type TBono,
  type TRespuestaRedencion,
  type ZBonoGenerarForm,
  type ZBonosQuery,
} from '@eds/contracts/cartera';
import type { z } from 'zod';
import { fila, filas, type Conn } from '../../db/client';
import { AppError, badRequest } from '../../lib/errors';
import { paginar } from '../../lib/paginar';
import { coincide } from '../../lib/busqueda';
import { inicioCicloDe } from '../empresa/ciclo';
import type { EquipoAutenticado } from '../equipos/autenticacion';

/**
 * Vouchers (SCREENS.md G20 Bono, docs/decisions/073): a series of unique codes of one value and validity. EMITIDO →
 * REDIMIDO once (a conditional UPDATE: of two stations redeeming one code at once, one changes the row, the other finds
 * it REDIMIDO), ANULADO with letter N; an EMITIDO voucher past its validity reads VENCIDO and is refused at the pump.
 */

/** Code alphabet without look-alikes (0/O, 1/I). */
const ALFABETO = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const LARGO_CODIGO = 10;
const codigoAleatorio = (serie: string) =>
  `${serie}-${Array.from({ length: LARGO_CODIGO }, () => ALFABETO[randomInt(ALFABETO.length)]).join('')}`;

/** The state a reader sees: an EMITIDO voucher past its validity is VENCIDO. */
const estadoVisible = (hoy: string) => sql`CASE WHEN b.estado = 'EMITIDO' AND b.vigencia < ${hoy}::date THEN 'VENCIDO' ELSE b.estado END`;

type TBonoGenerar = z.output<typeof ZBonoGenerarForm>;

export async function generarBonos(
  conn: Conn,
  negocioId: number,
  usuarioId: number,
  hoy: string,
  g: TBonoGenerar,
): Promise<{ serie: string; cantidad: number }> {
  const serie = g.serie.toUpperCase();
  if (g.vigencia < hoy) throw badRequest(M.vigenciaPasada, [{ campo: 'vigencia', mensaje: M.vigenciaPasada }]);
  await conn.execute(sql`SELECT pg_advisory_xact_lock(hashtext('bonos'), ${negocioId})`);
  if (await fila(conn, sql`SELECT 1 FROM bonos WHERE negocio_id = ${negocioId} AND serie = ${serie} LIMIT 1`)) {
    throw badRequest(M.serieExiste, [{ campo: 'serie', mensaje: M.serieExiste }]);
  }
  let faltan = g.cantidad;
  // A drawn code already taken (of 32^10) is drawn again: the unique key decides.
  while (faltan > 0) {
    const codigos = new Set<string>();
    while (codigos.size < faltan) codigos.add(codigoAleatorio(serie));
    const creados = await filas<{ id: number }>(
      conn,
      sql`INSERT INTO bonos (negocio_id, serie, codigo, valor, vigencia, usuario_id)
          SELECT ${negocioId}, ${serie}, x, ${g.valor}, ${g.vigencia}, ${usuarioId} FROM unnest(${`{${[...codigos].join(',')}}`}::text[]) AS x
          ON CONFLICT (negocio_id, codigo) DO NOTHING RETURNING id`,
    );
    faltan -= creados.length;
  }
  return { serie, cantidad: g.cantidad };
}

type TBonosQuery = z.output<typeof ZBonosQuery>;

export async function listarBonos(conn: Conn, negocioId: number, hoy: string, q: TBonosQuery): Promise<{ filas: TBono[]; total: number }> {
  const estado = estadoVisible(hoy);
  const c: SQL[] = [sql`b.negocio_id = ${negocioId}`];
  if (q.estado_bono) c.push(sql`${estado} = ${q.estado_bono}`);
  if (q.serie) c.push(sql`b.serie = ${q.serie.toUpperCase()}`);
  if (q.buscar) {
    const patron = `%${q.buscar.replace(/[\\%_]/g, (x) => `\\${x}`)}%`;
    c.push(sql`(${coincide(sql`b.codigo`, patron)} OR ${coincide(sql`b.serie`, patron)})`);
  }
  const campo = (x: string) =>
    x === 'estado' ? estado : x === 'vigencia' ? sql`b.vigencia` : x === 'serie' ? sql`b.serie` : sql`b.codigo`;
  const orden = q.orden?.length
    ? sql.join(
        q.orden.map((o) => sql`${campo(o.campo)} ${sql.raw(o.direccion)}`),
        sql`, `,
      )
    : sql`b.creado_en DESC`;
  return paginar<TBono>(
    conn,
    {
      columnas: sql`b.id, b.serie, b.codigo, b.valor::text AS valor, b.vigencia::text AS vigencia, ${estado} AS estado,
                    to_char(b.creado_en AT TIME ZONE 'America/Bogota', 'YYYY-MM-DD HH24:MI:SS') AS creado_en,
                    to_char(b.redimido_en AT TIME ZONE 'America/Bogota', 'YYYY-MM-DD HH24:MI:SS') AS redimido_en,
                    e.alias AS empresa_redencion`,
      origen: sql`FROM bonos b LEFT JOIN empresas e ON e.id = b.empresa_redencion_id WHERE ${sql.join(c, sql` AND `)}`,
      orden: sql`${orden}, b.id`,
    },
    q,
  );
}

/** Annuls an issued voucher of the business (letter N); a redeemed or annulled one stays as it is. */
export async function anularBono(conn: Conn, negocioId: number, id: number): Promise<void> {
  const b = await fila<{ estado: string }>(conn, sql`SELECT estado FROM bonos WHERE id = ${id} AND negocio_id = ${negocioId} FOR UPDATE`);
  if (!b) throw new AppError(404, M.bonoNoExiste);
  if (b.estado !== 'EMITIDO') throw badRequest(M.bonoNoAnulable);
  await conn.execute(sql`UPDATE bonos SET estado = 'ANULADO', anulado_en = now() WHERE id = ${id}`);
}

/**
 * POST /pos/v1/bonos/redimir: redeems the code once, for the device's station, at the station's business day. The
 * single conditional UPDATE is the whole decision: a concurrent redemption of the same code waits for the row and then
 * finds it no longer EMITIDO.
 */
export async function redimirBono(
  conn: Conn,
  equipo: EquipoAutenticado,
  codigo: string,
  referencia: string | undefined,
): Promise<TRespuestaRedencion> {
  const hoy = diaOperativo(new Date(), await inicioCicloDe(conn, equipo.empresaId));
  const cod = codigo.toUpperCase();
  const r = await fila<{ valor: string }>(
    conn,
    sql`UPDATE bonos SET estado = 'REDIMIDO', redimido_en = now(), empresa_redencion_id = ${equipo.empresaId},
                         equipo_redencion_id = ${equipo.id}, referencia_redencion = ${referencia ?? null}
         WHERE negocio_id = ${equipo.negocioId} AND codigo = ${cod} AND estado = 'EMITIDO' AND vigencia >= ${hoy}::date
         RETURNING valor::text AS valor`,
  );
  if (r) return { redimido: true, codigo: cod, valor: r.valor, estado: 'REDIMIDO', mensaje: M.bonoRedimido };
  const b = await fila<{ valor: string; estado: EstadoBono }>(
    conn,
    sql`SELECT b.valor::text AS valor, ${estadoVisible(hoy)} AS estado FROM bonos b WHERE b.negocio_id = ${equipo.negocioId} AND b.codigo = ${cod}`,
  );
  if (!b) throw new AppError(404, M.bonoNoExiste);
  const mensaje = b.estado === 'REDIMIDO' ? M.bonoYaRedimido : b.estado === 'ANULADO' ? M.bonoAnuladoPos : M.bonoVencido;
  throw badRequest(mensaje, [{ campo: 'codigo', mensaje }]);
}
