import { sql } from 'drizzle-orm';
import { diaOperativo } from '@eds/contracts/dia-operativo';
import { MENSAJES_OPERACION as M } from '@eds/contracts/mensajes-operacion';
import type { TLecturaTanquePos } from '@eds/contracts/pos';
import { fila, filas, type Conn } from '../../db/client';
import { aTexto, volumen as aMilesimas } from '../../lib/decimal';
import { RechazoItem } from '../pos/lote';
import { aforoVigente, volumenDeAltura } from './aforo';

/** A tank reading ready to store; volumes in thousandths of a gallon. */
export interface LecturaTanquePreparada {
  uuid: string;
  empresaId: number;
  equipoId: number | null;
  bodegaId: number;
  productoId: number;
  fecha: string;
  fechaNegocio: string;
  alturaMm: number | null;
  alturaAguaMm: number;
  volumen: number;
  volumenAgua: number;
  temperatura: number | null;
  origen: string;
  cierre: boolean;
  aforoId: number | null;
}

const instante = (local: string) => `${local.replace(' ', 'T')}-05:00`;

/** Checks a POS tank reading and turns its dip into gallons through the chart in force at its time. */
export async function prepararLecturaTanque(
  conn: Conn,
  l: TLecturaTanquePos,
  ctx: { empresaId: number; equipoId: number | null; inicioCicloMin: number },
): Promise<LecturaTanquePreparada> {
  const tanque = await fila<{ producto_id: number | null }>(
    conn,
    sql`SELECT producto_id FROM bodegas WHERE id = ${l.bodega_id} AND empresa_id = ${ctx.empresaId} AND tipo = 'TANQUE'`,
  );
  if (!tanque || tanque.producto_id === null) throw new RechazoItem(M.tanqueNoExiste(l.bodega_id), 'bodega_id');
  if (l.altura_mm === undefined && l.volumen === undefined) throw new RechazoItem(M.lecturaSinMedida, 'altura_mm');
  const aforo = await aforoVigente(conn, l.bodega_id, instante(l.fecha));
  let volumen: number;
  let alturaMm: number | null = null;
  if (l.altura_mm !== undefined) {
    if (!aforo) throw new RechazoItem(M.tanqueSinAforo, 'altura_mm');
    alturaMm = Number(l.altura_mm);
    const v = volumenDeAltura(aforo.puntos, alturaMm);
    if (v === null) throw new RechazoItem(M.alturaFueraDeAforo, 'altura_mm');
    volumen = aMilesimas(v);
  } else {
    volumen = aMilesimas(l.volumen!);
  }
  const alturaAguaMm = l.altura_agua_mm === undefined ? 0 : Number(l.altura_agua_mm);
  let volumenAgua = 0;
  if (alturaAguaMm > 0) {
    const v = aforo ? volumenDeAltura(aforo.puntos, alturaAguaMm) : null;
    if (v === null) throw new RechazoItem(aforo ? M.alturaFueraDeAforo : M.tanqueSinAforo, 'altura_agua_mm');
    volumenAgua = aMilesimas(v);
  }
  return {
    uuid: l.uuid.toLowerCase(),
    empresaId: ctx.empresaId,
    equipoId: ctx.equipoId,
    bodegaId: l.bodega_id,
    productoId: tanque.producto_id,
    fecha: instante(l.fecha),
    fechaNegocio: diaOperativo(l.fecha, ctx.inicioCicloMin),
    alturaMm,
    alturaAguaMm,
    volumen,
    volumenAgua,
    temperatura: l.temperatura ?? null,
    origen: l.origen ?? (alturaMm === null ? 'SONDA' : 'POS'),
    cierre: l.cierre ?? false,
    aforoId: aforo?.id ?? null,
  };
}

/**
 * Stores tank readings (re-sent uuids are skipped) and keeps, in the same transaction, the day rollup
 * (readings count and the day's last dip) and the tank's latest state. Returns how many were new.
 */
