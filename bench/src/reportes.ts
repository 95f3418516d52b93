import { sql } from 'drizzle-orm';
import { diaOperativo, sumarDias } from '@eds/contracts/dia-operativo';
import { REPORTES, type RutaReporte } from '@eds/contracts/reportes/catalogo';
import { buildApp } from '../../apps/api/src/app';
import { fila, filas } from '../../apps/api/src/db/client';
import { enTransaccion } from '../../apps/api/src/db/context';
import { crearUsuario } from '../../apps/api/src/demo/sembrar';
import { crearNegocioGenerado } from '../../apps/api/src/demo/operacion/negocio';
import { generarOperaciones } from '../../apps/api/src/demo/operacion/generador';
import { hashClave } from '../../apps/api/src/lib/claves';
import { baseNueva, type Motor } from './base-datos';
import { mediana, miles, ms, tabla } from './medir';

/**
 * Detail reports timed on one station and one month (the closing and shift-cash reports read shifts and their sales;
 * the working-day reports read the day's events, the roster and the closings; the purchase books read the month's entry
 * documents).
 */
const DETALLES: RutaReporte[] = [
  'cierre_diario',
  'cierre_diario_v2',
  'cierre_diario_v3',
  'consolidado-cierre-turno',
  'reporte_cierres',
  'reporte_arqueo',
  'eds/bitacorajornada',
  'eds/planillaturnos',
  'historico-cierres',
  'cc/libro-compras-kiosco',
  'canastilla/libro-compras-canastilla',
];

/**
 * The reports' server time at growing volumes: the same business generated at each volume in a fresh database, then
 * timed through the HTTP layer (app.inject: routing, validation, scope, queries, foot, serialisation) as a
 * business-wide user, median of 7 after a warm-up:
 * - every summary report of the catalogue (`clase: 'resumen'`) over every station and the last 366 business days —
 *   they read rollups, so their columns should stay flat from 1× to 100×;
 * - the closing detail reports over one station and its last 31 days, first page of 10 rows with the foot — they read
 *   the shifts and their sales, so they grow with one station-month of sales, not with the business.
 */
export async function benchReportes(
  motor: Motor,
  o: { estaciones: number; dias: number; escalaBase: number; volumenes: number[] },
): Promise<string> {
  const resumen: (string | number)[][] = [];
  const tiempos = new Map<string, string[]>();
  // BENCH_REPORTES=ruta,ruta times only those reports (the data is generated all the same).
  const solo = process.env.BENCH_REPORTES?.split(',').filter(Boolean);
  const elegido = (r: RutaReporte) => !solo || solo.includes(r);
  const resumenes = (Object.keys(REPORTES) as RutaReporte[]).filter((r) => REPORTES[r].clase === 'resumen' && elegido(r));
  for (const v of o.volumenes) {
    const base = await baseNueva(motor);
    try {
      const db = base.database.db;
      const { negocioId, empresas } = await enTransaccion(db, { usuarioId: null }, (tx) =>
        crearNegocioGenerado(tx, `REPORTES ${v}X`, o.estaciones),
      );
      const r = await generarOperaciones(
        negocioId,
        empresas.map((empresaId, indice) => ({ empresaId, indice })),
        {
          dias: o.dias,
          escala: o.escalaBase * v,
          escribir: (fn) => enTransaccion(db, { usuarioId: null }, fn),
          ventasPorEscritura: 50_000,
        },
      );
      const raiz = (await fila<{ id: number }>(db, sql`SELECT id FROM empresas WHERE negocio_id = ${negocioId} AND empresas_id IS NULL`))!
        .id;
      const perfil = (await fila<{ id: number }>(db, sql`SELECT id FROM perfiles WHERE descripcion = 'SUPERADMINISTRADOR LAZO'`))!.id;
      const usuario = `BANCOR${v}X`;
      await enTransaccion(db, { usuarioId: null }, (tx) =>
        hashClave('banco-2026').then((clave) =>
          crearUsuario(tx, {
            negocioId,
            empresaId: raiz,
            usuario,
            tipo: 1,
            perfil,
            clave,
            identificacion: `78${v}${Date.now() % 1e6}`,
            nombres: 'BANCO',
            apellidos: 'REPORTES',
            correo: 'banco@example.co',
            telefono: '3000000000',
            ciudad: 8001,
            departamento: 8,
          }),
        ),
      );
      await db.execute(sql`ANALYZE`);
      const estacion = empresas[0];
      const hoy = diaOperativo(new Date());
      const mes = await fila<{ n: number }>(
        db,
        sql`SELECT count(*)::int AS n FROM ventas WHERE empresa_id = ${estacion} AND fecha_negocio > ${sumarDias(hoy, -31)}::date`,
      );
      const turnos = await filas<{ n: number }>(
        db,
        sql`SELECT count(*)::int AS n FROM turnos WHERE empresa_id = ${estacion} AND fecha_negocio > ${sumarDias(hoy, -31)}::date`,
      );
      const app = await buildApp({
        config: { LOG_LEVEL: 'silent', RATE_LIMIT: 1_000_000, LOGIN_RATE_LIMIT: 1_000_000 },
        database: base.database,
        databaseCompartida: true,
      });
      try {
        const ingreso = await app.inject({ method: 'POST', url: '/api/v1/signin/', payload: { user: usuario, pass: 'banco-2026' } });
        const token = ingreso.json<{ data: { token: string } }>().data.token;
        resumen.push([`${v}×`, miles(r.ventas), empresas.length, o.dias, miles(mes!.n), miles(turnos[0].n)]);
        const medir = async (nombre: string, ruta: string, cuerpo: Record<string, unknown>) => {
          const t = await mediana(async () => {
            const res = await app.inject({
              method: 'POST',
              url: `/api/reportes/v1/${ruta}`,
              payload: cuerpo,
              headers: { authorization: `Bearer ${token}` },
            });
            if (res.statusCode !== 200) throw new Error(`${ruta}: ${res.statusCode} ${res.body.slice(0, 300)}`);
          });
          tiempos.set(nombre, [...(tiempos.get(nombre) ?? []), ms(t)]);
        };
        for (const ruta of resumenes)
          await medir(`${ruta} (resumen, ${empresas.length} estaciones, 366 días)`, ruta, {
            estaciones: empresas,
            fecha_inicial: sumarDias(hoy, -365),
            fecha_final: hoy,
          });
        for (const ruta of DETALLES.filter(elegido))
          await medir(`${ruta} (detalle, 1 estación, 31 días)`, ruta, {
            estaciones: [estacion],
            fecha_inicial: sumarDias(hoy, -30),
            fecha_final: hoy,
          });
      } finally {
        await app.close();
      }
    } finally {
      await base.borrar();
    }
  }
  return [
    tabla(['volumen', 'ventas', 'estaciones', 'días', 'ventas de la estación en 31 días', 'turnos de la estación en 31 días'], resumen),
    '',
    tabla(
      ['reporte', ...o.volumenes.map((v) => `ms a ${v}×`)],
      [...tiempos].map(([n, t]) => [n, ...t]),
    ),
  ].join('\n');
}
