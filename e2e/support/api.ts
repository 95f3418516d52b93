import { expect, type APIRequestContext } from '@playwright/test';

export const CLAVE_DEMO = 'demo2026';
export type UsuarioDemo = 'SUPERADMIN' | 'ADMINEDS' | 'ZONAL' | 'CONSULTA' | 'PLATAFORMA' | 'COMPRAS';

export interface SesionApi {
  token: string;
  p_id: number;
  u_id: number;
  empresas_id: number;
  infoDominio: { negocio_id: number };
  modulos: { id: number; modulos_id: number | null; descripcion: string; link: string | null; tipo: number }[];
}

/** Signs in through the API (a session of its own, separate from the browser's). */
export async function ingresarApi(request: APIRequestContext, usuario: UsuarioDemo, clave = CLAVE_DEMO): Promise<SesionApi> {
  const r = await request.post('/api/v1/signin/', { data: { user: usuario, pass: clave } });
  expect(r.status(), await r.text()).toBe(200);
  return ((await r.json()) as { data: SesionApi }).data;
}

export const autorizacion = (token: string) => ({ Authorization: `Bearer ${token}` });

export async function salirApi(request: APIRequestContext, token: string): Promise<void> {
  await request.delete('/api/v1/', { headers: autorizacion(token) });
}

/** Stores interface preferences for a user, as the theme customiser would. */
export async function fijarPreferencias(
  request: APIRequestContext,
  usuario: UsuarioDemo,
  preferencias: Record<string, unknown>,
  clave = CLAVE_DEMO,
): Promise<void> {
  const s = await ingresarApi(request, usuario, clave);
  const r = await request.put('/api/propiedad/preferencias', { headers: autorizacion(s.token), data: { preferencias } });
  expect(r.status()).toBe(200);
  await salirApi(request, s.token);
}

export async function leerPreferencias(request: APIRequestContext, usuario: UsuarioDemo): Promise<Record<string, unknown>> {
  const s = await ingresarApi(request, usuario);
  const r = await request.get('/api/propiedad/preferencias', { headers: autorizacion(s.token) });
  await salirApi(request, s.token);
  return ((await r.json()) as { data: Record<string, unknown> }).data;
}

export async function favoritosApi(request: APIRequestContext, usuario: UsuarioDemo): Promise<{ link: string }[]> {
  const s = await ingresarApi(request, usuario);
  const r = await request.post('/api/propiedad/acceso-directo', {
    headers: autorizacion(s.token),
    data: { identificadorPersona: s.p_id, extra: 'G' },
  });
  await salirApi(request, s.token);
  return ((await r.json()) as { data: { link: string }[] }).data;
}
