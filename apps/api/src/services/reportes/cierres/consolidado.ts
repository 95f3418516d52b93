import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  CONCEPTOS_CIERRE as C,
  REPORTE_CONSOLIDADO_CIERRE_TURNO,
  SECCIONES_CIERRE as S,
  TURNO_ABIERTO,
} from '@eds/contracts/reportes/cierres';
import { razon, siHay, trunc2 } from '../motor/sql';
import { reporteServidor } from '../motor/tipos';
import { liquidacionTurnos, nombreTurno, resultadoCaja } from './liquidacion';

type Filtros = z.output<typeof REPORTE_CONSOLIDADO_CIERRE_TURNO.filtros>;

/**
 * consolidado-cierre-turno: the settlement sheet of each shift asked for (one shift with `turno`, else every shift of
 * the days, each after the other): LECTURAS per hose (or, while the shift is open, what the POS sold per product so
 * far), CANASTILLA Y KIOSCO, MEDIOS DE PAGO by method (#, valor), SOBRES one by one (hora · estado), and the
 * LIQUIDACIÓN: Valor medidor + canastilla + kiosco + recaudos en efectivo − tarjetas − crédito − privada − consumo
 * interno = Efectivo esperado; sobres + entrega final = entregado; Diferencia with its result. Deductions are
 * negative, so the settlement's lines add up to the expected cash. An open shift's lines say TURNO ABIERTO.
 */
