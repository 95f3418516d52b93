import { sql } from 'drizzle-orm';
import { buildApp } from '../../apps/api/src/app';
import { fila } from '../../apps/api/src/db/client';
import { enTransaccion } from '../../apps/api/src/db/context';
import { crearUsuario } from '../../apps/api/src/demo/sembrar';
import { crearNegocioGenerado } from '../../apps/api/src/demo/operacion/negocio';
import { generarOperaciones } from '../../apps/api/src/demo/operacion/generador';
import { hashClave } from '../../apps/api/src/lib/claves';
import { baseNueva, type Motor } from './base-datos';
import { mediana, miles, ms, tabla } from './medir';

/** The calls one dashboard load makes, with the bodies the widgets send. */
const LLAMADAS: { nombre: string; reporte: string; cuerpo: Record<string, unknown> }[] = [
  { nombre: 'indicadores hoy', reporte: 'VENTAS_TOTAL', cuerpo: { periodo: 0 } },
  { nombre: 'indicadores año', reporte: 'VENTAS_TOTAL', cuerpo: { periodo: 3 } },
  { nombre: 'productos más vendidos (año)', reporte: 'PRODUCTOS_MAS_VENDIDOS_HOY', cuerpo: { periodo: 3, tipo_negocio: 'C' } },
  { nombre: 'galones por mes (año)', reporte: 'VENTAS_COMBUSTIBLE_MENSUALES', cuerpo: {} },
  { nombre: 'galones por día (mes)', reporte: 'VENTAS_COMBUSTIBLE_DIARIAS', cuerpo: { periodo: 2 } },
  { nombre: 'ventas mensuales (6 meses)', reporte: 'GRAFICA_PDV', cuerpo: { num_mes: 6 } },
  { nombre: 'ventas diarias (30 días)', reporte: 'GRAFICA_PDV', cuerpo: { extra: 'D' } },
  { nombre: 'tanques', reporte: 'ALERTA_TANQUES', cuerpo: {} },
  { nombre: 'ventas del día (alerta)', reporte: 'ALERTA_DIA_VENTAS', cuerpo: {} },
  { nombre: 'turnos abiertos', reporte: 'alerta_jornadas_abiertas', cuerpo: {} },
];

/**
 * The dashboard's server time at growing volumes: the same business generated at each volume in a fresh
 * database, then every dashboard call timed through the HTTP layer (app.inject: routing, validation, scope,
 * queries, serialisation) as a business-wide user, median of 7 after a warm-up. Flat columns across volumes are
 * the point: the calls read rollups, not sales.
 */
export async function benchDashboard(
  motor: Motor,
  o: { estaciones: number; dias: number; escalaBase: number; volumenes: number[] },
): Promise<string> {
  const resumen: (string | number)[][] = [];
  const tiempos = new Map<string, string[]>();
  for (const v of o.volumenes) {
    const base = await baseNueva(motor);
    try {
      const db = base.database.db;
      const { negocioId, empresas } = await enTransaccion(db, { usuarioId: null }, (tx) =>
        crearNegocioGenerado(tx, `TABLERO ${v}X`, o.estaciones),
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
      const usuario = `BANCO${v}X`;
      await enTransaccion(db, { usuarioId: null }, (tx) =>
        hashClave('banco-2026').then((clave) =>
          crearUsuario(tx, {
            negocioId,
            empresaId: raiz,
            usuario,
            tipo: 1,
            perfil,
            clave,
            identificacion: `77${v}${Date.now() % 1e6}`,
            nombres: 'BANCO',
            apellidos: 'TABLERO',
            correo: 'banco@example.co',
            telefono: '3000000000',
            ciudad: 8001,
            departamento: 8,
          }),
        ),
      );
      await db.execute(sql`ANALYZE`);
      const app = await buildApp({
        config: { LOG_LEVEL: 'silent', RATE_LIMIT: 1_000_000, LOGIN_RATE_LIMIT: 1_000_000 },
        database: base.database,
        databaseCompartida: true,
      });
      try {
        const ingreso = await app.inject({ method: 'POST', url: '/api/v1/signin/', payload: { user: usuario, pass: 'banco-2026' } });
        const token = ingreso.json<{ data: { token: string } }>().data.token;
        resumen.push([`${v}×`, miles(r.ventas), empresas.length, o.dias]);
        for (const l of LLAMADAS) {
          const t = await mediana(async () => {
            const res = await app.inject({
              method: 'POST',
              url: `/api/reportes/dashboard-lite/${l.reporte}`,
              payload: l.cuerpo,
              headers: { authorization: `Bearer ${token}` },
            });
            if (res.statusCode !== 200) throw new Error(`${l.reporte}: ${res.statusCode} ${res.body}`);
          });
          tiempos.set(l.nombre, [...(tiempos.get(l.nombre) ?? []), ms(t)]);
        }
      } finally {
        await app.close();
      }
    } finally {
      await base.borrar();
    }
  }
  return [
    tabla(['volumen', 'ventas', 'estaciones', 'días'], resumen),
    '',
    tabla(
      ['llamada del dashboard (negocio completo)', ...o.volumenes.map((v) => `ms a ${v}×`)],
      [...tiempos].map(([n, t]) => [n, ...t]),
    ),
  ].join('\n');
}