export async function guardarLecturasTanque(conn: Conn, lecturas: readonly LecturaTanquePreparada[]): Promise<number> {
  if (lecturas.length === 0) return 0;
  const json = JSON.stringify(
    [...lecturas]
      .sort((a, b) => (a.uuid < b.uuid ? -1 : 1))
      .map((l) => ({
        empresa_id: l.empresaId,
        uuid: l.uuid,
        equipo_id: l.equipoId,
        bodega_id: l.bodegaId,
        fecha: l.fecha,
        fecha_negocio: l.fechaNegocio,
        altura_mm: l.alturaMm,
        altura_agua_mm: l.alturaAguaMm,
        volumen: aTexto(l.volumen, 3),
        volumen_agua: aTexto(l.volumenAgua, 3),
        temperatura: l.temperatura,
        origen: l.origen,
        cierre: l.cierre,
        aforo_id: l.aforoId,
      })),
  );
  const nuevas = await filas<{ id: number; uuid: string }>(
    conn,
    sql`INSERT INTO lecturas_tanque (empresa_id, uuid, equipo_id, bodega_id, fecha, fecha_negocio, altura_mm, altura_agua_mm, volumen, volumen_agua, temperatura, origen, cierre, aforo_id)
        SELECT empresa_id, uuid, equipo_id, bodega_id, fecha, fecha_negocio, altura_mm, altura_agua_mm, volumen, volumen_agua, temperatura, origen, cierre, aforo_id
          FROM jsonb_to_recordset(${json}::jsonb) AS x(empresa_id int, uuid uuid, equipo_id int, bodega_id int, fecha timestamptz, fecha_negocio date,
            altura_mm numeric, altura_agua_mm numeric, volumen numeric, volumen_agua numeric, temperatura numeric, origen text, cierre boolean, aforo_id int)
         ORDER BY uuid
        ON CONFLICT (empresa_id, uuid) DO NOTHING
        RETURNING id, uuid`,
  );
  if (nuevas.length === 0) return 0;
  const ids = new Map(nuevas.map((n) => [n.uuid, Number(n.id)]));
  const guardadas = lecturas.filter((l) => ids.has(l.uuid));

  // Per tank and day: how many readings, and the latest one.
  const porDia = new Map<string, { l: LecturaTanquePreparada; n: number }>();
  const porTanque = new Map<number, LecturaTanquePreparada>();
  for (const l of guardadas) {
    const k = `${l.empresaId}|${l.fechaNegocio}|${l.bodegaId}|${l.productoId}`;
    const d = porDia.get(k);
    if (!d) porDia.set(k, { l, n: 1 });
    else porDia.set(k, { l: l.fecha >= d.l.fecha ? l : d.l, n: d.n + 1 });
    const t = porTanque.get(l.bodegaId);
    if (!t || l.fecha >= t.fecha) porTanque.set(l.bodegaId, l);
  }
  const dias = [...porDia.values()].map(({ l, n }) => ({
    empresa_id: l.empresaId,
    fecha_negocio: l.fechaNegocio,
    bodega_id: l.bodegaId,
    producto_id: l.productoId,
    n,
    volumen: aTexto(l.volumen, 3),
    agua: aTexto(l.volumenAgua, 3),
    fecha: l.fecha,
  }));
  await conn.execute(sql`
    INSERT INTO tanques_dia (empresa_id, fecha_negocio, bodega_id, producto_id, num_lecturas, volumen_final, agua_final, medido_en)
    SELECT empresa_id, fecha_negocio, bodega_id, producto_id, n, volumen, agua, fecha
      FROM jsonb_to_recordset(${JSON.stringify(dias)}::jsonb) AS x(empresa_id int, fecha_negocio date, bodega_id int, producto_id int, n int, volumen numeric, agua numeric, fecha timestamptz)
     ORDER BY empresa_id, fecha_negocio, bodega_id, producto_id
    ON CONFLICT (empresa_id, fecha_negocio, bodega_id, producto_id) DO UPDATE SET
      num_lecturas = tanques_dia.num_lecturas + EXCLUDED.num_lecturas,
      volumen_final = CASE WHEN tanques_dia.medido_en IS NULL OR EXCLUDED.medido_en >= tanques_dia.medido_en THEN EXCLUDED.volumen_final ELSE tanques_dia.volumen_final END,
      agua_final = CASE WHEN tanques_dia.medido_en IS NULL OR EXCLUDED.medido_en >= tanques_dia.medido_en THEN EXCLUDED.agua_final ELSE tanques_dia.agua_final END,
      medido_en = GREATEST(tanques_dia.medido_en, EXCLUDED.medido_en)`);
  const estados = [...porTanque.values()].map((l) => ({
    bodega_id: l.bodegaId,
    empresa_id: l.empresaId,
    lectura_id: ids.get(l.uuid),
    fecha: l.fecha,
    volumen: aTexto(l.volumen, 3),
    volumen_agua: aTexto(l.volumenAgua, 3),
    altura_mm: l.alturaMm,
    altura_agua_mm: l.alturaAguaMm,
    temperatura: l.temperatura,
  }));
  await conn.execute(sql`
    INSERT INTO tanques_estado (bodega_id, empresa_id, lectura_id, fecha, volumen, volumen_agua, altura_mm, altura_agua_mm, temperatura)
    SELECT bodega_id, empresa_id, lectura_id, fecha, volumen, volumen_agua, altura_mm, altura_agua_mm, temperatura
      FROM jsonb_to_recordset(${JSON.stringify(estados)}::jsonb) AS x(bodega_id int, empresa_id int, lectura_id bigint, fecha timestamptz,
        volumen numeric, volumen_agua numeric, altura_mm numeric, altura_agua_mm numeric, temperatura numeric)
     ORDER BY bodega_id
    ON CONFLICT (bodega_id) DO UPDATE SET lectura_id = EXCLUDED.lectura_id, fecha = EXCLUDED.fecha, volumen = EXCLUDED.volumen,
      volumen_agua = EXCLUDED.volumen_agua, altura_mm = EXCLUDED.altura_mm, altura_agua_mm = EXCLUDED.altura_agua_mm, temperatura = EXCLUDED.temperatura
    WHERE EXCLUDED.fecha >= tanques_estado.fecha`);
  return guardadas.length;
}