export const consolidadoCierreTurno = reporteServidor<Filtros>({
  definicion: REPORTE_CONSOLIDADO_CIERRE_TURNO,
  clave: ['turno_id', 'seccion_n', 'linea_n', 'concepto'],
  fuente: (ctx) => {
    const f = ctx.filtros;
    return sql`
      WITH ${liquidacionTurnos(
        ctx,
        sql`${siHay(f.turno, sql`t.id = ${f.turno ?? 0}`)}${siHay(f.isla, sql`t.isla_id = ${f.isla ?? 0}`)}${siHay(f.promotor, sql`t.promotor_id = ${f.promotor ?? 0}`)}`,
      )},
      mp AS (
        SELECT v.turno_id, m.descripcion, count(*) AS pagos, sum(p.valor) AS valor
          FROM tu JOIN ventas v ON v.turno_id = tu.id JOIN ventas_pagos p ON p.venta_id = v.id AND p.fecha_negocio = v.fecha_negocio JOIN medios_pago m ON m.id = p.medio_pago_id
         WHERE right(v.estado_movimiento, 3) = '001'
         GROUP BY 1, 2),
      l AS (
        SELECT hm.turno_id, 1 AS seccion_n, hm.surtidor * 1000 + hm.manguera AS linea_n,
               'Surtidor ' || hm.surtidor || ' · Manguera ' || hm.manguera || ' · ' || p.descripcion AS concepto, NULL::text AS detalle,
               hm.lectura_inicial, hm.lectura_final, ${trunc2(sql`hm.galones`)} AS galones_medidor, ${trunc2(sql`hm.calibraciones`)} AS calibraciones,
               ${trunc2(sql`hm.galones - hm.calibraciones`)} AS venta_neta, ${razon(sql`hm.valor`, sql`hm.galones - hm.calibraciones`)} AS precio_promedio,
               NULL::numeric AS cantidad, ${trunc2(sql`hm.valor`)} AS valor
          FROM hm JOIN productos p ON p.id = hm.producto_id
        UNION ALL
        SELECT cb.turno_id, 1, 0, p.descripcion, 'POS', NULL, NULL, NULL, 0, ${trunc2(sql`cb.venta_neta`)},
               ${razon(sql`cb.valor`, sql`cb.venta_neta`)}, NULL, ${trunc2(sql`cb.valor`)}
          FROM cb JOIN tu ON tu.id = cb.turno_id JOIN productos p ON p.id = cb.producto_id
         WHERE tu.estado = 'A'
        UNION ALL
        SELECT lq.id, 2, k.n, k.concepto, NULL, NULL, NULL, NULL, NULL, NULL, NULL,
               ${trunc2(sql`CASE k.n WHEN 1 THEN vs.unidades_canastilla ELSE vs.unidades_kiosco END`)},
               ${trunc2(sql`CASE k.n WHEN 1 THEN lq.canastilla ELSE lq.kiosco END`)}
          FROM lq LEFT JOIN vs ON vs.turno_id = lq.id CROSS JOIN (VALUES (1, ${C.canastilla}), (2, ${C.kiosco})) k(n, concepto)
        UNION ALL
        SELECT mp.turno_id, 3, 1, mp.descripcion, NULL, NULL, NULL, NULL, NULL, NULL, NULL, mp.pagos, ${trunc2(sql`mp.valor`)}
          FROM mp
        UNION ALL
        SELECT s.turno_id, 4, s.numero, 'Sobre #' || s.numero, to_char(s.fecha AT TIME ZONE 'America/Bogota', 'HH24:MI') || ' · ' || s.estado,
               NULL, NULL, NULL, NULL, NULL, NULL, NULL, ${trunc2(sql`s.valor_declarado`)}
          FROM tu JOIN sobres s ON s.turno_id = tu.id
        UNION ALL
        SELECT lq.id, 5, k.n, k.concepto, CASE WHEN k.n = 13 THEN ${resultadoCaja(trunc2(sql`lq.diferencia`))} END,
               NULL, NULL, NULL, NULL, NULL, NULL, NULL,
               ${trunc2(sql`CASE k.n WHEN 1 THEN lq.valor_medidor WHEN 2 THEN lq.canastilla WHEN 3 THEN lq.kiosco WHEN 4 THEN 0
                                     WHEN 5 THEN -lq.tarjetas WHEN 6 THEN -lq.credito WHEN 7 THEN -lq.privada WHEN 8 THEN -lq.consumo
                                     WHEN 9 THEN lq.esperado WHEN 10 THEN lq.total_sobres WHEN 11 THEN coalesce(lq.efectivo_entregado, 0)
                                     WHEN 12 THEN lq.entregado ELSE lq.diferencia END`)}
          FROM lq CROSS JOIN (VALUES (1, ${C.valorMedidor}), (2, ${C.canastilla}), (3, ${C.kiosco}), (4, ${C.masRecaudos}),
                                     (5, ${C.menosTarjetas}), (6, ${C.menosCredito}), (7, ${C.menosPrivada}), (8, ${C.menosConsumo}),
                                     (9, ${C.esperado}), (10, ${C.sobres}), (11, ${C.entregaFinal}), (12, ${C.entregado}),
                                     (13, ${C.diferencia})) k(n, concepto))
      SELECT e.id AS estacion_id, e.alias AS estacion, lq.id::int AS turno_id,
             ${nombreTurno(sql`lq.id`, sql`i.descripcion`, sql`trim(pe.nombres || ' ' || pe.apellidos)`)} || ' · ' ||
               to_char(lq.fecha_inicio AT TIME ZONE 'America/Bogota', 'DD/MM HH24:MI') || '–' ||
               coalesce(to_char(lq.fecha_fin AT TIME ZONE 'America/Bogota', 'DD/MM HH24:MI'), '') AS turno,
             CASE WHEN lq.estado = 'A' THEN ${TURNO_ABIERTO}::text END AS estado_turno,
             CASE l.seccion_n WHEN 1 THEN ${S.lecturas} WHEN 2 THEN ${S.tienda} WHEN 3 THEN ${S.pagos} WHEN 4 THEN ${S.sobresTurno}
                              ELSE ${S.liquidacion} END AS seccion,
             l.seccion_n, l.linea_n, l.concepto, l.detalle, l.lectura_inicial, l.lectura_final, l.galones_medidor, l.calibraciones,
             l.venta_neta, l.precio_promedio, l.cantidad, l.valor
        FROM l
        JOIN lq ON lq.id = l.turno_id
        JOIN empresas e ON e.id = lq.empresa_id
        JOIN islas i ON i.id = lq.isla_id
        JOIN promotores p ON p.id = lq.promotor_id
        JOIN personas pe ON pe.id = p.persona_id`;
  },
});
