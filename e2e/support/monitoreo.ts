import { expect, type APIRequestContext } from '@playwright/test';
import { autorizacion, ingresarApi, salirApi } from './api';

async function data<T>(r: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(r.status(), await r.text()).toBe(200);
  return ((await r.json()) as { data: T }).data;
}

export interface EquipoDePrueba {
  id: number;
  alias: string;
  token: string;
}

/**
 * A POS enrolled by SUPERADMIN at a station (by alias) for one test, with its device token: never heard from until
 * the test makes it talk. Tests of the monitoring screens use their own devices, never the demo's.
 */
export async function crearEquipoDePrueba(request: APIRequestContext, estacion: string, alias: string): Promise<EquipoDePrueba> {
  const admin = await ingresarApi(request, 'SUPERADMIN');
  const h = { headers: autorizacion(admin.token) };
  const estaciones = await data<{ idEds: number; alias: string }[]>(
    await request.get(`/api/empresa/select/all/${admin.infoDominio.negocio_id}`, h),
  );
  const empresaId = estaciones.find((e) => e.alias === estacion)!.idEds;
  const serial = `MON${Date.now() % 1_000_000_000}${Math.floor(Math.random() * 1000)}`;
  const { id } = await data<{ id: number }>(
    await request.post('/api/equipo', {
      ...h,
      data: { empresa_id: empresaId, alias, tipo: 'POS', serial, identificador_dispositivo: `dev-${serial}`, tipos_negocio: ['C'] },
    }),
  );
  const { token } = await data<{ token: string }>(await request.post(`/api/equipo/${id}/token`, h));
  await salirApi(request, admin.token);
  return { id, alias: alias.toUpperCase(), token };
}

/** Disables the test's device again (its rows stay, as the list keeps inactive devices). */
export async function inactivarEquipo(request: APIRequestContext, id: number): Promise<void> {
  const admin = await ingresarApi(request, 'SUPERADMIN');
  const r = await request.put(`/api/equipo/${id}/I`, { headers: autorizacion(admin.token) });
  expect(r.status(), await r.text()).toBe(200);
  await salirApi(request, admin.token);
}

/** The device's heartbeat through the POS API (`POST /api/pos/v1/estado`). */
export async function latido(
  request: APIRequestContext,
  token: string,
  estado: { version_app?: string; ventas_pendientes?: number; contingencia?: boolean },
): Promise<void> {
  const r = await request.post('/api/pos/v1/estado', { headers: autorizacion(token), data: estado });
  expect(r.status(), await r.text()).toBe(200);
}
