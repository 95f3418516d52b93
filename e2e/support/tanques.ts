import { expect, type APIRequestContext } from '@playwright/test';
import { autorizacion, ingresarApi } from './api';

export interface TanqueDePrueba {
  /** The tank's code, unique to the run (`prefijo` and the clock). */
  codigo: string;
  bodega: number;
  estacion: number;
  /** SUPERADMIN's API token, for the calls a test makes next. */
  token: string;
}

/**
 * A tank of the run's own at a demo station, created by SUPERADMIN through the calls with the first fuel of the
 * station and a two-point chart in force since 2026-01-01 (1.000 mm = 5.000 gal, 2.000 mm = 12.000 gal), so dips turn
 * into known gallons and no other test's rows are touched.
 */
export async function tanqueConAforo(
  request: APIRequestContext,
  { estacion: alias, prefijo, descripcion }: { estacion: string; prefijo: string; descripcion: string },
): Promise<TanqueDePrueba> {
  const sesion = await ingresarApi(request, 'SUPERADMIN');
  const h = { headers: autorizacion(sesion.token) };
  const estaciones = (await (await request.get(`/api/empresa/select/all/${sesion.infoDominio.negocio_id}`, h)).json()).data as {
    idEds: number;
    alias: string;
  }[];
  const estacion = estaciones.find((e) => e.alias === alias)!.idEds;
  const combustibles = (await (await request.get(`/api/bodega/combustibles/empresa/${estacion}`, h)).json()).data as { id: number }[];
  const codigo = `${prefijo}${Date.now() % 100_000_000}`;
  const r = await request.post('/api/bodega', {
    ...h,
    data: {
      empresa_id: estacion,
      codigo,
      descripcion,
      tipo: 'TANQUE',
      producto_id: combustibles[0].id,
      capacidad: 12000,
      volumen_minimo: 500,
    },
  });
  expect(r.status(), await r.text()).toBe(200);
  const bodega = (await r.json()).data.id as number;
  const aforo = await request.put(`/api/bodega/${bodega}/aforo`, {
    ...h,
    data: {
      vigente_desde: '2026-01-01 00:00:00',
      puntos: [
        { altura_mm: 1000, volumen: 5000 },
        { altura_mm: 2000, volumen: 12000 },
      ],
    },
  });
  expect(aforo.status(), await aforo.text()).toBe(200);
  return { codigo, bodega, estacion, token: sesion.token };
}
